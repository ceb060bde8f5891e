import type { Router } from '../router.js'
import type { Step } from './compose.js'
import { noOperation } from './exchange.js'

/** The public API answers under both prefixes; the official clients use the second. */
const PUBLIC_PREFIXES: ReadonlyArray<readonly string[]> = [['v1'], ['api', 'developers', 'v1']]

// A path of unreserved characters only, without a trailing slash: its route form is itself, and
// re-encoding its segments one by one was a tenth of the pipeline's own CPU on a GET.
const PLAIN_PATH = /^(?:\/[A-Za-z0-9._~-]+)+$/

/**
 * Puts the request in route form: the base path dropped (a request outside it is 404), either
 * public prefix read as `/v1`, and the route matched, so that later steps read the route's flags.
 * A miss is answered only after authentication (requireRoute), so a caller without a key learns
 * nothing about which paths exist.
 */
export function locate(router: Router, basePath: string): Step {
  const base = basePath.split('/').filter(Boolean)
  return (exchange, next) => {
    let segments = exchange.target.segments
    if (base.length > 0) {
      if (!base.every((part, i) => segments[i] === part)) throw noOperation(exchange)
      segments = segments.slice(base.length)
    }
    const prefix = publicPrefixOf(segments)
    if (prefix && prefix.length > 1) segments = ['v1', ...segments.slice(prefix.length)]
    exchange.segments = segments
    exchange.publicApi = prefix !== undefined
    exchange.control = segments[0] === '_mock'
    exchange.routePath =
      segments === exchange.target.segments && PLAIN_PATH.test(exchange.target.path)
        ? exchange.target.path
        : `/${segments.map(encodeURIComponent).join('/')}`
    const match = router.match(exchange.method, segments)
    exchange.match = match
    exchange.route = match.kind === 'found' ? match.route : undefined
    return next(exchange)
  }
}

/** The public prefix the segments start with, if any (a loop: `find` over `every` made three closures a request). */
function publicPrefixOf(segments: readonly string[]): readonly string[] | undefined {
  for (const prefix of PUBLIC_PREFIXES) {
    let i = 0
    while (i < prefix.length && segments[i] === prefix[i]) i++
    if (i === prefix.length) return prefix
  }
  return undefined
}
