/*
 * Introductions told to the person introduced: "Noa Levi gave me your name", "Chen Jing mentioned
 * you might be interested", "Beatriz, who introduced us", "on Hemi Walker's recommendation",
 * "looping you in with Omar". The one introduced is the person the e-mail addresses ("Hi Daniel
 * Cohen,"), or in a chat the person the thread named before.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View, VerbRule } from './view.js'

/** The person a text addresses by name ("Hi Gabriel Santos,", "Dear Wang Fang,"), when it names one with that first word. */
export function addressee(r: Reader, view: View): PersonState | undefined {
  // This sentence's own greeting ("Dear Wang Fang, Chen Jing mentioned you ..."), read before the e-mail's.
  const k = view.isW(view.bodyStart, 'hi', 'hello', 'hey', 'dear') ? view.bodyStart + 1 : view.bodyStart
  const greeted = view.personAt(k)
  if (greeted && view.isX(k + 1, ',') && greeted !== view.speaker) return greeted
  for (const word of r.addressed) {
    const people = r.byPart.get(word)
    if (people?.size === 1) {
      const person = [...people][0]!
      if (person !== view.speaker && person !== r.writerPerson) return person
    }
  }
  // A chat answer: the person the thread asked about ("how do you know Jorge Navarro?").
  const before = r.previousPerson
  return view.speaker && before && before !== view.speaker ? before : undefined
}

/** What someone passes on so another can write: "your name", "your details". */
export const DETAILS = [
  'name',
  'names',
  'details',
  'number',
  'contact',
  'email',
  'e-mail',
  'address',
  'info',
  'note',
  'message',
]

/** "you" and "you're" after "mentioned (that)". */
const YOU = ['you', "you're", 'you’re']

/**
 * "Noa Levi gave me your name", "passed on your details", "Chen Jing mentioned you", "suggested I
 * reach out to you", "thought we should talk": the subject introduced the person addressed.
 */
export const referredYouVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  const { v, subject } = cl
  let said = false
  if (isW(v, 'gave', 'gives', 'sent', 'shared', 'forwarded', 'passed')) {
    for (let x = v + 1; x < view.n && x <= v + 4; x++) if (isW(x, 'your') && isW(x + 1, ...DETAILS)) said = true
  } else if (isW(v, 'mentioned', 'mentions', 'said', 'told') && isW(v + 1, 'you'))
    // Not "Malak is the person I told you about": the one told about is the one introduced (M9).
    said = !isW(v + 2, 'to', 'that', 'about')
  // "Tom Lee mentioned you're the person to talk to", "mentioned that you run ops".
  else if (isW(v, 'mentioned', 'mentions') && (isW(v + 1, 'that') ? isW(v + 2, ...YOU) : isW(v + 1, ...YOU.slice(1))))
    said = true
  else if (isW(v, 'suggested', 'suggests', 'thought', 'recommended') && isW(v + 1, 'i', 'we')) {
    for (let x = v + 2; x < view.n && x <= v + 7; x++) if (isW(x, 'you')) said = true
    // "Raj Malhotra thought we should meet": "we" is the writer and the person addressed.
    const should = isW(v + 2, 'should', 'could', 'might', 'must') ? v + 3 : v + 2
    if (isW(v + 1, 'we') && isW(should, 'meet', 'talk', 'connect', 'speak', 'chat')) said = true
  }
  // "Valentina Cruz passed on our details to him": the one they were passed to.
  const to = isW(v, 'passed', 'gave', 'sent', 'forwarded') ? ourDetailsTo(view, v + 1) : undefined
  if (to) {
    const person = view.objectAt(to, cl.subjects)
    if (person && person !== subject) r.introduced(person, subject, view.sentence)
    return true
  }
  if (!said) return false
  const person = addressee(r, view)
  if (person && person !== subject) r.introduced(person, subject, view.sentence)
  return true
}

/** "(passed) on our details to P", "(gave) my number to him": where the one given them stands. */
function ourDetailsTo(view: View, i: number): number | undefined {
  const { isW } = view
  const k = isW(i, 'on', 'along') ? i + 1 : i
  if (!(isW(k, 'our', 'my') && isW(k + 1, ...DETAILS) && isW(k + 2, 'to'))) return undefined
  return k + 3
}

/** "who reached out on Hemi Walker's recommendation", "at the suggestion of Noor": Hemi, Noor introduced the person it is about. */
export function recommendationAt(r: Reader, view: View, i: number): void {
  const { at, isW } = view
  if (!isW(i, 'on', 'at', 'per', 'following', 'after')) return
  const advice = (k: number) => isW(k, 'recommendation', 'suggestion', 'referral', 'introduction', 'intro', 'advice')
  const owner = at(i + 1)
  // "at Noor's suggestion", or "at the suggestion of Tomas Lind".
  const by =
    owner?.k === 'P' && owner.poss && advice(i + 2)
      ? owner.ref
      : isW(i + 1, 'the') && advice(i + 2) && isW(i + 3, 'of')
        ? view.personAt(i + 4)
        : undefined
  if (!by) return
  const others = view.peopleHere.filter((p) => p !== by && p !== view.speaker)
  const person = others.length === 1 ? others[0] : others.length === 0 ? addressee(r, view) : undefined
  if (person && person !== by) r.introduced(person, by, view.sentence)
}

/** "@Layla looping you in with Omar Shaikh", "looping in Omar": whoever writes introduces Omar. */
export function loopInAt(r: Reader, view: View, i: number): void {
  const { isW } = view
  if (!isW(i, 'looping', 'loop', 'looped')) return
  // "Carlos: loop in Takeshi Ono, he's done ...": an ask to someone else, nobody looped in yet (W11).
  if (isW(i, 'loop') && (i === view.bodyStart || isW(i - 1, 'please', 'pls', 'should', 'could', 'can'))) return
  let w = i + 1
  if (isW(w, 'you', 'u')) w++
  if (!isW(w, 'in')) return
  w++
  if (isW(w, 'with')) w++
  const person = view.personAt(w)
  const by = view.speaker ?? r.me
  if (person && person !== by) r.introduced(person, by, view.sentence)
}
