/*
 * Ends and openings of companies' names a fresh writer used (W16), from a batch set in property, food,
 * games and security. "Himalayan Harvest Co-op" after a buyer's title, and "Everest Tower Management"
 * under a signature's title line, read as people (capitalised words at a line's end) and their people
 * were placed at another company of the text. "Management" ends a company's name only after two
 * capitalised words: "Head of Asset Management" stays a title. Lower case; lexicon.ts merges the list
 * into COMPANY_WORDS.
 */
import type { Tok } from './scanner.js'

/** Last words of co-operatives. */
// ... and of terminal operators (W17: "Hanbada Terminals"; not "Lines", which would end "Siam Reefer Lines Co., Ltd." early).
export const TRADE_COMPANY_WORDS: readonly string[] = ['co-op', 'coop', 'terminals']

/** Whether the run is three or more capitalised words ending in "Management": a company's name. */
export function managementEnd(words: readonly Tok[], prevWord: string | undefined): boolean {
  const n = words.length
  if (n < 3 || words[n - 1]!.lc !== 'management' || prevWord === 'of') return false
  for (const w of words) if (!/^\p{Lu}/u.test(w.text)) return false
  return true
}

/** Words a place joins with a hyphen before a company's name: "Tbilisi-based", "Oslo-headquartered". */
const PLACED = ['-based', '-headquartered', '-registered']

/** Whether a capitalised token says where the company after it sits ("Tbilisi-based"): no part of its name. */
export function placedBefore(token: Tok): boolean {
  const lc = token.lc
  return lc.length > 7 && PLACED.some((end) => lc.endsWith(end))
}
