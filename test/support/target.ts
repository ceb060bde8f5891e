import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { createMock, type Mock, type MockOptions } from '../../src/index.js'
import { parseExactJson } from './json.js'
import { head, rawHttp } from './raw-http.js'

/** Which adapter the conformance suite runs through; set per vitest project. */
export type TargetKind = 'msw' | 'express'

export interface ApiResponse<T = any> {
  status: number
  headers: Headers
  /** Parsed JSON, or null for an empty body. */
  body: T
  text: string
}

export interface RequestOptions {
  /** A value sent as JSON. */
  body?: unknown
  /** Bytes sent as they are (for malformed JSON and size tests). */
  rawBody?: string
  /** The API key to send; `null` sends no Authorization header. Default: the dev key. */
  key?: string | null
  headers?: Record<string, string>
}

export interface Target {
  kind: TargetKind
  /** The mock behind the target (fresh for every test). */
  mock: Mock
  baseUrl: string
  /** Express: the port of the server on 127.0.0.1 (`mock.app.listen()`); MSW: 0. */
  port: number
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>
  /** Issues a key through the control API. */
  createKey(scopes: string[], workspace?: string): Promise<string>
  /**
   * Sends a request target exactly as written (`/v1/objects/%2e%2e`, an absolute URL), with the
   * given headers (Host included). Express: raw bytes on a TCP connection. MSW: no client can put
   * such a target through MSW (fetch and http.request resolve dot segments and fix the Host
   * before interception), so the target goes straight to the pipeline MSW calls.
   */
  raw<T = any>(method: string, target: string, options?: RequestOptions): Promise<ApiResponse<T>>
  /** Puts another mock behind the adapter (a test that moves between two mocks: a source and its restored copy). */
  use(mock: Mock): void
}

export const targetKind = (process.env.CGM_TARGET ?? 'msw') as TargetKind

// MSW patches the process-wide `fetch`, so every target of a file shares one server: a
// `useTarget` inside a describe block (say, with a smaller body limit) installs its handlers
// over the file-level target's for its own tests, and closing it does not stop the outer one.
let sharedServer: ReturnType<typeof setupServer> | undefined
let sharedUsers = 0

/**
 * Registers hooks that give every test a fresh mock behind the adapter this vitest project
 * runs: MSW's `setupServer` intercepting `fetch`, or the Express app on 127.0.0.1.
 *
 * @example const t = useTarget(); it('...', async () => { await t.request('GET', '/v1/objects') })
 */
export function useTarget(options: MockOptions = {}): Target {
  let server: ReturnType<typeof setupServer> | undefined
  let http: Server | undefined
  let origin = ''
  let port = 0
  const target = { kind: targetKind, port: 0 } as Target

  beforeAll(async () => {
    if (targetKind === 'msw') {
      if (!sharedServer) {
        sharedServer = setupServer()
        sharedServer.listen({ onUnhandledRequest: 'error' })
      }
      sharedUsers++
      server = sharedServer
    } else {
      // The server a user gets from `mock.app.listen()`, re-pointed at each test's fresh mock.
      const holder = createMock({ seed: 1, ...options, scenario: 'empty' })
      const app = holder.app
      http = await new Promise<Server>((resolve) => {
        const listening: Server = app.listen(0, '127.0.0.1', () => resolve(listening))
      })
      http.removeAllListeners('request')
      http.on('request', (req, res) => target.mock.app(req, res))
      port = (http.address() as AddressInfo).port
      target.port = port
      origin = `http://127.0.0.1:${port}`
    }
  })

  target.use = (mock) => {
    target.mock = mock
    if (server) {
      server.resetHandlers(...mock.handlers)
      target.baseUrl = mock.baseUrl
    } else {
      target.baseUrl = `${origin}${mock.basePath}`
    }
  }

  beforeEach(() => target.use(createMock({ seed: 1, ...options })))

  afterAll(async () => {
    if (server && --sharedUsers === 0) {
      sharedServer?.close()
      sharedServer = undefined
    }
    if (http) {
      http.closeAllConnections()
      await new Promise<void>((resolve) => http!.close(() => resolve()))
    }
  })

  target.request = async (method, path, request = {}) => {
    const headers: Record<string, string> = { ...request.headers }
    const key = request.key === undefined ? target.mock.apiKey : request.key
    if (key !== null) headers.authorization = `Bearer ${key}`
    let body: string | undefined
    if (request.rawBody !== undefined) body = request.rawBody
    else if (request.body !== undefined) body = JSON.stringify(request.body)
    if (body !== undefined) headers['content-type'] ??= 'application/json'
    const response = await fetch(`${target.baseUrl}${path}`, { method, headers, body })
    const text = await response.text()
    return { status: response.status, headers: response.headers, body: parseBody(text), text }
  }

  target.raw = async (method, path, request = {}) => {
    const headers: Record<string, string> = { ...request.headers }
    const key = request.key === undefined ? target.mock.apiKey : request.key
    if (key !== null) headers.authorization = `Bearer ${key}`
    const body = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body))
    if (body !== undefined) headers['content-type'] ??= 'application/json'
    if (server) {
      const { host: _host, ...rest } = headers
      const init: RequestInit = { method, headers: rest }
      if (body !== undefined) init.body = body
      const response = await target.mock.pipeline.fetch(new Request(`${target.mock.baseUrl}/`, init), path)
      const text = await response.text()
      return { status: response.status, headers: response.headers, body: parseBody(text), text }
    }
    const sent = {
      host: `127.0.0.1:${port}`,
      ...headers,
      connection: 'close',
      ...(body !== undefined ? { 'content-length': Buffer.byteLength(body) } : {}),
    }
    const response = await rawHttp(port, head(method, path, sent), body === undefined ? {} : { body })
    return {
      status: response.status,
      headers: new Headers(response.headers),
      body: response.body ?? (response.text || null),
      text: response.text,
    }
  }

  target.createKey = async (scopes, workspace) => {
    const response = await target.request('POST', '/_mock/keys', {
      key: null,
      body: workspace === undefined ? { scopes } : { scopes, workspace },
    })
    if (response.status !== 200) throw new Error(`createKey failed: ${response.status} ${response.text}`)
    return response.body.key as string
  }

  return target
}

/** Parsed JSON (integers past 2^53 as bigint), the text itself when it is not JSON, or null for an empty body. */
function parseBody(text: string): any {
  if (!text) return null
  try {
    return parseExactJson(text)
  } catch {
    return text
  }
}
