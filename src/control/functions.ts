import type { ApiKey, Scope } from '../core/auth.js'
import type { Clock, Duration } from '../core/clock.js'
import type { JobKind } from '../core/jobs/jobs.js'
import type { IntegrationsControl } from '../core/integrations/control.js'
import type { Registration, RegistrationInput } from '../core/registration.js'
import type { WorkspaceUser } from '../core/users/users.js'
import type { Faults } from '../http/faults.js'
import type { Journal } from '../http/journal.js'
import type { OverrideResolver } from '../http/overrides.js'
import type { RawRequest, RawResponse } from '../http/pipeline/index.js'
import type { Fixture } from './fixtures.js'
import type { ScenarioName } from './schemas.js'
import type { Snapshot } from './snapshot.js'

/*
 * What the control surface steers: every mock offers these functions in process (a mock core
 * is one), and the control routes (`/_mock`, the registration call) are made over them.
 */

/**
 * What `seed` loads: a named scenario (with a seed), or a fixture (an object, or JSON/YAML text)
 * on top of a scenario (default `empty`).
 */
export interface SeedInput {
  scenario?: ScenarioName | undefined
  seed?: number | undefined
  fixture?: Fixture | string | undefined
}

/** What is under way (`GET /_mock/in-flight`): jobs not finished yet, and connect flows waiting for an answer. */
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

/** What a test workspace starts from (`POST /_mock/workspaces`, `mock.workspaces.create`); every field optional. */
export interface TestWorkspaceOptions {
  /** Default: the server's scenario. */
  scenario?: ScenarioName | undefined
  /** Default: the server's seed. */
  seed?: number | undefined
  /** A fixture loaded on top of the scenario (default `empty` then), as `seed` takes it. */
  fixture?: Fixture | string | undefined
  /** `manual` (default) or `real`: the workspace's own clock. */
  clock?: 'manual' | 'real' | undefined
  /** The clock's start instant (ISO string or ms); default as the server's clock. */
  start?: string | number | undefined
  /** Clock time per job step: one duration, or one per kind. */
  jobSteps?: Duration | Partial<Record<JobKind, Duration>> | undefined
}

/**
 * A test workspace: an isolated world with its own clock, faults, journal, keys and state, for
 * one test run among many against one mock. Its key reaches it on every adapter.
 *
 * @example
 * const ws = await mock.workspaces.create({ scenario: 'empty' })
 * await ws.fetch('/v1/objects', { headers: { authorization: `Bearer ${ws.apiKey}` } })
 * ws.clock.advance('5s')
 * ws.delete()
 */
export interface TestWorkspace {
  readonly workspaceId: string
  /** A key with every scope, for this workspace only. */
  readonly apiKey: string
  readonly clock: Clock
  readonly faults: Faults
  readonly journal: Journal
  /** Wall time (ms) it was created and last used at: the TTL counts from the last use. */
  readonly createdAt: number
  readonly lastUsedAt: number
  /** The seed and scenario it was last built from. */
  describe(): { seed: number; scenario: ScenarioName }
  /**
   * Back to its starting state (scenario, seed, fixture, clock start); issued keys stay valid. With
   * a seed or scenario, a reset to those instead (no fixture).
   */
  reset(options?: { seed?: number | undefined; scenario?: ScenarioName | undefined }): Promise<void>
  seed(input?: SeedInput): Promise<{ seed: number; scenario: ScenarioName; records: number }>
  snapshot(): Snapshot
  restore(snapshot: unknown): Promise<void>
  /** Sends a request straight through this workspace's pipeline, as `mock.fetch` does. */
  fetch(input: Request | string | URL, init?: RequestInit): Promise<Response>
  createKey(options: { scopes: Scope[]; workspace?: string | undefined; user_id?: string | undefined }): ApiKey
  listKeys(): ApiKey[]
  revokeKey(tokenId: string): boolean
  users(workspace?: string): { workspace_id: string; data: WorkspaceUser[] }
  inFlight(): InFlight
  failNextJob(kind: JobKind, error: string): void
  override(method: string, path: string, resolver: OverrideResolver): () => void
  clearOverrides(): void
  /** Deletes it: its keys answer 401 from then on; its timers and journal are gone. */
  delete(): void
}

/** The test workspaces of a mock (`mock.workspaces`, `/_mock/workspaces`). */
export interface TestWorkspaces {
  /** A new test workspace; 429 past the bound, 400 for a bad option (nothing is kept then). */
  create(options?: TestWorkspaceOptions): Promise<TestWorkspace>
  get(workspaceId: string): TestWorkspace | undefined
  /** Every test workspace, oldest first. */
  list(): TestWorkspace[]
  /** False when there is none of that id. */
  delete(workspaceId: string): boolean
  /** The test workspace a key (the Bearer token) belongs to. */
  ofKey(key: string): TestWorkspace | undefined
  /** Hands a request to a workspace's own control surface (what `/_mock/workspaces/{id}/...` does). */
  forward(workspaceId: string, request: RawRequest): Promise<RawResponse>
}

/** A static answer over HTTP (`POST /_mock/overrides`): `mock.override` for clients in any language. */
export interface StaticOverrideSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | '*'
  /** The short form: `/v1/objects/{slug}`, `/v1/lists/*`. */
  path: string
  status: number
  headers?: Record<string, string> | undefined
  /** A JSON value; none for an empty body. */
  body?: unknown
  /** Answer this many calls, then let the mock answer again; default until removed. */
  times?: number | undefined
}

export interface StaticOverride {
  id: string
  method: StaticOverrideSpec['method']
  path: string
  status: number
  headers: Record<string, string>
  body?: unknown
  /** Calls left; null for until removed. */
  times: number | null
  hits: number
}

export interface StaticOverrides {
  /** Puts one in place (a RangeError for a path not in the short form, or past 1000 overrides). */
  add(spec: StaticOverrideSpec): StaticOverride
  /** Those in place, oldest first. */
  list(): StaticOverride[]
  /** False when there is none of that id. */
  remove(id: string): boolean
}

/** Control functions every mock offers; the control routes call them. */
export interface ControlFunctions {
  /** Static answers given instead of the mock (`/_mock/overrides`). */
  readonly staticOverrides: StaticOverrides
  /** Test workspaces: isolated worlds of their own clock, faults, journal and state. */
  readonly workspaces: TestWorkspaces
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
   * does; not on MockCore, docs/time-slicing.md). Requests wait until it is done; it runs after the
   * resets, seeds, restores and registrations asked for before it.
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
