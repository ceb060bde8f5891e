import type { ApiKey } from '../../core/auth.js'
import { ApiError } from '../../core/errors.js'
import type { Workspace } from '../../core/model.js'
import type { Explanation } from '../explain/explanation.js'
import type { Fault } from '../faults.js'
import type { AnyRoute } from '../route.js'
import type { RouteMatch } from '../router.js'
import { parseTarget, type ParsedTarget } from '../target.js'

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

/** The parsed request input a handler gets, checked against the route's schemas. */
export interface HandlerArguments {
  params: unknown
  query: unknown
  body: unknown
}

/**
 * One request's pass through the pipeline: what the request is, and what each step learned of it
 * (the route, the key, the fault...), for the steps after it and the listeners of the answer.
 */
export interface Exchange {
  readonly request: RawRequest
  /** The method in upper case. */
  readonly method: string
  /** The target as sent, split into segments and never normalized. */
  readonly target: ParsedTarget
  /** Clock time the request arrived (ms since the epoch). */
  readonly arrived: number
  /** Wall time (performance.now) it entered the pipeline. */
  readonly started: number
  /** A snapshot's request run again: no faults, rate limit, waiting for a workspace, or listeners. */
  readonly replay: boolean
  /** False for an override's `next()`, the mock's own answer: faults and limits apply once, outside. */
  readonly outer: boolean
  /** The segments in route form: base path dropped, `/api/developers/v1` read as `/v1`. */
  segments: readonly string[]
  /** The path in route form (`/v1/records/12`); '' until the request is located. */
  routePath: string
  /** Under a public prefix: the public API, whose calls are authenticated before routing. */
  publicApi: boolean
  /** Under `/_mock`: the control surface, never faulted nor journaled. */
  control: boolean
  match: RouteMatch | undefined
  /** The operation the request matched, if any (a miss answers 404/405 after authentication). */
  route: AnyRoute | undefined
  key: ApiKey | undefined
  workspace: Workspace | undefined
  /** The rate limit's headers, put on whatever is answered. */
  rateHeaders: Record<string, string> | undefined
  fault: Fault | undefined
  /** An override answered instead of the mock (the state did not change through it). */
  overridden: boolean
  requestBody: Uint8Array | undefined
  /** The request body decoded as UTF-8, once, for the parser and the journal; undefined when none. */
  requestText: string | undefined
  input: HandlerArguments | undefined
  /** Clock time the handler ran at, and how many slices of jobs had run by then. */
  handledAt: number | undefined
  handledSlices: number | undefined
  /** The handler's write changed nothing (an upsert or update with the values already held). */
  unchanged: boolean
  /** Why the answer missed (or may not be what the client meant), for the journal and the log. */
  explain: Explanation | undefined
}

/** A fresh exchange for a request; every field is set here, so each has the same shape. */
export function newExchange(
  request: RawRequest,
  arrived: number,
  flags: { replay: boolean; outer: boolean },
): Exchange {
  return {
    request,
    method: request.method.toUpperCase(),
    target: parseTarget(request.target),
    arrived,
    started: performance.now(),
    replay: flags.replay,
    outer: flags.outer,
    segments: [],
    routePath: '',
    publicApi: false,
    control: false,
    match: undefined,
    route: undefined,
    key: undefined,
    workspace: undefined,
    rateHeaders: undefined,
    fault: undefined,
    overridden: false,
    requestBody: undefined,
    requestText: undefined,
    input: undefined,
    handledAt: undefined,
    handledSlices: undefined,
    unchanged: false,
    explain: undefined,
  }
}

/** The 404 of a request that names no operation. */
export const noOperation = (exchange: Exchange): ApiError =>
  new ApiError(404, `No operation ${exchange.method} ${exchange.target.path}`)
