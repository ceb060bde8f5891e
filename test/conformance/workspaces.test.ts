import { describe, expect, it } from 'vitest'
import { expectError, TIMESTAMP } from '../support/assertions.js'
import { useTarget, type Target } from '../support/target.js'

/** The instant a manual clock starts at. */
const START = '2026-01-15T10:00:00Z'

const create = async (t: Target, body: Record<string, unknown> = {}) => {
  const created = await t.request('POST', '/_mock/workspaces', { key: null, body })
  expect(created.status, created.text).toBe(201)
  return created.body as { workspace_id: string; api_key: string; clock: { now: string; mode: string } }
}

describe('test workspaces', () => {
  const t = useTarget()

  it('creates one with its own key, lists it, and deletes it: its key answers 401 after', async () => {
    const created = await t.request('POST', '/_mock/workspaces', { key: null, body: { scenario: 'empty' } })
    expect(created.status, created.text).toBe(201)
    const { workspace_id, api_key } = created.body
    expect(Object.keys(created.body).sort()).toEqual(['api_key', 'clock', 'created_at', 'workspace_id'])
    expect(workspace_id).not.toBe(t.mock.store.defaultWorkspaceId)
    expect(api_key).toBe(`cgm_${workspace_id}_1`)
    expect(created.body.clock).toEqual({ now: START, mode: 'manual' })
    expect(created.body.created_at).toMatch(TIMESTAMP)

    const records = await t.request('POST', '/v1/objects/person/records', { key: api_key, body: {} })
    expect(records.status, records.text).toBe(200)
    expect(records.body.data).toEqual([])
    // The server's own workspace is untouched by the key, and still seeded.
    const server = await t.request('POST', '/v1/objects/person/records', { body: {} })
    expect(server.body.data.length).toBeGreaterThan(0)

    const listed = await t.request('GET', '/_mock/workspaces', { key: null })
    expect(listed.status).toBe(200)
    expect(listed.body.data).toHaveLength(1)
    expect(listed.body.data[0]).toMatchObject({ workspace_id, clock: { now: START, mode: 'manual' } })
    expect(listed.body.data[0].keys.map((k: { key: string; token_id: string }) => [k.key, k.token_id])).toEqual([
      [api_key, '1'],
    ])
    expect(listed.body.data[0].last_used_at).toMatch(TIMESTAMP)

    const deleted = await t.request('DELETE', `/_mock/workspaces/${workspace_id}`, { key: null })
    expect(deleted.status).toBe(204)
    expect(deleted.text).toBe('')
    expectError(await t.request('GET', '/v1/objects', { key: api_key }), 401, 'Invalid API key')
    expect((await t.request('GET', '/_mock/workspaces', { key: null })).body).toEqual({ data: [] })
    expectError(
      await t.request('DELETE', `/_mock/workspaces/${workspace_id}`, { key: null }),
      404,
      `No test workspace ${workspace_id}`,
    )
  })

  it("ends the insight streams of a workspace it deletes, and keeps the server's own open", async () => {
    const { workspace_id, api_key } = await create(t, { scenario: 'empty' })
    // On the MSW target the streams are read through mock.fetch: through this harness's shared
    // setupServer the end did not reach the fetch reader, though it does with setupServer in a
    // plain script (not yet understood; the lead's notes on issue 24 say so).
    const open = async (key: string) => {
      const init = { headers: { authorization: `Bearer ${key}`, accept: 'text/event-stream' } }
      const response =
        t.kind === 'msw'
          ? await t.mock.fetch('/v1/insights/stream', init)
          : await fetch(`${t.baseUrl}/v1/insights/stream`, init)
      expect(response.status).toBe(200)
      const reader = response.body!.getReader()
      const first = new TextDecoder().decode((await reader.read()).value)
      expect(first).toMatch(/^: connected workspace_id=\d+ token_id=/)
      return reader
    }
    const mine = await open(api_key)
    const server = await open(t.mock.apiKey)
    expect((await t.request('DELETE', `/_mock/workspaces/${workspace_id}`, { key: null })).status).toBe(204)
    // The deleted workspace's stream ends (its client reads the end), the server's does not.
    expect(await mine.read()).toEqual({ done: true, value: undefined })
    const pending = Symbol('pending')
    const next = server.read()
    expect(await Promise.race([next, new Promise((resolve) => setImmediate(() => resolve(pending)))])).toBe(pending)
    await server.cancel()
  })

  it("seeds the server's scenario and seed by default, the same data as the server's own workspace", async () => {
    const { api_key } = await create(t)
    const mine = await t.request('POST', '/v1/objects/person/records', { key: api_key, body: { limit: 5 } })
    const server = await t.request('POST', '/v1/objects/person/records', { body: { limit: 5 } })
    const names = (body: { data: Array<{ attributes: { name: unknown } }> }) => body.data.map((r) => r.attributes.name)
    expect(mine.body.data).toHaveLength(5)
    expect(names(mine.body)).toEqual(names(server.body))
  })

  it('keeps its own clock: advancing it leaves the server clock, and the server never moves it', async () => {
    const { workspace_id } = await create(t, { scenario: 'empty', start: '2030-01-01T00:00:00Z' })
    const advanced = await t.request('POST', `/_mock/workspaces/${workspace_id}/clock/advance`, {
      key: null,
      body: { by: '1h' },
    })
    expect(advanced.status, advanced.text).toBe(200)
    expect(advanced.body).toMatchObject({ now: '2030-01-01T01:00:00Z', mode: 'manual' })
    expect((await t.request('GET', '/_mock/clock', { key: null })).body.now).toBe(START)
    await t.request('POST', '/_mock/clock/advance', { key: null, body: { by: '1d' } })
    expect((await t.request('GET', `/_mock/workspaces/${workspace_id}/clock`, { key: null })).body).toEqual(
      advanced.body,
    )
    expectError(
      await t.request('POST', `/_mock/workspaces/${workspace_id}/clock/speed`, { key: null, body: { speed: 2 } }),
      409,
      { contains: 'manual' },
    )
  })

  it('runs its jobs on its own clock: an artifact completes when the workspace clock moves, not the server', async () => {
    const { workspace_id, api_key } = await create(t, { scenario: 'empty' })
    const posted = await t.request('POST', '/v1/context/text', {
      key: api_key,
      body: { content: 'Ada Lovelace (ada@analytical.io) is the CTO of Analytical Engines.' },
    })
    expect(posted.status, posted.text).toBe(200)
    const id = posted.body.artifact_id
    await t.request('POST', '/_mock/clock/advance', { key: null, body: { by: '1h' } })
    expect((await t.request('GET', `/v1/context/artifacts/${id}`, { key: api_key })).body.status).toBe('pending')
    const inFlight = await t.request('GET', `/_mock/workspaces/${workspace_id}/in-flight`, { key: null })
    expect(inFlight.body.jobs.map((job: { kind: string; status: string }) => [job.kind, job.status])).toEqual([
      ['artifact', 'pending'],
    ])
    await t.request('POST', `/_mock/workspaces/${workspace_id}/clock/advance`, { key: null, body: { by: '4s' } })
    expect((await t.request('GET', `/v1/context/artifacts/${id}`, { key: api_key })).body.status).toBe('completed')
    expect((await t.request('GET', '/_mock/in-flight', { key: null })).body.jobs).toEqual([])
  })

  it("applies a workspace's fault to its own key's calls only, and a server fault to none of them", async () => {
    const a = await create(t, { scenario: 'empty' })
    const b = await create(t, { scenario: 'empty' })
    const fault = await t.request('POST', `/_mock/workspaces/${a.workspace_id}/faults`, {
      key: null,
      body: { method: 'GET', path: '/v1/objects', status: 503 },
    })
    expect(fault.status, fault.text).toBe(200)
    expect((await t.request('GET', '/v1/objects', { key: a.api_key })).status).toBe(503)
    expect((await t.request('GET', '/v1/objects', { key: b.api_key })).status).toBe(200)
    expect((await t.request('GET', '/v1/objects')).status).toBe(200)
    const listed = await t.request('GET', `/_mock/workspaces/${a.workspace_id}/faults`, { key: null })
    expect(listed.body.data.map((f: { id: string; hits: number }) => [f.id, f.hits])).toEqual([[fault.body.id, 1]])
    expect((await t.request('GET', '/_mock/faults', { key: null })).body.data).toEqual([])
    const removed = await t.request('DELETE', `/_mock/workspaces/${a.workspace_id}/faults/${fault.body.id}`, {
      key: null,
    })
    expect(removed.status).toBe(200)
    expect((await t.request('GET', '/v1/objects', { key: a.api_key })).status).toBe(200)

    await t.request('POST', '/_mock/faults', { key: null, body: { method: '*', path: '/v1/**', status: 500 } })
    expect((await t.request('GET', '/v1/objects')).status).toBe(500)
    expect((await t.request('GET', '/v1/objects', { key: a.api_key })).status).toBe(200)
  })

  it('journals its own requests only, and the server journal none of them', async () => {
    const a = await create(t, { scenario: 'empty' })
    const b = await create(t, { scenario: 'empty' })
    await t.request('GET', '/v1/objects', { key: a.api_key })
    await t.request('GET', '/v1/tasks', { key: a.api_key })
    await t.request('GET', '/v1/objects', { key: b.api_key })
    await t.request('GET', '/v1/objects')
    const journal = await t.request('GET', `/_mock/workspaces/${a.workspace_id}/journal`, { key: null })
    expect(journal.status, journal.text).toBe(200)
    expect(journal.body.data.map((e: { path: string; workspace_id: string }) => [e.path, e.workspace_id])).toEqual([
      ['/v1/objects', a.workspace_id],
      ['/v1/tasks', a.workspace_id],
    ])
    const filtered = await t.request('GET', `/_mock/workspaces/${a.workspace_id}/journal?path=/v1/tasks`, {
      key: null,
    })
    expect(filtered.body.count).toBe(1)
    const server = await t.request('GET', '/_mock/journal', { key: null })
    expect(server.body.data.map((e: { workspace_id: string }) => e.workspace_id)).toEqual([
      t.mock.store.defaultWorkspaceId,
    ])
    expect((await t.request('DELETE', `/_mock/workspaces/${a.workspace_id}/journal`, { key: null })).status).toBe(200)
    expect((await t.request('GET', `/_mock/workspaces/${a.workspace_id}/journal`, { key: null })).body.count).toBe(0)
  })

  it('snapshots and restores itself alone, and resets to its starting state, fixture and clock start', async () => {
    const fixture = { records: [{ object: 'person', ref: 'ada', values: { name: 'Ada Lovelace' } }] }
    const a = await create(t, { fixture })
    const names = async () =>
      (await t.request('POST', '/v1/objects/person/records', { key: a.api_key, body: {} })).body.data.map(
        (r: { attributes: { name: { first_name: string; last_name: string } } }) =>
          `${r.attributes.name.first_name} ${r.attributes.name.last_name}`,
      )
    expect(await names()).toEqual(['Ada Lovelace'])
    const snapshot = await t.request('GET', `/_mock/workspaces/${a.workspace_id}/snapshot`, { key: null })
    expect(snapshot.status).toBe(200)
    const write = (name: string) =>
      t.request('POST', '/v1/objects/person', { key: a.api_key, body: { attributes: { name } } })
    expect((await write('Grace Hopper')).status).toBe(200)
    const serverBefore = (await t.request('GET', '/_mock/snapshot', { key: null })).text
    await t.request('POST', `/_mock/workspaces/${a.workspace_id}/clock/advance`, { key: null, body: { by: '1h' } })
    expect(await names()).toEqual(['Ada Lovelace', 'Grace Hopper'])
    const restored = await t.request('POST', `/_mock/workspaces/${a.workspace_id}/restore`, {
      key: null,
      rawBody: snapshot.text,
    })
    expect(restored.status, restored.text).toBe(200)
    expect(await names()).toEqual(['Ada Lovelace'])
    expect((await t.request('GET', `/_mock/workspaces/${a.workspace_id}/clock`, { key: null })).body.now).toBe(START)
    await write('Grace Hopper')
    await t.request('POST', `/_mock/workspaces/${a.workspace_id}/clock/advance`, { key: null, body: { by: '1h' } })
    const reset = await t.request('POST', `/_mock/workspaces/${a.workspace_id}/reset`, { key: null })
    expect(reset.status, reset.text).toBe(200)
    expect(reset.body).toEqual({ seed: 1, scenario: 'empty', now: START })
    expect(await names()).toEqual(['Ada Lovelace'])
    // The server's state was never touched.
    expect((await t.request('GET', '/_mock/snapshot', { key: null })).text).toBe(serverBefore)
  })

  it('issues, lists and revokes keys of its own, and lists its users', async () => {
    const a = await create(t, { scenario: 'empty' })
    const issued = await t.request('POST', `/_mock/workspaces/${a.workspace_id}/keys`, {
      key: null,
      body: { scopes: ['object.read'] },
    })
    expect(issued.status, issued.text).toBe(200)
    expect(issued.body).toMatchObject({ key: `cgm_${a.workspace_id}_2`, workspace_id: a.workspace_id, token_id: '2' })
    expect((await t.request('GET', '/v1/objects', { key: issued.body.key })).status).toBe(200)
    const keys = await t.request('GET', `/_mock/workspaces/${a.workspace_id}/keys`, { key: null })
    expect(keys.body.data.map((k: { token_id: string }) => k.token_id)).toEqual(['1', '2'])
    expect((await t.request('DELETE', `/_mock/workspaces/${a.workspace_id}/keys/2`, { key: null })).status).toBe(200)
    expectError(await t.request('GET', '/v1/objects', { key: issued.body.key }), 401)
    const users = await t.request('GET', `/_mock/workspaces/${a.workspace_id}/users`, { key: null })
    expect(users.body.workspace_id).toBe(a.workspace_id)
    expect(users.body.data.map((u: { name: string }) => u.name)).toEqual(['Workspace Owner'])
    // The server's keys are its own, and it issues none for a test workspace's id (409, naming the route that does).
    expectError(
      await t.request('POST', '/_mock/keys', {
        key: null,
        body: { scopes: ['object.read'], workspace: a.workspace_id },
      }),
      409,
      `Workspace ${a.workspace_id} is a test workspace: issue its keys with POST /_mock/workspaces/${a.workspace_id}/keys`,
    )
    expect((await t.request('GET', '/_mock/keys', { key: null })).body.data.map((k: { key: string }) => k.key)).toEqual(
      [t.mock.apiKey],
    )
    expect(t.mock.store.workspaces.has(a.workspace_id)).toBe(false)
  })

  it('queues a job failure for its own jobs only', async () => {
    const a = await create(t, { scenario: 'empty' })
    const queued = await t.request('POST', `/_mock/workspaces/${a.workspace_id}/jobs/fail-next`, {
      key: null,
      body: { kind: 'artifact', error: 'parser crashed' },
    })
    expect(queued.body).toEqual({ kind: 'artifact', error: 'parser crashed', queued: 1 })
    expect(t.mock.store.jobs.failNext.get('artifact') ?? []).toEqual([])
    const posted = await t.request('POST', '/v1/context/text', { key: a.api_key, body: { content: 'A short note.' } })
    await t.request('POST', `/_mock/workspaces/${a.workspace_id}/clock/advance`, { key: null, body: { by: '4s' } })
    const artifact = await t.request('GET', `/v1/context/artifacts/${posted.body.artifact_id}`, { key: a.api_key })
    expect(artifact.body).toMatchObject({ status: 'failed' })
  })
})

