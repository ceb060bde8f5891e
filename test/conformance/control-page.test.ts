import { describe, expect, it } from 'vitest'
import { expectError, TIMESTAMP } from '../support/assertions.js'
import { useTarget } from '../support/target.js'

// The control page and what it reads and does beyond the rest of /_mock: the browser session of
// the development key, what is under way, and the pace of a real clock.

const t = useTarget()

/** The `cgm_session=...` pair of a response's Set-Cookie, and its attributes. */
function sessionOf(setCookie: string | null): { pair: string; token: string; attributes: string[] } {
  expect(setCookie).not.toBeNull()
  const [pair, ...attributes] = setCookie!.split(';').map((part) => part.trim())
  expect(pair).toMatch(/^cgm_session=[0-9a-f]{32}$/)
  return { pair: pair!, token: pair!.slice('cgm_session='.length), attributes }
}

describe('GET /_mock/ (the control page)', () => {
  it('answers a self-contained page with a strict content security policy, without a key', async () => {
    const response = await t.request('GET', '/_mock/', { key: null })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self'")
    expect(response.text).toMatch(/^<!doctype html>/)
    // No external resource: every src and href is local or set by the script from the base path.
    expect(response.text).not.toMatch(/(src|href)="(https?:)?\/\//)
    for (const element of ['cgm-journal', 'cgm-clock', 'cgm-faults', 'cgm-keys', 'cgm-in-flight'])
      expect(response.text).toContain(`<${element}`)
    // It never carries a key.
    expect(response.text).not.toContain(t.mock.apiKey)
  })

  it('opens a browser session of the development key: an HttpOnly, SameSite=Strict cookie holding a token, not the key', async () => {
    const response = await t.request('GET', '/_mock', { key: null })
    const session = sessionOf(response.headers.get('set-cookie'))
    expect(session.attributes).toEqual([`Path=${t.mock.basePath || '/'}`, 'HttpOnly', 'SameSite=Strict'])
    expect(session.token).not.toContain(t.mock.apiKey)
    // Two page loads, two sessions.
    const again = sessionOf((await t.request('GET', '/_mock', { key: null })).headers.get('set-cookie'))
    expect(again.token).not.toBe(session.token)
  })
})

describe('browser sessions', () => {
  it('let the graph page and other GETs through with the cookie alone, under both prefixes', async () => {
    const { pair } = sessionOf((await t.request('POST', '/_mock/session', { key: null })).headers.get('set-cookie'))
    const page = await t.request('GET', '/v1/graph?format=html', {
      key: null,
      headers: { cookie: `theme=dark; ${pair}` },
    })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    const objects = await t.request('GET', '/api/developers/v1/objects', { key: null, headers: { cookie: pair } })
    expect(objects.status).toBe(200)
    expect(objects.body.data.map((o: { slug: string }) => o.slug)).toEqual(['person', 'company'])
  })

  it('answer the graph URL in the body', async () => {
    const response = await t.request('POST', '/_mock/session', { key: null })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ graph_url: `${t.mock.baseUrl}/v1/graph?format=html` })
  })

  it('never authorize a write, an unknown token, or a request without the cookie', async () => {
    const { pair } = sessionOf((await t.request('POST', '/_mock/session', { key: null })).headers.get('set-cookie'))
    expectError(
      await t.request('POST', '/v1/objects/person', {
        key: null,
        headers: { cookie: pair },
        body: { attributes: { name: 'Eve' } },
      }),
      401,
    )
    expectError(
      await t.request('GET', '/v1/objects', {
        key: null,
        headers: { cookie: 'cgm_session=00000000000000000000000000000000' },
      }),
      401,
    )
    expectError(await t.request('GET', '/v1/objects', { key: null }), 401)
  })

  it('read an Authorization header first: a bad key is not rescued by the cookie', async () => {
    const { pair } = sessionOf((await t.request('POST', '/_mock/session', { key: null })).headers.get('set-cookie'))
    // An Authorization header is read first; a bad one is not rescued by the cookie.
    expectError(
      await t.request('GET', '/v1/objects', { key: 'cgm_not_a_key', headers: { cookie: pair } }),
      401,
      'Invalid API key',
    )
  })
})

describe('GET /_mock/in-flight', () => {
  it('lists a job until it finishes, and a pending connect flow until it is answered', async () => {
    expect((await t.request('GET', '/_mock/in-flight', { key: null })).body).toEqual({ jobs: [], connect_flows: [] })
    const job = await t.request('POST', '/v1/context/list/jobs', { body: { query: 'engineers in Berlin' } })
    const connect = await t.request('POST', '/v1/integrations/email/google/connect')
    expect(connect.status, connect.text).toBe(200)
    const during = await t.request('GET', '/_mock/in-flight', { key: null })
    expect(during.status).toBe(200)
    expect(during.body.jobs).toEqual([
      { kind: 'list_job', id: job.body.message.job_id, status: 'pending', queued_at: expect.stringMatching(TIMESTAMP) },
    ])
    expect(during.body.connect_flows).toEqual([
      {
        connect_id: connect.body.connect_id,
        workspace_id: t.mock.store.defaultWorkspaceId,
        type: 'email',
        provider: 'google',
        account: expect.stringContaining('@'),
        started_at: expect.stringMatching(TIMESTAMP),
        expires_at: expect.stringMatching(TIMESTAMP),
      },
    ])
    expect(
      Date.parse(during.body.connect_flows[0].expires_at) - Date.parse(during.body.connect_flows[0].started_at),
    ).toBe(10 * 60_000)
    t.mock.clock.advance('10s')
    expect((await t.request('POST', `/_mock/connect/${connect.body.connect_id}/deny`, { key: null })).status).toBe(200)
    expect((await t.request('GET', '/_mock/in-flight', { key: null })).body).toEqual({ jobs: [], connect_flows: [] })
  })
})

describe('POST /_mock/clock/speed', () => {
  it('answers 409 on a manual clock, and 400 for a speed that is not above 0', async () => {
    expectError(await t.request('POST', '/_mock/clock/speed', { key: null, body: { speed: 10 } }), 409, /manual/)
    expectError(await t.request('POST', '/_mock/clock/speed', { key: null, body: { speed: 0 } }), 400)
  })
})
