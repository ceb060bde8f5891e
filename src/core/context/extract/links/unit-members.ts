/*
 * Works-at told by where a person sits in a company (issue 27, W18, t1501-t1540): "Tesfaye and Hiwot
 * are from the powerplant team at Blue Nile Airlines", "Panos is our counterpart at Hellas Aero
 * Technics", "the Rajshahi City Corporation health team (Mahmuda Sultana, Anisur Rahman)", a table row
 * "| Rodrigo Fuentes | Hydraulic engineer | Municipalidad de Valparaíso |", and "Dilnoza is the program
 * officer for Central Asia at the Tashkent Public Health Foundation"; and a move told by the new job:
 * "Zsófia Kovács, who ran the dye house at C for eleven years, has left to become plant manager at D";
 * "Akosua Frimpong from the Ghana Civil Aviation Authority"; "Uzma Chowdhury runs inbound for the
 * Khulna hub of Bengal Bay Logistics"; and ", visiting researcher" places no one at the company in play. Each look is bounded, and each
 * starts at a rare word (a unit noun, a contact noun, a bar, a title), so a sentence is read in linear time.
 */
import type { CompanyState, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'
import { yourCompanies } from './your-companies.js'
import { unplaceSeller } from './outside-roles.js'
import { listedOwners } from './listed-owners.js'
import { passedNames } from './passed-names.js'
import { includingReports } from './including-reports.js'

/** Units of a company a person sits in. */
const UNITS = ['team', 'teams', 'department', 'office', 'desk', 'group', 'division', 'unit', 'crew']
/** Parts of a company a person runs or sits in: "runs inbound for the Khulna hub of C". */
const SITES = [
  ...UNITS,
  'hub',
  'site',
  'branch',
  'plant',
  'depot',
  'warehouse',
  'mill',
  'lab',
  'arm',
  'operation',
  'operations',
]
/** Verbs of running or sitting in a part of a company. */
const LEADS = ['runs', 'leads', 'heads', 'manages', 'oversees', 'works', 'sits', 'supervises', 'coordinates']
/** Words before a title that say it is held from outside: "Mahlet Tadesse, visiting researcher". */
const VISITING = ['visiting', 'guest', 'external', 'independent', 'freelance']
/** Nouns for whom one deals with at a company: "our counterpart at C". */
const CONTACTS = ['counterpart', 'counterparts', 'contact', 'contacts', 'liaison', 'liaisons']
/** Words of a role that say the company is no employer now (a table row's middle cells). */
const NOT_EMPLOYED = ['former', 'formerly', 'ex', 'retired', 'investor', 'advisor', 'adviser', 'candidate', 'observer']
/** How far a look goes from the word it starts at. */
const SPAN = 6

/** Reads one sentence for the shapes of the module comment. */
export function unitMembers(r: Reader, view: View): void {
  for (let i = view.bodyStart; i < view.n; i++) {
    if (view.isW(i, 'is', 'are')) copulaPlace(r, view, i)
    else if (view.isW(i, ...UNITS) && view.isX(i + 1, '(')) companyUnitList(r, view, i)
    const t = view.at(i)
    if (t?.k === 'T' && view.isW(i + 1, 'for')) titleForAt(r, view, i)
    if (view.isW(i, 'left') && view.isW(i + 1, 'to') && view.isW(i + 2, 'become', 'be')) leftToBecome(r, view, i)
    if (view.isW(i, 'from') && view.isW(i + 1, 'the')) fromTheCompany(r, view, i)
    if (view.isW(i, ...SITES) && view.isW(i + 1, 'of', 'at')) leadsSiteOf(r, view, i)
    if (view.isW(i, ...VISITING) && view.at(i + 1)?.k === 'T') visitingRole(r, view, i)
  }
  pipeRow(r, view)
  yourCompanies(r, view)
  listedOwners(r, view)
  passedNames(r, view)
  includingReports(r, view)
}

/** The people a copula at elements[v] has for subject: "P", "P and Q", "P, Q and R" right before it. */
function subjectsBefore(view: View, v: number): PersonState[] {
  const out: PersonState[] = []
  let x = v - 1
  while (x >= view.bodyStart && v - x <= 2 * SPAN) {
    const p = view.personAt(x)
    if (p) out.push(p)
    else if (!(out.length > 0 && (view.isW(x, 'and') || view.isX(x, ',')))) break
    x--
  }
  // The people must open the clause: not "... with Ana Lima and Tom Reed are ...".
  if (out.length === 0 || view.personAt(x + 1) === undefined) return []
  if (x >= view.bodyStart && !view.isX(x, ',', ';', ':', '(', '—', '–') && !view.isW(x, 'and', 'but', 'so')) return []
  return out
}

/** At "is"/"are": "P and Q are from the X team at C", "P is our counterpart at C", "P is from C." */
function copulaPlace(r: Reader, view: View, v: number): void {
  const { at, isW, isX } = view
  const company = unitCompany(view, v + 1) ?? contactCompany(view, v + 1)
  let found = company
  // "Tesfaye Alemu and Hiwot Girma are from Blue Nile Airlines.": the company closes the clause.
  if (!found && isW(v + 1, 'from') && at(v + 2)?.k === 'C' && (v + 3 >= view.n || isX(v + 3, '.', ';', ',', ')')))
    found = (at(v + 2) as { ref: CompanyState }).ref
  if (!found) return
  for (const p of subjectsBefore(view, v)) if (p !== r.me && p !== view.speaker) r.worksAt(p, found, view.sentence)
}

/** From x: "(from|in|on|with) (the|our|their) <up to three words> UNIT (at|of) C": the company. */
function unitCompany(view: View, x: number): CompanyState | undefined {
  const { at, isW } = view
  if (!isW(x, 'from', 'in', 'on', 'with') || !isW(x + 1, 'the', 'our', 'their')) return undefined
  let y = x + 2
  while (y < x + 2 + SPAN - 3 && at(y)?.k === 'W' && !isW(y, ...UNITS)) y++
  if (!isW(y, ...UNITS) || !isW(y + 1, 'at', 'of')) return undefined
  const c = isW(y + 2, 'the') ? y + 3 : y + 2
  return at(c)?.k === 'C' ? (at(c) as { ref: CompanyState }).ref : undefined
}

/** From x: "(our|my|their|the) (main|usual|day-to-day)? counterpart at C": the company. */
function contactCompany(view: View, x: number): CompanyState | undefined {
  const { at, isW } = view
  if (!isW(x, 'our', 'my', 'their', 'the')) return undefined
  let y = x + 1
  if (isW(y, 'main', 'usual', 'day-to-day', 'key', 'new', 'primary')) y++
  if (!isW(y, ...CONTACTS) || !isW(y + 1, 'at', 'in')) return undefined
  const c = isW(y + 2, 'the') ? y + 3 : y + 2
  return at(c)?.k === 'C' ? (at(c) as { ref: CompanyState }).ref : undefined
}

/** At a unit noun before "(": "the C <words> team (P, Q)": the people in the parentheses work at C. */
function companyUnitList(r: Reader, view: View, u: number): void {
  const { at, isW, isX } = view
  let c = u - 1
  while (c > u - SPAN + 2 && at(c)?.k === 'W' && !(at(c) as { cap: boolean }).cap) c--
  const e = at(c)
  if (e?.k !== 'C' || !isW(c - 1, 'the', 'our', 'their')) return
  const people: PersonState[] = []
  let x = u + 2
  for (; x < view.n && x - u <= 4 * SPAN && !isX(x, ')'); x++) {
    const p = view.personAt(x)
    if (p) people.push(p)
    else if (!isX(x, ',') && !isW(x, 'and')) return
  }
  if (!isX(x, ')')) return
  for (const p of people) if (!r.employerOf(p)) r.worksAt(p, e.ref, view.sentence)
}

/**
 * At a title before "for": "is the program officer for Central Asia at the Tashkent Public Health
 * Foundation": the subject of "is" works at the company after the title's own "for" phrase.
 */
function titleForAt(r: Reader, view: View, t: number): void {
  const { at, isW } = view
  const a = isW(t - 1, 'the', 'a', 'an') ? t - 1 : t
  if (!isW(a - 1, 'is', 'was')) return
  const subject =
    view.personAt(a - 2) ?? (isW(a - 2, 'he', 'she') && a - 2 === view.bodyStart ? r.lastPerson : undefined)
  if (!subject || subject === r.me) return
  for (let x = t + 2; x < view.n && x - t <= SPAN; x++) {
    if (isW(x, 'at')) {
      const c = isW(x + 1, 'the') ? x + 2 : x + 1
      if (at(c)?.k === 'C') r.worksAt(subject, (at(c) as { ref: CompanyState }).ref, view.sentence)
      return
    }
    if (at(x)?.k !== 'W' || isW(x, 'and', 'or', 'who', 'which', 'with', 'to')) return
  }
}

/** A table row "| P | role | C |": one person first, one company last, plain words or a title between. */
function pipeRow(r: Reader, view: View): void {
  const { at, isX, n } = view
  if (!view.wholeLine || !isX(0, '|') || !isX(n - 1, '|') || n > 4 * SPAN) return
  const person = view.personAt(1)
  const last = at(n - 2)
  if (!person || !isX(2, '|') || last?.k !== 'C' || !isX(n - 3, '|') || r.employerOf(person)) return
  for (let x = 3; x < n - 3; x++) {
    const e = at(x)!
    if (e.k === 'P' || e.k === 'C' || e.k === 'E') return
    if (e.k === 'W' && NOT_EMPLOYED.includes(e.w)) return
    if (e.k === 'T' && /\b(?:former|ex|advis[eo]r|investor|board)\b/i.test(e.title)) return
  }
  r.worksAt(person, last.ref, view.sentence)
}

/** At "left": "P(, who ...,) has left to become (the) TITLE at C": P moved to C. */
function leftToBecome(r: Reader, view: View, x: number): void {
  const { at, isW, isX } = view
  let k = x + 3
  if (isW(k, 'the', 'a', 'an', 'its', 'their')) k++
  if (at(k)?.k !== 'T' || !isW(k + 1, 'at', 'of')) return
  const next = at(isW(k + 2, 'the') ? k + 3 : k + 2)
  if (next?.k !== 'C' || next.poss) return
  let s = x - 1
  while (s > view.bodyStart && isW(s, 'has', 'have', 'had', 'just', 'recently')) s--
  let person = view.personAt(s)
  // Past a relative clause: "Zsófia Kovács, who ran the dye house at C for eleven years, has left ...".
  if (!person && isX(s, ',')) {
    for (let y = s - 1; y > view.bodyStart && s - y <= 4 * SPAN && !person; y--)
      if (isW(y, 'who') && isX(y - 1, ',')) person = view.personAt(y - 2)
  }
  if (person && person !== r.me) r.movedTo([person], undefined, next.ref, view.sentence)
}

/** At "from the": "Akosua Frimpong from the Ghana Civil Aviation Authority;": the person right before works there. */
function fromTheCompany(r: Reader, view: View, x: number): void {
  const { at, isW, isX } = view
  const person = view.personAt(x - 1)
  const e = at(x + 2)
  if (!person || e?.k !== 'C' || e.poss || person === r.me) return
  if (!(x + 3 >= view.n || isX(x + 3, ',', ';', '.', ')') || isW(x + 3, 'and'))) return
  r.worksAt(person, e.ref, view.sentence)
}

/**
 * At a part of a company before "of"/"at" C: "Uzma Chowdhury runs inbound for the Khulna hub of C",
 * "she heads sales in the Lagos office of C": the one who runs it (right before the verb) works at C.
 */
function leadsSiteOf(r: Reader, view: View, u: number): void {
  const { at, isW } = view
  const c = isW(u + 1, 'of', 'at') && isW(u + 2, 'the') ? u + 3 : u + 2
  const e = at(c)
  if (e?.k !== 'C' || e.poss) return
  let x = u - 1
  while (x > u - 4 && at(x)?.k === 'W' && !isW(x, 'the', 'its', 'their', 'our')) x--
  if (!isW(x, 'the', 'its', 'their', 'our') || !isW(x - 1, 'for', 'in', 'at', 'of')) return
  let v = x - 2
  while (v > x - 5 && at(v)?.k === 'W' && !isW(v, ...LEADS)) v--
  if (!isW(v, ...LEADS)) return
  const person =
    view.personAt(v - 1) ?? (isW(v - 1, 'he', 'she') && v - 1 === view.bodyStart ? r.lastPerson : undefined)
  if (person && person !== r.me && person !== view.speaker) r.worksAt(person, e.ref, view.sentence)
}

/** At "visiting" before a title: "Also there: Mahlet Tadesse, visiting researcher": the title alone places no one. */
function visitingRole(r: Reader, view: View, i: number): void {
  const person = view.isX(i - 1, ',', '(') ? view.personAt(i - 2) : undefined
  if (person) unplaceSeller(r, view, person)
}
