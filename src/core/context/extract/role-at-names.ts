/*
 * "Our contact at Nordlys is Magnus Eriksen.", "the champion at Tidewell is ...": a role a person holds
 * for a company, its company after "at", then "is" and a name-shaped run ending the clause, name a
 * person whatever the lists of given names know (FX2, issue 27: the name was lost when its given name
 * was not listed). role-is-names.ts reads the shape without "at C"; "the winner at the fair is Acme
 * Corp" stays a company (no person's role).
 */
import { isCapWord, type Run } from './elements.js'

const ROLES = new Set(['contact', 'champion', 'rep', 'representative', 'counterpart', 'liaison', 'sponsor'])
const ENDS = new Set(['.', ',', '?', '!', ';', '('])
/** The most capitalised words read back for the company's name. */
const COMPANY_WORDS = 4

/** Whether the run follows "ROLE at C (now)? is" and ends its clause. */
export function roleAtIsName(run: Run): boolean {
  const { tokens, a, after } = run
  if (!(tokens[a - 1]?.lc === 'is' || tokens[a - 1]?.lc === 'was')) return false
  if (after !== undefined && !(after.kind === 'punct' && ENDS.has(after.text))) return false
  let k = tokens[a - 2]?.lc === 'now' ? a - 3 : a - 2
  const last = k
  while (k >= 0 && last - k < COMPANY_WORDS && tokens[k]!.kind === 'word' && isCapWord(tokens[k]!)) k--
  if (k === last || tokens[k]?.lc !== 'at') return false
  return ROLES.has(tokens[k - 1]?.lc ?? '')
}
