/**
 * Where a person with a title and no company works, when a reporting line ties them to someone
 * whose company the text gives: "Tahu (Pounamu Analytics) ... someone in Fonterra's data team ...
 * Tahu reports to Mia Hēnare (CEO)": Mia is at Pounamu Analytics, where her report is, not at the
 * company last named (the company in play). A reporting line is a stronger tie than nearness.
 */
import type { CompanyState, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'

/**
 * For each person at an end of a reporting line, the company of the other end (one pass over the
 * links): a company when exactly one is given for those ends; `null` when the one given is "our"
 * company (then the company in play is no better guess). People without a reporting line are absent.
 */
export function reportingLineCompanies(r: Reader): Map<string, CompanyState | null> {
  const byName = new Map<string, PersonState>()
  for (const p of r.people.values()) byName.set(p.name, p)
  const found = new Map<string, Set<CompanyState>>()
  // An end placed at two companies ("still at C ... just started at D") says nothing of where its line is.
  const employers = new Map<string, Set<string>>()
  for (const link of r.links)
    if (link.kind === 'works_at') employers.set(link.from, (employers.get(link.from) ?? new Set()).add(link.to))
  const add = (name: string, other: string) => {
    const end = byName.get(other)
    const company = end && (employers.get(other)?.size ?? 0) === 1 ? r.employerOf(end) : undefined
    if (!company) return
    let set = found.get(name)
    if (!set) found.set(name, (set = new Set()))
    set.add(company)
  }
  for (const link of r.links) {
    if (link.kind !== 'reports_to') continue
    add(link.from, link.to)
    add(link.to, link.from)
  }
  const out = new Map<string, CompanyState | null>()
  for (const [name, set] of found) {
    if (set.size !== 1) continue
    const [company] = set
    out.set(name, company === r.ours ? null : company!)
  }
  return out
}
