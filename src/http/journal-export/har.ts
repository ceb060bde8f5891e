import type { JournalEntry, JournalFilter, JournalMessage } from '../journal.js'

/** As the journal writes a redacted value (journal.ts REDACTED; not imported: journal.ts imports this file). */
const REDACTED = '[redacted]'

/** A HAR 1.2 log (http://www.softwareishard.com/blog/har-12-spec/): what `toHar` answers. */
export interface Har {
  log: {
    version: '1.2'
    creator: { name: string; version: string }
    entries: HarEntry[]
  }
}

export interface HarEntry {
  startedDateTime: string
  time: number
  request: {
    method: string
    url: string
    httpVersion: string
    cookies: never[]
    headers: { name: string; value: string }[]
    queryString: { name: string; value: string }[]
    postData?: { mimeType: string; text: string; comment?: string }
    headersSize: -1
    bodySize: number
  }
  response: {
    status: number
    statusText: string
    httpVersion: string
    cookies: never[]
    headers: { name: string; value: string }[]
    content: { size: number; mimeType: string; text?: string; comment?: string }
    redirectURL: string
    headersSize: -1
    bodySize: number
  }
  cache: Record<string, never>
  timings: { send: number; wait: number; receive: number }
  comment?: string
}

export interface HarOptions {
  /** The origin the requests were made to (`http://127.0.0.1:4010`): HAR needs absolute URLs. */
  origin?: string | undefined
  /** The journal's filters: only the matching entries. */
  filter?: JournalFilter | undefined
  /** The creator's version (the package's). */
  version?: string | undefined
}

/** Response headers that carry credentials; the journal keeps request ones redacted already. */
const SECRET_RESPONSE_HEADERS = new Set(['set-cookie', 'authorization', 'x-admin-token'])

const headerList = (headers: Record<string, string>, secret: Set<string> = new Set()) =>
  Object.entries(headers).map(([name, value]) => ({ name, value: secret.has(name.toLowerCase()) ? REDACTED : value }))

const bytes = (text: string | null): number => (text === null ? 0 : new TextEncoder().encode(text).byteLength)

const cutNote = (message: JournalMessage): { comment?: string } =>
  message.truncated ? { comment: 'The body is cut at 8 KiB, as the journal keeps it' } : {}

/**
 * The journal as a HAR 1.2 log: each entry with its request and answer as the journal keeps them
 * (secrets redacted, bodies as recorded, cut at 8 KiB with a comment), timings from the time the
 * pipeline (or the proxy) spent. A proxied entry's mismatches are in its comment.
 *
 * @example writeFileSync('session.har', JSON.stringify(journalToHar(mock.journal.find(), { origin })))
 */
export function journalToHar(entries: readonly JournalEntry[], options: HarOptions = {}): Har {
  const origin = (options.origin ?? 'http://127.0.0.1:4010').replace(/\/$/, '')
  return {
    log: {
      version: '1.2',
      creator: { name: 'context-graph-mock', version: options.version ?? '' },
      entries: entries.map((entry) => {
        const requestBody = entry.request.body
        const responseBody = entry.response.body
        const requestType = entry.request.headers['content-type'] ?? 'application/octet-stream'
        const responseType = entry.response.headers['content-type'] ?? ''
        const notes = [
          ...(entry.validation ?? []).map(
            (m) =>
              `mismatch ${m.operationId} ${m.direction}${m.direction === 'response' ? ` ${m.status}` : ''} ${m.path}: expected ${m.expected}, actual ${m.actual}`,
          ),
          ...(entry.note ? [entry.note] : []),
          ...(entry.fault ? [`shaped by fault ${entry.fault}`] : []),
        ]
        return {
          startedDateTime: entry.at,
          time: entry.duration_ms,
          request: {
            method: entry.method,
            url: `${origin}${entry.path}${entry.query ? `?${entry.query}` : ''}`,
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: headerList(entry.request.headers),
            queryString: [...new URLSearchParams(entry.query)].map(([name, value]) => ({ name, value })),
            ...(requestBody !== null && {
              postData: { mimeType: requestType, text: requestBody, ...cutNote(entry.request) },
            }),
            headersSize: -1,
            bodySize: requestBody === null ? 0 : entry.request.truncated ? -1 : bytes(requestBody),
          },
          response: {
            status: entry.status,
            statusText: '',
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: headerList(entry.response.headers, SECRET_RESPONSE_HEADERS),
            content: {
              size: entry.response.truncated ? -1 : bytes(responseBody),
              mimeType: responseType,
              ...(responseBody !== null && { text: responseBody }),
              ...cutNote(entry.response),
            },
            redirectURL: entry.response.headers.location ?? '',
            headersSize: -1,
            bodySize: entry.response.truncated ? -1 : bytes(responseBody),
          },
          cache: {},
          timings: { send: 0, wait: entry.duration_ms, receive: 0 },
          ...(notes.length > 0 && { comment: notes.join('\n') }),
        }
      }),
    },
  }
}
