/*
 * A company named only as someone's former employer (W10): "Dr. Aleksander Wróbel (independent bid
 * consultant, formerly with Veolia Polska)", "ex-Kinetic, now freelance", "who used to be at Savanna
 * Foods". It is no company the note is about: it never becomes the one in play, so "their head of
 * metering" and the people after it are not placed there.
 */
import type { View } from './view.js'

/** Words before "with"/"at" that make the company a former employer. */
const FORMERLY = new Set(['formerly', 'previously', 'once', 'ex'])

/** Whether the company at i is named as a former employer: it does not become the one in play. */
export function formerMention(view: View, i: number): boolean {
  const { isW } = view
  if (isW(i - 1, 'with', 'at', 'of', 'from') && isW(i - 2, ...FORMERLY)) return true
  // "used to be at C", "used to work at C".
  if (isW(i - 1, 'at', 'with', 'for') && isW(i - 2, 'be', 'work') && isW(i - 3, 'to') && isW(i - 4, 'used')) return true
  return isW(i - 1, 'ex', 'ex-')
}
