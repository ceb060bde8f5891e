import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { Duplex } from 'node:stream'
import { ApiError } from '../core/errors.js'
import { readNodeBody as readBody, tooLarge } from '../http/body.js'
import { errorResponse, type Pipeline, type RawRequest, type RawResponse } from '../http/pipeline/index.js'

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void

export interface NodeHandlerOptions {
  /** Largest accepted request body in bytes; a larger Content-Length answers 413 at once. */
  bodyLimit: number
}

// An actual request's answer needs only the origin, what the page's script may read, and Vary; the
// methods, headers and max age are a preflight's alone (issue 28: they were 200 bytes an answer).
// A request without Origin is not a browser's cross-origin call: it gets Vary alone, since the
// answer to one with an Origin differs.
const EXPOSED_HEADERS =
  'Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Allow, Content-Type, X-Mock-Explain'
const VARY_ONLY: Record<string, string> = { vary: 'Origin' }
const CLOSE: Record<string, string> = { vary: 'Origin', connection: 'close' }

const PREFLIGHT_HEADERS = {
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-max-age': '600',
  vary: 'Origin, Access-Control-Request-Headers',
} as const

const DEFAULT_ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Last-Event-ID, X-Nex-Source'
// A header-name list: tokens separated by commas. Anything else is not echoed.
const HEADER_LIST = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+(\s*,\s*[!#$%&'*+.^_`|~0-9A-Za-z-]+)*$/

/** CORS for a browser app on any origin: the origin is echoed; `connection: close` when asked. */
function corsHeaders(req: IncomingMessage, close = false): Record<string, string> {
  const origin = req.headers.origin
  if (origin === undefined) return close ? CLOSE : VARY_ONLY
  const headers: Record<string, string> = {
    'access-control-expose-headers': EXPOSED_HEADERS,
    vary: 'Origin',
    'access-control-allow-origin': origin,
  }
  if (close) headers.connection = 'close'
  return headers
}

/** A preflight's answer: the origin, the methods, and the headers the preflight asks for echoed. */
function preflightHeaders(req: IncomingMessage): Record<string, string> {
  const asked = req.headers['access-control-request-headers']
  return {
    ...PREFLIGHT_HEADERS,
    'access-control-allow-origin': req.headers.origin ?? '*',
    'access-control-allow-headers':
      typeof asked === 'string' && HEADER_LIST.test(asked.trim()) ? asked.trim() : DEFAULT_ALLOWED_HEADERS,
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
    if (req.method === 'OPTIONS') {
      res.writeHead(204, preflightHeaders(req)).end()
      return
    }
    if (req.httpVersionMajor === 1 && req.httpVersionMinor >= 1 && req.headers.host === undefined) {
      // RFC 9112 3.2: a 1.1 request without Host is a 400 (Node's own answer has no body).
      send(
        req,
        res,
        errorResponse(new ApiError(400, 'An HTTP/1.1 request needs a Host header')),
        corsHeaders(req, true),
      )
      return
    }
    const declared = Number(req.headers['content-length'] ?? NaN)
    if (declared > options.bodyLimit) {
      // Refuse at once rather than read megabytes first, and close: the body is never stored.
      send(req, res, errorResponse(tooLarge(options.bodyLimit)), corsHeaders(req, true))
      return
    }
    let close = false
    // Read once: an override's resolver and the mock may both want the body.
    let body: Promise<Uint8Array | undefined> | undefined
    const readOnce = (limit: number) => {
      if (!body) {
        if (awaitingContinue.delete(req)) res.writeContinue()
        body = readBody(req, limit).catch((error: unknown) => {
          close = true
          throw error
        })
      }
      return body
    }
    const request: RawRequest = {
      method: req.method ?? 'GET',
      target: req.url ?? '/',
      header: (name) => {
        const value = req.headers[name]
        return Array.isArray(value) ? value.join(', ') : value
      },
      readBody: readOnce,
      toFetchRequest: async () => {
        const method = req.method ?? 'GET'
        const bytes = method === 'GET' || method === 'HEAD' ? undefined : await readOnce(options.bodyLimit)
        return new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`, {
          method,
          headers: fetchHeaders(req),
          body: bytes ? (bytes as Uint8Array<ArrayBuffer>) : null,
        })
      },
    }
    pipeline.handle(request).then(
      (response) => (response.drop ? res.destroy() : send(req, res, response, corsHeaders(req, close))),
      (error: unknown) => send(req, res, errorResponse(error), corsHeaders(req, true)),
    )
  }
}

/** Requests that sent `Expect: 100-continue` and have not had their 100 yet (see createNodeServer). */
const awaitingContinue = new WeakSet<IncomingMessage>()

/** The request's headers as Fetch `Headers`; a header Fetch refuses is left out. */
function fetchHeaders(req: IncomingMessage): Headers {
  const headers = new Headers()
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    try {
      headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!)
    } catch {
      // An invalid name or value for Fetch: the resolver does without it.
    }
  }
  return headers
}

/** How long, and for how many bytes, a closing connection keeps reading what the client still sends. */
export const LINGER = { ms: 5_000, bytes: 64 * 1024 * 1024 } as const

/**
 * A lingering close for a response that ends the connection before the request body was read
 * (413): closing a socket with unread data makes the kernel send a reset, which can reach the
 * client before it has read the answer (EPIPE/ECONNRESET instead of the 413). So once the answer
 * is flushed, only the writing side is shut down, and what the client still sends is read and
 * dropped until it closes, for at most LINGER.ms or LINGER.bytes; then the socket is destroyed.
 */
function lingerOnClose(req: IncomingMessage, res: ServerResponse): void {
  const socket = res.socket as (Socket & { destroySoon?: () => void }) | null
  if (!socket || socket.destroyed) return
  // Node's server ends a `connection: close` response with socket.destroySoon(): end, then destroy.
  // Its parser keeps reading the socket and drops the body; a 'data' listener here would stop it,
  // so the bytes are counted from bytesRead.
  socket.destroySoon = () => {
    const start = socket.bytesRead
    const done = () => {
      clearInterval(watch)
      socket.destroy()
    }
    const watch = setInterval(() => {
      if (socket.bytesRead - start > LINGER.bytes || Date.now() > deadline) done()
    }, 100).unref()
    const deadline = Date.now() + LINGER.ms
    socket.once('end', done)
    socket.once('close', () => clearInterval(watch))
    socket.end()
  }
  req.resume()
}

/*
 * A long body equal to the last one sent (a page polled again, by one client or sixteen) is sent
 * as the bytes already encoded for it: encoding 29 KB for the socket was a tenth of a list's CPU.
 * Equal strings compare in a pointer check or one pass that stops at the first difference, about
 * a sixth of an encoding; the bytes are never changed, so sockets may share them. Shorter bodies
 * are written as text: their encoding costs less than the compare and the extra write chunk.
 */
const SHARED_BYTES_FROM = 4096
let lastBody: string | undefined
let lastBytes: Buffer | undefined

function sharedBytes(body: string): Buffer {
  if (body !== lastBody || lastBytes === undefined) {
    lastBytes = Buffer.from(body)
    lastBody = body
  }
  return lastBytes
}

function send(req: IncomingMessage, res: ServerResponse, response: RawResponse, extra: Record<string, string>): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  // One flat list (writeHead's raw form) rather than merged objects: the answer's headers are the
  // journal's too, so they are read, never changed. Later names win, as a spread would have it.
  const headers: string[] = []
  for (const name in extra) if (!(name in response.headers)) headers.push(name, extra[name]!)
  const body = response.body
  const buffered = body === null || typeof body === 'string'
  for (const name in response.headers)
    if (!buffered || name !== 'content-length') headers.push(name, response.headers[name]!)
  if (buffered) {
    const closing = (response.headers.connection ?? extra.connection) === 'close'
    if (closing && !req.complete) lingerOnClose(req, res)
    if (body === null) {
      res.writeHead(response.status, headers).end()
      return
    }
    // A buffered body goes with its length, not chunked: writeHead fixes the framing before end() sees the body.
    const bytes = body.length >= SHARED_BYTES_FROM ? sharedBytes(body) : body
    headers.push('content-length', String(typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length))
    res.writeHead(response.status, headers).end(bytes)
    return
  }
  res.writeHead(response.status, headers)
  res.flushHeaders()
  // A stream answers before any body the request carried was read (a GET with a body). Unread,
  // that body fills the socket's buffers, Node stops reading the socket, and the client's leaving
  // is never seen: the stream, its listener and its keepalive timer would stay. Drop it instead.
  if (!req.complete) discardRequestBody(req, res)
  void pump(body, res)
}

/** Reads and drops a request body nobody will read, ending the response past LINGER.bytes. */
function discardRequestBody(req: IncomingMessage, res: ServerResponse): void {
  let received = 0
  req.on('data', (chunk: Buffer) => {
    received += chunk.length
    if (received > LINGER.bytes) res.destroy()
  })
  req.on('error', () => res.destroy())
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
  const current = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage
  // A response already under way (the body broke off mid-request) cannot be followed by another.
  if (error.code === 'ECONNRESET' || !socket.writable || current?.headersSent) {
    socket.destroy()
    return
  }
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    `The request could not be parsed: ${(error.code ?? 'malformed request').replace(/^HPE_/, '').toLowerCase().replace(/_/g, ' ')}`,
  ]
  writeRaw(socket, status, message)
}

/** An error answer written straight to a socket Node's HTTP layer has let go of; the connection then closes. */
function writeRaw(socket: Socket | Duplex, status: number, message: string): void {
  const body = JSON.stringify({ code: status, message })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  )
}

/**
 * A `node:http` server for a request listener whose every answer is the API's JSON, Node's own
 * included: unparseable requests (clientError), a request without Host (Node's check is off, the
 * handler answers it), an `Expect` other than `100-continue` (417), `CONNECT` (405), and a
 * `100-continue` whose announced body is over the limit (413 without the 100).
 *
 * @example createNodeServer(createNodeHandler(pipeline, { bodyLimit })).listen(4010, '127.0.0.1')
 */
export function createNodeServer(listener: NodeHandler): Server {
  const server = createServer({ requireHostHeader: false }, listener)
  server.on('clientError', answerClientError)
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    const expectation = String(req.headers.expect).slice(0, 100)
    const body = JSON.stringify({
      code: 417,
      message: `Unsupported Expect ${JSON.stringify(expectation)}: only 100-continue is supported`,
    })
    res.writeHead(417, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    })
    if (!req.complete) lingerOnClose(req, res)
    res.end(body)
  })
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    // The handler sends the 100 once it knows the body is wanted: not before a 413 (or a 401).
    awaitingContinue.add(req)
    server.emit('request', req, res)
  })
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    writeRaw(socket, 405, 'CONNECT is not supported: this server is not a proxy')
  })
  return server
}
