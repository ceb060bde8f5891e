/*
 * "Guðrún reports to their CFO, Einar Jónsson" (issue 27, W11, t1101-t1140): "their" there is the
 * company of the one who reports, when the text placed them, not the company named last (a
 * referrer's, a supplier's). A manager works where the report does.
 */
import type { CompanyState, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** The reports' one employer when the manager's title is "their ..." at elements[m]; else undefined. */
export function reportsCompany(
  r: Reader,
  view: View,
  m: number,
  subjects: readonly PersonState[],
): CompanyState | undefined {
  if (!view.isW(m, 'their')) return undefined
  const employers = new Set(subjects.map((s) => r.employerOf(s)))
  if (employers.size !== 1) return undefined
  return [...employers][0]
}
