/*
 * A "person" whose name is a company's of the same text without its legal form is that company
 * (W12): "Great news that Siam Reefer Lines wants to extend the trial" read three capitalised words
 * as a person, before the quoted signature named "Siam Reefer Lines Co., Ltd.". As companiesByDomain
 * in finish.ts does for a name spelled like a domain, the person is dropped with their links; the
 * company stays as the text names it in full. One with an address or a title of their own stays.
 */
import { companyKey } from './elements.js'
import type { Reader } from './reader.js'

/** Drops the people named as a company of the text is, less its legal form; one pass over each map. */
export function dropCompanyNamedPeople(r: Reader): void {
  const formed = new Set<string>()
  for (const c of r.companies.values()) {
    const key = companyKey(c.name)
    if (key !== c.name.toLowerCase()) formed.add(key)
  }
  if (formed.size === 0) return
  for (const [key, person] of r.people) {
    if (person.words.length < 2 || person.emails.length > 0 || person.title || !formed.has(key)) continue
    r.people.delete(key)
    const kept = r.links.filter((l) => l.from !== person.name && l.to !== person.name)
    r.links.length = 0
    r.links.push(...kept)
  }
}
