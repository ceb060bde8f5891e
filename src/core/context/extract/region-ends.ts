/*
 * A company's country or region as its name's last word (W10): "Veolia Polska", "MedSoft Asia",
 * "Telenet Pacific", "Samsung India", "Kone Deutschland" — the local arm of a group, as suppliers and
 * their customers write it. Two or three words ending in one, the first neither a given name nor a
 * place ("Sri Lanka", "South Africa", "Asia Pacific", "New Zealand" are places) nor a team's word
 * ("Sales Europe"), are a company's name, never a person's. Sales regions ("EMEA", "APAC") name teams
 * more often than companies and are left out.
 */
import { FIRST_NAMES, PLACES, TITLE_WORDS } from '../lexicon.js'
import type { Tok } from './scanner.js'

/** Countries and regions a local arm's name ends in. */
const REGIONS = new Set(
  'polska deutschland españa espana italia brasil brazil india asia pacific africa europe americas nordic nordics baltic iberia benelux international worldwide'.split(
    ' ',
  ),
)
/** First words of places ending in a region ("Sri Lanka", "South Africa", "Latin America", "New Zealand"). */
const PLACE_OPENERS = new Set(
  'sri south north east west central latin southeast southern northern eastern western new saudi costa puerto cape sub-saharan hong el la san santa great united trans pan'.split(
    ' ',
  ),
)

/** Whether the run's words end in a region after a first word that makes no place or given name. */
export function regionEnd(words: readonly Tok[]): boolean {
  if (words.length < 2 || words.length > 3) return false
  const first = words[0]!.lc
  const last = words[words.length - 1]!.lc
  return (
    REGIONS.has(last) &&
    !PLACE_OPENERS.has(first) &&
    !PLACES.has(first) &&
    !REGIONS.has(first) &&
    !FIRST_NAMES.has(first) &&
    // "Sales Europe", "Operations Asia": a team's region, no company.
    !TITLE_WORDS.has(first) &&
    words.every((w) => /^\p{Lu}/u.test(w.text))
  )
}
