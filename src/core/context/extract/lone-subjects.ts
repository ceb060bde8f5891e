/*
 * A known given name alone opening a clause where first-names.ts's openers do not reach (issue 27,
 * E3): right after a chat speaker's colon ("Tobias: Olu moved to their Lagos office"), after a
 * conjunction that opens a clause ("now that Baraka left", "until Mei joins"), and "P is out"
 * ("Achieng is out", "Lars is away"), where "is" alone says nothing. The word after the name is a
 * person's verb (cues.ts), so "Tobias: Olu?" or "that Anna Street" are nothing here. The caller
 * (first-names.ts) has checked the word is a listed given name that is no everyday word or month.
 */
import { PERSON_VERBS } from './cues.js'
import { isCapWord, type Run } from './elements.js'

/** Conjunctions after which a name opens a clause of its own. */
const OPENERS = new Set(['that', 'until', 'after', 'before', 'while', 'once', 'unless', 'whether', 'if'])
/** Words after "is" that say where a person is: "Achieng is out", "Lars is away today". */
const WHEREABOUTS = new Set(['out', 'away', 'off', 'ooo', 'sick', 'travelling', 'traveling', 'unwell'])

/** Whether a chat speaker's colon stands before tokens[a]: "Tobias: Olu ...", "[09:16] Tobias: Olu ...". */
function afterSpeaker(run: Run): boolean {
  const { tokens, a } = run
  if (tokens[a - 1]?.text !== ':' || a < 2) return false
  let k = a - 2
  while (k >= 0 && k >= a - 4 && isCapWord(tokens[k]!)) k--
  // The speaker's name opens the line, or follows a time stamp's bracket (the scanner reads "]" as ")").
  return k < a - 2 && (k < 0 || tokens[k]!.text === ']' || tokens[k]!.text === ')')
}

/** Whether the one-word run opens a clause as its subject in one of these places. */
export function loneSubject(run: Run): boolean {
  const { prevWord, after, afterNext } = run
  if (after?.kind !== 'word') return false
  const verb =
    (PERSON_VERBS.has(after.lc) && after.lc !== 'is' && after.lc !== 'was') ||
    (after.lc === 'is' && afterNext !== undefined && WHEREABOUTS.has(afterNext.lc))
  if (!verb) return false
  if (after.lc === 'is' && (prevWord === undefined || prevWord === ',' || prevWord === ';')) return true
  return (prevWord !== undefined && OPENERS.has(prevWord)) || afterSpeaker(run)
}
