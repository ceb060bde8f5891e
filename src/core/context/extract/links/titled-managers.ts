/*
 * A manager named after a title with a department of plain words (issue 27, W18): "He will report to
 * our Director of Flight Operations, Malia Toleafoa" (the department read as no company). The title,
 * "of"/"for" and up to three plain words, then a comma and the person: the subjects report to them.
 */
import type { VerbRule } from './view.js'

/** How many plain words a department after the title may have. */
const WORDS = 3

/** "report(s) to (our|the|their) TITLE of <words>, P". */
export const reportsToTitledVerb: VerbRule = (r, view, cl) => {
  const { at, isW, isX } = view
  const { v, subjects } = cl
  if (!isW(v, 'reports', 'report', 'reporting') || !isW(v + 1, 'to')) return false
  let m = isW(v + 2, 'our', 'the', 'their', 'my') ? v + 3 : v + 2
  if (at(m)?.k !== 'T' || !isW(m + 1, 'of', 'for')) return false
  m += 2
  const from = m
  while (m < view.n && m - from < WORDS && at(m)?.k === 'W' && !isX(m, ',')) m++
  if (m === from || !isX(m, ',')) return false
  const manager = view.personAt(m + 1)
  if (!manager) return false
  for (const s of subjects) if (s !== manager && s !== r.me) r.report(s, manager, view.sentence)
  return true
}
