import { describe, expect, it } from 'vitest'
import { SYSTEM_ACTOR } from '../actor.js'
import { createClock } from '../clock.js'
import { createWorkspace } from '../store.js'
import { CONTEXT_LIMITS } from './artifacts.js'
import { sliceFloors } from '../../../test/support/cpu.js'
import { INGEST_LIMITS, ingestSlices } from './ingest.js'

// People named by a first name alone (first-names.test.ts), repeated to the maximum input: every
// greeting, speaker and link end makes a person until the people cap, and fuller names read after
// them fold the first names in, renaming their links.
const MAX = CONTEXT_LIMITS.maxContentBytes
const fill = (unit: string): string => unit.repeat(Math.ceil(MAX / unit.length)).slice(0, MAX)
const NAMES = [
  'Anna',
  'Oscar',
  'Clara',
  'Henrik',
  'Sofia',
  'Miriam',
  'Lukas',
  'Priya',
  'Tobias',
  'Ingrid',
  'Daniel',
  'Laura',
  'Marco',
  'Emma',
  'Jacob',
  'Adrian',
]
/** Distinct surnames, so each repetition names new people up to the cap. */
const many = (make: (first: string, n: number) => string): string => {
  let text = ''
  for (let n = 0; text.length < MAX; n++) text += make(NAMES[n % NAMES.length]!, n)
  return text.slice(0, MAX)
}

const ADVERSARIAL: Record<string, () => string> = {
  'greetings, speakers and link ends': () =>
    fill('Hi Anna,\nOscar: Clara will send it. Ingrid Solberg reports to Henrik; Sofia, you should meet Miriam.\n'),
  'first names folded into fuller names read after them': () =>
    many(
      (first, n) =>
        `Hi ${first},\n${first} will call. Ingrid Solberg reports to ${first}.\n${first} Berg${n} joined Kite Labs.\n`,
    ),
}

describe('first-name bounds at the maximum input size (512 KiB)', () => {
  for (const [name, make] of Object.entries(ADVERSARIAL)) {
    it(`${name}: no slice holds the event loop for 50 ms, and the writes stay within the caps`, async () => {
      const text = make()
      expect(text.length).toBeLessThanOrEqual(MAX)
      expect(text.length).toBeGreaterThan(MAX * 0.85)
      const { worst, worstAt, total, slices, result } = await sliceFloors(() => {
        const clock = createClock({ mode: 'manual' })
        const workspace = createWorkspace('1', clock)
        return ingestSlices(workspace, clock, text, { artifactId: '1', actor: SYSTEM_ACTOR })
      })
      expect(worst, `worst slice ${worst.toFixed(1)} ms, number ${worstAt} of ${slices}`).toBeLessThan(50)
      expect(total).toBeLessThan(3_000)
      expect(result.entities_created).toBeLessThanOrEqual(INGEST_LIMITS.recordsCreated)
      expect(result.relationships_created).toBeLessThanOrEqual(INGEST_LIMITS.relationships)
      expect(result.insights_created).toBeLessThanOrEqual(INGEST_LIMITS.insights)
    }, 30_000)
  }
})
