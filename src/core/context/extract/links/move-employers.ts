/*
 * A move names where its person works now: "Ines used to work at Halcyon Dental before joining
 * Brightwell Software" writes her move; she works at Brightwell Software too, when nothing else in
 * the text says where she works (issue 27, t901-t940).
 */
import { companyKey } from '../elements.js'
import type { Reader } from '../reader.js'

/** Each person a left_for link moves, with no employer, works at the company moved to. */
export function employersOfMoves(r: Reader): void {
  const byName = new Map([...r.people.values()].map((p) => [p.name, p]))
  const count = r.links.length
  for (let x = 0; x < count; x++) {
    const link = r.links[x]!
    if (link.kind !== 'left_for') continue
    const person = byName.get(link.from)
    const company = r.companies.get(companyKey(link.to))
    if (person && company && !r.employerOf(person)) r.worksAt(person, company, () => link.sentence)
  }
}
