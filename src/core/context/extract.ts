/*
 * The deterministic "understanding" of ingested text: pure functions from a string (and the
 * workspace's known names, and the clock's now) to what the text says. Nothing here writes; the
 * ingestion step (ingest.ts) turns an Extraction into records, relationships, triplets, insights,
 * tasks and ghosts. Every rule is a regular expression or a table lookup, so each result can be
 * explained by pointing at the words that produced it.
 */

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
  /** The name written right before it (`Ada Lovelace (ada@x.io)`, `Ada Lovelace <ada@x.io>`), or the one person named in its sentence. */
  owner?: string | undefined
}

export interface ExtractedPhone {
  /** As written. */
  number: string
  owner?: string | undefined
}

/** A person-company statement: "X works at Y", "X is the CTO of Y", "X joined Y (as R)". */
export interface ExtractedFact {
  person: string
  company: string
  role?: string | undefined
  verb: 'works at' | 'joined'
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
}

export interface Extraction {
  emails: ExtractedEmail[]
  /** Company domains: of e-mail addresses (free mail providers left out) and written on their own. */
  domains: string[]
  phones: ExtractedPhone[]
  /** Known records the text names, in order of first mention. */
  known: NameEntry[]
  facts: ExtractedFact[]
  dates: ExtractedDate[]
  followUps: ExtractedFollowUp[]
}

/** Mail providers whose domain says nothing about a person's company. */
export const FREE_MAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'live.com', 'icloud.com', 'me.com', 'aol.com',
  'proton.me', 'protonmail.com', 'gmx.com', 'gmx.de', 'web.de', 'mail.com', 'yandex.com', 'zoho.com', 'fastmail.com',
])

/** Mailboxes of a function rather than a person: they make no person record. */
export const ROLE_MAILBOXES = new Set(['info', 'sales', 'support', 'hello', 'contact', 'admin', 'team', 'noreply', 'no-reply', 'billing', 'hr', 'jobs', 'press', 'office', 'help', 'marketing'])

// Top-level domains a bare host must end with to count as a domain, so "notes.txt" or "e.g" do not.
const TLDS = 'com|io|org|net|co|ai|dev|app|tech|biz|info|xyz|cloud|de|uk|fr|es|it|nl|se|ch|at|be|dk|no|fi|pl|pt|ie|us|ca|au|nz|in|jp|sg|br|mx|eu'
const EMAIL = /[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}/g
const DOMAIN = new RegExp(`(?<![\\w@.-])((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+(?:${TLDS}))(?![\\w-]|\\.\\w)`, 'gi')
const PHONE = /(?<![\w@.+])(\+\d{1,3}[\s.-]?)?(\(\d{1,5}\)[\s.-]?)?\d{2,5}(?:[\s.-]\d{2,5}){1,4}(?![\w@])/g
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/

