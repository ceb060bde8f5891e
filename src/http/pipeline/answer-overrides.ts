import type { Overrides } from '../overrides.js'
import type { Next, Step } from './compose.js'
import type { Exchange, RawRequest, RawResponse } from './exchange.js'

type OverrideMatch = NonNullable<ReturnType<Overrides['match']>>

/**
 * Resolvers that answer instead of the mock for a method and path of the public API, under every
 * prefix. A resolver's `next()` is the mock's own answer: the request sent again through the
 * pipeline without overrides, faults or limits (`mockAnswer`).
 */
export function answerOverrides(
  overrides: Overrides,
  baseUrl: string,
  mockAnswer: (request: RawRequest) => Promise<RawResponse>,
): Step {
  return (exchange, next) => {
    if (!exchange.publicApi || !exchange.outer || overrides.size === 0 || exchange.target.problem) return next(exchange)
    const hit = overrides.match(exchange.method, exchange.segments)
    return hit ? resolve(hit, exchange, next) : next(exchange)
  }

  async function resolve(hit: OverrideMatch, exchange: Exchange, next: Next): Promise<RawResponse> {
    const request = exchange.request
    const answer = await hit.override.resolver({
      request: await fetchRequestOf(request, baseUrl),
      params: hit.params,
      next: async () => fromRaw(await mockAnswer(request)),
    })
    if (answer === undefined) return next(exchange)
    exchange.overridden = true
    return toRaw(answer)
  }
}

/** The request for an override's resolver: the adapter's own copy, or one made from the target. */
async function fetchRequestOf(request: RawRequest, baseUrl: string): Promise<Request> {
  if (request.toFetchRequest) return request.toFetchRequest()
  return new Request(new URL(request.target, `${baseUrl}/`), { method: request.method })
}

/** A resolver's Fetch `Response` as the pipeline's answer; its body is passed on as a stream. */
function toRaw(response: Response): RawResponse {
  if (!(response instanceof Response))
    throw new TypeError('An override resolver must answer a Response (HttpResponse.json(...)) or undefined')
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  return { status: response.status, headers, body: response.body }
}

function fromRaw(raw: RawResponse): Response {
  return new Response(raw.body, { status: raw.status, headers: raw.headers })
}
