import type { Explanation } from './http/explain/explanation.js'
import type { JournalEntry } from './http/journal.js'
import { isoMillis } from './core/iso-millis.js'

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
 * A request's entry is queued when it is answered, and the queued entries are formatted together
 * on the next turn of the event loop, after their answers have gone out (setImmediate runs after
 * the promise callbacks that send them). The lines go to pino's asynchronous destination
 * (sonic-boom), which writes them together, 8 KiB at a time or 20 ms after the first waiting line,
 * so no request waits for the terminal or the pipe.
 * Both formats are formatted here: pino-pretty's per-line formatting cost more than the rest of
 * the request, and pino's logger about 11 µs a line, a quarter of a GET (decision 0033); the JSON
 * line is the one pino writes, field for field. Colour only on a terminal, and never with NO_COLOR.
 *
 * @example const log = await createRequestLog('json'); createMockCore({ onAnswer: log })
 */
export async function createRequestLog(
  format: LogFormat,
  stream: LogStream = process.stdout,
): Promise<(entry: JournalEntry) => void> {
  const { pino } = await import('pino')
  // Lines are gathered up to 8 KiB and written together, or after at most FLUSH_MS: a write per
  // line was a system call and a thread-pool hop per request, a fifth of a GET's CPU.
  const destination = pino.destination({ dest: stream.fd ?? 1, sync: false, minLength: BATCH_BYTES })
  // Lines wait here until 8 KiB are gathered (or FLUSH_MS passed), not in the destination:
  // sonic-boom measures the UTF-8 length of its last buffer on every write, which flattened and
  // copied up to 16 KiB of text for each turn's few lines. That garbage cut the time between
  // young-generation collections below the journal's entries' lifetime, and they were promoted.
  let waiting = ''
  const handOver = () => {
    if (waiting === '') return
    destination.write(waiting)
    waiting = ''
  }
  let flushing: ReturnType<typeof setTimeout> | undefined
  const flushSoon = () => {
    flushing ??= setTimeout(() => {
      flushing = undefined
      handOver()
      destination.flush()
    }, FLUSH_MS)
    flushing.unref()
  }
  const line = format === 'json' ? jsonLine : prettyLine(Boolean(stream.isTTY) && !process.env.NO_COLOR)
  let queued: JournalEntry[] = []
  const writeQueued = () => {
    const entries = queued
    queued = []
    const now = Date.now()
    for (const entry of entries) waiting += line(entry, now)
    if (waiting.length >= BATCH_BYTES) handOver()
    flushSoon()
  }
  // Lines still queued when the process exits (SIGTERM's handler calls process.exit) are written.
  process.once('exit', () => {
    try {
      if (queued.length > 0) writeQueued()
      handOver()
      destination.flushSync()
    } catch {
      // The descriptor is already closed (a pipe whose reader left): nothing can be written.
    }
  })
  return (entry) => {
    if (queued.push(entry) === 1) setImmediate(writeQueued)
  }
}

/** The pretty line: `[HH:MM:ss.mmm] INFO: GET /v1/objects 200 0.8 ms`, and an explanation's line under it. */
function prettyLine(colour: boolean): (entry: JournalEntry, now: number) => string {
  const clock = createTimeOfDay()
  const labels: Record<Level, string> = {
    info: label('info', colour),
    warn: label('warn', colour),
    error: label('error', colour),
  }
  return (entry, now) => {
    const line = `[${clock(now)}] ${labels[levelOf(entry.status)]}: ${messageOf(entry)}\n`
    return entry.explain ? line + explainLine(entry.explain) : line
  }
}

/**
 * The JSON line pino writes for `logger[level](fields, message)` with `base: null` and ISO time:
 * `level`, `time`, the fields in their order, then `msg`. Strings go through JSON.stringify.
 */
function jsonLine(entry: JournalEntry, now: number): string {
  let line = `{"level":${LEVELS[levelOf(entry.status)]},"time":"${isoMillis(now)}","method":${JSON.stringify(entry.method)},"path":${JSON.stringify(entry.path)},"status":${entry.status},"duration_ms":${entry.duration_ms}`
  if (entry.key) line += `,"key":${JSON.stringify(entry.key)}`
  if (entry.fault) line += `,"fault":${JSON.stringify(entry.fault)}`
  if (entry.explain) line += `,"explain":${JSON.stringify(entry.explain)}`
  return `${line},"msg":${JSON.stringify(messageOf(entry))}}\n`
}

/** How many bytes of lines are gathered before a write, and how long a line may wait for more. */
const BATCH_BYTES = 8192
const FLUSH_MS = 20

function levelOf(status: number): Level {
  return status === 0 || status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info'
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
