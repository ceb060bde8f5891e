/*
 * A "person" whose two or more words stand inside a longer company name of the same text is that
 * company, or its thing (E5, the tuning part's wrong people across batches): "Summit Peak: Jessica
 * Moreno" under "Call with Summit Peak Outfitters" is the company's attendee line, "Serra Verde can
 * do it" after "(Cooperativa Serra Verde)" is the co-op, and "Kibo Sheets is made by Kibo Labs" is
 * the maker's product. Only when the run's first word is no given name ("John Lewis" beside "John
 * Lewis Partnership" stays a person), and not one with an address or a title of their own; the
 * person is dropped with their links, as company-named-people.ts does.
 */
import { FIRST_NAMES } from '../lexicon.js'
import type { Reader } from './reader.js'

/** Company names longer than this add no inner runs (no company name is longer; keeps the sets small). */
const LONGEST_NAME = 8

/** The inner runs of two words or more of each company name, and the first words of names of two words or more. */
function companyParts(r: Reader): { inner: Set<string>; firsts: Set<string> } {
  const inner = new Set<string>()
  const firsts = new Set<string>()
  for (const c of r.companies.values()) {
    const words = c.name.toLowerCase().split(/\s+/).filter(Boolean)
    if (words.length < 2 || words.length > LONGEST_NAME) continue
    firsts.add(words[0]!)
    for (let i = 0; i < words.length; i++)
      for (let j = i + 2; j <= words.length; j++) if (j - i < words.length) inner.add(words.slice(i, j).join(' '))
  }
  return { inner, firsts }
}

/** Drops the people whose name is part of a company's, or who share its first word (no given name). */
export function dropCompanyPartPeople(r: Reader): void {
  if (r.companies.size === 0) return
  const { inner, firsts } = companyParts(r)
  for (const [key, person] of r.people) {
    const first = person.words[0]?.toLowerCase() ?? ''
    if (person.words.length < 2 || person.emails.length > 0 || person.title || FIRST_NAMES.has(first)) continue
    if (!inner.has(key) && !firsts.has(first)) continue
    r.people.delete(key)
    const kept = r.links.filter((l) => l.from !== person.name && l.to !== person.name)
    r.links.length = 0
    r.links.push(...kept)
  }
}
