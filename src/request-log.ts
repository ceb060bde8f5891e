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
 * A request's entry is queued when it is answered, with the time; the queued entries are
 * formatted together 20 ms after the first of them (or on the next turn once 1,024 wait), long
 * after their answers have gone out, and written as one buffer by pino's asynchronous destination
 * (sonic-boom), so no request waits for the terminal or the pipe. (A `setImmediate` for each
 * turn's answers, as before, kept the loop from waiting in its poll, and wrote every 8 KiB.)
 * Both formats are formatted here: pino-pretty's per-line formatting cost more than the rest of
 * the request, and pino's logger about 11 µs a line, a quarter of a GET (decision 0033); the JSON
 * line is the one pino writes, field for field. Colour only on a terminal, and never with NO_COLOR.
 *
 * @example const log = await createRequestLog('json'); createMockCore({ onAnswer: log })
 */
export async function createRequestLog(
  format: LogFormat,
  stream: LogStream = process.stdout,
  waitingBytes = WAITING_BYTES,
): Promise<(entry: JournalEntry) => void> {
  const { pino } = await import('pino')
  // Bytes, not text: given a string, sonic-boom has node encode it for each write, into a
  // buffer three times its length, and encodes it again once written: two fresh allocations of
  // 8-24 KiB a batch, the page faults of the default serve under load.
  const destination = pino.destination({
    dest: stream.fd ?? 1,
    sync: false,
    contentMode: 'buffer',
    maxWrite: 2 * CHUNK_BYTES,
    // A stdout nobody reads (a pipe whose reader stopped) holds the lines not yet written: past
    // this many bytes, sonic-boom drops the new ones instead of keeping them.
    maxLength: waitingBytes,
  })
  const line = format === 'json' ? jsonLine : prettyLine(Boolean(stream.isTTY) && !process.env.NO_COLOR)
  const stamp = format === 'json' ? isoMillis : createTimeOfDay()
  // Lines dropped since the last written one, counted in a line before the next lines written.
  let dropped = 0
  let refused = false
  destination.on('drop', () => (refused = true))
  const handOver = (text: string, lines: number) => {
    const note = dropped > 0 ? droppedLine(format, dropped, stamp(Date.now())) : ''
    refused = false
    // Typed as pino's text destination; in buffer mode sonic-boom takes (and needs) a Buffer.
    destination.write(Buffer.from(note + text, 'utf8') as unknown as string)
    dropped = refused ? dropped + lines : 0
  }
  // The answered entries and when each was answered, waiting for the batch's turn.
  let queued: JournalEntry[] = []
  let times: number[] = []
  let flushing: ReturnType<typeof setTimeout> | undefined
  let full = false
  const writeQueued = () => {
    clearTimeout(flushing)
    flushing = undefined
    full = false
    const entries = queued
    const answered = times
    queued = []
    times = []
    let text = ''
    let lines = 0
    for (let i = 0; i < entries.length; i++) {
      text += line(entries[i]!, stamp(answered[i]!))
      lines++
      if (text.length >= CHUNK_BYTES) {
        handOver(text, lines)
        text = ''
        lines = 0
      }
    }
    if (lines > 0) handOver(text, lines)
  }
  // Lines still queued when the process exits (SIGTERM's handler calls process.exit) are written.
  process.once('exit', () => {
    try {
      writeQueued()
      destination.flushSync()
    } catch {
      // The descriptor is already closed (a pipe whose reader left): nothing can be written.
    }
  })
  return (entry) => {
    times.push(Date.now())
    const count = queued.push(entry)
    if (count === 1) {
      flushing = setTimeout(writeQueued, FLUSH_MS)
      flushing.unref()
    } else if (count === BATCH_LINES && !full) {
      full = true
      setImmediate(writeQueued)
    }
  }
}

/** The pretty line: `[HH:MM:ss.mmm] INFO: GET /v1/objects 200 0.8 ms`, and an explanation's line under it. */
function prettyLine(colour: boolean): (entry: JournalEntry, time: string) => string {
  const labels: Record<Level, string> = {
    info: label('info', colour),
    warn: label('warn', colour),
    error: label('error', colour),
  }
  return (entry, time) => {
    const line = `[${time}] ${labels[levelOf(entry.status)]}: ${messageOf(entry)}\n`
    return entry.explain ? line + explainLine(entry.explain) : line
  }
}

/**
 * The JSON line pino writes for `logger[level](fields, message)` with `base: null` and ISO time:
 * `level`, `time`, the fields in their order, then `msg`. Strings go through JSON.stringify.
 */
function jsonLine(entry: JournalEntry, time: string): string {
  // The message repeats the method, path and duration: each is escaped and formatted once.
  const method = JSON.stringify(entry.method)
  const path = JSON.stringify(entry.path)
  const duration = String(entry.duration_ms)
  let line = `{"level":${LEVELS[levelOf(entry.status)]},"time":"${time}","method":${method},"path":${path},"status":${entry.status},"duration_ms":${duration}`
  if (entry.key) line += `,"key":${JSON.stringify(entry.key)}`
  if (entry.fault) line += `,"fault":${JSON.stringify(entry.fault)}`
  if (entry.explain) line += `,"explain":${JSON.stringify(entry.explain)}`
  const query = entry.query ? JSON.stringify(`?${entry.query}`).slice(1, -1) : ''
  const status = entry.status === 0 ? 'dropped' : entry.status
  return `${line},"msg":"${method.slice(1, -1)} ${path.slice(1, -1)}${query} ${status} ${duration} ms"}\n`
}

/**
 * How long an answered request's line waits for others, and how many lines a batch holds at most.
 * Each asynchronous write is a hop to node's thread pool, 30-100 µs of CPU on the 2-core virtual
 * machine the benchmarks ran on, against 2-4 µs for the write itself: few writes, large ones.
 */
const FLUSH_MS = 20
const BATCH_LINES = 1024
/** The text handed to the destination at a time: about 400 pretty lines of a GET, or 140 JSON lines. */
const CHUNK_BYTES = 32_768
/** What the log keeps for a stdout that is not read before it drops lines (docs/bounds.md). */
const WAITING_BYTES = 16 * 1024 * 1024

/** The line that counts the lines a stdout nobody read made the log drop. */
function droppedLine(format: LogFormat, count: number, time: string): string {
  const message = `request log: ${count} lines dropped (stdout was not read)`
  return format === 'json'
    ? `{"level":${LEVELS.warn},"time":"${time}","dropped":${count},"msg":"${message}"}\n`
    : `[${time}] WARN: ${message}\n`
}

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

/** Local HH:MM:ss.mmm: the hour, minute and second formatted once per second, the text once per millisecond. */
function createTimeOfDay(): (ms: number) => string {
  let second = -1
  let prefix = ''
  let last = -1
  let text = ''
  return (ms) => {
    if (ms === last) return text
    const s = Math.floor(ms / 1000)
    if (s !== second) {
      second = s
      const d = new Date(ms)
      prefix = `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}.`
    }
    last = ms
    text = prefix + String(ms % 1000).padStart(3, '0')
    return text
  }
}

function two(n: number): string {
  return n < 10 ? `0${n}` : String(n)
}
