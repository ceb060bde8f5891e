/*
 * A known given name alone, possessive, owning something ("the manager of Anna's account", "runs
 * Kwame's team"): a person's, or a customer's, never a company's. The company rules read a
 * possessive before a title or a unit ("Klarna's CFO", "Vireo's sales team") as a company's; a lone
 * given name there is a person's first name (FX2, issue 27: "Sofia Berg is the manager of Anna's
 * account" placed Sofia at a company "Anna"). A name the text has already read as a company, or one
 * with a company's ending, stays a company; so does one before a company's title ("Thandiwe's CTO"):
 * people have managers, not CTOs.
 */
import { FIRST_NAMES, NOT_NAME_WORDS, WEEKDAYS_AND_MONTHS } from '../lexicon.js'
import { RELATION_NOUNS } from './cues.js'
import { title } from './titles.js'
import { companyKey, titleCase, type Run } from './elements.js'
import { AMBIGUOUS } from './first-names.js'
import type { Reader } from './reader.js'

/** Whether the run is one possessive given name that no company rule may take ("Anna's account"). */
export function givenPossessive(r: Reader, run: Run): boolean {
  const { words, poss } = run
  if (!poss || words.length !== 1 || run.companySignal) return false
  const word = words[0]!
  const lc = word.lc
  const owned = run.after?.kind === 'word' ? run.after.lc : ''
  if (owned && !RELATION_NOUNS.has(owned) && title(r, run.tokens, run.j) !== undefined) return false
  return (
    titleCase(word.text) &&
    FIRST_NAMES.has(lc) &&
    !NOT_NAME_WORDS.has(lc) &&
    !WEEKDAYS_AND_MONTHS.has(lc) &&
    !AMBIGUOUS.has(lc) &&
    !r.companies.has(companyKey(run.names.join(' '))) &&
    !r.companyByWord.has(lc)
  )
}
