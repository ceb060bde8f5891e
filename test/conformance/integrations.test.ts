import { describe, expect, it } from 'vitest'
import { workspaceOwner } from '../../src/core/users/users.js'
import { expectEmpty, expectError } from '../support/assertions.js'
import { useTarget, type Target } from '../support/target.js'

const CONNECT_ID = /^cn_[A-Za-z0-9_-]{32}$/
const CATALOGUE = [
  ['email', 'google', 'Gmail'],
  ['calendar', 'google', 'Google Calendar'],
  ['email', 'microsoft', 'Outlook Mail'],
  ['calendar', 'microsoft', 'Outlook Calendar'],
  ['messaging', 'slack', 'Slack'],
  ['crm', 'attio', 'Attio'],
  ['crm', 'hubspot', 'HubSpot'],
  ['crm', 'salesforce', 'Salesforce'],
  ['messaging', 'whatsapp', 'WhatsApp'],
]

function api(t: Target) {
  const connect = (pair: string, key?: string) =>
    t.request('POST', `/v1/integrations/${pair}/connect`, { ...(key && { key }) })
  const status = (id: string, key?: string) =>
    t.request('GET', `/v1/integrations/connect/${id}/status`, { ...(key && { key }) })
  const catalogue = (path = '/v1/integrations') => t.request('GET', path)
  const approve = (id: string, body?: unknown) =>
    t.request('POST', `/_mock/connect/${id}/approve`, { key: null, ...(body !== undefined && { body }) })
  const deny = (id: string) => t.request('POST', `/_mock/connect/${id}/deny`, { key: null })
  const advance = async (by: string) =>
    expect((await t.request('POST', '/_mock/clock/advance', { key: null, body: { by } })).status).toBe(200)
  const workspace = () => t.mock.store.workspaces.get(t.mock.store.defaultWorkspaceId)!
  /** Starts a flow and answers its connect id. */
  const started = async (pair = 'email/google') => {
    const response = await connect(pair)
    expect(response.status, response.text).toBe(200)
    return response.body.connect_id as string
  }
  const connections = async (provider: string) =>
    (await catalogue()).body.find((i: { provider: string }) => i.provider === provider).connections
  return { connect, status, catalogue, approve, deny, advance, workspace, started, connections }
}

describe('integrations: catalogue', () => {
  const t = useTarget()
  const { catalogue } = api(t)

  it('lists the nine integrations in catalogue order, none connected, with or without a trailing slash', async () => {
    for (const path of ['/v1/integrations', '/v1/integrations/', '/api/developers/v1/integrations/']) {
      const response = await catalogue(path)
      expect(response.status, response.text).toBe(200)
      expect(response.body.map((i: any) => [i.type, i.provider, i.display_name])).toEqual(CATALOGUE)
      for (const entry of response.body) {
        expect(Object.keys(entry).sort()).toEqual(['connections', 'description', 'display_name', 'provider', 'type'])
        expect(entry.description.length).toBeGreaterThan(20)
        expect(entry.connections).toEqual([])
      }
    }
  })

  it('needs a key (401) and the integration.read scope (403)', async () => {
    expectError(await t.request('GET', '/v1/integrations', { key: null }), 401)
    const key = await t.createKey(['integration.write'])
    expectError(
      await t.request('GET', '/v1/integrations', { key }),
      403,
      'GET /v1/integrations requires scope integration.read',
    )
  })
})

