/*
 * Knowing shown by what someone offers to do for the writer: "Rahim offered to introduce us to
 * Nasreen", "Kenji will put in a word with Aiko", "Rodrigo can get us a meeting with Beatriz", "is
 * happy to make an intro to P", "can put us in touch with P", "Ewa has a contact at Gdansk Shipyard, Piotr". The one offering
 * knows the person; nobody has been introduced yet, so it is no introduction.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Where the person of an offer stands, for an offer verb at i: "introduce us to P", "put in a word with P". */
function offeredPerson(view: View, i: number): number | undefined {
  const { isW } = view
  // Not "introduced" (done: an introduction), and not "we should introduce": an offer still to do.
  if (isW(i, 'introduce', 'intro', 'connect') && isW(i + 1, 'us', 'me', 'you', 'them') && isW(i + 2, 'to', 'with'))
    return i + 3
  if (isW(i, 'put') && isW(i + 1, 'in') && isW(i + 2, 'a') && isW(i + 3, 'word', 'call') && isW(i + 4, 'with', 'to'))
    return i + 5
  // "can put us in touch with P" (done, "put me in touch with P" is an introduction: introductions.ts).
  if (isW(i, 'put') && isW(i + 1, 'us', 'me', 'you') && isW(i + 2, 'in') && isW(i + 3, 'touch', 'contact'))
    return isW(i + 4, 'with') ? i + 5 : undefined
  if (isW(i, 'get', 'set', 'arrange') && isW(i + 1, 'us', 'me', 'you', 'up')) {
    let k = i + 2
    if (isW(k, 'a', 'an')) k++
    if (isW(k, 'meeting', 'call', 'intro', 'introduction', 'demo') && isW(k + 1, 'with', 'to')) return k + 2
  }
  if (isW(i, 'make', 'do') && isW(i + 1, 'an', 'the') && isW(i + 2, 'intro', 'introduction') && isW(i + 3, 'to', 'for'))
    return i + 4
  return undefined
}

/** An offer at i by the person named before it in the sentence ("offered to", "can", "will", "happy to"). */
export function offerAt(r: Reader, view: View, i: number): void {
  const { isW, elements } = view
  if (!isW(i - 1, 'to', 'can', 'could', 'will', "'ll", '’ll', 'would', 'might', 'may')) return
  // "was kind enough to introduce us to P" is a favour done (intro-clauses.ts), not an offer.
  if (isW(i - 2, 'enough')) return
  const at = offeredPerson(view, i)
  if (at === undefined) return
  const person = view.personAt(at)
  let by: PersonState | undefined
  for (let x = i - 2; x >= view.bodyStart && x >= i - 12 && !by; x--) by = view.personAt(x)
  // "I can introduce you to P" in a chat line: its speaker.
  if (!by && elements.slice(Math.max(view.bodyStart, i - 6), i).some((e) => e.k === 'W' && e.w === 'i'))
    by = view.speaker
  if (person && by && by !== person) r.knows(by, person, view.sentence)
}

/** "Ewa has a contact at Gdansk Shipyard, Piotr Wójcik": Ewa knows Piotr. */
export function contactAt(r: Reader, view: View, i: number): void {
  const { at, isW, isX } = view
  if (!isW(i, 'contact') || !isW(i - 1, 'a', 'an', 'good', 'great', 'close') || !isW(i - 2, 'has', 'have', 'had', 'a'))
    return
  let k = i + 1
  if (isW(k, 'at', 'in') && at(k + 1)?.k === 'C') k += 2
  if (isX(k, ',', ':')) k++
  const person = view.personAt(k)
  let by: PersonState | undefined
  for (let x = i - 2; x >= view.bodyStart && x >= i - 8 && !by; x--) by = view.personAt(x)
  if (person && by && by !== person) r.knows(by, person, view.sentence)
}
