import { describe, expect, it } from 'vitest'
import { expectError } from '../support/assertions.js'
import { head, rawHttp } from '../support/raw-http.js'
import { useTarget } from '../support/target.js'

const t = useTarget()

async function peopleTotal(): Promise<number> {
  const response = await t.request('POST', '/v1/objects/person/records', { body: { limit: 1, attributes: 'none' } })
  expect(response.status).toBe(200)
  return response.body.total
}

async function objectSlugs(): Promise<string[]> {
  const response = await t.request('GET', '/v1/objects')
  expect(response.status).toBe(200)
  return response.body.data.map((o: { slug: string }) => o.slug)
}

const DOT_SEGMENTS = ['..', '%2e%2e', '.%2e', '%2E.', '%2E%2E', '.', '%2e']

describe('routing on the path the client sent', () => {
  it.each(DOT_SEGMENTS)('refuses DELETE /v1/objects/person/attributes/%s and deletes nothing', async (segment) => {
    const before = await peopleTotal()
    const response = await t.raw('DELETE', `/v1/objects/person/attributes/${segment}`)
    expect(expectError(response, 400)).toContain('dot segment')
    expect(await objectSlugs()).toContain('person')
    expect(await peopleTotal()).toBe(before)
  })

  it.each(['..', '%2e%2e', '.%2e'])(
    'refuses PATCH /v1/objects/x/attributes/%s and leaves object x as it was',
    async (segment) => {
      const created = await t.request('POST', '/v1/objects', { body: { name: 'Deal', slug: 'deal_x', type: 'deal' } })
      expect(created.status).toBe(200)
      const response = await t.raw('PATCH', `/v1/objects/deal_x/attributes/${segment}`, { body: { name: 'Renamed' } })
      expectError(response, 400)
      const object = await t.request('GET', '/v1/objects/deal_x')
      expect(object.body.name).toBe('Deal')
    },
  )

  it.each(['.', '%2e', '..'])(
    'refuses POST /v1/objects/%s/records and creates no object and no record',
    async (segment) => {
      const before = await peopleTotal()
      const slugs = await objectSlugs()
      const response = await t.raw('POST', `/v1/objects/${segment}/records`, {
        body: { attributes: { name: 'Injected' } },
      })
      expectError(response, 400)
      expect(await objectSlugs()).toEqual(slugs)
      expect(await peopleTotal()).toBe(before)
    },
  )

  it('answers 401 before looking at a dot segment when no key is sent', async () => {
    const response = await t.raw('DELETE', '/v1/objects/person/attributes/..', { key: null })
    expectError(response, 401)
    expect(await objectSlugs()).toContain('person')
  })

  it('refuses a dot segment on a control path too', async () => {
    expectError(await t.raw('POST', '/_mock/keys/..', { key: null, body: { scopes: [] } }), 400)
  })

  it('accepts a trailing slash, as the official clients send for some paths', async () => {
    const response = await t.raw('GET', '/v1/objects/')
    expect(response.status).toBe(200)
    expect(response.body.data.map((o: { slug: string }) => o.slug)).toContain('person')
  })
})

