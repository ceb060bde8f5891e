import { z } from 'zod'
import { authenticate, requireScope, type ApiKey } from '../core/auth.js'
import { ApiError } from '../core/errors.js'
import type { Workspace } from '../core/model.js'
import type { Store } from '../core/store.js'
import type { AnyRoute, RouteResult } from './route.js'
import { endOnAbort } from './end-on-abort.js'
import type { Overrides } from './overrides.js'
import { REASONS, type Fault, type Faults } from './faults.js'
import { journalHeaders, journalMessage, maskKey, type Journal, type JournalEntry } from './journal.js'
import type { RateLimiter } from './rate-limit.js'
import type { BrowserSessions } from './sessions.js'
import { stringifyBody } from './integer-id.js'
import { createRouter } from './router.js'
import { discardBody, readFetchBody } from './body.js'
import { parseTarget, rejectTarget } from './target.js'

export interface DispatchOptions {
  /** Every route the mock answers: the public table, the control routes and the registration call. */
  routes: readonly AnyRoute[]
  store: Store
  /** Largest accepted request body in bytes; larger bodies answer 413. */
  bodyLimit: number
  /** Check every JSON response against its declared schema (a mismatch answers 500). */
  validateResponses: boolean
  /** A path prefix every route sits under (`/context` for `https://api.example.test/context`); `''` for none. */
  basePath: string
  /** The origin and base path the mock is reached at, for the served documents (`http://127.0.0.1:4010`). */
  baseUrl: string
  /** The Cytoscape.js source for the graph page (read from the package on Node); absent, the page answers 406. */
  graphLibrary?: (() => string | Promise<string>) | undefined
  /** Browser sessions of the development key (a cookie), accepted on GET requests without a key. */
  sessions?: BrowserSessions | undefined
  /** Resolvers that answer instead of the mock for a method and path, under every prefix. */
  overrides?: Overrides | undefined
  /** Records every request outside `/_mock` (journal.ts). */
  journal?: Journal | undefined
  /** Injected latency, errors, dropped connections and malformed bodies (faults.ts). */
  faults?: Faults | undefined
  /** Per-key limits on `/v1` calls (rate-limit.ts); undefined: no limit. */
  rateLimit?: RateLimiter | undefined
  /** When set, every `/_mock` route but the health check needs `X-Admin-Token: <token>` (or `Authorization: Bearer <token>`). */
  adminToken?: string | undefined
  /** Told of every change the public API acknowledged (2xx on a method other than GET/HEAD), for snapshots. */
  onWrite?: ((write: AcknowledgedWrite) => void) | undefined
  /** Told of every journaled request once answered (the request log). */
  onAnswer?: ((entry: JournalEntry) => void) | undefined
  /** What a request waits for before it is handled: the state being rebuilt (see Admission). */
  admission?: Admission | undefined
}

/**
 * Requests wait while the state they would read is being built in slices (decision 0031). Each
 * answers a promise to wait for, or undefined to go ahead; a request asks again after waiting.
 */
export interface Admission {
  /**
   * Asked first by every request but the health check and the documents (and a snapshot's
   * replayed calls): a reset, seed or restore under way; `control` for `/_mock` routes and the
   * registration, which also wait for a registration's seeding.
   */
  whole(control: boolean): Promise<void> | undefined
  /** Asked by a call of the public API once its key is known: its workspace is being seeded. */
  workspace(id: string): Promise<void> | undefined
}

/** A change the public API acknowledged, as a snapshot replays it. */
export interface AcknowledgedWrite {
  /** Clock time the handler ran at (ms since the epoch). */
  at: number
  method: string
  /** The target in route form: `/v1/...` plus the query, without base path. */
  target: string
  /** The API key the change was made with. */
  key: string
  /** The request body text; null when none. */
  body: string | null
  /** How many slices of jobs had run when the handler ran (a restore runs as many before it). */
  slices: number
}