// A person's name as written: two or three capitalised words (O'Brien, Jean-Luc, McKenzie, VonRueden included).
const NAME_WORD = String.raw`\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)?(?:[-'’]\p{Lu}?\p{Ll}+)?`
const PERSON = String.raw`${NAME_WORD}(?:\s+${NAME_WORD}){1,2}`
// A company's name: capitalised words, "&" or " - " between them allowed (Schmidt - Kuhn).
const COMPANY = String.raw`\p{Lu}[\p{L}\p{N}&'’-]*(?:\s+(?:[&-]\s+)?\p{Lu}[\p{L}\p{N}&'’-]*){0,5}`
// What may stand between a name and its verb: "(ada@x.io)", "<ada@x.io>", a comma.
const ASIDE = String.raw`(?:\s*[(<][^)>\n]{0,120}[)>])?,?`
const ROLE_WORDS = String.raw`[\p{L}&/-]+(?:\s+[\p{L}&/-]+){0,4}?`
const TITLE_ROLE = String.raw`\p{Lu}[\p{L}&/-]*(?:\s+(?:of|and|&|\p{Lu}[\p{L}&/-]*)){0,4}`
const FACT_PATTERNS: { re: RegExp; verb: ExtractedFact['verb']; role?: number; company: number }[] = [
  { re: new RegExp(`(${PERSON})${ASIDE}\\s+(?:works|is working|worked)\\s+(?:at|for)\\s+(${COMPANY})`, 'gu'), verb: 'works at', company: 2 },
  { re: new RegExp(`(${PERSON})${ASIDE}\\s+is\\s+(?:now\\s+)?(?:the|a|an|our|their)\\s+(${ROLE_WORDS})\\s+at\\s+(${COMPANY})`, 'gu'), verb: 'works at', role: 2, company: 3 },
  { re: new RegExp(`(${PERSON})${ASIDE}\\s+is\\s+(?:now\\s+)?(?:the|a|an|our|their)\\s+(${ROLE_WORDS})\\s+of\\s+(${COMPANY})`, 'gu'), verb: 'works at', role: 2, company: 3 },
  { re: new RegExp(`(${PERSON})${ASIDE}\\s+(?:has\\s+|recently\\s+|just\\s+)?joined\\s+(${COMPANY})(?:\\s+as\\s+(?:the\\s+|a\\s+|an\\s+|our\\s+)?(${TITLE_ROLE}))?`, 'gu'), verb: 'joined', role: 3, company: 2 },
]
const NAME_BEFORE_EMAIL = new RegExp(`(${PERSON})\\s*[(<]\\s*$`, 'u')
const FOLLOW_UP = /^(?:(?:please|we should|we need to|need to|i'll|i will|we'll|we will|let's|remember to|don't forget to|todo:?|action(?: item)?:|next step:?|reminder:|follow-up:|follow up:)\s+)?(send|call|email|e-mail|follow up|schedule|book|share|review|prepare|set up|reach out|check in|draft|introduce|ping|invite|arrange|confirm)\b/i

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const DAY_MS = 86_400_000
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 }
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`
const RELATIVE_DATES = new RegExp(
  [
    String.raw`\b(\d{4})-(\d{2})-(\d{2})\b`,
    String.raw`\b(today|tomorrow)\b`,
    String.raw`\b(?:(next|this)\s+)?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b`,
    String.raw`\b(next week)\b`,
    String.raw`\bin\s+(\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s+(days?|weeks?)\b`,
    String.raw`\b${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\b`,
    String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}(?:,?\s+(\d{4}))?\b`,
  ].join('|'),
  'gi',
)

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu
// Only spaces, commas and joiners may stand between the words of one name ("Dickens, Zboncak and Gislason"): no sentence end, no line break.
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
  const byFirstWord: NameDirectory['byFirstWord'] = new Map()
  const seen = new Set<string>()
  for (const entry of entries) {
    const words = nameWords(entry.name)
    const key = `${entry.type}:${words.join(' ')}`
    if (words.length === 0 || words.join('').length < 2 || seen.has(key)) continue
    seen.add(key)
    let list = byFirstWord.get(words[0]!)
    if (!list) byFirstWord.set(words[0]!, (list = []))
    list.push({ words, entry })
  }
  // Longest names first, so "Acme Robotics" wins over "Acme" where both are known.
  for (const list of byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length)
  return { byFirstWord }
}

interface Span {
  start: number
  end: number
}

/** Replaces spans with spaces, keeping every other offset where it was. */
function mask(text: string, spans: readonly Span[]): string {
  if (spans.length === 0) return text
  let out = ''
  let at = 0
  for (const span of spans) {
    out += text.slice(at, span.start) + ' '.repeat(span.end - span.start)
    at = span.end
  }
  return out + text.slice(at)
}

