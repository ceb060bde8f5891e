/*
 * Knowing told through shared history, the twelfth link pass's shapes: "P trained me when I
 * started", "Lerato was my first hire at Absa", "I sat next to him for two years", "sings in the same
 * choir as P", a parenthesis after a name ("Daniel Okafor (knows Yuki Tanaka personally)"), and a
 * subject listed with commas before "and I" ("Ngozi, Tomasz and I were at Deloitte together").
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { myself } from './reporting.js'
import type { View, VerbRule } from './view.js'

/** Verbs of bringing someone up in a job: "trained me", "mentored me", "onboarded me". */
const RAISED = ['trained', 'mentored', 'onboarded', 'taught', 'coached', 'hired']

/** "Raúl Jiménez trained me when I started at Telefónica": the subject knows the writer (or the chat line's speaker). */
export const trainedMeVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  const { v, subjects } = cl
  if (!isW(v, ...RAISED) || !isW(v + 1, 'me')) return false
  const me = myself(r, view, v)
  for (const s of subjects) if (s !== me) r.knows(s, me, view.sentence)
  return true
}

/** Whom someone was to the writer: "my first hire", "my intern", "my trainee". */
const MY_PEOPLE = ['hire', 'intern', 'trainee', 'apprentice', 'protégé', 'protege']

/** "Lerato Dube was my first hire at Absa": the subject knows the owner of "my" (past; "is my intern" is a report). */
export const wasMyHireVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  const { v, subjects } = cl
  if (!isW(v - 1, 'was') || !isW(v, 'my')) return false
  const k = isW(v + 1, 'first', 'old', 'former', 'best') ? v + 2 : v + 1
  if (!isW(k, ...MY_PEOPLE)) return false
  const me = myself(r, view, v)
  for (const s of subjects) if (s !== me) r.knows(s, me, view.sentence)
  return true
}

/** "I sat next to him for two years", "sat next to Karim at HSBC": the one sat beside is known. */
export const satNextToVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  const { v, subjects } = cl
  if (!(isW(v, 'sat', 'sit') && isW(v + 1, 'next') && isW(v + 2, 'to'))) return false
  const other = view.objectAt(v + 3, subjects)
  if (!other) return false
  for (const s of subjects) if (s !== other) r.knows(s, other, view.sentence)
  return true
}

/** Groups whose members meet each other: "the same choir as P" (not "the same team": colleagues now). */
const GROUPS = new Set([
  ...['choir', 'band', 'orchestra', 'club', 'church', 'congregation', 'cohort', 'class', 'dorm', 'crew'],
  ...['squad', 'intake', 'programme', 'program', 'course', 'seminar', 'platoon', 'regiment', 'lodge'],
])

/** "sings in the same choir as Pieter Botha", "was in the same book club as P": the subject knows P. */
export const sameGroupAsVerb: VerbRule = (r, view, cl) => {
  const { isW, at } = view
  const { v, subjects } = cl
  for (let x = v; x < view.n && x <= v + 4; x++) {
    if (!isW(x, 'same')) {
      if (at(x)?.k !== 'W') return false
      continue
    }
    // One word may qualify the group: "the same book club as".
    const g = GROUPS.has(wordAt(view, x + 1)) ? x + 1 : GROUPS.has(wordAt(view, x + 2)) ? x + 2 : -1
    if (g < 0 || !isW(g + 1, 'as')) return false
    const other = view.objectAt(g + 2, subjects)
    if (!other) return false
    for (const s of subjects) if (s !== other) r.knows(s, other, view.sentence)
    return true
  }
  return false
}

function wordAt(view: View, i: number): string {
  const e = view.at(i)
  return e?.k === 'W' ? e.w : ''
}

