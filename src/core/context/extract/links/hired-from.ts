/*
 * "Sakura hired Dmitri from Marriott", "we poached Ana Lima from Tern Bank": the company after "from"
 * is where the one hired was, and they now work where the hirer works (a move, for the finishing
 * pass to draw once the hirer's employer is known).
 */
import type { CompanyState, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { EXTRACTION_LIMITS } from '../types.js'
import type { View } from './view.js'

const HIRED = ['hired', 'poached', 'recruited', 'headhunted', 'lured']

/**
 * Whether the people named at i ("Dmitri" in "Sakura hired Dmitri from Marriott") follow a hiring verb
 * and "from C" follows them at `from`; if so, C is their former employer and they work where the hirer does.
 */
export function hiredFrom(
  r: Reader,
  view: View,
  i: number,
  from: number,
  people: readonly PersonState[],
  company: CompanyState,
): boolean {
  if (!view.isW(from, 'from') || !view.isW(i - 1, ...HIRED)) return false
  const we = view.isW(i - 2, 'we')
  const hirer = we ? undefined : view.personAt(i - 2)
  for (const s of people) {
    if (r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person: s, company, joined: true })
    const employer = hirer && hirer !== s ? r.employerOf(hirer) : undefined
    if (employer && employer !== company) r.worksAt(s, employer, view.sentence)
    else if (we) r.worksAt(s, r.oursHere(), view.sentence)
  }
  return true
}
