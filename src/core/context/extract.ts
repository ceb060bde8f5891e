/*
 * The deterministic "understanding" of ingested text: a function from a string (and the
 * workspace's known names, and the clock's now) to what the text says. Nothing here writes; the
 * ingestion step (ingest.ts) turns an Extraction into records, relationships, triplets, insights,
 * tasks and ghosts.
 *
 * How it reads (decision 0014): a hand-written scanner cuts the text into lines, tokens (words,
 * punctuation, e-mail addresses, domains, numbers) and sentences; word lists (lexicon.ts) mark
 * titles ("Head of Growth", "CFO"), and capitalised runs become people or companies by what they
 * are made of and what stands around them ("Fjordline AI", "Sarah Chen, their CFO"). Relations are
 * read by small patterns over a sentence's elements, each looking a bounded number of elements
 * ahead, so every step is linear in the text: no regular expression is run over unbounded input
 * with a chance to backtrack. The work comes in slices (`extractSlices`), so a job can give the
 * event loop back between them.
 */

import { AT_ONCE, runToEnd, WorkMeter, type SlicedWork } from '../jobs/jobs.js'
import {
  COMPANY_WORDS,
  FIRST_NAMES,
  FREE_MAIL_DOMAINS,
  LEGAL_SUFFIXES,
  NAME_PARTICLES,
  NOT_NAME_WORDS,
  PLACES,
  ROLE_MAILBOXES,
  TITLE_HEADS,
  TITLE_WORDS,
  TLDS,
  WEEKDAYS_AND_MONTHS,
} from './lexicon.js'

export { FREE_MAIL_DOMAINS, ROLE_MAILBOXES } from './lexicon.js'

/** A record the text may name: a person's full name or a company's name. */
export interface NameEntry {
  id: string
  name: string
  type: 'person' | 'company'
}

/** Known names indexed by their first word, so matching costs one lookup per word of text. */
export interface NameDirectory {
  byFirstWord: Map<string, { words: string[]; entry: NameEntry }[]>
}

export interface ExtractedEmail {
  address: string
  domain: string
  /** The person it belongs to, by name as written. */
  owner?: string | undefined
}

export interface ExtractedPhone {
  /** As written. */
  number: string
  owner?: string | undefined
}

/** A person the text names, with what it says about them. */
export interface ExtractedPerson {
  /** The fullest form the text writes ("Tomas Lindqvist", not a later "Tomas"). */
  name: string
  /** Where the text first names them (a character offset). */
  at: number
  emails: string[]
  phone?: string | undefined
  title?: string | undefined
}

/** A company the text names, as written, with its domain when the text gives one. */
export interface ExtractedCompany {
  name: string
  /** Where the text first names it (a character offset). */
  at: number
  domain?: string | undefined
}

export type LinkKind = 'works_at' | 'reports_to' | 'knows' | 'introduced_by' | 'left_for'

/**
 * A relation the text states, by names as written:
 * - works_at: person `from` works at company `to` (`title` when stated; `joined` for "X joined Y");
 * - reports_to: person `from` reports to person `to`;
 * - knows: people `from` and `to` know each other;
 * - introduced_by: person `from` was introduced by person `to`;
 * - left_for: person `from` left company `previous` for company `to`.
 */
export interface ExtractedLink {
  kind: LinkKind
  from: string
  to: string
  title?: string | undefined
  previous?: string | undefined
  joined?: boolean | undefined
  sentence: string
}

export interface ExtractedDate {
  /** The words that named it (`by Friday`, `2026-04-01`). */
  text: string
  /** YYYY-MM-DD */
  date: string
}

/** A sentence asking for an action ("Send the proposal by Friday"): a suggested task. */
export interface ExtractedFollowUp {
  title: string
  due?: string | undefined
  sentence: string
  /** Names this follow-up is about: those of its sentence, else of the nearest sentence before it that names someone. */
  names: string[]
  /** The person asked to do it, by name as written ("Julia will send …", "@Marcus can you …"), when the text names one. */
  assignee?: string | undefined
}

/** What the extractor left out because a text named more than it keeps (EXTRACTION_LIMITS). */
export interface ExtractionDropped {
  people: number
  companies: number
  links: number
  follow_ups: number
}

export interface Extraction {
  people: ExtractedPerson[]
  companies: ExtractedCompany[]
  links: ExtractedLink[]
  emails: ExtractedEmail[]
  /** Company domains: of e-mail addresses (free mail and role mailboxes aside) and written on their own. */
  domains: string[]
  phones: ExtractedPhone[]
  /** Known records the text names, in order of first mention. */
  known: NameEntry[]
  dates: ExtractedDate[]
  followUps: ExtractedFollowUp[]
  dropped: ExtractionDropped
}

/**
 * How much one text is read for, at most. A text naming more keeps the first ones and counts the
 * rest in `dropped`; the write step has its own, smaller caps (ingest.ts INGEST_LIMITS).
 */
export const EXTRACTION_LIMITS = {
  people: 200,
  companies: 200,
  links: 400,
  followUps: 100,
  emails: 400,
  phones: 200,
  dates: 200,
  tokensPerSentence: 120,
  charsPerSlice: 4_096,
  charsAtOnce: 4_096,
  charsPerPiece: 512,
  tokenChars: 254,
} as const

// ---------------------------------------------------------------------------------------------
// Characters and tokens

const isSpace = (c: number): boolean =>
  c === 32 ||
  c === 9 ||
  c === 10 ||
  c === 13 ||
  c === 12 ||
  c === 11 ||
  c === 0xa0 ||
  c === 0x2009 ||
  c === 0x202f ||
  c === 0x3000
