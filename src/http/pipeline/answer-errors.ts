import type { Step } from './compose.js'
import { errorResponse } from './errors.js'

/**
 * The outermost step: whatever a later step throws is answered as `{code, message}`, and the
 * rate limit's headers go on every answer, an error's included (a 429 says when to retry).
 */
export const answerErrors: Step = async (exchange, next) => {
  let response
  try {
    response = await next()
  } catch (error) {
    response = errorResponse(error)
  }
  if (exchange.rateHeaders) response.headers = { ...exchange.rateHeaders, ...response.headers }
  return response
}
