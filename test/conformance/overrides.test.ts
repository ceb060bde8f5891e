import { describe, expect, it } from 'vitest'
import { useTarget } from '../support/target.js'

// mock.override(method, path, resolver): one resolver answers a public operation under both
// prefixes, through whichever adapter carries the request (MSW, or the node:http listener).

const t = useTarget()

const unavailable = () =>
  Response.json({ code: 503, message: 'down for maintenance' }, { status: 503, headers: { 'retry-after': '30' } })

describe('mock.override', () => {
  it('answers the short and the long prefix with one override, and the mock again once removed', async () => {
    const remove = t.mock.override('GET', '/v1/objects', unavailable)
    for (const path of ['/v1/objects', '/api/developers/v1/objects']) {
      const response = await t.request('GET', path)
      expect(response.status).toBe(503)
      expect(response.body).toEqual({ code: 503, message: 'down for maintenance' })
      expect(response.headers.get('retry-after')).toBe('30')
    }
    // Another operation is not touched.
    expect((await t.request('GET', '/v1/objects/person')).status).toBe(200)
    remove()
    const restored = await t.request('GET', '/api/developers/v1/objects')
    expect(restored.status).toBe(200)
    expect(restored.body.data.map((object: { slug: string }) => object.slug)).toEqual(['person', 'company'])
  })

  it('hands the resolver the request with its headers and body, and named segments', async () => {
    let seen: { method: string; slug: string | undefined; body: unknown; auth: string | null } | undefined
    t.mock.override('POST', '/v1/objects/:slug/records', async ({ request, params }) => {
      seen = {
        method: request.method,
        slug: params.slug,
        body: await request.json(),
        auth: request.headers.get('authorization'),
      }
      return Response.json({ data: [] })
    })
    const response = await t.request('POST', '/api/developers/v1/objects/company/records', { body: { limit: 1 } })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ data: [] })
    expect(seen).toEqual({ method: 'POST', slug: 'company', body: { limit: 1 }, auth: `Bearer ${t.mock.apiKey}` })
  })

  it('lets the mock answer when the resolver answers nothing, with the body still readable', async () => {
    let calls = 0
    t.mock.override('*', '/v1/objects/*', async ({ request }) => {
      calls++
      if (request.method === 'POST') await request.text()
      return undefined
    })
    const query = await t.request('POST', '/v1/objects/person/records', { body: { limit: 2 } })
    expect(query.status).toBe(200)
    expect(query.body.data).toHaveLength(2)
    expect((await t.request('GET', '/v1/objects/person')).status).toBe(200)
    expect(calls).toBe(2)
  })

  it("changes the mock's own answer through next()", async () => {
    t.mock.override('GET', '/v1/objects', async ({ next }) => {
      const real = await next()
      const body = (await real.json()) as { data: unknown[] }
      return Response.json({ data: body.data.slice(0, 1) }, { status: real.status })
    })
    const response = await t.request('GET', '/v1/objects')
    expect(response.status).toBe(200)
    expect(response.body.data).toHaveLength(1)
  })

  it('runs before authentication, so a test can answer a request the mock would refuse, and the newest override wins', async () => {
    t.mock.override('GET', '/v1/objects', () => Response.json({ code: 500, message: 'first' }, { status: 500 }))
    t.mock.override('GET', '/v1/objects', () => Response.json({ code: 502, message: 'second' }, { status: 502 }))
    const response = await t.request('GET', '/v1/objects', { key: null })
    expect(response.status).toBe(502)
    expect(response.body).toEqual({ code: 502, message: 'second' })
    t.mock.clearOverrides()
    expect((await t.request('GET', '/v1/objects', { key: null })).status).toBe(401)
  })

  it('refuses a pattern in the long form or with a bad method, naming the problem', () => {
    expect(() => t.mock.override('GET', '/api/developers/v1/objects', unavailable)).toThrow(
      /short form, starting with \/v1\//,
    )
    expect(() => t.mock.override('FETCH', '/v1/objects', unavailable)).toThrow(/Invalid override method "FETCH"/)
    expect(() => t.mock.override('GET', '/v1/*/records', unavailable)).toThrow(/"\*" may only end the path/)
  })
})
