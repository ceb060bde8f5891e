/*
 * The line rules of lists and cards (issue 27), read together near the end of a sentence: a company's
 * list of people, a CRM account's contact bullets, a company's own meeting over label lines, and a
 * card's owner. One call keeps readLinks within its size.
 */
import type { Reader } from '../reader.js'
import { accountListLine } from './account-lists.js'
import { cardOwnerLine } from './card-owners.js'
import { companyListLine } from './company-lists.js'
import { labelListLine } from './internal-meetings.js'
import { namesDashCompany } from './names-dash-company.js'
import type { View } from './view.js'

/** Reads one line as a list's or a card's line. */
export function listLines(r: Reader, view: View): void {
  companyListLine(r, view)
  namesDashCompany(r, view)
  accountListLine(r, view)
  labelListLine(r, view)
  cardOwnerLine(r, view)
}
