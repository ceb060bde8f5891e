import { trimTrailing } from '../core/text.js'
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'

/** Headers that belong to one connection, not to the message (RFC 9110 7.6.1): never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

/**
 * A message's raw headers (name, value, name, value...) without the hop-by-hop ones, those its
 * `Connection` header names, and any in `drop`; names keep their case, order is kept.
 */
export function endToEndHeaders(
  raw: readonly string[],
  headers: IncomingHttpHeaders,
  drop: readonly string[] = [],
): string[] {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
  const out: string[] = []
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase()
    if (HOP_BY_HOP.has(name) || named.includes(name) || drop.includes(name)) continue
    out.push(raw[i]!, raw[i + 1]!)
  }
  return out
}

export interface ForwardRequest {
  method: string
  /** The path and query as the caller sent them. */
  target: string
  /** End-to-end headers, raw (name, value...). */
  headers: string[]
  body: Uint8Array | undefined
}

/**
 * Sends a request to the target (its path prefix before the caller's path) and answers the
 * target's response as it arrives, unread: the caller streams it. Redirects are answers like any
 * other: they are passed back, never followed, so a request never leaves for another origin.
 *
 * @example const answer = await forward(new URL('http://127.0.0.1:4011'), { method: 'GET', target: '/v1/objects', headers: [], body: undefined })
 */
export function forward(target: URL, request: ForwardRequest, signal: AbortSignal): Promise<IncomingMessage> {
  const prefix = trimTrailing(target.pathname, '/')
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest
  const headers = [...request.headers, 'Host', target.host]
  if (request.body !== undefined) headers.push('Content-Length', String(request.body.byteLength))
  return new Promise((resolve, reject) => {
    const outgoing = send({
      protocol: target.protocol,
      hostname: target.hostname.replace(/^\[|\]$/g, ''),
      port: target.port || undefined,
      method: request.method,
      path: `${prefix}${request.target}`,
      headers: headers as unknown as Record<string, string>,
      signal,
      // One connection per call: the target's keep-alive pool is none of the caller's business.
      agent: false,
    })
    outgoing.once('response', resolve)
    outgoing.once('error', reject)
    outgoing.end(request.body)
  })
}
