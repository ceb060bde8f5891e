import { formatTimestamp } from '../clock.js'
import { badRequest } from '../errors.js'

// RFC 3339 date-time (`T` or a space between date and time, as RFC 3339 allows), or a plain date as users type it.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2}))?$/

/**
 * Reads a due date: an RFC 3339 timestamp with any offset (`2026-04-01T09:00:00+02:00`), or a plain
 * date (`2026-04-01`, midnight UTC), and answers it as an RFC 3339 UTC timestamp in whole seconds,
 * as the API writes every timestamp. Anything else, or a date not on the calendar, is 400 naming `field`.
 *
 * @example parseDueDate('2026-04-01', 'due_date') // '2026-04-01T00:00:00Z'
 * @example parseDueDate('2026-04-01T09:00:00+02:00', 'due_date') // '2026-04-01T07:00:00Z'
 */
export function parseDueDate(input: string, field: string): string {
  const match = DATE_TIME.exec(input.trim())
  const fail = () =>
    badRequest(`${field}: "${input}" is not a date; send RFC 3339 (2026-04-01T09:00:00Z) or a plain date (2026-04-01)`)
  if (!match) throw fail()
  const [, y, mo, d, h = '00', mi = '00', s = '00', , zone = 'Z'] = match
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59)
    throw fail()
  let offsetMinutes = 0
  if (zone !== 'Z' && zone !== 'z') {
    const [oh, om] = zone.slice(1).split(':').map(Number) as [number, number]
    if (oh > 23 || om > 59) throw fail()
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (oh * 60 + om)
  }
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(hour, minute - offsetMinutes, second, 0)
  // An offset can carry 0000-01-01 or 9999-12-31 out of the four-digit years RFC 3339 has.
  if (date.getUTCFullYear() < 0 || date.getUTCFullYear() > 9999) throw fail()
  return formatTimestamp(date.getTime())
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}
