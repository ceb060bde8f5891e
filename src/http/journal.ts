import type { Explanation } from './explain/explanation.js'
import { journalToHar, type Har, type HarOptions } from './journal-export/har.js'
import { journalToPact, type ContractDocument, type PactOptions, type PactV4File } from './journal-export/pact.js'
import { matchPathGlob } from './path-glob.js'

/** How many requests the journal keeps by default; older ones fall off. */
export const DEFAULT_JOURNAL_SIZE = 1000
/** How much of each body the journal keeps (UTF-16 code units); the rest is cut and marked. */
export const JOURNAL_BODY_LIMIT = 8 * 1024

/** A request or response as the journal keeps it: the headers that tell what happened, and the body text. */
export interface JournalMessage {
  headers: Record<string, string>
  /** The body text with secrets redacted, cut at 8 KiB; null when there was none (or it was a stream). */
  body: string | null
  /** True when the body was longer than what is kept. */
  truncated: boolean
}

/** One request and its answer. */
export interface JournalEntry {
  /** 1, 2, 3...: the order requests arrived in (never reused, also after a clear). */
  id: number
  /** Clock time the request arrived (RFC 3339 with milliseconds). */
  at: string
  method: string
  /** The path as sent, without the query. */
  path: string
  /** The path the route table knows it by: base path dropped, `/api/developers/v1` read as `/v1`. */
  route_path: string
  /** The query string, without `?`; '' when none. */
  query: string
  /** The status answered; 0 when a fault dropped the connection. */
  status: number
  /** Wall-clock milliseconds spent in the pipeline, an injected delay included. */
  duration_ms: number
  /** The API key, masked (`cgm_…_key`); null without a valid key. */
  key: string | null
  /** The key's token id and workspace, when the request carried a valid key. */
  token_id: string | null
  workspace_id: string | null
  /** The id of the fault that shaped the answer, if any. */
  fault: string | null
  request: JournalMessage
  response: JournalMessage
  /**
   * Why the call missed, or why its 2xx may not be what the client meant (decision 0036); null
   * for an ordinary answer. Unlike the `X-Mock-Explain` header, it may name another workspace.
   */
  explain: Explanation | null
  /** Through `context-graph-mock proxy`: how the request and answer differ from the contract. */
  validation?: readonly JournalMismatch[]
  /** Through the proxy: why the answer was not checked. */
  note?: string
}

/** One way a proxied request or answer differs from the contract (the proxy's `validation`). */
export interface JournalMismatch {
  operationId: string
  direction: 'request' | 'response'
  status: number
  path: string
  expected: string
  actual: string
}

/** Filters of `find` and `count`; every given field must match. */
export interface JournalFilter {
  /** `GET`, `post` (any case); `*` for any. */
  method?: string | undefined
  /**
   * A path pattern (`*` within a segment, `**` across segments), matched against the path as
   * sent and against its route form, so `/v1/objects` also finds `/api/developers/v1/objects`.
   */
  path?: string | undefined
  /** An exact status (429), or a class (`4xx`). */
  status?: number | string | undefined
  /** Only entries with an explanation (true), or only those without (false). */
  explained?: boolean | undefined
}

export interface Journal {
  /** Entries matching the filter, oldest first. */
  find(filter?: JournalFilter): JournalEntry[]
  count(filter?: JournalFilter): number
  clear(): void
  /** The number of entries kept at most. */
  readonly size: number
  /**
   * Called by the pipeline; the entry gets its id here. An entry written with an `id` field first
   * (any number) is kept as it is, its id set: the pipeline's, copied for every request, was a
   * twentieth of an upsert. Otherwise the entry kept is a copy, its id first.
   */
  record(entry: Omit<JournalEntry, 'id'> | JournalEntry): JournalEntry
  /** Listens for new entries (the control page's live view); returns the unsubscribe function. */
  subscribe(listener: (entry: JournalEntry) => void): () => void
  /**
   * The entries (those matching `options.filter`) as a HAR 1.2 log: secrets redacted, bodies as
   * recorded. @example writeFileSync('session.har', JSON.stringify(mock.journal.toHar()))
   */
  toHar(options?: HarOptions): Har
  /**
   * The `/v1` entries (those matching `options.filter`) as a PactV4 file, matchers read from the
   * contract. @example writeFileSync('pact.json', JSON.stringify(mock.journal.toPact({ consumer: 'web', provider: 'context-graph-api' })))
   */
  toPact(options: PactOptions & { filter?: JournalFilter | undefined }): Promise<PactV4File>
}

