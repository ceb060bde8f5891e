/*
 * The scanner: characters into tokens (words, punctuation, e-mail addresses, domains, numbers) in
 * one pass, each character looked at a bounded number of times. No regular expression runs over
 * more than one token.
 */
import { TLDS } from '../lexicon.js'
import { EXTRACTION_LIMITS } from './types.js'

export const isSpace = (c: number): boolean =>
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
export const LETTER = /\p{L}/u
export const UPPER = /\p{Lu}/u
export const LOWER = /\p{Ll}/u
export const isLetter = (ch: string): boolean => {
  const c = ch.charCodeAt(0)
  if (c < 128) return (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
  return LETTER.test(ch)
}
export const isDigit = (ch: string): boolean => ch >= '0' && ch <= '9'
export const isUpper = (ch: string): boolean => {
  const c = ch.charCodeAt(0)
  if (c < 128) return c >= 65 && c <= 90
  return UPPER.test(ch)
}
export const isLower = (ch: string): boolean => {
  const c = ch.charCodeAt(0)
  if (c < 128) return c >= 97 && c <= 122
  return LOWER.test(ch)
}

export type TokKind = 'word' | 'punct' | 'email' | 'domain' | 'num'
export interface Tok {
  kind: TokKind
  text: string
  lc: string
  start: number
  end: number
  /** A word written with 's or ’s ("Fjordline's"); the text is without it. */
  poss: boolean
}

export const LEAD_PUNCT = new Set(['(', '[', '{', '<', '"', "'", '“', '‘', '*', '•', '>', '_', '«', '¡', '¿', '·'])
export const KEPT_LEAD = new Set(['(', '<', '['])
export const TRAIL_PUNCT = new Set([
  ')',
  ']',
  '}',
  '>',
  '"',
  "'",
  '”',
  '’',
  ',',
  ';',
  ':',
  '.',
  '!',
  '?',
  '*',
  '_',
  '»',
  '…',
])
export const KEPT_TRAIL = new Set([')', ']', '>', ',', ';', ':', '.', '!', '?', '…'])
export const LONE_PUNCT = new Set([
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
export const LOCAL_PART = /^[A-Za-z0-9._%+'-]+$/
export const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/
export const NUMERIC = /^[0-9+().\-/]+$/
const PICTOGRAPH = /\p{Extended_Pictographic}/u
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u

/** `host` (lower case) when `text` is a host name with a known top-level domain, else undefined. */
export function asDomain(text: string, requireTld: boolean): string | undefined {
  const labels = text.split('.')
  if (labels.length < 2 || labels.length > 6) return undefined
  for (const label of labels) if (label.length === 0 || label.length > 63 || !DOMAIN_LABEL.test(label)) return undefined
  const tld = labels[labels.length - 1]!.toLowerCase()
  if (!/^[a-z]{2,24}$/.test(tld)) return undefined
  if (requireTld && !TLDS.has(tld)) return undefined
  return text.toLowerCase()
}

export function asEmail(core: string): string | undefined {
  const at = core.indexOf('@')
  if (at <= 0 || at !== core.lastIndexOf('@') || at > 64) return undefined
  const local = core.slice(0, at)
  if (!LOCAL_PART.test(local) || local.startsWith('.') || local.endsWith('.')) return undefined
  const domain = asDomain(core.slice(at + 1), false)
  return domain && `${local.toLowerCase()}@${domain}`
}

/** A bare domain or URL: `globex.com`, `www.globex.com`, `https://globex.com/pricing`. */
export function urlDomain(core: string): string | undefined {
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
export function tokenize(text: string, from: number, to: number, out: Tok[]): void {
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

export const push = (out: Tok[], kind: TokKind, text: string, start: number, poss = false) =>
  out.push({ kind, text, lc: text.toLowerCase(), start, end: start + text.length, poss })

export function chunk(text: string, start: number, end: number, out: Tok[]): void {
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
  // "ParkPlace Realty × Dalgaard & Holm": the sign between a heading's two sides reads as its "x".
  if (raw === '×') {
    push(out, 'word', 'x', start)
    return
  }
  // "hi Outi 👋 Hemi told me": an emoji standing alone ends what was said before it, as a full stop does.
  if (raw.length <= 16 && PICTOGRAPH.test(raw) && !LETTER_OR_DIGIT.test(raw)) {
    push(out, 'punct', '.', start)
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
    // "Nia Evans' manager": an apostrophe after an s is a plural possessive (words() reads it), unless
    // a quote opened before it on the line ("'Nordic Sales' and ...").
    if ((ch === "'" || ch === '’') && b === raw.length && raw[b - 2] === 's' && !quoteOpen(text, start + a)) break
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

/** Whether a single quote opens a word in the 80 characters before text[at] on its line. */
function quoteOpen(text: string, at: number): boolean {
  for (let k = at; k >= 0 && k > at - 80 && text[k] !== '\n'; k--)
    if ((text[k] === "'" || text[k] === '‘') && (k === 0 || /[\s(]/.test(text[k - 1]!))) return true
  return false
}

/** Splits a chunk's core into words at the punctuation inside it ("AI/ML", "Acme,Inc"). */
export function words(core: string, at: number, out: Tok[]): void {
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
        // Lower-cased: "Ex-Shopify" opening a sentence is no part of a capitalised run.
        push(out, 'word', 'ex', at + i)
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

/** Words after which a full stop ends no sentence. */
export const ABBREVIATIONS = new Set([
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

/** White space runs as one space, in one pass. */
export function collapseSpaces(text: string): string {
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
