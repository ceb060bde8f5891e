/*
 * "the new rep is Gábor Kiss", "their contact there is Pemba Sherpa." (issue 27, E6): a role noun
 * and "is", then a name-shaped run that ends the clause, name a person whatever the lists of given
 * names know, as "her boss is P" does (linked-names.ts). Only roles a person holds for a company
 * (a rep, a contact, a successor) count; "the winner is Acme Corp" stays a company. A few token looks.
 */
import type { Run } from './elements.js'

const ROLES = new Set(['rep', 'representative', 'contact', 'replacement', 'successor', 'counterpart', 'liaison'])
const ENDS = new Set(['.', ',', '?', '!', ';', '('])

/** Whether the run follows "ROLE (there|now) is" and ends its clause. */
export function roleIsName(run: Run): boolean {
  const { tokens, a, after } = run
  if (!(tokens[a - 1]?.lc === 'is' || tokens[a - 1]?.lc === 'was')) return false
  if (after !== undefined && !(after.kind === 'punct' && ENDS.has(after.text))) return false
  const k = tokens[a - 2]?.lc === 'there' || tokens[a - 2]?.lc === 'now' ? a - 3 : a - 2
  return ROLES.has(tokens[k]?.lc ?? '')
}
