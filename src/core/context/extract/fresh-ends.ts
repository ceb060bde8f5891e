/*
 * People a second fresh writer names where the other cues say nothing (issue 27, t901-t940): a name
 * before a negated "be" or "have" ("Anneli Korhonen isn't there anymore"), or an adverb and a move
 * ("Signe Dahl recently switched from Fjord Bank to Aurora Pay"), the one asked about in
 * "who does Keanu Akana report to", the one "heard from", and a name after a gerund opening a
 * subject line ("Welcoming Marama Te Rangi"); a name joined by "and" to a full name that opens with a
 * common given name ("Jasper Li and Sun-hee Park will join her team").
 */
import { FIRST_NAMES } from '../lexicon.js'
import { PERSON_VERBS } from './cues.js'
import { titleCase, type Run } from './elements.js'
import { orgAppositive } from './org-appositives.js'
import { copiedIn } from './cc-names.js'
import type { Tok } from './scanner.js'

/** Negated "be", "have" and "do" after a full name: only a person or a thing does them, and the run is name-shaped. */
const NEGATED_AFTER = new Set([
  "isn't",
  "wasn't",
  "hasn't",
  "doesn't",
  "didn't",
  'isn’t',
  'wasn’t',
  'hasn’t',
  'doesn’t',
  'didn’t',
])
/** Adverbs of time between a name and its verb: "Signe Dahl recently switched ...". */
const ADVERBS = new Set(['recently', 'just', 'finally', 'quietly', 'officially', 'apparently', 'reportedly'])
/** Verbs of a move a person makes: "switched from", "jumped to", "moved over". */
const MOVE_VERBS = new Set(['switched', 'jumped', 'moved', 'left', 'joined', 'quit', 'resigned', 'retired', 'departed'])
/** Auxiliaries of a question about whom someone reports to: "who does X report to", "will X report to". */
const ASKING = new Set(['does', 'did', 'do', 'will', 'would', 'should'])

/** Whether something around a name-shaped run says it is a person (see the module comment). */
export function freshPersonCue(run: Run): boolean {
  const { tokens, a, j, after, prevWord } = run
  if (copiedIn(run)) return true
  if (after?.kind !== 'word' && prevWord !== 'from') return false
  if (after?.kind === 'word' && NEGATED_AFTER.has(after.lc)) return true
  // "Signe Dahl recently switched from ...": an adverb of time between the name and a verb only a person does.
  const verb = tokens[j + 1]
  if (
    after?.kind === 'word' &&
    ADVERBS.has(after.lc) &&
    (MOVE_VERBS.has(verb?.lc ?? '') || PERSON_VERBS.has(verb?.lc ?? ''))
  )
    return true
  if (after?.lc === 'and' && givenNameAt(tokens, j + 1) && tokens[j + 2] && titleCase(tokens[j + 2]!.text)) return true
  if (after?.lc === 'report' && tokens[j + 1]?.lc === 'to' && prevWord !== undefined && ASKING.has(prevWord))
    return true
  return prevWord === 'from' && a >= 2 && tokens[a - 2]!.lc === 'heard'
}

/**
 * Whether tokens[a] is a gerund opening a name of two or more words after it ("Welcoming Marama Te
 * Rangi", "Introducing Ana Souza"): a long "-ing" word that is no given name.
 */
export function gerundBeforeName(tokens: readonly Tok[], a: number, j: number): boolean {
  const lc = tokens[a]!.lc
  return j - a >= 3 && lc.length >= 7 && lc.endsWith('ing') && !FIRST_NAMES.has(lc)
}

/** Nouns before "company" that name a company's relation to another: "their portfolio company Harbour Mint". */
const COMPANY_RELATIONS = new Set(['portfolio', 'sister', 'parent', 'holding'])

/**
 * Places where a name-shaped run is a company whatever its first word: after "portfolio company"
 * and its like, in "is now with Accra Angels as ..." (a person's employer), and after a person and
 * "from" before a verb ("Minh Anh from Saigon Roast joined").
 */
export function freshCompanyPlace(run: Run): boolean {
  const { tokens, a, prevWord, after, out, poss } = run
  if (a < 2) return false
  // "Our logistics partner, Swift Anchor, will ...": a name beside a business noun (org-appositives.ts).
  if (orgAppositive(run)) return true
  // "Minh Anh from Saigon Roast joined": after a person and "from", a company, whatever its first word.
  if (prevWord === 'from' && out[out.length - 2]?.k === 'P' && !poss && after?.kind === 'word') return true
  if (prevWord === 'company' || prevWord === 'companies') return COMPANY_RELATIONS.has(tokens[a - 2]!.lc)
  return (
    prevWord === 'with' &&
    tokens[a - 2]!.lc === 'now' &&
    (after === undefined || after.lc === 'as' || (after.kind === 'punct' && /^[.,;]$/.test(after.text))) &&
    // "are now with Pua Kahananui, who is great": a person (N3).
    !(
      after?.text === ',' &&
      tokens[run.j + 1]?.lc === 'who' &&
      /^(is|was|has|knows)$/.test(tokens[run.j + 2]?.lc ?? '')
    )
  )
}

/** Whether tokens[k] is a capitalised common given name ("Sun-hee": its first part). */
function givenNameAt(tokens: readonly Tok[], k: number): boolean {
  const t = tokens[k]
  return t !== undefined && t.kind === 'word' && titleCase(t.text) && FIRST_NAMES.has(t.lc.split('-')[0]!)
}
