import type { z } from 'zod'
import type { ApiKey, Scope } from '../core/auth.js'
import type { JobsControl } from '../core/jobs/jobs.js'
import type { Clock } from '../core/clock.js'
import type { Workspace } from '../core/model.js'
import type { RecordJsonPart, RecordPageParts } from '../core/records/record-json.js'
import type { IntegrationSettings } from '../core/integrations/state.js'
import type { Built, SchemaRef } from './schemas/lazy.js'

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** What a handler answers: a status with a JSON body (none for an empty 200), or a stream. */
export type RouteResult =
  /** `contentType` picks one of the response's `alternatives` (a string body is sent as is). */
  | { status: number; body?: unknown; contentType?: string; headers?: Record<string, string> }
  /**
   * A body serialized already (a cached form); it must equal `JSON.stringify` of a valid body.
   * `records` names the cached record forms it is built of, one record or a page of them, so that
   * response validation checks each form once instead of parsing the body back.
   */
  | {
      status: number
      json: string
      records?: CachedRecords
      headers?: Record<string, string>
      /** The write changed nothing, so the change log a snapshot replays keeps no entry for it. */
      unchanged?: boolean
    }
  | { status: number; stream: ReadableStream<Uint8Array>; contentType: string; headers?: Record<string, string> }

/** The cached record forms a serialized body is: the one record, or a page holding them in `data`. */
export type CachedRecords = { record: RecordJsonPart } | RecordPageParts

export interface ResponseSpec {
  description: string
  /** The JSON body; absent for an empty body. */
  schema?: SchemaRef
  contentType?: string
  /**
   * Other representations of the same response by media type (`text/html`), that a handler
   * answers with `contentType`.
   */
  alternatives?: Record<string, SchemaRef>
}

/** The state and services a handler may use. The public surface sees one workspace only. */
export interface RouteServices {
  clock: Clock
  /** Present on public routes: the calling key and its workspace. */
  key?: ApiKey
  workspace?: Workspace
  /** Where the mock is reached: origin and base path (`http://127.0.0.1:4010`), for served documents. */
  baseUrl: string
  /** Step durations and queued failures of jobs: pass to driveJob. */
  jobs: JobsControl
  /** How often connections produce activity and where browsers reach the consent page. */
  integrations: IntegrationSettings
  /**
   * The Cytoscape.js source the graph page inlines; 406 where the platform has none (a browser mock
   * without `graphLibrary`).
   */
  graphLibrary(): Promise<string>
}

export interface HandlerInput<P, Q, B> {
  params: P
  query: Q
  body: B
  services: RouteServices
  /** Public routes only: the caller's workspace. */
  workspace: Workspace
  key: ApiKey
  /** A request header by lower-case name (`last-event-id`, `accept`); undefined when absent. */
  header(name: string): string | undefined
  /** The request target as sent, and its body as read: what a route that hands the request on passes along. */
  raw: { target: string; body: Uint8Array | undefined }
}

/**
 * An operation's schemas are `SchemaRef`s: a route passes a lazy schema uncalled, so that loading
 * the route table builds none of them; dispatch and the document build each on first use.
 */
export interface RouteDefinition<
  P extends SchemaRef = SchemaRef,
  Q extends SchemaRef = SchemaRef,
  B extends SchemaRef = SchemaRef,
> {
  method: HttpMethod
  /** OpenAPI-style path, e.g. `/v1/objects/{slug}`. */
  path: string
  operationId: string
  summary: string
  description: string
  tag: string
  /** A POST that only reads (a query with a body): its calls are no change, and a snapshot leaves them out. */
  readOnly?: boolean
  /**
   * An operation of the public API (`/v1`, also reached as `/api/developers/v1`): it needs a key
   * with `scope`, and its acknowledged writes are what a snapshot replays.
   */
  public?: boolean
  /** The scope a key needs: public routes only. Control routes have none and need no key. */
  scope?: Scope
  /** A control route that a mock started with an admin token guards (`X-Admin-Token`). */
  admin?: boolean
  /**
   * Answers while the state is rebuilt (a reset, seed or restore under way) instead of waiting
   * for it: the route reads none of the state (the health check, the documents).
   */
  availableWhileBuilding?: boolean
  request?: { params?: P; query?: Q; body?: B; bodyRequired?: boolean }
  /** Success responses by status. */
  responses: Record<number, ResponseSpec>
  /** Error statuses the handler itself can answer beyond what dispatch adds (400, 401, 403, 413, 429, 500). */
  errors: number[]
  handle(
    input: HandlerInput<z.output<Built<P>>, z.output<Built<Q>>, z.output<Built<B>>>,
  ): RouteResult | Promise<RouteResult>
}

export type AnyRoute = RouteDefinition<SchemaRef, SchemaRef, SchemaRef>

/**
 * Declares an operation once: the dispatch pipeline, both adapters and the OpenAPI document are
 * all derived from it.
 *
 * @example
 * defineRoute({
 *   method: 'get', path: '/v1/objects/{slug}', operationId: 'getObject', tag: 'Objects',
 *   summary: 'Get an object', description: '...', scope: 'object.read',
 *   request: { params: z.object({ slug: z.string() }) },
 *   responses: { 200: { description: 'The object', schema: ObjectSchema } },
 *   errors: [404],
 *   handle: ({ params, workspace }) => ({ status: 200, body: ... }),
 * })
 */
export function defineRoute<
  P extends SchemaRef = SchemaRef,
  Q extends SchemaRef = SchemaRef,
  B extends SchemaRef = SchemaRef,
>(route: RouteDefinition<P, Q, B>): AnyRoute {
  return route as unknown as AnyRoute
}
