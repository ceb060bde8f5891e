/*
 * Reporting that is over, which leaves two people who know each other, not a reporting line: "Ben
 * reported to Ana at Vela Foods until 2022", "Ana managed Ben there years ago", "Ana was my manager at
 * Google", "used to manage me"; and "After Vela Foods, Ben Okoro joined Tern Bank" (a job left).
 */
import type { Reader } from '../reader.js'
import { EXTRACTION_LIMITS } from '../types.js'
import { myself } from './reporting.js'
import type { View, VerbRule } from './view.js'

const MONTHS = 'january february march april may june july august september october november december'.split(' ')

/** Whether the clause from k on says its time is over: "until 2022", "until March", "years ago", "back in 2019". */
function overAfter(view: View, k: number): boolean {
  const { isW, isX } = view
  for (let x = k; x < view.n && x <= k + 10; x++) {
    if (isX(x, '.', ';', '!', '?')) return false
    const next = view.at(x + 1)
    const year = next?.k === 'N' || (next?.k === 'W' && /^(19|20)\d\d$/.test(next.w))
    if (isW(x, 'until', 'till') && (year || isW(x + 1, ...MONTHS))) return true
    if (isW(x, 'back') && isW(x + 1, 'in')) return true
    if (isW(x, 'ago') && isW(x - 1, 'years', 'months', 'decades')) return true
  }
  return false
}

/** "Ben reported to Ana Costa until 2022", "Ana managed Ben years ago": over, so they only know each other. */
export const pastReportingVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  const { v, subjects } = cl
  let o = -1
  if (isW(v, 'reported') && isW(v + 1, 'to')) o = v + 2
  else if (isW(v, 'managed', 'supervised')) o = v + 1
  const other = o < 0 ? undefined : view.objectAt(o, subjects)
  if (!other || !overAfter(view, o + 1)) return false
  for (const s of subjects) if (s !== other) r.knows(s, other, view.sentence)
  return true
}

/** "Ana Costa used to manage me": the writer knows her; she is no manager now. */
export const usedToManageMeVerb: VerbRule = (r, view, cl) => {
  const { isW } = view
  const { v, subjects } = cl
  if (!(isW(v, 'used') && isW(v + 1, 'to') && isW(v + 2, 'manage', 'supervise') && isW(v + 3, 'me'))) return false
  const me = myself(r, view, v)
  for (const s of subjects) if (s !== me) r.knows(s, me, view.sentence)
  return true
}

/** At "was": "Ana Costa was my manager at Google": the writer (or chat speaker) knows her. */
export function wasMyManagerAt(r: Reader, view: View, i: number): void {
  const { isW } = view
  // "Karim Mansour used to be my manager at Tessellate", "was my old boss" too (M9).
  const my = isW(i, 'used') && isW(i + 1, 'to') && isW(i + 2, 'be') ? i + 3 : i + 1
  const m = isW(my + 1, 'old', 'former') ? my + 2 : my + 1
  const role = view.at(m)
  // "manager" may read as a title.
  const manager =
    isW(m, 'manager', 'boss', 'supervisor') || (role?.k === 'T' && /^(manager|boss|supervisor)$/i.test(role.title))
  if (!isW(i, 'was', 'used') || !isW(my, 'my') || !manager) return
  const person = view.personAt(i - 1)
  const me = myself(r, view, i)
  if (person && person !== me) r.knows(person, me, view.sentence)
}

/** At "after" opening a sentence: "After Vela Foods, Ben Okoro joined Tern Bank": a job the person left. */
export function afterCompanyAt(r: Reader, view: View, i: number): void {
  const { isW, isX } = view
  if (i !== view.bodyStart || !isW(i, 'after')) return
  const e = view.at(i + 1)
  const person = view.personAt(i + 3)
  if (e?.k !== 'C' || !isX(i + 2, ',') || !person) return
  if (!isW(i + 4, 'joined', 'moved', 'went', 'switched')) return
  if (r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person, company: e.ref })
}
