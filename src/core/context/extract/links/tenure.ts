/*
 * A tenure (W10): "Suresh has been with Kaveri Logistics for six years", "she's been with Lumen
 * since 2019". "Has been with C" alone may be a meeting ("has been with the client all day"); a
 * company, then "for" or "since", says how long the subject has worked there: a works-at link.
 */
import type { VerbRule } from './view.js'

/** "has been with C for ...", "'s been with C since ...": the subject works at C. */
export const tenureVerb: VerbRule = (r, view, cl) => {
  const { isW, at } = view
  // The verb stands after the auxiliaries ("has been" are both skipped) or at "been".
  const w = isW(cl.v, 'with') ? cl.v : isW(cl.v, 'been') && isW(cl.v + 1, 'with') ? cl.v + 1 : -1
  if (w < 0 || !isW(w - 1, 'been')) return false
  const company = r.companyAt(at(w + 1))
  if (company === undefined || !isW(w + 2, 'for', 'since')) return false
  for (const s of cl.subjects) r.worksAt(s, company, view.sentence)
  return true
}
