import type { ApiKey } from '../../core/auth.js'
import { ApiError } from '../../core/errors.js'
import type { Workspace } from '../../core/model.js'
import type { Store } from '../../core/store.js'
import type { JournalEntry } from '../journal.js'
import type { RateLimiter } from '../rate-limit.js'
import type { AnyRoute } from '../route.js'
import { createRouter } from '../router.js'
import { InvalidInput } from '../pipeline/errors.js'
import type { Exchange, RawResponse } from '../pipeline/exchange.js'
import { createPollWatch } from './clock-stopped.js'
import { EXPLAIN_HEADER, explanation, headerValue, type Explanation } from './explanation.js'
import { explainAttribute, explainIssues } from './fields.js'
import { createSentIntegers, createTombstones } from './ids.js'
import { createRevokedKeys, explainBadKey, explainScope } from './keys.js'
import { explainConflict, explainFault, explainRateLimit } from './limits.js'
import { explainNotFound } from './not-found.js'
import { createRouteExplainer } from './routes.js'

export { EXPLAIN_HEADER, EXPLAIN_KINDS, headerValue } from './explanation.js'
export type { ExplainKind, Explanation } from './explanation.js'

export interface ExplainerOptions {
  store: Store
  /** Every route the pipeline answers; the public ones are the near misses offered. */
  routes: readonly AnyRoute[]
  rateLimit?: RateLimiter | undefined
}

/** What the explanations need to hear of besides the answers: integer ids sent, deletions, revocations. */
export interface Explainer {
  /** Called by answerErrors with what a step threw and the answer made of it: sets the header and `exchange.explain`. */
  explainError(exchange: Exchange, error: unknown, response: RawResponse): void
  /** Called by answerErrors with a 2xx: the answer, with the header when it is suspicious. O(1). */
  explainSuccess(exchange: Exchange, response: RawResponse): RawResponse
  /** An answer to `workspace` carried this id as a bare JSON integer (call-handler). */
  sentInteger(workspace: Workspace, digits: string): void
  /** A key was revoked (the control API), or its test workspace deleted, so a later 401 can say when. */
  revoked(key: ApiKey, why?: 'revoked' | 'workspace'): void
  /** Hears each journal entry: a 2xx DELETE leaves a tombstone for its id. */
  journaled(entry: JournalEntry): void
}

/**
 * Explanations of every miss (decision 0036): for an answer of 400 or more outside `/_mock` (and
 * a suspicious 2xx), the pipeline's outermost step (answerErrors) asks it for the
 * `X-Mock-Explain` header and the exchange's `explain` (the journal's). All work is on the miss
 * path, but for two O(1) checks on a 2xx GET: whether an id parameter is the double of an integer
 * id the mock sent, and how often a job is polled.
 *
 * @example
 * const explainer = createExplainer({ store, routes })
 * createPipeline({ ..., explainer })
 */
