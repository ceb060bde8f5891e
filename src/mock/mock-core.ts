import type { ControlFunctions } from '../control/functions.js'
import { controlRouteTable } from '../control/route-table.js'
import type { ScenarioName } from '../control/schemas.js'
import { captureBase, captureConnectCalls, type SnapshotRate } from '../control/snapshot.js'
import { SCOPES } from '../core/auth.js'
import { createClock, type Clock } from '../core/clock.js'
import { AT_ONCE, runToEnd } from '../core/jobs/jobs.js'
import type { Registration, RegistrationInput } from '../core/registration.js'
import { addKey, createStore, type Store } from '../core/store.js'
import { closeInsightStreams } from '../core/insights/stream.js'
import { createPipeline, journalAnswers, recordWrites, type Pipeline } from '../http/pipeline/index.js'
import { createExplainer } from '../http/explain/index.js'
import { createFaults } from '../http/faults.js'
import { servedDocument } from './served-documents.js'
import { createJournal, DEFAULT_JOURNAL_SIZE, type JournalEntry } from '../http/journal.js'
import { createOverrides, type OverrideResolver } from '../http/overrides.js'
import { createRateLimiter } from '../http/rate-limit.js'
import { publicRoutes } from '../http/routes/index.js'
import { createBrowserSessions } from '../http/sessions.js'
import { ChangeLog } from './change-log.js'
import { createConnectIdLedger } from './connect-ids.js'
import { createControl } from './control.js'
import { recordedIntegrations } from './integrations.js'
import { checkOptions, type MockOptions } from './options.js'
import { RebuildQueue } from './rebuild-queue.js'
import { buildSlices, type Built, type ResetParts } from './rebuild.js'
import { createRegistrations } from './registration.js'
import { createRestorer } from './restore.js'
import { createSeeder } from './seed.js'
import { Sender } from './sender.js'
import { createStaticOverrides } from './static-overrides.js'
import { createWorkspaces, NO_WORKSPACES, routeByKey } from './workspaces.js'

/** The control functions' sliced forms: the HTTP control routes use them; a mock in process does not offer them. */
type SlicedForms = 'resetInSlices' | 'registerInSlices'

