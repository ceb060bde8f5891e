import { SEED_SLICE, seedScenarioSlices } from '../fixtures/scenarios.js'
import { controlRoutes } from './control/routes.js'
import { pageRoutes } from './control/page-routes.js'
import { integrationControlRoutes } from './control/integrations.js'
import { registrationRoutes } from './control/registration.js'
import { SCENARIOS, type ScenarioName } from './control/schemas.js'
import { SCOPES, type ApiKey, type Scope } from './core/auth.js'
import {
  createClock,
  formatTimestamp,
  parseDuration,
  type Clock,
  type ClockOptions,
  type Duration,
} from './core/clock.js'
import {
  AT_ONCE,
  clearSlices,
  failNextJob,
  holdSlices,
  JOB_KINDS,
  nextTurn,
  releaseSlices,
  runNextSlice,
  runToEnd,
  WorkMeter,
  type JobKind,
  type JobSteps,
  type SlicedWork,
} from './core/jobs/jobs.js'
import { addKey, createStore, ensureWorkspace, type Store } from './core/store.js'
import {
  LARGE_REGISTRATIONS,
  registerWorkspace,
  registrationsOf,
  setRegistrations,
  type Registration,
  type RegistrationInput,
} from './core/registration.js'
import { ACTIVITY_LIMITS } from './core/integrations/activity.js'
import { createIntegrationsControl } from './core/integrations/control.js'
import { DEFAULT_ACTIVITY_EVERY_MS } from './core/integrations/state.js'
import { createPipeline, type Admission, type Pipeline } from './http/dispatch.js'
import { createOverrides, type OverrideResolver } from './http/overrides.js'
import { createFaults } from './http/faults.js'
import { createJournal, DEFAULT_JOURNAL_SIZE, type JournalEntry } from './http/journal.js'
import { createRateLimiter, DEFAULT_RATE_LIMIT, parseRateLimit, type RateLimitOptions } from './http/rate-limit.js'
import { ApiError } from './core/errors.js'
import { createBrowserSessions } from './http/sessions.js'
import type { AnyRoute, ControlFunctions, InFlight } from './http/route.js'
import { CONNECT_TTL_MS, newConnectId } from './core/integrations/connect.js'
import { renameUser, workspaceOwner } from './core/users/users.js'
import {
  applyBase,
  applyConnectCalls,
  captureBase,
  captureConnectCalls,
  parseSnapshotSlices,
  SNAPSHOT_CHANGES_LIMIT,
  SNAPSHOT_FORMAT,
  SNAPSHOT_VERSION,
  SnapshotError,
  type Change,
  type Snapshot,
  type SnapshotBase,
  type SnapshotRate,
} from './control/snapshot.js'
import { FixtureError, loadFixture, parseFixtureSlices, type Fixture } from './control/fixtures.js'
import { type RawResponse } from './http/dispatch.js'
import { publicRoutes } from './http/routes/index.js'
import { trimTrailing } from './core/text.js'

/** The development key: all scopes, on the seeded workspace. */
export const DEV_API_KEY = 'cgm_dev_key'
export const DEFAULT_BASE_URL = 'http://127.0.0.1:4010'
export const DEFAULT_BODY_LIMIT = 1024 * 1024
/**
 * What a snapshot's change log may hold, as JSON: 32 MiB. The log grows with every acknowledged
 * write since the last reset (an ingest keeps its text there), so past this bound it is dropped
 * and snapshots answer 409 until a reset, seed or restore (decision 0019).
 */
export const CHANGE_LOG_LIMIT = SNAPSHOT_CHANGES_LIMIT

export interface MockOptions {
  /** Seed of the fixtures (default 1). The same seed gives byte-identical responses. */
  seed?: number
  /** Fixture scenario of the default workspace (default `small`). */
  scenario?: ScenarioName
  /** `manual` (default: moves only on `clock.advance`) or `real`, or full clock options. */
  clock?: 'manual' | 'real' | ClockOptions
  /** The development key (all scopes). Default `cgm_dev_key`. */
  apiKey?: string
  /**
   * Where the mock is reached (default `http://127.0.0.1:4010`): the origin MSW intercepts, and
   * a path prefix the API sits under, as behind a gateway (`https://api.example.test/context`
   * serves `https://api.example.test/context/v1/...` and `.../context/api/developers/v1/...`).
   */
  baseUrl?: string
  /** Largest accepted request body in bytes (default 1 MiB); larger bodies answer 413. */
  bodyLimit?: number
  /** Check every response against its declared schema (default true). */
  validateResponses?: boolean
  /**
   * Short ids (`'1'`, `'2'`, ...) for reading by eye, instead of 17-digit ids like the real
   * service's (`'32704519835647914'`, above 2^53). Default false.
   */
  shortIds?: boolean
  /**
   * Clock time per step of a job (artifacts, AI list jobs, compounding runs): one duration for
   * every kind, or one per kind. Default 2 s a step.
   *
   * @example createMock({ jobSteps: { artifact: '500ms' } })
   */
  jobSteps?: Duration | Partial<Record<JobKind, Duration>>
  /**
   * Clock time between two activity items of a connected integration (default `'5m'`, at least
   * 1 s); `0` or `false` turns activity off.
   *
   * @example createMock({ integrationActivity: '30s' })
   */
  integrationActivity?: Duration | false
  /**
   * Where a browser reaches the mock, when not at `baseUrl` (behind a proxy, in a container): the
   * consent pages' `auth_url` starts with it. Default: `baseUrl`.
   */
  publicUrl?: string
  /**
   * The Cytoscape.js source the graph page (`GET /v1/graph?format=html`) inlines. On Node it is
   * read from the installed package; a browser mock has none unless given one (the page then
   * answers 406; the JSON graph always works).
   *
   * @example createMock({ graphLibrary: () => fetch('/cytoscape.min.js').then((r) => r.text()) })
   */
  graphLibrary?: () => string | Promise<string>
  /**
   * Per-key limit on `/v1` calls, a token bucket on the mock's clock: `{ limit: 100, window: '10s' }`,
   * `'100/10s'`, or `'off'`. Default 1000 calls per 10 s, which no ordinary test or page reaches.
   */
  rateLimit?: RateLimitOptions | string | undefined
  /** How many requests the journal keeps (default 1000; the oldest fall off). */
  journalSize?: number | undefined
  /** Serve the control surface under `/_mock` (default true). Off, only the health check and the documents answer there. */
  control?: boolean | undefined
  /** When set, every `/_mock` route but the health check needs `X-Admin-Token: <token>`. */
  adminToken?: string | undefined
  /** Called with every journaled request once it is answered (what `serve` logs). */
  onAnswer?: ((entry: JournalEntry) => void) | undefined
  /** Called after every change to the state (a write, a key, a reset, a restore): what `serve --state-file` saves on. */
  onStateChange?: (() => void) | undefined
  /**
   * What a workspace registered through `POST /api/v1/agents/register` starts with: the mock's
   * scenario (default, so an official client pointed at the mock has data to show) or `empty`.
   */
  registerScenario?: 'scenario' | 'empty' | undefined
  /**
   * Parses YAML text off the event loop (a large fixture): what the platform offers, a worker
   * thread on Node (`createMockCore` of the package passes it). Without it, YAML is parsed in place.
   */
  parseYaml?: ((text: string) => Promise<unknown>) | undefined
}

