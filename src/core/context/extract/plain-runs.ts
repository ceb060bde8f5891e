/*
 * Capitalised runs that hold a meeting's or a step's hyphened name ("Quarterly All-Hands moved to
 * Thursday", "the Q1 Kick-Off", "Go-Live Checklist", "The Town Hall moved"): no person and no company
 * stands in them.
 */
import type { Tok } from './scanner.js'

const HYPHENED_EVENTS = new Set([
  'all-hands',
  'town-hall',
  'kick-off',
  'kickoff',
  'check-in',
  'stand-up',
  'off-site',
  'offsite',
  'one-on-one',
  'follow-up',
  'sign-off',
  'roll-out',
  'go-live',
  'wrap-up',
  'deep-dive',
  'catch-up',
  'meet-up',
])

/** The same meetings written as two words: "The Town Hall moved to Friday". */
const TWO_WORD_EVENTS = new Set(['town hall', 'all hands', 'kick off', 'stand up', 'catch up', 'wrap up'])

/** Whether a word of the run is a meeting's or a step's hyphened name, or the run is such a meeting in two words. */
export function eventWordIn(words: readonly Tok[]): boolean {
  if (words.length === 2 && TWO_WORD_EVENTS.has(`${words[0]!.lc} ${words[1]!.lc}`)) return true
  return words.some((w) => w.kind === 'word' && HYPHENED_EVENTS.has(w.lc))
}