describe('bad input to test workspaces', () => {
  const t = useTarget()
  const nothingCreated = async () =>
    expect((await t.request('GET', '/_mock/workspaces', { key: null })).body).toEqual({ data: [] })

  it('refuses an unknown scenario, a bad start, a bad fixture by its path, and durations without a unit', async () => {
    expectError(await t.request('POST', '/_mock/workspaces', { key: null, body: { scenario: 'huge' } }), 400, {
      contains: 'scenario',
    })
    expectError(
      await t.request('POST', '/_mock/workspaces', { key: null, body: { start: 'yesterday' } }),
      400,
      'Invalid request body: start: "yesterday" is not an instant (RFC 3339, such as 2026-01-15T10:00:00Z)',
    )
    expectError(
      await t.request('POST', '/_mock/workspaces', {
        key: null,
        body: { fixture: { records: [{ object: 'person', ref: 'x', values: { email_addresses: ['not-mail'] } }] } },
      }),
      400,
      { contains: 'records[0].values' },
    )
    expectError(
      await t.request('POST', '/_mock/workspaces', { key: null, body: { job_steps: '2' } }),
      400,
      'Invalid request body: job_steps: "2" needs a unit, e.g. 2s or 2ms (units: ms, s, m, h, d)',
    )
    await nothingCreated()
  })

  it('answers 404 for an unknown workspace on every scoped route', async () => {
    for (const [method, path] of [
      ['GET', '/clock'],
      ['POST', '/clock/advance'],
      ['GET', '/journal'],
      ['GET', '/snapshot'],
      ['POST', '/reset'],
      ['GET', '/in-flight'],
    ] as const) {
      const body = method === 'POST' && path === '/clock/advance' ? { by: '1s' } : undefined
      expectError(
        await t.request(method, `/_mock/workspaces/999${path}`, { key: null, ...(body && { body }) }),
        404,
        'No test workspace 999',
      )
    }
  })

  it("refuses another workspace's key, or the server's, on a workspace's control routes (403)", async () => {
    const a = await create(t, { scenario: 'empty' })
    const b = await create(t, { scenario: 'empty' })
    expectError(
      await t.request('POST', `/_mock/workspaces/${a.workspace_id}/clock/advance`, {
        key: b.api_key,
        body: { by: '1h' },
      }),
      403,
      `This key belongs to test workspace ${b.workspace_id}, not to test workspace ${a.workspace_id}`,
    )
    expectError(await t.request('GET', `/_mock/workspaces/${a.workspace_id}/journal`), 403, {
      contains: 'belongs to the server',
    })
    expect((await t.request('GET', `/_mock/workspaces/${a.workspace_id}/clock`, { key: a.api_key })).status).toBe(200)
    expect((await t.request('GET', `/_mock/workspaces/${a.workspace_id}/clock`, { key: null })).body.now).toBe(START)
  })

  it('refuses a clock advance by a string without a unit, naming the unit meant', async () => {
    expectError(
      await t.request('POST', '/_mock/clock/advance', { key: null, body: { by: '60' } }),
      400,
      'Invalid request body: by: "60" needs a unit, e.g. 60s or 60ms (units: ms, s, m, h, d)',
    )
    expect((await t.request('GET', '/_mock/clock', { key: null })).body.now).toBe(START)
    expect((await t.request('POST', '/_mock/clock/advance', { key: null, body: { by: 2000 } })).body.now).toBe(
      '2026-01-15T10:00:02Z',
    )
  })
})

