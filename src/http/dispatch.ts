import type { z } from 'zod'
import { authenticate, requireScope, type ApiKey } from '../core/auth.js'
import { ApiError } from '../core/errors.js'
import type { Workspace } from '../core/model.js'
import type { Store } from '../core/store.js'
import { compilePath, type AnyRoute, type ControlFunctions, type RouteResult } from './route.js'

export interface DispatchOptions {
  /** Every route the mock answers: the public table and the control routes. */
  routes: readonly AnyRoute[]
  store: Store
  control: ControlFunctions
  /** Largest accepted request body in bytes; larger bodies answer 413. */
  bodyLimit: number
  /** Check every JSON response against its declared schema (a mismatch answers 500). */
  validateResponses: boolean
}

export type Dispatch = (request: Request) => Promise<Response>

interface CompiledRoute {
  route: AnyRoute
  match: (pathname: string) => Record<string, string> | undefined
  paramCount: number
}

const PUBLIC_PREFIX = '/v1'

/**
 * The single request pipeline: match, Bearer auth, scope, body limit, JSON parsing, zod
 * validation, handler, error envelope. Both adapters call it, so they behave identically.
 *
 * @example
 * const dispatch = createDispatch({ routes, store, control, bodyLimit: 1 << 20, validateResponses: true })
 * const response = await dispatch(new Request('http://127.0.0.1:4010/v1/objects', { headers: { authorization: 'Bearer cgm_dev_key' } }))
 */
export function createDispatch(options: DispatchOptions): Dispatch {
  // Static segments win over parameters: `/v1/insights/stream` before `/v1/insights/{id}`.
  const compiled: CompiledRoute[] = options.routes
    .map((route) => ({ route, match: compilePath(route.path), paramCount: (route.path.match(/\{/g) ?? []).length }))
    .sort((a, b) => a.paramCount - b.paramCount)

  return async (request) => {
    try {
      return await handle(request)
    } catch (error) {
      // An error may come before the body was read (401, 404, 405, 413 on Content-Length...).
      // Read what is left, so a keep-alive connection (Express) is free for the next request.
      await discardBody(request)
      return errorResponse(error)
    }
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const pathname = url.pathname
    const method = request.method.toLowerCase()
    const isPublic = pathname === PUBLIC_PREFIX || pathname.startsWith(`${PUBLIC_PREFIX}/`)

    let key: ApiKey | undefined
    let workspace: Workspace | undefined
    if (isPublic) {
      key = authenticate(options.store.keys, request.headers.get('authorization'))
      workspace = options.store.workspaces.get(key.workspace_id)
      if (!workspace) throw new ApiError(401, 'The workspace of this API key no longer exists')
    }

    const matching = compiled.map((c) => ({ c, params: c.match(pathname) })).filter((m) => m.params !== undefined)
    const hit = matching.find((m) => m.c.route.method === method)
    if (!hit) {
      if (matching.length === 0) throw new ApiError(404, `No operation ${request.method.toUpperCase()} ${pathname}`)
      const allowed = [...new Set(matching.map((m) => m.c.route.method.toUpperCase()))].join(', ')
      throw new ApiError(405, `Method ${request.method.toUpperCase()} is not allowed on ${pathname}; allowed: ${allowed}`, { allow: allowed })
    }
    const route = hit.c.route
    if (route.scope) requireScope(key!, route.scope, `${route.method.toUpperCase()} ${route.path}`)

    const rawBody = await readJsonBody(request, options.bodyLimit)
    if (rawBody === undefined && route.request?.bodyRequired) throw new ApiError(400, 'A JSON request body is required')
    const params = parse(route.request?.params, hit.params, 'path')
    const query = parse(route.request?.query, Object.fromEntries(url.searchParams), 'query')
    // An operation whose body is optional (bodyRequired unset) treats no body as "all defaults".
    const body = route.request?.body && rawBody !== undefined ? parse(route.request.body, rawBody, 'body') : undefined

    const result = await route.handle({
      params,
      query,
      body,
      key: key!,
      workspace: workspace!,
      services: { clock: options.store.clock, key, workspace, control: options.control },
    })
    return toResponse(route, result)
  }

  function toResponse(route: AnyRoute, result: RouteResult): Response {
    const headers = new Headers(result.headers)
    if ('stream' in result) {
      headers.set('content-type', result.contentType)
      return new Response(result.stream, { status: result.status, headers })
    }
    if (result.body === undefined) return new Response(null, { status: result.status, headers })
    const schema = route.responses[result.status]?.schema
    if (options.validateResponses && schema) {
      const check = schema.safeParse(result.body)
      if (!check.success) throw new Error(`${route.operationId} answered a body that breaks its own schema: ${formatIssues(check.error.issues)}`)
    }
    headers.set('content-type', 'application/json')
    return new Response(JSON.stringify(result.body), { status: result.status, headers })
  }
}

/** Reads and parses a JSON body; `undefined` when there is none. */
async function readJsonBody(request: Request, limit: number): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.body === null) return undefined
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (declared > limit) throw tooLarge(limit)
  // Read chunk by chunk, so a body without Content-Length is never buffered past the limit.
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await drain(reader, size)
      throw tooLarge(limit)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  const text = new TextDecoder().decode(bytes)
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text, (name, value: unknown) => {
      // A "__proto__" key would reach objects built from the body; refuse it outright.
      if (name === '__proto__') throw new ForbiddenKey()
      return value
    })
  } catch (error) {
    if (error instanceof ForbiddenKey) throw new ApiError(400, 'Invalid JSON body: the key "__proto__" is not allowed')
    throw new ApiError(400, `Malformed JSON body: ${(error as Error).message}`)
  }
}

