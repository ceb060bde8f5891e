/*
 * Attendees: who a meeting note lists as there ("Present: ...", "Attendees: ..."), kept for the
 * finishing pass to place at the company the text is about, and which side each is on.
 */
import { FIRST_NAMES, NOT_NAME_WORDS, WEEKDAYS_AND_MONTHS } from '../lexicon.js'
import { ATTENDEE_HEADS } from './cues.js'
import { INVITE_HEADS } from './invite-heads.js'
import { titleCase, type PersonState, type Run } from './elements.js'
import type { Reader } from './reader.js'
import { attendeeTag } from './attendee-tags.js'
import { EXTRACTION_LIMITS } from './types.js'

/** "Present: Paul Okafor (Head of Partnerships) and Clara.": a given name alone in a list of who was there. */
export function attendeeFirstName(run: Run): 'named' | undefined {
  const { tokens, prevWord, after, words } = run
  const word = words[0]!
  if (words.length !== 1 || !titleCase(word.text) || !FIRST_NAMES.has(word.lc)) return undefined
  if (NOT_NAME_WORDS.has(word.lc) || WEEKDAYS_AND_MONTHS.has(word.lc)) return undefined
  if (!(prevWord === 'and' || prevWord === ',' || prevWord === ':')) return undefined
  if (after !== undefined && !(after.kind === 'punct' && /^[,.;(]$/.test(after.text))) return undefined
  return attendeeList(tokens) ? 'named' : undefined
}

/** Whether the sentence opens a list of who was there: "Present: ...", "Attendees: ...", "- With: ...". */
export function attendeeList(tokens: readonly { kind: string; lc: string }[]): boolean {
  let k = 0
  while (k < tokens.length && k < 4 && tokens[k]!.kind !== 'word') k++
  const head = tokens[k]
  if (!head || !(ATTENDEE_HEADS.has(head.lc) || INVITE_HEADS.has(head.lc))) return false
  // "our side:", "on the call:"
  const colon = tokens[k + 1]?.lc === ':' ? k + 1 : tokens[k + 2]?.lc === ':' ? k + 2 : -1
  return colon > 0
}

/**
 * Keeps who was at a meeting, for the finishing pass to place at the company the text is about; and
 * whether they are the writer's side: "and from our side Jess Carter", "Hugo Lambert (our side)".
 */
export function attendeeAt(r: Reader, run: Run, person: PersonState): void {
  const { tokens, a, j } = run
  if (r.attendees.length >= EXTRACTION_LIMITS.people || !r.inPlay) return
  let ours = r.attendeesOurs
  for (let k = Math.max(0, a - 3); k < a; k++) if (tokens[k]!.lc === 'our' || tokens[k]!.lc === 'us') ours = true
  if (tokens[j]?.text === '(' && (tokens[j + 1]?.lc === 'our' || tokens[j + 1]?.lc === 'us')) ours = true
  if (tokens[j]?.lc === 'from' && tokens[j + 1]?.lc === 'our') ours = true
  // Everyone after "from our side" (or "from us") in the list is ours too.
  if (ours && a > 0 && (tokens[a - 1]!.lc === 'side' || tokens[a - 1]!.lc === 'us')) r.attendeesOurs = true
  // The company the text was about before the list ("Sync with Orion Retail. Attendees: ..."), not one of the list's own.
  if (r.inPlay) r.attendees.push({ person, ours, company: r.inPlay, tag: attendeeTag(tokens, j), line: tokens })
}
