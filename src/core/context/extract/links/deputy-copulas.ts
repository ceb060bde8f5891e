/*
 * "His deputy is Li Na", "Sunita's deputy will be Owen Price", "her deputy is now Ana Lima": the deputy
 * named after a copula (FX3, issue 27: after a ";" or opening a sentence, the link was lost). deputies.ts
 * took only a deputy right after the noun ("her deputy Rui Tavares", "her deputy, Rui Tavares"); a
 * past ("was") names a deputy no longer and stands back.
 */
import type { PersonState } from '../elements.js'
import type { View } from './view.js'

/** The person after "is" / "will be" (and "now") following the deputy's title at x, if any. */
export function copulaDeputy(view: View, x: number): PersonState | undefined {
  let k = x + 1
  if (view.isW(k, 'is')) k++
  else if (view.isW(k, 'will') && view.isW(k + 1, 'be')) k += 2
  else return undefined
  if (view.isW(k, 'now')) k++
  const e = view.at(k)
  return e?.k === 'P' && !e.poss ? e.ref : undefined
}
