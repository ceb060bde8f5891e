/*
 * "Pedro Santos, IT partner for Lumière Bakery", "Ana Lima, a consultant for Tejo Foods": a role held
 * from outside, followed by "for C", names the client served, not the employer (issue 27, M4: the
 * consultants, MSPs and agencies of the tuning part's near misses; "consultant at C" still places).
 */
import { outsiderTitle } from '../outsiders.js'

/** Whether a title before "for C" is held from outside C: an outsider's title, or a partner's. */
export function servesClient(title: string): boolean {
  const words = title.toLowerCase().split(/\s+/)
  return outsiderTitle(title) || words[words.length - 1] === 'partner'
}

/** Work done for a client: "will run the onboarding for Greenleaf Grocers" serves Greenleaf, from elsewhere. */
const SERVICES = new Set([
  'onboarding',
  'rollout',
  'implementation',
  'migration',
  'pilot',
  'training',
  'integration',
  'installation',
  'audit',
  'workshop',
  'demo',
  'trial',
  'kickoff',
  'kick-off',
])

/** Whether a service noun stands among the words from `from` up to `to` (the "for" before the client). */
export function serviceFor(isW: (i: number, ...words: string[]) => boolean, from: number, to: number): boolean {
  for (let x = from; x < to; x++) if (isW(x, ...SERVICES)) return true
  return false
}
