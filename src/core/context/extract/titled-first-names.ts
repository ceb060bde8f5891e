/*
 * "our plant manager Bisi will be the admin user", "your CEO Haruto", "the receptionist, Guðrún,
 * said ...": a first name alone right after an owner's title is a person, whatever the lists of given
 * names know (issue 27, E4). The title with "our", "your", "their", "my" or "the" before it names a
 * role, and the word after it fills the role; the text vouches for the name by the slot itself. The
 * tuning part missed such people (and their links) in several writers' chats, call logs and e-mails.
 * Not a month or day, a place, a company's word, a title's word or a sentence word; and the name ends
 * there (a verb, a mark or the line's end follows), so "our CFO Acme Capital ..." stays out. Constant
 * work: a look at the elements before the run and the two tokens after it.
 */
import { COMPANY_WORDS, NOT_NAME_WORDS, PLACES, TITLE_WORDS, WEEKDAYS_AND_MONTHS } from '../lexicon.js'
import { PERSON_VERBS } from './cues.js'
import { titleCase, type Run } from './elements.js'

const OWNERS = new Set(['our', 'your', 'their', 'my', 'the'])
/** Words after the name that a person's verb list leaves out: "your CEO Haruto go back", "our CFO Maria and I". */
const MORE_AFTER = new Set(['go', 'goes', 'went', 'and', 'who'])

/** Whether the one-word run fills the role an owner's title names right before it. */
export function titledFirstName(run: Run): boolean {
  const { out, words, after, a, tokens } = run
  const word = words[0]!
  const lc = word.lc
  if (words.length !== 1 || !titleCase(word.text) || word.text.length < 3 || word.poss) return false
  if (NOT_NAME_WORDS.has(lc) || WEEKDAYS_AND_MONTHS.has(lc) || PLACES.has(lc)) return false
  if (COMPANY_WORDS.has(lc) || TITLE_WORDS.has(lc)) return false
  let t = out.length - 1
  // "the receptionist, Guðrún, said": a comma between the title and the name, and one after it.
  const comma = out[t]?.k === 'X' && (out[t] as { p: string }).p === ','
  if (comma) t--
  const title = out[t]
  const owner = out[t - 1]
  if (title?.k !== 'T' || owner?.k !== 'W' || !OWNERS.has(owner.w)) return false
  if (comma && tokens[a - 1]?.text !== ',') return false
  if (after === undefined) return !comma
  if (after.kind === 'punct') return comma ? after.text === ',' : /^[,.;!?)]$/.test(after.text)
  return !comma && after.kind === 'word' && (PERSON_VERBS.has(after.lc) || MORE_AFTER.has(after.lc))
}
