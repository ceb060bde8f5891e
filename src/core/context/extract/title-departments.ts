/*
 * Departments a fresh writer's title names (issue 27, M6: "Apapa Cold Stores' Facilities Director",
 * "Pricing Lead", "Head of Wholesale", "Fundraising Lead", "Export Director"). A title whose department
 * word the lists lacked was no title, so the name line's company placed no one. Words that end
 * companies' names (Logistics, Sourcing, Shipping: COMPANY_WORDS) are left out: as title words they cut
 * "Harborview Logistics CFO" into a company and a title. lexicon.ts merges the list into TITLE_WORDS.
 */
export const DEPARTMENT_TITLE_WORDS: readonly string[] = `
export pricing fundraising wholesale treasury admissions terminal category
events credit tender tenders estimating dispatch customs contracts facilities maintenance
production safety training payroll inventory audit tax enrolment reservations catering
`
  .trim()
  .split(/\s+/)
