import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import express, { type Express, type Request as ExpressRequest, type Response as ExpressResponse } from 'express'
import type { Dispatch } from '../http/dispatch.js'
import { toColonPath, type AnyRoute } from '../http/route.js'

const CORS_HEADERS = {
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'Authorization, Content-Type, Accept, Last-Event-ID',
  'access-control-expose-headers': 'Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Allow',
  'access-control-max-age': '600',
}

/** Express request -> Fetch `Request`, streaming the body rather than buffering it. */
export function toFetchRequest(req: ExpressRequest): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  const url = `http://${req.headers.host ?? '127.0.0.1'}${req.originalUrl}`
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : null,
    // Node's fetch needs this to send a streamed body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit)
}

/** Fetch `Response` -> Express response, streaming the body (server-sent events included). */
export async function sendFetchResponse(response: Response, res: ExpressResponse): Promise<void> {
  res.status(response.status)
  response.headers.forEach((value, name) => res.setHeader(name, value))
  if (!response.body) {
    res.end()
    return
  }
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) res.flushHeaders()
  const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>)
  res.once('close', () => body.destroy())
  await new Promise<void>((resolve) => {
    body.once('end', resolve)
    body.once('close', resolve)
    body.once('error', () => {
      res.destroy()
      resolve()
    })
    body.pipe(res)
  })
}

/**
 * The route table as an Express app: each operation's path calls dispatch, as do catch-alls for
 * unknown `/v1` and `/_mock` paths. Adds CORS so a browser app on another origin can call it.
 *
 * @example createExpressApp(routes, dispatch).listen(4010, '127.0.0.1')
 */
export function createExpressApp(routes: readonly AnyRoute[], dispatch: Dispatch): Express {
  const app = express()
  app.disable('x-powered-by')
  app.set('etag', false)

  app.use((req, res, next) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*')
    res.setHeader('vary', 'Origin')
    for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value)
    if (req.method === 'OPTIONS') {
      res.status(204).end()
      return
    }
    next()
  })

  const handler = async (req: ExpressRequest, res: ExpressResponse): Promise<void> => {
    await sendFetchResponse(await dispatch(toFetchRequest(req)), res)
  }
  for (const route of routes) app[route.method](toColonPath(route.path), handler)
  app.all('/v1', handler)
  app.all('/v1/*splat', handler)
  app.all('/_mock/*splat', handler)
  app.use((req, res) => {
    res.status(404).json({ code: 404, message: `No operation ${req.method} ${req.path}` })
  })
  return app
}
