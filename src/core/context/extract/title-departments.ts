/*
 * Departments a fresh writer's title names (issue 27, M6: "Kgosi Mothibi, Logistics Director,
 * Okavango Freight Forwarders", "Pricing Lead", "Head of Wholesale", "Fundraising Lead"). A title
 * whose department word the lists lacked was no title, so the name line's company placed no one.
 * Words that end companies' names (Shipping, Logistics, Trading: COMPANY_WORDS) are left out where a
 * title word would stop the company being read; lexicon.ts merges the list into TITLE_WORDS.
 */
export const DEPARTMENT_TITLE_WORDS: readonly string[] = `
logistics export pricing fundraising wholesale treasury sourcing admissions terminal category
events credit tender tenders estimating dispatch customs contracts facilities maintenance
production safety training payroll inventory audit tax enrolment reservations catering
`
  .trim()
  .split(/\s+/)