/**
 * A request as the pipeline needs it: the method, the target exactly as the client sent it,
 * headers by lower-case name, and a body reader. Each adapter makes one from its own request.
 */
export interface RawRequest {
  method: string
  /** The request target as sent: `/v1/objects?x=1` (the absolute form is accepted too). */
  target: string
  header(name: string): string | undefined
  /** Reads the whole body, throwing 413 past `limit` bytes; undefined when there is none. */
  readBody(limit: number): Promise<Uint8Array | undefined>
  /**
   * The request as a Fetch `Request` for an override's resolver, a new copy each call (its body
   * may be read; `readBody` still works afterwards). Without it, a resolver gets the method,
   * target and no headers.
   */
  toFetchRequest?(): Promise<Request>
}

/** What the pipeline answers: a status, headers, and a text body, a stream, or nothing. */
export interface RawResponse {
  status: number
  headers: Record<string, string>
  body: string | ReadableStream<Uint8Array> | null
  /** A fault asks the adapter to drop the connection without answering. */
  drop?: boolean
}

/** What one pass through the pipeline learned, for the journal, headers and snapshots. */
interface Exchange {
  routePath: string
  key?: ApiKey | undefined
  requestBody?: Uint8Array | undefined
  rateHeaders?: Record<string, string> | undefined
  fault?: Fault | undefined
  handledAt?: number | undefined
  /** Slices of jobs run when the handler ran. */
  handledSlices?: number | undefined
  /** Replays of a snapshot skip faults, limits, the journal and the write hook. */
  replay: boolean
  /** Set for requests under a public prefix. */
  isPublic: boolean
  /** Set for requests under /_mock (never journaled). */
  isControl: boolean
  /** False for an override's `next()`: the mock's own answer. */
  useOverrides: boolean
  /** An override answered instead of the mock (the state did not change through it). */
  overridden?: boolean | undefined
  /** The route only reads (a query sent as POST). */
  readOnly?: boolean | undefined
}

export interface Pipeline {
  /** The pipeline itself, for adapters that hold the raw request target (the node server). */
  handle(request: RawRequest): Promise<RawResponse>
  /**
   * The pipeline for a Fetch `Request` (MSW, `mock.fetch`). `target` is the raw target when the
   * caller has it; otherwise the request URL's path and query, which the URL parser has already
   * cleaned of dot segments.
   */
  fetch(request: Request, target?: string): Promise<Response>
  /** Runs a request of a snapshot again: no faults, rate limit, journal or write hook. */
  replay(request: RawRequest): Promise<RawResponse>
}

/** The public API answers under both prefixes; the official clients use the second. */
const PUBLIC_PREFIXES: ReadonlyArray<readonly string[]> = [['v1'], ['api', 'developers', 'v1']]

const JSON_HEADERS = { 'content-type': 'application/json' } as const

/**
 * The single request pipeline: prefix, Bearer auth, route match, scope, body limit, JSON
 * parsing, zod validation, handler, error envelope. Every adapter calls it, so they behave
 * identically.
 *
 * @example
 * const pipeline = createPipeline({ routes, store, control, bodyLimit: 1 << 20, validateResponses: true, basePath: '', baseUrl })
 * const response = await pipeline.fetch(new Request('http://127.0.0.1:4010/v1/objects', { headers: { authorization: 'Bearer cgm_dev_key' } }))
 */
