/*
 * The elements of a sentence, what its tokens are read as: titles, people and companies (by the
 * reader's state for them), e-mail addresses, phone numbers, plain words and punctuation; and the
 * helpers that compare names, domains and numbers.
 */
import { LEGAL_SUFFIXES } from '../lexicon.js'
import { isDigit, isLower, isUpper, type Tok } from './scanner.js'
import { HONORIFICS } from './cues.js'
import { initialsMatch } from './domain-initials.js'

export interface PersonState {
  name: string
  at: number
  words: string[]
  emails: string[]
  phone?: string | undefined
  title?: string | undefined
}

export interface CompanyState {
  name: string
  at: number
  key: string
  letters: string
  domain?: string | undefined
}

export type Element =
  | { k: 'P'; ref: PersonState; poss: boolean; start: number }
  | { k: 'C'; ref: CompanyState; poss: boolean; start: number }
  | { k: 'T'; title: string }
  | { k: 'E'; email: string }
  | { k: 'N'; number: string }
  | { k: 'W'; w: string; cap: boolean }
  | { k: 'X'; p: string }

/** Whether only punctuation and numbers stand before tokens[a] in its sentence ("[11:02] Jamal Reed:"). */
export const wholeLineStart = (tokens: readonly Tok[], a: number): boolean => {
  for (let k = 0; k < a; k++)
    if ((tokens[k]!.kind === 'word' && !/^\d+$/.test(tokens[k]!.text)) || tokens[k]!.kind === 'email') return false
  return true
}
/** A surname after an article ("al-Farsi", "el-Amin"): a name's word though it opens in lower case. */
export const ARTICLE_NAME = /^(?:al|el|ul|ad|as|ash|az|an)-\p{Lu}\p{Ll}/u
export const titleCase = (word: string): boolean =>
  word.length > 1 && ((isUpper(word[0]!) && hasLower(word)) || ARTICLE_NAME.test(word))
export function hasLower(word: string): boolean {
  for (let i = 1; i < word.length; i++) if (isLower(word[i]!)) return true
  return false
}
/** A brand that opens with digits ("3Sixty", "4Color"): capitalised after its number. */
const DIGIT_BRAND = /^\d{1,3}\p{Lu}\p{Ll}/u
export const isCapWord = (tok: Tok): boolean =>
  tok.kind === 'word' && (isUpper(tok.text[0]!) || (isDigit(tok.text[0]!) && DIGIT_BRAND.test(tok.text)))
/** Letters no decomposition takes to a-z, as domains spell them: "Wisła" -> wisla, "Ørsted" -> orsted. */
const SPELLED: Record<string, string> = { ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ð: 'd', ı: 'i', þ: 'th' }
export const lettersOf = (text: string): string => {
  let out = ''
  for (const ch of text.normalize('NFKD').toLowerCase())
    if ((ch >= 'a' && ch <= 'z') || isDigit(ch)) out += ch
    else if (SPELLED[ch] !== undefined) out += SPELLED[ch]
  return out
}
/** A company's key: its words without legal suffixes, lower case ("Nordbank AG" -> "nordbank"). */
export function companyKey(name: string): string {
  let lc = name.toLowerCase()
  // "Wisła Software Sp. z o.o.": a joined form with spaces in it goes before the name is cut into words.
  if (lc.endsWith(' sp. z o.o.') || lc.endsWith(' sp. z o.o')) lc = lc.slice(0, lc.lastIndexOf(' sp.'))
  const parts = lc.split(/\s+/)
  while (parts.length > 1 && LEGAL_SUFFIXES.has(parts[parts.length - 1]!.replace(/,$/, ''))) parts.pop()
  return parts.join(' ')
}
export const personKey = (words: readonly string[]): string => words.join(' ').toLowerCase()

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
export function nameMatchesDomain(company: CompanyState, domain: string): boolean {
  const label = lettersOf(domainLabel(domain))
  if (label.length < 2) return false
  // "Cedar & Salt", cedarandsalt.com: the ampersand spelled out.
  const name =
    company.name.includes('&') && label.includes('and') ? lettersOf(company.name.replace(/&/g, 'and')) : company.letters
  if (name === label) return true
  const shorter = name.length < label.length ? name : label
  const longer = name.length < label.length ? label : name
  return (shorter.length >= 4 && longer.startsWith(shorter)) || initialsMatch(company.name, label)
}

/** Whether a phone-like run is one: a `+` or parentheses, or 9 to 15 digits; never a date. */
export function isPhone(number: string): boolean {
  let digits = 0
  for (const ch of number) if (isDigit(ch)) digits++
  if (digits < 7 || digits > 15 || /^\d{4}-\d{2}-\d{2}$/.test(number)) return false
  return number.startsWith('+') || number.includes('(') || digits >= 9
}

/**
 * Whether what comes next stands in parentheses after a person, after a title if any: the company
 * of "Priya Natarajan (VP Operations, Halcyon Freight, ...)", "Lucy Chen (CloudNest)" or
 * "Svetlana Morozova, VP Supply Chain (Arrowhead Foods)".
 */
export function inPersonParens(out: readonly Element[]): boolean {
  let k = out.length - 1
  const at = (x: number) => out[x]
  const mark = (x: number, ...marks: string[]) => at(x)?.k === 'X' && marks.includes((at(x) as { p: string }).p)
  if (mark(k, ',')) k--
  if (at(k)?.k === 'T') k--
  if (!mark(k, '(')) return false
  return at(k - 1)?.k === 'P' || (at(k - 1)?.k === 'T' && mark(k - 2, ',', '-', '–', '—') && at(k - 3)?.k === 'P')
}

/** A capitalised run being classified, with what stands around it. */
export interface Run {
  tokens: Tok[]
  /** Where the run starts (before its leading sentence words), where its name starts, and its end. */
  i: number
  a: number
  j: number
  out: Element[]
  wholeLine: boolean
  words: Tok[]
  before: Tok | undefined
  prev: Element | undefined
  prevWord: string | undefined
  after: Tok | undefined
  afterNext: Tok | undefined
  poss: boolean
  names: string[]
  capWords: Tok[]
  start: number
  /** Its last word is a legal form or a company word, or it holds "&". */
  companySignal: boolean
}

/** Whether an honorific and its period stand before tokens[a]: "Dr. Amira Haddad", "Prof. Kim". */
export function afterHonorific(tokens: readonly Tok[], a: number): boolean {
  return a >= 2 && tokens[a - 1]!.text === '.' && HONORIFICS.has(tokens[a - 2]!.lc)
}