export function createExplainer(options: ExplainerOptions): Explainer {
  const { store, rateLimit } = options
  const sent = createSentIntegers()
  const tombstones = createTombstones()
  const revokedKeys = createRevokedKeys()
  const near = createRouteExplainer(options.routes)
  const router = createRouter(options.routes)
  const polled = createPollWatch(store.clock)
  const context = { store, sent, tombstones }

  /** The journal's explanation and the client's (they differ only for other_workspace). */
  function explainError(exchange: Exchange, error: unknown): { journal: Explanation; client: Explanation } {
    const same = (e: Explanation) => ({ journal: e, client: e })
    if (!(error instanceof ApiError))
      return same(
        explanation('internal', `The mock failed: ${error instanceof Error ? error.message : String(error)}`, []),
      )
    const { status, message } = error
    const fault = exchange.fault
    if (fault?.status === status && message.includes(`fault ${fault.id} `)) return same(explainFault(fault))
    const route = exchange.route
    if (status === 401 && exchange.publicApi)
      return same(explainBadKey(store, revokedKeys, exchange.request.header('authorization')))
    if (status === 403 && exchange.key && route?.scope)
      return same(explainScope(store, exchange.key, route.scope, `${exchange.method} ${route.path}`))
    if (status === 429 && rateLimit) return same(explainRateLimit(rateLimit, exchange.rateHeaders))
    const match = exchange.match
    if (status === 404 && (!match || match.kind === 'none'))
      return same(near.unknownRoute(exchange.method, exchange.target.path, exchange.segments))
    if (status === 405 && match?.kind === 'method')
      return same(near.methodNotAllowed(exchange.method, exchange.target.path, exchange.segments, match.allowed))
    if (status === 404 && route && match?.kind === 'found' && exchange.workspace) {
      const found = explainNotFound(context, route, match.params, exchange.workspace, message)
      if (found) return found
    }
    if (status === 400 && error instanceof InvalidInput && route) {
      const found = explainIssues(route, error.where, error.issues)
      if (found) return same(found)
    }
    if (status === 400) {
      const found = explainAttribute(exchange.workspace, message)
      if (found) return same(found)
    }
    if (status === 409) return same(explainConflict(exchange.workspace, message))
    if (status === 404) return same(explanation('not_found', message, []))
    return same(explanation(status >= 500 ? 'internal' : 'invalid_request', message, []))
  }

  /** A 2xx that may not be what the client meant: an id that is the double of another, or a stuck poll. */
  function explainSuccess(exchange: Exchange, response: RawResponse): Explanation | undefined {
    const { workspace, route, match } = exchange
    if (!workspace || !route || match?.kind !== 'found') return undefined
    for (const name in match.params) {
      if (!sent.holds(workspace)) break
      const id = match.params[name]!
      const meant = sent.meant(workspace, id)
      if (meant === undefined) continue
      const other = `${route.method.toUpperCase()} ${route.path.replace(`{${name}}`, meant)}`
      return explanation(
        'id_precision',
        `${id} answered, but it is also ${meant} rounded to a double, and the mock sent ${meant} as a JSON ` +
          `integer: parse ids as strings (lossless-json) or quote them before JSON.parse`,
        [other],
      )
    }
    const body = typeof response.body === 'string' ? response.body : null
    return polled(route.path, `${workspace.id} ${exchange.routePath}`, body)
  }

  return {
    explainError(exchange, error, response) {
      if (exchange.control || exchange.replay || !exchange.routePath) return
      const explained = explainError(exchange, error)
      exchange.explain = explained.journal
      response.headers[EXPLAIN_HEADER] = headerValue(explained.client)
    },
    explainSuccess(exchange, response) {
      if (exchange.method !== 'GET' || response.status >= 300 || exchange.overridden || exchange.control)
        return response
      const suspicious = explainSuccess(exchange, response)
      if (!suspicious) return response
      exchange.explain = suspicious
      return { ...response, headers: { ...response.headers, [EXPLAIN_HEADER]: headerValue(suspicious) } }
    },
    sentInteger: (workspace, digits) => sent.sent(workspace, digits),
    revoked: (key, why) => revokedKeys.revoked(key, new Date(store.clock.now()).toISOString(), why),
    journaled(entry) {
      if (entry.method !== 'DELETE' || entry.status < 200 || entry.status >= 300 || !entry.workspace_id) return
      const workspace = store.workspaces.get(entry.workspace_id)
      const match = router.match('DELETE', entry.route_path.split('/').filter(Boolean).map(decodeSegment))
      if (!workspace || match.kind !== 'found') return
      const ids = Object.values(match.params).filter((value) => /^\d{1,20}$/.test(value))
      const id = ids[ids.length - 1]
      if (id !== undefined)
        tombstones.deleted(workspace, id, { at: entry.at, journalId: entry.id, call: `DELETE ${entry.route_path}` })
    },
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