/** Sentence spans: split after . ! ? followed by white space, and at line breaks. */
function sentenceSpans(text: string): Span[] {
  const spans: Span[] = []
  const boundary = /[.!?]+(?=\s)|\n+/g
  let start = 0
  for (let match = boundary.exec(text); match; match = boundary.exec(text)) {
    const end = match.index + match[0].length
    if (text.slice(start, end).trim()) spans.push({ start, end })
    start = end
  }
  if (text.slice(start).trim()) spans.push({ start, end: text.length })
  return spans
}

/** Known names in `text`, case-insensitively on word boundaries: each word costs one map lookup. */
function findKnownNames(text: string, directory: NameDirectory): { entry: NameEntry; start: number }[] {
  const words: { word: string; start: number; end: number }[] = []
  for (const match of text.matchAll(WORD)) words.push({ word: match[0].toLowerCase(), start: match.index, end: match.index + match[0].length })
  const found: { entry: NameEntry; start: number }[] = []
  for (let i = 0; i < words.length; i++) {
    const candidates = directory.byFirstWord.get(words[i]!.word)
    if (!candidates) continue
    const hit = candidates.find(({ words: name }) => {
      if (i + name.length > words.length) return false
      for (let k = 1; k < name.length; k++) {
        if (words[i + k]!.word !== name[k]) return false
        if (!NAME_GAP.test(text.slice(words[i + k - 1]!.end, words[i + k]!.start))) return false
      }
      return true
    })
    if (!hit) continue
    found.push({ entry: hit.entry, start: words[i]!.start })
    i += hit.words.length - 1
  }
  return found
}

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10)
const startOfDay = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS

/** The first day after `today` that falls on `weekday` (0 Sunday). */
function nextWeekday(today: number, weekday: number): number {
  const current = new Date(today).getUTCDay()
  const ahead = ((weekday - current + 7) % 7) || 7
  return today + ahead * DAY_MS
}

/** Monday-based week number, to tell "this week" from "next week". */
const weekOf = (ms: number): number => Math.floor((ms / DAY_MS + 3) / 7)

function validDate(year: number, month: number, day: number): number | undefined {
  const ms = Date.UTC(year, month - 1, day)
  const date = new Date(ms)
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? ms : undefined
}

/** The next occurrence of a month and day on or after today (this year, else next year). */
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
 * the next one on or after today when no year is given.
 *
 * @example extractDates('Send it by Friday', Date.parse('2026-01-15T10:00:00Z')) // [{ text: 'Friday', date: '2026-01-16' }]
 */
export function extractDates(text: string, now: number): ExtractedDate[] {
  const today = startOfDay(now)
  const found: ExtractedDate[] = []
  for (const m of text.matchAll(RELATIVE_DATES)) {
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
      day = nextMonthDay(today, MONTHS.indexOf(m[10].slice(0, 3).toLowerCase()) + 1, Number(m[11]), m[12] === undefined ? undefined : Number(m[12]))
    } else if (m[13] !== undefined) {
      day = nextMonthDay(today, MONTHS.indexOf(m[14]!.slice(0, 3).toLowerCase()) + 1, Number(m[13]), m[15] === undefined ? undefined : Number(m[15]))
    }
    if (day !== undefined) found.push({ text: m[0], date: isoDay(day) })
  }
  return found
}

