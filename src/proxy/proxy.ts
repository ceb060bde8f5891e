import { ApiError } from '../core/errors.js'
import { readNodeBody, tooLarge } from '../http/body.js'
import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  createJournal,
  journalHeaders,
  journalMessage,
  maskKey,
  type Journal,
  type JournalEntry,
} from '../http/journal.js'
import { endToEndHeaders, forward } from './forward.js'
import type { ProxyLog } from './log.js'
import { createOperationFinder, type ContractOperation } from '../http/contract-operations.js'
import { createProxyReport, type Drift } from './report.js'
import { createContractValidator, type Mismatch } from './validate.js'
import { answerLocal } from './local-routes.js'

/**
 * Answers past this size are streamed without being checked (and the journal keeps their first 8
 * KiB). Checking is one JSON.parse and one ajv run on the event loop: a 1 MiB list of records takes
 * about 18 ms, 10 MiB about 170 ms, past the 50 ms no request may hold the loop. The real service
 * pages its lists, so its answers are far below this.
 */
export const CHECKED_ANSWER_LIMIT = 1024 * 1024

/** One call the target answered in full, for the recording and the shadow. */
export interface ProxiedCall {
  operation: ContractOperation | undefined
  method: string
  /** `/v1/...`: the path in route form. */
  routePath: string
  query: URLSearchParams
  requestHeaders: Record<string, string>
  requestBody: string
  status: number
  contentType: string | undefined
  /** The answer's text; undefined when it was a stream or over the checked size. */
  responseBody: string | undefined
}

export interface ProxyOptions {
  /** Where calls go: an http(s) URL, with any path prefix. */
  target: URL
  /** The contract: the generated public OpenAPI document. */
  document: object
  /** Sent as `Authorization: Bearer <key>` when the caller sends no Authorization. */
  apiKey?: string | undefined
  /** The largest request body passed on (bytes); a larger one answers 413 and is not forwarded. */
  bodyLimit: number
  log?: ProxyLog | undefined
  journalSize?: number
  /** Told of each call the target answered in full; the drift it answers goes to the report. */
  onCall?: ((call: ProxiedCall) => Promise<Drift[]> | Drift[] | void) | undefined
}

/** The public prefixes the proxy forwards, and the official clients' registration call. */
const FORWARDED = /^(\/v1|\/api\/developers\/v1)(\/|$)|^\/api\/v1\/agents\/register(\/|$)/

export interface Proxy {
  /** The request listener of the proxy's server. */
  handler(req: IncomingMessage, res: ServerResponse): void
  journal: Journal
  report: ReturnType<typeof createProxyReport>
  /** Whether a string is a key the proxy saw (a caller's Bearer key, --api-key): never kept. */
  isKey(value: string): boolean
  /** Resolves when every call in flight has been accounted for (the report and journal are whole). */
  settled(): Promise<void>
}

/**
 * The validating proxy (issue 26): forwards calls under `/v1`, `/api/developers/v1` and the
 * registration call to the target as they came (hop-by-hop headers aside), streams the answer
 * back unchanged, and checks both against the contract. Mismatches go to the log, the journal
 * entry (`validation`) and the report; `/_mock/*` is answered here.
 *
 * @example const proxy = createProxy({ target: new URL('http://127.0.0.1:4011'), document, bodyLimit: 1 << 20 }); createServer(proxy.handler)
 */
