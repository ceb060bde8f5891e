/*
 * A person named in apposition to a noun of a business that is also someone's job: "Our reseller,
 * Tobias Klein, called", "their supplier, Amara Nwosu, sent the quote" (FX3, issue 27). Apposition to a
 * business noun makes a run a company whatever its first word (business-slots.ts, N1: "our agency,
 * Stella Events,"); a reseller, a supplier, a vendor or a distributor may be one person, so a run
 * shaped as a person's name (a listed given name, then up to two title-case words, no company's word
 * or legal form) stays a person there. Where that person works is not said: no link follows.
 */
import { COMPANY_WORDS, FIRST_NAMES, LEGAL_SUFFIXES } from '../lexicon.js'
import { titleCase, type Run } from './elements.js'
import type { Reader } from './reader.js'

/** Business nouns one person may also be. */
const ONE_PERSON_TRADES = new Set(['reseller', 'supplier', 'vendor', 'distributor'])

/** Whether the run after "<owner> <noun>," is a person's name (see the module comment). */
export function personAfterTradeNoun(r: Reader, run: Run): boolean {
  const { tokens, a, words } = run
  if (!ONE_PERSON_TRADES.has(tokens[a - 2]?.lc ?? '') || run.companySignal) return false
  if (words.length < 2 || words.length > 3 || !words.every((w) => titleCase(w.text))) return false
  const first = words[0]!.lc
  if (!FIRST_NAMES.has(first) && !r.attested.has(first)) return false
  return !words.some((w) => COMPANY_WORDS.has(w.lc) || LEGAL_SUFFIXES.has(w.lc))
}
