/*
 * Reporting lines a list or a second predicate shares (issue 27, W18): "The district surveillance
 * officers, including Kwabena Ofori and Esi Appiah, will report to her" (every one listed after
 * "including" reports to the one after "to"; "her" is whom the sentence before was about), and "Bence Nagy takes over the dye house at C and
 * from now on reports to the COO, Gábor Szabó" (the one person before "and" reports to the one after
 * the title). Each look is bounded.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Words between "and" and "reports": "from now on", "now", "also". */
const BETWEEN = ['from', 'now', 'on', 'also', 'still', 'then', 'will', 'henceforth']
/** How far a look goes. */
const SPAN = 12

/** Reads one sentence for the two shapes of the module comment. */
export function includingReports(r: Reader, view: View): void {
  for (let i = view.bodyStart; i < view.n; i++) {
    if (view.isW(i, 'including') && view.personAt(i + 1)) includedList(r, view, i)
    else if (view.isW(i, 'reports', 'report') && view.isW(i + 1, 'to')) andReports(r, view, i)
  }
}

/** At "including": the people listed, and the manager the last one's reporting line in this sentence names. */
function includedList(r: Reader, view: View, i: number): void {
  const listed: PersonState[] = []
  let x = i + 1
  for (; x < view.n && x - i <= SPAN; x++) {
    const p = view.personAt(x)
    if (p) listed.push(p)
    else if (!view.isW(x, 'and') && !view.isX(x, ',')) break
  }
  if (listed.length < 2 || !view.isX(x - 1, ',')) return
  let v = x
  while (v < x + 3 && view.isW(v, 'will', 'now', 'also', 'all', 'both')) v++
  if (!view.isW(v, 'report', 'reports') || !view.isW(v + 1, 'to')) return
  // "to her": whom the sentence before was about ("Abena Mensah has been appointed ...").
  const manager = view.isW(v + 2, 'her', 'him') ? r.previousSubject : view.personAt(v + 2)
  if (manager) for (const p of listed) if (p !== manager) r.report(p, manager, view.sentence)
}

/** At "reports to": "P ... and from now on reports to the COO, Q": the one person before "and" reports to Q. */
function andReports(r: Reader, view: View, v: number): void {
  const { at, isW, isX } = view
  let a = v - 1
  while (a > view.bodyStart && v - a <= 4 && isW(a, ...BETWEEN)) a--
  if (!isW(a, 'and') || a === v - 1) return
  let m = isW(v + 2, 'the', 'our', 'their') ? v + 3 : v + 2
  if (at(m)?.k !== 'T' || !isX(m + 1, ',')) return
  m += 2
  const manager = view.personAt(m)
  const before = view.peopleHere.filter((p) => p !== manager)
  let subject: PersonState | undefined
  for (let x = view.bodyStart; x < a && !subject; x++) subject = view.personAt(x)
  if (manager && subject && before.length === 1 && before[0] === subject && subject !== r.me)
    r.report(subject, manager, view.sentence)
}
