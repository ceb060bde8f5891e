/**
 * A department's name is no company's: "Director, Professional Services" on a signature's line,
 * "Customer Success", "Key Accounts", "Data Platform". Two words, a department's head word after a
 * word departments are named by; a legal form or a third word makes it a company's name again
 * ("Apex Professional Services Ltd").
 */
import type { Tok } from './scanner.js'

const HEADS = new Set(['services', 'success', 'accounts', 'operations', 'platform', 'engineering', 'support', 'works'])
const FIRSTS = new Set([
  'professional',
  'customer',
  'client',
  'key',
  'data',
  'technical',
  'field',
  'managed',
  'shared',
  'enterprise',
  'strategic',
  'global',
  'business',
  'product',
  'platform',
  'sales',
  'network',
  // Departments of airlines and towns: "Director of Flight Operations", "Director of Public Works" (W18).
  'flight',
  'ground',
  'fleet',
  'public',
])

/** Whether the run's words name a department: "Professional Services", "Customer Success". */
export function departmentName(words: readonly Tok[]): boolean {
  return words.length === 2 && FIRSTS.has(words[0]!.lc) && HEADS.has(words[1]!.lc)
}
