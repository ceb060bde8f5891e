import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Issue 27's budget: 100 KB of everyday text read in under 300 ms (docs/extraction.md has the
// median; this is the least CPU time of several runs, so a busy machine does not fail it). It is
// measured in a child process on Node's own module loader, as a user's process reads
// (test/support/read-speed.ts says why not inside vitest).
const SCRIPT = fileURLToPath(new URL('../support/read-speed.ts', import.meta.url))

describe('reading speed', () => {
  it('reads 100 KB of the corpus in under 300 ms of CPU', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', SCRIPT], { encoding: 'utf8' })
    const { ms, people } = JSON.parse(out) as { ms: number; people: number }
    expect(people).toBeGreaterThan(100)
    expect(ms).toBeLessThan(300)
  })
})