/** A mock without its adapters: what `serve` runs, and what `createMock` adds MSW and Express to. */
export interface MockCore extends Omit<ControlFunctions, SlicedForms | 'reset' | 'register'> {
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
   * Rebuilds the workspaces from the seed and scenario, at once: the large scenario holds the
   * event loop for most of a second (`POST /_mock/reset` and `seed` build in slices instead;
   * docs/time-slicing.md).
   */
  reset(options?: { seed?: number | undefined; scenario?: ScenarioName | undefined }): void
  /** The official clients' registration, at once: a new workspace and a key with every scope. */
  register(input: RegistrationInput): Registration
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
 * Assembles an independent mock core on any platform: its own store, clock, keys and pipeline,
 * with no adapter (neither msw nor express is loaded). The package's `createMockCore` (Node) and
 * the browser entry's `createMock` call it with what their platform offers.
 */
export function buildMockCore(options: MockOptions = {}, placement: { firstSlot?: number } = {}): MockCore {
  const checked = checkOptions(options)
  const { apiKey, baseUrl, basePath, bodyLimit } = checked
  const clock = createClock(checked.clock)
  const connectIds = createConnectIdLedger()
  const store = createStore(clock, {
    shortIds: options.shortIds ?? false,
    jobSteps: checked.jobSteps,
    firstSlot: placement.firstSlot,
    integrations: {
      activityEvery: checked.activityEvery,
      publicUrl: checked.publicUrl,
      seed: checked.seed,
      drawConnectId: () => connectIds.draw(),
    },
  })
  const built: Built = { seed: checked.seed, scenario: checked.scenario, generation: 0, largeRegistrations: 0 }
  runToEnd(buildSlices(store, built, AT_ONCE))
  addKey(store, { scopes: SCOPES, key: apiKey })
  const rateLimit = checked.rateLimit === 'off' ? undefined : createRateLimiter(clock, checked.rateLimit)
  const changed = (): void => options.onStateChange?.()
  // The rate limits as they stand: a restore puts them back, so a client limited before is limited after.
  const rateNow = (): SnapshotRate => ({
    buckets: rateLimit?.buckets() ?? [],
    connect_calls: captureConnectCalls(store),
  })
  const log = new ChangeLog(store, captureBase(store, built.seed, built.scenario), changed, connectIds, rateNow)
  // A manual clock's instant is where a restore puts it: a state file saves when it moves.
  clock.onMove(() => {
    if (!log.replaying) changed()
  })

  // Pacts read their matchers from the public document, generated on the first export.
  const journal = createJournal(options.journalSize ?? DEFAULT_JOURNAL_SIZE, () => servedDocument('public', baseUrl))
  const faults = createFaults(built.seed)
  const clearRequests = (): void => {
    rateLimit?.clear()
    faults.clear()
    journal.clear()
  }
  const resets: ResetParts = { store, built, log, clearRequests, changed }
  const queue = new RebuildQueue()
  const sender = new Sender(basePath)
  const seedsScenario = (options.registerScenario ?? 'scenario') === 'scenario'
  const registrations = createRegistrations({ store, built, log, queue, seedsScenario })
  const integrations = recordedIntegrations(store, log)
  const restorer = createRestorer({
    store,
    built,
    log,
    queue,
    registrations,
    sender,
    integrations,
    rateLimit,
    connectIds,
    changed,
  })
  const seed = createSeeder({ resets, queue, rateLimit, sender, parseYaml: options.parseYaml })
  // Browser sessions of the development key: a cookie lets the graph page open from the address bar.
  const sessions = createBrowserSessions()
  // A test workspace is a mock core of its own (placed past the server's ids); it holds none itself.
  const workspaces =
    placement.firstSlot === undefined
      ? createWorkspaces({
          options,
          seed: checked.seed,
          scenario: checked.scenario,
          start: checked.clock.start,
          ttl: checked.workspaceTtl,
          build: (inner, firstSlot) => buildMockCore(inner, { firstSlot }),
          // The explainer is made below; a workspace is deleted only once the mock is built.
          onDelete: (keys) => {
            for (const key of keys) explainer.revoked(key, 'workspace')
          },
        })
      : NO_WORKSPACES
  const overrides = createOverrides()
  const control = createControl({
    workspaces,
    staticOverrides: createStaticOverrides(overrides),
    resets,
    queue,
    registrations,
    restorer,
    seed,
    integrations,
    journal,
    faults,
    sessions,
    apiKey,
    baseUrl,
  })

  const explainer = createExplainer({ store, routes: publicRoutes, rateLimit })
  // A revoked key is remembered, so a later 401 can say when it was revoked.
  const revoke = control.revokeKey
  control.revokeKey = (tokenId) => {
    const key = [...store.keys.values()].find((k) => k.token_id === tokenId)
    const revoked = revoke(tokenId)
    if (revoked && key) explainer.revoked(key)
    return revoked
  }
  journal.subscribe(explainer.journaled)
  if (checked.explain === 'warn') journal.subscribe(warnExplained)

  // The journal hears every answer; the request log (onAnswer) hears the journal, entry id and all.
  if (options.onAnswer) journal.subscribe(options.onAnswer)
  const serverPipeline = createPipeline({
    // Off, the control surface keeps only what CI and clients read: the health check and the documents.
    routes: [...publicRoutes, ...controlRouteTable(control, { surface: options.control ?? true })],
    store,
    bodyLimit,
    validateResponses: options.validateResponses ?? true,
    basePath,
    baseUrl,
    graphLibrary: options.graphLibrary,
    overrides,
    faults,
    rateLimit,
    adminToken: options.adminToken,
    sessions,
    admission: queue.admission,
    explainer,
    // One "answered" event: a public write goes to the change log, every answer to the journal.
    listeners: [
      recordWrites(({ at, method, target, key, body, slices }) =>
        log.record({ kind: 'request', at, method: method as 'POST', target, key, body }, slices),
      ),
      journalAnswers(journal, (value) => store.keys.has(value)),
    ],
  })
  sender.connect(serverPipeline)
  // A request made with a test workspace's key goes to that workspace alone.
  const pipeline = routeByKey(serverPipeline, workspaces, basePath)

  const { resetInSlices: _reset, registerInSlices: _register, ...inProcess } = control
  return {
    ...inProcess,
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
    close: () => {
      workspaces.close()
      clock.clear()
      // A deleted test workspace's streams end with it, rather than stay open until their clients leave.
      for (const workspace of store.workspaces.values()) closeInsightStreams(workspace)
    },
  }
}

/** `explain: 'warn'`: an explained call printed as MSW prints an unhandled request. */
function warnExplained(entry: JournalEntry): void {
  if (!entry.explain) return
  const { kind, message, suggestions } = entry.explain
  const also = suggestions.length > 0 ? `\n  suggestions: ${suggestions.join(' | ')}` : ''
  console.warn(`[context-graph-mock] ${entry.method} ${entry.path} ${entry.status}: ${kind}: ${message}${also}`)
}
