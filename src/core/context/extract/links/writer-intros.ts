/*
 * The writer introducing someone in words the other rules do not read: "I'd like to introduce you
 * to Jakob Lindholm", "let me introduce you to P", "meet my colleague Haruto Suzuki". A promise
 * ("I will introduce you to P", "happy to introduce you") introduces no one yet.
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Who a person can be to the writer between "meet my" and the name. */
const RELATIONS = ['colleague', 'friend', 'cofounder', 'co-founder', 'partner', 'teammate', 'boss', 'manager']

/** At i ("introduce" or "meet"): the person introduced by the writer (or a chat line's speaker). */
export function writerIntroAt(r: Reader, view: View, i: number): void {
  const { isW, isX, personAt } = view
  let person
  if (isW(i, 'introduce') && isW(i + 1, 'you') && isW(i + 2, 'to')) {
    // "I'd like to", "I want to", "I wanted to", "let me", "allow me to".
    const wish = isW(i - 1, 'to') && isW(i - 2, 'like', 'want', 'wanted')
    const leave =
      (isW(i - 1, 'me') && isW(i - 2, 'let')) || (isW(i - 1, 'to') && isW(i - 2, 'me') && isW(i - 3, 'allow'))
    if (wish || leave) person = personAt(i + 3)
  } else if (isW(i, 'meet') && isW(i + 1, 'my', 'our') && isW(i + 2, ...RELATIONS)) {
    // "As promised, meet my colleague P", "Please meet our partner P": meet opening what is said.
    const opens = i === view.bodyStart || isX(i - 1, ',', ':') || isW(i - 1, 'please')
    if (opens) person = personAt(i + 3)
  }
  const by = view.speaker ?? r.me
  if (person && person !== by) r.introduced(person, by, view.sentence)
}
