import { discardBody, readFetchBody } from '../body.js'
import { endOnAbort } from '../end-on-abort.js'
import type { RawRequest, RawResponse } from './exchange.js'

/**
 * The pipeline for a Fetch `Request` (MSW, `mock.fetch`): the request read through `readBody`
 * and `header`, the answer a Fetch `Response`, whose stream ends when the request is aborted.
 * `target` is the raw target when the caller has it; otherwise the request URL's path and query,
 * which the URL parser has already cleaned of dot segments.
 */
export function fetchEntry(
  handle: (request: RawRequest) => Promise<RawResponse>,
): (request: Request, target?: string) => Promise<Response> {
  return async (request, target) => {
    const raw: RawRequest = {
      method: request.method,
      target: target ?? originForm(request.url),
      header: (name) => request.headers.get(name) ?? undefined,
      readBody: (limit) => readFetchBody(request, limit),
      toFetchRequest: async () => request.clone(),
    }
    const result = await handle(raw)
    // An answer may come before the body was read (401, 404, 413...): drain it, so a
    // keep-alive connection is free for the next request.
    await discardBody(request)
    if (result.drop) return Response.error()
    const body = result.body instanceof ReadableStream ? endOnAbort(result.body, request.signal) : result.body
    return new Response(body, { status: result.status, headers: result.headers })
  }
}

/** `http://host/v1/x?y=1` -> `/v1/x?y=1`. */
function originForm(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2)
  return start === -1 ? '/' : url.slice(start)
}
