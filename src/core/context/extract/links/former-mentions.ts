/*
 * A company named only as someone's former employer (W10): "Dr. Aleksander Wróbel (independent bid
 * consultant, formerly with Veolia Polska)", "ex-Kinetic, now freelance", "who used to be at Savanna
 * Foods". Nor is a competitor the writer is weighed against ("He's comparing us with Colombo Scaff
 * Hire", "benchmarking us against C"). Neither is a company the note is about: it never becomes the one
 * in play, so "their head of metering" or "their contracts manager" after it is not placed there.
 */
import type { View } from './view.js'

/** Words before "with"/"at" that make the company a former employer. */
const FORMERLY = new Set(['formerly', 'previously', 'once', 'ex'])

/** Whether the company at i is named in passing (a former employer, a competitor): it does not become the one in play. */
export function passingMention(view: View, i: number): boolean {
  return formerMention(view, i) || competitorMention(view, i)
}

/**
 * "comparing us with C", "benchmarking us against C", "compared us to C": a competitor. But "comparing us with
 * C; their rep P" turns straight back to it, so there C is the one "their" means.
 */
function competitorMention(view: View, i: number): boolean {
  const { isW, isX } = view
  if (isX(i + 1, ';') && isW(i + 2, 'their')) return false
  return (
    isW(i - 1, 'with', 'against', 'to') &&
    isW(i - 2, 'us') &&
    isW(i - 3, 'comparing', 'compares', 'compared', 'compare', 'benchmarking', 'weighing')
  )
}

/** Whether the company at i is named as a former employer. */
function formerMention(view: View, i: number): boolean {
  const { isW } = view
  if (isW(i - 1, 'with', 'at', 'of', 'from') && isW(i - 2, ...FORMERLY)) return true
  // "used to be at C", "used to work at C".
  if (isW(i - 1, 'at', 'with', 'for') && isW(i - 2, 'be', 'work') && isW(i - 3, 'to') && isW(i - 4, 'used')) return true
  return isW(i - 1, 'ex', 'ex-')
}
