import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createMock, type Mock } from '../../src/index.js'
import {
  ACTIONS,
  OPERATION_IDS,
  readAll,
  runSequence,
  stepArbitrary,
  fetchSend,
  type Control,
  type Send,
} from '../support/sequences.js'
import { useTarget, type Target } from '../support/target.js'

const t = useTarget()

/**
 * Requests to whichever mock the target holds now: through the adapter of this project (MSW or
 * Express), or, `direct`, straight into the pipeline both adapters call (`mock.fetch`).
 */
const sendThrough = (target: Target, direct = false): Send =>
  fetchSend(
    () => target.baseUrl,
    () => target.mock.apiKey,
    direct ? (url, init) => target.mock.fetch(url.slice(target.baseUrl.length), init) : fetch,
  )

/** Turns of the event loop, so job slices run between steps. */
const control: Control = {
  turns: async (n) => {
    for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve))
  },
}

/** Waits turns of the event loop until no slice of a job waits (a restore releases the ones it held). */
async function sliced(mock: Mock): Promise<void> {
  for (let turns = 0; mock.store.jobs.slices.waiting.length > 0; turns++) {
    if (turns > 10_000) throw new Error('slices still waiting after 10,000 turns')
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/** How many sequences run per adapter; CGM_PROPERTY_RUNS raises it for a longer search. */
const RUNS = Number(process.env.CGM_PROPERTY_RUNS ?? 200)

describe('snapshot and restore over random sequences of the whole API', () => {
  it('has an action for every public operation', () => {
    expect(OPERATION_IDS).toHaveLength(61)
    expect(OPERATION_IDS.filter((id) => !(id in ACTIONS))).toEqual([])
  })

  it('restores exactly: every read answers the same bytes, and a second snapshot equals the first', async () => {
    const send = sendThrough(t)
    // The reads of the comparison (about a hundred a run) go straight into the pipeline, which is
    // what each adapter hands its requests to: through an adapter they took most of the run's time.
    const read = sendThrough(t, true)
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 24, size: 'max' }), async (steps) => {
        const source = createMock({ seed: 1, scenario: 'empty' })
        const copy = createMock({ seed: 7, scenario: 'empty' })
        try {
          t.use(source)
          const pools = await runSequence(send, steps, control)
          const snapshot = await send('GET', '/_mock/snapshot', { key: null })
          expect(snapshot.status, snapshot.text).toBe(200)

          t.use(copy)
          const restored = await send('POST', '/_mock/restore', { key: null, body: JSON.parse(snapshot.text) })
          expect(restored.status, restored.text).toBe(200)
          expect((await send('GET', '/_mock/snapshot', { key: null })).text).toBe(snapshot.text)

          // Slices still waiting when the snapshot was taken wait in the copy too; both run them out.
          await sliced(source)
          await sliced(copy)
          // Faults are not state (decision 0019): the source's last ones would shape its reads.
          source.faults.clear()
          t.use(source)
          const expected = await readAll(read, pools)
          t.use(copy)
          const actual = await readAll(read, pools)
          for (let i = 0; i < expected.length; i++) expect(actual[i]).toBe(expected[i])
        } finally {
          source.close()
          copy.close()
        }
      }),
      { numRuns: RUNS, ...(process.env.CGM_PROPERTY_SEED ? { seed: Number(process.env.CGM_PROPERTY_SEED) } : {}) },
    )
  }, 120_000)
})
