import { ApiError } from '../../core/errors.js'
import type { RateLimiter } from '../rate-limit.js'
import type { Step } from './compose.js'

/**
 * Per-key limits on calls of the public API (rate-limit.ts), once per call: not on an override's
 * `next()` nor a snapshot's replayed calls. Its headers go on the answer (answerErrors).
 */
export function limitRate(rateLimit: RateLimiter): Step {
  return (exchange, next) => {
    if (!exchange.publicApi || exchange.replay || !exchange.outer) return next(exchange)
    const decision = rateLimit.take(exchange.key!.key)
    exchange.rateHeaders = decision.headers
    if (!decision.allowed)
      throw new ApiError(
        429,
        `Rate limit exceeded: at most ${rateLimit.limit} calls per ${rateLimit.windowMs / 1000} s per ` +
          `key; retry after ${decision.headers['retry-after']} s`,
      )
    return next(exchange)
  }
}
