/*
 * How someone arrived, at a company or in the writer's inbox, in phrasings the other families do
 * not read: introductions ("were put in touch with P by Q", "Q sent P our way", "because Q told her
 * about us") and moves ("made the jump from B to C", "handed in her notice at B and starts at C",
 * "her next role is COO at C").
 */
import type { CompanyState, PersonState } from '../elements.js'
import { EXTRACTION_LIMITS } from '../types.js'
import type { Reader } from '../reader.js'
import type { View, VerbRule } from './view.js'

/** "We were put in touch with Stefan Ionescu (...) by Mihai Popa": at "put"; Mihai introduced Stefan. */
export function putInTouchByAt(r: Reader, view: View, i: number): void {
  const { isW } = view
  if (!isW(i - 1, 'were', 'was', 'been', 'got', 'get')) return
  if (!(isW(i + 1, 'in') && isW(i + 2, 'touch', 'contact') && isW(i + 3, 'with'))) return
  const person = view.personAt(i + 4)
  if (!person) return
  for (let x = i + 5; x < view.n && x <= i + 16; x++) {
    if (view.isX(x, '.', ';')) return
    const by = isW(x, 'by') ? view.personAt(x + 1) : undefined
    if (by && by !== person) return r.introduced(person, by, view.sentence)
  }
}

/** "Rahul Mehta, who sent Anjali Desai our way": at "sent"; Rahul introduced Anjali. */
export function sentOurWayAt(r: Reader, view: View, i: number): void {
  const { isW } = view
  const person = view.personAt(i + 1)
  if (!person || !isW(i + 2, 'our', 'my') || !isW(i + 3, 'way')) return
  // The one who sent: named before, across a ", who".
  const by = r.lastPersonBefore(view.elements, i)
  if (by && by !== person) r.introduced(person, by, view.sentence)
}

/** "Aiyana reached out because Dale Whitehorse told her about us": at "told"; Dale introduced her. */
export function toldAboutUsAt(r: Reader, view: View, i: number): void {
  const { isW } = view
  const by = view.personAt(i - 1)
  if (!by || !isW(i + 1, 'her', 'him', 'them') || !isW(i + 2, 'about') || !isW(i + 3, 'us')) return
  if (!isW(i - 2, 'because', 'after', 'since', 'when')) return
  const person = r.lastPersonBefore(view.elements, i - 2)
  if (person && person !== by) r.introduced(person, by, view.sentence)
}

/** "Giorgos arranged a call between us and Katerina Dimitriou": Giorgos introduced her. */
export const arrangedBetweenVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  const { v, subject } = cl
  if (!isW(v, 'arranged', 'arranges', 'set', 'sets', 'organised', 'organized', 'booked', 'brokered')) return false
  for (let x = v + 1; x < view.n && x <= v + 5; x++) {
    if (!isW(x, 'between')) continue
    // "between us and P" or "between P and us".
    const person = isW(x + 1, 'us', 'me') && isW(x + 2, 'and') ? view.personAt(x + 3) : view.personAt(x + 1)
    const us = isW(x + 1, 'us', 'me') || (isW(x + 2, 'and') && isW(x + 3, 'us', 'me'))
    if (person && us && person !== subject) r.introduced(person, subject, view.sentence)
    return true
  }
  return false
}

/** What a note says someone set up: a call, a meeting, a meal. */
const MET = ['call', 'meeting', 'intro', 'chat', 'lunch', 'coffee', 'dinner', 'breakfast']

/** "First call with Bilal Ahmed (Indus Logistics), set up by Sana Javed": at "set"; Sana introduced Bilal. */
export function setUpByAt(r: Reader, view: View, i: number): void {
  const { isW } = view
  const by = isW(i + 1, 'up') && isW(i + 2, 'by') ? view.personAt(i + 3) : undefined
  if (!by || (!isW(i - 1, ...MET) && !view.isX(i - 1, ','))) return
  // The people the call was with: "call / meeting / lunch with P (and Q)" earlier in the sentence.
  for (let x = view.bodyStart; x < i; x++)
    if (isW(x, ...MET) && isW(x + 1, 'with') && view.personAt(x + 2)) {
      for (let y = x + 2; y < i; y++) {
        const person = view.personAt(y)
        if (person && person !== by) r.introduced(person, by, view.sentence)
      }
      return
    }
}

/** "has now settled at Morava Steel as COO", "landed at C": a new job. */
export const settledAtVerb: VerbRule = (r, view, cl) => {
  const { at, isW } = view
  const { v, subjects } = cl
  if (!(isW(v, 'settled', 'landed') && isW(v + 1, 'at', 'with', 'in'))) return false
  const company = r.companyAt(at(v + 2))
  if (!company) return false
  const title = isW(v + 3, 'as') ? view.titleWithCompany(v + 4)?.title : undefined
  for (const s of subjects) r.worksAt(s, company, view.sentence, title, true)
  return true
}

