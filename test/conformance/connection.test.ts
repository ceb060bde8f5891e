import { connect as tcp, type Socket } from 'node:net'
import { describe, expect, it, vi } from 'vitest'
import { head, rawHttp, type RawHttpResponse } from '../support/raw-http.js'
import { useTarget } from '../support/target.js'

// What a connection leaves behind and what Node's HTTP layer answers: streams that release
// everything however the client leaves, JSON for every answer Node itself would make, and a 413
// that reaches a client sending megabytes at full speed.

// 1,000 connections in a test: the per-key rate limit is off so it never decides the outcome.
const t = useTarget({ rateLimit: 'off' })

const workspace = () => t.mock.store.workspaces.get(t.mock.store.defaultWorkspaceId)!
const listeners = () => workspace().insights.listeners.size

/** The API's error over a raw socket: JSON, exactly {code, message}, code = status. */
function expectRawError(response: RawHttpResponse, status: number, message?: RegExp): void {
  expect(response.status, response.text).toBe(status)
  expect(response.headers['content-type']).toMatch(/^application\/json\b/)
  expect(response.body, response.text).not.toBeNull()
  expect(Object.keys(response.body).sort()).toEqual(['code', 'message'])
  expect(response.body.code).toBe(status)
  if (message) expect(response.body.message).toMatch(message)
}

/**
 * Opens the stream on a raw socket (a GET may carry a body there, which fetch refuses), waits for
 * the `: connected` comment, and leaves by closing the socket.
 */
function rawStreamCycle(port: number, key: string, body?: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket: Socket = tcp(port, '127.0.0.1')
    let seen = ''
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`no stream opening: ${seen.slice(0, 200)}`))
    }, 10_000)
    socket.on('data', (chunk: Buffer) => {
      seen += chunk.toString('latin1')
      if (seen.includes(': connected')) {
        clearTimeout(timer)
        socket.destroy()
        resolve()
      }
    })
    socket.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    const headers: Record<string, string | number> = {
      host: 'x',
      authorization: `Bearer ${key}`,
      accept: 'text/event-stream',
    }
    if (body) headers['content-length'] = body.length
    socket.write(head('GET', '/v1/insights/stream', headers))
    if (body) socket.write(body)
  })
}

/** Opens the stream through fetch (MSW intercepts it in process), reads the opening, aborts. */
async function fetchStreamCycle(): Promise<void> {
  const controller = new AbortController()
  const response = await fetch(`${t.baseUrl}/v1/insights/stream`, {
    headers: { authorization: `Bearer ${t.mock.apiKey}` },
    signal: controller.signal,
  })
  expect(response.status).toBe(200)
  const reader = response.body!.getReader()
  await reader.read()
  controller.abort()
  await reader.cancel().catch(() => undefined)
}

/**
 * The stream's route under MSW, reached as the handler does (pipeline.fetch) but with a body on
 * the GET: a Fetch `Request` cannot carry one, so this is a Request whose method is only
 * rewritten after construction, the one way a body reaches the pipeline on a GET in process.
 */
