import type { Express } from 'express'
import type { HttpHandler } from 'msw'
import { createExpressApp } from './adapters/express.js'
import { createMswHandlers } from './adapters/msw.js'
import { createNodeHandler } from './adapters/node.js'
import type { MockCore } from './mock/mock-core.js'
import type { MockOptions } from './mock/options.js'
import { createMockCore } from './node-core.js'

export interface Mock extends MockCore {
  /** MSW request handlers for `setupServer(...mock.handlers)` or `setupWorker(...)`. */
  readonly handlers: HttpHandler[]
  /** An Express app serving the same mock, built (and Express loaded) on first access. */
  readonly app: Express
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
  const core = createMockCore(options)
  const handlers = createMswHandlers(core.pipeline, core.baseUrl)
  let app: Express | undefined
  return Object.defineProperties(core as Mock, {
    handlers: { value: handlers, enumerable: true },
    app: {
      enumerable: true,
      get: () => (app ??= createExpressApp(createNodeHandler(core.pipeline, { bodyLimit: core.bodyLimit }))),
    },
  })
}
