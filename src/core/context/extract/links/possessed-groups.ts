/*
 * A person's group as a clause's subject (W16): "Farid's three area managers will report to Nurul",
 * "Ana Costa's whole team moves to Lisbon". The subject is the group the person has, not the person:
 * the owner opens no clause of their own, so no link of the predicate is theirs. Only a possessive
 * followed by lower-case words ending in a group's noun; "Anna's joining Acme" ("Anna is") and
 * "Thiago's boss, Renata" (a person, read by the boss rules) stay as they were.
 */
import type { View } from './view.js'

/** Nouns for the people a person has. */
const GROUP_NOUNS = new Set([
  'team',
  'teams',
  'staff',
  'managers',
  'reports',
  'engineers',
  'analysts',
  'leads',
  'members',
  'people',
  'crew',
  'department',
  'unit',
  'group',
  'squad',
  'employees',
  'technicians',
])

/** Whether the person at i is a possessive whose group (see the module comment) is the subject. */
export function possessedGroup(view: View, i: number): boolean {
  const e = view.at(i)
  if (e?.k !== 'P' || !e.poss) return false
  for (let x = i + 1; x <= i + 4 && x < view.n; x++) {
    const w = view.at(x)
    if (w?.k !== 'W' || w.cap) return false
    if (GROUP_NOUNS.has(w.w)) return true
  }
  return false
}
