/*
 * Roles held from outside a company: a consultant, an advisor, an investor, a freelance developer.
 * A title alone places its person at the company in play ("Omar Haddad (Director)" in a note about
 * Brightwater Analytics); an outsider's title does not: the consultant at a client's meeting, the
 * investor at a founder's dinner, the freelancer who "also works with" a company, work elsewhere.
 */

/** Heads of a title held from outside the company a text is about. */
const OUTSIDE_HEADS = new Set([
  'consultant',
  'consultants',
  'advisor',
  'adviser',
  'advisors',
  'investor',
  'investors',
  'contractor',
  'freelancer',
  'observer',
])

/** Words before a title that say it is held from outside: "freelance developer", "independent consultant". */
const OUTSIDE_QUALIFIERS = new Set(['freelance', 'independent', 'outside', 'external', 'angel'])

/** Whether a title ("energy consultant", "freelance developer", "Partner") is held from outside a company. */
export function outsiderTitle(title: string): boolean {
  const words = title.toLowerCase().split(/\s+/)
  if (words.length > 6) return false
  return words.some((w) => OUTSIDE_QUALIFIERS.has(w)) || OUTSIDE_HEADS.has(words[words.length - 1]!)
}
