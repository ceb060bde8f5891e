import { ApiError } from '../../core/errors.js'
import type { Store } from '../../core/store.js'
import type { Faults } from '../faults.js'
import type { Overrides } from '../overrides.js'
import type { RateLimiter } from '../rate-limit.js'
import type { AnyRoute } from '../route.js'
import { createRouter } from '../router.js'
import type { BrowserSessions } from '../sessions.js'
import type { AnsweredListener } from './answered.js'
import type { Explainer } from '../explain/index.js'
import { answerErrorsWith } from './answer-errors.js'
import { answerOverrides } from './answer-overrides.js'
import { applyFaults } from './apply-faults.js'
import { authenticate } from './authenticate.js'
import { authorize } from './authorize.js'
import { awaitRebuild, type Admission } from './await-rebuild.js'
import { callHandler } from './call-handler.js'
import { compose, type Step } from './compose.js'
import { newExchange, type Exchange, type RawRequest, type RawResponse } from './exchange.js'
import { fetchEntry } from './fetch-entry.js'
import { limitRate } from './limit-rate.js'
import { locate } from './locate.js'
import { readRequest } from './read-request.js'
import { requireRoute } from './require-route.js'

export type { AcknowledgedWrite, AnsweredListener } from './answered.js'
export { acknowledgedWrite, recordWrites } from './answered.js'
export type { Admission } from './await-rebuild.js'
export type { Next, Step } from './compose.js'
export { answerErrors, answerErrorsWith } from './answer-errors.js'
export { errorResponse, formatIssues, InvalidInput } from './errors.js'
export type { Exchange, RawRequest, RawResponse } from './exchange.js'
export { journalAnswers } from './journal-answers.js'

export interface PipelineOptions {
  /** Every route the mock answers: the public table, the control routes and the registration call. */
  routes: readonly AnyRoute[]
  store: Store
  /** Largest accepted request body in bytes; larger bodies answer 413. */
  bodyLimit: number
  /** Check every JSON response against its declared schema (a mismatch answers 500). */
  validateResponses: boolean
  /** A path prefix every route sits under (`/context` for `https://api.example.test/context`); `''` for none. */
  basePath: string
  /** The origin and base path the mock is reached at, for the served documents (`http://127.0.0.1:4010`). */
  baseUrl: string
  /** The Cytoscape.js source for the graph page (read from the package on Node); absent, the page answers 406. */
  graphLibrary?: (() => string | Promise<string>) | undefined
  /** Browser sessions of the development key (a cookie), accepted on GET requests without a key. */
  sessions?: BrowserSessions | undefined
  /** What a request waits for before it is handled: the state being rebuilt (see Admission). */
  admission?: Admission | undefined
  /** Injected latency, errors, dropped connections and malformed bodies (faults.ts). */
  faults?: Faults | undefined
  /** Resolvers that answer instead of the mock for a method and path, under every prefix. */
  overrides?: Overrides | undefined
  /** Per-key limits on `/v1` calls (rate-limit.ts); undefined: no limit. */
  rateLimit?: RateLimiter | undefined
  /** When set, every admin route (`/_mock` but the health check) needs `X-Admin-Token: <token>`. */
  adminToken?: string | undefined
  /** Explains every miss (explain/): the `X-Mock-Explain` header and the journal's `explain`. */
  explainer?: Explainer | undefined
  /** Told of every answered request, in order (journalAnswers, recordWrites). */
  listeners?: readonly AnsweredListener[] | undefined
}

export interface Pipeline {
  /** The pipeline itself, for adapters that hold the raw request target (the node server). */
  handle(request: RawRequest): Promise<RawResponse>
  /**
   * The pipeline for a Fetch `Request` (MSW, `mock.fetch`). `target` is the raw target when the
   * caller has it; otherwise the request URL's path and query, which the URL parser has already
   * cleaned of dot segments.
   */
  fetch(request: Request, target?: string): Promise<Response>
  /** Runs a request of a snapshot again: no faults, rate limit or listeners. */
  replay(request: RawRequest): Promise<RawResponse>
}

/**
 * The single request pipeline, its steps in order: errors answered as `{code, message}`, the
 * request located (base path, prefix, route), a rebuild waited for, faults, overrides, the key,
 * the rate limit, 400/404/405, scope and admin token, the input read and checked, the handler.
 * Every adapter calls it, so they behave identically; the listeners hear every answer.
 *
 * @example
 * const pipeline = createPipeline({ routes, store, bodyLimit: 1 << 20, validateResponses: true, basePath: '', baseUrl })
 * const headers = { authorization: 'Bearer cgm_dev_key' }
 * const response = await pipeline.fetch(new Request(`${baseUrl}/v1/objects`, { headers }))
 */
export function createPipeline(options: PipelineOptions): Pipeline {
  const { store } = options
  const listeners = options.listeners ?? []
  const steps: Step[] = [answerErrorsWith(options.explainer), locate(createRouter(options.routes), options.basePath)]
  if (options.admission) steps.push(awaitRebuild(options.admission))
  if (options.faults) steps.push(applyFaults(options.faults, store.clock))
  if (options.overrides) steps.push(answerOverrides(options.overrides, options.baseUrl, mockAnswer))
  steps.push(authenticate(store, options.sessions, options.admission))
  if (options.rateLimit) steps.push(limitRate(options.rateLimit))
  steps.push(
    requireRoute,
    authorize(options.adminToken),
    readRequest(options.routes, options.bodyLimit),
    callHandler(
      store,
      {
        clock: store.clock,
        baseUrl: options.baseUrl,
        jobs: store.jobs,
        integrations: store.integrations,
        graphLibrary: graphLibraryLoader(options.graphLibrary),
      },
      options.validateResponses,
      options.explainer?.sentInteger,
    ),
  )
  const answer = compose(steps)

  /** The mock's own answer, overrides left out: what an override's `next()` gives. */
  function mockAnswer(request: RawRequest): Promise<RawResponse> {
    return answer(newExchange(request, store.clock.now(), { replay: false, outer: false }))
  }

  // A `then`, not an async function: every request passes here, and an `await` cost more.
  function handle(request: RawRequest, replay: boolean): Promise<RawResponse> {
    let exchange: Exchange
    let answered: Promise<RawResponse>
    try {
      exchange = newExchange(request, store.clock.now(), { replay, outer: true })
      answered = answer(exchange)
    } catch (error) {
      return Promise.reject(error)
    }
    return answered.then((response) => {
      if (!replay) for (const listener of listeners) listener(exchange, response)
      return response
    })
  }

  return {
    handle: (request) => handle(request, false),
    replay: (request) => handle(request, true),
    fetch: fetchEntry((request) => handle(request, false)),
  }
}

/** The Cytoscape.js source, loaded on first use; without a loader, the graph page answers 406. */
function graphLibraryLoader(load: (() => string | Promise<string>) | undefined): () => Promise<string> {
  let library: Promise<string> | undefined
  return () => {
    if (!load)
      return Promise.reject(
        new ApiError(
          406,
          'The graph page is not available here: pass graphLibrary (the Cytoscape.js source) to ' +
            'createMock, or ask for JSON',
        ),
      )
    // A failed load is not kept, so a later call tries again.
    library ??= Promise.resolve(load()).catch((error: unknown) => {
      library = undefined
      throw error
    })
    return library
  }
}
