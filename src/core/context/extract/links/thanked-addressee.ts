/*
 * A thank-you to the one an e-mail greets for an introduction already made (issue 27, N1): "Hi
 * Kwame, ... thanks again for connecting me with Yaw Boateng last month". No one is named as the
 * thanked, so the clause rules had no introducer; the greeting names them. Only "me" and a person
 * after "with"/"to": "thanks for connecting us" may thank the other side of the introduction.
 */
import type { Reader } from '../reader.js'
import { addressee } from './referrals.js'
import type { View } from './view.js'

const THANKS = ['thanks', 'thank']
const INTRO_VERBS = ['connecting', 'introducing', 'putting']

/** Reads "(thank you | thanks) [again|so much] for connecting me with P" into P introduced by the addressee. */
export function thankedAddressee(r: Reader, view: View): void {
  const { isW, n } = view
  // "And thanks again for ...", "Also, thank you for ...".
  let x = isW(view.bodyStart, 'and', 'also', 'oh') ? view.bodyStart + 1 : view.bodyStart
  if (view.isX(x, ',')) x++
  if (!isW(x, ...THANKS)) return
  x += isW(x, 'thank') && isW(x + 1, 'you') ? 2 : 1
  while (x < n && isW(x, 'again', 'so', 'much', 'very', 'a', 'lot')) x++
  if (!isW(x, 'for') || !isW(x + 1, ...INTRO_VERBS) || !isW(x + 2, 'me')) return
  let y = x + 3
  // "putting me in touch with P".
  if (isW(x + 1, 'putting') && isW(y, 'in') && isW(y + 1, 'touch')) y += 2
  if (!isW(y, 'with', 'to')) return
  const introduced = view.personAt(y + 1)
  const by = introduced ? addressee(r, view) : undefined
  if (introduced && by && by !== introduced && by !== r.me) r.introduced(introduced, by, view.sentence)
}
