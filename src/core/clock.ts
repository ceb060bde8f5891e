/** A virtual clock. Every timestamp, job and expiry in the mock reads it. */
export interface Clock {
  readonly mode: 'manual' | 'real'
  /** Real mode: clock milliseconds per wall millisecond (1 in manual mode). */
  readonly speed: number
  /** Real mode: changes the speed from now on, without a jump in time. A manual clock refuses it. */
  setSpeed(speed: number): void
  /** Milliseconds since the epoch, in clock time. */
  now(): number
  /** The current clock time as an RFC 3339 UTC timestamp without fractional seconds. */
  iso(): string
  /** Moves a manual clock forward and runs every timer that fell due, in order. */
  advance(by: Duration): number
  /** Moves a manual clock to an absolute instant (never backwards). */
  set(to: number | string): number
  /** Runs `fn` once the clock reaches `at` (ms since the epoch). Returns a cancel function. */
  schedule(at: number, fn: () => void): () => void
  /** Number of timers still waiting. */
  pending(): number
  /** The instant the next timer is due (ms since the epoch); undefined when none waits. */
  nextDue(): number | undefined
  /**
   * Calls `listener` with a timer's instant just before the timer runs (a mock's change log notes
   * timers that run between the slices of a job). Returns a function that removes it.
   */
  onTimer(listener: (at: number) => void): () => void
  /**
   * Calls `listener` after the clock was advanced or set (not when it restarts): a manual clock's
   * instant is part of the state (`serve --state-file` saves on it). Returns the unsubscribe function.
   */
  onMove(listener: () => void): () => void
  /** Cancels every timer (used by close). */
  clear(): void
  /**
   * Sets the timers and the instant aside, leaving the clock with none, and answers the function
   * that puts them back exactly (cancelling whatever was scheduled meanwhile): a restore builds
   * another state on the clock, and puts this one back if it fails. A real clock put back runs on
   * as if nothing happened.
   */
  setAside(): () => void
  /**
   * Cancels every timer and, in manual mode, returns to the start instant (used by reset); with
   * `at`, either clock moves to that instant, backwards too (used by restoring a snapshot).
   */
  restart(at?: number): void
}

export type Duration = number | string

/** The instant a manual clock starts at unless told otherwise. */
export const DEFAULT_START = Date.parse('2026-01-15T10:00:00Z')

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }

/**
 * Parses `1500`, `'250ms'`, `'5s'`, `'2m'`, `'1h30m'`, `'1d'` into milliseconds.
 *
 * @example parseDuration('1h30m') // 5_400_000
 */
export function parseDuration(input: Duration): number {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0)
      throw new RangeError(`Invalid duration ${input}: must be a finite number of milliseconds >= 0`)
    return input
  }
  const text = input.trim()
  if (/^\d+$/.test(text)) return Number(text)
  const part = /(\d+(?:\.\d+)?)(ms|s|m|h|d)/gy
  let total = 0
  let consumed = 0
  for (const match of text.matchAll(part)) {
    total += Number(match[1]) * UNIT_MS[match[2]!]!
    consumed += match[0].length
  }
  if (consumed === 0 || consumed !== text.length)
    throw new RangeError(`Invalid duration "${input}": use a number of ms or forms like 250ms, 5s, 2m, 1h30m, 1d`)
  return Math.round(total)
}

/** Formats a clock instant the way the API writes timestamps: `2026-01-15T10:00:00Z`. */
export function formatTimestamp(ms: number): string {
  // Whole seconds repeat (every write of a clock step, a seeded history): the last one is kept.
  const second = Math.floor(ms / 1000)
  if (second !== lastSecond) {
    lastSecond = second
    lastFormatted = formatSecond(second)
  }
  return lastFormatted
}

/** The character code of the digit 0. */
const ZERO = 48

/** Seconds since the epoch of 0000-01-01 and of 10000-01-01: between them a year has four digits. */
const FOUR_DIGIT_YEARS = { from: -62_167_219_200, to: 253_402_300_800 } as const

/**
 * `new Date(second * 1000).toISOString()` without its milliseconds, worked out in integers and
 * written as one flat string: the Date, its 24-character string, the slice and the concatenation
 * were 50,000 short-lived objects of a large seed (each of its records, relationships and events is
 * stamped at its own second). Days to a civil date as in Howard Hinnant's `civil_from_days`.
 * Years outside 0000-9999 (written with a sign and six digits) go through Date.
 */
