/*
 * Lines and sentences: a line is cut into tokens and the tokens into sentences (at a full stop
 * that ends no abbreviation or initial, or after a bounded number of tokens); each sentence is
 * read into elements, then into links, dates and follow-ups.
 */
import { ATTENDEE_HEADS, FIRST_PERSON, SIGN_OFFS } from './cues.js'
import { signedAboveQuote } from './quote-signers.js'
import { contractedWill } from './contractions.js'
import { WORLD_SIGN_OFFS } from './sign-offs.js'
import { DATE_CUES, extractDates } from './dates.js'
import { isCapWord, isPhone, type Element } from './elements.js'
import { readFollowUp } from './follow-ups.js'
import { findKnown } from './known.js'
import { span } from './names.js'
import { domainBrand } from './brands.js'
import { initialDot, joinsName } from './lone-names.js'
import { joinsInstitution } from './institution-joins.js'
import { joinLegalForms } from './legal-forms.js'
import { joinLowerForms, lowerLegalForm } from './lower-legal-forms.js'
import { qualifiedAttendeeHeading } from './qualified-headings.js'
import { ACTION_LINES, actionHeading } from './owner-items.js'
import { bracketedForm, joinBracketedForms } from './bracketed-forms.js'
import { joinPairedForms } from './legal-pairs.js'
import { withoutHonorifics } from './honorific-elements.js'
import { attendeeHeading } from './attendee-headings.js'
import { looseTitle, title } from './titles.js'
import { FIRST_NAMES } from '../lexicon.js'
import { firmAfter, firmWordAfter, formEnds, twoFirms } from './firm-names.js'
import { formStopGoesOn } from './form-stops.js'
import { columnEdge } from './columns.js'
import { readLinks } from './links/index.js'
import { quoteOpens } from './quotes.js'
import { quotedHeader } from './quote-headers.js'
import type { Reader } from './reader.js'
import { possessiveBody, saintDot } from './saint-names.js'
import { ABBREVIATIONS, collapseSpaces, isUpper, tokenize, type Tok } from './scanner.js'
import { EXTRACTION_LIMITS, type NameEntry } from './types.js'

/** Closing lines of an introduction e-mail that sign as a sign-off does. */
const INTRO_CLOSINGS = new Set(['over to you', 'over to you both'])

const CONTRACTED_IS = new Set(['he', 'she', 'it', 'that', 'there', 'who', 'what'])

/** Reads one line (or a slice of a long one): [from, to) of the text. */
export function readLine(r: Reader, from: number, to: number): void {
  const tokens: Tok[] = []
  r.lineEnd = to
  tokenize(r.text, from, to, tokens)
  joinLegalForms(tokens)
  joinLowerForms(tokens)
  joinPairedForms(tokens)
  joinBracketedForms(tokens)
  // Quote markers of replies ("> > text") were dropped as leading punctuation.
  const trimmed = r.text
    .slice(from, to)
    .trim()
    .toLowerCase()
    .replace(/^[>\s]+/, '')
  const closing = trimmed.replace(/[,.!\s]+$/, '')
  // "With best regards," as "Best regards," (W11).
  const bare = closing.startsWith('with ') ? closing.slice(5) : closing
  // "Over to you," closes an introduction above the introducer's name (M7).
  // "-- " alone on its line opens a mail's signature as a sign-off does (FX2).
  const signOff =
    trimmed.length <= 24 &&
    (SIGN_OFFS.has(bare) || WORLD_SIGN_OFFS.has(closing) || INTRO_CLOSINGS.has(bare) || closing === '--')
  r.linePersonAge++
  if (r.attendeeBlock > 0) r.attendeeBlock--
  if (r.actionLines > 0) r.actionLines--
  r.attendeesOurs = false
  r.lineSpeaker = undefined
  if (tokens.length === 0) {
    if (signOff) r.signature = 6
    r.attendeeBlock = 0
    r.actionLines = 0
    return
  }
  // "-----Original Message-----": what follows is another sender's; the marker itself names nobody.
  const quote = quoteOpens(trimmed) ?? quotedHeader(r, from, to)
  if (quote) signedAboveQuote(r, from, quote)
  if (quote) r.quoted = true
  if (quote === 'marker') return
  // A line that is only "Attendees", "Present:", "Participants": the lines under it list people.
  const words = tokens.filter((t) => t.kind === 'word')
  if (
    (words.length === 1 && ATTENDEE_HEADS.has(words[0]!.lc) && words[0]!.lc !== 'with') ||
    attendeeHeading(tokens) ||
    qualifiedAttendeeHeading(tokens)
  )
    r.attendeeBlock = 30
  if (actionHeading(tokens)) r.actionLines = ACTION_LINES
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
      (ABBREVIATIONS.has(tokens[i - 1]!.lc) ||
        (tokens[i - 1]!.text.length === 1 && isUpper(tokens[i - 1]!.text)) ||
        formStopGoesOn(tokens, i))
    if ((end && !abbreviation) || formEnds(tokens, i) || i - start + 1 >= EXTRACTION_LIMITS.tokensPerSentence) {
      readSentence(r, tokens.slice(start, i + 1), start === 0 && i === tokens.length - 1)
      start = i + 1
    }
  }
  if (start < tokens.length) readSentence(r, tokens.slice(start), start === 0)
  if (signOff) r.signature = 6
  else if (r.signature > 0) r.signature--
}

