/*
 * A CRM note's contact list under its account line ("ACCOUNT: Harbour & Finch Insurance", then
 * "- Callum O'Reilly, Head of Claims"): each bullet that opens with a person lists someone at the
 * account, though the text names a second company elsewhere. The finishing pass places those that
 * nothing else places; a bullet naming a company of its own ("left in December for Aviva") or the
 * writer's side ("(us)", "our AE") keeps its own reading, and a label line ("Owner: P") is no item.
 */
import type { CompanyState, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { EXTRACTION_LIMITS } from '../types.js'
import { ticketCompanyOf } from './note-fields.js'
import type { View } from './view.js'

interface Account {
  company: CompanyState
  items: PersonState[]
}

const accounts = new WeakMap<Reader, Account>()
/** Marks that open a list's item. */
const BULLETS = ['-', '*', '•', '–', '·']
/** What may follow an item's name: its title, a colon, parentheses, a dash, or nothing. */
const AFTER_NAME = [',', ':', '(', '—', '–', '-', '|']
/** Words that put an item on the writer's side. */
const OURS = new Set(['us', 'we', 'our', 'ours', 'me', 'i'])

/** Reads one whole line: an account line opens the account, a bullet opening with a person is an item. */
export function accountListLine(r: Reader, view: View): void {
  if (!view.wholeLine || view.speaker) return
  const company = ticketCompanyOf(view)
  if (company) {
    if (!accounts.has(r)) accounts.set(r, { company, items: [] })
    return
  }
  const account = accounts.get(r)
  if (!account || !view.isX(0, ...BULLETS)) return
  const person = view.personAt(1)
  if (!person || !(view.n === 2 || view.isX(2, ...AFTER_NAME))) return
  if (view.elements.some((e) => e.k === 'C' || (e.k === 'W' && OURS.has(e.w)))) return
  if (account.items.length < EXTRACTION_LIMITS.links) account.items.push(person)
}

/** At the end of the text: the listed people whom nothing else placed work at the account. */
export function placeAccountLists(r: Reader): void {
  const account = accounts.get(r)
  if (!account) return
  for (const person of account.items)
    if (person !== r.writerPerson && !r.employerOf(person)) r.worksAt(person, account.company, () => '')
}