/** What `seed` loads: a named scenario (with a seed), or a fixture (an object, or JSON/YAML text) on top of a scenario (default `empty`). */
export interface SeedInput {
  scenario?: ScenarioName | undefined
  seed?: number | undefined
  fixture?: Fixture | string | undefined
}

/** A mock without its adapters: what `serve` runs, and what `createMock` adds MSW and Express to. */
export interface MockCore extends ControlFunctions {
  readonly apiKey: string
  /** The origin and base path, without a trailing slash (`http://127.0.0.1:4010`). */
  readonly baseUrl: string
  /** The base path alone (`''`, or `/context`). */
  readonly basePath: string
  readonly bodyLimit: number
  readonly clock: Clock
  /** The request pipeline every adapter calls. */
  readonly pipeline: Pipeline
  /**
   * Sends a Fetch `Request`, or a path relative to `baseUrl` with its init, straight through the
   * pipeline. A path is routed exactly as written (`/v1/objects/./x` is refused, not resolved).
   */
  fetch(input: Request | string | URL, init?: RequestInit): Promise<Response>
  /**
   * Answers one method and path with `resolver` instead of the mock, under every prefix
   * (`/v1`, `/api/developers/v1`, a base path) and in every adapter. The path is written in the
   * short form, with `:name` (or `{name}`) segments and a final `*`; the method may be `*`. A
   * resolver answering undefined lets the mock answer; `next()` gives the mock's own answer.
   * Returns a function that removes the override; the newest override of a path wins.
   *
   * @example
   * const remove = mock.override('GET', '/v1/objects/:slug', () => HttpResponse.json({ code: 503, message: 'down' }, { status: 503 }))
   * remove()
   */
  override(method: string, path: string, resolver: OverrideResolver): () => void
  /** Removes every override. */
  clearOverrides(): void
  /** The underlying state, for advanced use. */
  readonly store: Store
  /** Cancels every clock timer. */
  close(): void
}

/**
 * Creates an independent mock core: its own store, clock, keys and pipeline, with no adapter
 * (neither msw nor express is loaded). `createMock` adds the MSW handlers and the Express app.
 *
 * @example
 * const core = createMockCore({ seed: 1 })
 * await core.fetch('/v1/objects', { headers: { authorization: `Bearer ${core.apiKey}` } })
 */
