/*
 * A new employer told as announcements tell it, where the verb alone would read as something else:
 * "is back at Polar Instruments (after two years at Siemens)" is a return, not a visit, when it is a
 * company; "has been hired away by Dragon Semiconductors" is a move, where "hired by" is a first job
 * as far as the text says. The former employer "after two years at Siemens", "his last day at D" is
 * read by the former-job patterns and set beside the new one.
 */
import { HIRED } from './hires.js'
import type { VerbRule } from './view.js'

/** "Lars Eriksson is back at Polar Instruments", "is back with C": works there again. */
export const backAtVerb: VerbRule = (r, view, cl) => {
  const { at, isW } = view
  const { v, subjects } = cl
  if (!(isW(v, 'back') && isW(v - 1, 'is', 'are', 'now') && isW(v + 1, 'at', 'with'))) return false
  const c = at(v + 2)
  const company = c?.k === 'C' && !c.poss ? r.companyAt(c) : undefined
  if (!company) return false
  const title = isW(v + 3, 'as') ? view.titleWithCompany(v + 4)?.title : undefined
  for (const s of subjects) r.worksAt(s, company, view.sentence, title, true)
  return true
}

/** "Wei Zhang has been hired away by Dragon Semiconductors", "was poached away by C": left for C. */
export const hiredAwayByVerb: VerbRule = (r, view, cl) => {
  const { at, isW } = view
  const { v, subjects } = cl
  if (!(isW(v, ...HIRED) && isW(v + 1, 'away') && isW(v + 2, 'by'))) return false
  const c = at(v + 3)
  const company = c?.k === 'C' && !c.poss ? r.companyAt(c) : undefined
  if (!company) return false
  // "(away) from D" after the new employer: where they were.
  const from = isW(v + 4, 'from') ? r.companyAt(at(v + 5)) : undefined
  for (const s of subjects) {
    const previous = from ?? r.employerOf(s)
    if (previous !== company) r.leftFor(s, previous, company, view.sentence)
    r.worksAt(s, company, view.sentence, undefined, true)
  }
  return true
}