/** At a person: "Daniel Okafor (knows Yuki Tanaka personally)": an aside saying whom they know. */
export function knowsInParensAt(r: Reader, view: View, i: number): void {
  const { isW, isX } = view
  const person = view.personAt(i)
  if (!person || !isX(i + 1, '(') || !isW(i + 2, 'knows', 'knew')) return
  const other = view.personAt(i + 3)
  if (other && other !== person) r.knows(person, other, view.sentence)
}

/**
 * A subject listed with commas, ending "and I" or "and P": "Ngozi, Tomasz and I were at Deloitte
 * together". At k (a comma after the first subject): the people listed and the index after them,
 * else undefined (a comma alone is an appositive's or a list's, not a subject's).
 */
export function commaSubjects(
  r: Reader,
  view: View,
  k: number,
  first: PersonState,
): { people: PersonState[]; next: number } | undefined {
  const { isW, isX, at } = view
  const people: PersonState[] = []
  let x = k
  while (isX(x, ',') && people.length < 4) {
    const e = at(x + 1)
    if (e?.k !== 'P' || e.poss || e.ref === first) return undefined
    people.push(e.ref)
    x += 2
  }
  if (people.length === 0 || !isW(x, 'and')) return undefined
  const last = isW(x + 1, 'i') ? (view.speaker ?? r.me) : view.personAt(x + 1)
  if (!last || last === first || (at(x + 1)?.k === 'P' && (at(x + 1) as { poss: boolean }).poss)) return undefined
  people.push(last)
  return { people, next: x + 2 }
}

/** Ties two people share as a pair: "Emeka Obi and Adaeze Nnamdi are godparents to each other's kids". */
const PAIR_TIES = ['godparents', 'godfathers', 'godmothers', 'in-laws']

/** "X and Y are godparents to each other's kids": they know each other. */
export const pairTieVerb: VerbRule = (r, view, cl) => {
  const { subjects } = cl
  // "are" may or may not be read as the auxiliary before the verb.
  const v = view.isW(cl.v, 'are', 'were') ? cl.v + 1 : cl.v
  if (subjects.length < 2 || !view.isW(v - 1, 'are', 'were') || !view.isW(v, ...PAIR_TIES)) return false
  for (let a = 0; a < subjects.length; a++)
    for (let b = a + 1; b < subjects.length; b++) r.knows(subjects[a]!, subjects[b]!, view.sentence)
  return true
}

/**
 * At "skip-level": "her manager Liu Yang approves ..., and her skip-level Wang Lei has a veto": the
 * manager the sentence named last reports to the skip-level named after it.
 */
export function skipLevelAt(r: Reader, view: View, i: number, mark: number): void {
  const { isW, isX } = view
  if (!isW(i, 'skip-level', 'skip') || !isW(i - 1, 'his', 'her', 'my')) return
  const k = isW(i, 'skip') && isW(i + 1, 'level') ? i + 2 : i + 1
  const top = view.personAt(isX(k, ',') ? k + 1 : k)
  if (!top) return
  for (let x = r.links.length - 1; x >= mark; x--) {
    const link = r.links[x]!
    if (link.kind !== 'reports_to' || link.to === top.name || link.from === top.name) continue
    const manager = view.peopleHere.find((p) => p.name === link.to)
    if (manager) r.report(manager, top, view.sentence)
    return
  }
}

/** Places people learn side by side: "was at school with P", "were at university with P". */
const SCHOOLS = ['school', 'university', 'uni', 'college', 'university', 'business', 'law', 'medical']

/** "Ben Okoro was at school with Ana Costa", "was at business school with P": they know each other. */
export const atSchoolWithVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  const { v, subjects } = cl
  if (!isW(v - 1, 'was', 'were') || !isW(v, 'at', 'in') || !isW(v + 1, ...SCHOOLS)) return false
  const w = isW(v + 2, 'school') ? v + 3 : v + 2
  if (!isW(w, 'with')) return false
  const other = view.objectAt(w + 1, subjects)
  if (!other) return false
  for (const s of subjects) if (s !== other) r.knows(s, other, view.sentence)
  return true
}
