/*
 * A company named by the meeting, deal or step it is the object of: "recap from the Fujimoto Denki
 * call", "Notes from the Baltic Amber board prep", "the Ipê Pagamentos renewal". Two or more
 * capitalised words, none a title's, a place's, a day's or an everyday word, and no given name
 * first ("the Anna Schmidt call" is a call with a person).
 */
import { FIRST_NAMES, NOT_NAME_WORDS, PLACES, TITLE_HEADS, TITLE_WORDS, WEEKDAYS_AND_MONTHS } from '../lexicon.js'
import { MEETING_WORDS } from './cues.js'
import { isCapWord, type Run } from './elements.js'
import type { Tok } from './scanner.js'

/** What a company is the object of after "the": its meeting (cues.ts's MEETING_WORDS) or these. */
const OBJECT_WORDS = new Set([
  'board',
  'renewal',
  'account',
  'deal',
  'rollout',
  'roll-out',
  'pilot',
  'onboarding',
  'contract',
  'tender',
  'rfp',
  'integration',
  'implementation',
  'migration',
  'partnership',
  'prep',
  'steering',
])

export function meetingObject(run: Run): boolean {
  const { words, prevWord, after } = run
  if (prevWord !== 'the' || after?.kind !== 'word' || words.length < 2) return false
  if (!MEETING_WORDS.has(after.lc) && !OBJECT_WORDS.has(after.lc)) return false
  return companyShapedWords(words, PLACES)
}

/**
 * Whether words could name a company: no given name first, each capitalised and none a title's, a day's,
 * an everyday word or one of `also` (places here; meeting words in a heading, meeting-headings.ts).
 */
export function companyShapedWords(words: readonly Tok[], also: ReadonlySet<string>): boolean {
  if (FIRST_NAMES.has(words[0]!.lc)) return false
  return words.every(
    (w) =>
      isCapWord(w) &&
      !TITLE_WORDS.has(w.lc) &&
      !TITLE_HEADS.has(w.lc) &&
      !NOT_NAME_WORDS.has(w.lc) &&
      !WEEKDAYS_AND_MONTHS.has(w.lc) &&
      !also.has(w.lc),
  )
}
