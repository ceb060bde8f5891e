/**
 * Shapes of follow-ups a fresh writer uses that follow-ups.ts did not read: the label "To do:" (two
 * words), an opener before a comma ("Separately, ...", "Meanwhile, ..."), and a person's team between
 * the name and the ask ("Rohan from my team will send ..."). And a note's heading is no follow-up:
 * "Call w/ Tahu Rangihau (Pounamu Analytics) — 14 Jan" on a text's first line dates the call.
 */
import type { Tok } from './scanner.js'

/** Openers of a request before a comma, besides follow-ups.ts's chat openers. */
const OPENERS = new Set(['separately', 'meanwhile', 'finally', 'lastly', 'additionally', 'otherwise'])
const OWNERS = new Set(['my', 'our', 'their', 'your', 'his', 'her'])

/** Where a request starts past "To do:" or "Separately," at p (p itself when neither stands there). */
export function pastMoreOpeners(tokens: readonly Tok[], p: number): number {
  if (tokens[p]?.lc === 'to' && tokens[p + 1]?.lc === 'do' && tokens[p + 2]?.lc === ':') return p + 3
  if (OPENERS.has(tokens[p]?.lc ?? '') && tokens[p + 1]?.lc === ',') return p + 2
  return p
}

/** Past "from my team" / "from their finance team" after a name at q (q itself when none stands there). */
export function pastOwnTeam(tokens: readonly Tok[], q: number): number {
  if (tokens[q]?.lc !== 'from' || !OWNERS.has(tokens[q + 1]?.lc ?? '')) return q
  if (tokens[q + 2]?.lc === 'team' || tokens[q + 2]?.lc === 'side') return q + 3
  return tokens[q + 3]?.lc === 'team' ? q + 4 : q
}

/** Whether a follow-up read from a text's first line is its heading: a day already past, rolled to next year. */
export function headingDate(firstLine: boolean, due: string | undefined, now: number): boolean {
  if (!firstLine || due === undefined) return false
  const days = (Date.parse(`${due}T00:00:00Z`) - now) / 86_400_000
  return days > 300
}
