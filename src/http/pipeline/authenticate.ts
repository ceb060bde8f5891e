import { authenticate as keyOf } from '../../core/auth.js'
import { ApiError } from '../../core/errors.js'
import type { Store } from '../../core/store.js'
import type { BrowserSessions } from '../sessions.js'
import type { Admission } from './await-rebuild.js'
import type { Next, Step } from './compose.js'
import type { Exchange, RawResponse } from './exchange.js'

/**
 * A call of the public API needs a valid Bearer key (or, for a GET from a browser, a session
 * cookie of the development key), whatever path it names; then it waits while its workspace is
 * being seeded, and the workspace must still exist.
 */
export function authenticate(
  store: Store,
  sessions: BrowserSessions | undefined,
  admission: Admission | undefined,
): Step {
  /** A GET without a key, from a browser holding a session cookie: the development key's header. */
  const sessionAuthorization = (exchange: Exchange): string | null => {
    if (exchange.method !== 'GET' || !sessions) return null
    const key = sessions.keyOf(exchange.request.header('cookie'))
    return key === undefined ? null : `Bearer ${key}`
  }
  const enter = (exchange: Exchange, next: Next): Promise<RawResponse> => {
    const workspace = store.workspaces.get(exchange.key!.workspace_id)
    if (!workspace) throw new ApiError(401, 'The workspace of this API key no longer exists')
    exchange.workspace = workspace
    return next(exchange)
  }
  return (exchange, next) => {
    if (!exchange.publicApi) return next(exchange)
    const header = exchange.request.header('authorization') ?? sessionAuthorization(exchange)
    const key = keyOf(store.keys, header)
    exchange.key = key
    const wait = exchange.replay ? undefined : admission?.workspace(key.workspace_id)
    if (!wait) return enter(exchange, next)
    return (async () => {
      for (let seeding: Promise<void> | undefined = wait; seeding; seeding = admission!.workspace(key.workspace_id))
        await seeding
      return enter(exchange, next)
    })()
  }
}