/**
 * A bounded request journal (a ring of `size` entries: the oldest fall off), as WireMock's
 * `/__admin/requests`. What it keeps per entry is bounded too (bodies cut at 8 KiB), so it
 * holds at most about `size` x 48 KiB (two bodies of 8 KiB code units, kept cut as UTF-8).
 *
 * @example
 * const journal = createJournal(1000)
 * journal.count({ method: 'GET', path: '/v1/context/list/jobs/*' })
 */
export function createJournal(
  size = DEFAULT_JOURNAL_SIZE,
  contract?: () => Promise<ContractDocument | object>,
): Journal {
  if (!Number.isInteger(size) || size < 0 || size > 1_000_000)
    throw new RangeError(`Invalid journal size ${size}: expected an integer from 0 to 1000000`)
  let ring: JournalEntry[] = []
  let start = 0
  let nextId = 1
  const listeners = new Set<(entry: JournalEntry) => void>()
  const entries = (): JournalEntry[] => [...ring.slice(start), ...ring.slice(0, start)]
  return {
    size,
    find: (filter = {}) => {
      const test = compileFilter(filter)
      return entries().filter(test)
    },
    count: (filter = {}) => {
      const test = compileFilter(filter)
      let n = 0
      for (const entry of ring) if (test(entry)) n++
      return n
    },
    clear() {
      ring = []
      start = 0
    },
    record(input) {
      let entry: JournalEntry
      if ('id' in input) {
        entry = input
        entry.id = nextId++
      } else entry = { id: nextId++, ...input }
      if (size > 0) {
        if (ring.length < size) ring.push(entry)
        else {
          ring[start] = entry
          start = (start + 1) % size
        }
      }
      for (const listener of listeners) listener(entry)
      return entry
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    toHar(options = {}) {
      const test = compileFilter(options.filter ?? {})
      return journalToHar(entries().filter(test), options)
    },
    async toPact({ filter, ...options }) {
      if (!contract) throw new Error('This journal has no contract to read matchers from')
      const test = compileFilter(filter ?? {})
      const chosen = entries().filter(test)
      return await journalToPact(chosen, (await contract()) as ContractDocument, options)
    },
  }
}

/** Checks a filter once and returns its test. */
export function compileFilter(filter: JournalFilter): (entry: JournalEntry) => boolean {
  const method = filter.method && filter.method !== '*' ? filter.method.toUpperCase() : undefined
  const { path } = filter
  let status: ((s: number) => boolean) | undefined
  if (typeof filter.status === 'number') {
    const wanted = filter.status
    status = (s) => s === wanted
  } else if (typeof filter.status === 'string') {
    const text = filter.status.trim().toLowerCase()
    if (/^[1-5]xx$/.test(text)) {
      const hundred = Number(text[0]) * 100
      status = (s) => s >= hundred && s < hundred + 100
    } else if (/^\d{1,3}$/.test(text)) {
      const wanted = Number(text)
      status = (s) => s === wanted
    } else
      throw new RangeError(
        `Invalid status filter "${filter.status}": expected a status such as 429 or a class such as 4xx`,
      )
  }
  const { explained } = filter
  return (entry) =>
    (explained === undefined || (entry.explain !== null) === explained) &&
    (method === undefined || entry.method === method) &&
    (path === undefined || matchPathGlob(path, entry.route_path) || matchPathGlob(path, entry.path)) &&
    (status === undefined || status(entry.status))
}

const SECRET_FIELDS = new Set([
  'api_key',
  'apikey',
  'token',
  'access_token',
  'refresh_token',
  'secret',
  'client_secret',
  'password',
  'authorization',
  'admin_token',
])
export const REDACTED = '[redacted]'

/** Whether a JSON field name holds a secret (`password`, `api_key`, `token`...). */
export const isSecretField = (name: string): boolean => SECRET_FIELDS.has(name.toLowerCase())

/**
 * A body as the journal keeps it: JSON with every secret field (`api_key`, `token`, `password`...)
 * and every string equal to a known API key replaced by `[redacted]`; other text as it is; cut
 * at 8 KiB.
 */
export function journalBody(
  text: string | null,
  isKey: (value: string) => boolean,
): { body: string | null; truncated: boolean } {
  if (text === null || text === '') return { body: text === '' ? '' : null, truncated: false }
  let redacted = text
  // Only bodies the journal keeps whole are parsed; a longer one is cut first and kept as text.
  if (text.length <= JOURNAL_BODY_LIMIT) {
    try {
      const value = JSON.parse(text) as unknown
      redacted = JSON.stringify(redactValue(value, isKey))
    } catch {
      redacted = text
    }
  } else redacted = maskKeysInText(text.slice(0, JOURNAL_BODY_LIMIT), isKey)
  return redacted.length > JOURNAL_BODY_LIMIT
    ? { body: redacted.slice(0, JOURNAL_BODY_LIMIT), truncated: true }
    : { body: redacted, truncated: text.length > JOURNAL_BODY_LIMIT }
}

/**
 * A journal message whose body is redacted when first read rather than when recorded: most
 * entries are never read, and parsing and re-serialising every answer was most of the journal's
 * cost per request (2/3 of the pipeline's CPU on a GET over HTTP). Strings equal to a key are
 * masked if the key is still valid when the entry is read; secret fields and headers always are.
 * A longer body is cut to its first 8 KiB at once (copied, so the entry holds no more of it).
 */
export function journalMessage(
  headers: Record<string, string>,
  text: string | null,
  isKey: (value: string) => boolean,
): JournalMessage {
  // A longer body is cut now, and the part kept is copied: a slice would keep the whole text alive.
  // The copy is UTF-8 bytes, off the JS heap: 8 KiB strings kept for 1000 entries were copied and
  // marked by every collection, which cost a list of 50 more than the rest of its pipeline.
  if (text === null) return new KeptMessage(headers, null, false, isKey)
  return text.length > JOURNAL_BODY_LIMIT
    ? new KeptMessage(headers, keptCut(text), true, isKey)
    : new KeptMessage(headers, keptText(text), false, isKey)
}

/*
 * The same body again (a client polling a page, a test reading one record in a loop) shares what
 * the journal already keeps instead of keeping another copy. Each copy outlived the young
 * generation, so a list of 50 answered 1,000 times a second promoted 8 MB a second, and the
 * collections and the page faults behind them cost a list over HTTP more than the pipeline did.
 * Comparing costs a length check, or a compare that stops at the first difference. The last few
 * texts are remembered (a request's and an answer's body alternate); what they hold is bounded.
 */
const RECENT = 4
const recentTexts: string[] = []
let recentAt = 0
let lastCutOf: string | undefined
let lastCut: Uint8Array | undefined

/** A short body as kept: an equal text the journal already holds, or this one. */
function keptText(text: string): string {
  for (let i = 0; i < recentTexts.length; i++) if (recentTexts[i] === text) return recentTexts[i]!
  recentTexts[recentAt] = text
  recentAt = (recentAt + 1) % RECENT
  return text
}

/** A long body's first 8 KiB as UTF-8 bytes, shared with the last body cut when the texts are equal. */
function keptCut(text: string): Uint8Array {
  if (lastCut !== undefined && text === lastCutOf) return lastCut
  lastCut = encoder.encode(text.slice(0, JOURNAL_BODY_LIMIT))
  lastCutOf = text
  return lastCut
}

/**
 * One object per message, its getters on the prototype: a message built of closures and getters
 * per object was five objects that each outlived the young generation (the journal keeps 1000
 * entries), and their collection was a third of a GET's CPU in the pipeline. The fields are
 * private, so a spread or `Object.keys` sees only `headers`; JSON sees the three public fields.
 */
class KeptMessage implements JournalMessage {
  readonly headers: Record<string, string>
  #text: string | Uint8Array | null
  #cut: boolean
  #isKey: ((value: string) => boolean) | undefined
  #body: string | null = null

  constructor(
    headers: Record<string, string>,
    text: string | Uint8Array | null,
    cut: boolean,
    isKey: (value: string) => boolean,
  ) {
    this.headers = headers
    this.#text = text
    this.#cut = cut
    this.#isKey = isKey
  }

  get body(): string | null {
    this.#redact()
    return this.#body
  }

  get truncated(): boolean {
    this.#redact()
    return this.#cut
  }

  /** Redacts once, on the first read (the key test is let go then). */
  #redact(): void {
    const isKey = this.#isKey
    if (isKey === undefined) return
    this.#isKey = undefined
    const kept = this.#text
    this.#text = null
    const text = kept instanceof Uint8Array ? decoder.decode(kept) : kept
    if (this.#cut) this.#body = maskKeysInText(text!, isKey).slice(0, JOURNAL_BODY_LIMIT)
    else {
      const redacted = journalBody(text, isKey)
      this.#body = redacted.body
      this.#cut = redacted.truncated
    }
  }

  toJSON(): JournalMessage {
    return { headers: this.headers, body: this.body, truncated: this.truncated }
  }
}

const encoder = new TextEncoder()
const decoder = new TextDecoder()

function redactValue(value: unknown, isKey: (value: string) => boolean): unknown {
  if (typeof value === 'string') return isKey(value) ? REDACTED : maskEmbeddedKeys(value, isKey)
  if (Array.isArray(value)) return value.map((item) => redactValue(item, isKey))
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [name, item] of Object.entries(value))
      out[name] = SECRET_FIELDS.has(name.toLowerCase()) && item !== null ? REDACTED : redactValue(item, isKey)
    return out
  }
  return value
}

