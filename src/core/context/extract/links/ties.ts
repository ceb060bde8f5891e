/*
 * Ties one person has to another, put after the verb the everyday way: knowing ("is married to P",
 * "got to know P at INSEAD", "is well acquainted with P", "grew up next door to P", "is on a
 * first-name basis with the CEO of C, P", "used to be my boss") and reporting ("rolls up to P", "is
 * accountable to P", "P's reporting line is to Q").
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { myself } from './reporting.js'
import type { View, VerbRule } from './view.js'

/**
 * Where a tie's other person stands after the verb at v, and what they are to the subject: known, a
 * manager, or someone the subject manages ("is the boss of P"); undefined for none.
 */
function tieAt(view: View, v: number): { w: number; manager: boolean; report?: boolean } | undefined {
  const { isW } = view
  // "owes Alberto Gil a favour", "gave him his first job", "sends his regards to P".
  if (isW(v, 'owes', 'owed', 'owe') && isW(v + 2, 'a', 'one') && isW(v + 3, 'favour', 'favor'))
    return { w: v + 1, manager: false }
  if (isW(v, 'gave', 'gives', 'give') && isW(v + 2, 'his', 'her', 'their') && isW(v + 3, 'first'))
    return isW(v + 4, 'job', 'break', 'role', 'chance') ? { w: v + 1, manager: false } : undefined
  if (isW(v, 'sends', 'sent', 'send') && isW(v + 1, 'his', 'her', 'their', 'warm', 'best') && isW(v + 2, 'regards'))
    return isW(v + 3, 'to') ? { w: v + 4, manager: false } : undefined
  // "is a reference for P", "was a referee for P".
  if (isW(v, 'a') && isW(v + 1, 'reference', 'referee') && isW(v + 2, 'for')) return { w: v + 3, manager: false }
  // "is the boss of Henry Wong", "is the (line) manager of P" (a title element), "takes direction from P".
  const of = isW(v, 'the') ? managerOfAt(view, v + 1) : undefined
  if (of !== undefined) return { w: of, manager: false, report: true }
  if (isW(v, 'takes', 'took', 'take') && isW(v + 1, 'direction', 'orders', 'instructions') && isW(v + 2, 'from'))
    return { w: v + 3, manager: true }
  if (isW(v, 'married', 'engaged') && isW(v + 1, 'to')) return { w: v + 2, manager: false }
  if (isW(v, 'got', 'get', 'gets') && isW(v + 1, 'to') && isW(v + 2, 'know')) return { w: v + 3, manager: false }
  const acquainted = isW(v, 'well', 'personally') ? v + 1 : v
  if (isW(acquainted, 'acquainted') && isW(acquainted + 1, 'with')) return { w: acquainted + 2, manager: false }
  if (isW(v, 'grew') && isW(v + 1, 'up') && isW(v + 2, 'next') && isW(v + 3, 'door') && isW(v + 4, 'to'))
    return { w: v + 5, manager: false }
  if (isW(v, 'lived', 'lives') && isW(v + 1, 'next') && isW(v + 2, 'door') && isW(v + 3, 'to'))
    return { w: v + 4, manager: false }
  if (isW(v, 'on') && isW(v + 1, 'a') && isW(v + 2, 'first-name') && isW(v + 3, 'basis') && isW(v + 4, 'with'))
    return { w: v + 5, manager: false }
  if (isW(v, 'rolls', 'rolled', 'roll') && isW(v + 1, 'up') && isW(v + 2, 'to', 'into'))
    return { w: v + 3, manager: true }
  if (isW(v, 'accountable', 'answerable') && isW(v + 1, 'to')) return { w: v + 2, manager: true }
  return undefined
}

/** A manager's noun: "manager", "boss", "supervisor", and as a title "Line Manager", "direct manager". */
const MANAGER_OF = /^((line|direct|immediate) )?(manager|boss|supervisor)$/i

/** Where the person stands after "manager of" at i ("boss of", "line manager of", "direct manager of"). */
export function managerOfAt(view: View, i: number): number | undefined {
  const { at, isW } = view
  const k = isW(i, 'line', 'direct', 'immediate') ? i + 1 : i
  const role = at(k)
  const noun = isW(k, 'boss', 'manager', 'supervisor') || (role?.k === 'T' && MANAGER_OF.test(role.title))
  return noun && isW(k + 1, 'of') ? k + 2 : undefined
}

