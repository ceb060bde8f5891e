/*
 * Where a clause's second predicate ("... and now runs sourcing there", "... and report to her") is not
 * its subject's (issue 27, N1): after the writer's "I saw she moved ...", the "and now runs" is hers,
 * not the writer's; and a possessive name after a preposition ("He'll sit with Florencia Díaz's team
 * ... and report to her") is no subject at all, so the predicate after it is not hers.
 */
import type { Clause, View } from './view.js'

/** Prepositions before a possessive name that make it an object: "with Florencia's team", "to Ana's office". */
const OBJECT_PREPS = ['with', 'to', 'into', 'in', 'on', 'for', 'from', 'under', 'at', 'join', 'joins', 'joined']

/** Whether the clause can have no second predicate of its own: its subject is a possessive after a preposition. */
export function possessiveObject(view: View, cl: Clause): boolean {
  return cl.e.k === 'P' && cl.e.poss && view.isW(cl.i - 1, ...OBJECT_PREPS)
}

/** Whether elements[x] opens another subject's clause inside the writer's or a speaker's: "I saw she ...". */
export function otherSubjectAt(view: View, cl: Clause, x: number): boolean {
  return (cl.subject === view.r.me || cl.subject === view.speaker) && view.isW(x, 'he', 'she')
}