describe('integrations: connect flow', () => {
  const t = useTarget()
  const { connect, status, catalogue, approve, deny, advance, workspace, started, connections } = api(t)

  it("starts a flow with no body: a consent page on the mock's own origin and an unguessable connect id", async () => {
    const response = await connect('email/google')
    expect(response.status, response.text).toBe(200)
    expect(Object.keys(response.body).sort()).toEqual(['auth_url', 'connect_id'])
    expect(response.body.connect_id).toMatch(CONNECT_ID)
    expect(response.body.auth_url).toBe(`${t.mock.baseUrl}/_mock/connect/${response.body.connect_id}`)
    const other = await connect('email/google')
    expect(other.body.connect_id).not.toBe(response.body.connect_id)
    expect((await status(response.body.connect_id)).body).toEqual({ status: 'pending' })
  })

  it('connects on approval: the status turns connected with an integer connection id, and the catalogue shows the account', async () => {
    const id = await started('calendar/microsoft')
    const approved = await approve(id, { account: 'ada@analytical.io' })
    expect(approved.status, approved.text).toBe(200)
    expect(approved.body).toEqual({
      connect_id: id,
      type: 'calendar',
      provider: 'microsoft',
      status: 'connected',
      connection_id: 1,
      identifier: 'ada@analytical.io',
    })
    const polled = await status(id)
    expect(polled.body).toEqual({ status: 'connected', connection_id: 1 })
    expect(polled.text).toBe('{"status":"connected","connection_id":1}')
    expect(await connections('microsoft')).toEqual([])
    const calendar = (await catalogue()).body.find((i: any) => i.type === 'calendar' && i.provider === 'microsoft')
    expect(calendar.connections).toEqual([{ id: 1, status: 'active', identifier: 'ada@analytical.io' }])
  })

  it("connects the proposed account, the key's user's e-mail address, when the approval names none", async () => {
    const id = await started('messaging/slack')
    expect((await approve(id)).body).toMatchObject({
      status: 'connected',
      identifier: workspaceOwner(workspace()).email,
    })
    expect(await connections('slack')).toEqual([
      { id: 1, status: 'active', identifier: workspaceOwner(workspace()).email },
    ])
  })

  it('replaces the connection when the same account connects the same integration again, with a new id', async () => {
    await approve(await started(), { account: 'ada@analytical.io' })
    await approve(await started(), { account: 'grace@navy.mil' })
    await approve(await started(), { account: 'ADA@analytical.io' })
    expect(await connections('google').then((c: any[]) => c)).toEqual([
      { id: 2, status: 'active', identifier: 'grace@navy.mil' },
      { id: 3, status: 'active', identifier: 'ADA@analytical.io' },
    ])
  })

  it('ends the flow with status denied on a denial, and connects nothing', async () => {
    const id = await started('crm/salesforce')
    const denied = await deny(id)
    expect(denied.status, denied.text).toBe(200)
    expect(denied.body).toEqual({ connect_id: id, type: 'crm', provider: 'salesforce', status: 'denied' })
    expect((await status(id)).body).toEqual({ status: 'denied' })
    expect(await connections('salesforce')).toEqual([])
    // Only the workspace's notification digest waits on the clock: no connection's activity.
    expect(t.mock.clock.pending()).toBe(1)
  })

  it('answers 409 to a second answer of the same flow', async () => {
    const id = await started()
    await approve(id)
    expectError(await approve(id), 409, `Connect id ${id} was already answered: it is connected`)
    expectError(await deny(id), 409, `Connect id ${id} was already answered: it is connected`)
  })

  it('answers 410 for a flow still pending 10 minutes of clock time later, on status, page and answers', async () => {
    const id = await started()
    await advance('9m59s')
    expect((await status(id)).body).toEqual({ status: 'pending' })
    await advance('1s')
    const message = `Connect id ${id} expired: it was not approved within 10 minutes; start a new connect`
    expectError(await status(id), 410, message)
    expectError(await approve(id), 410, message)
    expectError(await deny(id), 410, message)
    expectError(await t.request('GET', `/_mock/connect/${id}`, { key: null }), 410, message)
  })

  it('keeps answering connected after the 10 minutes once the flow was approved', async () => {
    const id = await started()
    await approve(id)
    await advance('1h')
    expect((await status(id)).body).toEqual({ status: 'connected', connection_id: 1 })
  })

  it("refuses an unknown pair (400), WhatsApp naming the operator's setup (400), and an unknown provider (400)", async () => {
    expectError(
      await connect('email/slack'),
      400,
      'email/slack is not an integration: expected one of email/google, calendar/google, email/microsoft, calendar/microsoft, messaging/slack, crm/attio, crm/hubspot, crm/salesforce',
    )
    expectError(
      await connect('messaging/whatsapp'),
      400,
      "messaging/whatsapp (WhatsApp) is config-based: the operator connects it from the server's configuration, not through this API (on the mock: POST /_mock/integrations/whatsapp)",
    )
    expectError(await connect('email/yahoo'), 400, { contains: 'provider' })
    expectError(await connect('fax/google'), 400, { contains: 'type' })
  })

  it('allows 10 connect calls a minute per key on the clock, then 429 with Retry-After', async () => {
    for (let i = 0; i < 6; i++) expect((await connect('email/google')).status).toBe(200)
    // An allowed call carries the limit's headers, and no Retry-After (RFC 9110: 429 and 503 only).
    const allowed = await connect('email/google')
    expect(allowed.headers.get('x-ratelimit-remaining')).toBe('3')
    expect(allowed.headers.get('x-ratelimit-reset')).toBe('60')
    expect(allowed.headers.get('retry-after')).toBeNull()
    await advance('30s')
    for (let i = 0; i < 3; i++) expect((await connect('crm/hubspot')).status).toBe(200)
    const limited = await connect('email/google')
    expectError(limited, 429, 'Too many connect calls: at most 10 a minute per API key; retry in 30 s')
    expect(limited.headers.get('retry-after')).toBe('30')
    expect(limited.headers.get('x-ratelimit-limit')).toBe('10')
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0')
    expect(limited.headers.get('x-ratelimit-reset')).toBe('60')
    // Another key of the same workspace has its own minute.
    const other = await t.createKey(['integration.write'])
    expect((await connect('email/google', other)).status).toBe(200)
    await advance('29s')
    expect((await connect('email/google')).status).toBe(429)
    await advance('1s')
    expect((await connect('email/google')).status).toBe(200)
  })

  it('needs a key (401) and the integration.write scope (403) to connect', async () => {
    expectError(await t.request('POST', '/v1/integrations/email/google/connect', { key: null }), 401)
    const reader = await t.createKey(['integration.read'])
    expectError(
      await connect('email/google', reader),
      403,
      'POST /v1/integrations/{type}/{provider}/connect requires scope integration.write',
    )
  })

  it("answers a malformed connect id 400, and an unknown or another workspace's one 404", async () => {
    expectError(await status('not-a-connect-id'), 400, { contains: 'connect_id' })
    expectError(await status(`cn_${'A'.repeat(32)}`), 404, `Connect id cn_${'A'.repeat(32)} not found`)
    const id = await started()
    const stranger = await t.createKey(['integration.read'], '5')
    expectError(await status(id, stranger), 404, `Connect id ${id} not found`)
    const writer = await t.createKey(['integration.write'])
    expectError(await status(id, writer), 403)
    expectError(await approve(`cn_${'B'.repeat(32)}`), 404)
    expectError(await approve('nope'), 400, { contains: 'connect_id' })
  })

  it('refuses an account that is not an e-mail address (400) and leaves the flow pending', async () => {
    const id = await started()
    expectError(await approve(id, { account: 'not an address' }), 400, { contains: 'account' })
    expectError(
      await approve(id, { account: 'a@b' }),
      400,
      'account: "a@b" is not an e-mail address (its domain needs a dot)',
    )
    expectError(await approve(id, { account: 42 }), 400, { contains: 'account' })
    expectError(await approve(id, { acount: 'x@y.io' }), 400, { contains: 'acount' })
    expect((await status(id)).body).toEqual({ status: 'pending' })
  })
})

