/*
 * A side's label in a list of who was there (W10): under "Attendees", a line "Mercado Sol: Valentina
 * Ríos (category manager), Diego Fernández" names a company and then its people. Two title-case
 * words opening a line before a colon read as a chat speaker ("Jamal Reed: hi"); under an attendee
 * heading, with a given name right after the colon and no given name opening the label, they are
 * the side's company (company-labels.ts then gives it the names listed).
 */
import { FIRST_NAMES, TITLE_HEADS } from '../lexicon.js'
import { isCapWord, wholeLineStart } from './elements.js'
import type { Reader } from './reader.js'
import type { Tok } from './scanner.js'

/** Last words of a label that names people, not a company ("Client team:", "Our side:"). */
const GROUP_WORDS = new Set(['team', 'side', 'attendees', 'participants', 'group', 'people', 'guests', 'reps', 'staff'])

const given = (r: Reader, t: Tok | undefined): boolean =>
  t !== undefined && t.kind === 'word' && (FIRST_NAMES.has(t.lc) || r.attested.has(t.lc))

/** Whether the run tokens[a, j) labels a side's list under an attendee heading: a company. */
export function sideLabelRun(r: Reader, tokens: readonly Tok[], a: number, j: number): boolean {
  if (r.attendeeBlock <= 0 || j - a < 2 || tokens[j]?.text !== ':' || !wholeLineStart(tokens, a)) return false
  const last = tokens[j - 1]!.lc
  if (GROUP_WORDS.has(last) || TITLE_HEADS.has(last) || given(r, tokens[a])) return false
  const next = tokens[j + 1]
  return next !== undefined && isCapWord(next) && given(r, next) && isCapWord(tokens[j + 2] ?? next)
}