describe('the Host header', () => {
  it('takes no part in routing: a Host holding a path still deletes the record the path names', async () => {
    const victim = await t.request('POST', '/v1/objects', { body: { name: 'Victim', slug: 'victim' } })
    expect(victim.status).toBe(200)
    const record = await t.request('POST', '/v1/objects/person', { body: { attributes: { name: 'Ada Lovelace' } } })
    const response = await t.raw('DELETE', `/v1/records/${record.body.id}`, {
      headers: { host: '127.0.0.1:4010/v1/objects/victim?' },
    })
    expect(response.status).toBe(200)
    expect(response.text).toBe('')
    expect(await objectSlugs()).toContain('victim')
    expectError(await t.request('GET', `/v1/records/${record.body.id}`), 404)
  })

  it.each(['[', 'user@evil', 'evil.example:99999', ''])(
    'answers GET /v1/objects with JSON whatever the Host is (%j)',
    async (host) => {
      const response = await t.raw('GET', '/v1/objects', { headers: { host } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect(response.body.data.map((o: { slug: string }) => o.slug)).toContain('person')
    },
  )

  it('routes a request line with an absolute URL on its path alone', async () => {
    const response = await t.raw('GET', 'http://evil.example/v1/objects?include_attributes=false')
    expect(response.status).toBe(200)
    expect(response.body.data.map((o: { slug: string }) => o.slug)).toContain('person')
  })
})

describe('malformed percent-escapes in a path', () => {
  it.each(['%', '%ZZ', '%E0%A4%A', '%C0%AF', 'a%2'])(
    'answers 400 JSON for /v1/records/%s with a key',
    async (escape) => {
      const response = await t.raw('GET', `/v1/records/${escape}`)
      expect(expectError(response, 400)).toContain('percent-escape')
    },
  )

  it.each(['%', '%ZZ', '%C0%AF'])('answers 401 for /v1/records/%s without a key', async (escape) => {
    expectError(await t.raw('GET', `/v1/records/${escape}`, { key: null }), 401)
  })

  it('answers 400 JSON for a bad escape in the object slug of a write and writes nothing', async () => {
    const before = await peopleTotal()
    expectError(await t.raw('POST', '/v1/objects/pers%ZZon', { body: { attributes: { name: 'Ada' } } }), 400)
    expect(await peopleTotal()).toBe(before)
  })

  it('decodes a well-formed escape in a parameter', async () => {
    const response = await t.raw('GET', '/v1/objects/p%65rson')
    expect(response.status).toBe(200)
    expect(response.body.slug).toBe('person')
  })
})

describe("the official clients' prefix /api/developers/v1", () => {
  it('answers the same operations as /v1', async () => {
    const short = await t.request('GET', '/v1/objects?include_attributes=true')
    const long = await t.request('GET', '/api/developers/v1/objects?include_attributes=true')
    expect(long.status).toBe(200)
    expect(long.body).toEqual(short.body)
  })

  it('writes through the long prefix and reads through the short one', async () => {
    const created = await t.request('POST', '/api/developers/v1/objects/person', {
      body: { attributes: { name: 'Grace Hopper' } },
    })
    expect(created.status).toBe(200)
    const read = await t.request('GET', `/v1/records/${created.body.id}`)
    expect(read.body.attributes.name).toEqual({ first_name: 'Grace', last_name: 'Hopper' })
  })

  it('authenticates before routing: a wrong key is 401 even on an unknown path', async () => {
    expectError(await t.request('GET', '/api/developers/v1/no-such-thing', { key: 'wrong' }), 401)
    expectError(await t.request('GET', '/api/developers/v1/objects', { key: null }), 401)
    expectError(
      await t.request('GET', '/api/developers/v1/no-such-thing'),
      404,
      'No operation GET /api/developers/v1/no-such-thing',
    )
  })

  it("names the operation's own path in a 403", async () => {
    const key = await t.createKey(['record.read'])
    expectError(
      await t.request('GET', '/api/developers/v1/objects', { key }),
      403,
      'GET /v1/objects requires scope object.read',
    )
  })

  it('does not answer other prefixes', async () => {
    expectError(await t.raw('GET', '/api/developers/objects'), 404)
    expectError(await t.raw('GET', '/api/v2/objects'), 404)
  })
})

describe('query parameters', () => {
  it('ignores unknown query parameters such as a cache buster', async () => {
    const response = await t.request('GET', '/v1/objects?_=123&foo=bar')
    expect(response.status).toBe(200)
    expect(response.body.data[0]).not.toHaveProperty('attributes')
  })

  it('still validates the ones an operation declares', async () => {
    expectError(
      await t.request('GET', '/v1/objects?_=1&include_attributes=maybe'),
      400,
      'Invalid query parameter: include_attributes: must be true or false',
    )
  })

  it('keeps refusing unknown body fields', async () => {
    expect(
      expectError(await t.request('POST', '/v1/objects/person/records', { body: { limit: 1, cache_buster: 1 } }), 400),
    ).toContain('cache_buster')
  })
})

describe('registration of the official clients', () => {
  it('creates a workspace and a key with every scope, without a key', async () => {
    const response = await t.request('POST', '/api/v1/agents/register', {
      key: null,
      body: { email: 'ada@example.com', source: 'skill-cli', name: 'Ada', company_name: 'Analytical Engines' },
    })
    expect(response.status).toBe(200)
    expect(Object.keys(response.body).sort()).toEqual(['api_key', 'email', 'workspace_id', 'workspace_slug'])
    expect(response.body.email).toBe('ada@example.com')
    expect(response.body.workspace_id).toMatch(/^\d{17}$/)
    expect(response.body.workspace_id).not.toBe(t.mock.store.defaultWorkspaceId)
    expect(response.body.workspace_slug).toMatch(/^analytical-engines-\d{4}$/)

    const key = response.body.api_key as string
    const objects = await t.request('GET', '/api/developers/v1/objects', { key })
    expect(objects.body.data.map((o: { slug: string }) => o.slug)).toEqual(['person', 'company'])
    // A registered workspace starts from the server's scenario (issue 14), so a client has data to show.
    const people = await t.request('POST', '/api/developers/v1/objects/person/records', { key, body: {} })
    const seeded = await t.request('POST', '/v1/objects/person/records', { body: {} })
    expect(people.body.total).toBe(seeded.body.total)
    expect(people.body.total).toBeGreaterThan(0)
    const created = await t.request('POST', '/api/developers/v1/objects/company', {
      key,
      body: { attributes: { name: 'Analytical Engines' } },
    })
    expect(created.status).toBe(200)
    expect(created.body.workspace_id).toBe(response.body.workspace_id)
    // The seeded workspace does not see it.
    expectError(await t.request('GET', `/v1/records/${created.body.id}`), 404)
  })

  it('reaches the same workspace again for the same email, with a new key', async () => {
    const first = await t.request('POST', '/api/v1/agents/register', {
      key: null,
      body: { email: 'grace@example.com', source: 'mcp' },
    })
    const second = await t.request('POST', '/api/v1/agents/register', {
      key: null,
      body: { email: 'Grace@Example.com', source: 'mcp' },
    })
    expect(second.body.workspace_id).toBe(first.body.workspace_id)
    expect(second.body.api_key).not.toBe(first.body.api_key)
    const other = await t.request('POST', '/api/v1/agents/register', {
      key: null,
      body: { email: 'alan@example.com', source: 'mcp' },
    })
    expect(other.body.workspace_id).not.toBe(first.body.workspace_id)
  })

  it('answers 400 for a missing or invalid email', async () => {
    expectError(await t.request('POST', '/api/v1/agents/register', { key: null, body: { source: 'mcp' } }), 400)
    expectError(
      await t.request('POST', '/api/v1/agents/register', { key: null, body: { email: 'not-an-email' } }),
      400,
      'email: "not-an-email" is not a valid email address',
    )
  })
})

describe('health and documents', () => {
  it('answers GET /_mock/health without a key', async () => {
    const response = await t.request('GET', '/_mock/health', { key: null })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ status: 'ok', seed: 1, scenario: 'small', now: '2026-01-15T10:00:00Z' })
  })

  it('serves the public document with this mock in servers, and the control document', async () => {
    const publicDoc = await t.request('GET', '/openapi.json', { key: null })
    expect(publicDoc.status).toBe(200)
    expect(publicDoc.body.openapi).toBe('3.1.0')
    expect(publicDoc.body.servers.map((s: { url: string }) => s.url)).toEqual([
      `${t.mock.baseUrl}/api/developers`,
      t.mock.baseUrl,
    ])
    expect(Object.keys(publicDoc.body.paths)).toContain('/v1/records/{record_id}')
    expect(Object.keys(publicDoc.body.paths)).not.toContain('/_mock/reset')
    const control = await t.request('GET', '/_mock/openapi.json', { key: null })
    expect(Object.keys(control.body.paths)).toEqual(
      expect.arrayContaining(['/_mock/reset', '/_mock/health', '/api/v1/agents/register']),
    )
  })
})

