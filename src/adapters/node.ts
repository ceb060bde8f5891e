import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { concat, errorResponse, tooLarge, type Pipeline, type RawRequest, type RawResponse } from '../http/dispatch.js'

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void

export interface NodeHandlerOptions {
  /** Largest accepted request body in bytes; a larger Content-Length answers 413 at once. */
  bodyLimit: number
}

const CORS_HEADERS = {
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-expose-headers': 'Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Allow, Content-Type',
  'access-control-max-age': '600',
  vary: 'Origin, Access-Control-Request-Headers',
} as const

const DEFAULT_ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Last-Event-ID, X-Nex-Source'
// A header-name list: tokens separated by commas. Anything else is not echoed.
const HEADER_LIST = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+(\s*,\s*[!#$%&'*+.^_`|~0-9A-Za-z-]+)*$/

/** CORS for a browser app on any origin: the origin is echoed, and so are the headers a preflight asks for. */
function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin
  const asked = req.headers['access-control-request-headers']
  return {
    ...CORS_HEADERS,
    'access-control-allow-origin': origin ?? '*',
    'access-control-allow-headers': typeof asked === 'string' && HEADER_LIST.test(asked.trim()) ? asked.trim() : DEFAULT_ALLOWED_HEADERS,
  }
}

/**
 * The pipeline as a `node:http` request listener: the request target goes to routing exactly as
 * it came on the request line (the Host header plays no part), bodies are buffered up to the
 * limit, and responses are written in one go. The standalone server and the Express app use it.
 *
 * @example createServer(createNodeHandler(pipeline, { bodyLimit: 1 << 20 })).listen(4010)
 */
export function createNodeHandler(pipeline: Pipeline, options: NodeHandlerOptions): NodeHandler {
  return (req, res) => {
    const cors = corsHeaders(req)
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end()
      return
    }
    const declared = Number(req.headers['content-length'] ?? NaN)
    if (declared > options.bodyLimit) {
      // Refuse at once rather than read megabytes first, and close: the body is never read.
      send(res, errorResponse(tooLarge(options.bodyLimit)), { ...cors, connection: 'close' })
      return
    }
    let close = false
    const request: RawRequest = {
      method: req.method ?? 'GET',
      target: req.url ?? '/',
      header: (name) => {
        const value = req.headers[name]
        return Array.isArray(value) ? value.join(', ') : value
      },
      readBody: (limit) =>
        readBody(req, limit).catch((error: unknown) => {
          close = true
          throw error
        }),
    }
    pipeline.handle(request).then(
      (response) => send(res, response, close ? { ...cors, connection: 'close' } : cors),
      (error: unknown) => send(res, errorResponse(error), { ...cors, connection: 'close' }),
    )
  }
}

/** Reads a request body into memory, refusing it past `limit` bytes. */
function readBody(req: IncomingMessage, limit: number): Promise<Uint8Array | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        req.off('data', onData)
        req.pause()
        reject(tooLarge(limit))
        return
      }
      chunks.push(chunk)
    }
    req.on('data', onData)
    req.once('end', () => resolve(size === 0 ? undefined : concat(chunks, size)))
    req.once('error', reject)
  })
}

function send(res: ServerResponse, response: RawResponse, extra: Record<string, string>): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  const headers = { ...extra, ...response.headers }
  const body = response.body
  if (body === null || typeof body === 'string') {
    res.writeHead(response.status, headers).end(body ?? undefined)
    return
  }
  res.writeHead(response.status, headers)
  res.flushHeaders()
  void pump(body, res)
}

/** Copies a response stream (server-sent events) to the socket; a client that leaves cancels it. */
async function pump(stream: ReadableStream<Uint8Array>, res: ServerResponse): Promise<void> {
  const reader = stream.getReader()
  const stop = () => void reader.cancel().catch(() => undefined)
  res.once('close', stop)
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      if (!res.write(value)) await new Promise<void>((resolve) => res.once('drain', resolve))
    }
    res.end()
  } catch {
    res.destroy()
  } finally {
    res.off('close', stop)
  }
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'The chunk extensions are too large'],
}

/**
 * Node's answer to a request it cannot parse (a bad request line, headers too large), with the
 * API's `{code, message}` body instead of an empty or HTML one, where a response can still be written.
 */
export function answerClientError(error: NodeJS.ErrnoException & { bytesParsed?: number }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, `The request could not be parsed: ${(error.code ?? 'malformed request').replace(/^HPE_/, '').toLowerCase().replace(/_/g, ' ')}`]
  const body = JSON.stringify({ code: status, message })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  )
}

/**
 * A `node:http` server for a request listener, answering unparseable requests with JSON.
 *
 * @example createNodeServer(createNodeHandler(pipeline, { bodyLimit })).listen(4010, '127.0.0.1')
 */
export function createNodeServer(listener: NodeHandler): Server {
  const server = createServer(listener)
  server.on('clientError', answerClientError)
  return server
}
