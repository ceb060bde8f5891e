/*
 * Dates a sentence names ("by Friday", "next Tuesday", "2026-04-01", "March 3"), read against the
 * clock's now. Each sentence is at most a bounded number of tokens, so these patterns see bounded input.
 */
import { collapseSpaces } from './scanner.js'
import type { ExtractedDate } from './types.js'

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const DAY_MS = 86_400_000
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
}
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`
// Alternatives of bounded length, separated by single spaces (sentences are re-joined with one space between tokens).
const RELATIVE_DATES = new RegExp(
  [
    String.raw`\b(\d{4})-(\d{2})-(\d{2})\b`,
    String.raw`\b(today|tomorrow)\b`,
    String.raw`\b(?:(next|this) )?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b`,
    String.raw`\b(next week)\b`,
    String.raw`\bin (\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten) (days?|weeks?)\b`,
    String.raw`\b${MONTH} (\d{1,2})(?:st|nd|rd|th)?(?: ?,? (\d{4}))?\b`,
    String.raw`\b(\d{1,2})(?:st|nd|rd|th)? (?:of )?${MONTH}(?: ?,? (\d{4}))?\b`,
  ].join('|'),
  'gi',
)
/** Words without which a sentence names no date: extractDates runs only on sentences holding one (or a number). */
export const DATE_CUES = new Set([
  ...WEEKDAYS,
  'today',
  'tomorrow',
  'next',
  'in',
  'jan',
  'january',
  'feb',
  'february',
  'mar',
  'march',
  'apr',
  'april',
  'may',
  'jun',
  'june',
  'jul',
  'july',
  'aug',
  'august',
  'sep',
  'sept',
  'september',
  'oct',
  'october',
  'nov',
  'november',
  'dec',
  'december',
])

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10)
const startOfDay = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS

function nextWeekday(today: number, weekday: number): number {
  const current = new Date(today).getUTCDay()
  const ahead = (weekday - current + 7) % 7 || 7
  return today + ahead * DAY_MS
}
const weekOf = (ms: number): number => Math.floor((ms / DAY_MS + 3) / 7)
function validDate(year: number, month: number, day: number): number | undefined {
  const ms = Date.UTC(year, month - 1, day)
  const date = new Date(ms)
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? ms
    : undefined
}
function nextMonthDay(today: number, month: number, day: number, year?: number): number | undefined {
  if (year !== undefined) return validDate(year, month, day)
  const thisYear = new Date(today).getUTCFullYear()
  const candidate = validDate(thisYear, month, day)
  if (candidate !== undefined && candidate >= today) return candidate
  return validDate(thisYear + 1, month, day)
}

/**
 * Dates a text names, read against `now` (UTC days). `2026-04-01` as it is; `today`, `tomorrow`;
 * a weekday (`Friday`, `by Friday`, `this Friday`): the first such day after today; `next Tuesday`:
 * the first Tuesday after today, a week later when that one is still in this (Monday-based) week;
 * `next week`: next Monday; `in 3 days`, `in two weeks`; `March 3`, `3rd of March 2026`: that day,
 * the next one on or after today when no year is given. White space runs count as one space.
 *
 * @example extractDates('Send it by Friday', Date.parse('2026-01-15T10:00:00Z')) // [{ text: 'Friday', date: '2026-01-16' }]
 */
export function extractDates(text: string, now: number): ExtractedDate[] {
  const today = startOfDay(now)
  const found: ExtractedDate[] = []
  const spaced = collapseSpaces(text)
  for (const m of spaced.matchAll(RELATIVE_DATES)) {
    let day: number | undefined
    if (m[1] !== undefined) day = validDate(Number(m[1]), Number(m[2]), Number(m[3]))
    else if (m[4] !== undefined) day = m[4].toLowerCase() === 'today' ? today : today + DAY_MS
    else if (m[6] !== undefined) {
      day = nextWeekday(today, WEEKDAYS.indexOf(m[6].toLowerCase()))
      if (m[5]?.toLowerCase() === 'next' && weekOf(day) === weekOf(today)) day += 7 * DAY_MS
    } else if (m[7] !== undefined) day = nextWeekday(today, 1)
    else if (m[8] !== undefined) {
      const count = NUMBER_WORDS[m[8].toLowerCase()] ?? Number(m[8])
      day = today + count * (m[9]!.toLowerCase().startsWith('week') ? 7 : 1) * DAY_MS
    } else if (m[10] !== undefined) {
      day = nextMonthDay(
        today,
        MONTHS.indexOf(m[10].slice(0, 3).toLowerCase()) + 1,
        Number(m[11]),
        m[12] === undefined ? undefined : Number(m[12]),
      )
    } else if (m[13] !== undefined) {
      day = nextMonthDay(
        today,
        MONTHS.indexOf(m[14]!.slice(0, 3).toLowerCase()) + 1,
        Number(m[13]),
        m[15] === undefined ? undefined : Number(m[15]),
      )
    }
    if (day !== undefined) found.push({ text: m[0], date: isoDay(day) })
  }
  return found
}
