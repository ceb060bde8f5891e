import { describe, expect, it } from 'vitest'
import { createMock } from '../../src/index.js'
import { useTarget, type Target } from '../support/target.js'

const START = '2026-01-15T10:00:00Z'
const WORKERS = 16

/**
 * One worker's test run in a test workspace of its own, from creating it to deleting it: every
 * answer, in order, as status and body text. Ids (runs of 10 or more digits) are written as their
 * order of appearance, and the slot a snapshot names as `#`: the range a workspace's ids come from
 * is the one thing that differs with the workspaces beside it. The create answer's `created_at` is
 * wall time.
 */
async function run(t: Target, worker: number): Promise<string[]> {
  const transcript: string[] = []
  const ids = new Map<string, string>()
  const note = (status: number, text: string) =>
    transcript.push(
      `${status} ${text
        .replace(/\d{10,}/g, (id) => ids.get(id) ?? (ids.set(id, `#${ids.size + 1}`), ids.get(id)!))
        .replace(/"slot":\d+/g, '"slot":#')}`,
    )
  const call = async (
    method: string,
    path: string,
    options: { key?: string | null; body?: unknown; rawBody?: string },
  ) => {
    const answer = await t.request(method, path, options)
    note(answer.status, answer.text)
    return answer
  }
  const created = await t.request('POST', '/_mock/workspaces', { key: null, body: { scenario: 'empty' } })
  note(created.status, JSON.stringify({ ...created.body, created_at: '(wall time)' }))
  const { workspace_id: id, api_key: key } = created.body as { workspace_id: string; api_key: string }
  const control = `/_mock/workspaces/${id}`

  for (const name of ['Ada Lovelace', 'Grace Hopper', `Worker ${worker % 1}`])
    await call('POST', '/v1/objects/person', { key, body: { attributes: { name } } })
  const ingested = await call('POST', '/v1/context/text', {
    key,
    body: { content: 'Ada Lovelace (ada@analytical.io) is the CTO of Analytical Engines. Call her on Friday.' },
  })
  const artifact = `/v1/context/artifacts/${ingested.body.artifact_id}`
  for (let step = 0; step < 5; step++) {
    if ((await call('GET', artifact, { key })).body.status === 'completed') break
    await call('POST', `${control}/clock/advance`, { key: null, body: { by: '2s' } })
  }
  await call('POST', `${control}/faults`, {
    key: null,
    body: { method: 'GET', path: '/v1/tasks', status: 503, times: 1 },
  })
  await call('GET', '/v1/tasks', { key })
  await call('GET', '/v1/tasks', { key })
  const journal = await t.request('GET', `${control}/journal?path=/v1/**`, { key: null })
  note(
    journal.status,
    JSON.stringify(
      journal.body.data.map((entry: { method: string; path: string; status: number }) => [
        entry.method,
        entry.path,
        entry.status,
      ]),
    ),
  )
  const snapshot = await call('GET', `${control}/snapshot`, { key: null })
  await call('POST', '/v1/tasks', { key, body: { title: 'Written after the snapshot' } })
  await call('POST', `${control}/restore`, { key: null, rawBody: snapshot.text })
  await call('GET', '/v1/tasks', { key })
  await call('POST', `${control}/reset`, { key: null })
  await call('POST', '/v1/objects/person/records', { key, body: {} })
  await call('DELETE', `/_mock/workspaces/${id}`, { key: null })
  await call('GET', '/v1/tasks', { key })
  return transcript
}

describe('parallel test runs in test workspaces', () => {
  const t = useTarget()

  it(`give each of ${WORKERS} concurrent workers the transcript of a run alone, and never move the server clock`, async () => {
    const alone = await run(t, 0)
    expect(alone.length).toBeGreaterThan(20)
    expect(alone.at(-2)).toBe('204 ')
    expect(alone.at(-1)).toMatch(/^401 /)

    t.use(createMock({ seed: 1 }))
    const together = await Promise.all(Array.from({ length: WORKERS }, (_, worker) => run(t, worker)))
    for (const transcript of together) expect(transcript).toEqual(alone)
    expect((await t.request('GET', '/_mock/clock', { key: null })).body.now).toBe(START)
    expect(t.mock.workspaces.list()).toEqual([])
    // The server's journal heard only the calls made after each delete: the key was no longer a workspace's.
    expect(t.mock.journal.count({})).toBe(WORKERS)
    expect(t.mock.journal.count({ status: 401 })).toBe(WORKERS)
  })
})
