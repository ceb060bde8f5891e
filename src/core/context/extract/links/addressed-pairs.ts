/*
 * "Hana, Tomás, connecting you as promised.", "Rahul, Lerato — both of you said yes" (M7, issue 27):
 * an introduction e-mail that opens by turning to two people at once, two first names each followed by
 * a comma or a dash, addresses both. Only the opening of a sentence, and only two names that stand
 * alone (a word no person of the text is named by links no one once the text is read).
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** The first-name word a name at i is addressed by: a person's first word, or a capitalised word alone. */
function addressWord(view: View, i: number): string | undefined {
  const e = view.at(i)
  if (e?.k === 'P' && !e.poss) return e.ref.words[0]!.toLowerCase()
  if (e?.k === 'W' && e.cap) return e.w
  return undefined
}

/** Reads a sentence opening "A, B," or "A, B —": both addressed. */
export function addressedPairs(r: Reader, view: View): void {
  const { isX } = view
  const k = view.bodyStart
  if (view.speaker || !isX(k + 1, ',') || !isX(k + 3, ',', '—', '–')) return
  const first = addressWord(view, k)
  const second = addressWord(view, k + 2)
  if (!first || !second || first === second || r.addressed.length >= 7) return
  for (const w of [first, second]) if (!r.addressed.includes(w)) r.addressed.push(w)
}
