import { describe, expect, it } from 'vitest'
import { SYSTEM_ACTOR } from '../../src/core/actor.js'
import { createClock } from '../../src/core/clock.js'
import { CONTEXT_LIMITS } from '../../src/core/context/artifacts.js'
import { INGEST_LIMITS, ingestSlices } from '../../src/core/context/ingest.js'
import { createWorkspace } from '../../src/core/store.js'
import { sliceFloors } from './cpu.js'

/** `unit` repeated to the reader's maximum input (512 KiB), cut there: an adversarial text. */
export function fillToLimit(unit: string): string {
  const max = CONTEXT_LIMITS.maxContentBytes
  return unit.repeat(Math.ceil(max / unit.length)).slice(0, max)
}

/**
 * One test per adversarial text (each near the maximum input, 512 KiB): ingested into a fresh
 * workspace in slices, no slice holds the event loop for 50 ms of CPU, the whole read stays under
 * 3 s, and the writes stay within INGEST_LIMITS. Every family of reader rules has such a file.
 */
export function describeIngestBounds(title: string, adversarial: Record<string, () => string>): void {
  const max = CONTEXT_LIMITS.maxContentBytes
  describe(title, () => {
    for (const [name, make] of Object.entries(adversarial)) {
      it(`${name}: no slice holds the event loop for 50 ms, and the writes stay within the caps`, async () => {
        const text = make()
        expect(text.length).toBeLessThanOrEqual(max)
        expect(text.length).toBeGreaterThan(max * 0.85)
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
}
