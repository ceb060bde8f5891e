/*
 * A quoted or forwarded message under a reply ("-----Original Message-----", "On Jan 12, Ingrid
 * Haugen <...> wrote:"): below it, "our" and "we" are the quoted sender's, not the replier's. Its
 * "our" is a company of its own, resolved when the text ends to the quoted sender's employer (a
 * link, or the company of their address's domain), else dropped.
 */
import type { CompanyState, PersonState } from './elements.js'
import type { Reader } from './reader.js'

export const QUOTED_COMPANY = '\u0000quoted'

/** Whether a line (lower case, trimmed) opens a quoted message; 'marker' when the line is only the marker. */
export function quoteOpens(line: string): 'marker' | 'header' | undefined {
  // A marker or a header is one short line; a longer one is neither, and is not scanned.
  if (line.length > 200) return undefined
  const bare = trimRules(line)
  if (bare === 'original message' || bare === 'forwarded message' || bare === 'begin forwarded message:')
    return 'marker'
  if (line.startsWith('on ') && line.endsWith('wrote:')) return 'header'
  return undefined
}

/**
 * The line without the dashes, underscores, equals signs and spaces around it, found by index:
 * a trailing `[-_=\s]+$` tried at each dash of a long run is quadratic (test/unit/regex-safety.test.ts).
 */
function trimRules(line: string): string {
  const rule = (c: string) => c === '-' || c === '_' || c === '=' || c.trim() === ''
  let start = 0
  let end = line.length
  while (start < end && rule(line[start]!)) start++
  while (end > start && rule(line[end - 1]!)) end--
  return line.slice(start, end)
}

/** The quoted sender's "our": the company they work at, by a link or their address. */
export function resolveQuoted(r: Reader, employerOf: (p: PersonState) => CompanyState | undefined): void {
  if (!r.quoted) return
  const sender = r.quotedSender
  const email = sender?.emails[0]
  const company =
    (sender ? employerOf(sender) : undefined) ??
    (email ? [...r.companies.values()].find((c) => c.domain === email.slice(email.indexOf('@') + 1)) : undefined)
  const kept = r.links.filter((l) => {
    if (l.to !== QUOTED_COMPANY) return true
    if (!company) return false
    l.to = company.name
    return true
  })
  r.links.length = 0
  r.links.push(...kept)
}