export function createMockCore(options: MockOptions = {}): MockCore {
  const clockOptions: ClockOptions =
    typeof options.clock === 'object' ? options.clock : { mode: options.clock ?? 'manual' }
  const clock = createClock(clockOptions)
  const apiKey = options.apiKey ?? DEV_API_KEY
  const { baseUrl, basePath } = checkBaseUrl(options.baseUrl ?? DEFAULT_BASE_URL)
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT
  let seed = checkSeed(options.seed ?? 1)
  let scenario = checkScenario(options.scenario ?? 'small')
  const publicUrl = options.publicUrl === undefined ? baseUrl : checkBaseUrl(options.publicUrl, 'publicUrl').baseUrl
  const store = createStore(clock, {
    shortIds: options.shortIds ?? false,
    jobSteps: jobStepsOf(options.jobSteps),
    integrations: {
      activityEvery: activityEveryOf(options.integrationActivity),
      publicUrl,
      seed,
      drawConnectId: () => connectIds.draw(),
    },
  })

  // Registrations since the last reset that were given the large scenario (a reset empties them).
  let largeRegistrations = 0
  // Bumped by every rebuild: a rebuild in slices that a newer one overtook (a `reset()` in the
  // middle of an HTTP reset) stops at its next slice.
  let generation = 0
  /**
   * Rebuilds every workspace: the default one from the scenario, in slices of `meter`, and
   * those of the keys empty (keys survive a reset). The store-level part is done before the first
   * slice; the default workspace is then seeded, so requests wait until it is whole (admission).
   */
  function* buildSlices(meter: WorkMeter, at?: number): SlicedWork<void> {
    const mine = ++generation
    largeRegistrations = 0
    clock.restart(at)
    store.jobs.inFlight.clear()
    clearSlices(store.jobs)
    store.integrations.seed = seed
    store.workspaces.clear()
    const workspace = ensureWorkspace(store, store.defaultWorkspaceId)
    for (const key of store.keys.values()) ensureWorkspace(store, key.workspace_id)
    const seeding = seedScenarioSlices(workspace, clock, scenario, seed, meter)
    while (!seeding.next().done) {
      yield
      if (generation !== mine) return
    }
  }
  const build = (at?: number): void => runToEnd(buildSlices(AT_ONCE, at))
  build()
  addKey(store, { scopes: SCOPES, key: apiKey })

  // The state as its base (what the last reset built) and every acknowledged change since: a
  // snapshot is both, and restoring replays the changes (decision 0019).
  // Each change is kept as its JSON text: a snapshot parses them, a state file writes them as they
  // are, and what the log holds is counted in the bytes it bounds.
  let base: SnapshotBase = captureBase(store, seed, scenario)
  let changes: string[] = []
  let changeBytes = 0
  // Set once the changes since the last reset pass the log's bound: the log is dropped and no
  // snapshot can be taken until a reset, seed or restore starts a new one.
  let overflowedAt: number | undefined
  let replaying = false
  // The slice count of the clock change last logged, while it is the newest change (timers that
  // run at one count are one change: the latest instant among them).
  let lastClockChange: number | undefined
  const changed = (): void => options.onStateChange?.()
  const connectIds = createConnectIdLedger()
  const record = (change: DistributiveOmit<Change, 'slices'>, slices = store.jobs.slices.ran): void => {
    if (replaying) return
    // The connect ids a call drew go with it, so its replay draws them again.
    const ids = connectIds.take()
    if (change.kind === 'request' && ids.length > 0) change = { ...change, ids }
    if (overflowedAt === undefined) {
      if (change.kind === 'clock' && lastClockChange === slices) {
        const last = changes.pop()!
        changeBytes -= last.length
      }
      lastClockChange = change.kind === 'clock' ? slices : undefined
      // Keys in the schema's order, so a restored log (parsed, then written again) is the same bytes.
      const { kind, at, ...rest } = change
      const text = JSON.stringify({ kind, at, slices, ...rest })
      if (changeBytes + text.length > CHANGE_LOG_LIMIT) {
        overflowedAt = changes.length + 1
        changes = []
        changeBytes = 0
      } else {
        changes.push(text)
        changeBytes += text.length
      }
    }
    if (change.kind !== 'clock') changed()
  }
  // A timer that runs while slices of jobs wait (a job's step, another job's start) is logged with
  // how many slices had run, so a restore runs it at the same point between them (decision 0031).
  clock.onTimer((at) => {
    if (store.jobs.slices.waiting.length > 0) record({ kind: 'clock', at })
  })
  // A manual clock's instant is where a restore puts it: a state file saves when it moves.
  clock.onMove(() => {
    if (!replaying) changed()
  })
  const startLog = (): void => {
    changes = []
    changeBytes = 0
    overflowedAt = undefined
    lastClockChange = undefined
  }
  /** Refuses a snapshot once the log has passed its bound. */
  const checkLog = (): void => {
    if (overflowedAt === undefined) return
    throw new ApiError(
      409,
      `No snapshot: the changes since the last reset passed what a snapshot may hold (${CHANGE_LOG_LIMIT / 2 ** 20} MiB of JSON) at change ${overflowedAt}, and the log was dropped; a reset, a seed or a restore starts a new one`,
    )
  }
  const snapshotNow = (): Snapshot => {
    checkLog()
    return {
      format: SNAPSHOT_FORMAT,
      version: SNAPSHOT_VERSION,
      short_ids: store.idFormat.shortIds,
      now: clock.now(),
      slices: store.jobs.slices.ran,
      base: structuredClone(base),
      changes: changes.map((text) => JSON.parse(text) as Change),
      rate: rateNow(),
    }
  }
  /** The rate limits as they stand: a restore puts them back, so a client limited before is limited after. */
  const rateNow = (): SnapshotRate => ({
    buckets: rateLimit?.buckets() ?? [],
    connect_calls: captureConnectCalls(store),
  })

  // Reset, seed, restore and registration run one at a time, in the order they were asked for.
  // While a reset, seed or restore is asked for or runs, every request but the health check and
  // the documents waits for it; while a registration seeds a workspace, that workspace's requests
  // (and the control surface's) wait for it (decision 0031).
  let queue: Promise<unknown> = Promise.resolve()
  const inTurn = <T>(operation: () => Promise<T>): Promise<T> => {
    const result = queue.then(operation)
    queue = result.catch(() => undefined)
    return result
  }
  let rebuilds = 0
  let rebuilt: { promise: Promise<void>; resolve: () => void } | undefined
  const rebuilding = <T>(operation: () => Promise<T>): Promise<T> => {
    if (rebuilds++ === 0) rebuilt = settled()
    return inTurn(operation).finally(() => {
      if (--rebuilds === 0) rebuilt!.resolve()
    })
  }
  const seeding = new Map<string, Promise<void>>()
  const admission: Admission = {
    whole: (control) => {
      if (rebuilds > 0) return rebuilt!.promise
      if (control && seeding.size > 0) return Promise.all(seeding.values()).then(() => undefined)
      return undefined
    },
    workspace: (id) => seeding.get(id),
  }

  /** A reset in slices: the store-level part at once, the default workspace's seed in slices. */
  async function rebuild(next: { seed?: number | undefined; scenario?: ScenarioName | undefined }): Promise<void> {
    const work = resetSlices(next, new WorkMeter(SEED_SLICE.units))
    await drive(work)
  }

  function* resetSlices(
    next: { seed?: number | undefined; scenario?: ScenarioName | undefined },
    meter: WorkMeter,
  ): SlicedWork<void> {
    if (next.seed !== undefined) seed = checkSeed(next.seed)
    if (next.scenario !== undefined) scenario = checkScenario(next.scenario)
    const building = buildSlices(meter)
    // The first slice does the store-level part: what a reset keeps is known at once.
    let step = building.next()
    // A reset is a clean slate for a test: no faults, an empty journal, full rate buckets.
    rateLimit?.clear()
    faults.clear()
    journal.clear()
    base = captureBase(store, seed, scenario)
    startLog()
    while (!step.done) {
      yield
      step = building.next()
    }
    changed()
  }

  /**
   * A registration: the store-level part at once (`registerWorkspace`), then, for a new workspace
   * of a mock whose registrations start from its scenario, the scenario seeded into it in slices
   * of `meter` while its requests wait (`seeding`).
   */
  function* registerSlices(input: RegistrationInput, meter: WorkMeter): SlicedWork<Registration> {
    const before = store.workspaces.size
    const seeds = (options.registerScenario ?? 'scenario') === 'scenario' && scenario !== 'empty'
    const registration = registerWorkspace(store, input, () => {
      if (seeds && scenario === 'large' && largeRegistrations >= LARGE_REGISTRATIONS) {
        throw new ApiError(
          409,
          `This mock gives each new registration the large scenario (10,500 records, about 50 MiB) and has done so ${largeRegistrations} times since the last reset, its limit; register after a reset, or start the mock with --register-scenario empty (registerScenario: 'empty')`,
        )
      }
    })
    // A new workspace starts from the server's scenario, so an official client has data to show.
    if (store.workspaces.size > before && seeds) {
      const workspace = store.workspaces.get(registration.workspace_id)!
      if (scenario === 'large') largeRegistrations++
      let done!: () => void
      seeding.set(workspace.id, new Promise<void>((resolve) => (done = resolve)))
      try {
        yield* seedScenarioSlices(workspace, clock, scenario, seed, meter)
      } finally {
        seeding.delete(workspace.id)
        done()
      }
      // The scenario names an owner of its own; the registrant stays the owner.
      const registrant = store.owners.get(workspace.id)
      if (registrant) renameUser(workspaceOwner(workspace), registrant)
    }
    return registration
  }

  const recordRegistration = ({ email, source, name, company_name }: RegistrationInput): void =>
    record({
      kind: 'register',
      at: clock.now(),
      input: {
        email,
        ...(source !== undefined && { source }),
        ...(name !== undefined && { name }),
        ...(company_name !== undefined && { company_name }),
      },
    })

  const journal = createJournal(options.journalSize ?? DEFAULT_JOURNAL_SIZE)
  const faults = createFaults(seed)
  const rateLimitOption =
    typeof options.rateLimit === 'string'
      ? parseRateLimit(options.rateLimit)
      : (options.rateLimit ?? DEFAULT_RATE_LIMIT)
  const rateLimit = rateLimitOption === 'off' ? undefined : createRateLimiter(clock, rateLimitOption)

  // Browser sessions of the development key: a cookie lets the graph page open from the address bar.
  const sessions = createBrowserSessions()
  const control: ControlFunctions = {
    openBrowserSession: () => sessions.open(apiKey),
    inFlight: () => inFlight(store),
    reset(next = {}) {
      runToEnd(resetSlices(next, AT_ONCE))
    },
    resetInSlices: (next = {}) => rebuilding(() => rebuild(next)),
    describe: () => ({ seed, scenario }),
    createKey: (keyOptions: {
      scopes: Scope[]
      workspace?: string | undefined
      user_id?: string | undefined
    }): ApiKey => {
      const key = addKey(store, keyOptions)
      record({
        kind: 'key',
        at: clock.now(),
        scopes: [...key.scopes],
        workspace: key.workspace_id,
        ...(keyOptions.user_id !== undefined && { user_id: key.user_id }),
      })
      return key
    },
    register: (input) => {
      const registration = runToEnd(registerSlices(input, AT_ONCE))
      recordRegistration(input)
      return registration
    },
    registerInSlices: (input) =>
      inTurn(async () => {
        const mine = generation
        const registration = await drive(registerSlices(input, new WorkMeter(SEED_SLICE.units)))
        // A reset while it seeded threw the workspace away; the key stays, as a reset keeps keys.
        if (generation === mine) recordRegistration(input)
        return registration
      }),
    failNextJob: (kind, error) => {
      failNextJob(store.jobs, kind, error)
      record({ kind: 'fail_next_job', at: clock.now(), job_kind: kind, error })
    },
    integrations: recordedIntegrations(createIntegrationsControl(store), (action, args) =>
      record({ kind: 'integration', at: clock.now(), action, args }),
    ),
    // The generator (openapi3-ts, JSON Schema conversion) loads on first use, not at start-up.
    document: async (kind) => structuredClone(await servedDocument(kind, baseUrl)),
    journal,
    faults,
    listKeys: () => [...store.keys.values()].map((key) => ({ ...key, scopes: [...key.scopes] })),
    revokeKey(tokenId) {
      for (const [name, key] of store.keys) {
        if (key.token_id === tokenId) {
          store.keys.delete(name)
          record({ kind: 'revoke', at: clock.now(), token_id: tokenId })
          return true
        }
      }
      return false
    },
    users(workspaceId = store.defaultWorkspaceId) {
      const workspace = store.workspaces.get(workspaceId)
      if (!workspace) throw new ApiError(404, `No workspace ${workspaceId}`)
      return { workspace_id: workspace.id, data: [...workspace.users.values()].map((user) => ({ ...user })) }
    },
    snapshot: snapshotNow,
    snapshotParts() {
      checkLog()
      const head = JSON.stringify({
        format: SNAPSHOT_FORMAT,
        version: SNAPSHOT_VERSION,
        short_ids: store.idFormat.shortIds,
        now: clock.now(),
        slices: store.jobs.slices.ran,
        base,
      })
      const parts = [`${head.slice(0, -1)},"changes":[`]
      for (const [i, text] of changes.entries()) parts.push(i === 0 ? text : `,${text}`)
      parts.push(`],"rate":${JSON.stringify(rateNow())}}`)
      return parts
    },
    async restore(input) {
      // Requests wait from the moment a restore is asked for: its snapshot is checked in slices
      // inside the turn, so a write sent meanwhile lands on the restored state, not before it.
      await rebuilding(async () => {
        let snapshot: Snapshot
        try {
          snapshot = await drive(parseSnapshotSlices(input, new WorkMeter(PARSE_SLICE)))
          if (snapshot.short_ids !== store.idFormat.shortIds)
            throw new SnapshotError(
              `taken from a mock ${snapshot.short_ids ? 'with' : 'without'} short ids; this one runs ${store.idFormat.shortIds ? 'with' : 'without'}`,
            )
        } catch (error) {
          if (error instanceof SnapshotError) throw new ApiError(400, `Invalid snapshot: ${error.message}`)
          throw error
        }
        // Built in place of the state set aside, which is put back whole if the snapshot fails.
        const putBack = setAsideState()
        try {
          await apply(snapshot)
        } catch (error) {
          putBack()
          throw refusal(error)
        }
        changed()
      })
    },
    async seed(input = {}) {
      if (input.fixture === undefined) {
        await control.resetInSlices({ seed: input.seed, scenario: input.scenario })
        return { seed, scenario, records: 0 }
      }
      // As a restore: requests wait from the moment the seed is asked for, its text parsed inside the turn.
      return rebuilding(async () => {
        const fixture = await readFixture(input.fixture!, options.parseYaml)
        // No partial load: the state before the seed is set aside, and put back whole if it fails.
        const putBack = setAsideState()
        try {
          await rebuild({ seed: input.seed, scenario: input.scenario ?? 'empty' })
          replaying = true
          const loaded = await loadFixtureNow(fixture)
          replaying = false
          record({ kind: 'fixture', at: clock.now(), fixture })
          return { seed, scenario, records: loaded.records }
        } catch (error) {
          replaying = false
          putBack()
          throw error instanceof FixtureError ? new ApiError(400, `Invalid fixture: ${error.message}`) : error
        }
      })
    },
  }

  /**
   * Moves the live state out of the way while a restore or a seed builds another in its place, and
   * answers the function that puts it back exactly as it was, whatever the new one got to: the
   * same workspaces (the very objects, which the timers set aside refer to), keys and key counter,
   * workspace slots, owners, registrations, queued job failures, jobs in flight and their slices,
   * the clock's timers and instant, the change log and the rate buckets. A failed restore changes
   * nothing (issue 23); the state before no longer has to be replayed to be put back, so it can
   * be whatever its log holds, even past the log's bound.
   */
  function setAsideState(): () => void {
    const kept = {
      seed,
      scenario,
      base,
      changes,
      changeBytes,
      overflowedAt,
      lastClockChange,
      largeRegistrations,
      workspaces: [...store.workspaces],
      keys: [...store.keys],
      keyCount: store.keyCount,
      slots: [...store.workspaceSlots],
      owners: [...store.owners],
      registrations: registrationsOf(store),
      failNext: [...store.jobs.failNext].map(([kind, errors]) => [kind, [...errors]] as const),
      inFlight: [...store.jobs.inFlight],
      waiting: store.jobs.slices.waiting,
      ran: store.jobs.slices.ran,
      integrationSeed: store.integrations.seed,
      buckets: rateLimit?.buckets() ?? [],
      connectCalls: captureConnectCalls(store),
      clock: clock.setAside(),
    }
    return () => {
      // The clock first: it cancels every timer the new state armed.
      kept.clock()
      ;({ seed, scenario, base, changes, changeBytes, overflowedAt, lastClockChange, largeRegistrations } = kept)
      refill(store.workspaces, kept.workspaces)
      refill(store.keys, kept.keys)
      store.keyCount = kept.keyCount
      refill(store.workspaceSlots, kept.slots)
      refill(store.owners, kept.owners)
      setRegistrations(store, kept.registrations)
      refill(store.jobs.failNext, kept.failNext)
      store.jobs.inFlight.clear()
      for (const job of kept.inFlight) store.jobs.inFlight.add(job)
      store.jobs.slices.waiting = kept.waiting
      store.jobs.slices.ran = kept.ran
      store.integrations.seed = kept.integrationSeed
      rateLimit?.load(kept.buckets)
      applyConnectCalls(store, kept.connectCalls)
    }
  }

  /**
   * What a failed restore answers: 409 where a bound refused a change (a workspace past the
   * mock's 100), otherwise 400 naming what did not apply.
   */
  function refusal(error: unknown): ApiError {
    if (error instanceof ApiError && (error.status === 400 || error.status === 409)) return error
    const message = error instanceof ApiError ? `${error.status} ${error.message}` : (error as Error).message
    return new ApiError(400, `Invalid snapshot: ${message}`)
  }

  /**
   * Rebuilds the state of a snapshot: its base (the scenario seeded in slices), then every change
   * at its clock time, the event loop given back every few milliseconds. The job slices the
   * snapshot's mock ran between two changes run between them here too, in the same order: the
   * queue is held, and before each change exactly as many run as had run when it was made, a
   * timer that fell due run whenever the queue runs dry before that (decision 0031).
   */
  async function apply(snapshot: Snapshot): Promise<void> {
    const wallNow = clock.now()
    replaying = true
    holdSlices(store.jobs)
    const breathe = breather()
    try {
      seed = snapshot.base.seed
      scenario = snapshot.base.scenario
      applyBase(store, snapshot.base)
      await drive(buildSlices(new WorkMeter(SEED_SLICE.units), snapshot.base.at))
      for (const [i, change] of snapshot.changes.entries()) {
        await runSlicesTo(change.slices, change.at, `changes[${i}]`, breathe)
        if (change.at > clock.now()) clock.set(change.at)
        if (change.kind !== 'clock')
          await applyChange(change, i).catch((error: unknown) => {
            throw changeRefused(error, change, i)
          })
        await breathe()
      }
      await runSlicesTo(snapshot.slices, snapshot.now, 'the snapshot', breathe)
      // A manual clock stands where the snapshot was taken; a real one never runs backwards.
      const target = clock.mode === 'manual' ? snapshot.now : Math.max(snapshot.now, wallNow)
      if (target > clock.now()) clock.set(target)
      base = structuredClone(snapshot.base)
      startLog()
      for (const change of snapshot.changes) {
        const text = JSON.stringify(change)
        changes.push(text)
        changeBytes += text.length
      }
      lastClockChange = snapshot.changes.at(-1)?.kind === 'clock' ? snapshot.changes.at(-1)!.slices : undefined
      applyRate(snapshot.rate)
    } finally {
      connectIds.endReplay()
      replaying = false
      releaseSlices(store.jobs)
    }
  }

  /** The rate limits of a snapshot (full buckets for one of version 1 or 2, which kept none). */
  function applyRate(rate: SnapshotRate | undefined): void {
    rateLimit?.load(rate?.buckets ?? [])
    applyConnectCalls(store, rate?.connect_calls ?? captureConnectCalls(store))
  }

  /**
   * Runs held job slices until `slices` have run since the base: the oldest waiting first, and
   * when none waits, the clock moved to its next timer (at most to `at`), as the snapshot's mock
   * ran timers only with no slice waiting, or logged them. A snapshot of version 1 says nothing:
   * its changes are replayed without waiting for slices.
   */
  async function runSlicesTo(
    slices: number | undefined,
    at: number,
    where: string,
    breathe: () => Promise<void>,
  ): Promise<void> {
    if (slices === undefined) return
    while (store.jobs.slices.ran < slices) {
      if (!runNextSlice(store.jobs)) {
        const due = clock.nextDue()
        if (due === undefined || due > at) {
          throw new ApiError(
            400,
            `Invalid snapshot: ${where} was made after ${slices} slices of jobs had run, but only ${store.jobs.slices.ran} could run before it`,
          )
        }
        clock.set(Math.max(due, clock.now()))
      }
      await breathe()
    }
  }

  async function applyChange(change: Change, i: number): Promise<void> {
    const where = `changes[${i}]`
    switch (change.kind) {
      case 'request': {
        connectIds.replay(change.ids ?? [])
        const answer = await send(change.method, change.target, change.key, change.body)
        if (answer.status >= 300)
          throw new ApiError(
            400,
            `Invalid snapshot: ${where} (${change.method} ${change.target}) no longer applies: ${answer.status} ${answer.text}`,
          )
        return
      }
      case 'key':
        addKey(store, { scopes: change.scopes, workspace: change.workspace, user_id: change.user_id })
        return
      case 'revoke':
        control.revokeKey(change.token_id)
        return
      case 'register':
        await drive(registerSlices(change.input, new WorkMeter(SEED_SLICE.units)))
        return
      case 'fail_next_job':
        failNextJob(store.jobs, change.job_kind, change.error)
        return
      case 'integration': {
        const integrations = control.integrations as unknown as Record<string, (...args: unknown[]) => unknown>
        integrations[change.action === 'whatsapp' ? 'connectWhatsApp' : change.action]!(...change.args)
        return
      }
      case 'fixture':
        await loadFixtureNow(await drive(parseFixtureSlices(change.fixture, new WorkMeter(PARSE_SLICE))))
        return
      case 'clock':
        return
    }
  }

  /** A change of a snapshot that cannot be replayed: 409 where a bound refused it, else 400 naming it. */
  function changeRefused(error: unknown, change: Change, i: number): ApiError {
    if (error instanceof ApiError && error.message.startsWith('Invalid snapshot')) return error
    const status = error instanceof ApiError ? error.status : 500
    const what = `Invalid snapshot: changes[${i}] (${change.kind}${change.kind === 'integration' ? ` ${change.action}` : ''}) no longer applies: ${status} ${(error as Error).message}`
    return new ApiError(status === 409 ? 409 : 400, what)
  }

  /** One public call, straight through the pipeline's replay entry (no faults, limits or journal). */
  async function send(
    method: string,
    target: string,
    key: string,
    body: string | null,
  ): Promise<{ status: number; text: string }> {
    const bytes = body === null ? undefined : new TextEncoder().encode(body)
    const answer: RawResponse = await pipeline.replay({
      method,
      target: `${basePath}${target}`,
      header: (name) =>
        name === 'authorization' ? `Bearer ${key}` : name === 'content-type' && bytes ? 'application/json' : undefined,
      readBody: async () => bytes,
    })
    if (answer.body instanceof ReadableStream) {
      await answer.body.cancel()
      return { status: answer.status, text: '' }
    }
    return { status: answer.status, text: answer.body ?? '' }
  }

  /** Loads a fixture into the default workspace with a key that exists only while it loads, giving the event loop back every few milliseconds. */
  async function loadFixtureNow(fixture: Fixture): Promise<{ records: number }> {
    const workspace = store.workspaces.get(store.defaultWorkspaceId)!
    const loader = `cgm_fixture_${globalThis.crypto.randomUUID()}`
    const owner = [...workspace.users.values()][0]!
    store.keys.set(loader, {
      key: loader,
      workspace_id: workspace.id,
      scopes: [...SCOPES],
      token_id: 'fixture',
      user_id: owner.id,
    })
    const breathe = breather()
    try {
      return await loadFixture(
        fixture,
        async (method, target, body) => {
          await breathe()
          const answer = await send(method, target, loader, body === undefined ? null : JSON.stringify(body))
          return { status: answer.status, body: answer.text ? JSON.parse(answer.text) : null }
        },
        () => store.workspaces.get(store.defaultWorkspaceId)!,
        clock,
      )
    } finally {
      store.keys.delete(loader)
    }
  }

  // Off, the control surface keeps only what CI and clients read: the health check and the documents.
  const controlled = [...controlRoutes, ...pageRoutes, ...integrationControlRoutes]
  const served =
    options.control === false
      ? controlled.filter((route) => route.operationId === 'health' || route.tag === 'Documents')
      : controlled
  const routes: readonly AnyRoute[] = [...publicRoutes, ...served, ...registrationRoutes]
  const overrides = createOverrides()
  const pipeline = createPipeline({
    routes,
    store,
    control,
    bodyLimit,
    validateResponses: options.validateResponses ?? true,
    basePath,
    baseUrl,
    graphLibrary: options.graphLibrary,
    overrides,
    journal,
    faults,
    rateLimit,
    adminToken: options.adminToken,
    onAnswer: options.onAnswer,
    sessions,
    onWrite: (write) =>
      record(
        {
          kind: 'request',
          at: write.at,
          method: write.method as 'POST',
          target: write.target,
          key: write.key,
          body: write.body,
        },
        write.slices,
      ),
    admission,
  })

  return {
    ...control,
    apiKey,
    baseUrl,
    basePath,
    bodyLimit,
    clock,
    pipeline,
    store,
    fetch(input, init) {
      if (typeof input === 'string' && input.startsWith('/')) {
        // The path goes to routing as written; the Request only carries method, headers and body.
        return pipeline.fetch(new Request(`${baseUrl}/`, init), `${basePath}${input}`)
      }
      return pipeline.fetch(input instanceof Request && !init ? input : new Request(input, init))
    },
    override: (method, path, resolver) => overrides.add(method, path, resolver),
    clearOverrides: () => overrides.clear(),
    close: () => clock.clear(),
  }
}

