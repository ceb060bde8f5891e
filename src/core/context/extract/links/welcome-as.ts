/*
 * "We're delighted to welcome Hye-jin Park as Director of International Admissions at Westbourne
 * College" (issue 27, E8): a welcome with the title first and the company after it, where hires.ts
 * reads "welcome P to C". The person has joined the company the title names. "welcome P as our new
 * digital editor" is the writer's company; a title an outsider holds ("as our new adviser") stands back.
 */
import type { PersonState } from '../elements.js'
import { outsiderTitle } from '../outsiders.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Reads "welcome P as TITLE at/of C" and "welcome P as our TITLE", the title at x (after "as"). */
export function welcomeAs(r: Reader, view: View, x: number, person: PersonState): void {
  const { at, isW, titleWithCompany } = view
  const t = titleWithCompany(isW(x, 'a', 'an', 'the') ? x + 1 : x)
  if (!t || outsiderTitle(t.title)) return
  let company = t.company
  // "Director of International Admissions at C": the title's own words, then "at C".
  for (let k = x + 1; !company && k < x + 8 && at(k)?.k === 'W'; k++)
    if (isW(k, 'at', 'with') && at(k + 1)?.k === 'C') company = r.companyAt(at(k + 1))
  if (company) r.worksAt(person, company, view.sentence, t.title, true)
}
