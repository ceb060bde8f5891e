import { describe, expect, it } from 'vitest'
import type { WallClock } from '../../src/mock/workspaces.js'
import { expectError } from '../support/assertions.js'
import { useTarget } from '../support/target.js'

/** A wall clock a test moves by hand, whose periodic check the test runs itself: no sleeping. */
function handWall(): WallClock & { at: number; checks: Array<{ ms: number; run: () => void }> } {
  const wall = {
    at: 0,
    checks: [] as Array<{ ms: number; run: () => void }>,
    now: () => wall.at,
    every(ms: number, run: () => void) {
      const check = { ms, run }
      wall.checks.push(check)
      return () => void wall.checks.splice(wall.checks.indexOf(check), 1)
    },
  }
  return wall
}

const MINUTE = 60_000

describe('the bound on test workspaces', () => {
  const t = useTarget()

  it('holds 256 at once; the 257th is 429 saying so, and changes nothing; a delete makes room', async () => {
    const made = []
    for (let n = 0; n < 256; n++) made.push(await t.mock.workspaces.create({ scenario: 'empty' }))
    expect(new Set(made.map((w) => w.workspaceId)).size).toBe(256)
    const refused = await t.request('POST', '/_mock/workspaces', { key: null, body: { scenario: 'empty' } })
    expectError(
      refused,
      429,
      'The mock holds 256 of its 256 test workspace units (a large one counts as 25), its limit; delete one first (DELETE /_mock/workspaces/{workspace_id})',
    )
    expect(t.mock.workspaces.list()).toHaveLength(256)
    made[7]!.delete()
    const again = await t.request('POST', '/_mock/workspaces', { key: null, body: { scenario: 'empty' } })
    expect(again.status).toBe(201)
    // The freed place is taken again: the same id range as the workspace deleted.
    expect(again.body.workspace_id).toBe(made[7]!.workspaceId)
    t.mock.close()
  })

  it('counts a workspace of the large scenario as 25', async () => {
    for (let n = 0; n < 232; n++) await t.mock.workspaces.create({ scenario: 'empty' })
    expectError(await t.request('POST', '/_mock/workspaces', { key: null, body: { scenario: 'large' } }), 429, {
      contains: 'a large one counts as 25',
    })
    expect(t.mock.workspaces.list()).toHaveLength(232)
    t.mock.close()
  })
})

describe('the TTL of test workspaces', () => {
  const wall = handWall()
  const t = useTarget({ wallClock: wall })

  it('deletes one unused for 30 minutes of wall time; a request keeps it alive', async () => {
    wall.at = 0
    const kept = await t.request('POST', '/_mock/workspaces', { key: null, body: { scenario: 'empty' } })
    const idle = await t.request('POST', '/_mock/workspaces', { key: null, body: { scenario: 'empty' } })
    expect(wall.checks.map((check) => check.ms)).toEqual([MINUTE])
    wall.at = 20 * MINUTE
    expect((await t.request('GET', '/v1/objects', { key: kept.body.api_key })).status).toBe(200)
    wall.at = 30 * MINUTE - 1
    wall.checks[0]!.run()
    expect(t.mock.workspaces.list().map((w) => w.workspaceId)).toEqual([kept.body.workspace_id, idle.body.workspace_id])
    wall.at = 30 * MINUTE
    wall.checks[0]!.run()
    expect(t.mock.workspaces.list().map((w) => w.workspaceId)).toEqual([kept.body.workspace_id])
    expectError(await t.request('GET', '/v1/objects', { key: idle.body.api_key }), 401, 'Invalid API key')
    const listed = await t.request('GET', '/_mock/workspaces', { key: null })
    expect(listed.body.data[0].last_used_at).toBe(new Date(20 * MINUTE).toISOString())
    expect(listed.body.data[0].created_at).toBe(new Date(0).toISOString())
    wall.at = 50 * MINUTE
    wall.checks[0]!.run()
    expect(t.mock.workspaces.list()).toEqual([])
    // With none left, nothing checks any more.
    expect(wall.checks).toEqual([])
  })
})

describe('test workspaces without a TTL', () => {
  const wall = handWall()
  const off = useTarget({ wallClock: wall, workspaceTtl: 'off' })

  it('keeps them with workspaceTtl off', async () => {
    wall.at = 0
    const made = await off.mock.workspaces.create({ scenario: 'empty' })
    expect(wall.checks).toEqual([])
    wall.at = 365 * 24 * 60 * MINUTE
    expect(off.mock.workspaces.list()).toEqual([made])
    expect((await off.request('GET', '/v1/objects', { key: made.apiKey })).status).toBe(200)
    off.mock.close()
  })
})

describe('mock.workspaces in process', () => {
  const t = useTarget()

  it('creates a workspace object with the mock’s own names, on its own clock', async () => {
    const ws = await t.mock.workspaces.create({ scenario: 'empty', start: '2030-06-01T00:00:00Z' })
    expect(ws.clock.iso()).toBe('2030-06-01T00:00:00Z')
    const auth = { authorization: `Bearer ${ws.apiKey}` }
    const task = await ws.fetch('/v1/tasks', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Call Ada' }),
    })
    expect(task.status).toBe(200)
    expect((await task.json()).created_at).toBe('2030-06-01T00:00:00Z')
    expect(ws.journal.count({ method: 'POST', path: '/v1/tasks' })).toBe(1)
    expect(t.mock.journal.count({})).toBe(0)
    const saved = ws.snapshot()
    ws.clock.advance('1h')
    await ws.fetch('/v1/tasks', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Call Grace' }),
    })
    await ws.restore(saved)
    const titles = async () =>
      ((await (await ws.fetch('/v1/tasks', { headers: auth })).json()) as { data: Array<{ title: string }> }).data.map(
        (task) => task.title,
      )
    expect(await titles()).toEqual(['Call Ada'])
    ws.faults.add({ method: 'GET', path: '/v1/tasks', status: 503, times: 1 })
    expect((await ws.fetch('/v1/tasks', { headers: auth })).status).toBe(503)
    // Through the adapter, the key reaches the same workspace.
    expect(
      (await t.request('GET', '/v1/tasks', { key: ws.apiKey })).body.data.map((task: { title: string }) => task.title),
    ).toEqual(['Call Ada'])
    await ws.reset()
    expect(await titles()).toEqual([])
    expect(ws.clock.iso()).toBe('2030-06-01T00:00:00Z')
    expect(t.mock.clock.iso()).toBe('2026-01-15T10:00:00Z')
    ws.delete()
    expect(t.mock.workspaces.get(ws.workspaceId)).toBeUndefined()
    expect((await t.request('GET', '/v1/tasks', { key: ws.apiKey })).status).toBe(401)
  })

  it('refuses bad options with the 400 the route answers, and keeps nothing', async () => {
    await expect(t.mock.workspaces.create({ scenario: 'huge' as 'large' })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid request body: Unknown scenario "huge": expected one of empty, small, large',
    })
    await expect(t.mock.workspaces.create({ start: 'soon' })).rejects.toMatchObject({ status: 400 })
    expect(t.mock.workspaces.list()).toEqual([])
  })
})
