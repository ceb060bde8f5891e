import { bearerKey, requireScope } from '../../core/auth.js'
import { ApiError } from '../../core/errors.js'
import type { Step } from './compose.js'
import type { RawRequest } from './exchange.js'

/**
 * The route's own requirements: the scope a public operation needs of the key (403), and, when
 * the mock has an admin token, the token on an admin route (401).
 */
export function authorize(adminToken: string | undefined): Step {
  return (exchange, next) => {
    const route = exchange.route!
    if (route.scope) requireScope(exchange.key!, route.scope, `${route.method.toUpperCase()} ${route.path}`)
    if (adminToken !== undefined && route.admin) checkAdminToken(exchange.request, adminToken)
    return next(exchange)
  }
}

/** The admin token comes as `X-Admin-Token: <token>` or `Authorization: Bearer <token>`. */
function checkAdminToken(request: RawRequest, token: string): void {
  const header = request.header('x-admin-token') ?? bearerKey(request.header('authorization'))
  if (header === undefined)
    throw new ApiError(
      401,
      'The control surface is protected: send "X-Admin-Token: <token>" (the token serve was started ' +
        'with --admin-token)',
    )
  if (!constantTimeEqual(header, token)) throw new ApiError(401, 'Invalid admin token')
}

function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    diff |= (a.charCodeAt(i % (a.length || 1)) || 0) ^ (b.charCodeAt(i % (b.length || 1)) || 0)
  return diff === 0
}
