import { describe, expect, it } from 'vitest'
import { JOURNAL_BODY_LIMIT } from '../../src/http/journal.js'
import { buildMockCore } from '../../src/mock/mock-core.js'
import { worstTurn } from '../support/cpu.js'

// A pact from a full journal (1000 entries, each body at the 8 KiB the journal keeps) holds the
// event loop for less than the 50 ms budget at a time: the export yields as it goes.

describe('the journal as a pact at its largest', () => {
  it('exports 1000 entries of 16 KiB in turns of less than 50 ms', async () => {
    const mock = buildMockCore({ seed: 1, clock: 'manual', journalSize: 1000 })
    try {
      const text = 'x'.repeat(JOURNAL_BODY_LIMIT - 200)
      for (let i = 0; i < 1000; i++) {
        // Three body shapes, so three interactions; every entry is still read.
        const extra = i % 3 === 0 ? {} : i % 3 === 1 ? { description: 'd' } : { priority: 'high' }
        mock.journal.record({
          at: '2026-01-15T10:00:00.000Z',
          method: 'POST',
          path: '/v1/tasks',
          route_path: '/v1/tasks',
          query: '',
          status: 200,
          duration_ms: 1,
          key: 'cgm_…key',
          token_id: null,
          workspace_id: null,
          fault: null,
          explain: null,
          request: {
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ title: text, ...extra }),
            truncated: false,
          },
          response: {
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ id: String(100000 + i), title: text, created_at: '2026-01-15T10:00:00Z' }),
            truncated: false,
          },
        })
      }
      // The contract is generated once, before the measured runs.
      await mock.journal.toPact({ consumer: 'a', provider: 'b' })
      // The least of three runs' longest turn (test/support/cpu.ts: CPU time, robust to a busy machine).
      let interactions = 0
      const turns: number[] = []
      for (let run = 0; run < 3; run++)
        turns.push(
          await worstTurn(async () => {
            interactions = (await mock.journal.toPact({ consumer: 'a', provider: 'b' })).interactions.length
          }),
        )
      const worst = Math.min(...turns)
      expect(interactions).toBe(3)
      expect(worst).toBeLessThan(50)
    } finally {
      mock.close()
    }
  })
})
