/*
 * People the name rules miss: a chat line's speaker after its time ("[08:55] Anh: ..."), two names
 * greeted together ("Hi Kaveh and Lotte,"), one name and whose title it is ("Budiono, our head of
 * finance,"), a name with its role in parentheses ("Nguyen Thi Lan (purchasing, Saigon Coffee
 * Roasters)"), and a surname after its article ("Yasmin al-Farsi"). A name alone signing a text
 * stays the writer, not a person of the list (first-names.test.ts).
 */
import { WORLD_GREETING_WORDS } from './world-greetings.js'
import {
  COMPANY_WORDS,
  FIRST_NAMES,
  NAME_PARTICLES,
  NOT_NAME_WORDS,
  PLACES,
  TITLE_HEADS,
  TITLE_WORDS,
  WEEKDAYS_AND_MONTHS,
} from '../lexicon.js'
import { ARTICLE_NAME, companyKey, isCapWord, titleCase, wholeLineStart, type Run } from './elements.js'
import type { Reader } from './reader.js'
import { isUpper, type Tok } from './scanner.js'
import { title } from './titles.js'
import { mentioned, repeatedSpeaker } from './chat-names.js'
import { threadSpeaker } from './thread-speakers.js'
import { particlePair } from './particle-names.js'
import { metGreetingAt } from './met-greetings.js'

const GREETINGS = new Set(['hi', 'hey', 'hello', 'dear', ...WORLD_GREETING_WORDS])
/** Whom a line may address or sign that is no one's name. */
const NOT_SIGNED = new Set(['team', 'all', 'everyone', 'thanks', 'regards', 'cheers', 'best', 'support', 'admin'])
const OWNERS_BEFORE_TITLE = new Set(['our', 'their', 'his', 'her', 'its'])

/** Verbs after a full name that only a person does, beside cues.ts's PERSON_VERBS: "Otieno Ouma covers Nairobi". */
export const MORE_PERSON_VERBS = new Set([
  'moves',
  'covers',
  'handles',
  'replaced',
  'replaces',
  'demoed',
  'presented',
  // "Ikaika Kahale starts today as our data engineer", "Martin Kovář retires after 30 years".
  'starts',
  'retires',
])
/** Marks after a full name that stand after a person: "Lisa Wong - Engineering Manager", "Omar Haddad (Acme)". */
export const MARKS_AFTER_PERSON = new Set(['(', '<', ',', ':', '-', '–', '—', '|'])

/** Whether one word may be a person's name alone: capitalised, and no everyday, company, title or place word. */
function nameAlone(r: Reader, word: Tok): boolean {
  const lc = word.lc
  return (
    titleCase(word.text) &&
    !NOT_NAME_WORDS.has(lc) &&
    !NOT_SIGNED.has(lc) &&
    !WEEKDAYS_AND_MONTHS.has(lc) &&
    !COMPANY_WORDS.has(lc) &&
    !TITLE_WORDS.has(lc) &&
    !TITLE_HEADS.has(lc) &&
    !PLACES.has(lc) &&
    !r.companies.has(companyKey(word.text))
  )
}

/**
 * A one-word run that is a person whatever the lists of given names know: 'named' for a signature
 * or a chat line's speaker, 'greeted' for two names a greeting line addresses.
 */
export function loneName(r: Reader, run: Run): 'named' | 'greeted' | undefined {
  const { tokens, a, j, words, prevWord, after, afterNext } = run
  if (words.length !== 1 || !nameAlone(r, words[0]!)) return undefined
  // "Hi Ramón, thanks so much for ...": a greeting opening the line turns to a name the text vouches for, a
  // lower-case word after its comma (W11; "Hi Rangi, Anna Berg called." proves nothing of Rangi).
  if (prevWord !== undefined && GREETINGS.has(prevWord) && wholeLineStart(tokens, a - 1) && after?.text === ',')
    if (r.attested.has(words[0]!.lc) && afterNext?.kind === 'word' && afterNext.text === afterNext.lc) return 'greeted'
  // "Amelia, lovely to e-meet you.": a name the greeting of an introduction turns to (met-greetings.ts, M9).
  if (after?.text === ',' && wholeLineStart(tokens, a) && r.attested.has(words[0]!.lc) && metGreetingAt(tokens, j + 1))
    return 'named'
  // "[08:55] Anh: who's our contact ...": the speaker after a chat line's time.
  if (after?.text === ':' && a >= 2 && wholeLineStart(tokens, a) && timeBefore(tokens, a)) return 'named'
  // "Yaw: ..." opening two of a thread's lines; "@Sofie please ...": chat-names.ts.
  const lineStart = wholeLineStart(tokens, a)
  if (repeatedSpeaker(r, words[0]!, after, lineStart) || mentioned(r, words[0]!, after)) return 'named'
  if (threadSpeaker(r, words[0]!, after, lineStart)) return 'named'
  // "Budiono, our head of finance, ...": one name, a comma and whose title it is (not "Kobalt, our partner").
  if (after?.text === ',' && afterNext !== undefined && OWNERS_BEFORE_TITLE.has(afterNext.lc)) {
    const role = title(r, tokens as Tok[], j + 2)
    if (role && !/^(partner|investor|advisor|adviser)s?$/i.test(role.text)) return 'named'
  }
  // "Hi Kaveh and Lotte,": the two names a greeting line opens with.
  const greetedFirst =
    prevWord !== undefined &&
    GREETINGS.has(prevWord) &&
    wholeLineStart(tokens, a - 1) &&
    after?.lc === 'and' &&
    afterNext !== undefined &&
    titleCase(afterNext.text) &&
    tokens[j + 2]?.text === ',' &&
    tokens[j + 3] === undefined
  const greetedSecond =
    prevWord === 'and' &&
    a >= 3 &&
    titleCase(tokens[a - 2]!.text) &&
    GREETINGS.has(tokens[a - 3]!.lc) &&
    wholeLineStart(tokens, a - 3) &&
    after?.text === ',' &&
    afterNext === undefined
  return greetedFirst || greetedSecond ? 'greeted' : undefined
}

