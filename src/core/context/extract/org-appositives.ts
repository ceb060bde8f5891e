/*
 * A company named in apposition to a noun only a business is (M2, issue 27: two-word companies read
 * as people): "Our logistics partner, Swift Anchor, will deliver ...", "their sister brand, Indigo
 * Stays, whose GM is ...". The name's first word is no given name; a person in apposition to
 * "partner" ("my partner, Anna Berg,") keeps being a person.
 */
import { FIRST_NAMES } from '../lexicon.js'
import type { Run } from './elements.js'

/** Nouns for what a business is to another. */
const ORG_NOUNS = new Set([
  'brand',
  'partner',
  'supplier',
  'vendor',
  'distributor',
  'carrier',
  'reseller',
  'subsidiary',
  'affiliate',
  'integrator',
  'agency',
  'competitor',
  'rival',
  'insurer',
  'lender',
  'wholesaler',
  'manufacturer',
])
/** Words before the noun that make it a business's: "logistics partner", "sister brand", "our supplier". */
const OWNERS = new Set([
  'our',
  'their',
  'its',
  'the',
  'sister',
  'logistics',
  'shipping',
  'delivery',
  'payments',
  'main',
])

/** Whether the run stands in apposition to a business noun: ", Swift Anchor," after "our logistics partner". */
export function orgAppositive(run: Run): boolean {
  const { tokens, a, after, words } = run
  if (a < 3 || words.length < 2 || tokens[a - 1]!.text !== ',') return false
  if (!ORG_NOUNS.has(tokens[a - 2]!.lc) || !OWNERS.has(tokens[a - 3]!.lc)) return false
  if (FIRST_NAMES.has(words[0]!.lc)) return false
  return after === undefined || (after.kind === 'punct' && /^[,.;]$/.test(after.text))
}
