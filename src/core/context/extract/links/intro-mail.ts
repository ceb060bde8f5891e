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
import { WORLD_GREETING_WORDS } from '../world-greetings.js'

const GREETINGS = ['hi', 'hello', 'hey', 'dear']
/** Words after "Jae-won," that turn to the one named: "Jae-won, I'm introducing you to ...", "Fatima, meet ...". */
const TURNS = ["i'm", 'i’m', 'meet', 'this', 'please']

/** Reads one sentence: whom it addresses, whether it hands two people over, and a thanked introducer. */
export function introMail(r: Reader, view: View): void {
  const { at, isW, isX, n } = view
  let k = view.bodyStart
  // "Merhaba Esra,", "Hola Javier,": a greeting of another language addresses as "Hi" does (N3).
  if (isW(k, ...GREETINGS) || isW(k, ...WORLD_GREETING_WORDS)) k++
  // "Lucía, Kwame Asante runs ...", "Hi Kwame, meet ...": a name, then a comma, opening the sentence.
  const addressed = at(k)
  // "Tevita — Kalani Akana is ...": a dash turns to the one named as a comma does.
  if (isX(k + 1, ',', '—', '–') && r.addressed.length < 8) {
    if (addressed?.k === 'P') r.addressed.push(addressed.ref.words[0]!.toLowerCase())
    else if (addressed?.k === 'W' && addressed.cap && (k > view.bodyStart || isW(k + 2, ...TURNS)))
      r.addressed.push(addressed.w)
  }
  // "Hi Oyelaran and Birgitta,": a greeting of two addresses both.
  if (k > view.bodyStart && isW(k + 1, 'and') && isX(k + 3, ',') && r.addressed.length < 7)
    for (const e of [addressed, at(k + 2)]) {
      if (e?.k === 'P') r.addressed.push(e.ref.words[0]!.toLowerCase())
      else if (e?.k === 'W' && e.cap) r.addressed.push(e.w)
    }
  for (let i = 0; i < n; i++) {
    if (
      (isW(i, 'you') && isW(i + 1, 'two', 'both')) ||
      (isW(i, 'both') && isW(i + 1, 'of') && isW(i + 2, 'you')) ||
      // "I'll let the two of you take it from here" (W11).
      (isW(i, 'two') && isW(i + 1, 'of') && isW(i + 2, 'you')) ||
      (isW(i, 'should') && isW(i + 1, 'talk', 'meet', 'connect')) ||
      (isW(i, 'introduce', 'connect', 'introducing', 'connecting') && isW(i + 1, 'you')) ||
      // "I wanted to put you in touch", "putting you two in touch".
      (isW(i, 'put', 'putting') && isW(i + 1, 'you') && (isW(i + 2, 'in') || isW(i + 3, 'in')))
    )
      r.handsOver = true
  }
  thankedIntroducer(r, view)
  // "Thanks Yuki! Moving you to bcc.": the thank-you of the sentence before was to an introducer.
  const before = thanked.get(r)
  if (before && before.sentences < r.sentences && movedToBcc(view, 0)) {
    const by = namedAt(r, before.view, before.i)
    if (by) r.thankedIntroducer = { by, sentences: r.sentences }
    thanked.delete(r)
  }
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
  // "Hi Maria Lopez, thanks so much for the intro!": the one greeted is thanked.
  const greeted = isW(k, ...GREETINGS) && isX(k + 2, ',') ? view.personAt(k + 1) : undefined
  if (greeted) k += 3
  if (!isW(k, 'thanks', 'thank', 'thx')) return
  k += isW(k + 1, 'you') ? 2 : 1
  while (isW(k, 'so', 'much', 'again', 'a', 'lot', 'very') && k < view.n) k++
  if (isX(k, ',')) k++
  const before = at(k)
  const named = (i: number): PersonState | undefined => namedAt(r, view, i)
  let by = greeted
  let w = k
  if (isW(k, 'for')) w = k
  else if (before && isW(k + 1, 'for')) {
    by = named(k)
    w = k + 1
    // "Thanks Mele Tupou for connecting me with Losa Vaipulu", "for putting us in touch with P".
    const person = connectedWith(view, w + 1)
    if (by && person && person !== by) return r.introduced(person, by, view.sentence)
  } else if (before && (isX(k + 1, '(', '!', '—', '–', '-', '.') || k + 1 >= view.n)) {
    // "Thanks, Yuki (moving you to bcc)!", "Thanks Yuki! Moving you to bcc.": a reply to an introduction;
    // Yuki introduced whom it turns to next. Without the bcc, only a thank-you: kept for the next sentence.
    if (movedToBcc(view, k + 2)) {
      by = named(k)
      if (by) r.thankedIntroducer = { by, sentences: r.sentences }
    } else if (before.k === 'P' || (before.k === 'W' && before.cap))
      thanked.set(r, { i: k, view, sentences: r.sentences })
    return
  } else return
  // "for the intro", "for your introduction", "for the connection", "for connecting us", "for putting us in touch".
  if (isW(w + 1, 'the', 'an', 'your') && isW(w + 2, 'intro', 'introduction', 'connection', 'referral')) w += 3
  else if (isW(w + 1, 'connecting', 'introducing') && isW(w + 2, 'me', 'us') && isW(w + 3, 'to', 'with')) {
    // "Thank you for introducing me to Tom Lee, Maria Lopez!": Tom, by the one thanked.
    by ??= isX(w + 5, ',') ? named(w + 6) : undefined
    const person = view.personAt(w + 4)
    if (by && person && person !== by) r.introduced(person, by, view.sentence)
    return
  } else if (isW(w + 1, 'connecting', 'introducing') && isW(w + 2, 'us')) w += 3
  else if (isW(w + 1, 'putting') && isW(w + 2, 'us') && isW(w + 3, 'in') && isW(w + 4, 'touch')) w += 5
  else return
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

/** The person a name at i stands for: a person, or a first name alone (the person of the text with it, else a new one). */
function namedAt(r: Reader, view: View, i: number): PersonState | undefined {
  const e = view.at(i)
  if (e?.k === 'P') return e.ref
  if (e?.k !== 'W' || !e.cap) return undefined
  const people = r.byPart.get(e.w)
  if (people) return people.size === 1 ? [...people][0] : undefined
  // A first name in a person's role (the one who introduced): a person of the list, as "Hi Anna," is.
  const person = r.person([e.w.charAt(0).toUpperCase() + e.w.slice(1)], r.text.length)
  if (person) r.firstNamed.add(person)
  return person
}

/** "Thanks Yuki!" opening a sentence, until the next one says whether Yuki introduced someone. */
const thanked = new WeakMap<Reader, { i: number; view: View; sentences: number }>()

/** "connecting me with P", "putting us in touch with P", "hooking me up with P": P, from i. */
function connectedWith(view: View, i: number): PersonState | undefined {
  const { isW } = view
  if (!isW(i, 'connecting', 'putting', 'hooking', 'linking', 'introducing')) return undefined
  for (let x = i + 1; x < view.n && x <= i + 6; x++) {
    const person = view.personAt(x)
    if (person) return isW(x - 1, 'with', 'to') ? person : undefined
  }
  return undefined
}

/** "moving you to bcc", "(to bcc)", "bcc'd": from i, within a few words. */
function movedToBcc(view: View, i: number): boolean {
  for (let x = i; x < view.n && x <= i + 5; x++) if (view.isW(x, 'bcc', "bcc'd", 'bcc’d', 'bccd')) return true
  return false
}
