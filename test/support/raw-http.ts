import { connect } from 'node:net'
import { parseExactJson } from './json.js'

export interface RawHttpResponse {
  status: number
  /** Header names in lower case. */
  headers: Record<string, string>
  text: string
  /** Parsed JSON, or null when the body is not JSON. */
  body: any
  /** Whether the server closed the connection after answering. */
  closed: boolean
  /** Milliseconds from the first byte sent to the end of the answer. */
  elapsed: number
}

export interface RawHttpOptions {
  /** Bytes sent after the head; the head's Content-Length is not computed from it. */
  body?: string
  /** Give up after this many milliseconds. */
  timeout?: number
  /**
   * Fail on any socket error (EPIPE, ECONNRESET), even after a complete response: a server that
   * resets a client still sending its body has not reliably answered it.
   */
  strict?: boolean
}

/**
 * Sends bytes exactly as given on a fresh TCP connection and reads one response: no URL
 * parsing, no Host fix-up, no dot-segment resolution (as `fetch` and `http.request` do).
 * The connection is closed by the server or after the response's Content-Length arrived.
 *
 * @example await rawHttp(port, 'GET /v1/%2e%2e HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
 */
export function rawHttp(port: number, head: string, options: RawHttpOptions = {}): Promise<RawHttpResponse> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const socket = connect(port, '127.0.0.1')
    let data: Buffer = Buffer.alloc(0)
    let closed = false
    let settled = false
    const timer = setTimeout(
      () =>
        finish(
          new Error(
            `no complete response within ${options.timeout ?? 10_000} ms: ${data.toString('latin1').slice(0, 300)}`,
          ),
        ),
      options.timeout ?? 10_000,
    )

    const parse = (): RawHttpResponse | undefined => {
      const end = data.indexOf('\r\n\r\n')
      if (end === -1) return undefined
      const lines = data.subarray(0, end).toString('latin1').split('\r\n')
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1])
      const headers: Record<string, string> = {}
      for (const line of lines.slice(1)) {
        const colon = line.indexOf(':')
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      let bodyBytes: Buffer = data.subarray(end + 4)
      if (headers['transfer-encoding'] === 'chunked') {
        const decoded = dechunk(bodyBytes)
        if (decoded === undefined && !closed) return undefined
        bodyBytes = decoded ?? bodyBytes
      } else if (headers['content-length'] !== undefined) {
        const length = Number(headers['content-length'])
        if (bodyBytes.length < length) return undefined
        bodyBytes = bodyBytes.subarray(0, length)
      } else if (!closed && status !== 204 && status !== 304) return undefined
      const text = bodyBytes.toString('utf8')
      let body: any = null
      try {
        body = text ? parseExactJson(text) : null
      } catch {
        body = null
      }
      return { status, headers, text, body, closed, elapsed: Date.now() - started }
    }

    const finish = (error?: Error, response?: RawHttpResponse) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      if (error) reject(error)
      else resolve(response!)
    }

    const check = () => {
      const response = parse()
      if (!response) return
      // Wait briefly for the server's close, so `closed` tells whether it ends the connection.
      if (!closed && response.headers.connection === 'close') return
      finish(undefined, response)
    }

    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk])
      check()
    })
    socket.on('end', () => {
      closed = true
      const response = parse()
      if (response) finish(undefined, { ...response, closed: true })
      else
        finish(
          new Error(
            `connection closed before a complete response: ${JSON.stringify(data.toString('latin1').slice(0, 300))}`,
          ),
        )
    })
    socket.on('close', () => {
      closed = true
      const response = parse()
      if (response) finish(undefined, { ...response, closed: true })
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (options.strict)
        return finish(
          new Error(
            `${error.code ?? error.message} after ${data.length} bytes of response: ${JSON.stringify(data.toString('latin1').slice(0, 200))}`,
          ),
        )
      // A server that answers and then resets (413 before the body was read) still answered.
      const response = parse()
      if (response) finish(undefined, { ...response, closed: true })
      else finish(error)
    })
    socket.write(head)
    if (options.body !== undefined) socket.write(options.body)
  })
}

/** Decodes a complete chunked body; undefined while the last chunk has not arrived. */
function dechunk(bytes: Buffer): Buffer | undefined {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', at)
    if (lineEnd === -1) return undefined
    const size = parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16)
    if (Number.isNaN(size)) return undefined
    if (size === 0) return Buffer.concat(parts)
    if (bytes.length < lineEnd + 2 + size) return undefined
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
}

/** A request head: `METHOD target HTTP/1.1`, the given headers in order, and a blank line. */
export function head(method: string, target: string, headers: Record<string, string | number>): string {
  return `${method} ${target} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`
}
