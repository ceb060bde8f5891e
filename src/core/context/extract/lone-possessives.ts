/*
 * A known given name alone, owning what only a person has: "did you see Jakob's email?", "Priya's
 * manager" (E5, the tuning part's missed people across batches). first-names.ts has already checked
 * that the word is a given name and no everyday word ("Grace", "May"); the thing owned is read from a
 * short list of a person's things. Not "Aroha's old team": a past team, whose company the link
 * rules would read as hers now (tried: a wrong works-at and a wrong introduction in one tuning text).
 */
import type { Run } from './elements.js'

const OWNED = new Set(
  `email e-mail mail emails message messages reply note text call calendar inbox desk number phone manager boss
   deputy assistant replacement successor predecessor`.split(/\s+/),
)

/** Whether the one-word run is a possessive given name right before a person's thing ("Jakob's email"). */
export function lonePossessive(run: Run): boolean {
  const { words, after } = run
  return run.poss && words.length === 1 && after?.kind === 'word' && OWNED.has(after.lc)
}