describe('a base URL with a path (a gateway prefix)', () => {
  const g = useTarget({ baseUrl: 'https://api.example.test/context' })

  it('serves the API under the prefix, both forms', async () => {
    expect(g.mock.basePath).toBe('/context')
    const short = await g.request('GET', '/v1/objects')
    expect(short.status).toBe(200)
    const long = await g.request('GET', '/api/developers/v1/objects')
    expect(long.body).toEqual(short.body)
    const health = await g.request('GET', '/_mock/health', { key: null })
    expect(health.status).toBe(200)
  })

  it('answers 404 JSON outside the prefix', async () => {
    const response = await g.raw('GET', '/v1/objects')
    expectError(response, 404, 'No operation GET /v1/objects')
  })
})

describe.runIf(t.kind === 'express')('the HTTP connection (Express target: mock.app.listen)', () => {
  it('answers 413 at once for a Content-Length over the limit and closes the connection, without waiting for the body', async () => {
    const sent = head('POST', '/v1/objects/person', {
      host: 'x',
      authorization: `Bearer ${t.mock.apiKey}`,
      'content-type': 'application/json',
      'content-length': 100 * 1024 * 1024,
    })
    // Only a few bytes of the announced 100 MiB are ever sent: the answer cannot wait for the rest.
    const response = await rawHttp(t.port, sent, { body: '{"attributes":', timeout: 5_000 })
    expect(response.status).toBe(413)
    expect(response.headers['content-type']).toContain('application/json')
    expect(response.body).toEqual({ code: 413, message: 'Request body is larger than the limit of 1048576 bytes' })
    expect(response.headers.connection).toBe('close')
    expect(response.closed).toBe(true)
  })

  it('answers 431 JSON when the headers are too large for Node', async () => {
    const response = await rawHttp(
      t.port,
      head('GET', '/v1/objects', { host: 'x', 'x-padding': 'a'.repeat(20 * 1024) }),
    )
    expect(response.status).toBe(431)
    expect(response.headers['content-type']).toBe('application/json')
    expect(response.body).toEqual({ code: 431, message: 'The request headers are too large' })
  })

  it('answers 400 JSON for a request line Node cannot parse', async () => {
    const response = await rawHttp(t.port, 'GARBAGE\r\n\r\n')
    expect(response.status).toBe(400)
    expect(response.headers['content-type']).toBe('application/json')
    expect(response.body.code).toBe(400)
    expect(response.body.message).toMatch(/^The request could not be parsed/)
  })

  it('answers CORS preflights for any origin, echoing the headers the page asks for', async () => {
    const response = await rawHttp(
      t.port,
      head('OPTIONS', '/api/developers/v1/objects', {
        host: 'x',
        origin: 'http://app.example.test:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, x-nex-source, x-request-id, sentry-trace',
        connection: 'close',
      }),
    )
    expect(response.status).toBe(204)
    expect(response.headers['access-control-allow-origin']).toBe('http://app.example.test:3000')
    expect(response.headers['access-control-allow-headers']).toBe(
      'authorization, content-type, x-nex-source, x-request-id, sentry-trace',
    )
    expect(response.headers['access-control-allow-methods']).toContain('PATCH')
    expect(response.headers['access-control-max-age']).toBe('600')
  })

  it("answers an actual request with a Content-Length and the CORS headers it needs, not a preflight's", async () => {
    const response = await rawHttp(
      t.port,
      head('GET', '/v1/objects', {
        host: 'x',
        origin: 'http://app.example.test:3000',
        authorization: `Bearer ${t.mock.apiKey}`,
        connection: 'close',
      }),
    )
    expect(response.status).toBe(200)
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(response.text)))
    expect(response.headers['transfer-encoding']).toBeUndefined()
    expect(response.headers['access-control-allow-origin']).toBe('http://app.example.test:3000')
    expect(response.headers['access-control-expose-headers']).toContain('X-RateLimit-Remaining')
    expect(response.headers.vary).toBe('Origin')
    for (const name of ['access-control-allow-methods', 'access-control-allow-headers', 'access-control-max-age'])
      expect(response.headers[name], name).toBeUndefined()
    expect(response.headers['retry-after']).toBeUndefined()
    const missing = await rawHttp(t.port, head('GET', '/v1/records/1', { host: 'x', connection: 'close' }))
    expect(missing.status).toBe(401)
    expect(missing.headers['content-length']).toBe(String(Buffer.byteLength(missing.text)))
  })

  it('answers a request without Origin (no browser cross-origin call) with Vary alone of the CORS headers', async () => {
    const response = await rawHttp(
      t.port,
      head('GET', '/v1/objects', { host: 'x', authorization: `Bearer ${t.mock.apiKey}`, connection: 'close' }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.vary).toBe('Origin')
    expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([])
    expect(response.headers.connection).toBe('close')
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(response.text)))
  })

  it('answers long bodies with their own bytes and length: the same page twice, then another', async () => {
    // A multi-byte name on the first page, so a length in characters would be short.
    const created = await t.request('POST', '/v1/objects/person', {
      body: { attributes: { name: 'Zoë Ørsted-Łukasiewicz', email_addresses: ['zoe@orsted.example'] } },
    })
    expect(created.status).toBe(200)
    const page = (offset: number) => {
      const body = JSON.stringify({ limit: 50, offset, sort: { attribute: 'created_at', direction: 'desc' } })
      const request = head('POST', '/v1/objects/person/records', {
        host: 'x',
        authorization: `Bearer ${t.mock.apiKey}`,
        'content-type': 'application/json',
        'content-length': String(body.length),
        connection: 'close',
      })
      return rawHttp(t.port, request, { body })
    }
    const [first, again, next] = [await page(0), await page(0), await page(1)]
    for (const response of [first, again, next]) {
      expect(response.status).toBe(200)
      expect(response.headers['content-length']).toBe(String(Buffer.byteLength(response.text)))
      expect(response.text.length).toBeGreaterThan(4096)
    }
    expect(first.body.data[0].id).toBe(created.body.id)
    expect(first.text).toContain('Łukasiewicz')
    expect(Buffer.byteLength(first.text)).toBeGreaterThan(first.text.length)
    expect(again.text).toBe(first.text)
    expect(next.body.data.map((r: { id: string }) => r.id)).toEqual(
      first.body.data
        .slice(1)
        .map((r: { id: string }) => r.id)
        .concat(next.body.data.at(-1).id),
    )
  })

  it("serves the mock mounted under a path of the user's own Express app", async () => {
    const express = (await import('express')).default
    const outer = express()
    outer.get('/health', (_req, res) => {
      res.json({ ok: true })
    })
    outer.use('/mock', t.mock.app)
    const server = outer.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const port = (server.address() as { port: number }).port
      const inside = await fetch(`http://127.0.0.1:${port}/mock/api/developers/v1/objects`, {
        headers: { authorization: `Bearer ${t.mock.apiKey}` },
      })
      expect(inside.status).toBe(200)
      expect(((await inside.json()) as { data: unknown[] }).data).toHaveLength(2)
      const own = await fetch(`http://127.0.0.1:${port}/health`)
      expect(await own.json()).toEqual({ ok: true })
      const bad = await rawHttp(
        port,
        head('GET', '/mock/v1/records/%ZZ', {
          host: 'x',
          authorization: `Bearer ${t.mock.apiKey}`,
          connection: 'close',
        }),
      )
      expect(bad.status).toBe(400)
      expect(bad.headers['content-type']).toContain('application/json')
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('queued job failures (POST /_mock/jobs/fail-next)', () => {
  it('queues failures per kind and says how many wait', async () => {
    const first = await t.request('POST', '/_mock/jobs/fail-next', {
      key: null,
      body: { kind: 'artifact', error: 'extraction backend unavailable' },
    })
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ kind: 'artifact', error: 'extraction backend unavailable', queued: 1 })
    const second = await t.request('POST', '/_mock/jobs/fail-next', {
      key: null,
      body: { kind: 'artifact', error: 'again' },
    })
    expect(second.body.queued).toBe(2)
    expect(t.mock.store.jobs.failNext.get('artifact')).toEqual(['extraction backend unavailable', 'again'])
  })

  it('answers 400 naming the field for an unknown kind or an empty error', async () => {
    expect(
      expectError(
        await t.request('POST', '/_mock/jobs/fail-next', { key: null, body: { kind: 'upload', error: 'x' } }),
        400,
      ),
    ).toContain('kind')
    expect(
      expectError(
        await t.request('POST', '/_mock/jobs/fail-next', { key: null, body: { kind: 'artifact', error: '' } }),
        400,
      ),
    ).toContain('error')
  })
})
