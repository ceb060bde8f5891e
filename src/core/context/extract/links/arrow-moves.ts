/*
 * Moves written as an arrow between two employers (issue 27, t1021-t1060), as people-move digests
 * and CRM change logs write them: "• Siddharth Rao: Infosys → Zeta Payments (VP Eng)", and a
 * record's field "Company: Lapland Outdoor Oy → Arctic Gear Group" under the person it is about.
 * The person left the left side for the right one and works there now; the left side is a past
 * employer. "Nile Foods → ???" names no new employer: no move.
 */
import type { CompanyState, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { EXTRACTION_LIMITS } from '../types.js'
import type { View } from './view.js'

/** Labels of a record's employer field. */
const EMPLOYER_LABELS = ['company', 'employer', 'organisation', 'organization', 'account']

/** The person a move line at its colon (index `colon`) is about: the name before it, or the record's person. */
function moverAt(r: Reader, view: View, colon: number): PersonState | undefined {
  const { isX, isW } = view
  // "• Siddharth Rao: Infosys → ...": the line reads as a chat line; its "speaker" is the one who moved.
  if (view.speaker && colon === view.bodyStart - 1) return view.speaker
  let s = view.bodyStart
  if (isX(s, '-', '*', '•', '·')) s++
  if (colon === s + 1 && view.personAt(s)) return view.personAt(s)
  if (colon === s + 1 && isW(s, ...EMPLOYER_LABELS)) return r.card ?? r.lastPerson
  return undefined
}

/** Reads one line for "P: C → C" and "Company: C → C". */
export function arrowMoves(r: Reader, view: View): void {
  const { at, isX } = view
  if (view.n > 24) return
  for (let x = 2; x < view.n - 1; x++) {
    if (!isX(x, '→', '->') || !isX(x - 2, ':')) continue
    const from = at(x - 1)
    const to = at(x + 1)
    if (from?.k !== 'C' || to?.k !== 'C' || from.ref === to.ref) return
    const person = moverAt(r, view, x - 2)
    if (!person) return
    dropJob(r, person, from.ref)
    r.leftFor(person, from.ref, to.ref, view.sentence)
    r.worksAt(person, to.ref, view.sentence, undefined, true)
    return
  }
}

/** The left side is where the person was: no works-at there, and a past employer. */
function dropJob(r: Reader, person: PersonState, company: CompanyState): void {
  const key = `works_at|${person.name}|${company.name}`
  if (r.linkKeys.delete(key)) {
    const x = r.links.findIndex((l) => l.kind === 'works_at' && l.from === person.name && l.to === company.name)
    if (x >= 0) r.links.splice(x, 1)
  }
  if (r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person, company })
}