/** In a cut body that no longer parses: any `"<known key>"` string is masked. */
function maskKeysInText(text: string, isKey: (value: string) => boolean): string {
  let out = ''
  let at = 0
  for (;;) {
    const open = text.indexOf('"', at)
    if (open === -1) break
    const close = text.indexOf('"', open + 1)
    if (close === -1) break
    const inner = text.slice(open + 1, close)
    out += text.slice(at, open + 1) + (isKey(inner) ? REDACTED : inner) + '"'
    at = close + 1
  }
  return maskEmbeddedKeys(out + text.slice(at), isKey)
}

// Issued keys look like `cgm_<workspace>_<n>`; one quoted inside a longer text is masked too.
const KEY_LIKE = /cgm_[A-Za-z0-9_]+/g

function maskEmbeddedKeys(text: string, isKey: (value: string) => boolean): string {
  return text.includes('cgm_') ? text.replace(KEY_LIKE, (found) => (isKey(found) ? REDACTED : found)) : text
}

/** `cgm_dev_key` -> `cgm_…key`: enough to tell keys apart in a log, not enough to use one. */
export function maskKey(key: string): string {
  if (key.length < 8) return '…'
  // The last key's mask is kept: every journal entry of a key then shares one string.
  if (key !== lastKey) {
    lastMask = `${key.slice(0, 4)}…${key.slice(-3)}`
    lastKey = key
  }
  return lastMask
}
let lastKey: string | undefined
let lastMask = ''

