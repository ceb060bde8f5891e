import type { Workspace } from '../../core/model.js'
import type { Store } from '../../core/store.js'
import { stringifyBody } from '../integer-id.js'
import type { AnyRoute, RouteResult, RouteServices } from '../route.js'
import { resolveSchema } from '../schemas/lazy.js'
import type { Step } from './compose.js'
import { checkAnswer } from './check-answer.js'
import type { RawResponse } from './exchange.js'

/** What every handler is given beside its own key and workspace. */
export type SharedServices = Omit<RouteServices, 'key' | 'workspace'>

/**
 * The last step: the route's handler, run at the clock time and job slice recorded for a
 * snapshot, and its result as an answer: the declared content type, the body serialized (ids
 * above 2^53 as bare numbers), and with `validateResponses`, checked against its own schema (a
 * mismatch is a 500: the mock broke its contract; check-answer.ts).
 */
export function callHandler(
  store: Store,
  services: SharedServices,
  validateResponses: boolean,
  sentInteger?: (workspace: Workspace, digits: string) => void,
): Step {
  return async (exchange) => {
    const route = exchange.route!
    const { params, query, body } = exchange.input!
    const key = exchange.key
    const workspace = exchange.workspace
    exchange.handledAt = store.clock.now()
    exchange.handledSlices = store.jobs.slices.ran
    const handled = route.handle({
      params,
      query,
      body,
      key: key!,
      workspace: workspace!,
      header: (name) => exchange.request.header(name),
      raw: { target: exchange.request.target, body: exchange.requestBody },
      // Named fields, not a spread: spreading the shared services was a tenth of a GET's CPU.
      services: {
        clock: services.clock,
        baseUrl: services.baseUrl,
        jobs: services.jobs,
        integrations: services.integrations,
        graphLibrary: services.graphLibrary,
        key,
        workspace,
      },
    })
    // Most handlers answer at once: awaiting their answer only cost a turn of the microtask queue.
    const result = handled instanceof Promise ? await handled : handled
    if ('unchanged' in result && result.unchanged === true) exchange.unchanged = true
    const heard = sentInteger && workspace ? (digits: string) => sentInteger(workspace, digits) : undefined
    return toResponse(route, result, validateResponses, workspace, heard)
  }
}

/** `workspace` (of a public route) holds the marks of the record forms that validation checked before. */
function toResponse(
  route: AnyRoute,
  result: RouteResult,
  validate: boolean,
  workspace: Workspace | undefined,
  onInteger: ((digits: string) => void) | undefined,
): RawResponse {
  // A copy only when the handler set headers: spreading `undefined` still built an object slowly.
  const headers: Record<string, string> = result.headers ? { ...result.headers } : {}
  if ('stream' in result) {
    headers['content-type'] = result.contentType
    return { status: result.status, headers, body: result.stream }
  }
  const serialized = 'json' in result
  if (!serialized && result.body === undefined) return { status: result.status, headers, body: null }
  const alternative =
    'body' in result && result.contentType !== undefined
      ? route.responses[result.status]?.alternatives?.[result.contentType]
      : undefined
  if ('body' in result && result.contentType !== undefined && !alternative)
    throw new Error(
      `${route.operationId} answered ${result.contentType}, which its ${result.status} response does not declare`,
    )
  const schema = resolveSchema(alternative ?? route.responses[result.status]?.schema)
  if (validate && schema) checkAnswer(route.operationId, schema, result, workspace)
  headers['content-type'] =
    alternative && 'body' in result
      ? result.contentType!
      : (route.responses[result.status]?.contentType ?? 'application/json')
  if (serialized) return { status: result.status, headers, body: result.json }
  return {
    status: result.status,
    headers,
    body: typeof result.body === 'string' ? result.body : stringifyBody(result.body, onInteger),
  }
}
