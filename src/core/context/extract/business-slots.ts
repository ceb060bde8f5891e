/*
 * Places where a name-shaped run is a business even when its first word is a given name (issue 27,
 * N1: a fresh writer's near misses). Read as people, these companies left their staff placed at the
 * company named before them: "now CTO of Sakura Ledger" (Kenji placed at the fund in the sentence
 * before), "Anadolu's rep" after "their dye supplier, Anadolu Kimya," (the rep placed at the customer),
 * "our agency, Stella Events," (an agency placed at the venue). The slots: a title and "of" before the
 * run, an employer's stay ("he's still at C"), a move's end before ", where he ..." (a person is no
 * "where"), apposition to a business noun whatever the run's first word, and a firm that sends
 * someone ("a recruiter from Talentbridge, Rachel Osei,"), one word or more.
 */
import { FIRST_NAMES } from '../lexicon.js'
import { companyKey, personKey, type Element, type Run } from './elements.js'
import type { Reader } from './reader.js'
import { tenureWith } from './tenure-with.js'
import { personAfterTradeNoun } from './business-noun-people.js'

/** Titles that name a relation between people, not a post at a business: "the manager of Ana Lima". */
const RELATION_TITLES = new Set(['manager', 'boss', 'assistant', 'deputy', 'mentor', 'supervisor', 'successor'])
/** Words between a person and "at" that make it a stay at an employer: "he's still at C", "based at C". */
const STAY_WORDS = new Set(['still', 'currently', 'based', 'stint', 'tenure', 'career'])
/** Words before a run and ", where": a move's or a stay's end ("moved to C, where he ..."). */
const WHERE_PREPS = new Set(['at', 'from', 'to', 'joined', 'join', 'joins', 'left'])
/** Nouns for a business another one deals with: "their dye supplier, C,", "our events agency, C,". */
const BUSINESS_NOUNS = new Set([
  'agency',
  'supplier',
  'vendor',
  'distributor',
  'carrier',
  'insurer',
  'lender',
  'wholesaler',
  'manufacturer',
  'reseller',
  'subsidiary',
])
const OWNERS = new Set(['our', 'their', 'its', 'his', 'her', 'the'])
/** Roles someone holds at a firm that sends them: "a recruiter from C", "the journalist from C". */
export const SENT_ROLES = new Set([
  'recruiter',
  'headhunter',
  'journalist',
  'reporter',
  'lawyer',
  'consultant',
  'analyst',
  'auditor',
])
const ARTICLES = new Set(['a', 'an', 'the', 'their', 'our'])

/** The title element before "of" (out ends with the title and the word "of"), when it is a post at a business. */
function postBefore(out: readonly Element[]): boolean {
  const of = out[out.length - 1]
  const t = out[out.length - 2]
  if (of?.k !== 'W' || of.w !== 'of' || t?.k !== 'T') return false
  const words = t.title.toLowerCase().split(/\s+/)
  return words.length <= 3 && !RELATION_TITLES.has(words[words.length - 1]!)
}

/**
 * Whether the run is a person after a title of a tie between people and "of" (FX): "the manager of
 * Anna Lindqvist at Nordbank" names Anna, not a department of Nordbank. Only when the run's first word
 * is a known given name, so "the manager of Nordic Rail" keeps its reading.
 */
export function relationOfPerson(run: Run): boolean {
  const { out, words, prevWord, poss } = run
  const of = out[out.length - 1]
  const t = out[out.length - 2]
  if (poss || prevWord !== 'of' || of?.k !== 'W' || of.w !== 'of' || t?.k !== 'T') return false
  const title = t.title.toLowerCase().split(/\s+/)
  return RELATION_TITLES.has(title[title.length - 1]!) && FIRST_NAMES.has(words[0]!.lc)
}

/** Whether the run stands where only a business does (see the module comment). */
export function businessSlot(r: Reader, run: Run): boolean {
  const { tokens, a, j, out, words, prevWord, after, afterNext, poss, names } = run
  if (poss || a < 3 || r.people.has(personKey(names))) return false
  // "a recruiter from Talentbridge, Rachel Osei, ...": one word is enough after a role and "from".
  if (prevWord === 'from' && SENT_ROLES.has(tokens[a - 2]!.lc) && ARTICLES.has(tokens[a - 3]!.lc))
    return words.length === 1 || !FIRST_NAMES.has(words[0]!.lc)
  if (words.length < 2) return false
  if (tenureWith(tokens, a, prevWord)) return true
  // "now CTO of Sakura Ledger", "founder of Pampa Seguros".
  if (prevWord === 'of' && postBefore(out)) return true
  const before = tokens[a - 2]!.lc
  // "he's still at Pampa Seguros until March".
  if (prevWord === 'at' && STAY_WORDS.has(before)) return true
  // "joined Harmattan Energy from Sahel Power, where he ran ...", "moved to Gdańsk Shipyards, where ...".
  if (
    prevWord !== undefined &&
    WHERE_PREPS.has(prevWord) &&
    after?.kind === 'punct' &&
    after.text === ',' &&
    afterNext?.lc === 'where'
  )
    return true
  // "our agency, Stella Events,", "their dye supplier, Anadolu Kimya,": closed by a comma or the sentence's end.
  if (tokens[a - 1]!.text !== ',' || !BUSINESS_NOUNS.has(before) || personAfterTradeNoun(r, run)) return false
  const owner = tokens[a - 3]?.lc ?? ''
  const owned = OWNERS.has(owner) || (tokens[a - 3]?.kind === 'word' && OWNERS.has(tokens[a - 4]?.lc ?? ''))
  if (!owned || !(j === tokens.length || (after?.kind === 'punct' && /^[,.;]$/.test(after.text)))) return false
  let dealtWith = outsideParties.get(r)
  if (!dealtWith) outsideParties.set(r, (dealtWith = new Set()))
  if (dealtWith.size < 50) dealtWith.add(companyKey(names.join(' ')))
  return true
}

/** Companies named as another's supplier, agency or vendor ("the linen supplier, C"), per reader. */
const outsideParties = new WeakMap<Reader, Set<string>>()

/**
 * Whether the text names one company besides those it names as someone's supplier, agency or vendor:
 * a meeting's untagged attendees are at that one ("Notes — supplier review, Hotel Miramare. Present:
 * ... Salvatore (F&B) ... to see the linen supplier, Lavanderia Partenope": Salvatore is at the hotel).
 */
export function oneCompanyBesidesSuppliers(r: Reader): boolean {
  const dealtWith = outsideParties.get(r)
  let n = r.companies.size
  if (dealtWith) for (const key of dealtWith) if (r.companies.has(key)) n--
  return n === 1
}
