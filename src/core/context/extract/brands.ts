/*
 * Companies of shapes the capitalised-run rules miss: a capitalised domain written as the name
 * ("Fernhill.io", "Quanta.ai"), a business named after whose it is ("Her startup, Brightloop,"), a
 * business a person runs ("Ivana runs 4Color Print"), a company's team ("the Paystack partnerships
 * team"), the other side of a heading's "A x B", capitals joined by "&" ("P&G"), and one word that
 * owns a product or raises money ("Lumo's new app"). Schools where people studied ("studied at AUB",
 * "Lagos Business School") are no companies either. And events, which are neither people nor
 * companies ("Web Summit", "see you at SaaStr").
 */
import { meetingObject } from './meeting-companies.js'
import { COMPANY_WORDS, FIRST_NAMES, LEGAL_SUFFIXES, TITLE_HEADS, TITLE_WORDS } from '../lexicon.js'
import { TEAM_WORDS } from './cues.js'
import { isCapWord, titleCase, type CompanyState, type Run } from './elements.js'
import type { Reader } from './reader.js'
import type { Tok } from './scanner.js'

/** "Fernhill.io", "Booking.com": one capitalised label, lower case after it, and its top-level domain. */
const BRAND_DOMAIN = /^\p{Lu}[\p{Ll}\d-]{0,40}[\p{Ll}\d]\.[a-z]{2,12}$/u

/** The company a capitalised domain names as written ("Fernhill.io"), not a link or an address ("fernhill.io"). */
export function domainBrand(r: Reader, tok: Tok): CompanyState | undefined {
  if (tok.kind !== 'domain' || tok.text.length > 60) return undefined
  const raw = r.text.slice(tok.start, tok.start + tok.text.length)
  if (raw.toLowerCase() !== tok.text || !BRAND_DOMAIN.test(raw)) return undefined
  return r.company(raw, tok.start)
}

/** What a business is called before its name in apposition: "her startup, Brightloop", "our logistics supplier, C". */
const BUSINESS_NOUNS = new Set([
  'startup',
  'company',
  'firm',
  'agency',
  'business',
  'consultancy',
  'studio',
  'fund',
  'supplier',
  'vendor',
  'auditor',
  'auditors',
  'distributor',
  'reseller',
  'lender',
  'insurer',
  'landlord',
])
/** Verbs whose object, or whose agent after "by", is a business: "sold Parsa Labs to C", "acquired by C". */
const DEAL_VERBS = /^(acquired|bought|backed|funded)$/
const OWNERS = new Set(['her', 'his', 'their', 'my', 'our', 'your', 'its'])
const RUNS = new Set(['runs', 'founded', 'co-founded', 'cofounded', 'owns', 'started'])

/** Capitals joined by "&" ("P&G", "AT&T", "H&M"), and the business terms written so. */
const AMPERSAND_BRAND = /^\p{Lu}{1,3}&\p{Lu}{1,3}$/u
const AMPERSAND_TERMS = new Set([
  'r&d',
  'm&a',
  'q&a',
  'p&l',
  't&c',
  't&cs',
  't&e',
  'o&m',
  'd&i',
  'l&d',
  'g&a',
  'a&r',
  'b&b',
  's&op',
  'f&b',
  'c&i',
  'e&o',
])

/**
 * Whether tokens[k] (or the word before it, after one modifier: "our logistics supplier") says whose a
 * business is; or two words before, after two modifiers the first of them lower case ("their current ERP vendor").
 */
function ownedAt(tokens: readonly Tok[], k: number): boolean {
  const word = tokens[k]
  if (word === undefined || word.kind !== 'word') return false
  if (OWNERS.has(word.lc) || (isLowerWord(word) && OWNERS.has(tokens[k - 1]?.lc ?? ''))) return true
  const first = tokens[k - 1]
  return first !== undefined && isLowerWord(first) && OWNERS.has(tokens[k - 2]?.lc ?? '')
}
const isLowerWord = (tok: Tok): boolean => tok.kind === 'word' && tok.text === tok.lc && /^\p{Ll}/u.test(tok.text)

