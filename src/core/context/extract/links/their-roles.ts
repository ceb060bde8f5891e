/*
 * "Their" and a role beside a person, whatever words the role is (issue 27, M1: three tuning writers'
 * batches): "Luca Bianchi, their maintenance chief, showed us the fleet", "Chloé Bernard is their new
 * buyer", "shown around by their plant manager, Oksana Kovalenko". The person works at the company in
 * play; when none is in play yet (the company's name became one later in the text), at the one
 * company the text is about once it is read (org-lines.ts). Not a role held from outside: a customer,
 * an investor, an advisor, a lawyer, a friend.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { EXTRACTION_LIMITS } from '../types.js'
import { homeCompany } from './org-lines.js'
import type { View } from './view.js'

/** Roles held from outside the company, or no role there at all. */
const OUTSIDE = new Set([
  'customer',
  'customers',
  'client',
  'clients',
  'investor',
  'investors',
  'advisor',
  'adviser',
  'consultant',
  'lawyer',
  'lawyers',
  'auditor',
  'auditors',
  'supplier',
  'vendor',
  'partner',
  'agent',
  'broker',
  'friend',
  'neighbour',
  'neighbor',
  'former',
  'old',
  'ex',
  'previous',
  'last',
])
/** The most words a role runs to. */
const ROLE_MAX = 3

/** People read beside "their" before any company was in play, and where in the text. */
const deferred = new WeakMap<Reader, { person: PersonState; at: number }[]>()

/** Where a role of up to ROLE_MAX lower-case words (or a title) starting at k ends; -1 when none stands there or it is an outsider's. */
function roleEnd(view: View, k: number): number {
  const { at } = view
  let x = k
  if (view.isW(x, 'new')) x++
  const start = x
  for (; x < view.n && x < start + ROLE_MAX; x++) {
    const e = at(x)!
    if (e.k === 'T') continue
    if (e.k !== 'W' || e.cap) break
    if (OUTSIDE.has(e.w)) return -1
  }
  return x > start ? x : -1
}

/** Reads "P, their ROLE", "P is their ROLE" and "their ROLE, P" in one sentence. */
export function theirRoles(r: Reader, view: View): void {
  const { isW, isX, personAt, n } = view
  for (let i = 0; i < n; i++) {
    let person: PersonState | undefined
    let where = i
    const p = personAt(i)
    if (p && (isX(i + 1, ',') || isW(i + 1, 'is')) && isW(i + 2, 'their', 'its')) {
      const end = roleEnd(view, i + 3)
      // ", their maintenance chief," or "is their new buyer." : the role ends the clause.
      if (end > 0 && (end >= n || isX(end, ',', '.', ';', '!', '?', ')'))) person = p
    } else if (isW(i, 'their', 'its') && !r.inPlay) {
      // "their plant manager, Oksana Kovalenko" before any company is in play.
      const end = roleEnd(view, i + 1)
      if (end > 0 && isX(end, ',')) person = personAt((where = end + 1))
    }
    if (!person || r.employerOf(person)) continue
    // The company in play once the sentence is read may be one named after "their": then it is not theirs.
    let later = false
    for (let x = i + 1; x < n && !later; x++) later = view.at(x)?.k === 'C'
    if (r.inPlay && !later) r.worksAt(person, r.inPlay, view.sentence)
    else {
      let list = deferred.get(r)
      if (!list) deferred.set(r, (list = []))
      const e = view.at(where)
      if (list.length < EXTRACTION_LIMITS.links && e?.k === 'P') list.push({ person, at: e.start })
    }
  }
}

/** Places the people "their" named before any company was in play, at the one company of the text. */
export function placeTheirRoles(r: Reader): void {
  const list = deferred.get(r)
  if (!list) return
  // "their" already points at a company: no workplace word need stand before its name.
  const company = homeCompany(r, false)
  // "(bid consultant, formerly with Veolia Polska) ... their head of metering": a company the text names only as
  // someone's former employer is not the one "their" points back to (P2, t1091).
  if (!company || r.past.some((p) => p.company === company)) return
  // "their" points back: only at a company named before it ("Olivia Brown, their new procurement head, and I cut
  // our teeth together at Accenture" is no one at Accenture).
  for (const { person, at } of list)
    if (company.at < at && person !== r.writerPerson && !r.employerOf(person)) r.worksAt(person, company, () => '')
}
