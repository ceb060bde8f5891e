/*
 * Companies the finishing pass adds after every link is read, so that no link rule sees them (E7):
 * where two people knew each other (known-from-companies.ts) and schools where people study
 * (studied-schools.ts). Neither is anyone's employer in its sentence.
 */
import { addKnownFromCompanies } from './known-from-companies.js'
import type { Reader } from './reader.js'
import { addStudiedSchools } from './studied-schools.js'

/** Adds both kinds of company (see above). */
export function addAfterLinkCompanies(r: Reader): void {
  addKnownFromCompanies(r)
  addStudiedSchools(r)
}
