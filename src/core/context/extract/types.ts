/** What the extractor reads out of a text (`Extraction`), and how much it reads at most. */

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
 * - left_for: person `from` left company `previous` for company `to`; `previous` is left out when the
 *   text says only where they went ("X left for Z", "X moved to Z").
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
  /** Lines a rule threw on (extract/guard.ts): read no further, the rest of the text read as before. */
  lines: number
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