/** "X is married to P", "X rolls up to P", each with a title before the name ("their CEO, P"). */
export const tiesVerb: VerbRule = (r, view, cl) => {
  const { v, subjects } = cl
  // "Yuto Kobayashi and Rina Shimizu move in the same circles" (other rules read "move" as a new job).
  if (subjects.length >= 2 && view.isW(v, 'move', 'moved', 'run', 'ran') && view.isW(v + 1, 'in'))
    if (view.isW(v + 2, 'the') && view.isW(v + 3, 'same')) {
      for (let x = 1; x < subjects.length; x++) r.knows(subjects[0]!, subjects[x]!, view.sentence)
      return true
    }
  const tie = tieAt(view, v)
  if (!tie) return usedToBeMy(r, view, cl.subject, v)
  let w = tie.w
  // "the CEO of Mersey Logistics, Paul Walker": the person the title names, who works there.
  const role = view.personAt(w) ? undefined : view.titleWithCompany(w)
  if (role && view.isX(role.next, ',') && view.personAt(role.next + 1)) w = role.next + 1
  const other = view.objectAt(w, subjects)
  // "is the manager of Nordic Rail", "of Anna Lindqvist's account": no one managed, so the title's rules read on.
  const named = view.at(w)
  if (tie.report && (!other || (named?.k === 'P' && named.poss))) return false
  if (!other) return true
  // "was the manager of P": a manager once, so they know each other (as "was P's manager" reads).
  const once = tie.report && view.isW(v - 1, 'was', 'been')
  // "is the manager of Anna Lindqvist at Nordbank": both work there, as the sentence says.
  const there = tie.report && !once && view.isW(w + 1, 'at') ? r.companyAt(view.at(w + 2)) : undefined
  if (role?.company && w === role.next + 1) r.worksAt(other, role.company, view.sentence, role.title)
  for (const s of subjects) {
    if (s === other) continue
    if (once) r.knows(s, other, view.sentence)
    else if (tie.report) r.report(other, s, view.sentence)
    else if (tie.manager) r.report(s, other, view.sentence)
    else r.knows(s, other, view.sentence)
  }
  if (there) for (const p of [...subjects, other]) r.worksAt(p, there, view.sentence)
  return true
}

/** "Lucía Ramos used to be my boss", "used to be my manager": a manager once, known to whoever "my" is. */
function usedToBeMy(r: Reader, view: View, subject: PersonState, v: number): boolean {
  const { isW } = view
  if (!(isW(v, 'used') && isW(v + 1, 'to') && isW(v + 2, 'be') && isW(v + 3, 'my'))) return false
  if (!isW(v + 4, 'boss', 'manager', 'supervisor', 'mentor', 'colleague', 'flatmate', 'roommate', 'neighbour'))
    return false
  const me = myself(r, view, v + 3)
  if (me !== subject) r.knows(subject, me, view.sentence)
  return true
}

/** "Sean Murphy (COO), and his number two, Aoife Kelly": at "his"; Aoife reports to Sean. */
export function numberTwoAt(r: Reader, view: View, i: number): void {
  const { isW, isX } = view
  const k = isW(i + 1, 'number') && isW(i + 2, 'two', '2') ? i + 3 : isW(i + 1, 'second-in-command') ? i + 2 : -1
  if (k < 0) return
  const report = view.personAt(isX(k, ',') ? k + 1 : k)
  const owner = r.lastPersonBefore(view.elements, i) ?? r.previousSubject
  if (report && owner && report !== owner) r.report(report, owner, view.sentence)
}

/** "Omar Sharif, Payments Analyst (reports to Rachel)": at "("; the person before reports to the one named. */
export function reportsInParensAt(r: Reader, view: View, i: number): void {
  const { isW } = view
  if (!isW(i + 1, 'reports', 'reporting') || !isW(i + 2, 'to', 'into')) return
  const manager = view.personAt(i + 3)
  const report = r.lastPersonBefore(view.elements, i)
  if (manager && report && manager !== report) r.report(report, manager, view.sentence)
}

/** "Jonas Petrauskas joined as Rūta Kazlauskienė's deputy": at "as"; Jonas reports to Rūta. */
export function joinedAsDeputyAt(r: Reader, view: View, i: number): void {
  const { at, isW } = view
  const owner = at(i + 1)
  if (!isW(i - 1, 'joined', 'joins', 'started', 'starts', 'returned', 'returns') || owner?.k !== 'P' || !owner.poss)
    return
  const role = at(i + 2)
  if (
    !isW(i + 2, 'deputy', 'assistant', 'right-hand') &&
    !(role?.k === 'T' && /^(deputy|assistant)$/i.test(role.title))
  )
    return
  const member = r.lastPersonBefore(view.elements, i - 1)
  if (member && member !== owner.ref) r.report(member, owner.ref, view.sentence)
}

/** "Kemal Aydın's reporting line is to Selin Çelik": at "reporting", after the possessive name. */
export function reportingLineAt(r: Reader, view: View, i: number): void {
  const { at, isW } = view
  const owner = at(i - 1)
  if (owner?.k !== 'P' || !owner.poss || !isW(i + 1, 'line') || !isW(i + 2, 'is', 'goes', 'runs')) return
  if (!isW(i + 3, 'to', 'into')) return
  let w = i + 4
  const role = view.personAt(w) ? undefined : view.titleWithCompany(w)
  if (role && view.isX(role.next, ',')) w = role.next + 1
  const manager = view.personAt(w)
  if (manager && manager !== owner.ref) r.report(owner.ref, manager, view.sentence)
  if (manager && role?.company) r.worksAt(manager, role.company, view.sentence, role.title)
}