class ForbiddenKey extends Error {}

/** How much of an unwanted body is read and thrown away before the stream is cancelled instead. */
const DRAIN_LIMIT = 64 * 1024 * 1024

/** Reads the rest of a body and drops it; cancels it once more than DRAIN_LIMIT bytes came in. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead = 0): Promise<void> {
  let size = alreadyRead
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      size += value.byteLength
      if (size > DRAIN_LIMIT) {
        await reader.cancel()
        return
      }
    }
  } catch {
    // A body that fails to read has nothing left to drain.
  }
}

/** Drains a request body nobody has started to read. */
async function discardBody(request: Request): Promise<void> {
  if (request.body === null || request.bodyUsed || request.body.locked) return
  await drain(request.body.getReader())
}

const tooLarge = (limit: number) => new ApiError(413, `Request body is larger than the limit of ${limit} bytes`)

function parse(schema: z.ZodType | undefined, value: unknown, where: 'path' | 'query' | 'body'): unknown {
  if (!schema) return value
  const result = schema.safeParse(value)
  if (!result.success) {
    const prefix = where === 'body' ? 'Invalid request body' : where === 'query' ? 'Invalid query parameter' : 'Invalid path parameter'
    throw new ApiError(400, `${prefix}: ${formatIssues(result.error.issues, where === 'body' ? 'body' : '')}`)
  }
  return result.data
}

/** `[{path: ['attributes', 'name'], message}]` -> `attributes.name: message`. */
export function formatIssues(issues: readonly z.core.$ZodIssue[], root = ''): string {
  return issues
    .map((issue) => {
      const path = issue.path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part)), '')
      return `${path || root || 'value'}: ${issue.message}`
    })
    .join('; ')
}

function errorResponse(error: unknown): Response {
  const apiError =
    error instanceof ApiError ? error : new ApiError(500, `Internal error: ${error instanceof Error ? error.message : String(error)}`)
  const headers = new Headers(apiError.headers)
  headers.set('content-type', 'application/json')
  return new Response(JSON.stringify({ code: apiError.status, message: apiError.message }), { status: apiError.status, headers })
}
