import { http, type HttpHandler } from 'msw'
import type { Dispatch } from '../http/dispatch.js'
import { toColonPath, type AnyRoute } from '../http/route.js'

/**
 * The route table as MSW handlers: one per operation (so `server.listHandlers()` reads like the
 * API), plus catch-alls that give unknown `/v1` and `/_mock` paths the API's own 404.
 *
 * @example setupServer(...createMswHandlers(routes, dispatch, 'http://127.0.0.1:4010'))
 */
export function createMswHandlers(routes: readonly AnyRoute[], dispatch: Dispatch, baseUrl: string): HttpHandler[] {
  const base = baseUrl.replace(/\/+$/, '')
  const resolver = ({ request }: { request: Request }) => dispatch(request)
  return [
    ...routes.map((route) => http[route.method](`${base}${toColonPath(route.path)}`, resolver)),
    http.all(`${base}/v1`, resolver),
    http.all(`${base}/v1/*`, resolver),
    http.all(`${base}/_mock/*`, resolver),
  ]
}
