/*
 * The heading of a CRM record or an account note, and the contact line under it: "Contact record —
 * Hamid Rezaei" names whom the record's fields are about (as "Contact: P" does, cards.ts), and
 * "Account note — Anatolia Textiles A.Ş." or "Account: Vistula Paper Sp. z o.o." names the account
 * whose "Contact:", "Primary contact:" or "Main contact:" line under it is a person who works there.
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const RECORD_HEADS = ['contact', 'crm', 'lead', 'prospect']
const RECORD_WORDS = ['record', 'card', 'profile', 'entry', 'note', 'notes']
const ACCOUNT_HEADS = ['account', 'customer', 'client']
const ACCOUNT_WORDS = ['note', 'notes', 'record', 'review', 'plan', 'summary', 'card', 'profile']
const CONTACT_WORDS = ['primary', 'main', 'key', 'day-to-day', 'contact', 'contacts', 'poc']
const DASHES = ['—', '–', '-', ':']

/** Reads a record's heading (its person, or its account) and a contact line under an account's heading. */
export function cardHeads(r: Reader, view: View): void {
  const { at, isW, isX, n } = view
  if (!view.wholeLine || view.speaker) return
  // "Contact record — P", "CRM entry: P": the record's person.
  if (isW(0, ...RECORD_HEADS) && isW(1, ...RECORD_WORDS) && isX(2, ...DASHES)) {
    const person = view.personAt(3)
    if (person && (n === 4 || isX(4, '(', ','))) r.card = person
    return
  }
  // "Account note — C (updated 12 Jan)", "Account — C": the account the note is about.
  if (isW(0, ...ACCOUNT_HEADS)) {
    const k = isW(1, ...ACCOUNT_WORDS) ? 2 : 1
    const c = at(k + 1)
    if (isX(k, ...DASHES) && c?.k === 'C' && !c.poss && (k + 2 === n || isX(k + 2, '(', ','))) r.ticketCompany = c.ref
    return
  }
  // "Primary contact: P, Sourcing Director", "Contact: P": a person of the account.
  let k = 0
  while (k < 3 && isW(k, ...CONTACT_WORDS)) k++
  if (k === 0 || !isW(k - 1, 'contact', 'contacts', 'poc') || !isX(k, ':')) return
  const person = view.personAt(k + 1)
  const company = r.ticketCompany
  if (person && company && !r.employerOf(person)) r.worksAt(person, company, view.sentence)
}
