/*
 * An introducer named by whose they are (issue 27, t1021-t1060): "— warm intro from Marta's old
 * boss, Ewa Nowak" on a lead's line. The possessive names someone else (Marta); the one after the
 * comma made the introduction, of the one other person the sentence names.
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** At most this many plain words between the possessive and its comma ("old boss", "former colleague"). */
const WORDS = 3

/** Reads one sentence for "intro from P's <words>, Q". */
export function introPossessive(r: Reader, view: View): void {
  const { at, isW, isX } = view
  for (let i = view.bodyStart; i < view.n - 4; i++) {
    if (!isW(i, 'intro', 'introduction', 'referral') || !isW(i + 1, 'from', 'via', 'by', 'through')) continue
    const owner = at(i + 2)
    if (owner?.k !== 'P' || !owner.poss) continue
    let k = i + 3
    while (k < view.n && k - i - 3 < WORDS && at(k)?.k === 'W') k++
    const by = isX(k, ',') && k > i + 3 ? view.personAt(k + 1) : undefined
    if (!by || by === owner.ref) continue
    const others = view.peopleHere.filter((p) => p !== by && p !== owner.ref && p !== view.speaker)
    if (others.length === 1) r.introduced(others[0]!, by, view.sentence)
    return
  }
}
