import type { TestWorkspace, TestWorkspaceOptions, TestWorkspaces } from '../control/functions.js'
import type { ScenarioName } from '../control/schemas.js'
import { bearerKey, type ApiKey } from '../core/auth.js'
import { ApiError } from '../core/errors.js'
import { createIdFormat } from '../core/ids.js'
import type { Pipeline, RawRequest } from '../http/pipeline/index.js'
import type { MockCore } from './mock-core.js'
import { checkScenario, checkSeed, jobStepsOf, OptionError, type MockOptions } from './options.js'

/**
 * How many test workspaces a mock holds at once, in units: one for an empty or small workspace,
 * `large` for one of the large scenario (10,500 records, about 50 MiB: ten of them weigh as much
 * as the ten large registrations the mock allows).
 */
export const WORKSPACE_LIMITS = { units: 256, large: 25 } as const

// Test workspace n numbers its workspaces from slot FIRST_SLOT + n * SLOTS_EACH: far past the
// server's slots (at most 100 workspaces), and each has room for the 100 workspaces a store holds.
const FIRST_SLOT = 1000
const SLOTS_EACH = 100

/** The wall clock a TTL reads, and how it checks now and then; tests pass their own (no sleeping). */
export interface WallClock {
  now(): number
  /** Calls `fn` every `ms` of wall time until the returned function is called. */
  every(ms: number, fn: () => void): () => void
}

const SYSTEM_WALL: WallClock = {
  now: () => Date.now(),
  every(ms, fn) {
    const timer = setInterval(fn, ms)
    // A mock with idle test workspaces does not keep a process alive.
    ;(timer as { unref?: () => void }).unref?.()
    return () => clearInterval(timer)
  },
}

export interface WorkspacesParts {
  /** The options the server was made with: a test workspace inherits all but its own. */
  options: MockOptions
  /** The server's seed, scenario and clock start, the defaults of a test workspace. */
  seed: number
  scenario: ScenarioName
  start: number | string | undefined
  /** Wall milliseconds a test workspace may stay unused; undefined keeps them. */
  ttl: number | undefined
  /** Builds a mock core whose store numbers its workspaces from `firstSlot`. */
  build: (options: MockOptions, firstSlot: number) => MockCore
  /** Told the keys of a test workspace as it is deleted, so the server can explain their 401s. */
  onDelete?: ((keys: readonly ApiKey[]) => void) | undefined
}

/** The test workspaces as the mock holds them: with the pipeline a key reaches, and a close for all. */
export interface HeldWorkspaces extends TestWorkspaces {
  /** The pipeline of the test workspace a key belongs to (the use counts for its TTL). */
  pipelineOf(key: string): Pipeline | undefined
  /** The pipeline of the test workspace a connect flow belongs to: its consent page and answers. */
  pipelineOfConnect(connectId: string): Pipeline | undefined
  /** Deletes every test workspace. */
  close(): void
}

interface Held {
  workspace: TestWorkspace
  core: MockCore
  index: number
  units: number
  used: number
}

/**
 * The test workspaces of one mock: each is a mock core of its own (store, clock, faults, journal,
 * change log, rate buckets), reached by its keys through the server's adapters, so nothing a test
 * does in one can reach another (decision 0035).
 */
