/*
 * First names the text itself vouches for. A given name outside the word lists ("Anh Tran",
 * "Olumide Bakare", "Ewan Fraser") makes a name-shaped run a person only beside a cue; but a text
 * that names someone in full nearly always uses the first name alone too: "Anh runs the warehouse
 * team", "Hi Kwame,", "Thanks, Rania!". Such a word, standing alone (no capitalised word on either
 * side) before a verb a person is the subject of, or after a greeting, is a first name for this
 * text. Read once before the lines, in slices of the text, so a long text still yields; the words
 * found do not depend on where the slices fall.
 */
import { NOT_NAME_WORDS, WEEKDAYS_AND_MONTHS } from '../lexicon.js'
import { isUpper } from './scanner.js'
import { eachMatchSliced } from './sliced-matches.js'

/** A capitalised word, then a verb of which a person is the subject. */
const BEFORE_VERB =
  /(?<![\p{L}\p{M}])(\p{Lu}[\p{Ll}\p{M}'’-]{1,63}) (?:(?:now|also|still|just|recently|currently|already) )?(?:is|was|has|had|will|runs|moved|left|heads|leads|owns|reports|said|says|asked|wants|thinks|mentioned|joined|knows|works|walked|signs|handles|manages|approved|agreed|confirmed|starts|started)\b/gu
/** A greeting, then a capitalised word and a comma or a mark; a chat greets in lower case ("hi Deniz!", "thanks Ikaika"). */
const AFTER_GREETING =
  /(?<![\p{L}\p{M}])(?:[Hh]i|[Hh]ey|[Hh]ello|Dear|[Tt]hanks|Thank you|[Cc]heers),? (\p{Lu}[\p{Ll}\p{M}'’-]{1,63})[,!.]/gu

/** The longest match of either pattern is under 100 characters (a word is at most 64 letters). */
const REACH = 128

/** Whether the word before `at` (white space skipped) is capitalised: then `at` continues a longer name. */
function capitalisedBefore(text: string, at: number): boolean {
  let k = at - 1
  while (k >= 0 && (text[k] === ' ' || text[k] === '\t')) k--
  if (k < 0 || k === at - 1) return false
  let start = k
  while (start > 0 && /[\p{L}\p{M}'’-]/u.test(text[start - 1]!)) start--
  return start <= k && isUpper(text[start]!) && /\p{L}/u.test(text[k]!)
}

/** The first names the text vouches for (lower case), found in slices: yields between them. */
export function* attestedFirstNames(text: string): Generator<void, Set<string>, void> {
  const found = new Set<string>()
  const keep = (word: string) => {
    const lc = word.toLowerCase()
    if (!NOT_NAME_WORDS.has(lc) && !WEEKDAYS_AND_MONTHS.has(lc)) found.add(lc)
  }
  yield* eachMatchSliced(BEFORE_VERB, text, REACH, (m, at) => {
    if (!capitalisedBefore(text, at + m[0].indexOf(m[1]!))) keep(m[1]!)
  })
  yield* eachMatchSliced(AFTER_GREETING, text, REACH, (m) => keep(m[1]!))
  return found
}
