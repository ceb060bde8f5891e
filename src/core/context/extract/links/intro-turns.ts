/*
 * More ways an introduction e-mail turns to the people it introduces (issue 27's fallback, third
 * pass): "Sofia, you should meet ..." (a first name the text spells out later, then "you"), "Li Wei,
 * meet ..." (a name of two words the reader does not know yet), and a line opening "Quick intro:"
 * on a person (the mail presents them: a hand-over, as "you two should talk" is). The finishing
 * pass introduces everyone addressed, as the writer's, once two people at least are (finish.ts).
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'
import { shouldMeet } from './should-meet.js'

/** At most this many addresses a text keeps (as intro-mail.ts). */
const ADDRESSES = 8
/** Words of a label that opens an introduction line: "Quick intro:", "Intro:", "A quick introduction:". */
const LABEL = new Set(['quick', 'intro', 'introduction', 'a', 'short', 'brief'])
/** Words after "Sofia, you" that turn to her: "you should meet", "you two", "you'll like". */
const YOU_NEXT = new Set(['should', 'two', 'both', 'must', 'need', 'have', 'might', 'will', "'ll", 'may'])

/** "Intro:" / "Quick intro:" opening the line, then a person: the mail presents them. */
function labelled(view: View): boolean {
  const { at, isW, isX, bodyStart } = view
  let x = bodyStart
  while (x < bodyStart + 3 && at(x)?.k === 'W' && LABEL.has((at(x) as { w: string }).w)) x++
  if (x === bodyStart || !isX(x, ':')) return false
  // The label names an introduction, not only "quick": "Quick note: Ana ..." is no introduction.
  for (let y = bodyStart; y < x; y++) if (isW(y, 'intro', 'introduction')) return view.personAt(x + 1) !== undefined
  return false
}

/** The first word of a name opening the sentence, turned to before a comma: "Sofia," or "Li Wei," (unknown yet). */
function turnedWord(view: View): { word: string; after: number } | undefined {
  const { at, isX, bodyStart } = view
  const first = at(bodyStart)
  if (first?.k !== 'W' || !first.cap) return undefined
  if (isX(bodyStart + 1, ',')) return { word: first.w, after: bodyStart + 2 }
  const second = at(bodyStart + 1)
  if (second?.k === 'W' && second.cap && isX(bodyStart + 2, ',')) return { word: first.w, after: bodyStart + 3 }
  return undefined
}

/** Reads one sentence of a mail. */
export function introTurns(r: Reader, view: View): void {
  // A chat line's speaker, or a forwarded mail, is another setting (a speaker's "X, you should meet Y": should-meet.ts).
  shouldMeet(r, view)
  if (view.speaker || r.quotedSender) return
  if (labelled(view)) r.handsOver = true
  const turned = turnedWord(view)
  if (!turned || r.addressed.length >= ADDRESSES) return
  const { isW } = view
  const k = turned.after
  // "Li Wei, meet Noa": turned to, and the one met is presented; "Sofia, you should meet": turned to.
  const turns =
    (isW(k, 'meet') && view.personAt(k + 1) !== undefined) ||
    (isW(k, 'you') && view.at(k + 1)?.k === 'W' && YOU_NEXT.has((view.at(k + 1) as { w: string }).w))
  if (turns && !r.addressed.includes(turned.word)) r.addressed.push(turned.word)
}