/** Splits a base URL into its origin-and-path form and its path; only http(s) origins are allowed. */
function checkBaseUrl(input: string, name = 'baseUrl'): { baseUrl: string; basePath: string } {
  let url: URL
  try {
    url = new URL(input)
  } catch {
    throw new RangeError(`Invalid ${name} "${input}": expected an absolute http(s) URL such as http://127.0.0.1:4010`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new RangeError(`Invalid ${name} "${input}": expected http or https`)
  if (url.search || url.hash || url.username || url.password)
    throw new RangeError(`Invalid ${name} "${input}": no query, fragment or credentials`)
  const basePath = trimTrailing(url.pathname, '/')
  return { baseUrl: `${url.origin}${basePath}`, basePath }
}

function checkSeed(seed: number): number {
  if (!Number.isInteger(seed) || seed < 0 || seed > 2 ** 31 - 1)
    throw new RangeError(`Invalid seed ${seed}: expected an integer from 0 to ${2 ** 31 - 1}`)
  return seed
}

function checkScenario(name: string): ScenarioName {
  if (!(SCENARIOS as readonly string[]).includes(name))
    throw new RangeError(`Unknown scenario "${name}": expected one of ${SCENARIOS.join(', ')}`)
  return name as ScenarioName
}

/** Clock ms between two activity items: off (0), or at least ACTIVITY_LIMITS.minEveryMs. */
export function activityEveryOf(input: Duration | false | undefined): number {
  if (input === undefined) return DEFAULT_ACTIVITY_EVERY_MS
  if (input === false) return 0
  const ms = parseDuration(input)
  if (ms !== 0 && ms < ACTIVITY_LIMITS.minEveryMs)
    throw new RangeError(
      `Invalid integrationActivity "${input}": at least ${ACTIVITY_LIMITS.minEveryMs / 1000}s, or 0 for off`,
    )
  return ms
}

/** `'2s'` for every kind, or `{ artifact: 500 }` for some: clock milliseconds per kind. */
function jobStepsOf(input: MockOptions['jobSteps']): Partial<JobSteps> | undefined {
  if (input === undefined) return undefined
  if (typeof input === 'number' || typeof input === 'string') {
    const ms = parseDuration(input)
    return Object.fromEntries(JOB_KINDS.map((kind) => [kind, ms]))
  }
  const steps: Partial<JobSteps> = {}
  for (const [kind, duration] of Object.entries(input)) {
    if (!(JOB_KINDS as readonly string[]).includes(kind))
      throw new RangeError(`Unknown job kind "${kind}" in jobSteps: expected ${JOB_KINDS.join(', ')}`)
    steps[kind as JobKind] = parseDuration(duration as Duration)
  }
  return steps
}

/** Jobs not finished yet, oldest first, and pending connect flows that have not expired. */
function inFlight(store: Store): InFlight {
  const jobs = [...store.jobs.inFlight].map(({ kind, job, queued_at }) => {
    const fields = job as unknown as { id?: string; job_run_id?: string }
    return { kind, id: fields.id ?? fields.job_run_id ?? '', status: job.status, queued_at }
  })
  const connect_flows: InFlight['connect_flows'] = []
  const now = store.clock.now()
  for (const workspace of store.workspaces.values()) {
    for (const attempt of workspace.integrations.attempts.values()) {
      if (attempt.status !== 'pending' || now >= attempt.started_at + CONNECT_TTL_MS) continue
      connect_flows.push({
        connect_id: attempt.id,
        workspace_id: workspace.id,
        type: attempt.type,
        provider: attempt.provider,
        account: attempt.account,
        started_at: formatTimestamp(attempt.started_at),
        expires_at: formatTimestamp(attempt.started_at + CONNECT_TTL_MS),
      })
    }
  }
  return { jobs, connect_flows }
}

// The documents depend only on the route table and the origin: built once per process and origin
// (building the public one takes about 25 ms of CPU warm, 80 ms the first time), then answered
// from memory (the newest 8 origins). Each caller gets its own copy.
const documentCache = new Map<string, Promise<object>>()

function servedDocument(kind: 'public' | 'control', baseUrl: string): Promise<object> {
  const cacheKey = `${kind} ${baseUrl}`
  let document = documentCache.get(cacheKey)
  if (!document) {
    document = import('./documents.js').then((documents) =>
      kind === 'public' ? documents.createPublicDocument(baseUrl) : documents.createControlDocument(baseUrl),
    )
    documentCache.set(cacheKey, document)
    // Many mocks at many origins in one process (a test suite) keep only the newest few.
    if (documentCache.size > 8) documentCache.delete(documentCache.keys().next().value!)
    // A failed build is not kept: the next request tries again.
    document.catch(() => documentCache.delete(cacheKey))
  }
  return document
}

/** The integration control functions, each telling `record` what it did so a snapshot can replay it. */
function recordedIntegrations<
  T extends {
    approve: (...args: any[]) => unknown
    deny: (...args: any[]) => unknown
    connectWhatsApp: (...args: any[]) => unknown
  },
>(control: T, record: (action: 'approve' | 'deny' | 'whatsapp', args: unknown[]) => void): T {
  return {
    ...control,
    approve: (...args: unknown[]) => {
      const result = control.approve(...args)
      record('approve', structuredClone(args.filter((a) => a !== undefined)))
      return result
    },
    deny: (...args: unknown[]) => {
      const result = control.deny(...args)
      record('deny', structuredClone(args))
      return result
    },
    connectWhatsApp: (...args: unknown[]) => {
      const result = control.connectWhatsApp(...args)
      record('whatsapp', structuredClone(args))
      return result
    },
  }
}

/** Entries of a fixture, or changes of a snapshot, checked in one slice (a few ms). */
const PARSE_SLICE = 500

/** YAML texts up to this size are parsed on the event loop (about 10 ms); larger ones off it where the platform can. */
const YAML_AT_ONCE = 16 * 1024

/**
 * A fixture object, or its JSON or YAML text, checked in slices. JSON text is read as JSON (a MiB
 * in a few ms); YAML (the parser loads only when it is needed) takes about half a second a MiB,
 * so a large text is parsed off the event loop when the platform offers it (`parseYaml`: a worker
 * thread on Node).
 */
async function readFixture(input: Fixture | string, parseYaml?: (text: string) => Promise<unknown>): Promise<Fixture> {
  let value: unknown = input
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input)
    } catch {
      try {
        // YAML 1.2 is a superset of JSON: text that is not JSON is read as YAML.
        if (parseYaml && input.length > YAML_AT_ONCE) value = await parseYaml(input)
        else value = (await import('yaml')).parse(input, { maxAliasCount: 100 })
      } catch (error) {
        throw new ApiError(400, `Invalid fixture: not valid JSON or YAML: ${(error as Error).message.split('\n')[0]}`)
      }
    }
  }
  try {
    return await drive(parseFixtureSlices(value, new WorkMeter(PARSE_SLICE)))
  } catch (error) {
    if (error instanceof FixtureError) throw new ApiError(400, `Invalid fixture: ${error.message}`)
    throw error
  }
}

