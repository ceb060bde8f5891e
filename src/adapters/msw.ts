import { http, type HttpHandler } from 'msw'
import type { Pipeline } from '../http/pipeline/index.js'
import { trimTrailing } from '../core/text.js'

/** The paths the mock answers, most requested first: MSW tries handlers in order. */
const PATHS = [
  '/v1/*',
  '/api/developers/v1/*',
  '/v1',
  '/api/developers/v1',
  '/_mock/*',
  '/_mock',
  '/api/v1/agents/register',
  '/openapi.json',
]

/**
 * The mock as MSW handlers: a few catch-alls that hand every request under the base URL to the
 * pipeline, which does the routing (one handler per operation made MSW match every path
 * pattern on every request). Handlers added with `server.use(...)` still take precedence.
 *
 * @example setupServer(...createMswHandlers(pipeline, 'http://127.0.0.1:4010'))
 */
export function createMswHandlers(pipeline: Pipeline, baseUrl: string): HttpHandler[] {
  const base = trimTrailing(baseUrl, '/')
  const resolver = ({ request }: { request: Request }) => pipeline.fetch(request)
  return PATHS.map((path) => http.all(`${base}${path}`, resolver))
}
