/*
 * New jobs told from the hiring side or after the fact: "Kilimanjaro Coffee has hired Neema Mushi
 * away from Serengeti Brands", "Marek was poached by Wawel Software from Krakow Data", "Sofía has
 * hired Diego into her analytics group", "Emil has taken a job as CFO of Saimaa Energy", "Welcome
 * Nomvula Khumalo to Ubuntu Health!". A new job is a works-at link that joined; the finishing pass
 * sets a former employer the text names beside it (a left-for link).
 */
import { welcomeAs } from './welcome-as.js'
import type { CompanyState, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View, VerbRule } from './view.js'

export const HIRED = ['hired', 'hires', 'poached', 'poaches', 'recruited', 'recruits', 'headhunted', 'lured']

/** The company named from i within a few words ("from Krakow Data", "away from Serengeti Brands"). */
function fromCompany(r: Reader, view: View, i: number): CompanyState | undefined {
  for (let x = i; x < view.n && x <= i + 4; x++) {
    if (view.isW(x, 'from')) return r.companyAt(view.at(x + 1))
    if (!view.isW(x, 'away', 'right', 'straight', 'over')) return undefined
  }
  return undefined
}

/** "C has hired P away from D", "C poached P from D": P works at C now, and left D for it. */
export function hiredAwayAt(r: Reader, view: View, i: number): void {
  const { at, isW, sentence } = view
  if (!isW(i, ...HIRED)) return
  const person = view.personAt(i + 1)
  if (!person) return
  let c = i - 1
  while (c > i - 3 && isW(c, 'has', 'have', 'just', 'recently', 'finally')) c--
  const hirer = at(c)
  if (hirer?.k !== 'C') return
  r.worksAt(person, hirer.ref, sentence, undefined, true)
  const previous = fromCompany(r, view, i + 2)
  if (previous && previous !== hirer.ref) r.leftFor(person, previous, hirer.ref, sentence)
}

/** "P was poached by C (from D)", "P has been hired by C": P works at C now. */
export const hiredByVerb: VerbRule = (r, view, cl) => {
  const { at, isW, sentence } = view
  const { v, subjects } = cl
  if (!(isW(v, ...HIRED) && isW(v + 1, 'by') && isW(v - 1, 'was', 'been', 'is', 'got', 'were'))) return false
  const company = r.companyAt(at(v + 2))
  if (!company) return false
  const previous = fromCompany(r, view, v + 3)
  for (const s of subjects) {
    const before = previous ?? r.employerOf(s)
    if (before && before !== company) r.leftFor(s, before, company, sentence)
    r.worksAt(s, company, sentence, undefined, true)
  }
  return true
}

/** "Sofía has hired Diego Morales into her analytics group (at Andina Retail)": Diego reports to Sofía. */
export const hiredIntoTeamVerb: VerbRule = (r, view, cl) => {
  const { at, isW, sentence } = view
  const { v, subject } = cl
  const person = view.personAt(v + 1)
  // "Gabriela hired Matías at Santiago Wines years ago": whoever hired someone knows them.
  if (isW(v, 'hired', 'recruited', 'mentored') && person && !isW(v + 2, 'into', 'onto', 'to', 'for', 'in')) {
    // Not a hire into the team now ("Sakura hired Dmitri from Marriott", "hired Pablo Ruiz as controller", M9).
    if (person !== subject && !isW(v + 2, 'from', 'as')) r.knows(subject, person, sentence)
    cl.through = v + 1
    return true
  }
  if (!(isW(v, ...HIRED, 'brought', 'brings', 'moved') && person && isW(v + 2, 'into', 'onto', 'to', 'for', 'in')))
    return false
  let x = v + 3
  while (x < view.n && x < v + 7 && !isW(x, 'team', 'group', 'org', 'squad', 'department')) x++
  if (!isW(x, 'team', 'group', 'org', 'squad', 'department') || !isW(v + 3, 'her', 'his', 'their', 'my', 'the'))
    return false
  if (person === subject) return true
  r.report(person, subject, sentence)
  const company = isW(x + 1, 'at') ? r.companyAt(at(x + 2)) : r.employerOf(subject)
  if (company) {
    r.worksAt(subject, company, sentence)
    r.worksAt(person, company, sentence, undefined, true)
  }
  cl.through = v + 1
  return true
}

const JOB = ['job', 'role', 'position', 'post', 'offer']

/** "has taken a job as CFO of Saimaa Energy", "took a new role at Kite Labs", "accepted a position with C". */
export const newJobVerb: VerbRule = (r, view, cl) => {
  const { at, isW, titleWithCompany, sentence } = view
  const { v, subjects } = cl
  if (!isW(v, 'taken', 'took', 'takes', 'accepted', 'accepts', 'landed', 'lands', 'started', 'starts', 'begins'))
    return false
  let w = v + 1
  if (isW(w, 'a', 'an', 'the', 'her', 'his', 'their')) w++
  if (isW(w, 'new', 'senior', 'full-time', 'permanent')) w++
  // "has taken up a post at C".
  if (isW(v, 'taken', 'took', 'takes') && isW(v + 1, 'up') && isW(v + 2, 'a', 'an', 'the')) w = v + 3
  if (!isW(w, ...JOB)) return false
  w++
  let company: CompanyState | undefined
  let title: string | undefined
  // "has accepted an offer from Main Capital".
  if (isW(w, 'at', 'with', 'in', 'from') && r.companyAt(at(w + 1))) company = r.companyAt(at(w + 1))
  else if (isW(w, 'as')) {
    const t = titleWithCompany(w + 1)
    title = t?.title
    company = t?.company ?? (t && isW(t.next, 'at', 'with') ? r.companyAt(at(t.next + 1)) : undefined)
  }
  if (!company) return true
  for (const s of subjects) r.worksAt(s, company, sentence, title, true)
  return true
}

/** "Welcome Nomvula Khumalo to Ubuntu Health!", "please welcome P to the Kite Labs team": P has joined. */
export function welcomeAt(r: Reader, view: View, i: number): void {
  const { at, isW, sentence } = view
  if (!isW(i, 'welcome', 'welcoming')) return
  const person: PersonState | undefined = view.personAt(i + 1)
  if (person && isW(i + 2, 'as')) welcomeAs(r, view, i + 3, person)
  if (!person || !isW(i + 2, 'to', 'aboard')) return
  const c = isW(i + 3, 'the') ? i + 4 : i + 3
  const company = at(c)?.k === 'C' || isW(c, 'our') ? r.companyAt(at(c)) : undefined
  if (company) r.worksAt(person, company, sentence, undefined, true)
}
