/*
 * An appositive naming whom the subject manages: "Sofia Berg, the manager of Anna Lindqvist at
 * Nordbank, called." reads as "Sofia Berg is the manager of Anna Lindqvist at Nordbank." does (ties.ts):
 * Anna reports to Sofia, and "at C" places both there (FX2, issue 27). Only a person right after "the
 * manager of", then the appositive's close: "the manager of Anna's account" (a possessive) and "the
 * manager of Nordic Rail" (no person) leave the appositive to the title's rules.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { managerOfAt } from './ties.js'
import type { Clause, View } from './view.js'

/** Reads ", the manager of P [at C]," at w (after the appositive's mark); where the clause goes on, or undefined. */
export function managerAppositive(r: Reader, view: View, cl: Clause, w: number, close: string): number | undefined {
  const { at, isW, isX } = view
  const m = isW(w, 'the') ? managerOfAt(view, w + 1) : undefined
  const named = m === undefined ? undefined : at(m)
  if (named?.k !== 'P' || named.poss) return undefined
  const other: PersonState = named.ref
  if (other === cl.subject) return undefined
  const there = isW(m! + 1, 'at') && at(m! + 2)?.k === 'C' ? m! + 2 : undefined
  const end = there ?? m!
  if (!(isX(end + 1, close) || (close === ',' && isX(end + 1, '.')))) return undefined
  r.report(other, cl.subject, view.sentence)
  if (there !== undefined) {
    const company = r.companyAt(at(there))
    if (company) for (const p of [cl.subject, other]) r.worksAt(p, company, view.sentence)
  }
  return end + 2
}
