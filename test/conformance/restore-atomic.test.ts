import { describe, expect, it } from 'vitest'
import { expectError } from '../support/assertions.js'
import { rowsDigest } from '../support/state.js'
import { useTarget } from '../support/target.js'

// Issue 23: a restore is atomic. One that fails, for any reason, answers 400 (409 where a bound
// says so) and changes nothing: not the clock, not its timers, not the key counter, not a row.
const t = useTarget()

/** A state worth keeping: writes, a key, an approved connect flow, a job in flight, a clock moved. */
async function buildState(): Promise<void> {
  expect((await t.request('POST', '/v1/tasks', { body: { title: 'Keep me' } })).status).toBe(200)
  expect((await t.request('POST', '/v1/notes', { body: { title: 'Me too' } })).status).toBe(200)
  await t.createKey(['record.read'])
  const flow = await t.request('POST', '/v1/integrations/crm/hubspot/connect')
  expect(flow.status).toBe(200)
  expect((await t.request('POST', `/_mock/connect/${flow.body.connect_id}/approve`, { key: null })).status).toBe(200)
  t.mock.clock.advance('1h')
  const text = 'Ada Lovelace (ada@analytical.io) is the CTO of Analytical Engines Ltd.'
  expect((await t.request('POST', '/v1/context/text', { body: { content: text } })).status).toBe(200)
}

/** Everything a failed restore must leave as it was. */
async function observe() {
  return {
    snapshot: (await t.request('GET', '/_mock/snapshot', { key: null })).text,
    clock: (await t.request('GET', '/_mock/clock', { key: null })).body,
    keyCount: t.mock.store.keyCount,
    // Read in process: a call of the API would take a token from the key's rate bucket.
    rows: rowsDigest(t.mock),
  }
}

describe('a failed restore changes nothing', () => {
  it('refuses bad snapshots with 400 (413 past the body limit), leaving the state, clock, timers and key counter as they were', async () => {
    await buildState()
    const good = JSON.parse((await t.request('GET', '/_mock/snapshot', { key: null })).text)
    const before = await observe()
    expect(before.clock.pending_timers).toBeGreaterThan(1)

    const refusals: Array<[string, unknown, number, string]> = [
      ['another version', { ...good, version: 99 }, 400, 'version'],
      [
        'a change that no longer applies',
        {
          ...good,
          changes: [
            ...good.changes,
            {
              kind: 'request',
              at: good.now,
              method: 'DELETE',
              target: '/v1/notes/999',
              key: 'cgm_dev_key',
              body: null,
            },
          ],
        },
        400,
        `changes[${good.changes.length}] (DELETE /v1/notes/999) no longer applies: 404`,
      ],
      [
        'an approval of a connect id the replay never made',
        {
          ...good,
          changes: [
            ...good.changes,
            { kind: 'integration', at: good.now, action: 'approve', args: ['cn_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'] },
          ],
        },
        400,
        `changes[${good.changes.length}] (integration approve) no longer applies: 404 Connect id cn_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA not found`,
      ],
    ]
    for (const [what, body, status, message] of refusals) {
      expectError(await t.request('POST', '/_mock/restore', { key: null, body }), status, { contains: message })
      expect(await observe(), what).toEqual(before)
    }
    // Truncated: half of the snapshot's text.
    const text = JSON.stringify(good)
    expectError(
      await t.request('POST', '/_mock/restore', { key: null, rawBody: text.slice(0, text.length >> 1) }),
      400,
      { contains: 'JSON' },
    )
    expect(await observe(), 'truncated').toEqual(before)
    // 32 MiB and one byte: past the body limit.
    const huge = `{"format":"context-graph-mock/snapshot","pad":"${'x'.repeat(32 * 1024 * 1024 - 48)}"}`
    expect(huge.length).toBe(32 * 1024 * 1024 + 1)
    expect((await t.request('POST', '/_mock/restore', { key: null, rawBody: huge })).status).toBe(413)
    expect(await observe(), '32 MiB + 1 byte').toEqual(before)

    // In process, where no body limit applies: a snapshot whose changes pass 32 MiB is refused whole.
    const padded = structuredClone(good)
    const big = 'y'.repeat(1024 * 1024)
    for (let i = 0; i < 33; i++)
      padded.changes.push({ kind: 'fail_next_job', at: good.now, job_kind: 'artifact', error: big })
    await expect(t.mock.restore(padded)).rejects.toThrow('its changes hold more than 32 MiB of JSON')
    expect(await observe(), 'past 32 MiB of changes').toEqual(before)

    // The state still works: the job in flight finishes, and a restore of the good snapshot is exact.
    expect((await t.request('POST', '/_mock/restore', { key: null, body: good })).status).toBe(200)
    expect(await observe()).toEqual(before)
  }, 60_000)

  it('answers 409 where a bound refuses a change, and changes nothing', async () => {
    await buildState()
    const good = JSON.parse((await t.request('GET', '/_mock/snapshot', { key: null })).text)
    const before = await observe()
    // Registrations past the mock's 100 workspaces: the 100th new email is refused by the bound.
    const registrations = Array.from({ length: 100 }, (_, i) => ({
      kind: 'register',
      at: good.now,
      input: { email: `bound${i}@example.com` },
    }))
    const refused = await t.request('POST', '/_mock/restore', {
      key: null,
      body: { ...good, changes: [...good.changes, ...registrations] },
    })
    expectError(refused, 409, { contains: 'no longer applies: 409' })
    expect(await observe()).toEqual(before)
  }, 60_000)
})
