import type { Exchange, RawResponse } from './exchange.js'

/**
 * The pipeline's one event: a request was answered (a snapshot's replayed calls are not). Its
 * listeners keep the record of what happened: the journal (and, through it, the request log), and
 * the change log snapshots are made of. They run in order, after the answer is complete and
 * before it is handed to the adapter; none may throw.
 */
export type AnsweredListener = (exchange: Readonly<Exchange>, response: RawResponse) => void

/** A change the public API acknowledged, as a snapshot replays it. */
export interface AcknowledgedWrite {
  /** Clock time the handler ran at (ms since the epoch). */
  at: number
  method: string
  /** The target in route form: `/v1/...` plus the query, without base path. */
  target: string
  /** The API key the change was made with. */
  key: string
  /** The request body text; null when none. */
  body: string | null
  /** How many slices of jobs had run when the handler ran (a restore runs as many before it). */
  slices: number
}

/**
 * What an answer acknowledged, if it was a change: a 2xx of a public operation that writes
 * (not GET or HEAD, not a read sent as POST), answered by the mock itself rather than an override,
 * whose handler did not say it changed nothing.
 */
export function acknowledgedWrite(exchange: Readonly<Exchange>, response: RawResponse): AcknowledgedWrite | undefined {
  const { route, key, method } = exchange
  if (
    !route?.public ||
    route.readOnly ||
    !key ||
    exchange.overridden ||
    exchange.unchanged ||
    exchange.handledSlices === undefined
  )
    return undefined
  if (response.status < 200 || response.status >= 300 || method === 'GET' || method === 'HEAD') return undefined
  const target = exchange.request.target
  const query = target.indexOf('?')
  return {
    at: exchange.handledAt!,
    method,
    target: query === -1 ? exchange.routePath : `${exchange.routePath}${target.slice(query)}`,
    key: key.key,
    body:
      exchange.requestBody === undefined
        ? null
        : (exchange.requestText ?? new TextDecoder().decode(exchange.requestBody)),
    slices: exchange.handledSlices,
  }
}

/**
 * The listener that tells `onWrite` of every change the public API acknowledged: what the mock's
 * change log records for snapshots.
 *
 * @example createPipeline({ ..., listeners: [recordWrites((write) => log.push(write))] })
 */
export function recordWrites(onWrite: (write: AcknowledgedWrite) => void): AnsweredListener {
  return (exchange, response) => {
    const write = acknowledgedWrite(exchange, response)
    if (write) onWrite(write)
  }
}