function formatSecond(second: number): string {
  if (second < FOUR_DIGIT_YEARS.from || second >= FOUR_DIGIT_YEARS.to)
    return `${new Date(second * 1000).toISOString().slice(0, -5)}Z`
  const days = Math.floor(second / 86_400)
  const inDay = second - days * 86_400
  const shifted = days + 719_468
  const era = Math.floor(shifted / 146_097)
  const dayOfEra = shifted - era * 146_097
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  )
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153)
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  const hour = Math.floor(inDay / 3600)
  const minute = Math.floor((inDay % 3600) / 60)
  const sec = inDay % 60
  return String.fromCharCode(
    ZERO + Math.floor(year / 1000),
    ZERO + (Math.floor(year / 100) % 10),
    ZERO + (Math.floor(year / 10) % 10),
    ZERO + (year % 10),
    45, // -
    ZERO + Math.floor(month / 10),
    ZERO + (month % 10),
    45,
    ZERO + Math.floor(day / 10),
    ZERO + (day % 10),
    84, // T
    ZERO + Math.floor(hour / 10),
    ZERO + (hour % 10),
    58, // :
    ZERO + Math.floor(minute / 10),
    ZERO + (minute % 10),
    58,
    ZERO + Math.floor(sec / 10),
    ZERO + (sec % 10),
    90, // Z
  )
}

let lastSecond = Number.NaN
let lastFormatted = ''

/** The number the two digits at `i` write, or -1 when they are not two digits. (Not a closure: parseTimestamp runs cold.) */
function twoDigits(text: string, i: number): number {
  const tens = text.charCodeAt(i) - 48
  const ones = text.charCodeAt(i + 1) - 48
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : -1
}

/** Days in each month of a common year. */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const

/**
 * `Date.parse` of a timestamp, read in integers when it has the form the API writes
 * (`2026-01-15T10:00:00Z`, a real day and time): a seed reads its records' creation times back
 * about 30,000 times, and Date.parse costs about half a microsecond each. Anything else (another
 * form, a time zone, a day Date.parse rolls over) is Date.parse's.
 *
 * @example parseTimestamp('2026-01-15T10:00:00Z') // 1768471200000
 */
export function parseTimestamp(text: string): number {
  if (text.length !== 20) return Date.parse(text)
  const high = twoDigits(text, 0)
  const low = twoDigits(text, 2)
  const month = twoDigits(text, 5)
  const day = twoDigits(text, 8)
  const hour = twoDigits(text, 11)
  const minute = twoDigits(text, 14)
  const second = twoDigits(text, 17)
  if (
    high < 0 ||
    low < 0 ||
    text.charCodeAt(4) !== 45 || // -
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 84 || // T
    text.charCodeAt(13) !== 58 || // :
    text.charCodeAt(16) !== 58 ||
    text.charCodeAt(19) !== 90 || // Z
    month < 1 ||
    month > 12 ||
    day < 1 ||
    hour < 0 ||
    hour > 23 ||
    minute < 0 ||
    minute > 59 ||
    second < 0 ||
    second > 59
  )
    return Date.parse(text)
  const year = high * 100 + low
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  if (day > MONTH_DAYS[month - 1]! + (month === 2 && leap ? 1 : 0)) return Date.parse(text)
  // Days since the epoch of a civil date: Howard Hinnant's days_from_civil.
  const shiftedYear = month <= 2 ? year - 1 : year
  const era = Math.floor(shiftedYear / 400)
  const yearOfEra = shiftedYear - era * 400
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear
  const days = era * 146_097 + dayOfEra - 719_468
  return ((days * 24 + hour) * 60 + minute) * 60_000 + second * 1000
}

interface Timer {
  at: number
  seq: number
  fn: () => void
  /** Set once it ran, was cancelled or was cleared: its cancel function then does nothing. */
  settled: boolean
}

/** Whether timer `a` runs before `b`: the earlier instant first, then the earlier scheduled. */
const before = (a: Timer, b: Timer): boolean => a.at < b.at || (a.at === b.at && a.seq < b.seq)

