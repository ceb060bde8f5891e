/*
 * What an appositive after a name says besides a title: a former employer (", formerly of Orbis
 * Labs,", "(previously at Orbis Labs)"), an acquaintance (", an old colleague of Lea Vogel,") or a job
 * no title names (", a lawyer at Philip Morris,").
 * The clause's verb stands after it, so reading it also lets the verb rules see the verb.
 */
import type { CompanyState, PersonState } from '../elements.js'
import { ALUMNI_NOUNS } from '../cues.js'
import { EXTRACTION_LIMITS } from '../types.js'
import type { Reader } from '../reader.js'
import type { Clause, View } from './view.js'
import { ROLE_NOUNS } from '../employer-slots.js'
import { managerAppositive } from './manager-appositives.js'

const FORMERLY = ['formerly', 'previously', 'once', 'ex']
const ACQUAINTANCE = ['colleague', 'coworker', 'co-worker', 'friend', 'classmate', 'teammate', 'mentor', 'mentee']
const FONDLY = ['old', 'close', 'good', 'longtime', 'long-time', 'former', 'dear', 'trusted', 'great']

/** Reads an appositive at cl.k and returns where the clause goes on after it (cl.k when there is none). */
export function appositiveAfter(r: Reader, view: View, cl: Clause): number {
  const { at, isW, isX } = view
  const k = cl.k
  if (!isX(k, ',', '(', '—', '–')) return k
  // "Tom Lee — formerly of Acme Corp — joins ...": a dash closes what a dash opens.
  const close = isX(k, '(') ? ')' : isX(k, '—', '–') ? (view.at(k) as { p: string }).p : ','
  let w = k + 1
  if (isW(w, ...FORMERLY)) {
    w++
    // ", formerly CFO of Addis Leather Works,": the title the former job had (W18).
    if (at(w)?.k === 'T' && isW(w + 1, 'of', 'at', 'with')) w++
    if (isW(w, 'of', 'at', 'with')) w++
    const company = at(w)
    if (company?.k !== 'C') return k
    for (const s of cl.subjects)
      if (r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person: s, company: company.ref as CompanyState })
    return isX(w + 1, close) ? w + 2 : w + 1
  }
  // ", David Kim's manager," / "(David Kim's boss)": David reports to the subject.
  const owner = at(w)
  const role = at(w + 1)
  if (
    owner?.k === 'P' &&
    owner.poss &&
    (isW(w + 1, 'manager', 'boss', 'supervisor') ||
      (role?.k === 'T' && /^(manager|boss|supervisor)$/i.test(role.title)))
  ) {
    if (owner.ref !== cl.subject) r.report(owner.ref, cl.subject, view.sentence)
    return isX(w + 2, close) ? w + 3 : w + 2
  }
  // ", the manager of Anna Lindqvist at Nordbank,": Anna reports to the subject (manager-appositives.ts).
  const managed = managerAppositive(r, view, cl, w, close)
  if (managed !== undefined) return managed
  if (isW(w, 'a', 'an', 'my', 'our', 'his', 'her', 'their')) w++
  // ", a former Nubank exec,", ", a Deloitte alum,": a former employer.
  const alumni = isW(w, 'former') ? w + 1 : w
  if (at(alumni)?.k === 'C' && isW(alumni + 1, ...ALUMNI_NOUNS)) {
    const company = (at(alumni) as { ref: CompanyState }).ref
    for (const s of cl.subjects) if (r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person: s, company })
    return isX(alumni + 2, close) ? alumni + 3 : alumni + 2
  }
  // ", a lawyer at Philip Morris,": a job no title names, and where it is.
  const job = at(w)
  if (job?.k === 'W' && ROLE_NOUNS.has(job.w) && isW(w + 1, 'at') && at(w + 2)?.k === 'C' && isX(w + 3, close)) {
    for (const s of cl.subjects) r.worksAt(s, r.companyAt(at(w + 2)), view.sentence)
    return w + 4
  }
  while (isW(w, ...FONDLY)) w++
  if (!(isW(w, ...ACQUAINTANCE) && isW(w + 1, 'of') && at(w + 2)?.k === 'P')) return k
  const other = (at(w + 2) as { ref: PersonState }).ref
  if (other !== cl.subject) r.knows(cl.subject, other, view.sentence)
  return isX(w + 3, close) ? w + 4 : w + 3
}
