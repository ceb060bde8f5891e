/*
 * Owner lines under an actions heading (W10): meeting notes list follow-ups as
 *
 *   Actions                       Owners
 *   Wanjiru — valuation 4 by Monday   Piotr: photometric check, Monday
 *
 * a person, a colon or a dash, and what they will do, often without a verb. follow-ups.ts reads
 * a request by its verb ("Piotr to check ...") and took "Piotr:" for a chat line's speaker; under a
 * heading that names the list (a line of its own: "Actions", "Next steps", "Owners", "To do"), the
 * line is the named person's follow-up, whatever its first word.
 */
import type { Element } from './elements.js'
import type { Reader } from './reader.js'
import type { Tok } from './scanner.js'

/** Lines a heading's list runs for (a blank line ends it sooner). */
export const ACTION_LINES = 12

/** Headings of a list of follow-ups, as their words' lower case joined by a space. */
const HEADINGS = new Set([
  'actions',
  'action items',
  'action item',
  'action points',
  'next steps',
  'owners',
  'follow-ups',
  'follow ups',
  'followups',
  'to do',
  'to-do',
  'todo',
  'tasks',
])

/** Whether a line is only a heading of follow-ups ("Actions", "Next steps:"). */
export function actionHeading(tokens: readonly Tok[]): boolean {
  let n = tokens.length
  if (n > 0 && tokens[n - 1]!.text === ':') n--
  if (n < 1 || n > 3) return false
  for (let k = 0; k < n; k++) if (tokens[k]!.kind !== 'word') return false
  return HEADINGS.has(
    tokens
      .slice(0, n)
      .map((t) => t.lc)
      .join(' '),
  )
}

const DASHES = new Set(['—', '–', '-', ':'])

/**
 * An owner line's follow-up at tokens[p] under an actions heading: after a speaker-like "Name:"
 * (`speaker`, which the caller read), or a person and a dash ("Wanjiru — valuation 4"). Where its
 * title starts and whom it is for; undefined elsewhere.
 */
export function ownerItem(
  r: Reader,
  tokens: readonly Tok[],
  elements: readonly Element[],
  p: number,
  speaker: string | undefined,
): { verb: number; assignee: string } | undefined {
  if (r.actionLines <= 0 || p >= tokens.length) return undefined
  if (speaker !== undefined) return tokens[p]!.kind === 'word' ? { verb: p, assignee: speaker } : undefined
  const first = tokens[p]!
  const person = elements.find((e) => e.k === 'P' && e.start === first.start)
  if (person?.k !== 'P') return undefined
  let q = p + 1
  while (q < p + 4 && tokens[q]?.kind === 'word') q++
  if (!DASHES.has(tokens[q]?.text ?? '') || tokens[q + 1]?.kind !== 'word') return undefined
  return { verb: q + 1, assignee: person.ref.name }
}
