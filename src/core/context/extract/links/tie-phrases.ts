/*
 * Knowing and reporting put the ways the other families do not read: an appositive that says what a
 * person is to someone ("raise it with Paula Restrepo, his manager", "Olivia Hart, his next-door
 * neighbour,"), "Milan was my thesis supervisor", "Sunita was in my MBA cohort", "I play five-a-side
 * with P", "Paulo is a contact of Yasmin's".
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { managerAt, myself } from './reporting.js'
import type { View, VerbRule } from './view.js'

/** What someone is to a person they know: "his neighbour", "her old classmate", "my thesis supervisor". */
const KNOWN = new Set([
  'neighbour',
  'neighbor',
  'brother-in-law',
  'sister-in-law',
  'cousin',
  'classmate',
  'roommate',
  'flatmate',
  'teammate',
  'mentor',
  'mentee',
  'teacher',
  'professor',
  'tutor',
  'coach',
  'godfather',
  'godmother',
])
/** Words between "his" and the relation: "his next-door neighbour", "my old classmate", "my thesis supervisor". */
const QUALIFIERS = ['next-door', 'old', 'former', 'close', 'thesis', 'phd', 'doctoral', 'university', 'school']

/** A group that studies together. */
const COHORT = ['cohort', 'class', 'intake', 'batch']

/** At i, "neighbour" or "thesis supervisor" (after qualifiers): the index after it, else undefined. */
function knownAt(view: View, i: number): number | undefined {
  let k = i
  while (k < i + 2 && view.isW(k, ...QUALIFIERS)) k++
  const e = view.at(k)
  if (e?.k !== 'W') return undefined
  // A supervisor is a manager, except a thesis's.
  if (e.w === 'supervisor' && view.isW(k - 1, 'thesis', 'phd', 'doctoral')) return k + 1
  return KNOWN.has(e.w) ? k + 1 : undefined
}

/** Whom "his"/"her" at i stands for: the last person named before it (not `except`), else the last sentence's subject. */
function ownerOf(r: Reader, view: View, i: number, except: PersonState): PersonState | undefined {
  for (let x = i - 1; x >= view.bodyStart; x--) {
    const p = view.personAt(x)
    if (p && p !== except) return p
  }
  const before = r.previousSubject ?? r.previousPerson
  return before !== except ? before : undefined
}

/** At a person: ", his manager" / ", her next-door neighbour" after the name. */
export function relationAppositiveAt(r: Reader, view: View, i: number): void {
  const { isW, isX, sentence } = view
  const person = view.personAt(i)
  if (!person || !isX(i + 1, ',') || !isW(i + 2, 'his', 'her')) return
  const manager = managerAt(view, i + 3)
  const known = manager === undefined ? knownAt(view, i + 3) : undefined
  if (manager === undefined && known === undefined) return
  // The appositive ends there: "P, his manager." / ", his neighbour, is ..." (not "P, his manager's deputy").
  const end = (manager ?? known! - 1) + 1
  if (end < view.n && !isX(end, ',', '.', ';', ')', '!', '?')) return
  const owner = ownerOf(r, view, i, person)
  if (!owner) return
  if (manager !== undefined) r.report(owner, person, sentence)
  else r.knows(owner, person, sentence)
}

/** "Milan was my thesis supervisor", "was my old classmate", "was in my MBA cohort": the owner of "my" knows the subject. */
export const wasMyVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  const { v, subject } = cl
  if (!isW(v - 1, 'was', 'is')) return false
  let known = false
  if (isW(v, 'my')) known = knownAt(view, v + 1) !== undefined
  else if (isW(v, 'in') && isW(v + 1, 'my')) {
    // "in my MBA cohort", "in my class": one word may stand between.
    const k = isW(v + 2, ...COHORT) ? v + 2 : v + 3
    known = isW(k, ...COHORT)
  }
  if (!known) return false
  const owner = myself(r, view, v)
  if (owner !== subject) r.knows(owner, subject, view.sentence)
  return true
}

/** "I play five-a-side with P on Sundays", "we played golf with P": time spent together. */
export const playWithVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  const { v, subjects } = cl
  if (!isW(v, 'play', 'plays', 'played', 'playing')) return false
  for (let w = v + 1; w < view.n && w <= v + 4; w++) {
    if (!isW(w, 'with')) continue
    const other = view.objectAt(w + 1, subjects)
    if (other) for (const s of subjects) if (s !== other) r.knows(s, other, view.sentence)
    return true
  }
  return false
}

/** "Paulo is a contact of Yasmin Haddad's", "a contact of P": they know each other. */
export const contactOfVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  const { v, subjects } = cl
  if (!(isW(v - 1, 'is', 'was') && isW(v, 'a') && isW(v + 1, 'contact') && isW(v + 2, 'of'))) return false
  const other = view.objectAt(v + 3, subjects)
  if (!other) return false
  for (const s of subjects) if (s !== other) r.knows(s, other, view.sentence)
  return true
}

/** How many reports a manager "has": "has two direct reports, A and B". */
const COUNTS = ['two', 'three', 'four', 'five', 'six', 'several', 'a', 'few', '2', '3', '4', '5', '6']

/** At "reports": "Anna Berg has two direct reports, Tom Lee and Sara Kim" / "has reports: P, Q"; each reports to her. */
export function hasReportsAt(r: Reader, view: View, i: number): void {
  const { isW, isX } = view
  if (!isW(i, 'reports') || !isX(i + 1, ',', ':')) return
  let o = i - 1
  if (isW(o, 'direct')) o--
  while (o > i - 4 && isW(o, ...COUNTS)) o--
  // "has reports, Tom said" is no list: a count, "direct" or a colon says one follows.
  if (!isW(o, 'has', 'have', 'had') || (o === i - 1 && !isX(i + 1, ':'))) return
  const manager = view.personAt(o - 1) ?? (isW(o - 1, 'she', 'he') ? r.lastPerson : undefined)
  if (!manager) return
  for (let x = i + 2; x < view.n && x < i + 24; x++) {
    const report = view.personAt(x)
    if (report && report !== manager) r.report(report, manager, view.sentence)
    else if (!report && !isW(x, 'and') && !isX(x, ',')) break
  }
}