export function createWorkspaces(parts: WorkspacesParts): HeldWorkspaces {
  const { options } = parts
  const held = new Map<string, Held>()
  const wall = options.wallClock ?? SYSTEM_WALL
  const { ttl } = parts
  const format = createIdFormat({ shortIds: options.shortIds })
  let stopSweeping: (() => void) | undefined

  const units = (): number => [...held.values()].reduce((sum, entry) => sum + entry.units, 0)
  const freeIndex = (): number => {
    const taken = new Set([...held.values()].map((entry) => entry.index))
    let index = 0
    while (taken.has(index)) index++
    return index
  }

  function sweep(): void {
    if (ttl === undefined) return
    const now = wall.now()
    for (const [id, entry] of held) if (now - entry.used >= ttl) remove(id)
  }

  function remove(id: string): boolean {
    const entry = held.get(id)
    if (!entry) return false
    held.delete(id)
    parts.onDelete?.([...entry.core.store.keys.values()])
    entry.core.close()
    if (held.size === 0) {
      stopSweeping?.()
      stopSweeping = undefined
    }
    return true
  }

  const touch = (id: string): void => {
    const entry = held.get(id)
    if (entry) entry.used = wall.now()
  }

  async function create(input: TestWorkspaceOptions = {}): Promise<TestWorkspace> {
    sweep()
    const fixture = input.fixture
    const scenario = checked(() => checkScenario(input.scenario ?? (fixture === undefined ? parts.scenario : 'empty')))
    const seed = checked(() => checkSeed(input.seed ?? parts.seed))
    const start = input.start ?? parts.start
    if (start !== undefined && !Number.isFinite(typeof start === 'number' ? start : Date.parse(start)))
      throw new ApiError(
        400,
        `Invalid request body: start: "${start}" is not an instant (RFC 3339, such as 2026-01-15T10:00:00Z)`,
      )
    const jobSteps = checked(() => (jobStepsOf(input.jobSteps), input.jobSteps ?? options.jobSteps))
    const weight = scenario === 'large' ? WORKSPACE_LIMITS.large : 1
    if (units() + weight > WORKSPACE_LIMITS.units)
      throw new ApiError(
        429,
        `The mock holds ${units()} of its ${WORKSPACE_LIMITS.units} test workspace units (a large one counts as ${WORKSPACE_LIMITS.large}), its limit; delete one first (DELETE /_mock/workspaces/{workspace_id})`,
      )
    const index = freeIndex()
    const firstSlot = FIRST_SLOT + index * SLOTS_EACH
    const workspaceId = format.workspaceId(firstSlot)
    const core = parts.build(
      {
        ...options,
        seed,
        // Built empty at once; its scenario is then seeded in slices, so no request waits long.
        scenario: 'empty',
        clock: { mode: input.clock ?? 'manual', ...(start !== undefined && { start }) },
        apiKey: `cgm_${workspaceId}_1`,
        jobSteps,
        control: true,
        onStateChange: undefined,
      },
      firstSlot,
    )
    const now = wall.now()
    const entry: Held = { workspace: undefined!, core, index, units: weight, used: now }
    const started = { seed, scenario, fixture }
    const workspace: TestWorkspace = {
      workspaceId,
      apiKey: core.apiKey,
      clock: core.clock,
      faults: core.faults,
      journal: core.journal,
      createdAt: now,
      get lastUsedAt() {
        return entry.used
      },
      describe: () => core.describe(),
      reset: async (next = {}) => {
        const again = next.seed === undefined && next.scenario === undefined
        await core.seed(
          again
            ? started
            : { seed: next.seed ?? core.describe().seed, scenario: next.scenario ?? core.describe().scenario },
        )
      },
      seed: (seedInput) => core.seed(seedInput),
      snapshot: () => core.snapshot(),
      restore: (snapshot) => core.restore(snapshot),
      fetch: (request, init) => {
        touch(workspaceId)
        return core.fetch(request, init)
      },
      createKey: (keyOptions) => core.createKey(keyOptions),
      listKeys: () => core.listKeys(),
      revokeKey: (tokenId) => core.revokeKey(tokenId),
      users: (id) => core.users(id),
      inFlight: () => core.inFlight(),
      failNextJob: (kind, error) => core.failNextJob(kind, error),
      override: (method, path, resolver) => core.override(method, path, resolver),
      clearOverrides: () => core.clearOverrides(),
      delete: () => void remove(workspaceId),
    }
    entry.workspace = workspace
    held.set(workspaceId, entry)
    if (ttl !== undefined) stopSweeping ??= wall.every(Math.min(ttl, 60_000), sweep)
    if (scenario !== 'empty' || fixture !== undefined) {
      try {
        await core.seed(started)
      } catch (error) {
        remove(workspaceId)
        throw error
      }
    }
    return workspace
  }

  return {
    create,
    get: (id) => held.get(id)?.workspace,
    list: () => {
      sweep()
      return [...held.values()].map((entry) => entry.workspace)
    },
    delete: remove,
    ofKey(key) {
      for (const entry of held.values()) if (entry.core.store.keys.has(key)) return entry.workspace
      return undefined
    },
    forward(id, request: RawRequest) {
      const entry = held.get(id)
      if (!entry) return Promise.reject(new ApiError(404, `No test workspace ${id}`))
      touch(id)
      return entry.core.pipeline.handle(request)
    },
    pipelineOf(key) {
      for (const entry of held.values())
        if (entry.core.store.keys.has(key)) {
          entry.used = wall.now()
          return entry.core.pipeline
        }
      return undefined
    },
    pipelineOfConnect(connectId) {
      for (const entry of held.values())
        for (const workspace of entry.core.store.workspaces.values())
          if (workspace.integrations.attempts.has(connectId)) {
            entry.used = wall.now()
            return entry.core.pipeline
          }
      return undefined
    },
    close() {
      for (const id of [...held.keys()]) remove(id)
    },
  }
}

