import type { Explanation } from './http/explain/explanation.js'
import type { JournalEntry } from './http/journal.js'

export type LogFormat = 'pretty' | 'json'

/** Where the request log writes: stdout unless a test gives another stream. */
export interface LogStream {
  readonly isTTY?: boolean | undefined
  readonly fd?: number | undefined
}

/** pino's level numbers, kept in the JSON lines so log tools read them as pino's. */
const LEVELS = { info: 30, warn: 40, error: 50 } as const
type Level = keyof typeof LEVELS

/**
 * The request log of `serve`: one line per request, as pretty text or one JSON object per line
 * (pino's format) for CI.
 *
 * Both formats write through pino's asynchronous destination (sonic-boom): a line is queued when
 * the answer has been sent, and lines go out together, 4 KiB at a time or 20 ms after the first
 * waiting line, so no request waits for the terminal or the pipe.
 * The pretty line is formatted here, not by pino-pretty: its per-line formatting cost more than
 * the rest of the request (decision 0033). Colour only on a terminal, and never with NO_COLOR.
 *
 * @example const log = await createRequestLog('json'); createMockCore({ onAnswer: log })
 */
export async function createRequestLog(
  format: LogFormat,
  stream: LogStream = process.stdout,
): Promise<(entry: JournalEntry) => void> {
  const { pino } = await import('pino')
  // Lines are gathered up to 4 KiB and written together, or after at most FLUSH_MS: a write per
  // line was a system call and a thread-pool hop per request, a fifth of a GET's CPU.
  const destination = pino.destination({ dest: stream.fd ?? 1, sync: false, minLength: BATCH_BYTES })
  let flushing: ReturnType<typeof setTimeout> | undefined
  const flushSoon = () => {
    flushing ??= setTimeout(() => {
      flushing = undefined
      destination.flush()
    }, FLUSH_MS)
    flushing.unref()
  }
  // Lines still queued when the process exits (SIGTERM's handler calls process.exit) are written.
  process.once('exit', () => {
    try {
      destination.flushSync()
    } catch {
      // The descriptor is already closed (a pipe whose reader left): nothing can be written.
    }
  })
  if (format === 'json') {
    const logger = pino({ base: null, timestamp: pino.stdTimeFunctions.isoTime }, destination)
    return (entry) => {
      logger[levelOf(entry.status)](fieldsOf(entry), messageOf(entry))
      flushSoon()
    }
  }
  const colour = Boolean(stream.isTTY) && !process.env.NO_COLOR
  const clock = createTimeOfDay()
  return (entry) => {
    const level = levelOf(entry.status)
    const line = `[${clock(Date.now())}] ${label(level, colour)}: ${messageOf(entry)}\n`
    destination.write(entry.explain ? line + explainLine(entry.explain) : line)
    flushSoon()
  }
}

/** How many bytes of lines are gathered before a write, and how long a line may wait for more. */
const BATCH_BYTES = 8192
const FLUSH_MS = 20

function levelOf(status: number): Level {
  return status === 0 || status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info'
}

function fieldsOf(entry: JournalEntry): object {
  return {
    method: entry.method,
    path: entry.path,
    status: entry.status,
    duration_ms: entry.duration_ms,
    ...(entry.key ? { key: entry.key } : {}),
    ...(entry.fault ? { fault: entry.fault } : {}),
    ...(entry.explain ? { explain: entry.explain } : {}),
  }
}

/** The line under an explained request: its kind and message, then what the client may have meant. */
function explainLine({ kind, message, suggestions }: Explanation): string {
  const also = suggestions.length > 0 ? ` (try: ${suggestions.join(' | ')})` : ''
  return `    explain ${kind}: ${message}${also}\n`
}

function messageOf(entry: JournalEntry): string {
  const status = entry.status === 0 ? 'dropped' : entry.status
  return `${entry.method} ${entry.path}${entry.query ? `?${entry.query}` : ''} ${status} ${entry.duration_ms} ms`
}

const NAMES: Record<Level, string> = { info: 'INFO', warn: 'WARN', error: 'ERROR' }
const COLOURS: Record<Level, string> = { info: '\x1b[32m', warn: '\x1b[33m', error: '\x1b[31m' }

function label(level: Level, colour: boolean): string {
  return colour ? `${COLOURS[level]}${NAMES[level]}\x1b[39m` : NAMES[level]
}

/** Local HH:MM:ss.mmm, the hour, minute and second formatted once per second. */
function createTimeOfDay(): (ms: number) => string {
  let second = -1
  let prefix = ''
  return (ms) => {
    const s = Math.floor(ms / 1000)
    if (s !== second) {
      second = s
      const d = new Date(ms)
      prefix = `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}.`
    }
    return prefix + String(ms % 1000).padStart(3, '0')
  }
}

function two(n: number): string {
  return n < 10 ? `0${n}` : String(n)
}
