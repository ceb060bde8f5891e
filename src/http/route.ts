import type { z } from 'zod'
import type { ApiKey, Scope } from '../core/auth.js'
import type { Clock } from '../core/clock.js'
import type { Workspace } from '../core/model.js'
import type { ScenarioName } from '../control/schemas.js'
import type { JobKind, JobsControl } from '../core/jobs/jobs.js'
import type { Registration, RegistrationInput } from '../core/registration.js'
import type { IntegrationSettings } from '../core/integrations/state.js'
import type { IntegrationsControl } from '../core/integrations/control.js'
import type { WorkspaceUser } from '../core/users/users.js'
import type { Faults } from './faults.js'
import type { Journal } from './journal.js'
import type { Snapshot } from '../control/snapshot.js'
import type { SeedInput } from '../mock.js'

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** What a handler answers: a status with a JSON body (none for an empty 200), or a stream. */
export type RouteResult =
  /** `contentType` picks one of the response's `alternatives` (a string body is sent as is). */
  | { status: number; body?: unknown; contentType?: string; headers?: Record<string, string> }
  /** A body serialized already (a cached form); it must equal `JSON.stringify` of a valid body. */
  | { status: number; json: string; headers?: Record<string, string> }
  | { status: number; stream: ReadableStream<Uint8Array>; contentType: string; headers?: Record<string, string> }

export interface ResponseSpec {
  description: string
  /** The JSON body; absent for an empty body. */
  schema?: z.ZodType
  contentType?: string
  /** Other representations of the same response by media type (`text/html`), that a handler answers with `contentType`. */
  alternatives?: Record<string, z.ZodType>
}

/** The state and services a handler may use. The public surface sees one workspace only. */
export interface RouteServices {
  clock: Clock
  /** Present on public routes: the calling key and its workspace. */
  key?: ApiKey
  workspace?: Workspace
  /** The mock's control functions, for control routes. */
  control: ControlFunctions
  /** Where the mock is reached: origin and base path (`http://127.0.0.1:4010`), for served documents. */
  baseUrl: string
  /** Step durations and queued failures of jobs: pass to driveJob. */
  jobs: JobsControl
  /** How often connections produce activity and where browsers reach the consent page. */
  integrations: IntegrationSettings
  /** The Cytoscape.js source the graph page inlines; 406 where the platform has none (a browser mock without `graphLibrary`). */
  graphLibrary(): Promise<string>
}

export interface InFlight {
  jobs: Array<{ kind: JobKind; id: string; status: string; queued_at: string }>
  connect_flows: Array<{
    connect_id: string
    workspace_id: string
    type: string
    provider: string
    account: string
    started_at: string
    expires_at: string
  }>
}

/** Control functions every mock offers; the control routes call them. */
export interface ControlFunctions {
  /**
   * Opens a browser session of the development key (never another key): the token a
   * `cgm_session` cookie carries, good for GET requests of the public API.
   */
  openBrowserSession(): string
  /** What is under way: jobs not finished yet, and connect flows waiting for an answer. */
  inFlight(): InFlight
  /**
   * Rebuilds the workspaces from the seed and scenario at once (the large scenario holds the event
   * loop for most of a second; `resetInSlices` does not).
   */
  reset(options?: { seed?: number | undefined; scenario?: ScenarioName | undefined }): void
  /**
   * The same reset, the scenario seeded in slices on turns of the event loop (what `POST /_mock/reset`
   * does). Requests wait until it is done; it runs after the resets, seeds, restores and
   * registrations asked for before it.
   *
   * @example await mock.resetInSlices({ scenario: 'large' })
   */
  resetInSlices(options?: { seed?: number | undefined; scenario?: ScenarioName | undefined }): Promise<void>
  /** The seed and scenario the workspaces were last built from. */
  describe(): { seed: number; scenario: ScenarioName }
  createKey(options: { scopes: Scope[]; workspace?: string | undefined; user_id?: string | undefined }): ApiKey
  /** The official clients' registration: a new workspace and a key with every scope. */
  register(input: RegistrationInput): Registration
  /**
   * The same registration, a new workspace seeded in slices (what `POST /api/v1/agents/register`
   * does); the workspace's requests wait until it is seeded.
   */
  registerInSlices(input: RegistrationInput): Promise<Registration>
  /** Makes the next job of a kind that finishes fail with `error` instead of doing its work. */
  failNextJob(kind: JobKind, error: string): void
  /** Connect flows without a browser, and the operator's WhatsApp setup (`mock.integrations`). */
  integrations: IntegrationsControl
  /** The generated OpenAPI documents, with this mock's base URL in `servers`. */
  document(kind: 'public' | 'control'): Promise<object>
  /**
   * Every request outside `/_mock` and its answer (bounded; the oldest fall off).
   *
   * @example mock.journal.count({ method: 'GET', path: '/v1/context/list/jobs/*' })
   */
  readonly journal: Journal
  /**
   * Injected latency, errors, dropped connections and malformed bodies.
   *
   * @example mock.faults.add({ method: 'GET', path: '/v1/objects', status: 503, times: 1 })
   */
  readonly faults: Faults
  /** Every valid key, in the order they were issued. */
  listKeys(): ApiKey[]
  /** Revokes a key by its token id; false when there is none. */
  revokeKey(tokenId: string): boolean
  /** The users of a workspace (default: the seeded one), owner first; 404 for an unknown workspace. */
  users(workspace?: string): { workspace_id: string; data: WorkspaceUser[] }
  /**
   * The whole state as JSON: the seed it was built from and every acknowledged change since.
   *
   * @example const saved = mock.snapshot(); ...; await mock.restore(saved)
   */
  snapshot(): Snapshot
  /**
   * The same snapshot as JSON text in parts whose concatenation is the document, so a large one is
   * written out without building one string (what `serve --state-file` saves).
   */
  snapshotParts(): string[]
  /** Puts back the state of a snapshot exactly (400 for one that is not valid; nothing changes then). */
  restore(snapshot: unknown): Promise<void>
  /**
   * Loads a named scenario, or a fixture (object, or JSON/YAML text) into the default workspace
   * on top of a scenario (default `empty`). A bad entry answers 400 naming its path.
   *
   * @example await mock.seed({ fixture: { records: [{ object: 'person', ref: 'ada', values: { name: 'Ada Lovelace' } }] } })
   */
  seed(input?: SeedInput): Promise<{ seed: number; scenario: ScenarioName; records: number }>
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
}

export interface RouteDefinition<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
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
  handle(input: HandlerInput<z.output<P>, z.output<Q>, z.output<B>>): RouteResult | Promise<RouteResult>
}

export type AnyRoute = RouteDefinition<z.ZodType, z.ZodType, z.ZodType>

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
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
>(route: RouteDefinition<P, Q, B>): AnyRoute {
  return route as unknown as AnyRoute
}
