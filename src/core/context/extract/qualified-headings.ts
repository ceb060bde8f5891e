/*
 * An attendee heading with a word before its head (W10): "Confirmed attendees", "Expected
 * participants:", "Registered delegates". Only a bare head ("Attendees", "Present:") or a head and a
 * dash opened a list of who came (sentences.ts, attendee-headings.ts); with a qualifying word first
 * the lines under it were read as plain lines, and a name under it without a known given name was lost.
 */
import type { Tok } from './scanner.js'

/** Words that qualify a list of who came. */
const QUALIFIERS = new Set([
  'confirmed',
  'expected',
  'registered',
  'invited',
  'final',
  'meeting',
  'call',
  'workshop',
  'training',
  'internal',
  'external',
  'additional',
  'other',
])
/** The list's head words. */
const HEADS = new Set(['attendees', 'participants', 'invitees', 'delegates', 'guests', 'trainees'])

/** Whether a line is a qualified attendee heading and nothing else: one or two qualifiers, the head, an optional colon. */
export function qualifiedAttendeeHeading(tokens: readonly Tok[]): boolean {
  let n = tokens.length
  if (n > 0 && tokens[n - 1]!.text === ':') n--
  if (n < 2 || n > 3) return false
  for (let k = 0; k < n - 1; k++) if (tokens[k]!.kind !== 'word' || !QUALIFIERS.has(tokens[k]!.lc)) return false
  return tokens[n - 1]!.kind === 'word' && HEADS.has(tokens[n - 1]!.lc)
}
