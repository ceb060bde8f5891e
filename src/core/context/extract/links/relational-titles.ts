/*
 * A title the writer qualifies by a clause of their own: "Sofía Herrera is the CFO I mentioned",
 * "Sigrid Halvorsen, the best manager I could have asked for" (issue 27, M4: an introduction and a
 * farewell of two writers' batches). The title says who the person is to the writer, not that they
 * hold it at the company in play (the other introduced person's, the writer's new employer): no
 * placement by that title alone.
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Drops the in-play placements of this sentence's titles that a first-person clause follows. */
export function relationalTitles(r: Reader, view: View): void {
  const { at, isW } = view
  let told = false
  for (let x = 1; x < view.n && !told; x++)
    if (at(x)?.k === 'T' && isW(x + 1, 'i', "i've", 'i’ve', "i'd", 'i’d') && (isW(x - 1, 'the') || isW(x - 2, 'the')))
      told = true
  if (!told) return
  const sentence = view.sentence()
  const here = new Set(view.peopleHere)
  for (let x = r.titledInPlay.length - 1; x >= 0; x--) {
    const entry = r.titledInPlay[x]!
    if (here.has(entry.person) && entry.sentence === sentence) r.titledInPlay.splice(x, 1)
  }
}
