import type { Drift } from './report.js'
import type { Mismatch } from './validate.js'

export type ProxyLogFormat = 'pretty' | 'json'

/** What the proxy says about one forwarded call. */
export interface ForwardedCall {
  method: string
  /** The path and query as sent. */
  target: string
  operationId: string | undefined
  /** The target's status; 502 when it did not answer. */
  status: number
  /** Milliseconds until the target's answer had been passed on. */
  latency_ms: number
}

/**
 * The proxy's log: a line per forwarded call marked with the target's status and latency, and a
 * line per mismatch, drift item or note, as text or as pino-style JSON lines (`--log-format json`).
 *
 * @example const log = createProxyLog('json', (line) => process.stdout.write(line))
 */
export function createProxyLog(format: ProxyLogFormat, write: (line: string) => void) {
  const line = (level: 30 | 40 | 50, msg: string, fields: Record<string, unknown>) =>
    write(
      format === 'json'
        ? `${JSON.stringify({ level, time: new Date().toISOString(), msg, ...fields })}\n`
        : `[${new Date().toISOString().slice(11, 23)}] ${level === 30 ? 'INFO' : level === 40 ? 'WARN' : 'ERROR'}: ${msg}\n`,
    )
  return {
    forwarded(call: ForwardedCall): void {
      const op = call.operationId ?? 'no operation'
      line(
        call.status >= 500 ? 50 : call.status >= 400 ? 40 : 30,
        `${call.method} ${call.target} -> target ${call.status} in ${call.latency_ms} ms (${op})`,
        { ...call, operationId: call.operationId ?? null },
      )
    },
    mismatch(m: Mismatch): void {
      line(
        40,
        `mismatch ${m.operationId} ${m.direction}${m.direction === 'response' ? ` ${m.status}` : ''} ${m.path}: expected ${m.expected}, actual ${m.actual}`,
        { kind: 'mismatch', ...m },
      )
    },
    drift(operationId: string, d: Drift): void {
      line(40, `drift ${operationId} ${d.kind} ${d.path}: target ${d.target}, mock ${d.mock}`, {
        kind: 'drift',
        operationId,
        drift: d.kind,
        path: d.path,
        target: d.target,
        mock: d.mock,
      })
    },
    error(message: string, fields: Record<string, unknown> = {}): void {
      line(50, message, fields)
    },
    note(message: string, fields: Record<string, unknown> = {}): void {
      line(30, message, fields)
    },
  }
}

export type ProxyLog = ReturnType<typeof createProxyLog>
