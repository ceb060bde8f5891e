/*
 * Who a company's line names after it (issue 27, W18): "Kebede & Sons Catering, owner Alemayehu
 * Kebede" in a shortlist, and a colleague "from the same team" as the person named before ("with
 * their merchandising head, Nusrat Jahan, and Arnab Das from the same team"). Each look is bounded.
 */
import type { CompanyState, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** A role a company's line gives the person after it. */
const OWNERS = ['owner', 'co-owner', 'founder', 'co-founder', 'cofounder', 'proprietor']
/** Groups one shares with a colleague: "from the same team". */
const SAME = ['team', 'company', 'firm', 'office', 'department', 'group', 'side', 'outfit']
/** How far back the colleague's colleague may stand. */
const SPAN = 12

/** Reads one sentence for "C, owner P" and "P from the same team". */
export function listedOwners(r: Reader, view: View): void {
  for (let i = view.bodyStart; i < view.n; i++) {
    const e = view.at(i)!
    if (e.k === 'C' && view.isX(i + 1, ',')) ownerAfter(r, view, i, e.ref)
    else if (e.k === 'P' && view.isW(i + 2, 'the') && view.isW(i + 3, 'same')) sameTeam(r, view, i, e.ref)
  }
}

/** "C, owner P" closing its line or clause: P works at C. */
function ownerAfter(r: Reader, view: View, c: number, company: CompanyState): void {
  const { at, isW, isX } = view
  const t = at(c + 2)
  const role = isW(c + 2, ...OWNERS) || (t?.k === 'T' && OWNERS.includes(t.title.toLowerCase()))
  const person = role ? view.personAt(c + 3) : undefined
  if (!person || !(c + 4 >= view.n || isX(c + 4, ',', ';', '.', ')'))) return
  if (!r.employerOf(person)) r.worksAt(person, company, view.sentence)
}

/** "P from the same team": P works where the person named before (in the sentence) works. */
function sameTeam(r: Reader, view: View, i: number, person: PersonState): void {
  const { isW } = view
  if (!isW(i + 1, 'from', 'on', 'in', 'of') || !isW(i + 4, ...SAME) || r.employerOf(person)) return
  let other: PersonState | undefined
  for (let x = i - 1; x >= view.bodyStart && i - x <= SPAN && !other; x--) other = view.personAt(x)
  const company = other ? r.employerOf(other) : undefined
  if (company && other !== person) r.worksAt(person, company, view.sentence)
}
