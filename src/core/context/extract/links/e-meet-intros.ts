/*
 * The reply-all that takes an introduction over (issue 27, M9: t744, t1139, and t1022 read by its
 * subject line, across three writers' batches): "Thanks Nomvula, I'll take it from here! ... Amelia,
 * lovely to e-meet you", "Hi Ramón, thanks so much for pointing Ayşe in our direction! Ayşe, lovely to
 * e-meet you". The one greeted as newly met was introduced by the one thanked before. Without a
 * thanked person ("Jonas, nice to meet you" after a fair) no introduction is read.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const thanked = new WeakMap<Reader, PersonState>()
const PLEASED = ['lovely', 'nice', 'great', 'good', 'pleased', 'delighted', 'wonderful']

/** Reads whom the text thanks first, then "P, lovely to e-meet you": P introduced by that person. */
export function eMeetIntros(r: Reader, view: View): void {
  const { isW, isX } = view
  const b = view.bodyStart
  const by = thanked.get(r)
  if (!by) {
    const one = thankedAt(view, b)
    if (one && one !== r.me) thanked.set(r, one)
    return
  }
  const greeted = view.personAt(b)
  if (!greeted || greeted === by || greeted === r.me || !isX(b + 1, ',')) return
  const p = isW(b + 2, 'so') ? b + 3 : b + 2
  if (!isW(p, ...PLEASED) || !isW(p + 1, 'to')) return
  const m = isW(p + 2, 'virtually') ? p + 3 : p + 2
  const meet = isW(m, 'meet', 'e-meet') ? m + 1 : isW(m, 'e') && isX(m + 1, '-') && isW(m + 2, 'meet') ? m + 3 : -1
  if (meet > 0 && isW(meet, 'you')) r.introduced(greeted, by, view.sentence)
}

/** "Thanks Nomvula", "Thank you Ramón", "Hi Ramón, thanks ...": the person thanked at the sentence's start. */
function thankedAt(view: View, b: number): PersonState | undefined {
  const { isW, isX } = view
  if (isW(b, 'thanks', 'thx')) return view.personAt(b + 1)
  if (isW(b, 'thank') && isW(b + 1, 'you')) return view.personAt(b + 2)
  if (!isW(b, 'hi', 'hello', 'hey', 'dear') || !isX(b + 2, ',') || !isW(b + 3, 'thanks', 'thank')) return undefined
  // The name a greeting turns to stands as a word (people.ts): the one person of the text it names.
  const greeted = view.at(b + 1)
  if (greeted?.k === 'P') return greeted.ref
  const people = greeted?.k === 'W' && greeted.cap ? view.r.byPart.get(greeted.w) : undefined
  return people?.size === 1 ? [...people][0] : undefined
}