/** Whether a phone-like match is one: a `+` or parentheses, or 9 to 15 digits; never a date. */
function isPhone(match: string): boolean {
  const digits = match.replace(/\D/g, '')
  if (digits.length < 7 || digits.length > 15 || ISO_DATE.test(match)) return false
  return /^\+|\(/.test(match) || digits.length >= 9
}

/** A title for a follow-up: the sentence from its verb on, without the closing punctuation, capitalised, at most 200 characters. */
function followUpTitle(sentence: string, verbAt: number): string {
  const rest = sentence.slice(verbAt).replace(/[\s.!?;:,]+$/, '').replace(/\s+/g, ' ')
  const title = rest.charAt(0).toUpperCase() + rest.slice(1)
  return title.length > 200 ? `${title.slice(0, 199).trimEnd()}…` : title
}

const uniqueBy = <T>(items: T[], key: (item: T) => string): T[] => {
  const seen = new Set<string>()
  return items.filter((item) => {
    const k = key(item)
    if (seen.has(k)) return false
    seen.add(k)
    return true
  })
}

// Capitalised words that start sentences or greetings, not names: "Yesterday Ada Lovelace joined ..."
const LEADING_WORDS = new Set(['yesterday', 'today', 'also', 'then', 'and', 'but', 'so', 'meanwhile', 'note', 'update', 'fyi', 'hi', 'hello', 'hey', 'dear', 'thanks', 'attendees', 'from', 'to', 'cc', 'with', 'when', 'after', 'before', 'since', 'now', 'finally', 'apparently', 'recently'])

const cleanName = (name: string): string => name.replace(/\s+/g, ' ').trim()

/** A person's name as matched, without a leading sentence word ("Yesterday Ada Lovelace" -> "Ada Lovelace"). */
function personName(matched: string): string {
  const words = cleanName(matched).split(' ')
  return words.length > 2 && LEADING_WORDS.has(words[0]!.toLowerCase()) ? words.slice(1).join(' ') : words.join(' ')
}

/**
 * Reads a text: e-mail addresses (and who they belong to), company domains, phone numbers, the
 * known records it names, person-company statements, dates and follow-ups. Pure: the same text,
 * directory and `now` give the same extraction. Linear in the text's length: one pass per pattern,
 * one map lookup per word for known names.
 *
 * @example
 * extractContext('Ada Lovelace (ada@analytical.io) is the CTO of Analytical Engines. Send the proposal to her by Friday.', createNameDirectory([]), Date.parse('2026-01-15T10:00:00Z'))
 * // facts: [{ person: 'Ada Lovelace', company: 'Analytical Engines', role: 'CTO', verb: 'works at' }], followUps: [{ title: 'Send the proposal to her by Friday', due: '2026-01-16', names: ['Ada Lovelace', 'Analytical Engines'] }]
 */
export function extractContext(text: string, directory: NameDirectory, now: number): Extraction {
  const sentences = sentenceSpans(text)
  const sentenceAt = (offset: number): number => {
    let lo = 0
    let hi = sentences.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (sentences[mid]!.start <= offset) lo = mid
      else hi = mid - 1
    }
    return lo
  }
  // Names each sentence mentions, in order (known records, people and companies of statements, e-mail owners).
  const namesBySentence: string[][] = sentences.map(() => [])
  const personsBySentence: Set<string>[] = sentences.map(() => new Set())
  const mention = (offset: number, name: string, person: boolean) => {
    const index = sentenceAt(offset)
    if (!namesBySentence[index]!.some((n) => n.toLowerCase() === name.toLowerCase())) namesBySentence[index]!.push(name)
    if (person) personsBySentence[index]!.add(name.toLowerCase())
  }

  // E-mail addresses first; their text is masked before domains, phones and names are read.
  const emailSpans: Span[] = []
  const rawEmails: { address: string; domain: string; start: number; owner?: string }[] = []
  for (const m of text.matchAll(EMAIL)) {
    const address = m[0].replace(/\.+$/, '').toLowerCase()
    emailSpans.push({ start: m.index, end: m.index + m[0].length })
    const before = NAME_BEFORE_EMAIL.exec(text.slice(Math.max(0, m.index - 80), m.index))
    rawEmails.push({ address, domain: address.slice(address.indexOf('@') + 1), start: m.index, ...(before && { owner: personName(before[1]!) }) })
  }
  const noEmails = mask(text, emailSpans)
  const domainSpans: Span[] = []
  const bareDomains: string[] = []
  for (const m of noEmails.matchAll(DOMAIN)) {
    domainSpans.push({ start: m.index, end: m.index + m[0].length })
    bareDomains.push(m[1]!.toLowerCase().replace(/^www\./, ''))
  }
  const plain = mask(noEmails, [...emailSpans, ...domainSpans].sort((a, b) => a.start - b.start))

  const known = findKnownNames(plain, directory)
  for (const { entry, start } of known) mention(start, entry.name, entry.type === 'person')

  const facts: ExtractedFact[] = []
  for (const span of sentences) {
    const sentence = plain.slice(span.start, span.end)
    // "X is the VP of Sales at Y" matches the `at` and the `of` pattern: the first pattern to name X in a sentence wins.
    const stated = new Set<string>()
    for (const pattern of FACT_PATTERNS) {
      for (const m of sentence.matchAll(pattern.re)) {
        const person = personName(m[1]!)
        if (stated.has(person.toLowerCase())) continue
        stated.add(person.toLowerCase())
        const company = cleanName(m[pattern.company]!)
        const role = pattern.role === undefined || m[pattern.role] === undefined ? undefined : cleanName(m[pattern.role]!)
        facts.push({ person, company, ...(role && { role }), verb: pattern.verb, sentence: text.slice(span.start, span.end).trim() })
        mention(span.start + m.index, person, true)
        mention(span.start + m.index + m[0].lastIndexOf(m[pattern.company]!), company, false)
      }
    }
  }
  for (const email of rawEmails) if (email.owner) mention(email.start, email.owner, true)
  // An address with no name before it belongs to the one person its sentence names, if just one.
  const emails: ExtractedEmail[] = uniqueBy(
    rawEmails.map((email) => {
      if (email.owner) return email
      const persons = [...personsBySentence[sentenceAt(email.start)]!]
      if (persons.length !== 1) return email
      const owner = namesBySentence[sentenceAt(email.start)]!.find((n) => n.toLowerCase() === persons[0])
      return { ...email, ...(owner && { owner }) }
    }),
    (e) => e.address,
  ).map(({ address, domain, owner }) => ({ address, domain, ...(owner && { owner }) }))

  const phones: ExtractedPhone[] = []
  for (const m of plain.matchAll(PHONE)) {
    if (!isPhone(m[0])) continue
    const persons = [...personsBySentence[sentenceAt(m.index)]!]
    const owner = persons.length === 1 ? namesBySentence[sentenceAt(m.index)]!.find((n) => n.toLowerCase() === persons[0]) : undefined
    phones.push({ number: m[0].trim(), ...(owner && { owner }) })
  }

  const domains = uniqueBy([...emails.map((e) => e.domain), ...bareDomains].filter((d) => !FREE_MAIL_DOMAINS.has(d)), (d) => d)

  const dates: ExtractedDate[] = []
  const followUps: ExtractedFollowUp[] = []
  for (const [index, span] of sentences.entries()) {
    const sentence = text.slice(span.start, span.end)
    const sentenceDates = extractDates(plain.slice(span.start, span.end), now)
    dates.push(...sentenceDates)
    const lead = /^[\s\-*•>\d.)]*/.exec(sentence)![0].length
    const m = FOLLOW_UP.exec(sentence.slice(lead))
    if (!m) continue
    let names = namesBySentence[index]!
    for (let back = index - 1; names.length === 0 && back >= 0 && back >= index - 2; back--) names = namesBySentence[back]!
    followUps.push({
      title: followUpTitle(sentence, lead + m[0].length - m[1]!.length),
      ...(sentenceDates[0] && { due: sentenceDates[0].date }),
      sentence: sentence.trim(),
      names: [...names],
    })
  }

  return {
    emails,
    domains,
    phones: uniqueBy(phones, (p) => p.number.replace(/\D/g, '')),
    known: uniqueBy(
      known.map((k) => k.entry),
      (e) => e.id,
    ),
    facts: uniqueBy(facts, (f) => `${f.person.toLowerCase()}|${f.company.toLowerCase()}|${f.verb}`),
    dates: uniqueBy(dates, (d) => `${d.text.toLowerCase()}|${d.date}`),
    followUps,
  }
}