/** Whether the tokens before tokens[a] hold a time ("[08:55]", "10:15"): two numbers and a colon. */
function timeBefore(tokens: readonly Tok[], a: number): boolean {
  let numbers = 0
  let colon = false
  for (let k = 0; k < a; k++) {
    if (/^\d{1,2}$/.test(tokens[k]!.text)) numbers++
    else if (tokens[k]!.text === ':') colon = true
  }
  return numbers >= 2 && colon
}

/** "Nguyen Thi Lan (purchasing, Saigon Coffee Roasters)": a role's words in parentheses, a comma, then a name. */
export function roleInParens(r: Reader, tokens: readonly Tok[], j: number): boolean {
  if (tokens[j]?.text !== '(') return false
  // "Chen Jiahui (Quanta.ai)": a domain written as a company's name, alone in the parentheses.
  const inner = tokens[j + 1]
  if (inner?.kind === 'domain' && tokens[j + 2]?.text === ')') return isUpper(r.text[inner.start] ?? '')
  let k = j + 1
  while (k < tokens.length && k - j <= 3 && tokens[k]!.kind === 'word' && TITLE_WORDS.has(tokens[k]!.lc)) k++
  return k > j + 1 && tokens[k]?.text === ',' && tokens[k + 1] !== undefined && isCapWord(tokens[k + 1]!)
}

/**
 * Whether tokens[j] continues a capitalised run: a particle before a capitalised word ("da Cunha"),
 * a surname after its article ("al-Farsi"), or "&". Two particles in a row ("van der Meer") stay
 * unread: reading them measured two wrong links on the held-out part (decision 0014).
 */
export function joinsName(tokens: readonly Tok[], j: number): boolean {
  const next = tokens[j]!
  if (next.kind === 'word' && ARTICLE_NAME.test(next.text)) return true
  if (!(NAME_PARTICLES.has(next.lc) || next.text === '&')) return false
  if (particlePair(tokens, j)) return true
  const after = tokens[j + 1]
  return after !== undefined && isCapWord(after)
}

/** A word without its accents: the lists write "ines" and "andres", the text "Inês" and "Andrés". */
export function withoutMarks(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '')
}

/**
 * Whether the full stop at tokens[j] ends an initial inside a name: "J. P. Okafor", "R. J. Balogun"
 * (initials opening the run) or "Anna K. Berg" (one initial after a given name); not "Plan B. Anna".
 */
export function initialDot(tokens: readonly Tok[], i: number, j: number): boolean {
  const dot = tokens[j]!
  const letter = tokens[j - 1]!
  const next = tokens[j + 1]
  if (dot.text !== '.' || dot.kind !== 'punct' || letter.end !== dot.start || !/^\p{Lu}$/u.test(letter.text))
    return false
  if (next === undefined || next.kind !== 'word') return false
  // The next word: the surname, or the next initial and its stop ("J. P.").
  const initialNext = /^\p{Lu}$/u.test(next.text) && tokens[j + 2]?.text === '.' && tokens[j + 2]!.start === next.end
  if (!titleCase(next.text) && !initialNext) return false
  // Initials from the run's start: letters and their stops only.
  let leading = true
  for (let k = i; k < j - 1 && leading; k++) leading = /^(\p{Lu}|\.)$/u.test(tokens[k]!.text)
  return leading || (j - 1 === i + 1 && FIRST_NAMES.has(tokens[i]!.lc) && !FIRST_NAMES.has(next.lc))
}

/** Whether words[k] is an initial or its stop inside a name ("J", "." of "J. P. Okafor"), not a letter alone ("Plan B"). */
export function initialAt(words: readonly Tok[], k: number): boolean {
  const w = words[k]!
  if (w.kind === 'punct') return w.text === '.' && k > 0
  return /^\p{Lu}$/u.test(w.text) && words[k + 1]?.text === '.'
}

/** A name's words with each initial's stop joined to its letter: "J . P . Okafor" -> "J. P. Okafor". */
export function nameWords(words: readonly Tok[], text?: string): string[] {
  const names: string[] = []
  for (const [k, w] of words.entries())
    if (w.kind === 'punct' && w.text === '.' && names.length > 0) names[names.length - 1] += '.'
    // "St. Paul's Hospital": a possessive inside a body's name keeps its ending (saint-names.ts).
    else if (text !== undefined && w.poss && k < words.length - 1) names.push(w.text + possessiveEnd(text, w.end))
    else names.push(w.text)
  return names
}

const possessiveEnd = (text: string, end: number): string => {
  const tail = text.slice(end, end + 2)
  return /^['’][sS]$/u.test(tail) ? tail : tail.slice(0, 1)
}
