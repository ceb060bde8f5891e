/*
 * "the CFO at New Horizon Ventures", "for Great Dyke Platinum", "at Most Mira Foundation": an
 * adjective that opens sentences ("New", "Great", "Most", "Best") also opens company names (issue 27,
 * E4). names.ts drops such a word from a run's front as a sentence word, which cut the company's name
 * and, with the stray word between "at" and the company, its link. Kept only in the middle of a
 * sentence (after a lower-case word, where no sentence opens) and when the rest of the run ends as a
 * company's name does (a company word or a legal form). Constant work per run.
 */
import { COMPANY_WORDS, LEGAL_SUFFIXES } from '../lexicon.js'
import { titleCase } from './elements.js'
import type { Tok } from './scanner.js'

/** Adjectives that open company names and are also sentence words. */
const OPENERS = new Set(['new', 'great', 'most', 'best', 'good', 'first', 'one', 'all', 'next', 'true', 'open', 'big'])

/** Whether tokens[a] opens the company name tokens[a, j) rather than the sentence. */
export function companyOpener(tokens: readonly Tok[], a: number, j: number): boolean {
  const word = tokens[a]!
  if (j - a < 3 || a === 0 || !OPENERS.has(word.lc) || !titleCase(word.text)) return false
  const before = tokens[a - 1]!
  if (before.kind !== 'word' || before.text !== before.lc) return false
  const last = tokens[j - 1]!.lc
  return COMPANY_WORDS.has(last) || LEGAL_SUFFIXES.has(last)
}
