/*
 * One word opening a note's first line before a dash and the meeting it heads: "Kestrel — kickoff
 * notes", "Brightwater – quarterly review" (FX3, issue 27). A note headed so is about the company it
 * met; the rules for headings took a company only after the meeting's words ("Kickoff — Kestrel",
 * cues.ts) or a company-shaped run of two words or more. One word is as often a label, a topic or a
 * team ("CRM — call notes", "Notes — ...", "Onboarding — kickoff notes", "Sales — weekly sync"), so
 * the word must be none of those: no label or topic word, no given name, day, place or title word, no
 * gerund, no all-capitals label; a colon ("Status: discovery call") reads as a label and stands back.
 */
import { FIRST_NAMES, NOT_NAME_WORDS, PLACES, TITLE_HEADS, TITLE_WORDS, WEEKDAYS_AND_MONTHS } from '../lexicon.js'
import { MEETING_WORDS } from './cues.js'
import { titleCase, type Run } from './elements.js'
import type { Reader } from './reader.js'

/** Words that head a note as its label or its topic, not the company it met. */
const LABELS = new Set(
  `notes note crm subject re fwd fw invite invitation reminder status activity type pipeline background logged log
   attendees agenda update updates internal team weekly daily monthly quarterly annual summary recap minutes memo
   draft follow-up followup action actions next todo project program programme customer client partner vendor
   supplier prospect account deal budget roadmap strategy planning review offsite retro standup all-hands town
   product platform security legal finance sales marketing ops operations support hr it design research data
   board leadership management staff company office welcome intro introduction urgent important fyi`.split(/\s+/),
)

/** Whether the one-word run opens the text's first line as "X — <meeting words>" (see the module comment). */
export function headedCompany(r: Reader, run: Run): boolean {
  const { tokens, a, j, words, after } = run
  if (r.sentences !== 1 || a !== 0 || words.length !== 1 || !run.wholeLine) return false
  if (after?.kind !== 'punct' || !/^[—–-]$/.test(after.text)) return false
  const word = words[0]!
  const lc = word.lc
  if (!titleCase(word.text) || lc.endsWith('ing') || LABELS.has(lc) || MEETING_WORDS.has(lc)) return false
  if (FIRST_NAMES.has(lc) || r.attested.has(lc) || NOT_NAME_WORDS.has(lc) || WEEKDAYS_AND_MONTHS.has(lc)) return false
  if (PLACES.has(lc) || TITLE_WORDS.has(lc) || TITLE_HEADS.has(lc)) return false
  // The rest of the line: a short run of lower-case words (a date's numbers and commas aside) with a meeting word.
  let meeting = false
  for (let k = j + 1; k < tokens.length; k++) {
    const t = tokens[k]!
    // "QBR notes": a meeting's initials in capitals too.
    const lower = /^\p{Ll}/u.test(t.text) || WEEKDAYS_AND_MONTHS.has(t.lc) || MEETING_WORDS.has(t.lc)
    if (k - j > 8 || (t.kind === 'word' && !lower)) return false
    if (t.kind === 'word' && MEETING_WORDS.has(t.lc)) meeting = true
  }
  return meeting
}