export function createPipeline(options: DispatchOptions): Pipeline {
  const router = createRouter(options.routes)
  let library: Promise<string> | undefined
  const graphLibrary = (): Promise<string> => {
    const load = options.graphLibrary
    if (!load)
      return Promise.reject(
        new ApiError(
          406,
          'The graph page is not available here: pass graphLibrary (the Cytoscape.js source) to createMock, or ask for JSON',
        ),
      )
    // A failed load is not kept, so a later call tries again.
    library ??= Promise.resolve(load()).catch((error: unknown) => {
      library = undefined
      throw error
    })
    return library
  }
  const base = options.basePath.split('/').filter(Boolean)
  const queryKeys = new Map<AnyRoute, string[]>()
  for (const route of options.routes) {
    const query = route.request?.query
    if (query instanceof z.ZodObject) queryKeys.set(route, Object.keys(query.shape))
  }

  const clock = options.store.clock
  const isKey = (value: string): boolean => options.store.keys.has(value)

  async function handle(request: RawRequest, replay = false): Promise<RawResponse> {
    const started = performance.now()
    const arrived = clock.now()
    const exchange: Exchange = { routePath: '', replay, isPublic: false, isControl: false, useOverrides: true }
    let response: RawResponse
    try {
      response = await run(request, exchange)
    } catch (error) {
      response = errorResponse(error)
    }
    if (exchange.rateHeaders) response.headers = { ...exchange.rateHeaders, ...response.headers }
    if (replay) return response
    const method = request.method.toUpperCase()
    if (
      options.onWrite &&
      exchange.isPublic &&
      exchange.key &&
      !exchange.overridden &&
      !exchange.readOnly &&
      response.status >= 200 &&
      response.status < 300 &&
      method !== 'GET' &&
      method !== 'HEAD'
    ) {
      const query = request.target.indexOf('?')
      options.onWrite({
        at: exchange.handledAt ?? arrived,
        method,
        target: query === -1 ? exchange.routePath : `${exchange.routePath}${request.target.slice(query)}`,
        key: exchange.key.key,
        body: exchange.requestBody === undefined ? null : new TextDecoder().decode(exchange.requestBody),
        slices: exchange.handledSlices ?? options.store.jobs.slices.ran,
      })
    }
    if (options.journal && !exchange.isControl) {
      const entry = journalEntry(request, response, exchange, arrived, performance.now() - started)
      options.onAnswer?.(entry)
    }
    return response
  }

  /** A GET without a key, from a browser holding a session cookie: the development key's header. */
  function sessionAuthorization(request: RawRequest, method: string): string | null {
    if (method !== 'GET' || !options.sessions) return null
    const key = options.sessions.keyOf(request.header('cookie'))
    return key === undefined ? null : `Bearer ${key}`
  }

  /** The mock's own answer, overrides left out: what an override's `next()` gives. */
  async function handleWithout(request: RawRequest): Promise<RawResponse> {
    try {
      return await run(request, {
        routePath: '',
        replay: false,
        isPublic: false,
        isControl: false,
        useOverrides: false,
      })
    } catch (error) {
      return errorResponse(error)
    }
  }

  function journalEntry(
    request: RawRequest,
    response: RawResponse,
    exchange: Exchange,
    arrived: number,
    elapsed: number,
  ): JournalEntry {
    const target = request.target
    const mark = target.indexOf('?')
    const path = (mark === -1 ? target : target.slice(0, mark)).slice(0, 2048)
    const requestBody = exchange.requestBody === undefined ? null : new TextDecoder().decode(exchange.requestBody)
    const responseBody = typeof response.body === 'string' ? response.body : null
    return options.journal!.record({
      at: new Date(arrived).toISOString(),
      method: request.method.toUpperCase(),
      path,
      route_path: exchange.routePath || path,
      query: mark === -1 ? '' : target.slice(mark + 1, mark + 1 + 2048),
      status: response.drop ? 0 : response.status,
      duration_ms: Math.round(elapsed * 100) / 100,
      key: exchange.key ? maskKey(exchange.key.key) : null,
      token_id: exchange.key?.token_id ?? null,
      workspace_id: exchange.key?.workspace_id ?? null,
      fault: exchange.fault?.id ?? null,
      request: journalMessage(journalHeaders(request.header), requestBody, isKey),
      response:
        response.body instanceof ReadableStream
          ? { headers: { ...response.headers }, body: null, truncated: false }
          : journalMessage({ ...response.headers }, responseBody, isKey),
    })
  }

  async function run(request: RawRequest, exchange: Exchange): Promise<RawResponse> {
    const target = parseTarget(request.target)
    const method = request.method.toUpperCase()
    const notFound = () => new ApiError(404, `No operation ${method} ${target.path}`)
    let segments = target.segments
    if (base.length > 0) {
      if (!base.every((part, i) => segments[i] === part)) throw notFound()
      segments = segments.slice(base.length)
    }
    const prefix = PUBLIC_PREFIXES.find((p) => p.every((part, i) => segments[i] === part))
    if (prefix) segments = ['v1', ...segments.slice(prefix.length)]
    exchange.isPublic = prefix !== undefined
    exchange.isControl = segments[0] === '_mock'
    exchange.routePath = `/${segments.map(encodeURIComponent).join('/')}`
    // Matched now for the route's flags; a miss answers 404 or 405 only after authentication.
    const match = router.match(method, segments)
    const matched = match.kind === 'found' ? match.route : undefined
    // While the state is rebuilt, a request waits for it, unless it reads nothing of the state.
    if (options.admission && !exchange.replay && !matched?.availableWhileBuilding) {
      for (let wait = options.admission.whole(!prefix); wait; wait = options.admission.whole(!prefix)) await wait
    }

    // An override's next() is the same call: faults and limits applied once, on the outer pass.
    const fault =
      exchange.replay || exchange.isControl || !exchange.useOverrides
        ? undefined
        : options.faults?.take(method, exchange.routePath, target.path)
    exchange.fault = fault
    if (fault?.delay_ms) await sleepOnClock(fault.delay_ms)
    if (fault?.drop) return { status: 0, headers: {}, body: null, drop: true }
    if (fault?.status !== undefined) {
      throw new ApiError(
        fault.status,
        `${REASONS[fault.status] ?? 'Error'} (injected by fault ${fault.id} on ${fault.method} ${fault.path})`,
      )
    }
    if (prefix && exchange.useOverrides && options.overrides && options.overrides.size > 0 && !target.problem) {
      const hit = options.overrides.match(method, segments)
      if (hit) {
        const next = async () => fromRaw(await handleWithout(request))
        const answer = await hit.override.resolver({
          request: await fetchRequestOf(request, options.baseUrl),
          params: hit.params,
          next,
        })
        if (answer !== undefined) {
          exchange.overridden = true
          return toRaw(answer)
        }
      }
    }

    let key: ApiKey | undefined
    let workspace: Workspace | undefined
    if (prefix) {
      key = authenticate(options.store.keys, request.header('authorization') ?? sessionAuthorization(request, method))
      exchange.key = key
      for (
        let wait = exchange.replay ? undefined : options.admission?.workspace(key.workspace_id);
        wait;
        wait = options.admission?.workspace(key.workspace_id)
      )
        await wait
      workspace = options.store.workspaces.get(key.workspace_id)
      if (!workspace) throw new ApiError(401, 'The workspace of this API key no longer exists')
      if (options.rateLimit && !exchange.replay && exchange.useOverrides) {
        const decision = options.rateLimit.take(key.key)
        exchange.rateHeaders = decision.headers
        if (!decision.allowed)
          throw new ApiError(
            429,
            `Rate limit exceeded: at most ${options.rateLimit.limit} calls per ${options.rateLimit.windowMs / 1000} s per key; retry after ${decision.headers['retry-after']} s`,
          )
      }
    }
    rejectTarget(target)

    if (match.kind === 'none') throw notFound()
    if (match.kind === 'method') {
      const allowed = match.allowed.join(', ')
      throw new ApiError(405, `Method ${method} is not allowed on ${target.path}; allowed: ${allowed}`, {
        allow: allowed,
      })
    }
    const { route } = match
    exchange.readOnly = route.readOnly
    if (route.scope) requireScope(key!, route.scope, `${route.method.toUpperCase()} ${route.path}`)
    if (options.adminToken !== undefined && route.admin) checkAdminToken(request, options.adminToken)

    const bytes = method === 'GET' || method === 'HEAD' ? undefined : await request.readBody(options.bodyLimit)
    exchange.requestBody = bytes
    const rawBody = parseJson(bytes)
    if (rawBody === undefined && route.request?.bodyRequired) throw new ApiError(400, 'A JSON request body is required')
    const params = parse(route.request?.params, match.params, 'path')
    const query = parse(route.request?.query, readQuery(target.query, queryKeys.get(route)), 'query')
    // An operation whose body is optional (bodyRequired unset) treats no body as "all defaults".
    const body = route.request?.body && rawBody !== undefined ? parse(route.request.body, rawBody, 'body') : undefined

    exchange.handledAt = clock.now()
    exchange.handledSlices = options.store.jobs.slices.ran
    const result = await route.handle({
      params,
      query,
      body,
      key: key!,
      workspace: workspace!,
      header: (name) => request.header(name),
      services: {
        clock: options.store.clock,
        key,
        workspace,
        baseUrl: options.baseUrl,
        jobs: options.store.jobs,
        integrations: options.store.integrations,
        graphLibrary,
      },
    })
    const response = toResponse(route, result)
    return fault?.malformed ? malform(response) : response
  }

  /** Waits `ms` of the mock's clock: a manual clock holds the answer until it is advanced. */
  function sleepOnClock(ms: number): Promise<void> {
    return new Promise((resolve) => {
      clock.schedule(clock.now() + ms, resolve)
    })
  }

  function toResponse(route: AnyRoute, result: RouteResult): RawResponse {
    const headers: Record<string, string> = { ...result.headers }
    if ('stream' in result) {
      headers['content-type'] = result.contentType
      return { status: result.status, headers, body: result.stream }
    }
    const serialized = 'json' in result
    if (!serialized && result.body === undefined) return { status: result.status, headers, body: null }
    const alternative =
      'body' in result && result.contentType !== undefined
        ? route.responses[result.status]?.alternatives?.[result.contentType]
        : undefined
    if ('body' in result && result.contentType !== undefined && !alternative)
      throw new Error(
        `${route.operationId} answered ${result.contentType}, which its ${result.status} response does not declare`,
      )
    const schema = alternative ?? route.responses[result.status]?.schema
    if (options.validateResponses && schema) {
      // A pre-serialized body is checked as a client reads it: parsed back from its text.
      const check = schema.safeParse(serialized ? JSON.parse(result.json) : result.body)
      if (!check.success)
        throw new Error(
          `${route.operationId} answered a body that breaks its own schema: ${formatIssues(check.error.issues)}`,
        )
    }
    headers['content-type'] =
      alternative && 'body' in result
        ? result.contentType!
        : (route.responses[result.status]?.contentType ?? 'application/json')
    if (serialized) return { status: result.status, headers, body: result.json }
    return {
      status: result.status,
      headers,
      body: typeof result.body === 'string' ? result.body : stringifyBody(result.body),
    }
  }

  return {
    handle: (request) => handle(request),
    replay: (request) => handle(request, true),
    async fetch(request, target) {
      const raw: RawRequest = {
        method: request.method,
        target: target ?? originForm(request.url),
        header: (name) => request.headers.get(name) ?? undefined,
        readBody: (limit) => readFetchBody(request, limit),
        toFetchRequest: async () => request.clone(),
      }
      const result = await handle(raw)
      // An answer may come before the body was read (401, 404, 413...): drain it, so a
      // keep-alive connection is free for the next request.
      await discardBody(request)
      if (result.drop) return Response.error()
      const body = result.body instanceof ReadableStream ? endOnAbort(result.body, request.signal) : result.body
      return new Response(body, { status: result.status, headers: result.headers })
    },
  }
}

