/*
 * A company read as one word of capitals that names a business function, a trade or a technology
 * ("Seo-yeon, who manages the API team", "our product lead for FX tools") is a unit or a thing of
 * the company in play, no company of its own (E5, the tuning part's wrong companies across
 * batches). It is dropped with its links, unless an address's domain is its own.
 */
import type { Reader } from './reader.js'

/** Functions, trades and technologies written in capitals; none is a company's whole name. */
const FUNCTIONS = new Set(
  `api apis fx it hr qa ux ui ml ai bi erp crm seo sem sre ops devops pr kyc aml esg ir pmo okr okrs sla nda sso b2b
   b2c saas paas iaas gtm mvp poc cx dx vat gdpr iot ar vr etl sdk cms cfo ceo cto coo cio ciso cpo cmo`.split(/\s+/),
)

/** Drops the companies whose whole name is such a word (a look-up per company). */
export function dropFunctionAcronyms(r: Reader): void {
  for (const [key, company] of r.companies) {
    if (company.domain || !FUNCTIONS.has(key) || company.name !== company.name.toUpperCase()) continue
    r.companies.delete(key)
    const kept = r.links.filter((l) => l.from !== company.name && l.to !== company.name)
    r.links.length = 0
    r.links.push(...kept)
  }
}
