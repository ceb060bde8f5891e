import { journalHeaders, journalMessage, maskKey, type Journal } from '../journal.js'
import type { AnsweredListener } from './answered.js'
import { isoMillis } from '../../core/iso-millis.js'

/**
 * The listener that journals every answered request outside `/_mock`: the request and answer as
 * the journal keeps them (bodies redacted when read, cut at 8 KiB). The journal's subscribers
 * (the request log of `serve`, the control page's live view) hear each entry as it is recorded.
 *
 * @example createPipeline({ ..., listeners: [journalAnswers(journal, (value) => store.keys.has(value))] })
 */
export function journalAnswers(journal: Journal, isKey: (value: string) => boolean): AnsweredListener {
  return (exchange, response) => {
    if (exchange.control) return
    const elapsed = performance.now() - exchange.started
    const { request, key } = exchange
    const target = request.target
    const mark = target.indexOf('?')
    const path = (mark === -1 ? target : target.slice(0, mark)).slice(0, 2048)
    // The text the parser decoded; a body read but never parsed (a step threw first) is decoded here.
    const requestBody =
      exchange.requestBody === undefined ? null : (exchange.requestText ?? decoder.decode(exchange.requestBody))
    const responseBody = typeof response.body === 'string' ? response.body : null
    journal.record({
      // Set by the journal; written first so the entry is kept as it is, not copied.
      id: 0,
      at: isoMillis(exchange.arrived),
      method: exchange.method,
      path,
      route_path: exchange.routePath || path,
      query: mark === -1 ? '' : target.slice(mark + 1, mark + 1 + 2048),
      status: response.drop ? 0 : response.status,
      duration_ms: Math.round(elapsed * 100) / 100,
      key: key ? maskKey(key.key) : null,
      token_id: key?.token_id ?? null,
      workspace_id: key?.workspace_id ?? null,
      fault: exchange.fault?.id ?? null,
      explain: exchange.explain ?? null,
      request: journalMessage(journalHeaders(request.header), requestBody, isKey),
      response:
        response.body instanceof ReadableStream
          ? { headers: response.headers, body: null, truncated: false }
          : journalMessage(response.headers, responseBody, isKey),
    })
  }
}

const decoder = new TextDecoder()