/** The request for an override's resolver: the adapter's own copy, or one made from the target. */
async function fetchRequestOf(request: RawRequest, baseUrl: string): Promise<Request> {
  if (request.toFetchRequest) return request.toFetchRequest()
  return new Request(new URL(request.target, `${baseUrl}/`), { method: request.method })
}

/** A resolver's Fetch `Response` as the pipeline's answer; its body is passed on as a stream. */
function toRaw(response: Response): RawResponse {
  if (!(response instanceof Response))
    throw new TypeError('An override resolver must answer a Response (HttpResponse.json(...)) or undefined')
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  return { status: response.status, headers, body: response.body }
}

function fromRaw(raw: RawResponse): Response {
  return new Response(raw.body, { status: raw.status, headers: raw.headers })
}

/** A malformed answer: the same status and headers, the body cut in half (never valid JSON). */
function malform(response: RawResponse): RawResponse {
  if (response.body instanceof ReadableStream) {
    void response.body.cancel()
    return { ...response, body: '{"data": [' }
  }
  const text = response.body ?? ''
  return { ...response, body: text.length > 1 ? text.slice(0, Math.floor(text.length / 2)) : '{' }
}

/** The admin token comes as `X-Admin-Token: <token>` or `Authorization: Bearer <token>`. */
function checkAdminToken(request: RawRequest, token: string): void {
  const header =
    request.header('x-admin-token') ?? /^Bearer\s+(\S+)\s*$/i.exec(request.header('authorization') ?? '')?.[1]
  if (header === undefined)
    throw new ApiError(
      401,
      'The control surface is protected: send "X-Admin-Token: <token>" (the token serve was started with --admin-token)',
    )
  if (!constantTimeEqual(header, token)) throw new ApiError(401, 'Invalid admin token')
}

