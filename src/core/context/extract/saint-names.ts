/*
 * "St. Paul's Hospital", "King's College", "St Mary's Hospital" (issue 27, E6): a body named for a
 * saint or a person runs on through "St." and through a possessive before its last word. The run
 * stopped at the stop after "St" (kept as the company "St", linked to the one who works at the
 * hospital) or at "Paul's". A possessive is joined only before a body's last word, so "Paul's team"
 * reads as before; "St." joins the capitalised word after it ("St. Louis Logistics"). One look at
 * one or two tokens.
 */
import { isCapWord } from './elements.js'
import type { Tok } from './scanner.js'

/** Last words of a body named with a possessive. */
const POSSESSIVE_BODIES = new Set(['hospital', 'college', 'infirmary', 'hospice', 'clinic', 'university'])
const SAINTS = new Set(['st', 'ste', 'saint'])

/** Whether the stop at tokens[j] follows a run-opening "St" and a capitalised word ("St. Louis"). */
export function saintDot(tokens: readonly Tok[], i: number, j: number): boolean {
  const dot = tokens[j]!
  if (j !== i + 1 || dot.text !== '.' || !SAINTS.has(tokens[i]!.lc) || dot.start !== tokens[i]!.end) return false
  const next = tokens[j + 1]
  return next !== undefined && isCapWord(next)
}

/** Whether the run's words hold a possessive right before a body's last word ("St Paul's Hospital"). */
export function possessiveBodyRun(words: readonly Tok[]): boolean {
  const n = words.length
  return n >= 2 && words[n - 2]!.poss && POSSESSIVE_BODIES.has(words[n - 1]!.lc)
}

/** Whether the possessive word at tokens[x] is followed by the last word of a body ("Paul's Hospital"). */
export function possessiveBody(tokens: readonly Tok[], x: number): boolean {
  const next = tokens[x + 1]
  return tokens[x]!.poss && next?.kind === 'word' && isCapWord(next) && POSSESSIVE_BODIES.has(next.lc)
}