function readSentence(r: Reader, tokens: Tok[], wholeLine: boolean): void {
  r.sentences++
  let words = 0
  let dateCue = false
  for (const tok of tokens) {
    if (tok.kind === 'word' || tok.kind === 'email' || tok.kind === 'domain') words++
    if (tok.kind === 'num' || DATE_CUES.has(tok.lc)) dateCue = true
  }
  if (words === 0 && !dateCue) {
    r.previousNames.push([])
    if (r.previousNames.length > 3) r.previousNames.shift()
    return
  }
  const knownHere: NameEntry[] = []
  findKnown(tokens, r.text, r.directory, r.known, r.knownSeen, knownHere)
  const read = withoutHonorifics(elements(r, tokens, wholeLine))
  let sentenceText: string | undefined
  const text = () => (sentenceText ??= collapseSpaces(r.text.slice(tokens[0]!.start, tokens[tokens.length - 1]!.end)))
  readLinks(r, read, text, wholeLine)
  if (dateCue && r.dates.length < EXTRACTION_LIMITS.dates) {
    for (const date of extractDates(text(), r.now)) if (r.dates.length < EXTRACTION_LIMITS.dates) r.dates.push(date)
  }
  const names: string[] = []
  for (const e of read) if ((e.k === 'P' || e.k === 'C') && !names.includes(e.ref.name)) names.push(e.ref.name)
  for (const entry of knownHere)
    if (!names.some((n) => n.toLowerCase() === entry.name.toLowerCase())) names.push(entry.name)
  readFollowUp(r, tokens, read, text, names, dateCue)
  r.previousNames.push(names)
  if (r.previousNames.length > 3) r.previousNames.shift()
}

/** Turns tokens into elements: titles, people, companies, addresses, numbers, plain words and punctuation. */
function elements(r: Reader, tokens: Tok[], wholeLine: boolean): Element[] {
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
      if (r.bareDomains.length < EXTRACTION_LIMITS.emails && !r.bareDomains.includes(tok.text))
        r.bareDomains.push(tok.text)
      // "Fernhill.io" written as a name is the company; "fernhill.io" is an address.
      const brand = domainBrand(r, tok)
      out.push(brand ? { k: 'C', ref: brand, poss: false, start: tok.start } : { k: 'W', w: tok.lc, cap: false })
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
    // "She'll report to me" opening a sentence: the pronoun and "will", not a capitalised run (contractions.ts).
    const will = contractedWill(tok.lc)
    if (will) {
      out.push({ k: 'W', w: will, cap: false }, { k: 'W', w: 'will', cap: false })
      i++
      continue
    }
    const found = title(r, tokens, i) ?? looseTitle(r, tokens, i)
    if (found) {
      out.push({ k: 'T', title: found.text })
      i = found.next
      continue
    }
    if (isCapWord(tok)) {
      // A capitalised run: words, particles between them, "&" in company names.
      let j = i + 1
      // "King's College", "St. Paul's Hospital": a body's possessive is inside its name (saint-names.ts).
      let stop = tok.poss && !possessiveBody(tokens, i)
      while (!stop && j < tokens.length && j - i < 7) {
        const next = tokens[j]!
        if (columnEdge(r.text, tokens, j)) break
        if (ampersandName(tokens, i, j) || initialDot(tokens, i, j) || saintDot(tokens, i, j)) {
          j++
          continue
        }
        if (next.kind !== 'word') break
        // "Karoo Shaft Mining (Pty) Ltd": a bracketed legal form (bracketed-forms.ts) ends the name.
        if (bracketedForm(next)) {
          j++
          break
        }
        // "Anatolia Tekstil A.Ş. Reza will ...": a joined legal form with its stop ends the name.
        if (formEnds(tokens, j - 1)) break
        if (isCapWord(next)) {
          // "at Driftwood Analytics I've joined ...": "I" and its contractions end a name.
          if (title(r, tokens, j) || FIRST_PERSON.has(next.lc)) break
        } else if (!joinsName(tokens, j) && !lowerLegalForm(next) && !joinsInstitution(tokens, i, j)) break
        stop = next.poss && !possessiveBody(tokens, j)
        j++
      }
      span(r, tokens, i, j, out, wholeLine)
      i = j
      continue
    }
    out.push({ k: 'W', w: tok.lc, cap: false })
    // "he's", "she's", "that's": the word and "is".
    if (tok.poss && CONTRACTED_IS.has(tok.lc)) out.push({ k: 'W', w: 'is', cap: false })
    i++
  }
  return out
}

/**
 * "Quill & Ink", "Brook & Fern Interiors", "Salt + Pine": an ampersand or a plus between capitalised words joins one company's
 * name; not between two given names ("Anna & Tom"), which are two people.
 */
function ampersandName(tokens: Tok[], i: number, j: number): boolean {
  const amp = tokens[j]!
  const after = tokens[j + 1]
  if (
    amp.kind !== 'punct' ||
    (amp.text !== '&' && amp.text !== '+') ||
    !after ||
    !isCapWord(after) ||
    !isCapWord(tokens[j - 1]!) ||
    twoFirms(tokens, i, j)
  )
    return false
  return (
    !(FIRST_NAMES.has(tokens[i]!.lc) || FIRST_NAMES.has(after.lc)) ||
    firmAfter(tokens, j + 1) ||
    firmWordAfter(tokens, j + 1)
  )
}
