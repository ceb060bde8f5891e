/*
 * Links told with their words apart from the names, read at one element: "Amira Haddad, whom Karim
 * Nassar introduced to us" (the relative clause's subject introduced the name before it), "Tom
 * Becker (manager: Anna Kowalski)", "(intro: Lindiwe Dube)" (a field in parentheses) and "Our intro to Lars Berg
 * came from Ingrid Holm" (the introduction as a noun, its introducer after "came from"), and "Markus
 * Huber is one of her analysts" (one of a lead's staff reports to the lead), and "Farah Aziz manages
 * two people: Imran Sadiq and Zainab Noor".
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { otherBefore } from './teams.js'
import type { View } from './view.js'

const INTRO_NOUNS = ['intro', 'introduction', 'connection']
/** Staff a lead has ("one of her analysts"); not peers such as partners or co-founders. */
const STAFF = [
  'analysts',
  'engineers',
  'developers',
  'designers',
  'associates',
  'consultants',
  'scientists',
  'researchers',
  'recruiters',
  'accountants',
  'coordinators',
  'specialists',
  'assistants',
  'reps',
  'representatives',
  'buyers',
  'planners',
  'interns',
  'architects',
]

/** The person before a short appositive ending at i ("Aminah Yusof, their COO"): at most five words back. */
function appositiveOwner(view: View, i: number): PersonState | undefined {
  for (let x = i; x >= view.bodyStart && x >= i - 5; x--) {
    if (view.isX(x, ',')) return view.personAt(x - 1)
    if (view.at(x)?.k === 'P' || view.at(x)?.k === 'C') return undefined
  }
  return undefined
}

/** Reads the shapes that start at element i. */
export function toldApartAt(r: Reader, view: View, i: number): void {
  const { isW, isX, sentence } = view
  // ", whom Karim Nassar introduced to us": at the introducer, after "whom"/"who" and a comma after the person.
  const by = view.personAt(i)
  // "Aminah Yusof, their COO, whom Farid Rahman had introduced": "had" before the verb, an appositive before "whom".
  const verb = isW(i + 1, 'had', 'has') ? i + 2 : i + 1
  if (by && isW(i - 1, 'whom', 'who') && isX(i - 2, ',') && isW(verb, 'introduced', 'referred')) {
    const person = view.personAt(i - 3) ?? (isX(i - 2, ',') ? appositiveOwner(view, i - 3) : undefined)
    if (person && person !== by) r.introduced(person, by, sentence)
    return
  }
  // "Tom Becker (manager: Anna Kowalski)", "(reports to: Anna Kowalski)".
  const role = view.at(i + 1)
  const managerWord =
    isW(i + 1, 'manager', 'boss', 'supervisor') ||
    (role?.k === 'T' && /^(line )?(manager|boss|supervisor)$/i.test(role.title))
  const introWord = isW(i + 1, 'intro', 'introduction', 'referral')
  if (isX(i, '(') && (managerWord || introWord) && isX(i + 2, ':')) {
    const person = view.personAt(i - 1)
    const other = view.personAt(i + 3)
    if (!person || !other || person === other || !isX(i + 4, ')')) return
    // "Thabo Nkosi (intro: Lindiwe Dube)": Lindiwe introduced him.
    if (introWord) r.introduced(person, other, sentence)
    else r.report(person, other, sentence)
    return
  }
  // "Our intro to Lars Berg came from Ingrid Holm".
  if (isW(i, ...INTRO_NOUNS) && isW(i + 1, 'to', 'with')) {
    const person = view.personAt(i + 2)
    if (!person || !isW(i + 3, 'came') || !isW(i + 4, 'from', 'via', 'through')) return
    const introducer = view.personAt(i + 5)
    if (introducer && introducer !== person) r.introduced(person, introducer, sentence)
  }
  // "Markus Huber is one of her analysts", "one of Claudia Weiss's engineers".
  if (isW(i, ...STAFF) && isW(i - 2, 'of') && isW(i - 3, 'one')) {
    const owner = view.at(i - 1)
    const member = r.lastPersonBefore(view.elements, i - 3)
    if (!member) return
    const lead =
      owner?.k === 'P' && owner.poss ? owner.ref : isW(i - 1, 'his', 'her') ? otherBefore(r, view, member) : undefined
    if (lead && lead !== member) r.report(member, lead, sentence)
  }
  // "Farah Aziz manages two people on the account: Imran Sadiq and Zainab Noor".
  if (isX(i, ':')) staffListAt(r, view, i)
}

const LEADS = ['manages', 'leads', 'oversees', 'supervises']

/** At ":" after "P manages N people/analysts ...": each name listed after it reports to P. */
function staffListAt(r: Reader, view: View, i: number): void {
  const { at, isW, isX } = view
  let verb = -1
  let staff = false
  for (let x = i - 1; x >= 0 && x >= i - 7; x--) {
    const e = at(x)!
    if (e.k !== 'W') return
    if (isW(x, 'people', 'reports', 'staff', ...STAFF)) staff = true
    if (isW(x, ...LEADS)) {
      verb = x
      break
    }
  }
  const manager = verb > 0 && staff ? view.personAt(verb - 1) : undefined
  if (!manager) return
  for (let x = i + 1; x < view.n && x < i + 24; x++) {
    const report = view.personAt(x)
    if (report && report !== manager) r.report(report, manager, view.sentence)
    else if (!report && !isW(x, 'and') && !isX(x, ',')) break
  }
}
