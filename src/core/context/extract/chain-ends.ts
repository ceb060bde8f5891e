/*
 * A chain of shops or clinics (W10): "Mai Linh Pharmacy Chain", "Sunrise Hotel Chain". "Chain" ends a
 * company's name only after a trade's word ("Pharmacy", "Hotel"), never after a function's ("Head of
 * Supply Chain", "VP Supply Chain" stay titles).
 */
import { COMPANY_WORDS } from '../lexicon.js'
import type { Tok } from './scanner.js'

/** Whether the run ends in "Chain" (or "Chains") after a company word: a company's name. */
export function chainEnd(words: readonly Tok[]): boolean {
  const n = words.length
  if (n < 3) return false
  const last = words[n - 1]!.lc
  return (last === 'chain' || last === 'chains') && COMPANY_WORDS.has(words[n - 2]!.lc)
}
