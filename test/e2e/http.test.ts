import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { head, rawHttp, type RawHttpResponse } from '../support/raw-http.js'
import { serve, stop, type Served } from './processes.js'

// The HTTP layer of the built server, byte for byte: request targets that fetch and
// http.request would normalize, hostile Host headers, unparseable requests and oversized bodies.

let server: Served

beforeAll(async () => {
  server = await serve(['--port', '0', '--seed', '5', '--clock', 'manual'])
})

afterAll(async () => {
  if (server) await stop(server.child)
})

interface Send {
  /** The API key; null sends none. Default: the served key. */
  key?: string | null
  /** JSON sent as the body, with its Content-Type and Content-Length. */
  body?: unknown
  /** Headers sent after the Host and Authorization headers (or instead of Host, when given). */
  headers?: Record<string, string | number>
}

/** Sends `METHOD target` exactly as written and reads the answer. */
function send(method: string, target: string, options: Send = {}): Promise<RawHttpResponse> {
  const headers: Record<string, string | number> = {
    host: `127.0.0.1:${server.port}`,
    connection: 'close',
    ...options.headers,
  }
  const key = options.key === undefined ? server.apiKey : options.key
  if (key !== null) headers.authorization = `Bearer ${key}`
  const body = options.body === undefined ? undefined : JSON.stringify(options.body)
  if (body !== undefined) {
    headers['content-type'] = 'application/json'
    headers['content-length'] = Buffer.byteLength(body)
  }
  return rawHttp(server.port, head(method, target, headers), body === undefined ? {} : { body })
}

/** A JSON answer with the given status. */
function expectJson(response: RawHttpResponse, status: number): void {
  expect(response.status, response.text).toBe(status)
  expect(response.headers['content-type']).toMatch(/^application\/json\b/)
  expect(response.body, response.text).not.toBeNull()
}

/** The API's error: status, JSON, and a body of exactly {code, message}. */
function expectError(response: RawHttpResponse, status: number, message?: RegExp): void {
  expectJson(response, status)
  expect(Object.keys(response.body).sort()).toEqual(['code', 'message'])
  expect(response.body.code).toBe(status)
  expect(typeof response.body.message).toBe('string')
  expect(response.body.message.length).toBeGreaterThan(0)
  if (message) expect(response.body.message).toMatch(message)
}

async function createObject(slug: string, name: string): Promise<void> {
  const created = await send('POST', '/v1/objects', { body: { name, slug } })
  expectJson(created, 200)
}

async function objectSlugs(): Promise<string[]> {
  const objects = await send('GET', '/v1/objects')
  expectJson(objects, 200)
  return objects.body.data.map((object: { slug: string }) => object.slug)
}

async function recordTotal(slug: string): Promise<number> {
  const list = await send('POST', `/v1/objects/${slug}/records`, { body: { limit: 1 } })
  expectJson(list, 200)
  return list.body.total as number
}

describe('dot segments are refused, never resolved', () => {
  it.each(['..', '%2e%2e', '.%2e', '%2E%2E', '%2e.'])(
    'DELETE /v1/objects/person/attributes/%s answers 400 and deletes nothing',
    async (dots) => {
      const before = await recordTotal('person')
      expect(before).toBeGreaterThan(0)

      const response = await send('DELETE', `/v1/objects/person/attributes/${dots}`)
      expectError(response, 400, /dot segment/)

      const person = await send('GET', '/v1/objects/person')
      expectJson(person, 200)
      expect(person.body.slug).toBe('person')
      expect(await recordTotal('person')).toBe(before)
    },
  )

  it('PATCH /v1/objects/<slug>/attributes/.. with a body leaves the object unchanged', async () => {
    await createObject('dots_patch', 'Dots Patch')
    for (const dots of ['..', '%2e%2e', '.%2e']) {
      const response = await send('PATCH', `/v1/objects/dots_patch/attributes/${dots}`, { body: { name: 'Renamed' } })
      expectError(response, 400, /dot segment/)
    }
    const object = await send('GET', '/v1/objects/dots_patch')
    expectJson(object, 200)
    expect(object.body.name).toBe('Dots Patch')
  })

  it('POST /v1/objects/./records answers 400 and creates no object or record', async () => {
    // Resolved, the path would create a record in an object named "records".
    await createObject('records', 'Records')
    const slugs = await objectSlugs()
    for (const dot of ['.', '%2e', '%2E']) {
      const response = await send('POST', `/v1/objects/${dot}/records`, { body: { attributes: { name: 'Dot' } } })
      expectError(response, 400, /dot segment/)
    }
    expect(await recordTotal('records')).toBe(0)
    expect(await objectSlugs()).toEqual(slugs)
  })
})