/** "Isabela Rocha is no longer with Amazonas Bank": at "longer"; a former employer, set beside a new one. */
export function noLongerAt(r: Reader, view: View, i: number): void {
  const { at, isW } = view
  if (!isW(i - 1, 'no') || !isW(i + 1, 'with', 'at')) return
  const company = r.companyAt(at(i + 2))
  const person = r.lastPersonBefore(view.elements, i)
  if (company && person && r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person, company })
}

/** "X made the jump from B to C". */
export const madeTheJumpVerb: VerbRule = (r, view, cl) => {
  const { at, isW } = view
  const { v, subjects } = cl
  if (!(isW(v, 'made', 'makes', 'making') && isW(v + 1, 'the') && isW(v + 2, 'jump', 'move', 'switch', 'leap')))
    return false
  // "made the jump to Bengal Biotech": a move, from wherever the text had them.
  const to = isW(v + 3, 'to', 'over')
    ? r.companyAt(at(isW(v + 3, 'over') && isW(v + 4, 'to') ? v + 5 : v + 4))
    : undefined
  if (to) for (const s of subjects) moved(r, view, [s], r.employerOf(s), to)
  if (!isW(v + 3, 'from')) return true
  const previous = r.companyAt(at(v + 4))
  const next = isW(v + 5, 'to', 'over') ? r.companyAt(at(isW(v + 6, 'to') ? v + 7 : v + 6)) : undefined
  if (previous && next && previous !== next) moved(r, view, subjects, previous, next)
  return true
}

/** "Freya Wilson has handed in her notice at Tyne Energy and starts at Wear Power in June". */
export const handedInNoticeVerb: VerbRule = (r, view, cl) => {
  const { at, isW } = view
  const { v, subjects } = cl
  if (!(isW(v, 'handed', 'hands', 'handing', 'gave', 'given') && isW(v + 1, 'in', 'notice'))) return false
  const notice = isW(v + 1, 'notice') ? v + 1 : isW(v + 2, 'her', 'his', 'their') ? v + 3 : v + 2
  if (!isW(notice, 'notice')) return false
  const previous = isW(notice + 1, 'at') ? r.companyAt(at(notice + 2)) : undefined
  if (!previous) return true
  for (let x = notice + 3; x < view.n && x <= notice + 12; x++) {
    if (view.isX(x, '.', ';')) break
    const next = isW(x, 'starts', 'joins', 'start', 'join', 'starting', 'joining')
      ? r.companyAt(at(isW(x + 1, 'at', 'with') ? x + 2 : x + 1))
      : undefined
    if (next && next !== previous) return (moved(r, view, subjects, previous, next), true)
  }
  for (const s of subjects) if (r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person: s, company: previous })
  return true
}

/** "her next role is Chief Operating Officer at Rhône Dairy", "P's next job: CFO of C": at "next". */
export function nextRoleAt(r: Reader, view: View, i: number): void {
  const { at, isW, isX } = view
  if (!isW(i + 1, 'role', 'job', 'position', 'post', 'stop', 'gig', 'move')) return
  const w = isW(i + 2, 'is', 'will') ? (isW(i + 3, 'be') ? i + 4 : i + 3) : isX(i + 2, ':') ? i + 3 : -1
  if (w < 0) return
  const role = view.titleWithCompany(w)
  const company = role?.company ?? (isW(w, 'at', 'with') ? r.companyAt(at(w + 1)) : undefined)
  if (!company) return
  const owner = at(i - 1)
  const person =
    owner?.k === 'P' && owner.poss
      ? owner.ref
      : isW(i - 1, 'her', 'his', 'their')
        ? (r.lastPersonBefore(view.elements, i - 1) ?? r.previousSubject)
        : // "I'm leaving Fjord Foods. Next stop: Head of Supply at Nordlys Dairy!": the subject of the sentence before.
          // The writer's own ("I'm leaving ..."), when that sentence had no one else as its subject.
          i === view.bodyStart && isX(i + 2, ':')
          ? (r.previousSubject ?? r.me)
          : undefined
  if (!person) return
  r.worksAt(person, company, view.sentence, role?.title, true)
  r.leftFor(person, undefined, company, view.sentence)
}

/** A move from one company to another: the left-for link and the new job. */
function moved(
  r: Reader,
  view: View,
  people: PersonState[],
  previous: CompanyState | undefined,
  next: CompanyState,
): void {
  for (const s of people) {
    if (previous !== next) r.leftFor(s, previous, next, view.sentence)
    r.worksAt(s, next, view.sentence, undefined, true)
  }
}
