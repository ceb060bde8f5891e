/*
 * "Valeria joined Huarango in November from Andina Seguros" (issue 27, W17): a time phrase may stand
 * between the company joined and "from", and the run after "from" is still where the one who joined
 * was before. companies.ts reads "joins C from D" when C stands right before "from"; this reads back
 * over a short time phrase ("in November", "last year", "in 2024") to C.
 */
import { WEEKDAYS_AND_MONTHS } from '../lexicon.js'
import type { Element } from './elements.js'

/** Words of a short time phrase: "in November", "last year", "early 2025". */
const TIME_WORDS = new Set([
  'in',
  'last',
  'this',
  'early',
  'late',
  'year',
  'month',
  'week',
  'spring',
  'summer',
  'autumn',
  'fall',
  'winter',
])

/** Whether a company stands before the "from" at out's end, past at most three time words. */
export function companyBeforeTime(out: readonly Element[]): boolean {
  let x = out.length - 2
  const stop = Math.max(0, x - 3)
  let skipped = 0
  while (x >= stop) {
    const e = out[x]!
    if (e.k !== 'W' || !(TIME_WORDS.has(e.w) || WEEKDAYS_AND_MONTHS.has(e.w) || /^\d{4}$/.test(e.w))) break
    skipped++
    x--
  }
  return skipped > 0 && out[x]?.k === 'C'
}
