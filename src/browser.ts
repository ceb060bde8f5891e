import type { HttpHandler } from 'msw'
import { createMswHandlers } from './adapters/msw.js'
import {
  createPersistence,
  type PersistenceDriver,
  type Persistence,
  type PersistOption,
} from './browser-persistence.js'
import type { Pipeline } from './http/pipeline/index.js'
import { buildMockCore, type MockCore } from './mock/mock-core.js'
import type { MockOptions } from './mock/options.js'

/*
 * The browser entry (`context-graph-mock/browser`): the same model and pipeline as on Node, with
 * the MSW handlers for `setupWorker`. Nothing here, nor anything it imports, loads a Node-only
 * module (node:*, the node:http adapter, Express): a test bundles it for the browser platform.
 */

export { DEV_API_KEY, DEFAULT_BASE_URL, DEFAULT_BODY_LIMIT } from './mock/options.js'
export type { MockCore } from './mock/mock-core.js'
export type { MockOptions } from './mock/options.js'
export type { Persistence, PersistOption, PersistOptions, StorageLike } from './browser-persistence.js'
export type { OverrideInput, OverrideResolver } from './http/overrides.js'
export { createClock, parseDuration } from './core/clock.js'
export type { Clock, ClockOptions, Duration } from './core/clock.js'
export { SCOPES } from './core/auth.js'
export type { ApiKey, Scope } from './core/auth.js'
export { ApiError } from './core/errors.js'
export { SCENARIOS } from './control/schemas.js'
export type { ScenarioName } from './control/schemas.js'

export interface BrowserMockOptions extends MockOptions {
  /**
   * Keeps the state between reloads (off by default): `'localStorage'`, `'indexedDB'`, or
   * `{ storage, key, debounceMs }`. The saved state is restored when the mock starts (requests
   * wait for it) and saved after changes, debounced. One that cannot be restored is left as it
   * is, with a console warning, and nothing is saved over it until `mock.persistence.clear()`.
   *
   * @example createMock({ seed: 1, clock: 'real', persist: 'localStorage' })
   */
  persist?: PersistOption | undefined
}

export interface BrowserMock extends MockCore {
  /** MSW request handlers for `setupWorker(...mock.handlers)`; with `persist`, they answer once the saved state is restored. */
  readonly handlers: HttpHandler[]
  /**
   * Resolves once the saved state is restored (at once without `persist`); it never rejects.
   * Requests through the handlers and `mock.fetch` wait for it by themselves; await it before
   * calling the control functions (`reset`, `snapshot`, ...) at start.
   */
  readonly ready: Promise<void>
  /** The saved state (`flush()`, `clear()`), with `persist`; undefined without. */
  readonly persistence: Persistence | undefined
}

/**
 * Creates an independent mock for the browser: its own store, clock, keys and MSW handlers.
 * The handlers run in the page (MSW's worker only forwards requests), so the state lives as long
 * as the page does, or across reloads with `persist`.
 *
 * @example
 * import { setupWorker } from 'msw/browser'
 * import { createMock } from 'context-graph-mock/browser'
 * const mock = createMock({ seed: 1, clock: 'real' })
 * await setupWorker(...mock.handlers).start()
 */
export function createMock(options: BrowserMockOptions = {}): BrowserMock {
  const { persist, ...mockOptions } = options
  // The option is checked before the mock is built; the persistence reaches the mock once it is.
  let built: MockCore | undefined
  const persistence: PersistenceDriver | undefined =
    persist === undefined ? undefined : createPersistence(persist, () => built!)
  const core = buildMockCore({
    ...mockOptions,
    onStateChange: () => {
      options.onStateChange?.()
      persistence?.changed()
    },
  })
  built = core
  const ready = persistence ? persistence.load() : Promise.resolve()
  // Until the saved state is back, requests wait: an answer from the seed would be wrong, and a
  // write into it would be lost to the restore.
  const pipeline: Pipeline = persistence
    ? {
        ...core.pipeline,
        handle: async (request) => {
          await ready
          return core.pipeline.handle(request)
        },
        fetch: async (request, target) => {
          await ready
          return core.pipeline.fetch(request, target)
        },
      }
    : core.pipeline
  const handlers = createMswHandlers(pipeline, core.baseUrl)
  const { fetch, close } = core
  return Object.defineProperties(core as BrowserMock, {
    handlers: { value: handlers, enumerable: true },
    ready: { value: ready, enumerable: true },
    persistence: { value: persistence ? publicPersistence(persistence) : undefined, enumerable: true },
    fetch: {
      value: async (input: Request | string | URL, init?: RequestInit) => {
        await ready
        return fetch(input, init)
      },
      enumerable: true,
    },
    close: {
      value: () => {
        persistence?.close()
        close()
      },
      enumerable: true,
    },
  })
}

/** What `mock.persistence` shows: the driver without what only the entry calls. */
function publicPersistence(driver: PersistenceDriver): Persistence {
  return Object.freeze({ storage: driver.storage, key: driver.key, flush: driver.flush, clear: driver.clear })
}
