/*
 * A label line's value that names a topic, not a person: "Agenda: Review Pipeline", "Topic: Renewal
 * Strategy", "Re: Budget Planning". Two capitalised words ending a line read as a name (people.ts's
 * line rule); after a label, words of a meeting's or a plan's topic with no known given name are its
 * subject (FX2, issue 27). "Owner: Maria Lopez", "Re: Kofi Boateng" keep their person: a known given
 * name, or a name the text has read, vouches for one.
 */
import { FIRST_NAMES } from '../lexicon.js'
import { MEETING_WORDS } from './cues.js'
import { personKey, wholeLineStart, type Run } from './elements.js'
import type { Reader } from './reader.js'

/** Words of a topic: what a meeting reviews, plans or decides, not any part of a name. */
const TOPIC_WORDS = new Set(
  `review reviews planning plan plans strategy pipeline roadmap budget budgets forecast forecasting update updates
   renewal renewals pricing onboarding launch hiring training proposal report recap overview status priorities
   retro retrospective goals objectives okrs metrics pipeline migration rollout handover handoff sprint backlog
   brainstorm deep-dive walkthrough offsite strategy planning timeline milestones risks next steps`.split(/\s+/),
)

/** Whether the run is the value of a line's label ("Agenda: Review Pipeline") and a topic's words, no person's name. */
export function topicLabelValue(r: Reader, run: Run): boolean {
  const { tokens, a, words, prevWord } = run
  if (prevWord !== ':' || a < 2 || run.companySignal) return false
  const label = tokens[a - 2]!
  if (label.kind !== 'word' || !wholeLineStart(tokens, a - 2)) return false
  if (!words.some((w) => TOPIC_WORDS.has(w.lc) || MEETING_WORDS.has(w.lc))) return false
  const first = words[0]!.lc
  return !FIRST_NAMES.has(first) && !r.attested.has(first) && !r.people.has(personKey(run.names))
}
