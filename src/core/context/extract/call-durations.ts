/*
 * A CRM entry's duration (W10): "Call 12 min.", "Call: 40 mins", "Meeting 1 h" log how long a call
 * took; the verb "call" opening it asks for nothing. follow-ups.ts read "Call 12 min" as a request.
 */
import type { Tok } from './scanner.js'

const UNITS = new Set(['min', 'mins', 'minute', 'minutes', 'h', 'hr', 'hrs', 'hour', 'hours'])

/** Whether the imperative at tokens[p] is followed by a duration ("Call 12 min", "Call: 40 minutes"). */
export function durationAfter(tokens: readonly Tok[], p: number): boolean {
  let k = p + 1
  if (tokens[k]?.text === ':' || tokens[k]?.text === '-' || tokens[k]?.text === '—') k++
  const number = tokens[k]
  if (number === undefined || !/^\d{1,3}$/.test(number.text)) return false
  return UNITS.has(tokens[k + 1]?.lc ?? '')
}
