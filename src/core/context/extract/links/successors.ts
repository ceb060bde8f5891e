/*
 * Successors and stand-ins (M2, issue 27: four tuning writers' batches): "Yusuf left Bosporus
 * Logistics for Anatolia Freight. His successor is Elif Kaya", "send questions to his stand-in at
 * Gold Coast Energy, Akosua Mensah", "my last day at Copperleaf Energy ... Kaveh Ahmadi will cover my
 * accounts". The one who takes over works where the other worked: at the company the phrase names,
 * else, once the text is read, at the company the other left, else at the other's employer.
 */
import { companyKey, type CompanyState, type PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { EXTRACTION_LIMITS } from '../types.js'
import type { View } from './view.js'

const SUCCESSOR_NOUNS = ['successor', 'replacement', 'stand-in', 'standin', 'cover']
/** What one takes over from another: "cover my accounts", "takes over her clients". */
export const DUTIES = ['accounts', 'account', 'clients', 'work', 'territory', 'desk', 'portfolio', 'patch', 'region']

interface Successor {
  person: PersonState
  owner: PersonState
  sentence: string
}
const deferred = new WeakMap<Reader, Successor[]>()

/** Whom "my", "his", "her" or "P's" at x means. */
export function ownerAt(r: Reader, view: View, x: number, not: PersonState | undefined): PersonState | undefined {
  const e = view.at(x)
  if (e?.k === 'P' && e.poss) return e.ref
  if (view.isW(x, 'my')) return view.speaker ?? r.me
  if (!view.isW(x, 'his', 'her')) return undefined
  for (let y = x - 1; y >= view.bodyStart; y--) {
    const p = view.personAt(y)
    if (p && p !== not) return p
  }
  const before = r.previousSubject ?? r.lastPerson
  return before !== not ? before : undefined
}

/** A successor noun at x ("successor", "stand-in", "stand - in"): the index after it, or -1. */
function nounEnd(view: View, x: number): number {
  const { isW, isX } = view
  const y = isW(x, 'new', 'interim') ? x + 1 : x
  if (isW(y, ...SUCCESSOR_NOUNS)) return y + 1
  if (isW(y, 'stand') && isX(y + 1, '-') && isW(y + 2, 'in')) return y + 3
  return -1
}

/** Places the one who takes over where the other worked: at `at`, else once the text is read (placeSuccessors). */
export function record(
  r: Reader,
  view: View,
  person: PersonState,
  owner: PersonState,
  at: CompanyState | undefined,
): void {
  if (person === owner) return
  if (at) {
    r.worksAt(person, at, view.sentence)
    if (!r.employerOf(owner)) r.worksAt(owner, at, view.sentence)
    return
  }
  let list = deferred.get(r)
  if (!list) deferred.set(r, (list = []))
  if (list.length < EXTRACTION_LIMITS.links) list.push({ person, owner, sentence: view.sentence() })
}

/** Reads "his successor is P", "his stand-in at C, P", "P, her replacement," and "P will cover my accounts". */
export function successorsIn(r: Reader, view: View): void {
  const { at, isW, isX, personAt } = view
  for (let x = view.bodyStart; x < view.n; x++) {
    const end = nounEnd(view, x + 1)
    if (end > 0) {
      const company = isW(end, 'at') && at(end + 1)?.k === 'C' ? (at(end + 1) as { ref: CompanyState }).ref : undefined
      let k = company ? end + 2 : end
      // "His successor is Elif Kaya", "his stand-in at C, Akosua Mensah", "her replacement: P".
      if (isX(k, ',', ':') || isW(k, 'is')) k++
      else if (isW(k, 'will') && isW(k + 1, 'be')) k += 2
      const after = personAt(k)
      // "Elif Kaya, his successor," / "Elif Kaya is his successor".
      const before = isX(x - 1, ',') || isW(x - 1, 'is') ? personAt(x - 2) : undefined
      const person = after ?? before
      const owner = person ? ownerAt(r, view, x, person) : undefined
      if (person && owner && (after !== undefined || !company)) record(r, view, person, owner, company)
      continue
    }
    // "Kaveh Ahmadi will cover my accounts", "Callum takes over her work".
    const p = personAt(x)
    if (!p) continue
    let v = x + 1
    if (isW(v, 'will', 'is', 'now')) v++
    let d: number
    if (isW(v, 'cover', 'covers', 'covering')) d = v + 1
    else if (isW(v, 'take', 'takes', 'taking', 'took') && isW(v + 1, 'over')) d = v + 2
    else continue
    if (isW(d + 1, ...DUTIES)) {
      const owner = ownerAt(r, view, d, p)
      if (owner) record(r, view, p, owner, undefined)
    }
  }
}

/** The company a person left (a left-for link's origin), else their employer. */
function ownersCompany(r: Reader, owner: PersonState): CompanyState | undefined {
  const names = owner === r.me && r.writerPerson ? [owner.name, r.writerPerson.name] : [owner.name]
  for (const link of r.links)
    if (link.kind === 'left_for' && names.includes(link.from) && link.previous)
      return r.companies.get(companyKey(link.previous))
  // "my last day at Copperleaf Energy": where the text says they were before.
  const past = r.past.find((p) => p.person === owner || (owner === r.me && p.person === r.writerPerson))
  if (past) return past.company
  if (r.links.some((l) => l.kind === 'left_for' && names.includes(l.from))) return undefined
  for (const name of names) {
    const person = name === owner.name ? owner : r.writerPerson!
    const employer = r.employerOf(person)
    if (employer) return employer
  }
  return undefined
}

/** Places the successors read before the text said where their predecessor worked. */
export function placeSuccessors(r: Reader): void {
  for (const { person, owner, sentence } of deferred.get(r) ?? []) {
    if (r.employerOf(person)) continue
    const company = ownersCompany(r, owner)
    if (company && company !== r.ours) r.worksAt(person, company, () => sentence)
  }
}