describe('integrations: the consent page', () => {
  const t = useTarget()
  const { started } = api(t)
  const page = (id: string) => t.request('GET', `/_mock/connect/${id}`, { key: null })

  it('serves a self-contained HTML page with the provider, the access requested, the account and both buttons, without a key', async () => {
    const id = await started('email/google')
    const response = await page(id)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = response.text
    expect(html).toContain('<title>Connect Gmail</title>')
    expect(html).toContain('context-graph-mock wants to access your Gmail account')
    expect(html).toContain('<li>Read your e-mail messages, their senders and recipients</li>')
    expect(html).toContain(
      `<input id="account" name="account" type="email" autocomplete="email" value="${workspaceOwner(t.mock.store.workspaces.get(t.mock.store.defaultWorkspaceId)!).email}"`,
    )
    expect(html).toContain('id="approve"')
    expect(html).toContain('id="deny"')
    expect(html).not.toContain('id="broker"')
    // Nothing is fetched from elsewhere.
    expect(html).not.toMatch(/(src|href)="https?:/)
  })

  it("shows the broker's step first for HubSpot and Salesforce", async () => {
    for (const [pair, name] of [
      ['crm/hubspot', 'HubSpot'],
      ['crm/salesforce', 'Salesforce'],
    ]) {
      const html = (await page(await started(pair))).text
      expect(html).toContain(`<h1>Connect ${name} through the integration broker</h1>`)
      expect(html).toContain(`<button type="button" id="continue" class="primary">Continue to ${name}</button>`)
      expect(html).toContain('<section id="consent" hidden>')
    }
    expect((await page(await started('crm/attio'))).text).not.toContain('id="broker"')
  })

  it('shows the outcome of an answered flow instead of the buttons', async () => {
    const id = await started()
    await t.request('POST', `/_mock/connect/${id}/approve`, { key: null, body: { account: 'ada@analytical.io' } })
    const html = (await page(id)).text
    expect(html).toContain('data-status="connected"')
    expect(html).toContain('Connected as ada@analytical.io. You can close this window.')
    expect(html).toContain('<div id="form" hidden>')
  })

  it('answers an unknown connect id with a JSON 404, never HTML', async () => {
    expectError(await page(`cn_${'x'.repeat(32)}`), 404, `Connect id cn_${'x'.repeat(32)} not found`)
  })
})

describe('integrations: disconnect', () => {
  const t = useTarget()
  const { started, approve, connections } = api(t)

  it('disconnects with an empty 200, after which the connection is gone (404)', async () => {
    await approve(await started(), { account: 'ada@analytical.io' })
    expectEmpty(await t.request('DELETE', '/v1/integrations/connections/1'))
    expect(await connections('google')).toEqual([])
    expectError(await t.request('DELETE', '/v1/integrations/connections/1'), 404, 'Connection 1 not found')
  })

  it("answers a non-digit id 400, another workspace's connection 404, and needs integration.write", async () => {
    await approve(await started(), { account: 'ada@analytical.io' })
    expectError(await t.request('DELETE', '/v1/integrations/connections/abc'), 400, { contains: 'connection_id' })
    const stranger = await t.createKey(['integration.write'], '5')
    expectError(
      await t.request('DELETE', '/v1/integrations/connections/1', { key: stranger }),
      404,
      'Connection 1 not found',
    )
    const reader = await t.createKey(['integration.read'])
    expectError(await t.request('DELETE', '/v1/integrations/connections/1', { key: reader }), 403)
    expect(await connections('google')).toHaveLength(1)
  })
})

describe("integrations: the operator's WhatsApp setup", () => {
  const t = useTarget()
  const { connections } = api(t)
  const setUp = (body: unknown) => t.request('POST', '/_mock/integrations/whatsapp', { key: null, body })

  it('connects a number from configuration; it shows in the catalogue and disconnects like any connection', async () => {
    const response = await setUp({ phone_number: '+1 415 555 0123' })
    expect(response.status, response.text).toBe(200)
    expect(response.body).toEqual({
      workspace_id: t.mock.store.defaultWorkspaceId,
      connection_id: 1,
      type: 'messaging',
      provider: 'whatsapp',
      identifier: '+14155550123',
    })
    expect(await connections('whatsapp')).toEqual([{ id: 1, status: 'active', identifier: '+14155550123' }])
    expectEmpty(await t.request('DELETE', '/v1/integrations/connections/1'))
  })

  it('refuses a number that is not international (400) and an unknown workspace (404)', async () => {
    expectError(
      await setUp({ phone_number: '0415 555' }),
      400,
      'phone_number: "0415 555" must be an international number such as +14155550123',
    )
    expectError(await setUp({}), 400, { contains: 'phone_number' })
    expectError(await setUp({ phone_number: '+14155550123', workspace: '999' }), 404, 'Workspace 999 not found')
    expect(await connections('whatsapp')).toEqual([])
  })
})

describe('integrations: a connection feeds the graph', () => {
  const t = useTarget()
  const { started, approve, advance, workspace } = api(t)

  it('ingests an item every 5 minutes of clock time through the context pipeline, until disconnected', async () => {
    await approve(await started('email/google'), { account: 'ada@analytical.io' })
    const artifacts = () =>
      [...workspace().context.artifacts.values()].filter((a) => a.context === 'Gmail (ada@analytical.io)')
    const insightsBefore = (await t.request('GET', '/v1/insights?limit=100')).body.data.length
    await advance('4m59s')
    expect(artifacts()).toHaveLength(0)
    await advance('1s')
    expect(artifacts()).toHaveLength(1)
    const [first] = artifacts()
    expect(first!.content).toMatch(/^From: .+ <.+@.+>\nSubject: /)
    await advance('4s')
    const artifact = await t.request('GET', `/v1/context/artifacts/${first!.id}`)
    expect(artifact.body).toMatchObject({
      status: 'completed',
      created_at: '2026-01-15T10:05:00Z',
      completed_at: '2026-01-15T10:05:04Z',
    })
    expect(artifact.body.result.insights_created).toBeGreaterThan(0)
    const insights = (await t.request('GET', '/v1/insights?last=1m')).body.data
    expect(insights.length).toBe(artifact.body.result.insights_created)
    expect(insightsBefore).toBeGreaterThan(0)

    await advance('15m')
    expect(artifacts()).toHaveLength(4)
    expectEmpty(await t.request('DELETE', '/v1/integrations/connections/1'))
    await advance('1h')
    expect(artifacts()).toHaveLength(4)
  })
})

describe('integrations: the stream ticks', () => {
  const t = useTarget()
  const { started, approve, advance } = api(t)

  it("sends the connection's first item as an insight.batch.created event once the clock passes it", async () => {
    const controller = new AbortController()
    const response = await fetch(`${t.baseUrl}/v1/insights/stream`, {
      headers: { authorization: `Bearer ${t.mock.apiKey}` },
      signal: controller.signal,
    })
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    const next = async (): Promise<string> => {
      for (;;) {
        const end = buffer.indexOf('\n\n')
        if (end !== -1) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          return block
        }
        const { value, done } = await reader.read()
        if (done) throw new Error('the stream ended')
        buffer += decoder.decode(value, { stream: true })
      }
    }
    try {
      expect(await next()).toMatch(/^: connected /)
      // The replay first: up to 20 insight.replay events, which the stream sends at once.
      await approve(await started('messaging/slack'), { account: 'ada@analytical.io' })
      await advance('5m4s')
      let block = await next()
      const before: string[] = []
      while (!block.includes('event: insight.batch.created')) {
        before.push(block.startsWith(':') ? block : block.split('\n')[1]!)
        block = await next()
      }
      // Ten keepalives (every 30 s) came before it, and nothing else but the replay.
      expect(before.filter((b) => b === ': keepalive')).toHaveLength(10)
      expect(before.filter((b) => b !== ': keepalive').every((b) => b === 'event: insight.replay')).toBe(true)
      const data = JSON.parse(
        block
          .split('\n')
          .find((line) => line.startsWith('data: '))!
          .slice(6),
      )
      const newest = (await t.request('GET', '/v1/insights?last=1m')).body.data.map((i: { id: string }) => i.id)
      expect(data.insights.map((i: { id: string }) => i.id).sort()).toEqual([...newest].sort())
      expect(data.emitted_at).toBe('2026-01-15T10:05:04Z')
    } finally {
      controller.abort()
      await reader.cancel().catch(() => undefined)
    }
  })
})
