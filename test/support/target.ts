import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { createMock, type Mock, type MockOptions } from '../../src/index.js'

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
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>
  /** Issues a key through the control API. */
  createKey(scopes: string[], workspace?: string): Promise<string>
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
  const target = { kind: targetKind } as Target

  beforeAll(async () => {
    if (targetKind === 'msw') {
      if (!sharedServer) {
        sharedServer = setupServer()
        sharedServer.listen({ onUnhandledRequest: 'error' })
      }
      sharedUsers++
      server = sharedServer
    } else {
      http = createServer((req, res) => target.mock.app(req as any, res as any))
      await new Promise<void>((resolve) => http!.listen(0, '127.0.0.1', resolve))
      origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
    }
  })

  beforeEach(() => {
    target.mock = createMock({ seed: 1, ...options })
    if (server) {
      server.resetHandlers(...target.mock.handlers)
      target.baseUrl = target.mock.baseUrl
    } else {
      target.baseUrl = origin
    }
  })

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
    let parsed: unknown = null
    if (text) {
      try {
        parsed = JSON.parse(text)
      } catch {
        parsed = text
      }
    }
    return { status: response.status, headers: response.headers, body: parsed as any, text }
  }

  target.createKey = async (scopes, workspace) => {
    const response = await target.request('POST', '/_mock/keys', { key: null, body: workspace === undefined ? { scopes } : { scopes, workspace } })
    if (response.status !== 200) throw new Error(`createKey failed: ${response.status} ${response.text}`)
    return response.body.key as string
  }

  return target
}
