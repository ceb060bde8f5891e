/*
 * Reporting: who reports to whom. "X reports to P", "reports to the CEO, P", "X manages P",
 * "X's manager is P", "his boss is the CRO, P", "her manager, P".
 */
import type { CompanyState, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { Clause, View, VerbRule } from './view.js'

/** "X reports to P", "reports to the CEO, P", "reports to me". */
export const reportsVerb: VerbRule = (r, view, cl) => {
  const { at, isW, isX, titleWithCompany, sentence } = view
  const { v, subjects } = cl
  if (
    !(
      isW(v, 'reports', 'report', 'reporting', 'reported') &&
      isW(v + 1, 'to', 'into') &&
      (at(v + 2)?.k === 'P' || isW(v + 2, 'me') || titleWithCompany(v + 2))
    )
  )
    return false
  let m = v + 2
  const t = at(m)?.k === 'P' ? undefined : titleWithCompany(m)
  if (t) m = isX(t.next, ',') ? t.next + 1 : t.next
  const manager = isW(m, 'me') ? r.me : at(m)?.k === 'P' ? (at(m) as { ref: PersonState }).ref : undefined
  if (manager && t) r.worksAt(manager, t.company, sentence, t.title)
  if (manager) for (const s of subjects) r.report(s, manager, sentence)
  return true
}

/** "X manages P". */
export const managesVerb: VerbRule = (r, view, cl) => {
  const { at, isW, sentence } = view
  const { v, subject } = cl
  if (!(isW(v, 'manages', 'managing', 'manage', 'managed', 'leads') && at(v + 1)?.k === 'P')) return false
  r.report((at(v + 1) as { ref: PersonState }).ref, subject, sentence)
  return true
}

/** "X's manager is P". */
export const possManagerVerb: VerbRule = (r, view, cl) => {
  const { at, isW, sentence } = view
  const { e, k, subject } = cl
  if (!(e.k === 'P' && e.poss && isW(k, 'manager', 'boss', 'supervisor') && isW(k + 1, 'is') && at(k + 2)?.k === 'P'))
    return false
  r.report(subject, (at(k + 2) as { ref: PersonState }).ref, sentence)
  return true
}

/** "his boss is the CRO, Dana Fox" / "her manager, Ingrid Solberg,". */
export function bossAt(r: Reader, view: View, i: number): void {
  const { at, isW, isX, titleWithCompany, sentence, elements } = view
  const boss = at(i + 1)
  const isBoss =
    isW(i + 1, 'boss', 'manager', 'supervisor') ||
    (boss?.k === 'T' && /^(manager|boss|supervisor|line manager)$/i.test(boss.title))
  if (isW(i, 'his', 'her', 'my') && isBoss && (r.lastPerson || isW(i, 'my'))) {
    let w = i + 2
    // "his manager at Teranga Telecom is Aminata Ba": she works there too.
    const company = isW(w, 'at') && at(w + 1)?.k === 'C' ? (at(w + 1) as { ref: CompanyState }).ref : undefined
    if (company) w += 2
    if (isW(w, 'is', 'was')) w++
    if (isX(w, ',')) w++
    const t = titleWithCompany(w)
    if (t) w = isX(t.next, ',') ? t.next + 1 : t.next
    const report = isW(i, 'my')
      ? myself(r, view, i)
      : elements.slice(view.bodyStart, i).some((x) => x.k === 'P')
        ? r.lastPersonBefore(elements, i)
        : r.previousPerson
    const manager = view.personAt(w)
    if (manager && company) r.worksAt(manager, company, sentence)
    if (manager && report && report !== manager) r.report(report, manager, sentence)
  }
}

/** Who "my" is: the speaker of a chat line, the person who "said" it ("Hemi said "my manager ..."), else the writer. */
export function myself(r: Reader, view: View, i: number): PersonState {
  if (view.speaker) return view.speaker
  for (let x = i - 1; x > view.bodyStart && x >= i - 4; x--)
    if (view.isW(x, 'said', 'says', 'wrote', 'writes', 'told', 'explained', 'mentioned')) {
      const who = view.personAt(x - 1)
      if (who) return who
    }
  return r.me
}
