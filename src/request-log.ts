import type { JournalEntry } from './http/journal.js'

export type LogFormat = 'pretty' | 'json'

/**
 * The request log of `serve`: one line per request through pino, as pretty text (colored in a
 * terminal) or one JSON object per line for CI. pino and pino-pretty load only here.
 *
 * @example const log = await createRequestLog('json'); createMockCore({ onAnswer: log })
 */
export async function createRequestLog(format: LogFormat): Promise<(entry: JournalEntry) => void> {
  const { pino } = await import('pino')
  let logger
  if (format === 'json') logger = pino({ base: null, timestamp: pino.stdTimeFunctions.isoTime })
  else {
    const { default: pretty } = await import('pino-pretty')
    logger = pino(
      { base: null },
      pretty({
        colorize: Boolean(process.stdout.isTTY),
        translateTime: 'HH:MM:ss.l',
        ignore: 'pid,hostname,method,path,status,duration_ms,key,fault',
        singleLine: true,
        sync: true,
      }),
    )
  }
  return (entry) => {
    const status = entry.status
    const level = status === 0 || status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info'
    logger[level](
      {
        method: entry.method,
        path: entry.path,
        status,
        duration_ms: entry.duration_ms,
        ...(entry.key ? { key: entry.key } : {}),
        ...(entry.fault ? { fault: entry.fault } : {}),
      },
      `${entry.method} ${entry.path}${entry.query ? `?${entry.query}` : ''} ${status === 0 ? 'dropped' : status} ${entry.duration_ms} ms`,
    )
  }
}
