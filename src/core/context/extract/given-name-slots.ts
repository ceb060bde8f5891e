/*
 * More places where a known given name alone is a person (issue 27, E6: people missed in four
 * batches, each then missing a works-at link; first-names.ts, lone-roles.ts and lone-slots.ts read
 * the others):
 * - a person's company after "from": "never met Krzysztof from Smok Games' sales team" (as "Kemi at
 *   Eko Pharma" is read);
 * - a relative clause about a person: "I'll bring Farhana, who manages our guard rosters";
 * - a role with "the" before the name: "the receptionist, Guðrún, said ...";
 * - a predecessor with a time after: "she replaced Zviad in the autumn".
 * The caller has checked that the word is a listed given name, no everyday word, month or place.
 * A handful of token looks.
 */
import { isCapWord, type Run } from './elements.js'
import { PLACES, WEEKDAYS_AND_MONTHS } from '../lexicon.js'

const REPLACED = new Set(['replaced', 'replaces', 'replacing', 'succeeded', 'succeeds'])
/** Words opening a time after a predecessor's name. */
const TIME_AFTER = new Set(['in', 'last', 'this', 'earlier', 'back'])

/** Whether the one-word run (a known given name) stands in one of these places. */
export function givenNameSlot(run: Run): boolean {
  const { tokens, a, prevWord, after, afterNext } = run
  // "Krzysztof from Smok Games": a capitalised name after "from" that is no place or date.
  if (after?.lc === 'from' && afterNext !== undefined && isCapWord(afterNext))
    return !PLACES.has(afterNext.lc) && !WEEKDAYS_AND_MONTHS.has(afterNext.lc)
  // "Farhana, who manages ...".
  if (after?.text === ',' && afterNext?.lc === 'who' && prevWord !== undefined && prevWord !== ',') return true
  // "the receptionist, Guðrún, said": "the", one lower-case role word and a comma before, a comma after.
  if (prevWord === ',' && after?.text === ',' && tokens[a - 3]?.lc === 'the') {
    const role = tokens[a - 2]!
    return role.kind === 'word' && role.text === role.lc && /^\p{Ll}{3,}$/u.test(role.text)
  }
  return prevWord !== undefined && REPLACED.has(prevWord) && TIME_AFTER.has(after?.lc ?? '')
}
