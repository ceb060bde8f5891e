/*
 * "their" and a role that is no title, then the name (issue 27, E8: three tuning writers' batches):
 * "their PM Chutima Saelim is on it", "their lead this year is Tama Rewi", "their side is Ernesto
 * Lim". A title there is read already (employment.ts: "their CFO is P"); a plain role word is not,
 * and in a chat or a note the company "their" points back to was named a line above. The person
 * works at the company "their" stands for. Only the role heads listed here, so "their team met
 * Ana" or "their lawyer is P" places no one.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { theirBefore } from './their-before.js'
import type { View } from './view.js'

/** Roles a company's own people hold that the title lexicon does not read as titles. */
const ROLE_HEADS = new Set(['lead', 'pm', 'rep', 'side', 'buyer', 'engineer', 'analyst', 'coordinator', 'admin'])
/** Words that make the role someone's from outside the company, or a past one. */
const OUTSIDE = new Set([
  'former',
  'old',
  'ex',
  'previous',
  'last',
  'outside',
  'external',
  'legal',
  'audit',
  'account',
  'agency',
  'recruiting',
  'investor',
  'customer',
  'client',
])
/** When the role is held, between the role and "is": "their lead this year is P". */
const WHEN = new Set(['now', 'today', 'here', 'there', 'this', 'year', 'month', 'week', 'time'])

/** The end of "their" [up to two plain words] ROLE [when] at i+1, or -1. */
function roleEnd(view: View, i: number): number {
  let x = i + 1
  for (let k = 0; k < 3 && x < view.n; k++, x++) {
    const e = view.at(x)!
    if (e.k !== 'W' || OUTSIDE.has(e.w)) return -1
    if (ROLE_HEADS.has(e.w)) {
      x++
      while (x < view.n && x < i + 7 && view.isW(x, ...WHEN)) x++
      return x
    }
    if (e.cap) return -1
  }
  return -1
}

/** Reads "their ROLE P", "their ROLE, P" and "their ROLE is P (and P)" in one sentence. */
export function theirRoleNames(r: Reader, view: View): void {
  const { isW, isX, personAt, n } = view
  for (let i = view.bodyStart; i < n; i++) {
    if (!isW(i, 'their')) continue
    const end = roleEnd(view, i)
    if (end < 0) continue
    const is = isW(end, 'is')
    let x = isX(end, ',') || is ? end + 1 : end
    const people: PersonState[] = []
    let last = x
    for (let p = personAt(x); p && people.length < 4; p = is && isW(x + 1, 'and') ? personAt((x += 2)) : undefined) {
      // "their side is Ernesto Lim and Cristina Aquino": names joined by "and" straight after "is".
      people.push(p)
      last = x
    }
    // "their PM Sara Lee of Quell Labs": the company after the name is hers.
    if (people.length === 0 || isW(last + 1, 'of', 'from', 'at')) continue
    const company = theirBefore(r, view, i, r.companyAt(view.at(i)))
    if (!company) continue
    for (const person of people)
      if (person !== r.writerPerson && person !== view.speaker && !r.employerOf(person))
        r.worksAt(person, company, view.sentence)
  }
}
