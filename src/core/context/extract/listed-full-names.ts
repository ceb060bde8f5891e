/*
 * "Present: Ole Martin Hansen (Fjordkraft Ventures)", "our managing partner, Nana Kwame Asante": a
 * three-word name whose first word is not a listed given name (issue 27, E4). names.ts drops such a
 * first word when the second is a given name, because most such runs open with a verb or another word
 * before the name ("Ping Linus Quill"). Where the run stands in a slot only a name fills (right after
 * an attendee heading's colon, or after a title and its comma) no verb can open it, so the whole run
 * is the name. Constant work: a look at the two tokens and the element before the run.
 */
import { COMPANY_WORDS, PLACES, WEEKDAYS_AND_MONTHS } from '../lexicon.js'
import { ATTENDEE_HEADS, LEADING_VERBS } from './cues.js'
import { titleCase, type Element } from './elements.js'
import type { Tok } from './scanner.js'

/** Whether tokens[a, j) (three words, the second a given name) keep their first word: a name slot before them. */
export function listedFullName(tokens: readonly Tok[], a: number, j: number, out: readonly Element[]): boolean {
  if (j - a !== 3 || a < 2) return false
  const first = tokens[a]!
  if (!titleCase(first.text) || first.text.length < 3) return false
  if (COMPANY_WORDS.has(first.lc) || PLACES.has(first.lc) || WEEKDAYS_AND_MONTHS.has(first.lc)) return false
  if (LEADING_VERBS.has(first.lc)) return false
  const before = tokens[a - 1]!
  if (before.kind !== 'punct') return false
  // "Present: Ole Martin Hansen": the first name of an attendee line.
  if (before.text === ':') return a === 2 && ATTENDEE_HEADS.has(tokens[0]!.lc)
  // "our managing partner, Nana Kwame Asante": a title, its comma, then the name.
  return before.text === ',' && out[out.length - 1]?.k === 'X' && out[out.length - 2]?.k === 'T'
}
