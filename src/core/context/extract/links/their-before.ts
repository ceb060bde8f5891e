/*
 * "their CTO is Rodrigo Quispe — he was my manager at Yachay Labs" (issue 27, W17): "their" looks
 * back, to the company in play before the sentence (Chalkline Learning, asked about a line above),
 * not to one the same sentence names only after it. The sentence's first pass moves the company in
 * play on to every company it names, so a rule read after it would take "their" for Yachay Labs.
 */
import type { CompanyState } from '../elements.js'
import type { Reader } from '../reader.js'
import { theirCompany } from '../their-company.js'
import type { View } from './view.js'

/** The company "their"/"its" at i means when the one read for it is named only later in the sentence. */
export function theirBefore(
  r: Reader,
  view: View,
  i: number,
  company: CompanyState | undefined,
): CompanyState | undefined {
  if (!company || !view.isW(i, 'their', 'its')) return company
  let before = false
  let after = false
  for (let x = 0; x < view.n; x++) {
    const e = view.elements[x]!
    if (e.k === 'C' && e.ref === company) {
      if (x < i) before = true
      else after = true
    }
  }
  if (before || !after) return company
  return theirCompany(view.inPlayBefore, (c) => c === r.writer || r.employerOf(r.me) === c, r.companies)
}
