/*
 * A department named like a company: "Org changes in Customer Engineering", "Head of Client
 * Services". Two words, the first whom a department serves or what it sells, the second its kind of
 * work: a unit of the company in play, no company of its own.
 */
import type { Tok } from './scanner.js'

const SERVES = new Set(['customer', 'client', 'sales', 'product', 'field', 'people', 'partner', 'member', 'guest'])
const WORK = new Set(['engineering', 'success', 'services', 'support', 'operations', 'experience', 'care', 'relations'])

/** Whether the run's words are a department's name ("Customer Engineering", "Client Services"). */
export function departmentRun(words: readonly Tok[]): boolean {
  return words.length === 2 && SERVES.has(words[0]!.lc) && WORK.has(words[1]!.lc)
}