/** Runs sliced work to its end, a slice per turn of the event loop. */
async function drive<R>(work: SlicedWork<R>): Promise<R> {
  let step = work.next()
  while (!step.done) {
    await turn()
    step = work.next()
  }
  return step.value
}

/** Omit over each member of a union (a change without its slice count). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** The next turn of the event loop. */
const turn = (): Promise<void> => new Promise((resolve) => nextTurn(resolve))

/**
 * Gives the event loop back once `everyMs` of work (wall time; the CPU time counted with the
 * collector's threads is about twice that) passed since it last did: for work
 * whose slices are not metered (a replayed request, a fixture's entry), each of which is short.
 */
function breather(everyMs = 4): () => Promise<void> {
  let since = performance.now()
  return async () => {
    if (performance.now() - since < everyMs) return
    await turn()
    since = performance.now()
  }
}

/** A promise with its resolve function. */
function settled(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

/**
 * Connect ids are the one value of the mock drawn from the platform's CSPRNG rather than the seed
 * (the consent page's only credential, decision 0015). Each id drawn is noted, the change that drew
 * it keeps it (`ids`), and its replay draws the same ids in order, so a restored connect flow is
 * found by the id its client holds. A replayed change without ids (a snapshot of version 1 or 2)
 * draws fresh ones.
 */
function createConnectIdLedger(): {
  draw(): string
  /** The ids drawn since the last change was recorded, handed to that change. */
  take(): string[]
  /** From now until `endReplay`, draws come from `ids` first. */
  replay(ids: readonly string[]): void
  endReplay(): void
} {
  let drawn: string[] = []
  let replayed: string[] | undefined
  return {
    draw() {
      if (replayed) return replayed.shift() ?? newConnectId()
      const id = newConnectId()
      drawn.push(id)
      return id
    },
    take: () => drawn.splice(0),
    replay(ids) {
      replayed = [...ids]
    },
    endReplay() {
      replayed = undefined
      drawn = []
    },
  }
}

/** Empties a map and fills it with `entries`, in place (the pipeline and the control functions hold the store's maps). */
function refill<K, V>(map: Map<K, V>, entries: ReadonlyArray<readonly [K, V]>): void {
  map.clear()
  for (const [key, value] of entries) map.set(key, value)
}
