/*
 * Someone a firm sends, named after their role and the firm (issue 27, N1): "a recruiter from
 * Talentbridge, Rachel Osei, pinged me", "the journalist from TechCentral, Thandiwe Mokoena, called".
 * The name in apposition works at the firm (business-slots.ts reads the firm itself).
 */
import type { CompanyState } from '../elements.js'
import { SENT_ROLES } from '../business-slots.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Reads each "<role> from C, P," of the sentence into P works at C. */
export function sentByFirm(r: Reader, view: View): void {
  const { at, isW, isX, n } = view
  for (let x = 0; x + 4 < n; x++) {
    const role = at(x)
    const word = role?.k === 'W' ? role.w : role?.k === 'T' ? role.title.toLowerCase() : ''
    if (!SENT_ROLES.has(word) || !isW(x + 1, 'from') || at(x + 2)?.k !== 'C') continue
    if (!isX(x + 3, ',')) continue
    const person = view.personAt(x + 4)
    if (person && (x + 5 >= n || isX(x + 5, ',', '.', ';')))
      r.worksAt(person, (at(x + 2) as { ref: CompanyState }).ref, view.sentence)
  }
}
