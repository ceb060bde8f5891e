/**
 * Who a meeting note lists as there, under a heading that names one company before anyone: "Leadership
 * offsite — notes (Harbour & Vine Ltd)\nPresent: Grace Mwangi, Tomás Silva, ...". They work at that
 * company, as they would in a note that names one company only (finish.ts), though the note goes on to
 * name others (a candidate at Unilever, a bank nobody knows): those come after the list, and say
 * nothing about who was in the room. Not the writer's side, the writer, nor a title from outside; and not
 * when the list tags some of its people with a company (the untagged one is then from elsewhere).
 */
import type { CompanyState, PersonState } from '../elements.js'
import { outsiderTitle } from '../outsiders.js'
import type { Reader } from '../reader.js'

/** Places the attendees when exactly one company was named before them, and it is the one in play. */
export function placeEarlyAttendees(r: Reader, writer: PersonState | undefined): void {
  if (r.companies.size < 2 || r.attendees.length === 0) return
  // "Attendees: Mei Ling Tan (Jade Bay Resorts), Wei Jie Lim (Jade Bay Resorts), Nurul Huda": when the list
  // tags its people with their company, one left untagged is from elsewhere (often the writer's side).
  if (r.attendees.some(({ person }) => r.employerOf(person))) return
  const companies = [...r.companies.values()]
  for (const { person, ours, company } of r.attendees) {
    if (ours || person === writer || r.employerOf(person)) continue
    if (person.title && outsiderTitle(person.title)) continue
    // "- Fiona Walsh: left in December for Aviva": a company on the person's own line is theirs to explain.
    if (ownLineNames(r, person, companies)) continue
    const before: CompanyState[] = companies.filter((c) => c.at < person.at)
    if (before.length === 1 && before[0] === company && company !== r.ours) r.worksAt(person, company, () => '')
  }
}

/** Whether a company is named after the person on their line, before the next person. */
function ownLineNames(r: Reader, person: PersonState, companies: CompanyState[]): boolean {
  let end = r.text.indexOf('\n', person.at)
  if (end < 0) end = r.text.length
  for (const q of r.people.values()) if (q.at > person.at && q.at < end) end = q.at
  return companies.some((c) => c.at > person.at && c.at < end)
}
