/*
 * "Hi Ximena, hi Tendai, ... Tendai, Ximena and I served together on a working group" (M7, issue 27):
 * a sentence that opens with the name of someone the e-mail greeted, then a comma, turns to them; the
 * subject is what follows ("Ximena and I"), not a list of three.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** The subjects without the one the sentence turns to, when it opens by turning to a greeted person. */
export function withoutTurnedTo(r: Reader, view: View, subjects: readonly PersonState[]): readonly PersonState[] {
  const k = view.bodyStart
  const e = view.at(k)
  if (subjects.length < 3 || e?.k !== 'P' || e.poss || e.ref !== subjects[0] || !view.isX(k + 1, ',')) return subjects
  return r.addressed.includes(e.ref.words[0]!.toLowerCase()) ? subjects.slice(1) : subjects
}
