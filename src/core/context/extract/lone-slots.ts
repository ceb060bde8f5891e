/*
 * More places where a known given name alone is a person (E5, the tuning part's missed people across
 * batches; first-names.ts, lone-roles.ts and lone-subjects.ts read the others):
 * - a successor's predecessor: "she took over from Leo last month" (as "replaced P" is read);
 * - the one a question put to "you" turns to at its end: "Can you take this one, Adwoa?";
 * - whom a chat asks to ask or ping: "Maybe ask Ilse?", "I'll ping Mihaela";
 * - a source cited: "per Sunita, Orchid Pharma's head of procurement is ...";
 * - a question about what a person will do: "Should Hiroko review first?".
 * The caller has checked that the word is a listed given name, no everyday word, month or place.
 */
import type { Run } from './elements.js'

const TOOK = new Set(['took', 'take', 'takes', 'taking', 'taken'])
const ASK = new Set(['ask', 'ping', 'chase', 'nudge', 'cc'])
const MODALS = new Set(['should', 'can', 'could', 'will', 'would', 'shall'])
/** Marks that end a name's clause. */
const ENDS = new Set(['?', '.', '!', ','])
/** How far a question's "?" is looked for after a modal's name. */
const QUESTION_REACH = 8

/** Whether the one-word run (a known given name) stands in one of these places. */
export function loneSlot(run: Run): boolean {
  const { tokens, a, j, prevWord, after } = run
  const ends = after === undefined || (after.kind === 'punct' && ENDS.has(after.text))
  // "took over from Leo", "taking over from Leo".
  if (prevWord === 'from' && tokens[a - 2]?.lc === 'over' && TOOK.has(tokens[a - 3]?.lc ?? '')) return true
  // "Can you take this one, Adwoa?": after a comma, the last word of a question put to "you" (not "which guy,
  // Dong-hyun?", a name asked about, part of a fuller name the text gives later).
  if (prevWord === ',' && after?.kind === 'punct' && after.text === '?') return askedYou(run)
  // "Maybe ask Ilse?", "I'll ping Mihaela.": the chat verb's object, then the clause ends.
  if (prevWord !== undefined && ASK.has(prevWord) && ends) return true
  // "per Sunita, ...": a source cited, then a comma.
  if (prevWord === 'per' && after?.kind === 'punct' && after.text === ',') return true
  // "Should Hiroko review first?": a modal opening a question, the name, then a lower-case verb.
  // The modal opens the sentence, or a chat line after its speaker's colon.
  if (prevWord === undefined || !MODALS.has(prevWord) || (a >= 2 && tokens[a - 2]!.text !== ':')) return false
  if (after?.kind !== 'word' || after.text !== after.lc) return false
  for (let k = j + 1; k < tokens.length && k <= j + QUESTION_REACH; k++) if (tokens[k]!.text === '?') return true
  return false
}

/** Whether "you" stands a few words before the run's comma ("Can you take this one, Adwoa?"). */
function askedYou(run: Run): boolean {
  const { tokens, a } = run
  for (let k = a - 2; k >= 0 && k >= a - QUESTION_REACH; k--) if (tokens[k]!.lc === 'you') return true
  return false
}