/** An option check's refusal as the 400 a client reads. */
function checked<T>(check: () => T): T {
  try {
    return check()
  } catch (error) {
    if (error instanceof OptionError || error instanceof RangeError)
      throw new ApiError(400, `Invalid request body: ${error.message}`)
    throw error
  }
}

/** A test workspace's own registry: it holds no test workspaces of its own. */
export const NO_WORKSPACES: HeldWorkspaces = {
  create: () => Promise.reject(new ApiError(400, 'A test workspace holds no test workspaces of its own')),
  get: () => undefined,
  list: () => [],
  delete: () => false,
  ofKey: () => undefined,
  forward: (id) => Promise.reject(new ApiError(404, `No test workspace ${id}`)),
  pipelineOf: () => undefined,
  pipelineOfConnect: () => undefined,
  close: () => undefined,
}

/**
 * The server's pipeline, with a request made with a test workspace's key handed to that
 * workspace's own pipeline before anything of the server's (faults, journal, rate buckets) sees it.
 */
export function routeByKey(server: Pipeline, workspaces: HeldWorkspaces, basePath: string): Pipeline {
  const control = `${basePath}/_mock`
  const connect = `${control}/connect/`
  const pipelineOf = (target: string, authorization: string | null | undefined): Pipeline => {
    const path = pathOf(target)
    // A test workspace's consent page (its auth_url) and its answers: found by the connect id.
    if (path.startsWith(connect)) {
      // Connect ids are URL-safe: a segment that is not one as sent is the server's to refuse.
      const connectId = path.slice(connect.length).split(/[/?#]/)[0]!
      return workspaces.pipelineOfConnect(connectId) ?? server
    }
    const key = bearerKey(authorization)
    // The control surface is the server's: a workspace's own is under /_mock/workspaces/{id}.
    if (key === undefined || isControl(path, control)) return server
    return workspaces.pipelineOf(key) ?? server
  }
  return {
    handle: (request) => pipelineOf(request.target, request.header('authorization')).handle(request),
    fetch: (request, target) =>
      pipelineOf(target ?? new URL(request.url).pathname, request.headers.get('authorization')).fetch(request, target),
    replay: (request) => server.replay(request),
  }
}

/** The path and query of a raw target, in origin or absolute form. */
function pathOf(target: string): string {
  const scheme = target.indexOf('://')
  if (scheme === -1) return target
  const slash = target.indexOf('/', scheme + 3)
  return slash === -1 ? '/' : target.slice(slash)
}

/** Whether a path names one under the control prefix. */
function isControl(path: string, control: string): boolean {
  return path.startsWith(control) && (path.length === control.length || '/?#'.includes(path[control.length]!))
}
