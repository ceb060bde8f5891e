/*
 * An introduction told across two sentences (issue 27's fallback, third pass): the one introduced in
 * the first, the introducer in the next ("Bo Chen runs procurement at Zeta Foods. Ana Lima made the
 * introduction last week."; "... The intro came from Ana Lima."). The next sentence names one person
 * only, the introducer; the sentence before, one other person only. A question, a negation, a wish,
 * a promise, or an introduction to someone else ("made the intro to their CFO"), and it stands back.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const NOUNS = new Set(['intro', 'introduction', 'connection', 'referral'])
/** What may follow "made the introduction": us, the writer, or nothing of a person ("made the intro to us"). */
const US = new Set(['us', 'me'])

/** Where the introducer is named: "P made the intro" (P opening the sentence), "the intro came from P". */
function introducerAt(view: View): number {
  const { isW, at, bodyStart } = view
  const first = at(bodyStart)
  if (first?.k === 'P' && !first.poss) {
    const v = view.skipAux(bodyStart + 1)
    const noun = isW(v + 1, 'the', 'an', 'this') ? v + 2 : -1
    if (!isW(v, 'made') || noun < 0 || !NOUNS.has(wordAt(view, noun))) return -1
    // "made the intro to their CFO": someone else introduced.
    if (isW(noun + 1, 'to', 'between', 'with') && !US.has(wordAt(view, noun + 2))) return -1
    return bodyStart
  }
  // "The intro came from Ana Lima", "The introduction was via P".
  const noun = isW(bodyStart, 'the', 'our', 'this') ? bodyStart + 1 : -1
  if (noun < 0 || !NOUNS.has(wordAt(view, noun))) return -1
  const by = isW(noun + 1, 'came', 'was') && isW(noun + 2, 'from', 'via', 'through') ? noun + 3 : -1
  return by >= 0 && view.personAt(by) ? by : -1
}

function wordAt(view: View, i: number): string {
  const e = view.at(i)
  return e?.k === 'W' ? e.w : ''
}

/** Reads one sentence; `negated` says whether a word denies. */
export function introNext(r: Reader, view: View, negated: (w: string) => boolean): void {
  const others = (people: readonly PersonState[]): PersonState[] =>
    people.filter((p) => p !== r.me && p !== view.speaker && p !== r.lineSpeaker && p !== r.writerPerson)
  const here = others(view.peopleHere)
  if (here.length !== 1) return
  for (let x = view.bodyStart; x < view.n; x++) {
    const e = view.at(x)!
    if ((e.k === 'W' && (negated(e.w) || e.w === 'will')) || view.isX(x, '?')) return
  }
  const at = introducerAt(view)
  if (at < 0) return
  const by = view.personAt(at)!
  const before = others(r.previousPeople).filter((p) => p !== by)
  if (before.length !== 1) return
  r.introduced(before[0]!, by, view.sentence)
}