describe('the Host header and the request line host play no part in routing', () => {
  it('DELETE /v1/records/<id> with Host "127.0.0.1:4010/v1/objects/victim?" deletes that record only', async () => {
    await createObject('victim', 'Victim')
    const list = await send('POST', '/v1/objects/person/records', { body: { limit: 1 } })
    expectJson(list, 200)
    const id = list.body.data[0].id as string
    const total = list.body.total as number

    const response = await send('DELETE', `/v1/records/${id}`, {
      headers: { host: '127.0.0.1:4010/v1/objects/victim?' },
    })
    expect(response.status, response.text).toBe(200)

    expectError(await send('GET', `/v1/records/${id}`), 404)
    expect(await recordTotal('person')).toBe(total - 1)
    const victim = await send('GET', '/v1/objects/victim')
    expectJson(victim, 200)
    expect(victim.body.slug).toBe('victim')
  })

  it.each(['[', 'user@evil', 'evil.example:99999', ''])(
    'GET /v1/objects with Host %j answers 200 JSON',
    async (host) => {
      const response = await send('GET', '/v1/objects', { headers: { host } })
      expectJson(response, 200)
      expect(response.body.data.map((object: { slug: string }) => object.slug)).toContain('person')
    },
  )

  it('routes an absolute-form request line on its path, ignoring its host', async () => {
    const response = await send('GET', 'http://evil.example/v1/objects')
    expectJson(response, 200)
    expect(response.body.data.map((object: { slug: string }) => object.slug)).toContain('person')
    const person = await send('GET', 'http://evil.example:8080/v1/objects/person?include_attributes=true')
    expectJson(person, 200)
    expect(person.body.slug).toBe('person')
  })
})

describe('malformed percent-escapes in a path', () => {
  it.each(['%', '%ZZ', '%E0%A4%A', '%C0%AF', '1%'])(
    'GET /v1/records/%s answers 400 JSON with a key and 401 without',
    async (id) => {
      expectError(await send('GET', `/v1/records/${id}`), 400, /percent-escape/)
      expectError(await send('GET', `/v1/records/${id}`, { key: null }), 401)
    },
  )
})

describe('nothing answers HTML', () => {
  it('answers 431 JSON to a header section over the limit', async () => {
    const response = await send('GET', '/v1/objects', { headers: { 'x-padding': 'a'.repeat(20 * 1024) } })
    expectError(response, 431)
    expect(response.closed).toBe(true)
  })

  it.each([
    ['a garbage request line', 'HELLO THERE FRIEND\r\n\r\n'],
    ['an unknown HTTP version', 'GET /v1/objects HTTP/9.9\r\nHost: x\r\n\r\n'],
    ['a space in the target', 'GET /v1 objects HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a non-numeric Content-Length', 'POST /v1/objects HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'],
    ['binary bytes', '\u0001\u0002\u0003\u0004 / HTTP/1.1\r\n\r\n'],
    ['a header line without a colon', 'GET /v1/objects HTTP/1.1\r\nHost: x\r\nnot a header\r\n\r\n'],
  ])('answers 400 JSON to %s', async (_, bytes) => {
    const response = await rawHttp(server.port, bytes)
    expectError(response, 400)
    expect(response.closed).toBe(true)
  })

  it('answers JSON to an unknown path and to a wrong method', async () => {
    expectError(await send('GET', '/nowhere'), 404)
    expectError(await send('GET', '/v1/nowhere'), 404)
    const wrongMethod = await send('PUT', '/v1/records/1', { body: {} })
    expectError(wrongMethod, 405)
    expect(wrongMethod.headers.allow).toBeTruthy()
  })
})

