import type { Explainer } from '../explain/index.js'
import type { Step } from './compose.js'
import { errorResponse } from './errors.js'

/**
 * The outermost step: whatever a later step throws is answered as `{code, message}`, and the
 * rate limit's headers go on every answer, an error's included (a 429 says when to retry). With
 * an explainer, an error answer (and a suspicious 2xx) also says why, beside the body
 * (`X-Mock-Explain`, the journal's `explain`).
 */
export function answerErrorsWith(explainer: Explainer | undefined): Step {
  return async (exchange, next) => {
    let response
    try {
      response = await next(exchange)
    } catch (error) {
      response = errorResponse(error)
      if (explainer) explained(() => explainer.explainError(exchange, error, response!))
    }
    if (explainer && response.status < 300) {
      const answered = response
      response = explained(() => explainer.explainSuccess(exchange, answered)) ?? answered
    }
    if (exchange.rateHeaders) response.headers = { ...exchange.rateHeaders, ...response.headers }
    return response
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
