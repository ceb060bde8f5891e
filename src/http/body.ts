import type { IncomingMessage } from 'node:http'
import { ApiError } from '../core/errors.js'

/*
 * Request bodies as bytes, read without buffering past a limit. The Fetch adapters (MSW,
 * `mock.fetch`) read a `Request` here; the node adapter and the proxy read a `node:http` request
 * with `readNodeBody`.
 */

/** The 413 of a body over the limit. */
export const tooLarge = (limit: number): ApiError =>
  new ApiError(413, `Request body is larger than the limit of ${limit} bytes`)

/** Reads a Fetch body chunk by chunk, so a body without Content-Length is never buffered past the limit. */
export async function readFetchBody(request: Request, limit: number): Promise<Uint8Array | undefined> {
  if (request.body === null) return undefined
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (declared > limit) throw tooLarge(limit)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await drain(reader, size)
      throw tooLarge(limit)
    }
    chunks.push(value)
  }
  return concat(chunks, size)
}

/** Joins chunks into one array. */
export function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}

/** How much of an unwanted in-process body is read and thrown away before the stream is cancelled instead. */
const DRAIN_LIMIT = 64 * 1024 * 1024

/** Reads the rest of a body and drops it; cancels it once more than DRAIN_LIMIT bytes came in. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead = 0): Promise<void> {
  let size = alreadyRead
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      size += value.byteLength
      if (size > DRAIN_LIMIT) {
        await reader.cancel()
        return
      }
    }
  } catch {
    // A body that fails to read has nothing left to drain.
  }
}

/** Drains a request body nobody has started to read. */
export async function discardBody(request: Request): Promise<void> {
  if (request.body === null || request.bodyUsed || request.body.locked) return
  await drain(request.body.getReader())
}

/**
 * Reads a `node:http` request body into memory, refusing it past `limit` bytes (413) and turning
 * a body that breaks off into a 400. The node adapter and the proxy read bodies with it.
 *
 * @example const body = await readNodeBody(req, 1 << 20)
 */
export function readNodeBody(req: IncomingMessage, limit: number): Promise<Uint8Array | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        // Keep reading and dropping the rest (see lingerOnClose), so the client can finish
        // sending and read the 413 rather than a reset.
        req.off('data', onData)
        chunks.length = 0
        req.resume()
        reject(tooLarge(limit))
        return
      }
      chunks.push(chunk)
    }
    req.on('data', onData)
    req.once('end', () => resolve(size === 0 ? undefined : concat(chunks, size)))
    // A body that breaks off (the client left, bad chunked framing) is the client's fault, not a 500.
    req.once('error', (error: NodeJS.ErrnoException) =>
      reject(new ApiError(400, `The request body could not be read: ${error.code ?? error.message}`)),
    )
  })
}
