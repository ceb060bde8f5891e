/**
 * A heading that names an attendee list and goes on after a dash: "Attendee list — Lagos Fintech
 * Breakfast, 16 Jan (RSVPs so far)", "Attendees — Q1 planning, Lindqvist & Haapala Oy". The lines
 * under it list people, as under a bare "Attendees" line (sentences.ts); a colon after the head
 * word lists them on the line itself ("Attendees: A, B"), so only a dash makes a heading.
 */
import type { Tok } from './scanner.js'

/** The head words of a list of who came (not "contact", "cc" or "side", which head other lines). */
const HEADS = new Set([
  'present',
  'attendees',
  'attendee',
  'attending',
  'participants',
  'participant',
  'invitees',
  'guests',
])

/** Whether a line's tokens open with an attendee head word (and "list"), then a dash. */
export function attendeeHeading(tokens: readonly Tok[]): boolean {
  const head = tokens[0]
  if (!head || head.kind !== 'word' || !HEADS.has(head.lc)) return false
  let k = 1
  if (tokens[k]?.kind === 'word' && tokens[k]!.lc === 'list') k++
  const dash = tokens[k]
  return dash !== undefined && dash.kind === 'punct' && (dash.text === '—' || dash.text === '–' || dash.text === '-')
}
