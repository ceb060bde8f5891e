import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMock as createBrowserMock } from '../../src/browser.js'
import { createMock } from '../../src/index.js'

const mock = createMock({ seed: 1 })
const gateway = createMock({ seed: 1, baseUrl: 'https://api.example.test/context' })
// The browser entry's mock, here under setupServer: the same handlers setupWorker takes.
const browser = createBrowserMock({ seed: 1, baseUrl: 'http://browser.test' })
const server = setupServer(...mock.handlers, ...gateway.handlers, ...browser.handlers)
const auth = { authorization: `Bearer ${mock.apiKey}` }

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('the MSW handlers', () => {
  it('hand every operation to the mock through a handful of catch-alls', async () => {
    expect(mock.handlers.length).toBeLessThanOrEqual(8)
    const response = await fetch(`${mock.baseUrl}/v1/objects/person/records`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{"limit": 2}',
    })
    expect(response.status).toBe(200)
    expect((await response.json()).data).toHaveLength(2)
  })

  it('let a per-route override added with server.use win, and fall back to the mock after resetHandlers', async () => {
    server.use(
      http.get(`${mock.baseUrl}/v1/objects`, () =>
        HttpResponse.json({ code: 503, message: 'down for maintenance' }, { status: 503 }),
      ),
    )
    const overridden = await fetch(`${mock.baseUrl}/v1/objects`, { headers: auth })
    expect(overridden.status).toBe(503)
    expect(await overridden.json()).toEqual({ code: 503, message: 'down for maintenance' })
    // Other operations still reach the mock while the override is in place.
    const other = await fetch(`${mock.baseUrl}/v1/objects/person`, { headers: auth })
    expect(other.status).toBe(200)
    server.resetHandlers()
    const restored = await fetch(`${mock.baseUrl}/v1/objects`, { headers: auth })
    expect(restored.status).toBe(200)
    expect((await restored.json()).data.map((o: { slug: string }) => o.slug)).toEqual(['person', 'company'])
  })

  it('let an override pass a request on to the mock and change its answer', async () => {
    server.use(
      http.get(`${mock.baseUrl}/v1/objects`, async ({ request }) => {
        const real = await mock.fetch(request)
        const body = (await real.json()) as { data: unknown[] }
        return HttpResponse.json({ data: body.data.slice(0, 1) })
      }),
    )
    const response = await fetch(`${mock.baseUrl}/v1/objects`, { headers: auth })
    expect((await response.json()).data).toHaveLength(1)
  })

  it('intercept a base URL with a path under its prefix only', async () => {
    const inside = await fetch('https://api.example.test/context/api/developers/v1/objects', {
      headers: { authorization: `Bearer ${gateway.apiKey}` },
    })
    expect(inside.status).toBe(200)
    await expect(fetch('https://api.example.test/v1/objects', { headers: auth })).rejects.toThrow()
  })

  it('answer the registration call at the origin the clients use', async () => {
    const response = await fetch(`${mock.baseUrl}/api/v1/agents/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com', source: 'mcp' }),
    })
    expect(response.status).toBe(200)
    const { api_key } = (await response.json()) as { api_key: string }
    const objects = await fetch(`${mock.baseUrl}/api/developers/v1/objects`, {
      headers: { authorization: `Bearer ${api_key}` },
    })
    expect(objects.status).toBe(200)
  })
})

describe('mock.override under MSW', () => {
  afterEach(() => {
    mock.clearOverrides()
    gateway.clearOverrides()
  })

  it('covers what server.use on one prefix does not: /v1, /api/developers/v1 and a base path', async () => {
    // server.use on the short form leaves the long form to the mock...
    server.use(
      http.get(`${mock.baseUrl}/v1/objects`, () =>
        HttpResponse.json({ code: 503, message: 'maintenance' }, { status: 503 }),
      ),
    )
    expect((await fetch(`${mock.baseUrl}/v1/objects`, { headers: auth })).status).toBe(503)
    expect((await fetch(`${mock.baseUrl}/api/developers/v1/objects`, { headers: auth })).status).toBe(200)
    server.resetHandlers()
    // ...one override covers both, and the gateway's base path.
    const down = () => HttpResponse.json({ code: 503, message: 'maintenance' }, { status: 503 })
    mock.override('GET', '/v1/objects', down)
    gateway.override('GET', '/v1/objects', down)
    const urls = [
      `${mock.baseUrl}/v1/objects`,
      `${mock.baseUrl}/api/developers/v1/objects`,
      'https://api.example.test/context/v1/objects',
      'https://api.example.test/context/api/developers/v1/objects',
    ]
    for (const url of urls) {
      const response = await fetch(url, { headers: auth })
      expect({ url, status: response.status, body: await response.json() }).toEqual({
        url,
        status: 503,
        body: { code: 503, message: 'maintenance' },
      })
    }
  })

  it('stays in place across server.resetHandlers (it belongs to the mock), until removed', async () => {
    const remove = mock.override('DELETE', '/v1/objects/{slug}/records/:id', ({ params }) =>
      HttpResponse.json({ code: 409, message: `record ${params.id} of ${params.slug} is locked` }, { status: 409 }),
    )
    server.resetHandlers()
    const locked = await fetch(`${mock.baseUrl}/api/developers/v1/objects/person/records/123`, {
      method: 'DELETE',
      headers: auth,
    })
    expect(locked.status).toBe(409)
    expect(await locked.json()).toEqual({ code: 409, message: 'record 123 of person is locked' })
    remove()
    expect(
      (await fetch(`${mock.baseUrl}/v1/objects/person/records/123`, { method: 'DELETE', headers: auth })).status,
    ).toBe(404)
  })
})

describe('the browser entry under MSW', () => {
  const browserAuth = { authorization: `Bearer ${browser.apiKey}` }

  it('answers the same model through the same handlers', async () => {
    const response = await fetch('http://browser.test/v1/objects', { headers: browserAuth })
    expect(response.status).toBe(200)
    expect((await response.json()).data.map((o: { slug: string }) => o.slug)).toEqual(['person', 'company'])
  })

  it('answers the graph as JSON, and its page with 406 unless given the Cytoscape.js source', async () => {
    expect((await fetch('http://browser.test/v1/graph?limit=5', { headers: browserAuth })).status).toBe(200)
    const page = await fetch('http://browser.test/v1/graph?format=html', { headers: browserAuth })
    expect(page.status).toBe(406)
    expect(await page.json()).toEqual({
      code: 406,
      message:
        'The graph page is not available here: pass graphLibrary (the Cytoscape.js source) to createMock, or ask for JSON',
    })
    const withLibrary = createBrowserMock({ seed: 1, graphLibrary: () => 'window.cytoscape = function stub() {}' })
    const served = await withLibrary.fetch('/v1/graph?format=html', {
      headers: { authorization: `Bearer ${withLibrary.apiKey}` },
    })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toContain('text/html')
    expect(await served.text()).toContain('<script>window.cytoscape = function stub() {}</script>')
    withLibrary.close()
  })
})

describe('mock.fetch', () => {
  it('routes a path exactly as written, so a dot segment is refused rather than resolved', async () => {
    const response = await mock.fetch('/v1/objects/person/attributes/..', { method: 'DELETE', headers: auth })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toContain('dot segment')
    expect((await mock.fetch('/v1/objects/person', { headers: auth })).status).toBe(200)
  })
})
