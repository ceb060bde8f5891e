/*
 * People a link needs that the given-name lists do not know: shapes around a name-shaped run that
 * only a person stands in. The run is already name-shaped (people.ts checked its words); these say
 * that the words around it make it a person whatever its first word: "promoted P to CTO", "P, with
 * whom I ...", "P, reports to ...", "led by P", "recruited P to ...", "P and Q
 * move to ...", "P and I have ...", "- P @ C".
 */
import { familyFirstGiven } from './family-first.js'
import { familyFirstThu } from './family-first-thu.js'
import { FIRST_NAMES, TITLE_HEADS, WEEKDAYS_AND_MONTHS } from '../lexicon.js'
import { RELATION_NOUNS } from './cues.js'
import { isCapWord, titleCase, wholeLineStart, type Run } from './elements.js'
import type { Reader } from './reader.js'
import type { Tok } from './scanner.js'
import { title } from './titles.js'

/** Verbs before "by" that only a person follows: "(led by Xochitl Ramírez)", "headed by", "run by". */
const LED_BY = new Set(['led', 'headed', 'run', 'chaired'])
/** Verbs right before a name that only take a person: "recruited Ousmane Sy to ...", "promoted Ngoc Anh Tran to CTO". */
const TAKES_PERSON = new Set(['recruited', 'promoted', 'promoting', 'promotes'])
/** Verbs after "P and I" that two people do: "Li Na and I have dozens of mutual connections". */
const WE_VERBS = new Set(['have', 'had', 'are', 'were', 'met', 'know', 'worked', 'studied', 'used', 'go'])
/** Verbs after two names joined by "and" that say both are people: "Emi Kato and Ren Ito move to his team". */
const PAIR_VERBS = new Set(['move', 'report', 'join', 'joined', 'moved', 'met', 'know', 'studied', 'worked'])
/** Verbs after a name that only a person does: "Fatoumata Diallo recruited ...", "then Tama Hohaia presents ...". */
export const END_PERSON_VERBS = new Set(['presents', 'presenting'])

/** Words before a role that open a person's title after a comma: "Chen Jing, senior dev at Moonbridge Games". */
const SENIORITY = new Set(['senior', 'junior', 'lead', 'principal', 'staff'])
/** Whose role stands before the name: "their plant manager, Nguyen Van An". */
const OWNERS = new Set(['our', 'their', 'his', 'her', 'your'])

/**
 * Whether words[k] is a surname that is also an everyday word ("Karim Said", "Mona Said"): the last
 * of two capitalised words, after a known given name. (A line's speaker, "Pham Thu: ...", was tried
 * and dropped: on its one tuning text it turned a later "she" to the speaker, two wrong links.)
 */
export function surnameWord(run: Run, k: number): boolean {
  const { words } = run
  return (
    (k === 1 && words.length === 2 && titleCase(words[1]!.text) && FIRST_NAMES.has(words[0]!.lc)) ||
    familyFirstGiven(run, k) ||
    familyFirstThu(run, k)
  )
}

/** Whether the words around the name-shaped run say it is a person (see the file's comment). */
export function nameEnd(r: Reader, run: Run): boolean {
  const { tokens, a, j, prevWord, after, afterNext, poss } = run
  const before2 = a >= 2 ? tokens[a - 2]!.lc : ''
  // "Aarav Shah to Senior Underwriter", "promoted Ngoc Anh Tran to CTO": a name, "to" and a title.
  if (!poss && after?.lc === 'to' && afterNext?.kind === 'word' && title(r, tokens, j + 1) !== undefined) return true
  // "- Bronwyn Hughes to Claims Team Lead": a promotions list's line, a name, "to" and a role to the line's end.
  if (!poss && after?.lc === 'to' && wholeLineStart(tokens, a) && roleToEnd(tokens, j + 1)) return true
  // "their plant manager, Nguyen Van An": whose role, the role's head, a comma, the name.
  if (prevWord === ',' && TITLE_HEADS.has(before2) && ownerBefore(tokens, a - 2)) return true
  // "Shirin Ahmadi, with whom I did my graduate scheme", "Folasade Adeyemi, reports to Chinedu Okeke".
  if (after?.text === ',' && afterNext?.kind === 'word') {
    const third = tokens[j + 2]?.lc
    if (afterNext.lc === 'with' && third === 'whom') return true
    if (SENIORITY.has(afterNext.lc) && tokens[j + 2]?.kind === 'word' && tokens[j + 3]?.lc === 'at') return true
    if ((afterNext.lc === 'reports' || afterNext.lc === 'reported') && third === 'to') return true
  }
  if (prevWord === 'by' && LED_BY.has(before2)) return true
  if (prevWord !== undefined && TAKES_PERSON.has(prevWord) && !poss) return true
  // "Li Na and I have dozens of mutual connections": a name joined to the writer, then a verb of both.
  if (after?.lc === 'and' && afterNext?.text === 'I' && !poss && WE_VERBS.has(tokens[j + 2]?.lc ?? '')) return true
  // "- Yaw Boateng @ Sankofa Foods: renewal at risk": a name, "@" and where they work, opening a line.
  if (after?.text === '@' && afterNext !== undefined && isCapWord(afterNext) && wholeLineStart(tokens, a)) return true
  return pairThenVerb(tokens, j)
}

/** "Emi Kato and Ren Ito move ...": "and", a second name of two or three capitalised words, and a verb of both. */
function pairThenVerb(tokens: readonly Tok[], j: number): boolean {
  if (tokens[j]?.lc !== 'and') return false
  let k = j + 1
  while (k < tokens.length && k - j <= 3 && isCapWord(tokens[k]!)) k++
  return k - j >= 3 && PAIR_VERBS.has(tokens[k]?.lc ?? '')
}

/** Whether tokens from k to the line's end are one to four capitalised words, the last a role's head ("Claims Team Lead"). */
function roleToEnd(tokens: readonly Tok[], k: number): boolean {
  let e = k
  while (e < tokens.length && e - k < 4 && isCapWord(tokens[e]!)) e++
  return e > k && e === tokens.length && TITLE_HEADS.has(tokens[e - 1]!.lc)
}

/** Whether one of the two words before the role's head at tokens[h] says whose it is ("their plant manager"). */
function ownerBefore(tokens: readonly Tok[], h: number): boolean {
  return OWNERS.has(tokens[h - 1]?.lc ?? '') || OWNERS.has(tokens[h - 2]?.lc ?? '')
}

/**
 * Whether tokens[a], an everyday word, is a given name: right after a relation noun and before a
 * capitalised surname ("her colleague Even Haugen, who runs partnerships"); never a day or a month.
 */
export function givenAfterRelation(tokens: readonly Tok[], a: number, j: number): boolean {
  const word = tokens[a]!
  return (
    a > 0 &&
    a + 1 < j &&
    RELATION_NOUNS.has(tokens[a - 1]!.lc) &&
    titleCase(word.text) &&
    titleCase(tokens[a + 1]!.text) &&
    !WEEKDAYS_AND_MONTHS.has(word.lc)
  )
}
