/*
 * Introductions as notes and intro mails tell them: "intro from / via X", "Referred by X." opening
 * a sentence about the one named before, "Intro call with P (C), via X", "P, meet Q" (both are
 * introduced), "X made the introduction" (to the one the note met).
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { addressee } from './referrals.js'
import type { View, VerbRule } from './view.js'

/** Words of a sentence that opens on how someone arrived, with no subject of its own. */
const ARRIVED = new Set([
  'came',
  'comes',
  'in',
  'through',
  'via',
  'a',
  'an',
  'the',
  'warm',
  'kind',
  'quick',
  'after',
  'following',
])

/** "intro from / via / courtesy of X" with one other person in the sentence, or the person named before it. */
export function introFrom(r: Reader, view: View): void {
  const { at, isW, isX, n, sentence, peopleHere } = view
  for (let i = 0; i < n; i++) {
    if (!isW(i, 'intro', 'introduction', 'introduced', 'referred', 'referral')) continue
    let w = i + 1
    // "an intro to David Kim via Maria Lopez".
    if (isW(w, 'to') && at(w + 1)?.k === 'P') w += 2
    if (isW(w, 'courtesy')) w++
    // "Intro call with Yerlan Abenov (Steppe Logistics), via Aigerim": a note headed by the intro.
    if (i === view.bodyStart && isW(w, 'call', 'meeting', 'chat'))
      for (let x = w + 1; x < n && x < w + 12; x++)
        if (isX(x, ',') && isW(x + 1, 'via')) {
          w = x + 1
          break
        }
    if (isW(w, 'from', 'via', 'by', 'through', 'of') && at(w + 1)?.k === 'P') {
      const by = (at(w + 1) as { ref: PersonState }).ref
      const others = peopleHere.filter((p) => p !== by)
      // "Referred by Ana Pop at Cluj Ventures." opening a sentence: of the person the note named before.
      // "Came in through a warm intro from Astrid Lund.": a sentence with no subject of its own, the same.
      const opens =
        i === view.bodyStart || view.elements.slice(view.bodyStart, i).every((e) => e.k === 'W' && ARRIVED.has(e.w))
      const before = opens && others.length === 0 ? r.previousPerson : undefined
      if (others.length === 1) r.introduced(others[0]!, by, sentence)
      else if (before && before !== by && before !== r.me && before !== view.speaker) r.introduced(before, by, sentence)
    }
  }
}

/** "@Vikram meet Chioma Eze": whoever writes introduces the person to meet; "Pedro Alves, meet Ines": both. */
export function meetAt(r: Reader, view: View, i: number): void {
  const { isW, isX, personAt, sentence } = view
  const person = personAt(i + 1)
  if (
    !person ||
    !isW(i, 'meet') ||
    // "I'd like you to meet P" is an introduction; "I'd love to meet P" is not.
    (isW(i - 1, 'to') && !(isW(i - 2, 'you') && isW(i - 3, 'like', 'want'))) ||
    isW(i - 1, 'will', 'can', 'could', 'would', 'should', 'did', 'and', 'we', 'i', 'you')
  )
    return
  const by = view.speaker ?? r.me
  if (by !== person) r.introduced(person, by, sentence)
  // The one addressed before "meet" opening the sentence (not a greeting: "Hi Anna, meet ...").
  const addressed = isX(i - 1, ',') && i - 2 === view.bodyStart ? personAt(i - 2) : undefined
  if (addressed && addressed !== by && addressed !== person) r.introduced(addressed, by, sentence)
}

/** "Maria made the intro to David", "did the introduction to David", "Jeroen made the introduction" (to whom the note met). */
export const madeIntroVerb: VerbRule = (r, view, cl) => {
  const { isW, personAt, sentence } = view
  const { subject } = cl
  // "who kindly made the introduction".
  const v = isW(cl.v, 'kindly', 'generously', 'graciously') ? cl.v + 1 : cl.v
  if (
    !(
      isW(v, 'made', 'makes', 'did', 'brokered', 'arranged') &&
      isW(v + 1, 'the', 'an', 'a') &&
      isW(v + 2, 'intro', 'introduction', 'connection')
    )
  )
    return false
  // Without a "to": the one person the sentence before named, other than the writer and the one who did it.
  const met = r.previousPeople.filter((p) => p !== subject && p !== r.me && p !== view.speaker)
  // Else, in an e-mail, the person it is written to ("Hi Oskar, ... Mirela made the introduction").
  // "brokered an introduction to their CEO, Rustam Karimov": the person the title names.
  const role = isW(v + 3, 'to', 'for') && !personAt(v + 4) ? view.titleWithCompany(v + 4) : undefined
  const to = role && view.isX(role.next, ',') ? role.next + 1 : v + 4
  const person = isW(v + 3, 'to', 'for')
    ? personAt(to)
    : view.n <= v + 4 || (!view.speaker && !r.lineSpeaker && plainRest(view, v + 3))
      ? met.length === 1
        ? met[0]
        : addressee(r, view)
      : undefined
  if (person && person !== subject) r.introduced(person, subject, sentence)
  return true
}

/**
 * "made the intro over email last week; she worked with Kaveh ...": what follows the intro names no one
 * and no company up to the clause's end (a few words at most), so it is the note's one person met (M9).
 */
function plainRest(view: View, k: number): boolean {
  for (let x = k; x < view.n; x++) {
    if (view.isX(x, ';', '.', '—', '–')) return x > k
    const e = view.at(x)
    if (x - k >= 6 || e?.k !== 'W' || e.w === 'to' || e.w === 'for' || e.w === 'between') return false
  }
  return true
}
