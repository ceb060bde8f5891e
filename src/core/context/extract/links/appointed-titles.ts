/*
 * A title given with no "to" or "as" before it (issue 27, W18): "Dr. Abena Mensah has been appointed
 * Deputy Director for Disease Surveillance", "Kofi was named Head of Ops at C". The title (with its
 * company, or none: then the company in play, as a title alone places) is the subject's now.
 */
import type { VerbRule } from './view.js'

/** "(has been) appointed|named|elected TITLE ...". */
export const appointedTitleVerb: VerbRule = (r, view, cl) => {
  const { at, isW, titleWithCompany, sentence } = view
  const { v, subjects } = cl
  if (!isW(v, 'appointed', 'named', 'elected') || at(v + 1)?.k !== 'T') return false
  const t = titleWithCompany(v + 1)
  if (!t) return false
  for (const s of subjects) if (s !== r.me) r.worksAt(s, t.company, sentence, t.title, !isW(v, 'elected'))
  return true
}
