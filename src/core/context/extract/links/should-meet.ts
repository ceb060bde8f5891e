/*
 * An introduction a chat line tells to one of the two: "hey Outi, you should meet Leilani Kahale"
 * (its speaker introduces them). The one turned to is a person named before the comma, or a first
 * name the text gives in full elsewhere. A mail's "Sofia, you should talk to Ravi Kapoor" is advice,
 * no introduction (t172), and intro-turns.ts reads a mail's turns; so only a speaker's "meet" or
 * "connect with" here.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const GREETINGS = ['hi', 'hey', 'hello', 'dear']
const MODALS = ['should', 'must', 'need', 'have', 'gotta', 'ought']
const MEET = ['meet', 'connect']

/** Reads the sentence's "X, you should meet Y"; the turned-to person and the one met. */
export function shouldMeet(r: Reader, view: View): void {
  const { at, isW, isX, bodyStart } = view
  if (r.quotedSender || !view.speaker) return
  let k = bodyStart
  if (isW(k, ...GREETINGS)) k++
  const first = at(k)
  let turned: PersonState | undefined
  if (first?.k === 'P') turned = first.ref
  else if (first?.k === 'W' && first.cap) {
    const named = r.byPart.get(first.w)
    if (named?.size === 1) turned = [...named][0]
  }
  if (!turned || !isX(k + 1, ',') || !isW(k + 2, 'you')) return
  let x = k + 3
  if (isW(x, 'two', 'both')) x++
  if (!isW(x, ...MODALS)) return
  x++
  if (isW(x, 'to')) x++
  if (!isW(x, ...MEET)) return
  x++
  if (isW(x - 1, 'connect') && isW(x, 'with')) x++
  const met = view.personAt(x)
  const by = view.speaker
  if (!met || met === turned || met === by || turned === by) return
  r.introduced(met, by, view.sentence)
  r.introduced(turned, by, view.sentence)
}
