/*
 * Works-at in terse notes (issue 27's fourth works-at batch, w181-w240): a company's role before a
 * name ("Wawel Hotels' head chef, Marek Lis", "Medisoft's rep was Luka Babić"), people grouped under
 * one company ("Ingrid Moe and Bjarne Holt, both Fjordkraft Marine"), a contact line ("Goran Petrović -
 * Adriatic Shipping - Fleet Manager"), and the field lines of tickets and candidate notes ("Customer:
 * Brackenridge Foods" then "Reported by: Giorgos Pappas"; "Candidate: P" then "Currently: ... at C").
 */
import { lettersOf, type CompanyState, type PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/**
 * Words that make the person after a company's possessive someone outside it or no longer in it:
 * "Wawel Hotels' biggest customer, ...", "Acme's former CFO, ...", "Acme's auditor, ...".
 */
const OUTSIDE_ROLES = new Set(
  `customer customers client clients investor investors backer backers supplier suppliers vendor vendors partner
partners agency lawyer lawyers auditor auditors consultant consultants advisor advisors adviser advisers recruiter
former ex old previous prior formerly then new incoming outgoing future`.split(/\s+/),
)
/** Words that end the run of role words: a clause, not a role, stands after the possessive. */
const NOT_ROLE = new Set(
  `the a an and or but to for with of from at in on by is was are were has have had will would who which that this
not no`.split(/\s+/),
)

/** At a company's possessive: "C's head chef, P" and "C's rep was P" (up to four role words, a title among them). */
export function possessiveRoleAt(r: Reader, view: View, i: number): void {
  const { at, isW, isX } = view
  const c = at(i)
  if (c?.k !== 'C' || !c.poss) return
  let k = i + 1
  for (; k < i + 5 && k < view.n; k++) {
    const e = at(k)!
    if (e.k === 'T') continue
    if (e.k !== 'W' || e.cap || NOT_ROLE.has(e.w) || !/^[a-z][a-z-]*$/.test(e.w)) break
    if (OUTSIDE_ROLES.has(e.w)) return
  }
  if (k === i + 1) return
  let p = k + 1
  if (isX(k, ',')) {
    // "..., P, at Ural Logistics" or "P of Kralovec & Partners": another employer stated for them.
    if (isX(p + 1, ',') ? isW(p + 2, 'at', 'of', 'from') : isW(p + 1, 'at', 'of', 'from')) return
  } else if (!isW(k, 'is', 'was')) return
  else if (isW(p, 'now')) p++
  const person = view.personAt(p)
  if (person) r.worksAt(person, c.ref, view.sentence)
}

/** At a company after "both": "Ingrid Moe and Bjarne Holt, both Fjordkraft Marine", "P + Q (both C)". */
export function bothOfCompanyAt(r: Reader, view: View, i: number): void {
  const { at, isW, isX } = view
  const c = at(i)
  if (c?.k !== 'C' || c.poss || !isW(i - 1, 'both', 'all') || !isX(i - 2, ',', '(')) return
  if (i + 1 < view.n && !isX(i + 1, ',', ')', '.', ';')) return
  const people: PersonState[] = []
  for (let x = i - 3; x >= 0 && i - x <= 16; x--) {
    const p = view.personAt(x)
    if (p) people.push(p)
    else if (!isW(x, 'and') && !isX(x, ',', '+', '&')) break
  }
  if (people.length < 2) return
  for (const p of people) r.worksAt(p, c.ref, view.sentence)
}

const DASHES = ['-', '–', '—', '|']

/** A contact line, "Goran Petrović - Adriatic Shipping - Fleet Manager" or "P | C": the person at the company. */
export function contactLine(r: Reader, view: View): void {
  const { at, isX } = view
  if (!view.wholeLine) return
  const person = view.personAt(0)
  const c = at(2)
  if (!person || c?.k !== 'C' || c.poss || !isX(1, ...DASHES)) return
  if (view.n > 3 && !isX(3, ...DASHES, ',')) return
  r.worksAt(person, c.ref, view.sentence)
}

/**
 * The verbs of a ticket's reporter: "Reported by: P", "Opened by P, branch ops". Not "Logged by": a CRM log's
 * "Logged by: P" under "Account: C" is whoever wrote the record up, on the writer's side.
 */
const REPORTER_VERBS = ['reported', 'opened', 'raised', 'submitted', 'filed', 'requested']

/**
 * A ticket's reporter line after the company the ticket is for ("Customer: Brackenridge Foods",
 * "#4410 | Sable Credit Union | priority high"): the reporter works there. Whoever it is assigned to does not.
 */
export function reporterLine(r: Reader, view: View, ticketCompany: CompanyState | undefined): void {
  const { isW, isX } = view
  // The line may go on ("Opened by P, branch ops. CSV export times out."): the sentence starts it.
  if (!ticketCompany || !isW(0, ...REPORTER_VERBS) || !isW(1, 'by')) return
  const person = view.personAt(isX(2, ':') ? 3 : 2)
  if (person) r.worksAt(person, ticketCompany, view.sentence)
}

/** The company a ticket line names: "Customer: C", "Account: C", "Ticket 7781 - C", "#4410 | C | ...". */
export function ticketCompanyOf(view: View): CompanyState | undefined {
  const { at, isW, isX } = view
  if (!view.wholeLine) return undefined
  if (isW(0, 'customer', 'client', 'account', 'company', 'org', 'organisation', 'organization') && isX(1, ':')) {
    const c = at(2)
    return c?.k === 'C' && view.n === 3 ? c.ref : undefined
  }
  // "Ticket 7781 - C" and "#4410 | C | priority high": the company after a ticket's number.
  for (let x = 0; x < 4 && x < view.n; x++) {
    const c = at(x)
    if (c?.k === 'C') return x > 0 && isX(x - 1, ...DASHES) && (isW(0, 'ticket') || isX(x + 1, '|')) ? c.ref : undefined
  }
  return undefined
}

/** "Currently: Staff Engineer at Vantor Systems" under "Candidate: P": the candidate works there now. */
export function currentlyLine(r: Reader, view: View, candidate: PersonState | undefined): void {
  const { at, isW, isX } = view
  if (!candidate || !view.wholeLine || !isW(0, 'currently', 'current') || !isX(1, ':')) return
  for (let x = 2; x < 7 && x < view.n; x++) {
    const c = at(x)
    if (c?.k === 'C') {
      if (x === 2 || isW(x - 1, 'at', '@') || isX(x - 1, ',')) r.worksAt(candidate, c.ref, view.sentence)
      return
    }
    if (at(x)?.k === 'P') return
  }
}

/** "Candidate: Mei-Ling Chou": the person a candidate note is about. */
export function candidateOf(view: View): PersonState | undefined {
  const { isW, isX } = view
  if (!view.wholeLine || !isW(0, 'candidate', 'applicant') || !isX(1, ':') || view.n !== 3) return undefined
  return view.personAt(2)
}

/** The shapes above that read a sentence's elements one index at a time. */
export function noteFieldsAt(r: Reader, view: View, i: number): void {
  possessiveRoleAt(r, view, i)
  bothOfCompanyAt(r, view, i)
  weHiredAt(r, view, i)
  contactInParensAt(r, view, i)
  fromTheirSideAt(r, view, i)
}

/** The line shapes above, keeping a ticket's company and a note's candidate for the lines under them. */
export function noteFields(r: Reader, view: View): void {
  updateHeading(r, view)
  contactLine(r, view)
  r.ticketCompany = ticketCompanyOf(view) ?? r.ticketCompany
  reporterLine(r, view, r.ticketCompany)
  r.candidate = candidateOf(view) ?? r.candidate
  currentlyLine(r, view, r.candidate)
  addressOfName(r, view)
}

const UPDATE_WORDS = ['update', 'letter', 'newsletter', 'report', 'memo', 'digest', 'recap']

/**
 * A text's heading that says whose update it is, "Investor update - Glimmer Health, March", "Q1 investor
 * letter, Fernhill Robotics": the writer's company, which "we" and "our" stand for in the text.
 */
export function updateHeading(r: Reader, view: View): void {
  const { at, isW, isX } = view
  if (r.sentences > 1 || !view.wholeLine) return
  for (let x = 0; x < 8 && x + 2 < view.n; x++) {
    if (!isW(x, ...UPDATE_WORDS) || !isX(x + 1, '-', '–', '—', ',', ':')) continue
    const c = at(x + 2)
    if (c?.k === 'C' && !c.poss && (x + 3 >= view.n || isX(x + 3, ','))) r.writer ??= c.ref
    return
  }
}

const WE_HIRED = ['hired', 'promoted', 'appointed', 'welcomed', 'onboarded']

/** "We hired Oksana Melnyk as VP Sales", "we promoted P to CTO and hired Q": they work at the writer's company. */
export function weHiredAt(r: Reader, view: View, i: number): void {
  const { isW } = view
  if (!isW(i, ...WE_HIRED)) return
  const person = view.personAt(i + 1)
  if (!person) return
  let we = isW(i - 1, 'we') || (isW(i - 1, 'just', 'recently', 'have', 'also', 'then') && isW(i - 2, 'we'))
  // "... and hired Pablo Ruiz": the same "we" as the clause before.
  if (!we && isW(i - 1, 'and')) for (let x = i - 2; x >= 0 && i - x <= 12 && !we; x--) we = isW(x, 'we')
  if (we) r.worksAt(person, r.companyAt({ k: 'W', w: 'our', cap: false }), view.sentence)
}

/**
 * "Hexfield closed its Series B, led by Ampleforth Partners", "backed by Redstone Ventures": an investor
 * told about the company in play, which stays in play ("Founder Jana Horváth" after it is Hexfield's).
 */
export function backerOf(view: View, i: number): boolean {
  return view.isW(i - 1, 'by') && view.isW(i - 2, 'led', 'backed', 'funded', 'financed', 'co-led')
}

const CONTACT_WORDS = ['contact', 'contacts', 'poc', 'rep', 'champion', 'sponsor']

/** "outsourced to Netwave Services (contact: Ilse Brandt)": the company's contact person works there. */
export function contactInParensAt(r: Reader, view: View, i: number): void {
  const { at, isW, isX } = view
  const c = at(i)
  if (c?.k !== 'C' || c.poss || !isX(i + 1, '(') || !isW(i + 2, ...CONTACT_WORDS)) return
  const colon = isX(i + 3, ':') ? i + 4 : i + 3
  for (let x = colon; x < colon + 8 && x < view.n && !isX(x, ')'); x++) {
    const p = view.personAt(x)
    if (p) r.worksAt(p, c.ref, view.sentence)
    else if (!isX(x, ',') && !isW(x, 'and')) return
  }
}

const SIDE_WORDS = ['side', 'team', 'department', 'dept', 'group', 'office', 'end']

/** "Beth Ngata from their finance side", "P from their ops team": a person of the company in play. */
export function fromTheirSideAt(r: Reader, view: View, i: number): void {
  const { at, isW } = view
  const person = view.personAt(i)
  if (!person || !isW(i + 1, 'from', 'in', 'on') || !isW(i + 2, 'their', 'its')) return
  for (let x = i + 3; x < i + 6; x++) {
    if (isW(x, ...SIDE_WORDS)) {
      if (x > i + 3) r.worksAt(person, r.companyAt(at(i + 2)), view.sentence)
      return
    }
    if (at(x)?.k !== 'W') return
  }
}

/**
 * "From: julien.marchand@crestmoor.fr" on a line of its own, then "Julien Marchand writes ...": an address no
 * one owns whose local part spells a person's name is theirs (and places them where its domain does).
 */
function addressOfName(r: Reader, view: View): void {
  const { at, isW, isX } = view
  const e = at(2)
  if (view.wholeLine && view.n === 3 && isW(0, 'from', 'email', 'e-mail', 'sender') && isX(1, ':') && e?.k === 'E') {
    // A few such lines are enough: a text of thousands would cost every later sentence a look at each.
    if (r.loneAddresses.length < 8) {
      const local = e.email.slice(0, e.email.indexOf('@'))
      r.loneAddresses.push({ address: e.email, letters: lettersOf(local) })
    }
    return
  }
  if (view.peopleHere.length === 0) return
  for (const { address, letters } of r.loneAddresses) {
    if (r.emails.get(address)?.owner) continue
    const owner = view.peopleHere.find((p) => p.words.length >= 2 && lettersOf(p.name) === letters)
    if (owner) r.email(address, owner)
  }
}
