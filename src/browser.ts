import type { HttpHandler } from 'msw'
import { createMswHandlers } from './adapters/msw.js'
import { createMockCore, type MockCore, type MockOptions } from './mock.js'

/*
 * The browser entry (`context-graph-mock/browser`): the same model and pipeline as on Node, with
 * the MSW handlers for `setupWorker`. Nothing here, nor anything it imports, loads a Node-only
 * module (node:*, the node:http adapter, Express): a test bundles it for the browser platform.
 */

export { DEV_API_KEY, DEFAULT_BASE_URL, DEFAULT_BODY_LIMIT } from './mock.js'
export type { MockCore, MockOptions } from './mock.js'
export type { OverrideInput, OverrideResolver } from './http/overrides.js'
export { createClock, parseDuration } from './core/clock.js'
export type { Clock, ClockOptions, Duration } from './core/clock.js'
export { SCOPES } from './core/auth.js'
export type { ApiKey, Scope } from './core/auth.js'
export { ApiError } from './core/errors.js'
export { SCENARIOS } from './control/schemas.js'
export type { ScenarioName } from './control/schemas.js'

export interface BrowserMock extends MockCore {
  /** MSW request handlers for `setupWorker(...mock.handlers)`. */
  readonly handlers: HttpHandler[]
}

/**
 * Creates an independent mock for the browser: its own store, clock, keys and MSW handlers.
 * The handlers run in the page (MSW's worker only forwards requests), so the state lives as long
 * as the page does.
 *
 * @example
 * import { setupWorker } from 'msw/browser'
 * import { createMock } from 'context-graph-mock/browser'
 * const mock = createMock({ seed: 1, clock: 'real' })
 * await setupWorker(...mock.handlers).start()
 */
export function createMock(options: MockOptions = {}): BrowserMock {
  const core = createMockCore(options)
  const handlers = createMswHandlers(core.pipeline, core.baseUrl)
  return Object.defineProperty(core as BrowserMock, 'handlers', { value: handlers, enumerable: true })
}
