/*
 * Shared history told as "the same" place (issue 27's fallback, third pass): "Sina and I spent four
 * years in the same team at Fonterra", "Ana Lima and Bo Chen were in the same class at INSEAD". Two
 * subjects joined by "and" open the clause (a person, a first name alone for one named in full
 * before, or "I" for the writer), a verb of the past follows, then "same" and a group of people. The
 * present ("work in the same team": colleagues now, which the corpus does not record), a negation,
 * a question or a third subject, and it stands back.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Verbs of a time spent: the past only. */
const PAST = new Set(['were', 'spent', 'worked', 'studied', 'sat', 'did', 'served', 'played', 'trained', 'lived'])
/** Groups of people one can be in at the same time. */
const GROUPS = new Set(
  'team class cohort squad intake batch programme program school year department unit lab dorm platoon'.split(' '),
)
/** At most this many elements between the verb and "same". */
const REACH = 6

/** The subject at x: a person, or a first name alone for the one person of the text named in full with it. */
function subjectAt(r: Reader, view: View, x: number): PersonState | undefined {
  const e = view.at(x)
  if (e?.k === 'P') return e.poss ? undefined : e.ref
  if (e?.k !== 'W' || !e.cap) return undefined
  const people = r.byPart.get(e.w)
  if (people?.size !== 1) return undefined
  const person = [...people][0]!
  return person.words.length >= 2 && person.words[0]!.toLowerCase() === e.w && person !== r.me ? person : undefined
}

/** Reads one sentence: "A and B <past verb> ... the same <group>". `negated` says whether a word denies. */
export function sameTeam(r: Reader, view: View, negated: (w: string) => boolean): void {
  const { at, isW, isX, bodyStart, n } = view
  for (let x = bodyStart; x < n; x++) {
    const e = at(x)!
    if ((e.k === 'W' && negated(e.w)) || isX(x, '?')) return
  }
  // The clause opens the sentence: "A and B/I".
  const a = subjectAt(r, view, bodyStart)
  if (!a || !isW(bodyStart + 1, 'and')) return
  const b = isW(bodyStart + 2, 'i') ? (view.speaker ?? r.me) : subjectAt(r, view, bodyStart + 2)
  const v = bodyStart + 3
  if (!b || b === a || !(at(v)?.k === 'W' && PAST.has((at(v) as { w: string }).w))) return
  for (let x = v + 1; x < n && x <= v + REACH; x++) {
    const w = at(x)
    if (w?.k !== 'W') return
    if (w.w === 'same' && at(x + 1)?.k === 'W' && GROUPS.has((at(x + 1) as { w: string }).w))
      return r.knows(a, b, view.sentence)
  }
}
