/*
 * The name "their" points back to (M2, issue 27: two-word companies read as people in three tuning
 * writers' batches): "Call with Cantabria Mobile. Lucía Ortega, their platform lead, ...", "We signed
 * the pilot with Kuala Rubber in May, after Aminah Yusof, their COO, ...". With no company in play,
 * "their" beside a person's role needs an organisation named before it: the last "person" named
 * after "with", "at", "from" or "for" whose first word is no given name, and who has no title and no
 * address, is that company after all (finish.ts turns it into one; their-roles.ts then places the
 * person at it).
 */
import { FIRST_NAMES } from '../../lexicon.js'
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Words before a name that a company follows as often as a person. */
const BEFORE_ORG = new Set(['with', 'at', 'from', 'for'])

/** The word before text position `at`, lower-cased ("" at the start). */
function wordBefore(text: string, at: number): string {
  let end = at
  while (end > 0 && text[end - 1] === ' ') end--
  let start = end
  while (start > 0 && start > end - 16 && /\p{L}/u.test(text[start - 1]!)) start--
  return text.slice(start, end).toLowerCase()
}

/** Whether a person stands right before ", their"/" is their" and a role in the sentence (no company in play). */
function theirBeside(view: View): PersonState | undefined {
  const { isW, isX, personAt } = view
  for (let i = 0; i + 3 < view.n; i++) {
    const p = personAt(i)
    if (p && (isX(i + 1, ',') || isW(i + 1, 'is')) && isW(i + 2, 'their')) {
      const role = view.at(i + 3)
      if (role?.k === 'T' || (role?.k === 'W' && !role.cap)) return p
    }
  }
  return undefined
}

/** Marks the company "their" points back to, when it was read as a person. */
export function theirAntecedent(r: Reader, view: View): void {
  if (r.inPlay || view.elements.some((e) => e.k === 'C')) return
  const beside = theirBeside(view)
  if (!beside) return
  let found: [string, PersonState] | undefined
  for (const [key, p] of r.people) {
    if (p === beside || p.at >= beside.at || p === view.speaker || p === r.writerPerson) continue
    if (p.words.length < 2 || p.title || p.emails.length > 0) continue
    if (FIRST_NAMES.has(p.words[0]!.toLowerCase())) continue
    if (!BEFORE_ORG.has(wordBefore(r.text, p.at))) continue
    if (!found || p.at > found[1].at) found = [key, p]
  }
  if (found && r.employerNamed.size < 200) r.employerNamed.add(found[0])
}
