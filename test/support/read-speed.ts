/*
 * The reading-speed bound's measurement, run in a child process by
 * test/unit/extraction-speed.bounds.test.ts: Node's own module loader (through tsx, as
 * `npm run eval:extract` runs), not vitest's. Vitest rewrites every import into a lookup on a module
 * object, and the reader is hundreds of small modules calling each other, so inside vitest the same
 * read costs about 40 % more CPU than it does for a user (306 against 212 ms, measured side by side
 * on one quiet machine) and the bound measured the test runner rather than the reader.
 */
import { createNameDirectory, extractContext } from '../../src/core/context/extract/index.js'
import { HELD_OUT } from '../corpus/held-out.js'
import { HELD_OUT_NEW } from '../corpus/held-out-new.js'
import { HELD_OUT_THIRD } from '../corpus/held-out-third.js'
import { CORPUS_NOW } from '../corpus/score.js'
import { TUNING } from '../corpus/tuning.js'
import { cpuFloor } from './cpu.js'

const all = [...TUNING, ...HELD_OUT, ...HELD_OUT_NEW, ...HELD_OUT_THIRD].map((t) => t.text).join('\n\n')
const text = all.repeat(Math.ceil(100_000 / all.length)).slice(0, 100_000)
const none = createNameDirectory([])
extractContext(text, none, CORPUS_NOW)
const { ms, result } = await cpuFloor(() => extractContext(text, none, CORPUS_NOW))
process.stdout.write(JSON.stringify({ ms, people: result.people.length }))