describe('a Content-Length over the body limit', () => {
  it('answers 413 JSON before the body arrives and closes the connection', async () => {
    // 100 MiB declared, a few bytes sent: the answer can only come from the declared length.
    const response = await rawHttp(
      server.port,
      head('POST', '/v1/objects/person/records', {
        host: `127.0.0.1:${server.port}`,
        authorization: `Bearer ${server.apiKey}`,
        'content-type': 'application/json',
        'content-length': 104857600,
      }),
      { body: '{"limit":', timeout: 5_000 },
    )
    expectError(response, 413, /limit/)
    expect(response.closed).toBe(true)
  })

  it('answers 413 JSON without a key too, and keeps serving', async () => {
    const response = await rawHttp(
      server.port,
      head('POST', '/v1/objects', { host: 'x', 'content-length': 104857600 }),
      { body: '{', timeout: 5_000 },
    )
    expectError(response, 413)
    expect(response.closed).toBe(true)
    expectJson(await send('GET', '/_mock/health', { key: null }), 200)
  })
})

describe('a body over the limit sent at full speed', () => {
  // The client writes the whole body at once and fails on any EPIPE or ECONNRESET: the server
  // must keep reading and dropping what comes after its 413 until the client has it.
  const sizes = [1, 3, 10]

  it.each(sizes)(
    'answers JSON 413 to each of 20 clients sending %i MiB with a Content-Length, with no reset',
    async (mib) => {
      const body = 'x'.repeat(mib * 1024 * 1024 + 1)
      for (let i = 0; i < 20; i++) {
        const sent = head('POST', '/v1/objects/person/records', {
          host: 'x',
          authorization: `Bearer ${server.apiKey}`,
          'content-type': 'application/json',
          'content-length': body.length,
        })
        expectError(await rawHttp(server.port, sent, { body, timeout: 15_000, strict: true }), 413, /1048576/)
      }
    },
  )

  it.each(sizes)('answers JSON 413 to each of 20 clients sending %i MiB chunked, with no reset', async (mib) => {
    const chunk = 'x'.repeat(256 * 1024)
    const body = `${`${chunk.length.toString(16)}\r\n${chunk}\r\n`.repeat(Math.ceil((mib * 1024 * 1024 + 1) / chunk.length))}0\r\n\r\n`
    for (let i = 0; i < 20; i++) {
      const sent = head('POST', '/v1/objects/person/records', {
        host: 'x',
        authorization: `Bearer ${server.apiKey}`,
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      })
      expectError(await rawHttp(server.port, sent, { body, timeout: 15_000, strict: true }), 413, /1048576/)
    }
  })

  it('keeps serving afterwards', async () => {
    expectJson(await send('GET', '/_mock/health', { key: null }), 200)
  })
})

describe("Node's own answers are JSON too", () => {
  it('answers 400 JSON to an HTTP/1.1 request without Host', async () => {
    expectError(
      await rawHttp(server.port, `GET /v1/objects HTTP/1.1\r\nauthorization: Bearer ${server.apiKey}\r\n\r\n`),
      400,
      /Host/,
    )
  })

  it('answers 417 JSON to an unknown Expect', async () => {
    expectError(
      await send('POST', '/v1/objects', { body: { name: 'Deal', slug: 'deal' }, headers: { expect: 'x-unknown' } }),
      417,
      /x-unknown/,
    )
    expect(await objectSlugs()).not.toContain('deal')
  })

  it('answers 405 JSON to CONNECT', async () => {
    expectError(
      await rawHttp(server.port, 'CONNECT example.test:443 HTTP/1.1\r\nhost: example.test:443\r\n\r\n'),
      405,
      /CONNECT/,
    )
  })
})
