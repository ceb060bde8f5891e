/**
 * "their" in a text after the writer's own company was named: "Kemi Adeyemi, our COO here at Cobalt
 * Ridge, says she worked with their Chief Digital Officer" — "their" is the other company the text is
 * about (Marigold Insurance, named before), never the writer's own, which the text calls "our".
 */
import type { CompanyState } from './elements.js'

/** The company "their" stands for: the company in play, or, when that is the writer's own, the last other one named. */
export function theirCompany(
  inPlay: CompanyState | undefined,
  ours: (company: CompanyState) => boolean,
  companies: ReadonlyMap<string, CompanyState>,
): CompanyState | undefined {
  if (!inPlay || !ours(inPlay)) return inPlay
  let last: CompanyState | undefined
  for (const c of companies.values()) if (!ours(c)) last = c
  return last ?? inPlay
}
