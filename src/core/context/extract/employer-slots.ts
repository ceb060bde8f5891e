/*
 * Places only an employer stands, where a name-shaped run is a company whatever its first word
 * ("Philip Morris", "Hugo Boss", "John Lewis"): after "works at" or a role and "at" ("a lawyer at
 * Philip Morris"), between "left" and "for C" ("left Hugo Boss for Adidas"), and between "moved from"
 * and "to C" ("moved from John Lewis to Ocado"), each after the person (or "he"/"she") it is about.
 */
import { TITLE_HEADS } from '../lexicon.js'
import { isCapWord, personKey, type Element, type Run } from './elements.js'
import type { Reader } from './reader.js'
import { employerVerbSlot } from './employer-verbs.js'

/** Roles that are no title head but are someone's job at an employer: "a lawyer at C". */
export const ROLE_NOUNS = new Set([
  'lawyer',
  'attorney',
  'banker',
  'trader',
  'broker',
  'auditor',
  'actuary',
  'paralegal',
  'nurse',
  'doctor',
  'teacher',
  'professor',
  'salesperson',
  'salesman',
  'saleswoman',
])
const WORK_VERBS = new Set(['works', 'worked', 'working', 'work', 'employed'])
const LEAVE_VERBS = new Set(['left', 'leaving', 'leave', 'leaves', 'quit', 'quits'])
const MOVE_VERBS = new Set(['moved', 'moves', 'moving', 'switched', 'jumped', 'went', 'defected'])

/** A person, or "he"/"she", within a few plain words before out[end] (and not past a mark). */
function personBefore(out: Element[], end: number): boolean {
  for (let x = end; x >= 0 && x > end - 4; x--) {
    const e = out[x]!
    if (e.k === 'P') return true
    if (e.k !== 'W') return false
    if (e.w === 'he' || e.w === 'she') return true
  }
  return false
}

/** Whether the run stands where only an employer does. */
export function employerSlot(r: Reader, run: Run): boolean {
  const { tokens, a, out, prevWord, after, afterNext, poss, names } = run
  if (poss || a < 2) return false
  const verb = tokens[a - 2]!
  // "used to be at Morgan Stanley", "has been at Goldman Sachs for years": a stay at an employer.
  const stayed =
    (verb.lc === 'be' && tokens[a - 3]?.lc === 'to' && tokens[a - 4]?.lc === 'used') ||
    (verb.lc === 'been' && /^(has|have|had)$/.test(tokens[a - 3]?.lc ?? ''))
  const roleBefore =
    verb.kind === 'word' && (WORK_VERBS.has(verb.lc) || TITLE_HEADS.has(verb.lc) || ROLE_NOUNS.has(verb.lc) || stayed)
  const atEmployer = (prevWord === 'at' || prevWord === '@') && (roleBefore || out[out.length - 2]?.k === 'T')
  const key = personKey(names)
  if (r.people.has(key)) {
    // A "person" read before, now where only an employer stands: a company after all (finish.ts).
    if (atEmployer && WORK_VERBS.has(verb.lc) && r.employerNamed.size < 200) r.employerNamed.add(key)
    return false
  }
  if (atEmployer) return true
  // The company moved to stands after it: "for Adidas", "to Ocado".
  const toCompany = afterNext !== undefined && isCapWord(afterNext)
  if (prevWord !== undefined && LEAVE_VERBS.has(prevWord) && after?.lc === 'for' && toCompany)
    return personBefore(out, out.length - 2)
  if (prevWord === 'from' && MOVE_VERBS.has(verb.lc) && after?.lc === 'to' && toCompany)
    return personBefore(out, out.length - 3)
  return employerVerbSlot(run)
}
