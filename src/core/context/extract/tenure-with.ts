/*
 * "after eight years flying with Aer Lingus", "after five years with Tata Chemicals": years spent
 * with someone are years at an employer (E7). Two capitalised words after "with" otherwise read as a
 * person met with ("met with Anna Berg"), and "Aer Lingus" was one. Only "years" (and one "-ing" word,
 * "flying", "working") right before "with", and no given name first ("two years with Anna Berg as her
 * deputy" stays a person). Three token looks.
 */
import { FIRST_NAMES } from '../lexicon.js'
import type { Tok } from './scanner.js'

/** Whether the run at a stands after "years [verb-ing] with", its first word no given name ("with Anna Berg as"). */
export function tenureWith(tokens: readonly Tok[], a: number, prevWord: string | undefined): boolean {
  if (prevWord !== 'with' || FIRST_NAMES.has(tokens[a]!.lc)) return false
  const before = tokens[a - 2]?.lc
  if (before === 'years') return true
  return before !== undefined && before.endsWith('ing') && tokens[a - 3]?.lc === 'years'
}