export function createProxy(options: ProxyOptions): Proxy {
  const journal = createJournal(options.journalSize, async () => options.document)
  const report = createProxyReport(options.target.href.replace(/\/$/, ''))
  const findOperation = createOperationFinder(options.document as any)
  const validator = createContractValidator(options.document as any)
  const keys = new Set<string>(options.apiKey ? [options.apiKey] : [])
  const isKey = (value: string) => keys.has(value)
  const inFlight = new Set<Promise<void>>()
  const targetName = options.target.href.replace(/\/$/, '')

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = performance.now()
    const arrived = new Date()
    const method = req.method ?? 'GET'
    const raw = req.url ?? '/'
    const mark = raw.indexOf('?')
    const path = mark === -1 ? raw : raw.slice(0, mark)
    const queryText = mark === -1 ? '' : raw.slice(mark + 1)
    if (path === '/_mock' || path.startsWith('/_mock/')) {
      const origin = `http://${req.headers.host ?? '127.0.0.1'}`
      answerLocal({ method, path, query: new URLSearchParams(queryText), journal, report, origin }, res)
      return
    }
    if (!FORWARDED.test(path)) {
      json(res, 404, {
        code: 404,
        message: `The proxy forwards /v1, /api/developers/v1 and POST /api/v1/agents/register to ${targetName}; ${path} is none of them`,
      })
      return
    }
    const routePath = path.replace(/^\/api\/developers\/v1(?=\/|$)/, '/v1')
    const operation = findOperation(method, routePath)
    const bearer = /^bearer\s+(\S+)/i.exec(String(req.headers.authorization ?? ''))?.[1]
    if (bearer && keys.size < 1000) keys.add(bearer)

    const declared = Number(req.headers['content-length'] ?? NaN)
    let body: Uint8Array | undefined
    try {
      if (declared > options.bodyLimit) throw tooLarge(options.bodyLimit)
      body = await readNodeBody(req, options.bodyLimit)
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 413)) {
        res.destroy()
        return
      }
      // The rest of the body is read and dropped, so the caller can finish sending and read the 413.
      req.resume()
      json(res, 413, {
        code: 413,
        message: `The request body is larger than the limit of ${options.bodyLimit} bytes; it was not forwarded`,
      })
      return
    }
    const bodyText = body === undefined ? '' : new TextDecoder().decode(body)
    const query = new URLSearchParams(queryText)
    const requestMismatches = operation
      ? validator.request(operation, query, req.headers['content-type'], bodyText)
      : []

    const headers = endToEndHeaders(req.rawHeaders, req.headers, ['host', 'content-length'])
    if (req.headers.authorization === undefined && options.apiKey)
      headers.push('Authorization', `Bearer ${options.apiKey}`)
    const abort = new AbortController()
    res.once('close', () => {
      if (!res.writableFinished) abort.abort()
    })

    const requestHeaders = journalHeaders((name) => {
      const value = req.headers[name]
      return Array.isArray(value) ? value.join(', ') : value
    })
    const entryBase = {
      at: arrived.toISOString(),
      method,
      path: path.slice(0, 2048),
      route_path: routePath.slice(0, 2048),
      query: queryText.slice(0, 2048),
      key: bearer ? maskKey(bearer) : options.apiKey && !req.headers.authorization ? maskKey(options.apiKey) : null,
      token_id: null,
      workspace_id: null,
      fault: null,
      // The target's answer is reported as it is: the proxy checks it against the contract instead.
      explain: null,
      request: journalMessage(requestHeaders, body === undefined ? null : bodyText, isKey),
    }
    const finish = (
      status: number,
      responseHeaders: Record<string, string>,
      responseText: string | null,
      mismatches: Mismatch[],
      latency: number,
      extra: { targetError?: boolean; unchecked?: boolean } = {},
    ) => {
      const entry: JournalEntry = journal.record({
        ...entryBase,
        status,
        duration_ms: round(performance.now() - started),
        response: journalMessage(responseHeaders, responseText, isKey),
        validation: mismatches,
        ...(extra.unchecked ? { note: `the answer is over ${CHECKED_ANSWER_LIMIT} bytes: streamed, not checked` } : {}),
      })
      if (operation) report.call(operation, status, mismatches, extra)
      else report.unmatched(method, routePath, extra.targetError)
      options.log?.forwarded({
        method,
        target: raw.slice(0, 2048),
        operationId: operation?.operationId,
        status,
        latency_ms: round(latency),
      })
      for (const mismatch of mismatches) options.log?.mismatch(mismatch)
      if (extra.unchecked)
        options.log?.note(`${method} ${path}: ${entry.note}`, { operationId: operation?.operationId ?? null })
    }

    let answer: IncomingMessage
    try {
      answer = await forward(options.target, { method, target: raw, headers, body }, abort.signal)
    } catch (error) {
      if (abort.signal.aborted) return
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message
      const message = `The target ${targetName} did not answer ${method} ${path}: ${(error as Error).message || reason}`
      const text = JSON.stringify({ code: 502, message })
      json(res, 502, JSON.parse(text))
      options.log?.error(message, { operationId: operation?.operationId ?? null, error: reason })
      finish(502, { 'content-type': 'application/json' }, text, requestMismatches, performance.now() - started, {
        targetError: true,
      })
      return
    }
    const latency = performance.now() - started
    const status = answer.statusCode ?? 502
    const contentType = answer.headers['content-type']
    const responseHeaders = endToEndHeaders(answer.rawHeaders, answer.headers)
    res.writeHead(status, answer.statusMessage, responseHeaders)
    const kept: Record<string, string> = {}
    for (let i = 0; i + 1 < responseHeaders.length; i += 2)
      if (responseHeaders[i]!.toLowerCase() !== 'set-cookie')
        kept[responseHeaders[i]!.toLowerCase()] = responseHeaders[i + 1]!
    const streaming = String(contentType ?? '').startsWith('text/event-stream')
    if (streaming) {
      res.flushHeaders()
      // A stream's answer is known once its head is: it is accounted for now, not when it ends.
      const mismatches = [
        ...requestMismatches,
        ...(operation ? validator.response(operation, status, contentType, '') : []),
      ]
      finish(status, kept, null, mismatches, latency)
      answer.pipe(res)
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    let unchecked = false
    await new Promise<void>((resolve) => {
      answer.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (!unchecked) {
          if (size > CHECKED_ANSWER_LIMIT) {
            unchecked = true
            // The journal keeps the first 8 KiB; the rest is not held.
            chunks.splice(1)
          } else chunks.push(chunk)
        }
        if (!res.write(chunk)) {
          answer.pause()
          res.once('drain', () => answer.resume())
        }
      })
      answer.once('end', () => {
        res.end()
        resolve()
      })
      answer.once('error', () => {
        res.destroy()
        resolve()
      })
      res.once('close', () => resolve())
    })
    if (!answer.complete) return
    const text = Buffer.concat(chunks).toString('utf8')
    const mismatches = [
      ...requestMismatches,
      ...(operation && !unchecked ? validator.response(operation, status, contentType, text) : []),
    ]
    finish(status, kept, text, mismatches, latency, { unchecked })
    if (options.onCall && !unchecked) {
      const drift = await options.onCall({
        operation,
        method,
        routePath,
        query,
        requestHeaders: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        requestBody: bodyText,
        status,
        contentType,
        responseBody: text,
      })
      if (drift && drift.length > 0 && operation) {
        report.drift(operation, drift)
        for (const item of drift) options.log?.drift(operation.operationId, item)
      }
    }
  }

  return {
    handler(req, res) {
      const done = handle(req, res).catch((error: Error) => {
        options.log?.error(`proxy error: ${error.message}`)
        if (!res.headersSent) json(res, 500, { code: 500, message: `The proxy failed: ${error.message}` })
        else res.destroy()
      })
      inFlight.add(done)
      void done.finally(() => inFlight.delete(done))
    },
    journal,
    report,
    isKey,
    settled: async () => {
      await Promise.all([...inFlight])
    },
  }
}

const round = (ms: number): number => Math.round(ms * 100) / 100

function json(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = JSON.stringify(body)
  res
    .writeHead(status, {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(text)),
      ...extra,
    })
    .end(text)
}