describe('test workspaces behind an admin token', () => {
  const t = useTarget({ adminToken: 's3cret' })

  it('need the token on every workspace route, as the rest of /_mock does', async () => {
    expectError(await t.request('POST', '/_mock/workspaces', { key: null, body: {} }), 401, {
      contains: 'X-Admin-Token',
    })
    const admin = { 'x-admin-token': 's3cret' }
    const created = await t.request('POST', '/_mock/workspaces', {
      key: null,
      headers: admin,
      body: { scenario: 'empty' },
    })
    expect(created.status).toBe(201)
    const id = created.body.workspace_id
    expectError(
      await t.request('GET', `/_mock/workspaces/${id}/clock`, { key: created.body.api_key }),
      401,
      'Invalid admin token',
    )
    expect((await t.request('GET', `/_mock/workspaces/${id}/clock`, { key: null, headers: admin })).status).toBe(200)
  })
})

describe('connect flows in a test workspace', () => {
  const t = useTarget()

  it('opens its consent page at its auth_url, approves it there, and runs its expiry on its own clock', async () => {
    const a = await create(t, { scenario: 'empty' })
    const started = await t.request('POST', '/v1/integrations/calendar/google/connect', { key: a.api_key })
    expect(started.status, started.text).toBe(200)
    const { connect_id, auth_url } = started.body as { connect_id: string; auth_url: string }
    const inFlight = await t.request('GET', `/_mock/workspaces/${a.workspace_id}/in-flight`, { key: null })
    expect(inFlight.body.connect_flows.map((f: { connect_id: string }) => f.connect_id)).toEqual([connect_id])
    expect((await t.request('GET', '/_mock/in-flight', { key: null })).body.connect_flows).toEqual([])
    const page = await t.request('GET', new URL(auth_url).pathname, { key: null })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect((await t.request('POST', `/_mock/connect/${connect_id}/approve`, { key: null, body: {} })).status).toBe(200)
    const status = await t.request('GET', `/v1/integrations/connect/${connect_id}/status`, { key: a.api_key })
    expect(status.body.status).toBe('connected')

    // A second flow expires when the workspace's clock passes its deadline, not the server's.
    const second = await t.request('POST', '/v1/integrations/email/google/connect', { key: a.api_key })
    await t.request('POST', '/_mock/clock/advance', { key: null, body: { by: '1d' } })
    const waiting = await t.request('GET', `/v1/integrations/connect/${second.body.connect_id}/status`, {
      key: a.api_key,
    })
    expect(waiting.body.status).toBe('pending')
    await t.request('POST', `/_mock/workspaces/${a.workspace_id}/clock/advance`, { key: null, body: { by: '1h' } })
    const expired = await t.request('GET', `/v1/integrations/connect/${second.body.connect_id}/status`, {
      key: a.api_key,
    })
    expect(expired.status, expired.text).toBe(410)
    expect(expired.body.message).toContain(`Connect id ${second.body.connect_id} expired`)
    expectError(await t.request('POST', '/_mock/connect/no-such-flow/approve', { key: null, body: {} }), 400, {
      contains: 'connect id',
    })
  })
})
