/*
 * A product named beside what it is (issue 27, N1): "Lumen Flow, the scheduling module;", "Kōwhai Flow
 * (our analytics add-on)". Read as a person ("Lumen" is a given name), the product became someone the
 * text names. A name-shaped run in apposition to a product noun is neither a person nor a company.
 */
import { personKey, type Run } from './elements.js'
import type { Reader } from './reader.js'

/** Nouns only a product is. */
const PRODUCT_NOUNS = new Set([
  'module',
  'modules',
  'add-on',
  'addon',
  'plugin',
  'plug-in',
  'app',
  'dashboard',
  'platform',
  'product',
  'feature',
  'suite',
  'edition',
  'extension',
  'integration',
])
const DETERMINERS = new Set(['the', 'our', 'their', 'its', 'a', 'an', 'your'])

/** Whether the run stands before ", the scheduling module" or "(our analytics add-on)", closed by a mark. */
export function productAppositive(r: Reader, run: Run): boolean {
  const { tokens, j, after, words, names } = run
  if (words.length < 2 || run.poss || r.people.has(personKey(names))) return false
  if (after?.kind !== 'punct' || (after.text !== ',' && after.text !== '(')) return false
  if (!DETERMINERS.has(tokens[j + 1]?.lc ?? '')) return false
  // Up to two lower-case words before the noun: "the scheduling module", "our new analytics add-on".
  for (let x = j + 2; x < tokens.length && x <= j + 4; x++) {
    const t = tokens[x]!
    if (t.kind !== 'word') return false
    if (PRODUCT_NOUNS.has(t.lc)) {
      const next = tokens[x + 1]
      return next === undefined || next.kind === 'punct'
    }
    if (t.text !== t.lc) return false
  }
  return false
}