/**
 * The timers waiting, as a binary min-heap on (at, seq): scheduling and taking the next one cost
 * O(log n), so n timers falling due in one advance cost O(n log n). A cancelled timer stays in the
 * heap, settled, until it reaches the top (or until cancelled ones are the majority, when the heap
 * is rebuilt without them), so cancelling is O(1) and `size` counts only live timers.
 */
class TimerQueue {
  private heap: Timer[] = []
  /** Live (unsettled) timers in the heap. */
  size = 0

  push(timer: Timer): void {
    this.heap.push(timer)
    this.size++
    this.up(this.heap.length - 1)
  }

  /** The next live timer, without taking it. */
  peek(): Timer | undefined {
    this.dropSettled()
    return this.heap[0]
  }

  /** Takes the next live timer and marks it settled. */
  pop(): Timer | undefined {
    this.dropSettled()
    const top = this.heap[0]
    if (!top) return undefined
    this.removeTop()
    top.settled = true
    this.size--
    return top
  }

  cancel(timer: Timer): void {
    if (timer.settled) return
    timer.settled = true
    this.size--
    // Cancelled timers wait in the heap until they reach its top; past half of it, rebuild.
    if (this.heap.length > 64 && this.size < this.heap.length / 2) this.rebuild()
  }

  /** Takes every timer out, leaving the queue empty; `put` brings them back as they were. */
  take(): { heap: Timer[]; size: number } {
    const taken = { heap: this.heap, size: this.size }
    this.heap = []
    this.size = 0
    return taken
  }

  /** Puts back what `take` took, in place of what the queue holds (which `clear` settled first). */
  put(taken: { heap: Timer[]; size: number }): void {
    this.heap = taken.heap
    this.size = taken.size
  }

  /** Settles every timer (their cancel functions then do nothing) and empties the queue. */
  clear(): void {
    for (const timer of this.heap) timer.settled = true
    this.heap = []
    this.size = 0
  }

  private dropSettled(): void {
    while (this.heap.length > 0 && this.heap[0]!.settled) this.removeTop()
  }

  private removeTop(): void {
    const last = this.heap.pop()!
    if (this.heap.length > 0) {
      this.heap[0] = last
      this.down(0)
    }
  }

  private rebuild(): void {
    this.heap = this.heap.filter((timer) => !timer.settled)
    for (let i = (this.heap.length >> 1) - 1; i >= 0; i--) this.down(i)
  }

  private up(i: number): void {
    const heap = this.heap
    const timer = heap[i]!
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (!before(timer, heap[parent]!)) break
      heap[i] = heap[parent]!
      i = parent
    }
    heap[i] = timer
  }

  private down(i: number): void {
    const heap = this.heap
    const timer = heap[i]!
    const n = heap.length
    for (;;) {
      const left = 2 * i + 1
      if (left >= n) break
      const right = left + 1
      const child = right < n && before(heap[right]!, heap[left]!) ? right : left
      if (!before(heap[child]!, timer)) break
      heap[i] = heap[child]!
      i = child
    }
    heap[i] = timer
  }
}

export interface ClockOptions {
  mode?: 'manual' | 'real'
  /** Start instant (ms or ISO string). Manual default: 2026-01-15T10:00:00Z; real default: the wall clock. */
  start?: number | string
  /** Real mode only: how many clock milliseconds pass per wall millisecond. */
  speed?: number
}

/**
 * Creates a clock. Manual clocks only move on `advance`/`set`; real clocks follow the wall
 * clock (optionally sped up) and fire timers with `setTimeout`.
 *
 * @example
 * const clock = createClock({ mode: 'manual' })
 * clock.schedule(clock.now() + 5000, () => console.log('due'))
 * clock.advance('5s') // logs 'due'
 */
