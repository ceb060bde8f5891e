/*
 * The writer's introduction e-mail, in shapes the other intro rules leave (issue 27, M3): whom it
 * presents and whom it addresses. "Happy to introduce you to Jonas Weber", "Glad to connect you with
 * P" (the one presented, when no one else is the subject and nothing makes it an offer); "Hi both,
 * meet Lena Vogel and Jonas Weber" (each one of the list); "Hi Lena, Jonas —" and "Hi Lena, hi Jonas,"
 * (a greeting of two, as "Hi Lena and Jonas," is); "Copying Jonas Weber ... Over to you two!" (a person
 * the mail copies in is addressed by it). The finishing pass introduces everyone addressed when the
 * mail hands people over (intro-writer.ts).
 */
import type { PersonState } from '../elements.js'
import { FIRST_NAMES } from '../../lexicon.js'
import { withoutMarks } from '../lone-names.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'
import { GREETINGS, nameWord } from './intro-addressed.js'

/** Words that make "introduce you to P" an offer, a plan or a question, not the introduction itself. */
const OFFER = new Set(
  `if can could would i'd i’d happy glad offered offer should will i'll i’ll shall going plan planning may might`.split(
    ' ',
  ),
)
/** Words after it that put the introduction off: "... next week", "... once she is back". */
const LATER = ['if', 'whenever', 'next', 'tomorrow', 'soon', 'later', 'once', 'when']
/** "Happy to", "glad to", "pleased to", "delighted to": the writer's own introduction, not an offer, when nothing else follows. */
const GLAD = new Set(['happy', 'glad', 'pleased', 'delighted', 'excited', 'thrilled'])

/** Reads one sentence of an e-mail (not a chat line: a chat has its own turns). */
export function introPresented(r: Reader, view: View): void {
  if (view.speaker) return
  greetedPair(r, view)
  const { isW, isX, n } = view
  for (let i = view.bodyStart; i < n; i++) {
    if (isW(i, 'introduce', 'introducing', 'connect', 'connecting') && isW(i + 1, 'you')) presentedTo(r, view, i)
    else if (isW(i, 'meet') && (i === view.bodyStart || isX(i - 1, ',') || isW(i - 1, 'please'))) meetList(r, view, i)
    else if (copiedIn(view, i)) {
      const person = view.personAt(isW(i, 'looping') ? i + 2 : i + 1)
      if (person && person !== r.writerPerson && r.addressed.length < 8)
        r.addressed.push(person.words[0]!.toLowerCase())
    }
  }
}

/** "Copying P", "cc'ing P", "looping in P" opening a sentence (after "I'm" too). */
function copiedIn(view: View, i: number): boolean {
  const { isW } = view
  const opens = i === view.bodyStart || (i === view.bodyStart + 1 && isW(view.bodyStart, "i'm", 'i’m', 'am'))
  if (!opens) return false
  return isW(i, 'copying', "cc'ing", 'cc’ing', 'ccing', 'cc-ing') || (isW(i, 'looping') && isW(i + 1, 'in'))
}

/** "Happy to introduce you to Jonas Weber", "I wanted to connect you with P": at the verb, P is presented. */
function presentedTo(r: Reader, view: View, v: number): void {
  const { isW, isX, n } = view
  let k = v + 2
  if (isW(k, 'two', 'both')) k++
  if (!isW(k, 'to', 'with')) return
  const person = view.personAt(k + 1)
  if (!person || person === r.writerPerson) return
  // Someone else introduces ("Ana will introduce you to P": the phrase rules' own), or an offer or a question.
  for (let x = view.bodyStart; x < v; x++) {
    if (view.personAt(x)) return
    const e = view.at(x)!
    if (e.k === 'W' && OFFER.has(e.w) && !(GLAD.has(e.w) && x === view.bodyStart)) return
  }
  for (let x = v + 1; x < n; x++) if (isW(x, ...LATER) || isX(x, '?')) return
  r.introduced(person, r.me, view.sentence)
}

/** "meet Lena Vogel (Orbit Labs) and Jonas Weber": each person of the list after "meet". */
function meetList(r: Reader, view: View, m: number): void {
  const { isW, isX, n } = view
  const people: PersonState[] = []
  let x = m + 1
  while (x < n && people.length < 6) {
    const person = view.personAt(x)
    if (!person) break
    people.push(person)
    x++
    // "(Orbit Labs)": a company or title in parentheses after a name.
    if (isX(x, '(')) {
      const close = x + 6
      while (x < n && x < close && !isX(x, ')')) x++
      if (!isX(x, ')')) break
      x++
    }
    if (isW(x, 'and') || isX(x, ',')) x++
    else break
  }
  if (people.length < 2) return
  for (const person of people) if (person !== r.writerPerson) r.introduced(person, r.me, view.sentence)
}

/** "Hi Lena, Jonas —", "Hi Lena, hi Jonas,": a greeting of two, both addressed. */
function greetedPair(r: Reader, view: View): void {
  const { isW, isX } = view
  const b = view.bodyStart
  if (!isW(b, ...GREETINGS) || !isX(b + 2, ',')) return
  const first = nameWord(view, b + 1)
  const k = isW(b + 3, ...GREETINGS) ? b + 4 : b + 3
  const second = nameWord(view, k)
  const ends = k + 1 >= view.n || isX(k + 1, ',', '—', '–', '!', ':')
  if (!first || !second || first === second || !ends) return
  // "Jonas" after "Hi Lena,": a given name the lists know, greeted, is a person of the text as "Hi Jonas," is.
  const word = view.at(k)
  if (word?.k === 'W') {
    if (!FIRST_NAMES.has(withoutMarks(second))) return
    const person = r.byPart.get(second)
      ? undefined
      : r.person([second.charAt(0).toUpperCase() + second.slice(1)], r.text.length)
    if (person) r.firstNamed.add(person)
  }
  if (r.addressed.length < 7) r.addressed.push(first, second)
}
