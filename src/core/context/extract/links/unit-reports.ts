/*
 * A unit that reports to someone, standing for its lead (issue 27, M9: t698 and t990 of two writers'
 * batches): "Accounts Payable (led by Xochitl Ramírez) rolls up to our new Controller, Diego
 * Castañeda", "the sourcing team now reports directly to the CEO, Selin Aksoy" where the text named
 * "Zeynep Çelik, Sourcing Director". The lead reports to the one named; a team whose lead the text
 * does not name (or names twice) says nothing.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Reads "U (led by P) rolls up to Q" and "the <word> team reports to Q": P (or the <word> lead) reports to Q. */
export function unitReports(r: Reader, view: View): void {
  const { isW } = view
  for (let v = view.bodyStart + 2; v + 2 < view.n; v++) {
    const to =
      isW(v, 'rolls') && isW(v + 1, 'up') ? v + 2 : isW(v, 'reports') ? (isW(v + 1, 'directly') ? v + 2 : v + 1) : -1
    if (to < 0 || !isW(to, 'to', 'into')) continue
    const manager = managerAfter(view, to + 1)
    const lead = manager && leadBefore(r, view, v)
    if (lead && manager && lead !== manager) r.report(lead, manager, view.sentence)
    return
  }
}

/** "Diego Castañeda", "our new Controller, Diego Castañeda", "the CEO, Selin Aksoy". */
function managerAfter(view: View, k: number): PersonState | undefined {
  let m = k
  while (m < k + 3 && view.isW(m, 'our', 'the', 'their', 'new', 'interim')) m++
  if (view.at(m)?.k === 'T') m += view.isX(m + 1, ',') ? 2 : 1
  return view.personAt(m)
}

/** The unit's lead before `v`: "(led by P)", or the one person whose title holds the word of "the <word> team". */
function leadBefore(r: Reader, view: View, v: number): PersonState | undefined {
  const { isW, isX, at } = view
  let x = v - 1
  if (isW(x, 'directly')) x--
  if (isW(x, 'now', 'also')) x--
  if (isX(x, ')') && view.personAt(x - 1) && isW(x - 2, 'by') && isW(x - 3, 'led', 'run', 'headed'))
    return view.personAt(x - 1)
  const word = at(x - 1)
  if (!isW(x, 'team', 'function', 'group') || word?.k !== 'W' || !isW(x - 2, 'the') || word.w.length < 4)
    return undefined
  let lead: PersonState | undefined
  for (const p of r.people.values()) {
    if (!p.title || !p.title.toLowerCase().includes(word.w)) continue
    if (lead) return undefined
    lead = p
  }
  return lead
}
