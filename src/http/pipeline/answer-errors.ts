import type { Explainer } from '../explain/index.js'
import type { Step } from './compose.js'
import { errorResponse } from './errors.js'
import type { Exchange, RawResponse } from './exchange.js'

/**
 * The outermost step: whatever a later step throws is answered as `{code, message}`, and the
 * rate limit's headers go on every answer, an error's included (a 429 says when to retry). With
 * an explainer, an error answer (and a suspicious 2xx) also says why, beside the body
 * (`X-Mock-Explain`, the journal's `explain`).
 */
export function answerErrorsWith(explainer: Explainer | undefined): Step {
  /** The answer as the client gets it: explained when suspicious, with the rate limit's headers. */
  const finish = (exchange: Exchange, answered: RawResponse): RawResponse => {
    let response = answered
    if (explainer && response.status < 300)
      response = explained(() => explainer.explainSuccess(exchange, answered)) ?? answered
    if (exchange.rateHeaders) response.headers = { ...exchange.rateHeaders, ...response.headers }
    return response
  }
  const failed = (exchange: Exchange, error: unknown): RawResponse => {
    const response = errorResponse(error)
    if (explainer) explained(() => explainer.explainError(exchange, error, response))
    return finish(exchange, response)
  }
  // A `then`, not an async function: every request passes here, and an `await` cost more.
  return (exchange, next) => {
    let answered: Promise<RawResponse>
    try {
      answered = next(exchange)
    } catch (error) {
      answered = Promise.reject(error)
    }
    return answered.then(
      (response) => finish(exchange, response),
      (error: unknown) => failed(exchange, error),
    )
  }
}

/** An explanation is an aid: a fault in one never changes the answer it would have explained. */
function explained<T>(explain: () => T): T | undefined {
  try {
    return explain()
  } catch {
    return undefined
  }
}

/** answerErrors without explanations. */
export const answerErrors: Step = answerErrorsWith(undefined)
