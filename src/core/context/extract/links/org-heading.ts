/*
 * An org announcement's heading names the company whose people it moves: "Team update from Kestrel
 * Analytics", "Org change, effective 1 February (Quay Street Insurance)". The reporting lines the
 * announcement then draws are inside that company: both ends of each, with no employer of their
 * own, work there, and so does everyone else it names in full who did not leave or come from
 * elsewhere (issue 27, t901-t940). Only a short first line with an org word and one company.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'

/** A heading's words for a change of who does what: both an org noun and a change noun must stand in it. */
const ORG_NOUN = /\b(?:org|team|teams|organi[sz]ation(?:al)?|leadership|people|staff)\b/i
const CHANGE_NOUN =
  /\b(?:update|updates|change|changes|announcement|news|reorg|re-org|restructur(?:e|ing)|reorgani[sz]ation)\b/i
/** A heading is a short line: longer first lines are sentences, read by the sentence rules. */
const HEADING_MAX = 120

/** Places the ends of the text's reporting links at the company its org heading names (see the module comment). */
export function placeOrgHeading(r: Reader): void {
  let end = r.text.indexOf('\n')
  if (end < 0) end = r.text.length
  if (end > HEADING_MAX) return
  const heading = r.text.slice(0, end)
  if (!ORG_NOUN.test(heading) || !CHANGE_NOUN.test(heading)) return
  const named = [...r.companies.values()].filter((c) => c.at < end)
  if (named.length !== 1) return
  const company = named[0]!
  const byName = new Map<string, PersonState>()
  for (const p of r.people.values()) byName.set(p.name, p)
  const count = r.links.length
  for (let x = 0; x < count; x++) {
    const link = r.links[x]!
    if (link.kind !== 'reports_to') continue
    for (const name of [link.from, link.to]) {
      const person = byName.get(name)
      if (person && person !== r.me && !r.employerOf(person)) r.worksAt(person, company, () => link.sentence)
    }
  }
  // The others it names in full too, but not whoever it says left a company or held a job before ("Marcus Bell,
  // our former COO, has left").
  const gone = new Set<PersonState>(r.past.map((p) => p.person))
  for (const link of r.links) if (link.kind === 'left_for') gone.add(byName.get(link.from)!)
  for (const person of byName.values())
    if (person !== r.me && person.words.length >= 2 && !gone.has(person) && !r.employerOf(person))
      r.worksAt(person, company, () => '')
}
