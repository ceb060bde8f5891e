import { describe, expect, it } from 'vitest'
import { connect, ControlError, parseExactJson } from '../../src/client/index.js'
import { useTarget, type Target } from '../support/target.js'

const START = '2026-01-15T10:00:00Z'

/**
 * The control surface two ways: the mock in process, and the remote client over HTTP (through the
 * adapter under test). The same tests run through both, every call awaited (in process, most answer
 * at once), so the client cannot drift from the mock's own names and meaning.
 */
type Surface = Awaited<ReturnType<typeof connect>> | Target['mock']
type Fetcher = { fetch(path: string, init?: RequestInit): Promise<Response> }
const surfaces: Array<[string, (t: Target) => Promise<Surface>]> = [
  ['in process', async (t) => t.mock],
  ['over HTTP', (t) => connect(t.baseUrl)],
]

async function titles(surface: Fetcher, key: string): Promise<string[]> {
  const answer = await surface.fetch('/v1/tasks', { headers: { authorization: `Bearer ${key}` } })
  return ((await answer.json()) as { data: Array<{ title: string }> }).data.map((task) => task.title)
}

async function addTask(surface: Fetcher, key: string, title: string): Promise<number> {
  const answer = await surface.fetch('/v1/tasks', {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title }),
  })
  return answer.status
}

describe.each(surfaces)('the control surface %s', (_, open) => {
  const t = useTarget()

  it('moves the clock by durations and to instants', async () => {
    const s = await open(t)
    expect(s.clock.mode).toBe('manual')
    expect(await s.clock.advance('5s')).toBe(Date.parse('2026-01-15T10:00:05Z'))
    expect(await s.clock.advance(1000)).toBe(Date.parse('2026-01-15T10:00:06Z'))
    expect(await s.clock.set('2026-01-16T00:00:00Z')).toBe(Date.parse('2026-01-16T00:00:00Z'))
    expect(await s.clock.iso()).toBe('2026-01-16T00:00:00Z')
    expect(await s.clock.now()).toBe(Date.parse('2026-01-16T00:00:00Z'))
  })

  it('adds, lists and removes faults; counts, finds and clears the journal', async () => {
    const s = await open(t)
    const fault = await s.faults.add({ method: 'GET', path: '/v1/tasks', status: 503, times: 1 })
    expect(fault).toMatchObject({ method: 'GET', path: '/v1/tasks', status: 503, times: 1, hits: 0 })
    expect((await s.fetch('/v1/tasks', { headers: { authorization: `Bearer ${s.apiKey}` } })).status).toBe(503)
    expect((await titles(s, s.apiKey)).length).toBeGreaterThan(0)
    expect(await s.faults.list()).toEqual([])
    const kept = await s.faults.add({ method: 'POST', path: '/v1/**', status: 500 })
    expect((await s.faults.list()).map((f) => f.id)).toEqual([kept.id])
    expect(await s.faults.remove(kept.id)).toBe(true)
    expect(await s.faults.remove(kept.id)).toBe(false)
    expect(await s.journal.count({ path: '/v1/tasks' })).toBe(2)
    expect((await s.journal.find({ status: 503 })).map((e) => [e.method, e.path, e.status])).toEqual([
      ['GET', '/v1/tasks', 503],
    ])
    await s.journal.clear()
    expect(await s.journal.count()).toBe(0)
  })

  it('snapshots, restores, seeds a fixture and resets', async () => {
    const s = await open(t)
    await s.seed({ fixture: { tasks: [{ title: 'Call Ada' }] } })
    expect(await titles(s, s.apiKey)).toEqual(['Call Ada'])
    const saved = await s.snapshot()
    expect(await addTask(s, s.apiKey, 'Call Grace')).toBe(200)
    await s.restore(saved)
    expect(await titles(s, s.apiKey)).toEqual(['Call Ada'])
    await s.reset({ scenario: 'empty' })
    expect(await titles(s, s.apiKey)).toEqual([])
  })

  it('issues, lists and revokes keys', async () => {
    const s = await open(t)
    const key = await s.createKey({ scopes: ['task.read'] })
    expect((await s.listKeys()).map((k) => k.token_id)).toEqual(['1', key.token_id])
    expect((await titles(s, key.key)).length).toBeGreaterThan(0)
    expect(await s.revokeKey(key.token_id)).toBe(true)
    expect(await s.revokeKey(key.token_id)).toBe(false)
  })

  it('creates a test workspace with the same surface, on a clock of its own', async () => {
    const s = await open(t)
    const ws = await s.workspaces.create({ scenario: 'empty' })
    expect(ws.workspaceId).not.toBe(t.mock.store.defaultWorkspaceId)
    expect(await addTask(ws, ws.apiKey, 'Call Ada')).toBe(200)
    expect(await ws.clock.advance('1h')).toBe(Date.parse('2026-01-15T11:00:00Z'))
    expect(await s.clock.iso()).toBe(START)
    const saved = await ws.snapshot()
    expect(await addTask(ws, ws.apiKey, 'Call Grace')).toBe(200)
    await ws.restore(saved)
    expect(await titles(ws, ws.apiKey)).toEqual(['Call Ada'])
    await ws.faults.add({ method: 'GET', path: '/v1/tasks', status: 418, times: 1 })
    expect((await ws.fetch('/v1/tasks', { headers: { authorization: `Bearer ${ws.apiKey}` } })).status).toBe(418)
    expect(await ws.journal.count({ status: 418 })).toBe(1)
    expect(await s.journal.count()).toBe(0)
    await ws.reset()
    expect(await titles(ws, ws.apiKey)).toEqual([])
    expect(await ws.clock.iso()).toBe(START)
    await ws.delete()
    expect((await s.fetch('/v1/tasks', { headers: { authorization: `Bearer ${ws.apiKey}` } })).status).toBe(401)
  })
})

describe('the remote client', () => {
  const t = useTarget()

  it('keeps 17-digit integer ids exact in json answers', async () => {
    const client = await connect(t.baseUrl)
    const posted = await client.json('/v1/context/text', { body: { content: 'Ada Lovelace is the CTO of Acme.' } })
    expect(posted.status).toBe(200)
    expect(posted.body.artifact_id).toMatch(/^\d{17}$/)
    const read = await client.json(`/v1/context/artifacts/${posted.body.artifact_id}`)
    expect(read.body.operation_id).toBe(posted.body.artifact_id)
    expect(parseExactJson('{"a":[32704519835647914,-12345678901234567,1.5,"32704519835647914x",2e20]}')).toEqual({
      a: ['32704519835647914', '-12345678901234567', 1.5, '32704519835647914x', 2e20],
    })
  })

  it('throws the answer of a refused control call as a ControlError', async () => {
    const client = await connect(t.baseUrl)
    const refused = client.clock.advance('60')
    await expect(refused).rejects.toBeInstanceOf(ControlError)
    await expect(client.clock.advance('60')).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('60s'),
    })
    await expect(client.workspaces.create({ scenario: 'huge' as 'large' })).rejects.toMatchObject({ status: 400 })
  })
})

describe('the remote client behind an admin token', () => {
  const guarded = useTarget({ adminToken: 's3cret' })

  it('sends the admin token it is given', async () => {
    await expect(connect(guarded.baseUrl)).rejects.toMatchObject({ status: 401 })
    const client = await connect(guarded.baseUrl, { adminToken: 's3cret' })
    const ws = await client.workspaces.create({ scenario: 'empty' })
    expect(await ws.clock.iso()).toBe(START)
    await ws.delete()
  })
})
