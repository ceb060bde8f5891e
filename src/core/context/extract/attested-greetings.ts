/**
 * A given name of two words after a greeting: "Hi Thanh Huong, hi Kemal", "Dear Ana Paula,". The
 * greeting vouches for the first word as a given name of this text (attested.ts reads one word
 * only), so "Thanh Huong Nguyen" in the subject line reads as the person the greeting turns to.
 */
import { NOT_NAME_WORDS, WEEKDAYS_AND_MONTHS } from '../lexicon.js'
import { eachMatchSliced } from './sliced-matches.js'

/** A greeting, then two capitalised words and a comma or "!": each word a run of letters, so the match is linear. */
const GREETING_TWO =
  /(?<![\p{L}\p{M}])(?:[Hh]i|[Hh]ey|[Hh]ello|Dear) (\p{Lu}[\p{Ll}\p{M}'’-]{1,63}) \p{Lu}[\p{Ll}\p{M}'’-]{1,63}[,!]/gu

/** The longest match is under 140 characters (each word at most 64 letters). */
const REACH = 160

/** Adds the first words of two-word names after a greeting to `found` (lower case); yields between slices. */
export function* attestGreetedTwo(text: string, found: Set<string>): Generator<void, void, void> {
  yield* eachMatchSliced(GREETING_TWO, text, REACH, (m) => {
    const lc = m[1]!.toLowerCase()
    if (!NOT_NAME_WORDS.has(lc) && !WEEKDAYS_AND_MONTHS.has(lc)) found.add(lc)
  })
}