export function createClock(options: ClockOptions = {}): Clock {
  const mode = options.mode ?? 'manual'
  let speed = checkSpeed(options.speed ?? 1)
  let start = options.start === undefined ? (mode === 'manual' ? DEFAULT_START : Date.now()) : toMs(options.start)
  const firstStart = start
  let wallStart = Date.now()
  let manualNow = start
  let offset = 0
  let seq = 0
  const timers = new TimerQueue()
  let wakeUp: ReturnType<typeof setTimeout> | undefined
  const listeners = new Set<(at: number) => void>()

  // The last timestamp formatted, handed out again while the clock stays on its millisecond: a
  // write stamps a record and its timeline event with one string instead of two (40 bytes each).
  let lastMs = NaN
  let lastIso = ''
  const iso = (): string => {
    const ms = now()
    if (ms !== lastMs) {
      lastMs = ms
      lastIso = formatTimestamp(ms)
    }
    return lastIso
  }
  const now = (): number =>
    mode === 'manual' ? manualNow : start + offset + Math.floor((Date.now() - wallStart) * speed)

  const runDue = (): void => {
    // Timers may schedule further timers; keep going until nothing is due at the current instant.
    for (;;) {
      const next = timers.peek()
      if (!next || next.at > now()) break
      timers.pop()
      for (const listener of listeners) listener(next.at)
      next.fn()
    }
    if (mode === 'real') armRealTimer()
  }

  const armRealTimer = (): void => {
    if (wakeUp) clearTimeout(wakeUp)
    wakeUp = undefined
    const first = timers.peek()
    if (!first) return
    const next = first.at
    const wait = Math.max(0, Math.ceil((next - now()) / speed))
    wakeUp = setTimeout(runDue, Math.min(wait, 2 ** 31 - 1))
    wakeUp.unref?.()
  }

  /** Moves the clock forward to `at` (never back), without running anything. */
  const moveTo = (at: number): void => {
    if (mode === 'manual') manualNow = Math.max(manualNow, at)
    else offset += Math.max(0, at - now())
  }

  const advanceTo = (target: number): number => {
    // Step through due timers one instant at a time so each sees its own `now()`, in both modes:
    // a timer that schedules the next (a job's next step) counts from its own instant, not from
    // the end of the jump, so a restore's jump on a real clock finishes the jobs a manual one does.
    for (;;) {
      const next = timers.peek()
      if (!next || next.at > target) break
      moveTo(next.at)
      runDue()
    }
    moveTo(target)
    runDue()
    return now()
  }

  const movers = new Set<() => void>()
  const moved = (at: number): number => {
    for (const listener of movers) listener()
    return at
  }

  const clear = (): void => {
    timers.clear()
    if (wakeUp) clearTimeout(wakeUp)
    wakeUp = undefined
  }

  return {
    mode,
    get speed() {
      return mode === 'real' ? speed : 1
    },
    setSpeed(next) {
      if (mode !== 'real') throw new RangeError('A manual clock has no speed: it moves only when advanced')
      const current = now()
      speed = checkSpeed(next)
      // Re-anchor at the current instant, so time goes on from where it was at the new pace.
      start = current
      offset = 0
      wallStart = Date.now()
      armRealTimer()
    },
    now,
    iso,
    advance: (by) => moved(advanceTo(now() + parseDuration(by))),
    set: (to) => {
      const target = toMs(to)
      if (target < now()) throw new RangeError(`The clock cannot move backwards (now ${formatTimestamp(now())})`)
      return moved(advanceTo(target))
    },
    schedule(at, fn) {
      const timer: Timer = { at, seq: seq++, fn, settled: false }
      timers.push(timer)
      if (mode === 'real') armRealTimer()
      return () => timers.cancel(timer)
    },
    pending: () => timers.size,
    nextDue: () => timers.peek()?.at,
    onTimer(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onMove(listener) {
      movers.add(listener)
      return () => movers.delete(listener)
    },
    setAside() {
      const kept = { timers: timers.take(), manualNow, start, offset, wallStart, speed }
      if (wakeUp) clearTimeout(wakeUp)
      wakeUp = undefined
      return () => {
        clear()
        timers.put(kept.timers)
        ;({ manualNow, start, offset, wallStart, speed } = kept)
        if (mode === 'real') armRealTimer()
      }
    },
    clear,
    restart(at) {
      // Not `this.clear()`: the clock's methods must keep working when passed around detached.
      clear()
      if (at !== undefined) {
        if (mode === 'manual') manualNow = at
        else offset += at - now()
      } else if (mode === 'manual') manualNow = firstStart
    },
  }
}

function checkSpeed(speed: number): number {
  if (!(speed > 0) || !Number.isFinite(speed) || speed > 1_000_000)
    throw new RangeError(`Invalid clock speed ${speed}: expected a number above 0, at most 1000000`)
  return speed
}

function toMs(value: number | string): number {
  const ms = typeof value === 'number' ? value : Date.parse(value)
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid instant "${value}"`)
  return ms
}
