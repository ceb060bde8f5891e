/*
 * A name turned to at a line's start with "lovely to e-meet you" (issue 27, M9: t744, t1022, t1139
 * across three writers' batches): "Amelia, lovely to e-meet you.", "Rahul, great to e-meet you". The
 * greeting vouches for the word as a first name of the text, as attested.ts does for "Hi Kwame,", so
 * a name no list knows ("Ayşe") reads as a person. Read once before the lines, in slices.
 */
import { NOT_NAME_WORDS, WEEKDAYS_AND_MONTHS } from '../lexicon.js'
import type { Tok } from './scanner.js'

/** A capitalised word opening a line, a comma, then "(so) lovely/nice/great to (e-)meet you". */
const MET_GREETING =
  /^[ \t]*(\p{Lu}[\p{Ll}\p{M}'’-]+), (?:so )?(?:lovely|nice|great|good|pleased|delighted|wonderful) to (?:e-meet|virtually meet|meet) you\b/gmu

/** How many characters one slice of the search reads at most (as attested.ts). */
const CHUNK = 65_536

/** Adds the first names greeted so to `found` (lower case); yields between slices. */
export function* attestMetGreetings(text: string, found: Set<string>): Generator<void, void, void> {
  MET_GREETING.lastIndex = 0
  let limit = CHUNK
  for (let m = MET_GREETING.exec(text); m; m = MET_GREETING.exec(text)) {
    const lc = m[1]!.toLowerCase()
    if (!NOT_NAME_WORDS.has(lc) && !WEEKDAYS_AND_MONTHS.has(lc)) found.add(lc)
    if (MET_GREETING.lastIndex > limit) {
      limit = MET_GREETING.lastIndex + CHUNK
      yield
    }
  }
}

const PLEASED = new Set(['lovely', 'nice', 'great', 'good', 'pleased', 'delighted', 'wonderful'])

/** Whether tokens[k] opens "(so) lovely to (e-)meet you" (the tokens after the greeted name's comma). */
export function metGreetingAt(tokens: readonly Tok[], k: number): boolean {
  const p = tokens[k]?.lc === 'so' ? k + 1 : k
  if (!PLEASED.has(tokens[p]?.lc ?? '') || tokens[p + 1]?.lc !== 'to') return false
  const m = tokens[p + 2]?.lc === 'virtually' ? p + 3 : p + 2
  const meet = tokens[m]?.lc
  if (meet === 'meet' || meet === 'e-meet') return tokens[m + 1]?.lc === 'you'
  // "e-meet" may come as three tokens: "e", "-", "meet".
  return meet === 'e' && tokens[m + 1]?.text === '-' && tokens[m + 2]?.lc === 'meet' && tokens[m + 3]?.lc === 'you'
}
