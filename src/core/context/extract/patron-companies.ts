/*
 * A business someone deals with from outside: "Omar Haddad, a customer of Brightwater, joined",
 * "a long-standing client of Kestrel", "an investor in Nordlys". People are customers, clients and
 * suppliers of businesses, so the run after "a customer of" is a company even when it is one plain
 * word (FX3, issue 27: Brightwater was lost). Only a run that opens with no given name: "a client of
 * Anna Lindqvist" (a lawyer's client) stays a person. Where the person works is not said, so no rule
 * here writes a link; the outsider nouns (links/outside-parties.ts) keep the company from being theirs.
 * "a Brightwater customer" names it before the noun.
 */
import { FIRST_NAMES, TITLE_HEADS, TITLE_WORDS } from '../lexicon.js'
import type { Run } from './elements.js'
import type { Reader } from './reader.js'

/** Those who deal with a business from outside it, before "of" and its name (outside-parties.ts too). */
export const PATRON_NOUNS = [
  'customer',
  'customers',
  'client',
  'clients',
  'supplier',
  'suppliers',
  'vendor',
  'vendors',
  'reseller',
  'resellers',
  'distributor',
  'distributors',
]
const PATRONS = new Set(PATRON_NOUNS)
/** Those who serve a business from outside "for" or "to" it: "a consultant for Minera Andina". */
const SERVERS = new Set(['consultant', 'consultants', 'advisor', 'adviser', 'advisors', 'advisers', 'contractor'])
/** "an external consultant for C", "an independent adviser to C". */
const SERVING = new Set(['external', 'independent', 'outside', 'senior', 'freelance', 'strategic'])
/** What a board is "of" that is no company: "the board of Trustees". */
const BOARDS = new Set(['trustees', 'governors', 'management', 'regents', 'commissioners', 'supervisors'])
/** Those who hold a share "in" a business: "an investor in Nordlys". */
const HOLDERS = new Set(['investor', 'investors', 'shareholder', 'shareholders', 'backer', 'backers'])
/** What stands before the noun: "a customer of", "a long-time customer of", "a former client of". */
const OPENERS = new Set(['a', 'an', 'the', 'our', 'their', 'his', 'her', 'longtime', 'long-time', 'long-standing'])
const ADJECTIVES = new Set([
  'former',
  'existing',
  'loyal',
  'major',
  'key',
  'big',
  'old',
  'new',
  'longtime',
  'long-time',
])
/** Words before "customer" that name a tier or a kind, not a company: "a Premium customer", "an Enterprise client". */
const TIERS = new Set(
  'premium gold silver bronze platinum enterprise pro business corporate retail vip key major new existing b2b b2c smb'.split(
    ' ',
  ),
)

/** Whether the run stands after "a customer of", "a client of", "an investor in" (see the module comment). */
export function patronCompany(r: Reader, run: Run): boolean {
  const { tokens, a, prevWord, words, poss } = run
  if (poss || a < 3) return false
  const noun = tokens[a - 2]!
  const fits =
    (prevWord === 'of' && PATRONS.has(noun.lc)) ||
    (prevWord === 'in' && HOLDERS.has(noun.lc)) ||
    ((prevWord === 'for' || prevWord === 'to') && SERVERS.has(noun.lc))
  // "on the board of Allegro", "joined the board of Allegro".
  if (
    prevWord === 'of' &&
    noun.lc === 'board' &&
    tokens[a - 3]!.lc === 'the' &&
    /^(on|joined|joins)$/.test(tokens[a - 4]?.lc ?? '')
  )
    return (
      !words.some((w) => TITLE_WORDS.has(w.lc) || TITLE_HEADS.has(w.lc.replace(/s$/, '')) || BOARDS.has(w.lc)) &&
      noPerson(r, words[0]!.lc)
    )
  const before = tokens[a - 3]!.lc
  const opener =
    OPENERS.has(before) || ((ADJECTIVES.has(before) || SERVING.has(before)) && OPENERS.has(tokens[a - 4]?.lc ?? ''))
  return fits && opener && noPerson(r, words[0]!.lc)
}

const noPerson = (r: Reader, first: string): boolean =>
  !FIRST_NAMES.has(first) && !r.attested.has(first) && !r.byPart.has(first)

/**
 * "Omar Haddad, a Brightwater customer, joined": one or two words between "a" and the noun, as "an Accenture
 * alum" names a past employer (companies.ts). Not a tier ("a Premium customer") nor a person-shaped pair.
 */
export function patronBefore(r: Reader, run: Run): boolean {
  const { a, words, prevWord, after, poss } = run
  if (poss || (prevWord !== 'a' && prevWord !== 'an') || words.length > 2 || a < 1) return false
  if (after?.kind !== 'word' || !PATRONS.has(after.lc) || after.lc.endsWith('s')) return false
  return !words.some((w) => TIERS.has(w.lc)) && noPerson(r, words[0]!.lc)
}