function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    diff |= (a.charCodeAt(i % (a.length || 1)) || 0) ^ (b.charCodeAt(i % (b.length || 1)) || 0)
  return diff === 0
}

/** `http://host/v1/x?y=1` -> `/v1/x?y=1`. */
function originForm(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2)
  return start === -1 ? '/' : url.slice(start)
}

/** The query parameters an operation declares; every other parameter (a cache buster) is ignored. */
function readQuery(query: string, known: string[] | undefined): Record<string, string> {
  const values: Record<string, string> = {}
  if (!query || !known) return values
  const params = new URLSearchParams(query)
  for (const name of known) {
    const value = params.get(name)
    if (value !== null) values[name] = value
  }
  return values
}

class ForbiddenKey extends Error {}

function parseJson(bytes: Uint8Array | undefined): unknown {
  if (bytes === undefined || bytes.byteLength === 0) return undefined
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

function parse(schema: z.ZodType | undefined, value: unknown, where: 'path' | 'query' | 'body'): unknown {
  if (!schema) return value
  const result = schema.safeParse(value)
  if (!result.success) {
    const prefix =
      where === 'body'
        ? 'Invalid request body'
        : where === 'query'
          ? 'Invalid query parameter'
          : 'Invalid path parameter'
    throw new ApiError(400, `${prefix}: ${formatIssues(result.error.issues, where === 'body' ? 'body' : '')}`)
  }
  return result.data
}

/** `[{path: ['attributes', 'name'], message}]` -> `attributes.name: message`. */
export function formatIssues(issues: readonly z.core.$ZodIssue[], root = ''): string {
  return issues
    .map((issue) => {
      const path = issue.path.reduce<string>(
        (text, part) =>
          typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part),
        '',
      )
      return `${path || root || 'value'}: ${issue.message}`
    })
    .join('; ')
}

/** The `{code, message}` answer of an error; anything but an ApiError is a 500 without a stack trace. */
export function errorResponse(error: unknown): RawResponse {
  const apiError =
    error instanceof ApiError
      ? error
      : new ApiError(500, `Internal error: ${error instanceof Error ? error.message : String(error)}`)
  return {
    status: apiError.status,
    headers: { ...apiError.headers, ...JSON_HEADERS },
    body: JSON.stringify({ code: apiError.status, message: apiError.message }),
  }
}