const LETTER = /\p{L}/u
const UPPER = /\p{Lu}/u
const LOWER = /\p{Ll}/u
const isLetter = (ch: string): boolean => {
  const c = ch.charCodeAt(0)
  if (c < 128) return (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
  return LETTER.test(ch)
}
const isDigit = (ch: string): boolean => ch >= '0' && ch <= '9'
const isUpper = (ch: string): boolean => {
  const c = ch.charCodeAt(0)
  if (c < 128) return c >= 65 && c <= 90
  return UPPER.test(ch)
}
const isLower = (ch: string): boolean => {
  const c = ch.charCodeAt(0)
  if (c < 128) return c >= 97 && c <= 122
  return LOWER.test(ch)
}

type TokKind = 'word' | 'punct' | 'email' | 'domain' | 'num'
interface Tok {
  kind: TokKind
  text: string
  lc: string
  start: number
  end: number
  /** A word written with 's or ’s ("Fjordline's"); the text is without it. */
  poss: boolean
}

const LEAD_PUNCT = new Set(['(', '[', '{', '<', '"', "'", '“', '‘', '*', '•', '>', '_', '«', '¡', '¿', '·'])
const KEPT_LEAD = new Set(['(', '<', '['])
const TRAIL_PUNCT = new Set([')', ']', '}', '>', '"', "'", '”', '’', ',', ';', ':', '.', '!', '?', '*', '_', '»', '…'])
const KEPT_TRAIL = new Set([')', ']', '>', ',', ';', ':', '.', '!', '?', '…'])
const LONE_PUNCT = new Set([
  '-',
  '–',
  '—',
  '|',
  '@',
  '&',
  '/',
  '+',
  '=',
  ':',
  ',',
  '(',
  ')',
  '<',
  '>',
  '<>',
  '->',
  '→',
  '•',
  '*',
  '·',
])
const LOCAL_PART = /^[A-Za-z0-9._%+'-]+$/
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/
const NUMERIC = /^[0-9+().\-/]+$/

/** `host` (lower case) when `text` is a host name with a known top-level domain, else undefined. */
function asDomain(text: string, requireTld: boolean): string | undefined {
  const labels = text.split('.')
  if (labels.length < 2 || labels.length > 6) return undefined
  for (const label of labels) if (label.length === 0 || label.length > 63 || !DOMAIN_LABEL.test(label)) return undefined
  const tld = labels[labels.length - 1]!.toLowerCase()
  if (!/^[a-z]{2,24}$/.test(tld)) return undefined
  if (requireTld && !TLDS.has(tld)) return undefined
  return text.toLowerCase()
}

function asEmail(core: string): string | undefined {
  const at = core.indexOf('@')
  if (at <= 0 || at !== core.lastIndexOf('@') || at > 64) return undefined
  const local = core.slice(0, at)
  if (!LOCAL_PART.test(local) || local.startsWith('.') || local.endsWith('.')) return undefined
  const domain = asDomain(core.slice(at + 1), false)
  return domain && `${local.toLowerCase()}@${domain}`
}

/** A bare domain or URL: `globex.com`, `www.globex.com`, `https://globex.com/pricing`. */
function urlDomain(core: string): string | undefined {
  let host = core
  const scheme = host.indexOf('://')
  if (scheme >= 0) host = host.slice(scheme + 3)
  const slash = host.indexOf('/')
  if (slash >= 0) host = host.slice(0, slash)
  if (host.startsWith('www.')) host = host.slice(4)
  if (!host.includes('.')) return undefined
  // A word with a capital after its first letter ("Fjordline.Ai") or a file name is no domain.
  return asDomain(host, true)
}

/** Cuts one line (or a slice of a very long one) into tokens. Linear: each character is looked at a bounded number of times. */
function tokenize(text: string, from: number, to: number, out: Tok[]): void {
  let i = from
  while (i < to) {
    while (i < to && isSpace(text.charCodeAt(i))) i++
    if (i >= to) break
    let j = i
    while (j < to && !isSpace(text.charCodeAt(j))) j++
    chunk(text, i, j, out)
    i = j
  }
}

const push = (out: Tok[], kind: TokKind, text: string, start: number, poss = false) =>
  out.push({ kind, text, lc: text.toLowerCase(), start, end: start + text.length, poss })

function chunk(text: string, start: number, end: number, out: Tok[]): void {
  // A chunk longer than any word, address or number is noise: a sentence ends there.
  if (end - start > EXTRACTION_LIMITS.tokenChars) {
    push(out, 'punct', '.', start)
    return
  }
  const raw = text.slice(start, end)
  if (LONE_PUNCT.has(raw)) {
    push(out, 'punct', raw, start)
    return
  }
  // Numbers keep their parentheses and dashes: "+1 (415) 555-0100".
  let numEnd = raw.length
  while (numEnd > 0 && (raw[numEnd - 1] === ',' || raw[numEnd - 1] === ';' || raw[numEnd - 1] === '.')) numEnd--
  if (numEnd > 0 && NUMERIC.test(raw.slice(0, numEnd)) && /\d/.test(raw.slice(0, numEnd))) {
    push(out, 'num', raw.slice(0, numEnd), start)
    if (numEnd < raw.length) push(out, 'punct', raw[numEnd]!, start + numEnd)
    return
  }
  let a = 0
  let b = raw.length
  const lead: Tok[] = []
  while (a < b && LEAD_PUNCT.has(raw[a]!)) {
    if (KEPT_LEAD.has(raw[a]!))
      lead.push({
        kind: 'punct',
        text: raw[a] === '[' ? '(' : raw[a]!,
        lc: raw[a] === '[' ? '(' : raw[a]!,
        start: start + a,
        end: start + a + 1,
        poss: false,
      })
    a++
  }
  const trail: Tok[] = []
  while (b > a && TRAIL_PUNCT.has(raw[b - 1]!)) {
    // "Fjordline's" keeps its apostrophe; "Partners'" is a plural possessive.
    const ch = raw[b - 1]!
    if (KEPT_TRAIL.has(ch))
      trail.unshift({
        kind: 'punct',
        text: ch === ']' ? ')' : ch === '…' ? '.' : ch,
        lc: ch === ']' ? ')' : ch === '…' ? '.' : ch,
        start: start + b - 1,
        end: start + b,
        poss: false,
      })
    b--
  }
  out.push(...lead)
  const core = raw.slice(a, b)
  const at = start + a
  if (core.length > 0) {
    if (core.includes('@')) {
      const email = asEmail(core)
      if (email) push(out, 'email', email, at)
      else if (core.startsWith('@') && core.length > 1 && !core.slice(1).includes('@'))
        words(core.slice(1), at + 1, out)
      else if (core === '@') push(out, 'punct', '@', at)
    } else if (core.includes('.') && !core.endsWith('.') && urlDomain(core)) {
      push(out, 'domain', urlDomain(core)!, at)
    } else words(core, at, out)
  }
  out.push(...trail)
}

/** Splits a chunk's core into words at the punctuation inside it ("AI/ML", "Acme,Inc"). */
function words(core: string, at: number, out: Tok[]): void {
  let i = 0
  while (i < core.length) {
    const ch = core[i]!
    if (isLetter(ch) || isDigit(ch)) {
      let j = i + 1
      while (j < core.length) {
        const c = core[j]!
        if (isLetter(c) || isDigit(c)) j++
        // Joiners inside a word: García-López, O'Connor, J.P., AT&T.
        else if (
          (c === '-' || c === "'" || c === '’' || c === '.' || c === '&') &&
          j + 1 < core.length &&
          (isLetter(core[j + 1]!) || isDigit(core[j + 1]!))
        )
          j++
        else break
      }
      let word = core.slice(i, j)
      let poss = false
      // "ex-Salesforce": a former employer.
      if (word.length > 4 && (word.startsWith('ex-') || word.startsWith('Ex-')) && isUpper(word[3]!)) {
        push(out, 'word', word.slice(0, 2), at + i)
        i += 3
        word = word.slice(3)
      }
      if (word.length > 2 && (word.endsWith("'s") || word.endsWith('’s'))) {
        word = word.slice(0, -2)
        poss = true
      } else if (
        j < core.length &&
        (core[j] === "'" || core[j] === '’') &&
        (j + 1 === core.length || !isLetter(core[j + 1]!))
      ) {
        poss = word.endsWith('s')
        j++
      }
      push(out, 'word', word, at + i, poss)
      i = j
    } else {
      if (ch === ',' || ch === '(' || ch === ')' || ch === ':' || ch === '|' || ch === '/' || ch === ';' || ch === '@')
        push(out, 'punct', ch, at + i)
      i++
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Sentences, titles and names

/** Words after which a full stop ends no sentence. */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'jr',
  'sr',
  'inc',
  'ltd',
  'co',
  'corp',
  'vs',
  'e.g',
  'i.e',
  'approx',
  'dept',
  'no',
  'ca',
  'fig',
  'mt',
])
/** Title heads that are ordinary words in lower case ("take the lead", "partner with"): titles only when capitalised. */
const CAPITAL_ONLY_HEADS = new Set([
  'lead',
  'head',
  'partner',
  'owner',
  'chair',
  'principal',
  'associate',
  'rep',
  'executive',
  'assistant',
  'officer',
  'president',
  'intern',
  'buyer',
  'planner',
  'writer',
  'editor',
  'producer',
  'investor',
  'secretary',
  'md',
  'gm',
])
/** Words a title written with unknown words may follow ("the Forward Applications Manager"). */
const TITLE_DETS = new Set(['the', 'a', 'an', 'as', 'our', 'their', 'its', 'his', 'her', 'new'])
const TITLE_CONNECTORS = new Set(['of', 'and', '&', 'for', 'the'])
const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'dr', 'prof', 'sir', 'dame', 'miss', 'mx'])
const PERSON_VERBS = new Set([
  'said',
  'says',
  'mentioned',
  'asked',
  'wants',
  'wanted',
  'joined',
  'joins',
  'works',
  'worked',
  'is',
  'was',
  'will',
  'has',
  'had',
  'reports',
  'introduced',
  'knows',
  'left',
  'wrote',
  'writes',
  'thinks',
  'noted',
  'agreed',
  'confirmed',
  'suggested',
  'called',
  'emailed',
  'leads',
  'runs',
  'manages',
  'replied',
  'shared',
  'sent',
  'moved',
  'owns',
  'needs',
  'can',
  'could',
  'would',
  'should',
  'might',
  'may',
  'did',
  'does',
  'also',
  'explained',
  'raised',
  'pushed',
  'flagged',
  'promised',
  'offered',
  'loves',
  'likes',
  'prefers',
  'joining',
  'leaving',
  'heads',
  'oversees',
])
/** Nouns for a person's relation to another: "her boss, Uwe Klein", "his colleague Dalia Katz". */
const RELATION_NOUNS = new Set([
  'boss',
  'manager',
  'colleague',
  'coworker',
  'co-worker',
  'deputy',
  'cofounder',
  'co-founder',
  'assistant',
  'supervisor',
  'report',
  'counterpart',
])
const PERSON_CUES_BEFORE = new Set([
  'colleague',
  'coworker',
  'co-worker',
  'cofounder',
  'co-founder',
  'deputy',
  'supervisor',
  'counterpart',
  'with',
  'met',
  'meet',
  'meeting',
  'cc',
  'ask',
  'asked',
  'ping',
  'pinged',
  'call',
  'called',
  'email',
  'emailed',
  'introduce',
  'introduced',
  'intro',
  'thank',
  'thanks',
  'via',
  'spoke',
  'talked',
  'told',
  'invite',
  'invited',
  'loop',
  'contact',
  'manages',
  'hired',
  'replaced',
  'replaces',
  'dear',
  'hi',
  'hello',
  'hey',
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'congrats',
  'congratulations',
  'welcome',
  'welcoming',
  'adding',
  'added',
  'attendees',
  'from',
  'by',
  'and',
  'to',
  'colleague',
  'manager',
  'boss',
])
const COMPANY_PREPS = new Set([
  'at',
  'joined',
  'join',
  'joining',
  'joins',
  '@',
  'left',
  'leaving',
  'leave',
  'leaves',
  'ex',
  'quit',
])
const DETERMINERS = new Set(['the', 'a', 'an', 'our', 'their', 'its', 'his', 'her', 'my', 'your', 'new'])
const AUX = new Set([
  'is',
  'was',
  'has',
  'have',
  'had',
  'been',
  'now',
  'also',
  'recently',
  'just',
  'currently',
  'will',
  'be',
  'already',
  'officially',
  'still',
  'both',
  'since',
  'actually',
  'then',
  'apparently',
  'soon',
  'finally',
  'formally',
])
const SIGN_OFFS = new Set([
  'best',
  'thanks',
  'thank you',
  'regards',
  'best regards',
  'kind regards',
  'warm regards',
  'warmest regards',
  'cheers',
  'all the best',
  'many thanks',
  'sincerely',
  'br',
  '--',
  '—',
  'best wishes',
  'talk soon',
  'speak soon',
  'thanks again',
  'yours',
  'yours sincerely',
  'with thanks',
  'thx',
  'ta',
])

interface PersonState {
  name: string
  at: number
  words: string[]
  emails: string[]
  phone?: string | undefined
  title?: string | undefined
}

interface CompanyState {
  name: string
  at: number
  key: string
  letters: string
  domain?: string | undefined
}

type Element =
  | { k: 'P'; ref: PersonState; poss: boolean; start: number }
  | { k: 'C'; ref: CompanyState; poss: boolean; start: number }
  | { k: 'T'; title: string }
  | { k: 'E'; email: string }
  | { k: 'N'; number: string }
  | { k: 'W'; w: string; cap: boolean }
  | { k: 'X'; p: string }

/** Whether only punctuation and numbers stand before tokens[a] in its sentence ("[11:02] Jamal Reed:"). */
const wholeLineStart = (tokens: readonly Tok[], a: number): boolean => {
  for (let k = 0; k < a; k++)
    if ((tokens[k]!.kind === 'word' && !/^\d+$/.test(tokens[k]!.text)) || tokens[k]!.kind === 'email') return false
  return true
}
const titleCase = (word: string): boolean => word.length > 1 && isUpper(word[0]!) && hasLower(word)
function hasLower(word: string): boolean {
  for (let i = 1; i < word.length; i++) if (isLower(word[i]!)) return true
  return false
}
const isCapWord = (tok: Tok): boolean => tok.kind === 'word' && isUpper(tok.text[0]!)
const lettersOf = (text: string): string => {
  let out = ''
  for (const ch of text.normalize('NFKD').toLowerCase()) if ((ch >= 'a' && ch <= 'z') || isDigit(ch)) out += ch
  return out
}
/** A company's key: its words without legal suffixes, lower case ("Nordbank AG" -> "nordbank"). */
function companyKey(name: string): string {
  const parts = name.toLowerCase().split(/\s+/)
  while (parts.length > 1 && LEGAL_SUFFIXES.has(parts[parts.length - 1]!.replace(/,$/, ''))) parts.pop()
  return parts.join(' ')
}
const personKey = (words: readonly string[]): string => words.join(' ').toLowerCase()

/** The label of a domain that names its owner: "mail.fjordline-ai.com" -> "fjordline-ai", "acme.co.uk" -> "acme". */
export function domainLabel(domain: string): string {
  const labels = domain.split('.')
  if (
    labels.length >= 3 &&
    ['co', 'com', 'org', 'net', 'ac', 'gov'].includes(labels[labels.length - 2]!) &&
    labels[labels.length - 1]!.length === 2
  )
    return labels[labels.length - 3]!
  return labels[labels.length - 2] ?? labels[0]!
}

/** Whether a company's name and a domain's label spell the same letters ("Fjordline AI", fjordline-ai.com). */
function nameMatchesDomain(company: CompanyState, domain: string): boolean {
  const label = lettersOf(domainLabel(domain))
  if (label.length < 2) return false
  const name = company.letters
  if (name === label) return true
  const shorter = name.length < label.length ? name : label
  const longer = name.length < label.length ? label : name
  return shorter.length >= 4 && longer.startsWith(shorter)
}

// ---------------------------------------------------------------------------------------------
// Dates and follow-ups (each sentence is at most a bounded number of tokens, so these patterns see bounded input)

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const DAY_MS = 86_400_000
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
}
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`
// Alternatives of bounded length, separated by single spaces (sentences are re-joined with one space between tokens).
const RELATIVE_DATES = new RegExp(
  [
    String.raw`\b(\d{4})-(\d{2})-(\d{2})\b`,
    String.raw`\b(today|tomorrow)\b`,
    String.raw`\b(?:(next|this) )?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b`,
    String.raw`\b(next week)\b`,
    String.raw`\bin (\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten) (days?|weeks?)\b`,
    String.raw`\b${MONTH} (\d{1,2})(?:st|nd|rd|th)?(?: ?,? (\d{4}))?\b`,
    String.raw`\b(\d{1,2})(?:st|nd|rd|th)? (?:of )?${MONTH}(?: ?,? (\d{4}))?\b`,
  ].join('|'),
  'gi',
)
const FOLLOW_UP =
  /^(?:(?:please|we should|we need to|need to|i'll|i will|we'll|we will|let's|remember to|don't forget to|todo:?|action(?: item)?:|next step:?|reminder:|follow-up:|follow up:|ai:) )?(send|call|email|e-mail|follow up|schedule|book|share|review|prepare|set up|reach out|check in|draft|introduce|ping|invite|arrange|confirm)\b/i

/** Words without which a sentence names no date: extractDates runs only on sentences holding one (or a number). */
const DATE_CUES = new Set([
  ...WEEKDAYS,
  'today',
  'tomorrow',
  'next',
  'in',
  'jan',
  'january',
  'feb',
  'february',
  'mar',
  'march',
  'apr',
  'april',
  'may',
  'jun',
  'june',
  'jul',
  'july',
  'aug',
  'august',
  'sep',
  'sept',
  'september',
  'oct',
  'october',
  'nov',
  'november',
  'dec',
  'december',
])
/** First words of the sentences FOLLOW_UP can match. */
const FOLLOW_UP_CUES = new Set([
  'please',
  'we',
  'need',
  'i',
  "i'll",
  'we’ll',
  "we'll",
  'i’ll',
  'let',
  "let's",
  'let’s',
  'remember',
  'don',
  "don't",
  'don’t',
  'todo',
  'action',
  'next',
  'reminder',
  'follow',
  'follow-up',
  'ai',
  'send',
  'call',
  'email',
  'e-mail',
  'schedule',
  'book',
  'share',
  'review',
  'prepare',
  'set',
  'reach',
  'check',
  'draft',
  'introduce',
  'ping',
  'invite',
  'arrange',
  'confirm',
])

/** Words that make the writer the subject. */
const FIRST_PERSON = new Set(['i', "i'm", 'i’m', "i've", 'i’ve', "i'll", 'i’ll', "i'd", 'i’d'])

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10)
const startOfDay = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS

function nextWeekday(today: number, weekday: number): number {
  const current = new Date(today).getUTCDay()
  const ahead = (weekday - current + 7) % 7 || 7
  return today + ahead * DAY_MS
}
const weekOf = (ms: number): number => Math.floor((ms / DAY_MS + 3) / 7)
function validDate(year: number, month: number, day: number): number | undefined {
  const ms = Date.UTC(year, month - 1, day)
  const date = new Date(ms)
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? ms
    : undefined
}
function nextMonthDay(today: number, month: number, day: number, year?: number): number | undefined {
  if (year !== undefined) return validDate(year, month, day)
  const thisYear = new Date(today).getUTCFullYear()
  const candidate = validDate(thisYear, month, day)
  if (candidate !== undefined && candidate >= today) return candidate
  return validDate(thisYear + 1, month, day)
}

/**
 * Dates a text names, read against `now` (UTC days). `2026-04-01` as it is; `today`, `tomorrow`;
 * a weekday (`Friday`, `by Friday`, `this Friday`): the first such day after today; `next Tuesday`:
 * the first Tuesday after today, a week later when that one is still in this (Monday-based) week;
 * `next week`: next Monday; `in 3 days`, `in two weeks`; `March 3`, `3rd of March 2026`: that day,
 * the next one on or after today when no year is given. White space runs count as one space.
 *
 * @example extractDates('Send it by Friday', Date.parse('2026-01-15T10:00:00Z')) // [{ text: 'Friday', date: '2026-01-16' }]
 */
export function extractDates(text: string, now: number): ExtractedDate[] {
  const today = startOfDay(now)
  const found: ExtractedDate[] = []
  const spaced = collapseSpaces(text)
  for (const m of spaced.matchAll(RELATIVE_DATES)) {
    let day: number | undefined
    if (m[1] !== undefined) day = validDate(Number(m[1]), Number(m[2]), Number(m[3]))
    else if (m[4] !== undefined) day = m[4].toLowerCase() === 'today' ? today : today + DAY_MS
    else if (m[6] !== undefined) {
      day = nextWeekday(today, WEEKDAYS.indexOf(m[6].toLowerCase()))
      if (m[5]?.toLowerCase() === 'next' && weekOf(day) === weekOf(today)) day += 7 * DAY_MS
    } else if (m[7] !== undefined) day = nextWeekday(today, 1)
    else if (m[8] !== undefined) {
      const count = NUMBER_WORDS[m[8].toLowerCase()] ?? Number(m[8])
      day = today + count * (m[9]!.toLowerCase().startsWith('week') ? 7 : 1) * DAY_MS
    } else if (m[10] !== undefined) {
      day = nextMonthDay(
        today,
        MONTHS.indexOf(m[10].slice(0, 3).toLowerCase()) + 1,
        Number(m[11]),
        m[12] === undefined ? undefined : Number(m[12]),
      )
    } else if (m[13] !== undefined) {
      day = nextMonthDay(
        today,
        MONTHS.indexOf(m[14]!.slice(0, 3).toLowerCase()) + 1,
        Number(m[13]),
        m[15] === undefined ? undefined : Number(m[15]),
      )
    }
    if (day !== undefined) found.push({ text: m[0], date: isoDay(day) })
  }
  return found
}

/** White space runs as one space, in one pass. */
function collapseSpaces(text: string): string {
  let out = ''
  let space = false
  for (let i = 0; i < text.length; i++) {
    if (isSpace(text.charCodeAt(i))) space = true
    else {
      if (space && out.length > 0) out += ' '
      space = false
      out += text[i]
    }
  }
  return out
}

/** Whether a phone-like run is one: a `+` or parentheses, or 9 to 15 digits; never a date. */
function isPhone(number: string): boolean {
  let digits = 0
  for (const ch of number) if (isDigit(ch)) digits++
  if (digits < 7 || digits > 15 || /^\d{4}-\d{2}-\d{2}$/.test(number)) return false
  return number.startsWith('+') || number.includes('(') || digits >= 9
}

function followUpTitle(sentence: string): string {
  const rest = collapseSpaces(sentence).replace(/[.!?;:,]+$/, '')
  const title = rest.charAt(0).toUpperCase() + rest.slice(1)
  return title.length > 200 ? `${title.slice(0, 199).trimEnd()}…` : title
}

// ---------------------------------------------------------------------------------------------
// Known names (the workspace's records)

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu
const NAME_GAP = /^[ \t\-–&,]{1,5}$/

/** The words of a name, lower-cased: "Schmidt - Kuhn" -> ['schmidt', 'kuhn']. */
export const nameWords = (name: string): string[] => (name.toLowerCase().match(WORD) ?? []) as string[]

/**
 * Indexes known record names by their first word. Names with no word, or of one letter, are left
 * out; of two records with one name, the first given wins (callers give them in id order).
 *
 * @example createNameDirectory([{ id: '7', name: 'Ada Lovelace', type: 'person' }])
 */
export function createNameDirectory(entries: Iterable<NameEntry>): NameDirectory {
  return runToEnd(nameDirectorySlices(entries, AT_ONCE))
}

/** `createNameDirectory` in slices: one unit of `meter` a name (a workspace of 10,000 records took about 20 ms at once). */
export function* nameDirectorySlices(entries: Iterable<NameEntry>, meter: WorkMeter): SlicedWork<NameDirectory> {
  const byFirstWord: NameDirectory['byFirstWord'] = new Map()
  const seen = new Set<string>()
  for (const entry of entries) {
    if (meter.spend(1)) yield
    const words = nameWords(entry.name)
    const key = `${entry.type}:${words.join(' ')}`
    if (words.length === 0 || words.join('').length < 2 || seen.has(key)) continue
    seen.add(key)
    let list = byFirstWord.get(words[0]!)
    if (!list) byFirstWord.set(words[0]!, (list = []))
    list.push({ words, entry })
  }
  for (const list of byFirstWord.values()) {
    list.sort((a, b) => b.words.length - a.words.length)
    if (meter.spend(Math.ceil(list.length / 8))) yield
  }
  return { byFirstWord }
}

/** Known names among a sentence's word tokens, case-insensitively: each word costs one map lookup (plus the few names starting with it). */
function findKnown(
  tokens: readonly Tok[],
  text: string,
  directory: NameDirectory,
  found: NameEntry[],
  seen: Set<string>,
  here: NameEntry[],
): void {
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!
    if (tok.kind !== 'word') continue
    const candidates = directory.byFirstWord.get(tok.lc)
    if (!candidates) continue
    const hit = candidates.find(({ words: name }) => {
      let at = i
      for (let k = 1; k < name.length; k++) {
        const next = tokens[at + 1]
        if (
          !next ||
          next.kind !== 'word' ||
          next.lc !== name[k] ||
          !NAME_GAP.test(text.slice(tokens[at]!.end, next.start))
        )
          return false
        at++
      }
      return true
    })
    if (!hit) continue
    if (!seen.has(hit.entry.id)) {
      seen.add(hit.entry.id)
      found.push(hit.entry)
    }
    here.push(hit.entry)
    i += hit.words.length - 1
  }
}

// ---------------------------------------------------------------------------------------------
// The reader

const uniqueBy = <T>(items: T[], key: (item: T) => string): T[] => {
  const seen = new Set<string>()
  return items.filter((item) => {
    const k = key(item)
    if (seen.has(k)) return false
    seen.add(k)
    return true
  })
}

/** The writer ("I", "me"): resolved to the signature's person when the text ends. */
const WRITER = '\u0000writer'
/** The writer's company ("our", "us"): resolved to the signature's company when the text ends. */
const WRITER_COMPANY = '\u0000our'

class Reader {
  readonly me: PersonState = { name: WRITER, at: 0, words: [], emails: [] }
  readonly ours: CompanyState = { name: WRITER_COMPANY, at: 0, key: WRITER_COMPANY, letters: '' }
  /** The person who signed the text (a signature, "— Name", a From: line). */
  writerPerson: PersonState | undefined
  /** People and the companies the text says they were at before ("previously at Y", "used to be at Y"). */
  readonly past: { person: PersonState; company: CompanyState }[] = []
  readonly people = new Map<string, PersonState>()
  readonly companies = new Map<string, CompanyState>()
  readonly links: ExtractedLink[] = []
  readonly linkKeys = new Set<string>()
  readonly emails = new Map<string, ExtractedEmail>()
  readonly bareDomains: string[] = []
  readonly phones: ExtractedPhone[] = []
  readonly dates: ExtractedDate[] = []
  readonly followUps: ExtractedFollowUp[] = []
  readonly known: NameEntry[] = []
  readonly knownSeen = new Set<string>()
  readonly dropped: ExtractionDropped = { people: 0, companies: 0, links: 0, follow_ups: 0 }
  /** People by first and by last word, for "Tomas" after "Tomas Lindqvist". */
  readonly byPart = new Map<string, Set<PersonState>>()
  /** Capitalised runs that were neither person nor company, for a domain to claim later ("Meridian Health" and meridianhealth.com). */
  readonly loose = new Map<string, { name: string; at: number }>()
  /** The letters of the domains of the addresses read so far ("fjordlineai"). */
  readonly domainLetters = new Set<string>()
  /** Companies by the first word of their key, for "Fjordline" after "Fjordline AI". */
  readonly companyByWord = new Map<string, CompanyState>()
  lastPerson: PersonState | undefined
  /** The last person named in the sentences before this one. */
  previousPerson: PersonState | undefined
  sentences = 0
  inPlay: CompanyState | undefined
  writer: CompanyState | undefined
  /** The person a signature block or a name line introduced, for the lines under it. */
  linePerson: PersonState | undefined
  linePersonAge = 99
  signature = 0
  previousNames: string[][] = []

  constructor(
    readonly text: string,
    readonly now: number,
    readonly directory: NameDirectory,
  ) {}

  // ---- entities

  person(words: string[], at: number): PersonState | undefined {
    const key = personKey(words)
    let person = this.people.get(key)
    if (!person) {
      // "Tomas" after "Tomas Lindqvist" is a part of a name already read: the longer name stays.
      if (this.people.size >= EXTRACTION_LIMITS.people) {
        this.dropped.people++
        return undefined
      }
      person = { name: words.join(' '), at, words, emails: [] }
      this.people.set(key, person)
      for (const [index, word] of words.entries()) {
        if (NAME_PARTICLES.has(word.toLowerCase())) continue
        if (index !== 0 && index !== words.length - 1) continue
        const part = word.toLowerCase()
        let set = this.byPart.get(part)
        if (!set) this.byPart.set(part, (set = new Set()))
        set.add(person)
      }
    }
    return person
  }

  company(name: string, at: number): CompanyState | undefined {
    const key = companyKey(name)
    let company = this.companies.get(key)
    if (!company) {
      // "Fjordline" after "Fjordline AI", and "Fjordline AI" after "Fjordline": one company.
      const firstWord = key.split(' ')[0]!
      const other = this.companyByWord.get(firstWord)
      if (other && (other.key.startsWith(`${key} `) || key.startsWith(`${other.key} `))) return other
      if (this.companies.size >= EXTRACTION_LIMITS.companies) {
        this.dropped.companies++
        return undefined
      }
      company = { name, at, key, letters: lettersOf(key) }
      this.companies.set(key, company)
      if (!this.companyByWord.has(firstWord)) this.companyByWord.set(firstWord, company)
    }
    return company
  }

  link(link: ExtractedLink): void {
    if (link.from === link.to) return
    const key = `${link.kind}|${link.from}|${link.to}`
    if (this.linkKeys.has(key)) {
      if (link.title) {
        const existing = this.links.find((l) => l.kind === link.kind && l.from === link.from && l.to === link.to)
        if (existing && !existing.title) existing.title = link.title
      }
      return
    }
    if (this.links.length >= EXTRACTION_LIMITS.links) {
      this.dropped.links++
      return
    }
    this.linkKeys.add(key)
    this.links.push(link)
  }

  worksAt(
    person: PersonState,
    company: CompanyState | undefined,
    sentence: () => string,
    title?: string,
    joined?: boolean,
  ): void {
    if (title) person.title = title
    if (!company) return
    this.link({
      kind: 'works_at',
      from: person.name,
      to: company.name,
      ...(title && { title }),
      ...(joined && { joined }),
      sentence: sentence(),
    })
  }

  email(address: string, owner: PersonState | undefined): void {
    let email = this.emails.get(address)
    if (!email) {
      if (this.emails.size >= EXTRACTION_LIMITS.emails) return
      email = { address, domain: address.slice(address.indexOf('@') + 1) }
      this.emails.set(address, email)
      this.domainLetters.add(lettersOf(domainLabel(email.domain)))
    }
    if (owner && !email.owner && !ROLE_MAILBOXES.has(address.slice(0, address.indexOf('@')))) {
      email.owner = owner.name
      if (!owner.emails.includes(address)) owner.emails.push(address)
    }
  }

  phone(number: string, owner: PersonState | undefined): void {
    if (this.phones.length >= EXTRACTION_LIMITS.phones) return
    const digits = number.replace(/\D/g, '')
    const existing = this.phones.find((p) => p.number.replace(/\D/g, '') === digits)
    if (existing) {
      if (owner && !existing.owner) existing.owner = owner.name
    } else this.phones.push({ number, ...(owner && { owner: owner.name }) })
    if (owner && owner.phone === undefined) owner.phone = number
  }

  // ---- lines and sentences

  /** Reads one line (or a slice of a long one): [from, to) of the text. */
  line(from: number, to: number): void {
    const tokens: Tok[] = []
    tokenize(this.text, from, to, tokens)
    // Quote markers of replies ("> > text") were dropped as leading punctuation.
    const trimmed = this.text
      .slice(from, to)
      .trim()
      .toLowerCase()
      .replace(/^[>\s]+/, '')
    const signOff = trimmed.length <= 24 && SIGN_OFFS.has(trimmed.replace(/[,.!\s]+$/, ''))
    this.linePersonAge++
    if (tokens.length === 0) return
    let start = 0
    for (let i = 0; i < tokens.length; i++) {
      const tok = tokens[i]!
      const end = tok.kind === 'punct' && (tok.text === '.' || tok.text === '!' || tok.text === '?')
      const abbreviation =
        end &&
        tok.text === '.' &&
        i > 0 &&
        tokens[i - 1]!.kind === 'word' &&
        tokens[i - 1]!.end === tok.start &&
        (ABBREVIATIONS.has(tokens[i - 1]!.lc) || (tokens[i - 1]!.text.length === 1 && isUpper(tokens[i - 1]!.text)))
      if ((end && !abbreviation) || i - start + 1 >= EXTRACTION_LIMITS.tokensPerSentence) {
        this.sentence(tokens.slice(start, i + 1), start === 0 && i === tokens.length - 1)
        start = i + 1
      }
    }
    if (start < tokens.length) this.sentence(tokens.slice(start), start === 0)
    if (signOff) this.signature = 6
    else if (this.signature > 0) this.signature--
  }

  sentence(tokens: Tok[], wholeLine: boolean): void {
    this.sentences++
    let words = 0
    let dateCue = false
    for (const tok of tokens) {
      if (tok.kind === 'word' || tok.kind === 'email' || tok.kind === 'domain') words++
      if (tok.kind === 'num' || DATE_CUES.has(tok.lc)) dateCue = true
    }
    if (words === 0 && !dateCue) {
      this.previousNames.push([])
      if (this.previousNames.length > 3) this.previousNames.shift()
      return
    }
    const knownHere: NameEntry[] = []
    findKnown(tokens, this.text, this.directory, this.known, this.knownSeen, knownHere)
    const elements = this.elements(tokens, wholeLine)
    let sentenceText: string | undefined
    const text = () =>
      (sentenceText ??= collapseSpaces(this.text.slice(tokens[0]!.start, tokens[tokens.length - 1]!.end)))
    this.relations(elements, text, wholeLine)
    // Dates and follow-ups.
    if (dateCue && this.dates.length < EXTRACTION_LIMITS.dates) {
      for (const date of extractDates(text(), this.now))
        if (this.dates.length < EXTRACTION_LIMITS.dates) this.dates.push(date)
    }
    const names: string[] = []
    for (const e of elements) if ((e.k === 'P' || e.k === 'C') && !names.includes(e.ref.name)) names.push(e.ref.name)
    for (const entry of knownHere)
      if (!names.some((n) => n.toLowerCase() === entry.name.toLowerCase())) names.push(entry.name)
    const firstWord = tokens.find((t) => t.kind === 'word')
    if (firstWord && FOLLOW_UP_CUES.has(firstWord.lc)) {
      let lead = 0
      const full = text()
      while (lead < full.length && /[\s\-*•>\d.)]/.test(full[lead]!)) lead++
      const body = full.slice(lead)
      const m = FOLLOW_UP.exec(body)
      if (m) {
        if (this.followUps.length >= EXTRACTION_LIMITS.followUps) this.dropped.follow_ups++
        else {
          let about = names
          for (
            let back = this.previousNames.length - 1;
            about.length === 0 && back >= 0 && back >= this.previousNames.length - 2;
            back--
          )
            about = this.previousNames[back]!
          const due = dateCue ? extractDates(body, this.now)[0] : undefined
          this.followUps.push({
            title: followUpTitle(body.slice(m[0].length - m[1]!.length)),
            ...(due && { due: due.date }),
            sentence: full,
            names: [...about],
          })
        }
      }
    }
    this.previousNames.push(names)
    if (this.previousNames.length > 3) this.previousNames.shift()
  }

  /** Turns tokens into elements: titles, people, companies, addresses, numbers, plain words and punctuation. */
  elements(tokens: Tok[], wholeLine: boolean): Element[] {
    const out: Element[] = []
    let i = 0
    while (i < tokens.length) {
      const tok = tokens[i]!
      if (tok.kind === 'email') {
        out.push({ k: 'E', email: tok.text })
        i++
        continue
      }
      if (tok.kind === 'domain') {
        if (this.bareDomains.length < EXTRACTION_LIMITS.emails && !this.bareDomains.includes(tok.text))
          this.bareDomains.push(tok.text)
        out.push({ k: 'W', w: tok.lc, cap: false })
        i++
        continue
      }
      if (tok.kind === 'num') {
        // Phone numbers run over several number tokens: "+1 415 555 0142".
        let j = i
        let number = tok.text
        while (j + 1 < tokens.length && tokens[j + 1]!.kind === 'num' && number.length < 40)
          number += ` ${tokens[++j]!.text}`
        if (isPhone(number)) out.push({ k: 'N', number })
        else out.push({ k: 'W', w: number, cap: false })
        i = j + 1
        continue
      }
      if (tok.kind === 'punct') {
        out.push({ k: 'X', p: tok.text })
        i++
        continue
      }
      const title = this.title(tokens, i) ?? this.looseTitle(tokens, i)
      if (title) {
        out.push({ k: 'T', title: title.text })
        i = title.next
        continue
      }
      if (isCapWord(tok)) {
        // A capitalised run: words, particles between them, "&" in company names.
        let j = i + 1
        let stop = tok.poss
        while (!stop && j < tokens.length && j - i < 7) {
          const next = tokens[j]!
          if (next.kind !== 'word') break
          if (isCapWord(next)) {
            if (this.title(tokens, j)) break
          } else if (
            !((NAME_PARTICLES.has(next.lc) || next.text === '&') && tokens[j + 1] && isCapWord(tokens[j + 1]!))
          )
            break
          stop = next.poss
          j++
        }
        this.span(tokens, i, j, out, wholeLine)
        i = j
        continue
      }
      out.push({ k: 'W', w: tok.lc, cap: false })
      i++
    }
    return out
  }

  /** A job title starting at tokens[i]: "Head of Growth", "VP Engineering", "Chief Revenue Officer", "CFO". */
  title(tokens: Tok[], i: number): { text: string; next: number } | undefined {
    const first = tokens[i]!
    if (
      first.kind !== 'word' ||
      !(TITLE_HEADS.has(first.lc) || TITLE_WORDS.has(first.lc)) ||
      TITLE_CONNECTORS.has(first.lc)
    )
      return undefined
    let j = i
    let lastGood = -1
    let heads = 0
    while (j < tokens.length && j - i < 8) {
      const tok = tokens[j]!
      if (tok.kind === 'punct' && tok.text === '&' && j > i) {
        j++
        continue
      }
      if (tok.kind !== 'word') break
      const isHead =
        TITLE_HEADS.has(tok.lc) &&
        (!CAPITAL_ONLY_HEADS.has(tok.lc) ||
          isUpper(tok.text[0]!) ||
          (j > i && TITLE_WORDS.has(tokens[j - 1]!.lc) && !TITLE_CONNECTORS.has(tokens[j - 1]!.lc)) ||
          ((tokens[j + 1]?.lc === 'of' || tokens[j + 1]?.lc === 'at') &&
            tokens[j + 2] !== undefined &&
            isCapWord(tokens[j + 2]!)))
      const isQualifier = TITLE_WORDS.has(tok.lc) || isHead || tok.lc === 'co-founder' || (tok.lc === 'vice' && j === i)
      if (!isQualifier) break
      // A lower-case department word after a capitalised head is not part of it ("CFO and sales").
      if (!isHead && j > i && !TITLE_CONNECTORS.has(tok.lc) && !isUpper(tok.text[0]!) && isUpper(first.text[0]!)) break
      if (isHead) heads++
      if (!TITLE_CONNECTORS.has(tok.lc)) lastGood = j
      j++
      if (tok.poss) break
    }
    if (heads === 0 || lastGood < i) return undefined
    // "Head" alone is no title ("the Head said"); "Head of X" is.
    if (lastGood === i && (first.lc === 'head' || first.lc === 'lead' || first.lc === 'chief' || first.lc === 'vice'))
      return undefined
    const text = collapseSpaces(this.text.slice(first.start, tokens[lastGood]!.end)).replace(/['’]s$/, '')
    return { text, next: lastGood + 1 }
  }

  /**
   * A title made of words the lists do not know, after "the", "a", "as" or "their": capitalised
   * words up to a title's head ("the Forward Applications Manager", "as Principal Data Wrangler Lead").
   */
  looseTitle(tokens: Tok[], i: number): { text: string; next: number } | undefined {
    const before = tokens[i - 1]
    if (!before || before.kind !== 'word' || !TITLE_DETS.has(before.lc) || !isCapWord(tokens[i]!)) return undefined
    for (let h = i + 1; h < tokens.length && h < i + 5; h++) {
      const tok = tokens[h]!
      if (!isCapWord(tok) || tok.poss) return undefined
      const title = this.title(tokens, h)
      if (title && TITLE_HEADS.has(tok.lc))
        return {
          text: collapseSpaces(this.text.slice(tokens[i]!.start, tokens[title.next - 1]!.end)),
          next: title.next,
        }
    }
    return undefined
  }

  /** Classifies a capitalised run tokens[i, j): a person, a company, a part of a name read before, or plain words. */
  span(tokens: Tok[], i: number, j: number, out: Element[], wholeLine: boolean): void {
    const plain = (from: number, to: number) => {
      for (let k = from; k < to; k++) out.push({ k: 'W', w: tokens[k]!.lc, cap: true })
    }
    // Leading sentence words, greetings, weekdays and honorifics are no part of a name.
    let a = i
    while (
      a < j &&
      (NOT_NAME_WORDS.has(tokens[a]!.lc) || WEEKDAYS_AND_MONTHS.has(tokens[a]!.lc) || HONORIFICS.has(tokens[a]!.lc))
    )
      a++
    plain(i, a)
    if (a >= j) return
    // A verb or other word before a name ("Met Tomas Lindqvist", "Ping Linus Quill"): the name starts at the given name.
    if (
      j - a >= 3 &&
      !FIRST_NAMES.has(tokens[a]!.lc) &&
      (FIRST_NAMES.has(tokens[a + 1]!.lc) || this.directoryPerson(tokens.slice(a + 1, j)))
    ) {
      plain(a, a + 1)
      a++
    }
    const words = tokens.slice(a, j)
    const before = a > 0 ? tokens[a - 1] : undefined
    const prev = out.length > 0 ? out[out.length - 1] : undefined
    const prevWord = before?.kind === 'word' ? before.lc : before?.kind === 'punct' ? before.text : undefined
    const after = tokens[j]
    const afterNext = tokens[j + 1]
    const poss = words[words.length - 1]!.poss
    const lastLc = words[words.length - 1]!.lc
    const names = words.map((w) => w.text)
    const capWords = words.filter((w) => isCapWord(w))
    const start = words[0]!.start

    // All of it places, weekdays or months: no entity.
    if (words.every((w) => PLACES.has(w.lc) || WEEKDAYS_AND_MONTHS.has(w.lc) || NAME_PARTICLES.has(w.lc)))
      return plain(a, j)

    const companySignal =
      LEGAL_SUFFIXES.has(lastLc) ||
      (COMPANY_WORDS.has(lastLc) && words.length > 1) ||
      (words.length > 1 && words.some((w) => w.text === '&'))
    const personShape =
      !companySignal &&
      capWords.length >= 2 &&
      capWords.length <= 4 &&
      words.every((w) => NAME_PARTICLES.has(w.lc) || titleCase(w.text) || /^\p{Lu}\.$/u.test(w.text)) &&
      !words.some(
        (w) =>
          COMPANY_WORDS.has(w.lc) ||
          LEGAL_SUFFIXES.has(w.lc) ||
          WEEKDAYS_AND_MONTHS.has(w.lc) ||
          NOT_NAME_WORDS.has(w.lc),
      )
    if (personShape) {
      const firstKnown = FIRST_NAMES.has(words[0]!.lc) || FIRST_NAMES.has(words[0]!.lc.split('-')[0]!)
      const cueAfter =
        (after?.kind === 'punct' &&
          (after.text === '(' ||
            after.text === '<' ||
            after.text === ',' ||
            after.text === ':' ||
            after.text === '-' ||
            after.text === '–' ||
            after.text === '—' ||
            after.text === '|')) ||
        (after?.kind === 'word' && PERSON_VERBS.has(after.lc)) ||
        after?.kind === 'email' ||
        after === undefined
      const cueBefore =
        (prevWord !== undefined && PERSON_CUES_BEFORE.has(prevWord)) ||
        (prevWord === ',' && a >= 2 && RELATION_NOUNS.has(tokens[a - 2]!.lc)) ||
        prev?.k === 'T' ||
        (prev?.k === 'X' && (prev.p === ',' || prev.p === ':') && out[out.length - 2]?.k === 'T')
      // A speaker: "[11:02] Jamal Reed: ...", "Jamal Reed: ..." at the start of a line.
      const speaker = after?.kind === 'punct' && after.text === ':' && wholeLineStart(tokens, a)
      const knownPerson = this.people.has(personKey(names))
      const directoryPerson = this.directoryPerson(words)
      const line =
        (wholeLine && (this.signature > 0 || after === undefined)) ||
        (after === undefined &&
          wholeLineStart(tokens, a) &&
          a > 0 &&
          (tokens[a - 1]!.text === '—' || tokens[a - 1]!.text === '–' || tokens[a - 1]!.text === '-'))
      // "(sarah@x.io)", "<sarah@x.io>", "(CFO, Fjordline)", ", their CFO", ", Head of Growth at ...": a person, whatever the name.
      const inner = afterNext?.kind === 'word' && DETERMINERS.has(afterNext.lc) ? tokens[j + 2] : afterNext
      const strongAfter =
        after?.kind === 'email' ||
        (after?.kind === 'punct' &&
          (after.text === '(' ||
            after.text === '<' ||
            after.text === ',' ||
            after.text === '-' ||
            after.text === '–' ||
            after.text === '—' ||
            after.text === '|') &&
          inner !== undefined &&
          (inner.kind === 'email' ||
            (inner.kind === 'word' && this.title(tokens, tokens.indexOf(inner, j)) !== undefined)))
      if (
        firstKnown ||
        knownPerson ||
        directoryPerson ||
        line ||
        strongAfter ||
        speaker ||
        (cueAfter && cueBefore) ||
        (cueAfter && after?.kind === 'word') ||
        (cueBefore && prevWord !== 'and' && prevWord !== 'to' && prevWord !== 'from' && prevWord !== 'by')
      ) {
        const person = this.person(names, start)
        if (!person) return
        out.push({ k: 'P', ref: person, poss, start })
        if (wholeLine && a === i && j === tokens.length) {
          this.linePerson = person
          this.linePersonAge = 0
        }
        return
      }
    }

    // One word: a part of a person's name read before ("Tomas"), or of a company's ("Fjordline").
    if (words.length === 1) {
      const lc = words[0]!.lc
      const people = this.byPart.get(lc)
      if (people && people.size === 1 && titleCase(words[0]!.text)) {
        out.push({ k: 'P', ref: [...people][0]!, poss, start })
        return
      }
      const company = this.companyByWord.get(lc)
      if (company && !FIRST_NAMES.has(lc)) {
        out.push({ k: 'C', ref: company, poss, start })
        return
      }
    }

    // A company: by its last word, by what stands before it ("at", "joined", "@"), or by a title after its possessive ("Fjordline's CFO").
    const existing = this.companies.get(companyKey(names.join(' ')))
    const prevTitle = prev?.k === 'T' || (prev?.k === 'W' && prev.w === 'of' && out[out.length - 2]?.k === 'T')
    const prepBefore =
      prevWord !== undefined &&
      (COMPANY_PREPS.has(prevWord) ||
        ((prevWord === 'for' || prevWord === 'with') && /^(works?|worked|working)$/.test(tokens[a - 2]?.lc ?? '')) ||
        (prevWord === 'of' && prevTitle) ||
        (prevWord === 'from' && this.fromCompany(tokens, a, out)) ||
        (prevWord === 'of' && prev?.k === 'W' && prev.w === 'of' && out[out.length - 2]?.k === 'P') ||
        ((prevWord === 'to' || prevWord === 'for') &&
          /^(moved|moving|moves|left|leaving|switched)$/.test(tokens[a - 2]?.lc ?? '')) ||
        ((prevWord === 'to' || prevWord === 'for') &&
          out.some((e) => e.k === 'W' && (e.w === 'left' || e.w === 'leaving' || e.w === 'moved' || e.w === 'from'))))
    const titleAfter = poss && after?.kind === 'word' && (TITLE_HEADS.has(after.lc) || TITLE_WORDS.has(after.lc))
    const inParens =
      before?.kind === 'punct' &&
      before.text === '(' &&
      after?.kind === 'punct' &&
      (after.text === ')' || after.text === ',') &&
      out.length >= 2 &&
      out[out.length - 2]?.k === 'P'
    const afterPersonComma =
      prev?.k === 'X' &&
      (prev.p === ',' || prev.p === '-' || prev.p === '–' || prev.p === '—' || prev.p === '|') &&
      out[out.length - 2]?.k === 'T' &&
      out.slice(Math.max(0, out.length - 5), out.length - 2).some((e) => e.k === 'P')
    const signatureLine =
      wholeLine &&
      this.signature > 0 &&
      a === i &&
      j === tokens.length &&
      this.linePerson !== undefined &&
      this.linePersonAge <= 4
    const spelled = lettersOf(names.join(''))
    const domainMatch = spelled.length >= 3 && this.domainLetters.has(spelled)
    if (
      existing ||
      companySignal ||
      prepBefore ||
      titleAfter ||
      inParens ||
      afterPersonComma ||
      signatureLine ||
      domainMatch
    ) {
      if (words.every((w) => !isCapWord(w) || PLACES.has(w.lc))) return plain(a, j)
      const company = this.company(names.join(' '), start)
      if (!company) return
      out.push({ k: 'C', ref: company, poss, start })
      return
    }
    // Nothing said it is a name: plain words, remembered for a domain to claim.
    if (this.loose.size < 500 && capWords.length > 0 && capWords.length <= 4)
      this.loose.set(lettersOf(names.join('')), { name: names.join(' '), at: start })
    plain(a, j)
  }

  /** Whether the words are the whole name of a known person. */
  directoryPerson(words: readonly Tok[]): boolean {
    return (
      this.directory.byFirstWord
        .get(words[0]!.lc)
        ?.some(
          (c) =>
            c.entry.type === 'person' && c.words.length === words.length && c.words.every((w, k) => w === words[k]!.lc),
        ) ?? false
    )
  }

  /** "from" before a capitalised run names a company when a person stands before it ("Sarah Chen from Fjordline"), not a sender ("From: Sarah"). */
  fromCompany(tokens: Tok[], a: number, out: Element[]): boolean {
    const beforeFrom = tokens[a - 2]
    if (!beforeFrom) return false
    // "Sarah Chen from Fjordline", "Sarah (CFO) from Fjordline", "joined from Sunbeam", "someone from Acme": not "Update from Bea".
    const last = out.length >= 2 ? out[out.length - 2] : undefined
    return (
      last?.k === 'P' ||
      (beforeFrom.kind === 'punct' && beforeFrom.text === ')') ||
      ['joined', 'moved', 'someone', 'people', 'team', 'folks', 'colleagues', 'both'].includes(beforeFrom.lc)
    )
  }

  // ---- relations

  /** The company a reference stands for: a company element, or "their"/"its" (the company in play), "our"/"us" (the writer's). */
  companyAt(e: Element | undefined): CompanyState | undefined {
    if (!e) return undefined
    if (e.k === 'C') return e.ref
    if (e.k === 'W' && (e.w === 'their' || e.w === 'its' || e.w === 'the company')) return this.inPlay
    if (e.k === 'W' && (e.w === 'our' || e.w === 'us')) return this.writer ?? this.ours
    return undefined
  }

  relations(elements: Element[], sentenceText: () => string, wholeLine: boolean): void {
    // The sentence's text, for the links it states: built only when one does.
    const sentence = sentenceText
    const n = elements.length
    const at = (i: number) => elements[i]
    const isW = (i: number, ...words: string[]) => {
      const e = elements[i]
      return e?.k === 'W' && words.includes(e.w)
    }
    const isX = (i: number, ...marks: string[]) => {
      const e = elements[i]
      return e?.k === 'X' && marks.includes(e.p)
    }
    const skipAux = (i: number) => {
      let k = i
      while (k < n && k - i < 4 && isW(k, ...AUX)) k++
      return k
    }
    /** A title with its company: "the CFO of Fjordline AI", "their CFO", "Fjordline's CFO", "CFO at Fjordline". Returns the index after it. */
    const titleWithCompany = (
      i: number,
    ): { title: string; company: CompanyState | undefined; next: number } | undefined => {
      let k = i
      let company: CompanyState | undefined
      const first = at(k)
      if (first?.k === 'C' && first.poss) {
        company = first.ref
        k++
      } else if (isW(k, 'their', 'its', 'our')) {
        company = this.companyAt(at(k))
        k++
      } else if (isW(k, 'the', 'a', 'an', 'his', 'her', 'new', 'my', 'your')) k++
      if (isW(k, 'new', 'current', 'former', 'interim', 'acting')) k++
      // One word the lists do not know before a title: "their merchandising director".
      let qualifier = ''
      const q = at(k)
      if (
        q?.k === 'W' &&
        !q.cap &&
        at(k + 1)?.k === 'T' &&
        /^\p{Ll}{3,}$/u.test(q.w) &&
        !AUX.has(q.w) &&
        !DETERMINERS.has(q.w)
      ) {
        qualifier = `${q.w} `
        k++
      }
      const t = at(k)
      if (t?.k !== 'T') return undefined
      k++
      if (
        (isW(k, 'at', 'of', 'for', 'with', 'from', 'in') || isX(k, '@', ',', '-', '–', '—', '|')) &&
        at(k + 1)?.k === 'C'
      ) {
        company = (at(k + 1) as { ref: CompanyState }).ref
        k += 2
      }
      return { title: qualifier + t.title, company, next: k }
    }

    // E-mail addresses and phone numbers: to the person right before them ("Sarah Chen <sarah@x.io>", "(tomas@x.io)"), else the one person of the sentence, else the person of the line above.
    const peopleHere = [
      ...new Set(elements.filter((e): e is Extract<Element, { k: 'P' }> => e.k === 'P').map((e) => e.ref)),
    ]
    for (let i = 0; i < n; i++) {
      const e = at(i)!
      if (e.k !== 'E' && e.k !== 'N') continue
      let owner: PersonState | undefined
      for (let back = i - 1; back >= 0 && back >= i - 4; back--) {
        const b = at(back)!
        if (b.k === 'P') {
          owner = b.ref
          break
        }
        if (b.k === 'E' || b.k === 'N' || b.k === 'C') {
          if (b.k !== 'C') break
        }
        if (b.k === 'X' && (b.p === '.' || b.p === ';')) break
      }
      if (!owner && peopleHere.length === 1) owner = peopleHere[0]
      if (!owner && peopleHere.length === 0 && this.linePerson && this.linePersonAge <= 5) owner = this.linePerson
      if (e.k === 'E') this.email(e.email, owner)
      else this.phone(e.number, owner)
    }

    // Who wrote the text: "From: Name <address>", the name line of a signature, "— Name" at the end of a line.
    if (isW(0, 'from') && isX(1, ':') && at(2)?.k === 'P') this.writerPerson ??= (at(2) as { ref: PersonState }).ref
    const lastElement = at(n - 1)
    if (
      lastElement?.k === 'P' &&
      (n === 1
        ? this.signature > 0 && wholeLine
        : isX(n - 2, '—', '–', '-') && elements.slice(0, n - 2).every((x) => x.k === 'X'))
    )
      this.writerPerson = lastElement.ref

    // Subjects and what follows them.
    for (let i = 0; i < n; i++) {
      const e = at(i)!
      if (e.k === 'C') {
        this.inPlay = e.ref
        // "Fjordline's CFO, Sarah Chen" / "Fjordline's CFO Sarah Chen".
        continue
      }
      let subject: PersonState | undefined
      if (e.k === 'P') subject = e.ref
      else if (
        e.k === 'W' &&
        (e.w === 'he' || e.w === 'she') &&
        (i === 0 || isW(i - 1, 'and', 'but', 'that', 'so', 'because', 'who'))
      )
        subject = this.lastPerson
      else if (e.k === 'W' && FIRST_PERSON.has(e.w)) subject = this.me
      if (!subject) continue
      const copula = e.k === 'W' && (e.w === "i'm" || e.w === 'i’m')
      const subjects = [subject]
      let k = i + 1
      // "Sarah Chen and Tomas Lindqvist work at ..."
      while (isW(k, 'and') && subjects.length < 5) {
        if (at(k + 1)?.k === 'P') {
          subjects.push((at(k + 1) as { ref: PersonState }).ref)
          k += 2
        } else if (
          isW(k + 1, 'his', 'her') &&
          isW(k + 2, 'colleague', 'coworker', 'co-worker', 'cofounder', 'co-founder', 'partner') &&
          at(k + 3)?.k === 'P'
        ) {
          const other = (at(k + 3) as { ref: PersonState }).ref
          this.knows(subject, other, sentence)
          const employer = this.employerOf(subject)
          if (employer) this.worksAt(other, employer, sentence)
          subjects.push(other)
          k += 4
        } else break
      }
      if (isW(k, 'both', 'all')) k++

      // A title before the name: "CFO Sarah Chen", "their CFO, Sarah Chen", "Fjordline's CFO Sarah Chen", "the Head of Growth at Fjordline, Tomas".
      if (e.k === 'P') {
        let back = i - 1
        if (isX(back, ',', ':', '-', '–', '—')) back--
        let company: CompanyState | undefined
        if (at(back)?.k === 'C' && isW(back - 1, 'at', 'of') && at(back - 2)?.k === 'T') {
          company = (at(back) as { ref: CompanyState }).ref
          back -= 2
        }
        const t = at(back)
        if (
          t?.k === 'T' &&
          (back === i - 1 ||
            company ||
            isX(i - 1, ',', ':') ||
            isW(back - 1, 'their', 'our', 'its') ||
            at(back - 1)?.k === 'C')
        ) {
          const colleague = isW(back - 1, 'his', 'her')
            ? (this.lastPersonBefore(elements, back) ?? this.lastPerson)
            : undefined
          const owner =
            company ??
            (at(back - 1)?.k === 'C' && (at(back - 1) as { poss: boolean }).poss
              ? (at(back - 1) as { ref: CompanyState }).ref
              : isW(back - 1, 'their', 'its', 'our')
                ? this.companyAt(at(back - 1))
                : colleague && colleague !== subject
                  ? this.employerOf(colleague)
                  : undefined)
          this.worksAt(subject, owner, sentence, t.title)
          if (colleague && colleague !== subject && /^(deputy|assistant)$/i.test(t.title))
            this.report(subject, colleague, sentence)
        }
      }

      // What stands right after the name.
      if (isX(k, '(', '<')) {
        let close = k + 1
        const inner: Element[] = []
        while (close < n && close - k < 12 && !isX(close, ')', '>')) inner.push(at(close++)!)
        let title: string | undefined
        let company: CompanyState | undefined
        for (const x of inner) {
          if (x.k === 'T') title ??= x.title
          if (x.k === 'C') company = x.ref
        }
        if (title || company) this.worksAt(subject, company, sentence, title)
        k = close + 1
      }
      if (isX(k, ',', '-', '–', '—', '|', ':')) {
        const appositive = titleWithCompany(k + 1)
        if (appositive) {
          this.worksAt(subject, appositive.company, sentence, appositive.title)
          k = appositive.next
          if (isX(k, ',')) k++
        } else if (
          isX(k, ',') &&
          at(k + 1)?.k === 'W' &&
          ((isW(k + 2, 'at') && at(k + 3)?.k === 'C') ||
            (at(k + 2)?.k === 'W' && isW(k + 3, 'at') && at(k + 4)?.k === 'C'))
        ) {
          // "Thomas Müller, Einkaufsleiter at Bergmann": a title the lists do not know.
          const c = isW(k + 2, 'at') ? k + 3 : k + 4
          this.worksAt(subject, (at(c) as { ref: CompanyState }).ref, sentence)
          k = c + 1
        } else if (at(k + 1)?.k === 'C' && (isX(k + 2, ',', '.', ')') || k + 2 >= n)) {
          // "Sarah Chen, Fjordline AI" (an attendee list, a signature).
          this.worksAt(subject, (at(k + 1) as { ref: CompanyState }).ref, sentence)
          k += 2
        }
      }
      if ((isW(k, 'from', 'at', 'of') || isX(k, '@')) && at(k + 1)?.k === 'C') {
        for (const s of subjects) this.worksAt(s, (at(k + 1) as { ref: CompanyState }).ref, sentence)
        k += 2
      }

      // The verb, also after ", who": "Amelia Hart, who heads clinical operations at Halcyon Bio", and after an appositive name: "Their GM, Paolo Conti, reports ...".
      if (isX(k, ',') && isW(k + 1, 'who')) k += 2
      else if (isX(k, ',') && isX(i - 1, ',') && at(k + 1)?.k === 'W') k++
      if (isW(k, 'closely', 'directly', 'together')) k++
      let v = skipAux(k)
      const verbAt = v
      if (isW(v, 'works', 'work', 'worked', 'working')) {
        v++
        if (isW(v, 'closely', 'directly', 'together', 'mostly')) v++
        if (isW(v, 'at', 'for', 'with', 'in') && this.companyAt(at(v + 1))) {
          const company = this.companyAt(at(v + 1))!
          let title: string | undefined
          if (isW(v + 2, 'as')) title = titleWithCompany(v + 3)?.title
          else if (isX(v + 2, ',') && isW(v + 3, 'as')) title = titleWithCompany(v + 4)?.title
          for (const s of subjects) this.worksAt(s, company, sentence, title)
        } else if (isW(v, 'for', 'under') && at(v + 1)?.k === 'P') {
          for (const s of subjects) this.report(s, (at(v + 1) as { ref: PersonState }).ref, sentence)
        } else if (isW(v, 'with') && at(v + 1)?.k === 'P') {
          for (const s of subjects) this.knows(s, (at(v + 1) as { ref: PersonState }).ref, sentence)
        } else if (isW(v, 'as')) {
          const t = titleWithCompany(v + 1)
          if (t) for (const s of subjects) this.worksAt(s, t.company, sentence, t.title)
        }
      } else if (isW(v, 'joined', 'joins', 'join', 'joining')) {
        const company = this.companyAt(at(v + 1))
        if (company) {
          let title: string | undefined
          let w = v + 2
          if (isW(w, 'as')) {
            const t = titleWithCompany(w + 1)
            title = t?.title
            if (t) w = t.next
          }
          for (const s of subjects) this.worksAt(s, company, sentence, title, true)
          // "..., after six years at Northwind" / "(previously at Northwind)" / "from Northwind".
          for (let x = w; x < n && x < w + 10; x++) {
            if (
              isW(x, 'at', 'from', 'of') &&
              at(x + 1)?.k === 'C' &&
              (at(x + 1) as { ref: CompanyState }).ref !== company &&
              elements
                .slice(w, x)
                .some(
                  (y) =>
                    y.k === 'W' &&
                    ['after', 'previously', 'formerly', 'leaving', 'left', 'from', 'years', 'year', 'months'].includes(
                      y.w,
                    ),
                )
            ) {
              for (const s of subjects) this.leftFor(s, (at(x + 1) as { ref: CompanyState }).ref, company, sentence)
              break
            }
            if (isW(x, 'from') && at(x + 1)?.k === 'C' && (at(x + 1) as { ref: CompanyState }).ref !== company) {
              for (const s of subjects) this.leftFor(s, (at(x + 1) as { ref: CompanyState }).ref, company, sentence)
              break
            }
          }
        } else if (isW(v + 1, 'from') && this.companyAt(at(v + 2))) {
          // "both joined from Sunbeam Energy": where they were before.
          for (const s of subjects)
            if (this.past.length < EXTRACTION_LIMITS.links)
              this.past.push({ person: s, company: this.companyAt(at(v + 2))! })
        } else if (isW(v + 1, 'us', 'the') && isW(v + 2, 'as')) {
          const t = titleWithCompany(v + 3)
          if (t) for (const s of subjects) this.worksAt(s, t.company ?? this.writer, sentence, t.title, true)
        }
      } else if (isW(v, 'left', 'leaving', 'leaves') && isW(v + 1, 'for') && this.companyAt(at(v + 2))) {
        // "X is leaving for Y": from the employer the text gave X before.
        const next = this.companyAt(at(v + 2))!
        for (const s of subjects) {
          const previous = this.employerOf(s)
          if (previous && previous !== next) this.leftFor(s, previous, next, sentence)
          this.worksAt(s, next, sentence, undefined, true)
        }
      } else if (isW(v, 'moved', 'moves', 'moving') && isW(v + 1, 'to') && this.companyAt(at(v + 2))) {
        const next = this.companyAt(at(v + 2))!
        for (const s of subjects) {
          const previous = this.employerOf(s)
          if (previous && previous !== next) this.leftFor(s, previous, next, sentence)
          this.worksAt(s, next, sentence, undefined, true)
        }
      } else if (isW(v, 'left', 'leaving', 'leaves', 'quit', 'quitting')) {
        const previous = this.companyAt(at(v + 1))
        if (previous) {
          let w = v + 2
          while (w < n && w < v + 6 && !this.companyAt(at(w))) w++
          const next = this.companyAt(at(w))
          if (
            next &&
            next !== previous &&
            elements
              .slice(v + 2, w)
              .some((y) => y.k === 'W' && ['for', 'join', 'joined', 'to', 'joining'].includes(y.w))
          ) {
            let title: string | undefined
            if (isW(w + 1, 'as')) title = titleWithCompany(w + 2)?.title
            for (const s of subjects) {
              this.leftFor(s, previous, next, sentence)
              this.worksAt(s, next, sentence, title, true)
            }
          }
        }
      } else if (
        isW(v, 'moved', 'moving', 'moves', 'switched', 'switching', 'jumped') &&
        (isW(v + 1, 'from') || (isW(v + 1, 'over', 'on') && isW(v + 2, 'from')))
      ) {
        const f = isW(v + 1, 'from') ? v + 2 : v + 3
        const previous = this.companyAt(at(f))
        if (previous && isW(f + 1, 'to') && this.companyAt(at(f + 2))) {
          const next = this.companyAt(at(f + 2))!
          let title: string | undefined
          if (isW(f + 3, 'as')) title = titleWithCompany(f + 4)?.title
          for (const s of subjects) {
            this.leftFor(s, previous, next, sentence)
            this.worksAt(s, next, sentence, title, true)
          }
        }
      } else if (
        isW(v, 'reports', 'report', 'reporting', 'reported') &&
        isW(v + 1, 'to', 'into') &&
        (at(v + 2)?.k === 'P' || isW(v + 2, 'me') || titleWithCompany(v + 2))
      ) {
        let m = v + 2
        const t = at(m)?.k === 'P' ? undefined : titleWithCompany(m)
        if (t) m = isX(t.next, ',') ? t.next + 1 : t.next
        const manager = isW(m, 'me') ? this.me : at(m)?.k === 'P' ? (at(m) as { ref: PersonState }).ref : undefined
        if (manager && t) this.worksAt(manager, t.company, sentence, t.title)
        if (manager) for (const s of subjects) this.report(s, manager, sentence)
      } else if (isW(v, 'manages', 'managing', 'manage', 'managed', 'leads') && at(v + 1)?.k === 'P') {
        this.report((at(v + 1) as { ref: PersonState }).ref, subject, sentence)
      } else if (isW(v, 'knows', 'know') && (at(v + 1)?.k === 'P' || titleWithCompany(v + 1))) {
        let w = v + 1
        const t = titleWithCompany(w)
        if (t) w = isX(t.next, ',') ? t.next + 1 : t.next
        if (at(w)?.k === 'P') for (const s of subjects) this.knows(s, (at(w) as { ref: PersonState }).ref, sentence)
      } else if (isW(v, 'know') && isW(v + 1, 'each') && subjects.length >= 2) {
        for (let x = 1; x < subjects.length; x++) this.knows(subjects[0]!, subjects[x]!, sentence)
      } else if (isW(v, 'introduced', 'intro’d', "intro'd", 'introduces', 'connected')) {
        let w = v + 1
        if (isW(w, 'me', 'us')) w++
        if (isW(w, 'to', 'with')) w++
        if (at(w)?.k === 'P') this.introduced((at(w) as { ref: PersonState }).ref, subject, sentence)
        else if (isW(v - 1, 'was', 'were', 'been') || isW(v + 1, 'by', 'to')) {
          // "Sarah was introduced by Tomas" / "was introduced to us by Tomas".
          for (let x = v + 1; x < n && x < v + 6; x++)
            if (isW(x, 'by', 'via', 'through') && at(x + 1)?.k === 'P')
              this.introduced(subject, (at(x + 1) as { ref: PersonState }).ref, sentence)
        }
      } else if (
        isW(
          v,
          'promoted',
          'appointed',
          'named',
          'elected',
          'took',
          'takes',
          'accepted',
          'started',
          'starts',
          'starting',
        )
      ) {
        // "X has been promoted to COO at Y", "X took a new role as Head of Finance at Y".
        for (let w = v + 1; w < n && w <= v + 5; w++) {
          if (isW(w, 'to', 'as')) {
            const t = titleWithCompany(w + 1)
            if (t) {
              for (const s of subjects) this.worksAt(s, t.company, sentence, t.title, !isW(v, 'promoted', 'elected'))
              break
            }
          }
        }
      } else if (isW(v, 'at') && isW(v - 1, 'now', 'is') && this.companyAt(at(v + 1))) {
        // "X is now at Y (as R)".
        let title: string | undefined
        if (isW(v + 2, 'as')) title = titleWithCompany(v + 3)?.title
        for (const s of subjects) this.worksAt(s, this.companyAt(at(v + 1)), sentence, title)
      } else if (isW(v, 'runs', 'run', 'leads', 'lead', 'heads', 'head', 'oversees', 'owns', 'own', 'manages')) {
        // "X runs growth at Y", "I run partnerships at Y".
        for (let w = v + 1; w < n && w <= v + 4; w++) {
          if (isW(w, 'at') && this.companyAt(at(w + 1))) {
            for (const s of subjects) this.worksAt(s, this.companyAt(at(w + 1)), sentence)
            break
          }
          if (at(w)?.k !== 'W') break
        }
        if (isW(v, 'manages') && at(v + 1)?.k === 'P')
          this.report((at(v + 1) as { ref: PersonState }).ref, subject, sentence)
      } else if (
        (isW(v, 'used') && isW(v + 1, 'to') && isW(v + 2, 'work') && isW(v + 3, 'together')) ||
        (isW(v, 'worked') && isW(v + 1, 'together'))
      ) {
        for (let x = 1; x < subjects.length; x++) this.knows(subjects[0]!, subjects[x]!, sentence)
      } else if (
        copula ||
        isW(v, 'is', 'was', 'are', 'became', 'becomes', "'s", 'am') ||
        verbAt !== k ||
        isW(k - 1, 'is')
      ) {
        // "X is the CFO of Y", "X is their CFO", "X is an old friend of Y", "X is Y's manager".
        let w = isW(v, 'is', 'was', 'are', 'became', 'becomes') ? skipAux(v + 1) : v
        // "He was previously VP Engineering at Cogwheel": a former employer.
        const former = isW(w, 'previously', 'formerly')
        if (former) w++
        const t = titleWithCompany(w)
        if (t && former) {
          if (t.company)
            for (const s of subjects)
              if (this.past.length < EXTRACTION_LIMITS.links) this.past.push({ person: s, company: t.company })
        } else if (t) {
          for (const s of subjects) this.worksAt(s, t.company, sentence, t.title)
        } else {
          if (isW(w, 'a', 'an', 'the', 'my', 'our')) w++
          while (isW(w, 'old', 'good', 'close', 'former', 'longtime', 'long-time', 'great', 'personal')) w++
          if (
            isW(w, 'friend', 'friends', 'colleague', 'colleagues', 'classmate', 'acquaintance') &&
            isW(w + 1, 'of', 'with', 'from') &&
            at(w + 2)?.k === 'P'
          ) {
            for (const s of subjects) this.knows(s, (at(w + 2) as { ref: PersonState }).ref, sentence)
          } else if (
            at(w)?.k === 'P' &&
            (at(w) as { poss: boolean }).poss &&
            isW(w + 1, 'manager', 'boss', 'supervisor', 'lead')
          ) {
            this.report((at(w) as { ref: PersonState }).ref, subject, sentence)
          } else if (at(w)?.k === 'P' && (at(w) as { poss: boolean }).poss && isW(w + 1, 'report', 'direct')) {
            this.report(subject, (at(w) as { ref: PersonState }).ref, sentence)
          }
        }
      } else if (
        e.k === 'P' &&
        e.poss &&
        isW(k, 'manager', 'boss', 'supervisor') &&
        isW(k + 1, 'is') &&
        at(k + 2)?.k === 'P'
      ) {
        this.report(subject, (at(k + 2) as { ref: PersonState }).ref, sentence)
      } else if (
        isW(v, 'used') &&
        isW(v + 1, 'to') &&
        isW(v + 2, 'work') &&
        isW(v + 3, 'with') &&
        at(v + 4)?.k === 'P'
      ) {
        for (const s of subjects) this.knows(s, (at(v + 4) as { ref: PersonState }).ref, sentence)
      }
      // "Thanks Sarah for the intro to Tomas", "intro from Sarah".
      if (isW(k, 'for') && isW(k + 1, 'the', 'an', 'your') && isW(k + 2, 'intro', 'introduction', 'referral')) {
        if (isW(k + 3, 'to') && at(k + 4)?.k === 'P')
          this.introduced((at(k + 4) as { ref: PersonState }).ref, subject, sentence)
        else {
          const others = peopleHere.filter((p) => p !== subject)
          if (others.length === 1) this.introduced(others[0]!, subject, sentence)
          else if (others.length === 0 && this.previousPerson && this.previousPerson !== subject)
            this.introduced(this.previousPerson, subject, sentence)
        }
      }
      this.lastPerson = subject
    }

    for (let i = 0; i < n; i++) {
      // "his boss is the CRO, Dana Fox" / "her manager, Ingrid Solberg,".
      if (isW(i, 'his', 'her') && isW(i + 1, 'boss', 'manager', 'supervisor') && this.lastPerson) {
        let w = i + 2
        if (isW(w, 'is', 'was')) w++
        if (isX(w, ',')) w++
        const t = titleWithCompany(w)
        if (t) w = isX(t.next, ',') ? t.next + 1 : t.next
        const report = elements.slice(0, i).some((x) => x.k === 'P')
          ? this.lastPersonBefore(elements, i)
          : this.previousPerson
        if (at(w)?.k === 'P' && report && report !== (at(w) as { ref: PersonState }).ref)
          this.report(report, (at(w) as { ref: PersonState }).ref, sentence)
      }
      // "Noor ... was introduced to me by Oscar".
      if (isW(i, 'introduced') && (isW(i - 1, 'was', 'were', 'been') || isW(i + 1, 'to'))) {
        for (let x = i + 1; x < n && x < i + 6; x++) {
          if (isW(x, 'by') && at(x + 1)?.k === 'P') {
            const who = this.lastPersonBefore(elements, i)
            if (who && who !== (at(x + 1) as { ref: PersonState }).ref)
              this.introduced(who, (at(x + 1) as { ref: PersonState }).ref, sentence)
            break
          }
        }
      }
      // "introducing Elena Petrov (...) and Jacob Miller": the writer introduces them.
      if (isW(i, 'introducing', 'introduce') && !isW(i - 1, 'to')) {
        for (let x = i + 1; x < n && x < i + 24; x++) {
          const y = at(x)!
          if (y.k === 'P') this.introduced(y.ref, this.me, sentence)
          if (y.k === 'X' && (y.p === '.' || y.p === ';')) break
        }
      }
      // "previously at Y", "formerly of Y", "used to be at Y", "spent four years at Y".
      if (isW(i, 'leaving', 'left') && at(i + 1)?.k === 'C' && this.past.length < EXTRACTION_LIMITS.links) {
        const who = this.lastPersonBefore(elements, i) ?? this.lastPerson
        if (who) this.past.push({ person: who, company: (at(i + 1) as { ref: CompanyState }).ref })
      }
      if (
        isW(i, 'previously', 'formerly', 'spent', 'ex', 'leaving') ||
        (isW(i, 'after') && elements.slice(i + 1, i + 5).some((y) => y.k === 'W' && /^(years?|months?)$/.test(y.w))) ||
        (isW(i, 'used') && isW(i + 1, 'to') && isW(i + 2, 'be', 'work'))
      ) {
        for (let x = i + 1; x < n && x < i + 10; x++) {
          if (isW(x, 'at', 'of', 'with', 'for') && at(x + 1)?.k === 'C') {
            const who = this.lastPersonBefore(elements, i) ?? this.lastPerson
            if (who && this.past.length < EXTRACTION_LIMITS.links)
              this.past.push({ person: who, company: (at(x + 1) as { ref: CompanyState }).ref })
            break
          }
          if (at(x)?.k === 'P' || at(x)?.k === 'C') break
        }
      }
    }
    // "ex-Salesforce, now Head of Sales at Brightwave": a sentence without a person is about the last one.
    if (peopleHere.length === 0 && this.lastPerson) {
      for (let i = 0; i < n; i++) {
        if (!isW(i, 'now')) continue
        const t = titleWithCompany(i + 1)
        if (t?.company) this.worksAt(this.lastPerson, t.company, sentence, t.title)
        break
      }
      for (let i = 0; i < n; i++) {
        if (isW(i, 'ex') && at(i + 1)?.k === 'C' && this.past.length < EXTRACTION_LIMITS.links)
          this.past.push({ person: this.lastPerson, company: (at(i + 1) as { ref: CompanyState }).ref })
      }
    }
    // "..., who knows our CEO, Ruth Adler".
    for (let i = 1; i < n; i++) {
      if (!isW(i, 'knows') || !isW(i - 1, 'who')) continue
      let w = i + 1
      const t = titleWithCompany(w)
      if (t) w = isX(t.next, ',') ? t.next + 1 : t.next
      const who = this.lastPersonBefore(elements, i - 1)
      if (at(w)?.k === 'P' && who && who !== (at(w) as { ref: PersonState }).ref)
        this.knows(who, (at(w) as { ref: PersonState }).ref, sentence)
    }
    // "Fjordline AI: Tomas Lindqvist, Sarah Chen": a company and its people.
    if (at(0)?.k === 'C' && isX(1, ':')) {
      for (let x = 2; x < n; x++) {
        const y = at(x)!
        if (y.k === 'P') this.worksAt(y.ref, (at(0) as { ref: CompanyState }).ref, sentence)
        else if (!(y.k === 'X' && y.p === ',') && !(y.k === 'W' && y.w === 'and')) break
      }
    }

    // "intro from / via / courtesy of X" with one other person in the sentence.
    for (let i = 0; i < n; i++) {
      if (!isW(i, 'intro', 'introduction', 'introduced', 'referred', 'referral')) continue
      let w = i + 1
      if (isW(w, 'courtesy')) w++
      if (isW(w, 'from', 'via', 'by', 'through', 'of') && at(w + 1)?.k === 'P') {
        const by = (at(w + 1) as { ref: PersonState }).ref
        const others = peopleHere.filter((p) => p !== by)
        if (others.length === 1) this.introduced(others[0]!, by, sentence)
      }
    }

    // A line that is a title (and company) under a name line: a signature or an attendee entry.
    if (
      wholeLine &&
      this.linePerson &&
      this.linePersonAge > 0 &&
      this.linePersonAge <= 4 &&
      !elements.some((x) => x.k === 'P')
    ) {
      const first = elements.findIndex((x) => x.k !== 'X')
      const t = first >= 0 ? titleWithCompany(first) : undefined
      if (t) {
        let company = t.company
        if (!company)
          for (let x = t.next; x < n; x++) if (at(x)?.k === 'C') company = (at(x) as { ref: CompanyState }).ref
        this.worksAt(this.linePerson, company, sentence, t.title)
        // A name line with a title line under it is a signature: its person wrote the text.
        this.writerPerson ??= this.linePerson
        if (company) this.writer ??= company
      } else if (
        this.signature > 0 &&
        elements.length > 0 &&
        elements.every((x) => x.k === 'C' || x.k === 'X' || (x.k === 'W' && x.w.includes('.')))
      ) {
        const company = elements.find((x): x is Extract<Element, { k: 'C' }> => x.k === 'C')
        if (company) {
          this.worksAt(this.linePerson, company.ref, sentence)
          this.writer ??= company.ref
        }
      }
    }
    if (peopleHere.length > 0) this.lastPerson = peopleHere[peopleHere.length - 1]
    this.previousPerson = this.lastPerson
  }

  /** The company the text last said a person works at, if any. */
  employerOf(person: PersonState): CompanyState | undefined {
    for (let i = this.links.length - 1; i >= 0; i--) {
      const link = this.links[i]!
      if (link.kind === 'works_at' && link.from === person.name)
        return this.companies.get(companyKey(link.to)) ?? (link.to === WRITER_COMPANY ? this.ours : undefined)
    }
    return undefined
  }

  /** The last person named before elements[i] in the sentence, else the last person of the text before it. */
  lastPersonBefore(elements: Element[], i: number): PersonState | undefined {
    for (let x = i - 1; x >= 0; x--) {
      const e = elements[x]!
      if (e.k === 'P') return e.ref
      if (e.k === 'W' && (e.w === 'i' || e.w === "i'm" || e.w === 'i’m' || e.w === "i've" || e.w === 'i’ve'))
        return this.me
    }
    return this.lastPerson
  }

  report(person: PersonState, manager: PersonState, sentence: () => string): void {
    this.link({ kind: 'reports_to', from: person.name, to: manager.name, sentence: sentence() })
  }

  knows(a: PersonState, b: PersonState, sentence: () => string): void {
    const [from, to] = a.name < b.name ? [a, b] : [b, a]
    this.link({ kind: 'knows', from: from.name, to: to.name, sentence: sentence() })
  }

  introduced(person: PersonState, by: PersonState, sentence: () => string): void {
    this.link({ kind: 'introduced_by', from: person.name, to: by.name, sentence: sentence() })
  }

  leftFor(person: PersonState, previous: CompanyState, next: CompanyState, sentence: () => string): void {
    this.link({ kind: 'left_for', from: person.name, to: next.name, previous: previous.name, sentence: sentence() })
  }

  // ---- the end

  finish(): Extraction {
    // Domains: to the company whose name spells them, else to the one employer of the address's owner; never a company made up from a domain.
    const domains: string[] = []
    const addDomain = (domain: string) => {
      if (!FREE_MAIL_DOMAINS.has(domain) && !domains.includes(domain)) domains.push(domain)
    }
    for (const email of this.emails.values()) addDomain(email.domain)
    for (const domain of this.bareDomains) addDomain(domain)
    const companies = [...this.companies.values()]
    for (const domain of domains) {
      let owner = companies.find((c) => !c.domain && nameMatchesDomain(c, domain))
      if (!owner) {
        // A capitalised run nobody called a company, spelled like the domain ("Meridian Health", meridianhealth.com).
        const loose = this.loose.get(lettersOf(domainLabel(domain)))
        if (loose) owner = this.company(loose.name, loose.at)
      }
      if (!owner) {
        const employers = new Set<CompanyState>()
        for (const email of this.emails.values()) {
          if (email.domain !== domain || !email.owner) continue
          for (const link of this.links)
            if (link.kind === 'works_at' && link.from === email.owner)
              employers.add(this.companies.get(companyKey(link.to))!)
        }
        if (employers.size === 1) owner = [...employers][0]
        if (owner?.domain) owner = undefined
      }
      if (owner && !owner.domain) owner.domain = domain
    }
    // An address on a company's domain says where its owner works, when the text says nothing else.
    for (const email of this.emails.values()) {
      if (!email.owner) continue
      const company = [...this.companies.values()].find((c) => c.domain === email.domain)
      if (!company) continue
      if (this.links.some((l) => l.kind === 'works_at' && l.from === email.owner)) continue
      const person = [...this.people.values()].find((p) => p.name === email.owner)
      this.link({
        kind: 'works_at',
        from: email.owner,
        to: company.name,
        ...(person?.title && { title: person.title }),
        sentence: email.address,
      })
    }
    // "I" and "our": the person who signed, and their company (a signature line, their one employer, their address's domain).
    const writer = this.writerPerson
    const writerEmail = writer?.emails[0]
    const writerCompany =
      (this.writer && this.writer !== this.ours ? this.writer : undefined) ??
      (writer ? this.employerOf(writer) : undefined) ??
      (writerEmail
        ? [...this.companies.values()].find((c) => c.domain === writerEmail.slice(writerEmail.indexOf('@') + 1))
        : undefined)
    const resolve = (name: string): string | undefined =>
      name === WRITER
        ? writer?.name
        : name === WRITER_COMPANY
          ? writerCompany && writerCompany !== this.ours
            ? writerCompany.name
            : undefined
          : name
    if (writer && this.me.title && !writer.title) writer.title = this.me.title
    const links: ExtractedLink[] = []
    const seen = new Set<string>()
    for (const link of this.links) {
      const from = resolve(link.from)
      const to = resolve(link.to)
      const previous = link.previous === undefined ? undefined : resolve(link.previous)
      if (
        from === undefined ||
        to === undefined ||
        from === to ||
        (link.previous !== undefined && previous === undefined)
      )
        continue
      const key = `${link.kind}|${from}|${to}`
      if (seen.has(key)) continue
      seen.add(key)
      links.push({ ...link, from, to, ...(previous !== undefined && { previous }) })
    }
    this.links.length = 0
    this.links.push(...links)
    this.linkKeys.clear()
    for (const link of links) this.linkKeys.add(`${link.kind}|${link.from}|${link.to}`)
    // "previously at Y" beside a current employer: the person left Y for it.
    for (const { person, company } of this.past) {
      const who = person === this.me ? writer : person
      if (!who) continue
      const current = this.employerOf(who)
      if (current && current !== company && current !== this.ours) this.leftFor(who, company, current, () => '')
    }
    // Whoever left a company no longer works there.
    const left = new Set(this.links.filter((l) => l.kind === 'left_for').map((l) => `${l.from}|${l.previous}`))
    const kept = this.links.filter((l) => !(l.kind === 'works_at' && left.has(`${l.from}|${l.to}`)))
    this.links.length = 0
    this.links.push(...kept)
    // A manager and their report work at the same company, when the text names one of the two.
    for (const link of [...this.links]) {
      if (link.kind !== 'reports_to') continue
      const report = [...this.people.values()].find((p) => p.name === link.from)
      const manager = [...this.people.values()].find((p) => p.name === link.to)
      if (!report || !manager) continue
      const a = this.employerOf(report)
      const b = this.employerOf(manager)
      // Not for someone whose own address says where they work.
      const placed = (p: PersonState) => p.emails.some((e) => !FREE_MAIL_DOMAINS.has(e.slice(e.indexOf('@') + 1)))
      if (a && !b && !placed(manager)) this.worksAt(manager, a, () => link.sentence)
      if (b && !a && !placed(report)) this.worksAt(report, b, () => link.sentence)
    }
    // A person's title, on their works-at link when it has none.
    for (const link of this.links) {
      if (link.kind !== 'works_at' || link.title) continue
      const person = [...this.people.values()].find((p) => p.name === link.from)
      if (person?.title) link.title = person.title
    }
    // People named only by a word of a longer name stay that longer name; a lone single word is no person.
    const people = [...this.people.values()].filter((p) => p.words.length >= 2)
    return {
      people: people.map((p) => ({
        name: p.name,
        at: p.at,
        emails: p.emails,
        ...(p.phone && { phone: p.phone }),
        ...(p.title && { title: p.title }),
      })),
      companies: [...this.companies.values()].map((c) => ({
        name: c.name,
        at: c.at,
        ...(c.domain && { domain: c.domain }),
      })),
      links: this.links,
      emails: [...this.emails.values()],
      domains,
      phones: this.phones,
      known: this.known,
      dates: uniqueBy(this.dates, (d) => `${d.text.toLowerCase()}|${d.date}`),
      followUps: this.followUps,
      dropped: this.dropped,
    }
  }
}

/**
 * Reads a text in slices: each `next()` reads lines (a line over `charsPerPiece` characters in
 * pieces) until it has read `EXTRACTION_LIMITS.charsPerSlice` characters, so a caller can yield to
 * the event loop between them. Slices are counted in characters, not in time, so they fall at the
 * same places on every machine and run (the costliest text measured, short capitalised sentences,
 * reads at about 1 ms per KiB: a slice is about 4 ms). A text of up to `charsAtOnce` characters is
 * read and resolved in one slice; the generator's return value is the extraction. Pure: the same
 * text, directory and `now` give the same extraction, however it is sliced.
 *
 * @example const slices = extractSlices(text, directory, now); let step = slices.next(); while (!step.done) step = slices.next(); step.value
 */
export function* extractSlices(text: string, directory: NameDirectory, now: number): Generator<void, Extraction, void> {
  const reader = new Reader(text, now, directory)
  const { charsPerSlice, charsPerPiece, charsAtOnce } = EXTRACTION_LIMITS
  const meter = new WorkMeter(charsPerSlice)
  let at = 0
  while (at < text.length) {
    let end = text.indexOf('\n', at)
    if (end < 0) end = text.length
    // A very long line is read in pieces: cut after a sentence's end where there is one, else at white space.
    if (end - at > charsPerPiece) {
      const limit = at + charsPerPiece
      let cut = limit
      while (cut > limit - 256 && !(isSpace(text.charCodeAt(cut)) && '.!?'.includes(text[cut - 1]!))) cut--
      if (cut === limit - 256) {
        cut = limit
        while (cut > limit - 128 && !isSpace(text.charCodeAt(cut))) cut--
        if (cut === limit - 128) cut = limit
      }
      end = cut
    }
    reader.line(at, end)
    const next = text.charCodeAt(end) === 10 ? end + 1 : end
    // Where the slices fall changes nothing read: pieces are cut by the text alone.
    if (meter.spend(next - at) && next < text.length) yield
    at = next
  }
  // Resolving what was read (back-references, links, caps) is a slice of its own after a long text.
  if (text.length > charsAtOnce) yield
  return reader.finish()
}

/**
 * Reads a text at once (see `extractSlices`): people (with e-mail, phone, title), companies (with
 * domain), works-at / reports-to / knows / introduced-by / left-for links, e-mail addresses, phone
 * numbers, the known records it names, dates and follow-ups.
 *
 * @example
 * extractContext('Met Tomas Lindqvist (tomas@fjordline-ai.com) today. Tomas works at Fjordline AI as Head of Growth.', createNameDirectory([]), Date.parse('2026-01-15T10:00:00Z'))
 * // people: [{ name: 'Tomas Lindqvist', emails: ['tomas@fjordline-ai.com'], title: 'Head of Growth' }], companies: [{ name: 'Fjordline AI', domain: 'fjordline-ai.com' }]
 */
export function extractContext(text: string, directory: NameDirectory, now: number): Extraction {
  const slices = extractSlices(text, directory, now)
  let step = slices.next()
  while (!step.done) step = slices.next()
  return step.value
}
