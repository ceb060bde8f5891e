/*
 * "is with Klarna now", "she's with Epiroc now": an employer after "with" and a form of "is" (E7 added
 * "he's"/"she's", which the scanner keeps as the pronoun with its "'s" mark). A given name after
 * "she's with" is someone she is with ("She's with Anna at the fair"). Two token looks.
 */
import { FIRST_NAMES } from '../lexicon.js'
import type { Tok } from './scanner.js'

/** Whether the run at a stands after "is/was/now with" or "he's/she's with". */
export function withEmployer(tokens: readonly Tok[], a: number, prevWord: string | undefined): boolean {
  if (prevWord !== 'with') return false
  const before = tokens[a - 2]
  if (before === undefined) return false
  if (/^(is|was|now)$/.test(before.lc)) return true
  // "Kemal, who's with Arçelik," too (FX3).
  return before.poss && /^(he|she|who)$/.test(before.lc) && !FIRST_NAMES.has(tokens[a]!.lc)
}
