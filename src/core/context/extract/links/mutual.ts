/*
 * A friend two people share, as a cold e-mail opens: "We have a mutual friend in Jamie Rowe", "our
 * mutual friend Jamie Rowe", "Jamie Rowe, a mutual friend, ...". The writer (or a chat line's speaker)
 * and the person written to both know the friend.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { addressee } from './referrals.js'
import type { View } from './view.js'

/** At "mutual": the friend, after it ("a mutual friend in P", "our mutual friend P") or before it ("P, a mutual friend"). */
export function mutualFriendAt(r: Reader, view: View, i: number): void {
  const { isW, isX } = view
  if (!isW(i + 1, 'friend', 'acquaintance', 'contact', 'connection')) return
  let friend: PersonState | undefined
  if (isW(i + 2, 'in')) friend = view.personAt(i + 3)
  else if (isW(i - 1, 'our')) friend = view.personAt(isX(i + 2, ',') ? i + 3 : i + 2)
  else if (isW(i - 1, 'a') && isX(i - 2, ',')) friend = view.personAt(i - 3)
  else if (isW(i - 1, 'a') && isW(i - 2, 'is', "'s", '’s')) friend = view.personAt(i - 3)
  if (!friend) return
  const writer = view.speaker ?? r.me
  if (writer !== friend) r.knows(writer, friend, view.sentence)
  const other = addressee(r, view)
  if (other && other !== friend && other !== writer) r.knows(other, friend, view.sentence)
}