/** Whether the run is a company by what stands around it (companies.ts asks when nothing else said so). */
export function brandSlot(run: Run): boolean {
  const { tokens, a, j, out, words, prevWord, after, afterNext, wholeLine } = run
  const roleWords = words.some((w) => TITLE_WORDS.has(w.lc) || TITLE_HEADS.has(w.lc))
  // "Her startup, Brightloop, was shortlisted": whose business, then its name between commas.
  const appositive =
    a >= 3 &&
    prevWord === ',' &&
    BUSINESS_NOUNS.has(tokens[a - 2]!.lc) &&
    ownedAt(tokens, a - 3) &&
    // "their packaging supplier, Rangoli Packs (owner: ...)": its name before a parenthesis too.
    (after === undefined || (after.kind === 'punct' && /^[,.;)!(]$/.test(after.text)))
  // "Their auditor is KPMG.": whose business, "is", then its name.
  const named = a >= 3 && prevWord === 'is' && BUSINESS_NOUNS.has(tokens[a - 2]!.lc) && ownedAt(tokens, a - 3)
  // "acquired by Siemens", "sold Parsa Labs to Siemens", "an investor who backed Paper Crane".
  const deal =
    (prevWord === 'by' && DEAL_VERBS.test(tokens[a - 2]?.lc ?? '')) ||
    (prevWord === 'to' && out[out.length - 2]?.k === 'C' && /^(sold|sells|selling)$/.test(tokens[a - 3]?.lc ?? '')) ||
    (prevWord === 'backed' && /^(who|he|she|they|we)$/.test(tokens[a - 2]?.lc ?? ''))
  // "Ivana runs 4Color Print in Zagreb": a business a person named just before runs (not "runs Customer Success").
  const runBy = prevWord !== undefined && RUNS.has(prevWord) && out[out.length - 2]?.k === 'P' && !roleWords
  // "to the Paystack partnerships team": a company's department team.
  const team =
    prevWord === 'the' &&
    !roleWords &&
    after?.kind === 'word' &&
    TITLE_WORDS.has(after.lc) &&
    !/^(of|and|for|the|&)$/.test(after.lc) &&
    afterNext?.kind === 'word' &&
    (TEAM_WORDS.has(afterNext.lc) || afterNext.lc === 'teams')
  // "QBR: Marsh & Reed x Copperleaf": a heading's two sides, one of them a company.
  const side =
    wholeLine &&
    ((prevWord === 'x' && out[out.length - 2]?.k === 'C') || (after?.lc === 'x' && companyRunAt(tokens, j + 1)))
  // "with P&G as the first customer", "AT&T": capitals joined by "&", unless a business term ("R&D", "M&A").
  const joined = words.length === 1 && AMPERSAND_BRAND.test(words[0]!.text) && !AMPERSAND_TERMS.has(words[0]!.lc)
  // "recap from the Fujimoto Denki call": named by its meeting or deal (meeting-companies.ts).
  if (meetingObject(run)) return true
  return appositive || named || deal || runBy || team || side || joined || (words.length === 1 && oneWordBrand(run))
}

/** What only a business has: "Lumo's new app", "Lumo's Series B". */
const PRODUCT_NOUNS = new Set([
  'app',
  'apps',
  'product',
  'platform',
  'api',
  'website',
  'pricing',
  'roadmap',
  'series',
  'ipo',
])
const FUNDING_VERBS = new Set(['raised', 'closed', 'announced', 'secured', 'landed'])
const FUNDING_NOUNS = new Set(['series', 'round', 'seed', 'funding'])

/**
 * "Lumo's new app", "Lumo just closed their series B": one word that is no given name, owning what
 * only a business has or raising money. A person read before ("Anna's new app") stays a person.
 */
function oneWordBrand(run: Run): boolean {
  const { tokens, j, words, after, afterNext, poss } = run
  if (FIRST_NAMES.has(words[0]!.lc) || !titleCase(words[0]!.text)) return false
  if (poss) {
    const noun = after?.lc === 'new' || after?.lc === 'latest' ? afterNext : after
    return noun?.kind === 'word' && PRODUCT_NOUNS.has(noun.lc)
  }
  let k = j
  if (/^(just|has|have|recently)$/.test(tokens[k]?.lc ?? '')) k++
  if (!FUNDING_VERBS.has(tokens[k]?.lc ?? '')) return false
  for (let x = k + 1; x < tokens.length && x <= k + 3; x++) if (FUNDING_NOUNS.has(tokens[x]!.lc)) return true
  return false
}

/** Whether tokens[k] starts a capitalised run that says it is a company ("Marsh & Reed", "Northwind Logistics"). */
function companyRunAt(tokens: readonly Tok[], k: number): boolean {
  let e = k
  let joined = false
  while (
    e < tokens.length &&
    e - k < 6 &&
    (isCapWord(tokens[e]!) || tokens[e]!.text === '&' || tokens[e]!.text === '+')
  ) {
    if (tokens[e]!.kind === 'punct') joined = true
    e++
  }
  const last = tokens[e - 1]
  return e > k && last !== undefined && (joined || COMPANY_WORDS.has(last.lc) || LEGAL_SUFFIXES.has(last.lc))
}

/** Words that end an event's name: "Web Summit", "Money20/20 Europe Expo". */
const EVENT_WORDS = new Set([
  'summit',
  'conference',
  'expo',
  'forum',
  'festival',
  'meetup',
  'hackathon',
  'awards',
  'congress',
  'symposium',
  'convention',
  'roadshow',
  'webinar',
])
/** Words before "at X" that make X an event: "see you at SaaStr", "shortlisted at Slush". */
const EVENT_BEFORE_AT = new Set([
  'you',
  'shortlisted',
  'speaking',
  'spoke',
  'presenting',
  'presented',
  'exhibiting',
  'pitching',
  'pitched',
])

/** Words of studying before "at X": "studied together at AUB", "the same MBA class at LUMS". */
const STUDY_WORDS = new Set([
  'studied',
  'study',
  'studying',
  'class',
  'classmates',
  'mba',
  'degree',
  'graduated',
  'student',
  'students',
])

/** Whether the run names an event or a school: neither a person nor a company. */
export function eventName(run: Run): boolean {
  const { tokens, a, words, prevWord } = run
  const last = words[words.length - 1]!.lc
  if (words.length >= 2 && (EVENT_WORDS.has(last) || last === 'school' || last === 'college')) return true
  if (prevWord !== 'at') return false
  if (words.length === 1 && EVENT_BEFORE_AT.has(tokens[a - 2]?.lc ?? '')) return true
  // Where people studied: a school, not an employer (a professor or teacher "at X" works there).
  for (let k = a - 2; k >= 0 && k >= a - 7; k--) if (STUDY_WORDS.has(tokens[k]!.lc)) return true
  return false
}
