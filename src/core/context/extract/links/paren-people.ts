/*
 * A company with its person in parentheses, a role and a colon before the name: "Rangoli Packs
 * (owner: Suresh Iyer)", "Kite Labs (contact: Ana Lima)", "Orbit Bank (CFO: Tom Reed)". The person
 * works there. At most a title's words between the parenthesis and the colon.
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'
import { sellerRole, unplaceSeller } from './outside-roles.js'

const ROLE_WORDS = new Set([
  'owner',
  'contact',
  'founder',
  'boss',
  'md',
  'ceo',
  'cfo',
  'cto',
  'coo',
  'lead',
  'champion',
])

/** Reads each "C (role: P)" of the sentence. */
export function parenPeople(r: Reader, view: View): void {
  const { at, isX, n, sentence } = view
  for (let i = 0; i + 4 < n; i++) {
    const c = at(i)
    if (c?.k !== 'C' || c.poss || !isX(i + 1, '(')) continue
    let k = i + 2
    const role = at(k)
    // "Ortakoy Textiles (account owner: Elif Yıldız)": the seller's person for the account (outside-roles.ts).
    if (role?.k === 'T' && sellerRole(role.title) && isX(i + 3, ':')) {
      const seller = view.personAt(i + 4)
      if (seller) unplaceSeller(r, view, seller)
      continue
    }
    if (role?.k === 'T' || (role?.k === 'W' && ROLE_WORDS.has(role.w))) k++
    else continue
    if (!isX(k, ':')) continue
    const person = view.personAt(k + 1)
    if (person && (isX(k + 2, ')') || isX(k + 2, ','))) r.worksAt(person, c.ref, sentence)
  }
}
