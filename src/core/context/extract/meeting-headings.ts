/*
 * A heading that names the company a meeting is with (issue 27, E3). Three writers' batches named
 * the customer only there, and the attendees under it work for it: "QBR — Seoul Semicon, 12 Jan"
 * (the date after a comma, which `headingCompany` in cues.ts, closing the line, did not allow),
 * "Hanbit Telecom QBR." and "Loomcraft org (as of Feb):" (the company first, its meeting or its
 * org after it, opening the sentence). A given name first ("QBR — Anna Schmidt") stays a person's,
 * and titles, departments, days, events and everyday words ("Pipeline review", "Sales org",
 * "Weekly sync") are no company. One word needs "QBR" or "org" after it.
 */
import { MEETING_WORDS } from './cues.js'
import { WEEKDAYS_AND_MONTHS } from '../lexicon.js'
import type { Run } from './elements.js'
import { companyShapedWords } from './meeting-companies.js'
import type { Tok } from './scanner.js'

/** "<meeting word> — X, 12 Jan": a date (a number or a month) after a comma closes the heading within four tokens. */
function datedAfterDash(tokens: readonly Tok[], a: number, j: number): boolean {
  const dash = tokens[a - 1]
  if (a < 2 || a > 3 || dash?.kind !== 'punct' || !/^[-–—:]$/.test(dash.text)) return false
  if (tokens[a - 2]!.kind !== 'word' || !MEETING_WORDS.has(tokens[a - 2]!.lc)) return false
  if (tokens[j]?.text !== ',' || tokens.length - j > 5) return false
  const next = tokens[j + 1]
  return next !== undefined && (/^\d/.test(next.text) || WEEKDAYS_AND_MONTHS.has(next.lc))
}

/** Words after a company opening a heading: its review or its org chart (one word), or its meeting. */
const AFTER_ONE = new Set(['org', 'qbr'])
const AFTER_MORE = new Set(['org', 'qbr', 'call', 'sync', 'meeting', 'kickoff', 'kick-off', 'review', 'onsite'])
/** Last words of an event's name, which meets no company: "FinTech Week notes". */
const EVENT_ENDS = new Set(['week', 'summit', 'conference', 'expo', 'forum', 'festival', 'fair', 'show', 'day', 'days'])

/** "Hanbit Telecom QBR.", "Loomcraft org (as of Feb):": the company opens the sentence, its meeting closes the heading. */
function meetingAfter(run: Run): boolean {
  const { tokens, a, j, words, after } = run
  if (a !== 0 || after?.kind !== 'word') return false
  if (!(words.length === 1 ? AFTER_ONE : AFTER_MORE).has(after.lc)) return false
  if (EVENT_ENDS.has(words[words.length - 1]!.lc)) return false
  const next = tokens[j + 1]
  return next === undefined || (next.kind === 'punct' && /^[.:(—–-]$/.test(next.text))
}

/** Whether the run is the company a meeting heading names. */
export function meetingHeadingCompany(run: Run): boolean {
  if (!datedAfterDash(run.tokens, run.a, run.j) && !meetingAfter(run)) return false
  return companyShapedWords(run.words, MEETING_WORDS)
}
