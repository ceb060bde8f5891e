/*
 * Places whose shape says the name there is a company, whatever its words (issue 27, W11, t1101-t1140):
 * a CRM record's account field ("Account: Tabriz Carpets Online", "Prospect: ..."), either side of a
 * meeting heading's pair ("Meeting: Kilimanjaro Learning Trust / Hanbit EdTech", "Call log — Blue
 * Lagoon Resorts (prospect)", "Internal announcement — Grupo Alhambra Hoteles") and the place someone
 * is welcomed to ("welcome to Ørsund Kapital, @Nour!"). A name led by a known given name stays a
 * person there ("Client: Maria Lopez", "Subject: Keoni Kahale / Mei Lin Zhou" is no meeting heading).
 */
import { FIRST_NAMES, LEGAL_SUFFIXES, PLACES, WEEKDAYS_AND_MONTHS } from '../lexicon.js'
import { attendeeList } from './attendees.js'
import { MEETING_WORDS } from './cues.js'
import type { Element, Run } from './elements.js'
import type { Tok } from './scanner.js'

/** Labels of a record's field whose value is the company the record is about. */
const ACCOUNT_LABELS = new Set(['account', 'prospect', 'customer', 'client', 'vendor', 'supplier', 'partner'])

/** A heading's last word before its mark: a meeting's, a log's or an announcement's. */
const HEADING_HEADS = new Set([...MEETING_WORDS, 'log', 'announcement', 'notice', 'prep', 'standup', 'retro'])

const isMark = (t: Tok | undefined, ...marks: string[]): boolean => t?.kind === 'punct' && marks.includes(t.text)
const isWord = (t: Tok | undefined, ...words: string[]): boolean => t?.kind === 'word' && words.includes(t.lc)

/**
 * What may stand after the company: the line's end, its side's tag "(prospect)" or a pair's mark; not a
 * comma ("Call — Anh Tuan Pham, CEO of ...", "Account review: Aliyu Musa, our main contact").
 */
function closes(tokens: readonly Tok[], j: number): boolean {
  const t = tokens[j]
  if (t === undefined) return true
  if (isMark(t, '(')) return tokens[j + 1]?.kind === 'word' && isMark(tokens[j + 2], ')') && j + 3 === tokens.length
  return isMark(t, '/', ';', '|', '<', '–', '—', '-') || isWord(t, 'x', 'vs')
}

/** "Account: C" opening a line (after a bullet at most). */
function accountField(tokens: readonly Tok[], a: number, j: number): boolean {
  if (!isMark(tokens[a - 1], ':') || !isWord(tokens[a - 2], ...ACCOUNT_LABELS)) return false
  const start = a - 2
  return (start === 0 || (start === 1 && tokens[0]!.kind === 'punct')) && closes(tokens, j)
}

/** The heading's mark after its head word ("Meeting:", "Call log —") at tokens[m]. */
const headingMark = (tokens: readonly Tok[], m: number): boolean =>
  isMark(tokens[m], ':', '-', '–', '—') && isWord(tokens[m - 1], ...HEADING_HEADS) && m <= 4

/** The run after a heading's mark, or after a pair's mark whose left side follows one ("A / B", "A x B", "A <> B"). */
function headingSide(tokens: readonly Tok[], a: number, j: number): boolean {
  if (!closes(tokens, j)) return false
  if (headingMark(tokens, a - 1)) return true
  // "<>": two marks; "/", "x", "vs": one.
  let m = a - 1
  if (isMark(tokens[m], '>') && isMark(tokens[m - 1], '<')) m--
  else if (!(isMark(tokens[m], '/') || isWord(tokens[m], 'x', 'vs'))) return false
  let x = m - 1
  while (x >= 0 && m - x <= 5 && tokens[x]!.kind === 'word') x--
  return x < m - 1 && headingMark(tokens, x) && !FIRST_NAMES.has(tokens[x + 1]!.lc)
}

/** "welcome to C": where the one welcomed joins (a place, a day or a month is none). */
function welcomedTo(tokens: readonly Tok[], a: number, j: number): boolean {
  return (
    isWord(tokens[a - 1], 'to') &&
    isWord(tokens[a - 2], 'welcome', 'welcoming', 'welcomed') &&
    (tokens[j] === undefined || tokens[j]!.kind === 'punct' || isWord(tokens[j], 'as'))
  )
}

/**
 * "Present: P (Head of Curriculum) and Q for C; R and S from D": in a list of who was there, a run
 * after "for" or "from" right after a person (or a person's parentheses), closing its group.
 */
function listGroupEmployer(run: Run): boolean {
  const { tokens, a, j, out, prevWord } = run
  if ((prevWord !== 'for' && prevWord !== 'from') || !attendeeList(tokens)) return false
  const before = out[out.length - 2]
  if (!(before?.k === 'P' || (before?.k === 'X' && before.p === ')'))) return false
  return tokens[j] === undefined || isMark(tokens[j], ';', ',', '.')
}

/**
 * "Contact: Guðrún Sigurðardóttir, Head of Treasury, Hekla Fisheries": after a person, a comma, a title
 * and a comma, the run that ends the line is the title's company (a list would go on after a comma).
 */
function afterPersonTitle(run: Run): boolean {
  const { tokens, j, out } = run
  const mark = (e: Element | undefined): boolean => e?.k === 'X' && [',', '—', '–', '|'].includes(e.p)
  const n = out.length
  if (!(mark(out[n - 1]) && out[n - 2]?.k === 'T' && mark(out[n - 3]) && out[n - 4]?.k === 'P')) return false
  // A lower-case legal form may close it: "Hekla Fisheries hf.".
  const e = tokens[j]?.kind === 'word' && LEGAL_SUFFIXES.has(tokens[j]!.lc) ? j + 1 : j
  return tokens[e] === undefined || (isMark(tokens[e], '.') && e === tokens.length - 1)
}

/** "Harbor Lane today announced that ...", "Harbor Lane announces ...": a company announcing. */
function announcing(tokens: readonly Tok[], j: number): boolean {
  const k = isWord(tokens[j], 'today', 'has') ? j + 1 : j
  return isWord(tokens[k], 'announced', 'announces') && !isMark(tokens[j - 1], ':')
}

/**
 * "comparing us with Sakura Linen Supply; their rep Haruto Ishikawa": the run a semicolon's "their"
 * turns back to (after a comma, "Marcia Brown, their buyer" is a person's appositive).
 */
function theirAfter(tokens: readonly Tok[], j: number): boolean {
  return isMark(tokens[j], ';') && isWord(tokens[j + 1], 'their') && tokens[j + 2]?.kind === 'word'
}

/** Whether the run stands where only a company does, by the shape of the line around it. */
export function companySlot(run: Run): boolean {
  const { tokens, a, j, words } = run
  // ("Sakura Linen Supply": three words before "; their" are a company, whatever the first one.)
  if (words.length >= 3 && theirAfter(tokens, j)) return true
  if (FIRST_NAMES.has(words[0]!.lc)) return false
  if (words.every((w) => PLACES.has(w.lc) || WEEKDAYS_AND_MONTHS.has(w.lc))) return false
  return (
    accountField(tokens, a, j) ||
    headingSide(tokens, a, j) ||
    welcomedTo(tokens, a, j) ||
    listGroupEmployer(run) ||
    afterPersonTitle(run)
  )
}
