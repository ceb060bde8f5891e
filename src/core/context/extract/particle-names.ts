/**
 * Two name particles in a row inside a name: "Pieter van den Berg", "Joost van der Linden",
 * "María de la Cruz", "Ursula von der Leyen". One particle before a capitalised word joins a name
 * already (lone-names.ts `joinsName`); the first of two did not, and the name was cut to "Berg".
 */
import { NAME_PARTICLES } from '../lexicon.js'
import { isCapWord } from './elements.js'
import type { Tok } from './scanner.js'

/** Whether tokens[j] is the first of two particles before a capitalised word (bounded: three tokens). */
export function particlePair(tokens: readonly Tok[], j: number): boolean {
  const first = tokens[j]
  const second = tokens[j + 1]
  const after = tokens[j + 2]
  if (!first || !second || !after || first.kind !== 'word' || second.kind !== 'word') return false
  // "van den", "van der", "de la", "von der": lower case, as names write them mid-name.
  if (first.text !== first.lc || second.text !== second.lc) return false
  return NAME_PARTICLES.has(first.lc) && NAME_PARTICLES.has(second.lc) && isCapWord(after)
}
