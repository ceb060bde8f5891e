/**
 * `new Date(ms).toISOString()`, from the last second's text plus the milliseconds: formatting a
 * Date was a fifth of the journal's cost per request, and under load many requests share a second
 * (and several a millisecond: the last text is kept).
 * Used by the journal's `at` and the request log's JSON `time`.
 *
 * @example isoMillis(Date.UTC(2026, 0, 15, 10, 0, 0, 7)) // '2026-01-15T10:00:00.007Z'
 */
export function isoMillis(instant: number): string {
  if (!Number.isFinite(instant)) return new Date(instant).toISOString()
  const ms = Math.trunc(instant)
  if (ms === lastMillis) return lastText
  const second = Math.floor(ms / 1000)
  if (second !== lastSecond) {
    lastSecond = second
    lastPrefix = new Date(second * 1000).toISOString().slice(0, -4)
  }
  const millis = ms - second * 1000
  lastMillis = ms
  lastText = `${lastPrefix}${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`
  return lastText
}

let lastSecond = Number.NaN
let lastPrefix = ''
let lastMillis = Number.NaN
let lastText = ''