async function pipelineStreamCycle(body: string): Promise<void> {
  const controller = new AbortController()
  const request = new Request(`${t.mock.baseUrl}/v1/insights/stream`, {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${t.mock.apiKey}` },
    signal: controller.signal,
  })
  Object.defineProperty(request, 'method', { value: 'GET' })
  const response = await t.mock.pipeline.fetch(request)
  expect(response.status).toBe(200)
  const reader = response.body!.getReader()
  await reader.read()
  controller.abort()
  await reader.cancel().catch(() => undefined)
}

/** Runs `count` cycles, `parallel` at a time. */
async function cycles(count: number, parallel: number, cycle: () => Promise<void>): Promise<void> {
  for (let done = 0; done < count; done += parallel)
    await Promise.all(Array.from({ length: Math.min(parallel, count - done) }, cycle))
}

describe('streams release everything on disconnect', () => {
  const body = Buffer.alloc(96 * 1024, 'a')

  it('leaves 0 listeners and 0 keepalive timers after 1,000 clients connect and leave without a body', async () => {
    const baseline = t.mock.clock.pending()
    if (t.kind === 'express') await cycles(1000, 25, () => rawStreamCycle(t.port, t.mock.apiKey))
    else await cycles(1000, 25, fetchStreamCycle)
    await vi.waitFor(() => expect([listeners(), t.mock.clock.pending()]).toEqual([0, baseline]), {
      timeout: 10_000,
      interval: 10,
    })
    // Only the workspace's notification digest waits on the clock.
    expect(baseline).toBe(1)
  }, 60_000)

  it('leaves 0 listeners and 0 keepalive timers after 1,000 clients that sent a 96 KiB body on the GET leave', async () => {
    const baseline = t.mock.clock.pending()
    if (t.kind === 'express') await cycles(1000, 25, () => rawStreamCycle(t.port, t.mock.apiKey, body))
    else await cycles(1000, 25, () => pipelineStreamCycle(body.toString()))
    await vi.waitFor(() => expect([listeners(), t.mock.clock.pending()]).toEqual([0, baseline]), {
      timeout: 10_000,
      interval: 10,
    })
  }, 60_000)
})

describe.runIf(t.kind === 'express')("every answer is JSON, Node's own included (Express target)", () => {
  it('answers 400 JSON to an HTTP/1.1 request without Host', async () => {
    const response = await rawHttp(
      t.port,
      `GET /v1/objects HTTP/1.1\r\nauthorization: Bearer ${t.mock.apiKey}\r\nconnection: close\r\n\r\n`,
    )
    expectRawError(response, 400, /Host/)
  })

  it('serves an HTTP/1.0 request without Host', async () => {
    const response = await rawHttp(t.port, `GET /v1/objects HTTP/1.0\r\nauthorization: Bearer ${t.mock.apiKey}\r\n\r\n`)
    expect(response.status).toBe(200)
    expect(response.body.data).toHaveLength(2)
  })

  it('answers 417 JSON to an Expect other than 100-continue, and writes nothing', async () => {
    const before = (await t.request('GET', '/v1/objects')).body.data.length
    const body = JSON.stringify({ name: 'Deal', slug: 'deal' })
    const response = await rawHttp(
      t.port,
      head('POST', '/v1/objects', {
        host: 'x',
        authorization: `Bearer ${t.mock.apiKey}`,
        'content-type': 'application/json',
        'content-length': body.length,
        expect: 'x-unknown',
        connection: 'close',
      }),
      { body },
    )
    expectRawError(response, 417, /x-unknown/)
    expect((await t.request('GET', '/v1/objects')).body.data).toHaveLength(before)
  })

  it('answers 100-continue then the operation when the body is wanted', async () => {
    const body = JSON.stringify({ name: 'Deal', slug: 'deal' })
    const response = await rawHttp(
      t.port,
      head('POST', '/v1/objects', {
        host: 'x',
        authorization: `Bearer ${t.mock.apiKey}`,
        'content-type': 'application/json',
        'content-length': body.length,
        expect: '100-continue',
        connection: 'close',
      }),
      { body },
    )
    // The interim 100 comes first on the wire; the final answer follows it.
    expect(response.status).toBe(100)
    expect(response.text).toContain('HTTP/1.1 200 OK')
  })

  it('answers 413 JSON to a 100-continue over the limit without inviting the body', async () => {
    const response = await rawHttp(
      t.port,
      head('POST', '/v1/objects', {
        host: 'x',
        authorization: `Bearer ${t.mock.apiKey}`,
        'content-type': 'application/json',
        'content-length': 5 * 1024 * 1024,
        expect: '100-continue',
      }),
    )
    expectRawError(response, 413, /1048576/)
  })

  it('answers 405 JSON to CONNECT', async () => {
    const response = await rawHttp(t.port, 'CONNECT example.test:443 HTTP/1.1\r\nhost: example.test:443\r\n\r\n')
    expectRawError(response, 405, /CONNECT/)
  })

  it.each([
    ['a bad header name', 'GET /v1/objects HTTP/1.1\r\nhost: x\r\nbad header: 1\r\n\r\n'],
    [
      'both Content-Length and Transfer-Encoding',
      'POST /v1/objects HTTP/1.1\r\nhost: x\r\ncontent-length: 3\r\ntransfer-encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    ['a bad Content-Length', 'POST /v1/objects HTTP/1.1\r\nhost: x\r\ncontent-length: abc\r\n\r\n'],
    ['an HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
    ['a bad HTTP version', 'GET /v1/objects HTTP/9.9\r\nhost: x\r\n\r\n'],
    [
      'a bad chunk size',
      `POST /v1/objects HTTP/1.1\r\nhost: x\r\nauthorization: Bearer cgm_dev_key\r\ntransfer-encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    ],
    ['a line feed inside a header value', 'GET /v1/objects HTTP/1.1\r\nhost: x\r\nx-a: 1\rx\r\n\r\n'],
  ])('answers 400 JSON to %s', async (_name, bytes) => {
    const response = await rawHttp(t.port, bytes)
    expectRawError(response, 400)
  })

  it('answers JSON to an Upgrade request (served as a plain request)', async () => {
    const response = await rawHttp(
      t.port,
      head('GET', '/v1/objects', {
        host: 'x',
        authorization: `Bearer ${t.mock.apiKey}`,
        connection: 'upgrade',
        upgrade: 'websocket',
      }),
    )
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
  })
})
