/*
 * Verbs whose object is only ever an employer, where a name-shaped run is a company whatever its
 * first word: "He was with Oslo Marine for twelve years", "has been with C since 2019", "Pedro Alves
 * rejoins Tejo Energia", "Camila chairs Andes Coffee".
 */
import { WEEKDAYS_AND_MONTHS } from '../lexicon.js'
import type { Run } from './elements.js'

const BEEN = new Set(['was', 'been', 'is', 'has'])
const REJOINS = new Set(['rejoins', 'rejoined', 'rejoining', 'rejoin'])
const CHAIRS = new Set(['chairs', 'chaired', 'chairing'])
const SPANS = new Set(['years', 'year', 'months', 'decade', 'decades'])

/** Whether the run stands after a verb whose object is only an employer. */
export function employerVerbSlot(run: Run): boolean {
  const { tokens, a, j, prevWord, after, poss } = run
  if (poss || prevWord === undefined || a < 2) return false
  const verb = tokens[a - 2]!.lc
  if (REJOINS.has(prevWord) || CHAIRS.has(prevWord)) return true
  if (prevWord !== 'with' || !BEEN.has(verb)) return false
  // "was with C until 2023", "has been with C since March", "was with C for twelve years" (not "since lunch").
  const when = tokens[j + 1]
  if ((after?.lc === 'until' || after?.lc === 'since') && when !== undefined)
    return when.kind === 'num' || WEEKDAYS_AND_MONTHS.has(when.lc) || when.lc === 'last'
  if (after?.lc !== 'for') return false
  for (let k = j + 1; k < tokens.length && k <= j + 4; k++) if (SPANS.has(tokens[k]!.lc)) return true
  return false
}
