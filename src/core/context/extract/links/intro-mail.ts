/*
 * The introduction e-mail as a whole. Its writer introduces two people by addressing each in turn
 * ("Hi Kwame, meet Lucía Herrera ... Lucía, Kwame Asante runs ...", "Ravi, Ellen is ...; Ellen,
 * Ravi is ...") and hands over ("you two should talk", "over to you both"): everyone it addresses
 * by name was introduced by the writer. And "Thanks for the intro, Rania!" (a first name alone):
 * Rania introduced the next person the text names.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const GREETINGS = ['hi', 'hello', 'hey', 'dear']

/** Reads one sentence: whom it addresses, whether it hands two people over, and a thanked introducer. */
export function introMail(r: Reader, view: View): void {
  const { at, isW, isX, n } = view
  let k = view.bodyStart
  if (isW(k, ...GREETINGS)) k++
  // "Lucía, Kwame Asante runs ...", "Hi Kwame, meet ...": a name, then a comma, opening the sentence.
  const addressed = at(k)
  if (isX(k + 1, ',') && r.addressed.length < 8) {
    if (addressed?.k === 'P') r.addressed.push(addressed.ref.words[0]!.toLowerCase())
    else if (addressed?.k === 'W' && addressed.cap && k > view.bodyStart) r.addressed.push(addressed.w)
  }
  for (let i = 0; i < n; i++) {
    if (
      (isW(i, 'you') && isW(i + 1, 'two', 'both')) ||
      (isW(i, 'both') && isW(i + 1, 'of') && isW(i + 2, 'you')) ||
      (isW(i, 'should') && isW(i + 1, 'talk', 'meet', 'connect')) ||
      (isW(i, 'introduce', 'connect') && isW(i + 1, 'you'))
    )
      r.handsOver = true
  }
  thankedIntroducer(r, view)
  // The person a thanked introducer brought: the next one the text names, not the writer.
  const pending = r.thankedIntroducer
  if (pending && pending.sentences < r.sentences) {
    const person = view.peopleHere.find((p) => p !== pending.by && p !== r.writerPerson)
    if (person) {
      r.introduced(person, pending.by, view.sentence)
      r.thankedIntroducer = undefined
    }
  }
}

/** "Thanks for the intro, Rania!", "Thank you Priya for the introduction": the introducer, when no one is named after it. */
function thankedIntroducer(r: Reader, view: View): void {
  const { at, isW, isX } = view
  let k = view.bodyStart
  if (!isW(k, 'thanks', 'thank')) return
  k += isW(k + 1, 'you') ? 2 : 1
  if (isX(k, ',')) k++
  const before = at(k)
  const named = (i: number): PersonState | undefined => {
    const e = at(i)
    if (e?.k === 'P') return e.ref
    if (e?.k !== 'W' || !e.cap) return undefined
    // A first name alone: the person of the text with it, else a person by the first name alone.
    const people = r.byPart.get(e.w)
    if (people) return people.size === 1 ? [...people][0] : undefined
    return r.person([e.w.charAt(0).toUpperCase() + e.w.slice(1)], r.text.length)
  }
  let by: PersonState | undefined
  let w = k
  if (isW(k, 'for')) w = k
  else if (before && isW(k + 1, 'for')) {
    by = named(k)
    w = k + 1
  } else return
  if (!(isW(w + 1, 'the', 'an', 'your') && isW(w + 2, 'intro', 'introduction'))) return
  w += 3
  // "Thanks Priya for the introduction to Lucas Moreau": named there.
  if (isW(w, 'to') && view.personAt(w + 1)) {
    if (by) r.introduced(view.personAt(w + 1)!, by, view.sentence)
    return
  }
  if (!by) {
    if (isX(w, ',')) w++
    by = named(w)
  }
  if (by) r.thankedIntroducer = { by, sentences: r.sentences }
}
