import { describe, expect, it } from 'vitest'
import { createMockCore } from '../../src/index.js'
import { PACK_AFTER } from '../../src/mock/packed-changes.js'

describe('a mock’s change log past one packed block', () => {
  it('snapshots every write, and a restore from it answers the same bytes', async () => {
    const options = { seed: 1, scenario: 'empty', rateLimit: 'off', journalSize: 1 } as const
    const mock = createMockCore(options)
    const post = (i: number) =>
      mock.fetch('/v1/objects/person', {
        method: 'POST',
        headers: { authorization: `Bearer ${mock.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ attributes: { name: `Person Number${i}`, email_addresses: [`p${i}@example.com`] } }),
      })
    for (let i = 0; i < 800; i++) expect((await post(i)).status).toBe(200)
    const text = mock.snapshotParts().join('')
    expect(text.length).toBeGreaterThan(2 * PACK_AFTER)
    const snapshot = mock.snapshot()
    expect(JSON.stringify(snapshot)).toBe(text)
    expect(snapshot.changes).toHaveLength(800)
    const list = async (m: typeof mock) =>
      (
        await m.fetch('/v1/objects/person/records?limit=500&offset=100', {
          headers: { authorization: `Bearer ${m.apiKey}` },
        })
      ).text()
    const restored = createMockCore(options)
    await restored.restore(JSON.parse(text))
    expect(await list(restored)).toBe(await list(mock))
    expect(restored.snapshotParts().join('')).toBe(text)
    mock.close()
    restored.close()
  })
})
