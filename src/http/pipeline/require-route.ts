import { ApiError } from '../../core/errors.js'
import { rejectTarget } from '../target.js'
import type { Step } from './compose.js'
import { noOperation } from './exchange.js'

/**
 * Past authentication, a target that cannot be routed is 400, a path the table lacks 404, and a
 * method the path does not allow 405 with `Allow`.
 */
export const requireRoute: Step = (exchange, next) => {
  rejectTarget(exchange.target)
  const match = exchange.match!
  if (match.kind === 'none') throw noOperation(exchange)
  if (match.kind === 'method') {
    const allowed = match.allowed.join(', ')
    throw new ApiError(
      405,
      `Method ${exchange.method} is not allowed on ${exchange.target.path}; allowed: ${allowed}`,
      { allow: allowed },
    )
  }
  return next(exchange)
}