/** Request headers worth keeping, with credentials redacted. */
export const JOURNAL_REQUEST_HEADERS = [
  'content-type',
  'content-length',
  'accept',
  'user-agent',
  'x-nex-source',
  'origin',
  'last-event-id',
  'authorization',
  'cookie',
  'x-admin-token',
] as const
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'x-admin-token'])

export function journalHeaders(read: (name: string) => string | undefined): Record<string, string> {
  const headers: Record<string, string> = {}
  let count = 0
  for (const name of JOURNAL_REQUEST_HEADERS) {
    const value = read(name)
    if (value === undefined) continue
    headers[name] = SECRET_HEADERS.has(name)
      ? name === 'authorization' && /^bearer\s/i.test(value)
        ? REDACTED_BEARER
        : REDACTED
      : value.slice(0, 512)
    count++
  }
  return keptHeaders(headers, count)
}

const REDACTED_BEARER = `Bearer ${REDACTED}`

/*
 * Equal request headers (a client's every call) share the object the journal already keeps, as
 * equal bodies do (keptText): each entry outlives the young generation, so each copy kept was
 * copied and promoted by the collector. The last headers kept are remembered, and frozen: entries
 * of several requests (and of several mocks in one process) may share the object, so a test that
 * changed one entry's headers would change the others'.
 */
let lastHeaders: Record<string, string> | undefined
let lastHeaderCount = 0

function keptHeaders(headers: Record<string, string>, count: number): Record<string, string> {
  const last = lastHeaders
  if (last !== undefined && count === lastHeaderCount) {
    let same = true
    for (const name in headers)
      if (last[name] !== headers[name]) {
        same = false
        break
      }
    if (same) return last
  }
  lastHeaders = Object.freeze(headers)
  lastHeaderCount = count
  return headers
}
