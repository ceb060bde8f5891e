/*
 * A company's site named after it: "Location: Mekong Foods HQ". "HQ" after a name that already ends
 * in a word of a company's name is the place, not part of the name ("Pixel HQ" stays a name).
 */
import { COMPANY_WORDS, LEGAL_SUFFIXES } from '../lexicon.js'

const SITES = new Set(['hq', 'headquarters', 'campus'])

/** The company's name without a site word after it: ["Mekong", "Foods", "HQ"] -> "Mekong Foods". */
export function withoutSite(names: readonly string[]): string {
  const n = names.length
  if (n >= 3 && SITES.has(names[n - 1]!.toLowerCase())) {
    const before = names[n - 2]!.toLowerCase()
    if (COMPANY_WORDS.has(before) || LEGAL_SUFFIXES.has(before)) return names.slice(0, -1).join(' ')
  }
  return names.join(' ')
}
