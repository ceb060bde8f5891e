import type { Express } from 'express'
import type { HttpHandler } from 'msw'
import { seedScenario } from '../fixtures/scenarios.js'
import { createExpressApp } from './adapters/express.js'
import { createMswHandlers } from './adapters/msw.js'
import { controlRoutes } from './control/routes.js'
import { SCENARIOS, type ScenarioName } from './control/schemas.js'
import { SCOPES, type ApiKey, type Scope } from './core/auth.js'
import { createClock, type Clock, type ClockOptions } from './core/clock.js'
import { addKey, createStore, createWorkspace, ensureWorkspace, type Store } from './core/store.js'
import { createDispatch, type Dispatch } from './http/dispatch.js'
import type { AnyRoute, ControlFunctions } from './http/route.js'
import { publicRoutes } from './http/routes/index.js'

/** The development key: all scopes, on the seeded workspace. */
export const DEV_API_KEY = 'cgm_dev_key'
export const DEFAULT_BASE_URL = 'http://127.0.0.1:4010'
export const DEFAULT_BODY_LIMIT = 1024 * 1024

export interface MockOptions {
  /** Seed of the fixtures (default 1). The same seed gives byte-identical responses. */
  seed?: number
  /** Fixture scenario of the default workspace (default `small`). */
  scenario?: ScenarioName
  /** `manual` (default: moves only on `clock.advance`) or `real`, or full clock options. */
  clock?: 'manual' | 'real' | ClockOptions
  /** The development key (all scopes). Default `cgm_dev_key`. */
  apiKey?: string
  /** Origin the MSW handlers intercept (default `http://127.0.0.1:4010`). */
  baseUrl?: string
  /** Largest accepted request body in bytes (default 1 MiB); larger bodies answer 413. */
  bodyLimit?: number
  /** Check every response against its declared schema (default true). */
  validateResponses?: boolean
}

export interface Mock extends ControlFunctions {
  readonly apiKey: string
  readonly baseUrl: string
  readonly clock: Clock
  /** MSW request handlers for `setupServer(...mock.handlers)` or `setupWorker(...)`. */
  readonly handlers: HttpHandler[]
  /** An Express app serving the same mock (built on first access). */
  readonly app: Express
  /** Sends a Fetch `Request` (or a path relative to `baseUrl`) straight through the pipeline. */
  fetch(input: Request | string | URL, init?: RequestInit): Promise<Response>
  /** The underlying state, for advanced use. */
  readonly store: Store
  /** Cancels every clock timer. */
  close(): void
}

/**
 * Creates an independent mock: its own store, clock, keys, MSW handlers and Express app.
 *
 * @example
 * const mock = createMock({ seed: 1 })
 * const server = setupServer(...mock.handlers)
 * server.listen()
 * await fetch(`${mock.baseUrl}/v1/objects`, { headers: { authorization: `Bearer ${mock.apiKey}` } })
 */
export function createMock(options: MockOptions = {}): Mock {
  const clockOptions: ClockOptions = typeof options.clock === 'object' ? options.clock : { mode: options.clock ?? 'manual' }
  const clock = createClock(clockOptions)
  const apiKey = options.apiKey ?? DEV_API_KEY
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '')
  let seed = checkSeed(options.seed ?? 1)
  let scenario = checkScenario(options.scenario ?? 'small')
  const store = createStore(clock)

  const build = (): void => {
    clock.restart()
    store.workspaces.clear()
    const workspace = createWorkspace(store.defaultWorkspaceId, clock)
    seedScenario(workspace, clock, scenario, seed)
    store.workspaces.set(workspace.id, workspace)
    // Keys survive a reset; their workspaces start over empty.
    for (const key of store.keys.values()) ensureWorkspace(store, key.workspace_id)
  }
  build()
  addKey(store, { scopes: SCOPES, key: apiKey })

  const control: ControlFunctions = {
    reset(next = {}) {
      if (next.seed !== undefined) seed = checkSeed(next.seed)
      if (next.scenario !== undefined) scenario = checkScenario(next.scenario)
      build()
    },
    describe: () => ({ seed, scenario }),
    createKey: (keyOptions: { scopes: Scope[]; workspace?: string | undefined }): ApiKey => addKey(store, keyOptions),
  }

  const routes: readonly AnyRoute[] = [...publicRoutes, ...controlRoutes]
  const dispatch: Dispatch = createDispatch({
    routes,
    store,
    control,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    validateResponses: options.validateResponses ?? true,
  })
  const handlers = createMswHandlers(routes, dispatch, baseUrl)
  let app: Express | undefined

  return {
    ...control,
    apiKey,
    baseUrl,
    clock,
    handlers,
    store,
    get app() {
      app ??= createExpressApp(routes, dispatch)
      return app
    },
    fetch(input, init) {
      const request = input instanceof Request && !init ? input : new Request(typeof input === 'string' && input.startsWith('/') ? `${baseUrl}${input}` : input, init)
      return dispatch(request)
    },
    close: () => clock.clear(),
  }
}

function checkSeed(seed: number): number {
  if (!Number.isInteger(seed) || seed < 0 || seed > 2 ** 31 - 1) throw new RangeError(`Invalid seed ${seed}: expected an integer from 0 to ${2 ** 31 - 1}`)
  return seed
}

function checkScenario(name: string): ScenarioName {
  if (!(SCENARIOS as readonly string[]).includes(name)) throw new RangeError(`Unknown scenario "${name}": expected one of ${SCENARIOS.join(', ')}`)
  return name as ScenarioName
}
