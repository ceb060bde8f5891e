/*
 * Knowing told of two people together (issue 27's fallback, third pass): "..., and they still have
 * lunch monthly", "she was on the phone with Anton Sokolov, and they are clearly close" (a "they"
 * clause after a sentence of two people), and "he and Adaeze are godparents to each other's kids"
 * (two people joined by "and" before "each other"). The two are the two people the sentence names
 * (a "he"/"she" opening it is the one named before); a third person, a negation, a question or a
 * wish, and it stands back.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Words after "they" that say two people are close: "they are friends", "they go back", "they still have lunch". */
const CLOSE = new Set(['friends', 'close', 'lunch', 'dinner', 'drinks', 'coffee', 'golf', 'touch', 'back', 'each'])
/** At most this many words between "they" and the word of closeness. */
const REACH = 5
const PRONOUNS = new Set(['he', 'she'])
/** Verbs after "and" that go on about the subjects before: "and have stayed friends", "and are still close". */
const GOES_ON = ['have', 'are', 'remain', 'remained', 'stayed', 'still', 'became', 'become']

/** The people of the sentence, a "he"/"she" opening it standing for the one named before. */
function peopleOf(r: Reader, view: View, earlier: PersonState | undefined): PersonState[] {
  const people = view.peopleHere.filter((p) => p !== view.speaker && p !== r.me && p !== r.lineSpeaker)
  const opener = view.at(view.bodyStart)
  if (opener?.k === 'W' && PRONOUNS.has(opener.w) && earlier && earlier !== r.me && earlier !== view.speaker)
    if (!people.includes(earlier)) people.unshift(earlier)
  return people
}

/** Marks that bound a clause. */
const BOUNDS = new Set([',', ';', ':', '—', '–', '.', '!'])

/** Whether the sentence asks, or a word of the clause around x denies, wishes or guesses ("ask Emeka to ..., he and Adaeze" is two clauses). */
function standsBack(view: View, x: number, negated: (w: string) => boolean): boolean {
  for (let y = view.bodyStart; y < view.n; y++) if (view.isX(y, '?')) return true
  let start = x
  while (
    start > view.bodyStart &&
    !(view.at(start - 1)?.k === 'X' && BOUNDS.has((view.at(start - 1) as { p: string }).p))
  )
    start--
  for (let y = start; y < view.n; y++) {
    const e = view.at(y)!
    if (y > x && e.k === 'X' && BOUNDS.has(e.p)) break
    if (e.k === 'W' && (negated(e.w) || e.w === 'used' || e.w === 'will')) return true
  }
  return false
}

/** "they ... close/friends/lunch" at x: "they" opening a clause, a word of closeness a few words on. */
function theyClose(view: View, x: number): boolean {
  const { isW, isX } = view
  // "they" opening a clause, or "and" going on with the sentence's subjects ("..., and have stayed friends").
  const they = isW(x, 'they') && (x === view.bodyStart || isW(x - 1, 'and') || isX(x - 1, ',', ';'))
  if (!they && !(isW(x, 'and') && isW(x + 1, ...GOES_ON))) return false
  for (let y = x + 1; y <= x + REACH && y < view.n; y++) {
    const e = view.at(y)!
    if (e.k !== 'W') return false
    if (CLOSE.has(e.w)) {
      // "they go back years", "they keep in touch", "each other": the phrase, not "back to the office".
      if (e.w === 'back') return isW(y - 1, 'go', 'goes', 'went') && !isW(y + 1, 'to')
      if (e.w === 'touch') return isW(y - 1, 'in')
      if (e.w === 'each') return isW(y + 1, 'other')
      return true
    }
  }
  return false
}

/** "he and Adaeze are godparents to each other's kids": the two joined by "and" just before "each other" at x. */
function pairBefore(r: Reader, view: View, x: number, named: PersonState | undefined): PersonState[] {
  const ends: PersonState[] = []
  for (let y = x - 1; y >= view.bodyStart && x - y <= 8; y--) {
    const e = view.at(y)!
    if (e.k === 'X') break
    if (e.k === 'P') ends.unshift(e.ref)
    else if (e.k === 'W' && PRONOUNS.has(e.w) && named && view.isW(y + 1, 'and')) ends.unshift(named)
  }
  return ends.filter((p) => p !== r.me && p !== view.speaker)
}

/** Reads one sentence (after its phrase rules). `negated` says whether a word denies. */
export function theyKnow(
  r: Reader,
  view: View,
  earlier: PersonState | undefined,
  negated: (w: string) => boolean,
): void {
  const people = peopleOf(r, view, earlier)
  // Whom a "he" inside the sentence means: the first person the sentence names, else the one before.
  const named = people[0] ?? earlier
  for (let x = view.bodyStart; x < view.n; x++) {
    let two: PersonState[] = []
    if (theyClose(view, x)) two = people
    else if (view.isW(x, 'each') && view.isW(x + 1, 'other')) two = pairBefore(r, view, x, named)
    if (two.length === 2 && two[0] !== two[1] && !standsBack(view, x, negated)) r.knows(two[0]!, two[1]!, view.sentence)
  }
}
