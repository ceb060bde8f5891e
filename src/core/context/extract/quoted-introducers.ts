/*
 * An introduction made inside a quoted or forwarded message is its sender's (issue 27, W17: "> From:
 * Hemi Walker\n> Ngaio, meet Dr Funmilayo Oyelaran ..." under Ngaio's reply). Below a quoted header
 * that names its sender, the writer a hand-over rule gives as introducer is that sender, not the one
 * who replied above it; otherwise the replier would be read as introducing the person who wrote to her.
 */
import { NOT_NAME_WORDS, WEEKDAYS_AND_MONTHS } from '../lexicon.js'
import { SIGN_OFFS } from './cues.js'
import type { PersonState } from './elements.js'
import type { Reader } from './reader.js'
import { QUOTED_COMPANY } from './quotes.js'
import type { ExtractedLink } from './types.js'

/** The link with the quoted sender as introducer, where the writer introduces below a quoted header. */
export function quotedIntroducer(
  r: Reader,
  link: ExtractedLink,
  /** The reader's "I" and "our" (reader.ts passes them: this module may not import it at run time). */
  { writer, ours }: { writer: string; ours: string },
): ExtractedLink {
  // Only a link a quoted sentence states: the finishing pass's own links (sentence '') are the writer's.
  if (!r.quoted || !r.quotedSender || link.sentence === '') return link
  if (link.kind === 'introduced_by' && link.to === writer) {
    swapped.add(r)
    return { ...link, to: r.quotedSender.name }
  }
  // "> He joined my team last month, so he reports to me" under "P wrote:": P's report, P's company.
  if (!quotedMe.has(r)) return link
  if (link.kind === 'reports_to' && link.to === writer) return { ...link, to: r.quotedSender.name }
  if (link.kind === 'works_at' && link.to === ours) return { ...link, to: QUOTED_COMPANY }
  return link
}

/** Texts whose writer signed their reply above a quoted header: "me" below it is the quoted sender's. */
const quotedMe = new WeakSet<Reader>()

/** Marks the text's "me" below its quoted header as the quoted sender's (quote-signers.ts). */
export function signedReply(r: Reader): void {
  quotedMe.add(r)
}

/** Readers a quoted sentence's introduction was given to its sender in, until quoted-intros.ts takes it. */
const swapped = new WeakSet<Reader>()

/** Whether a quoted introduction went to its sender since the last call: the hand-over was not the writer's. */
export function takeQuotedHandOver(r: Reader): boolean {
  return swapped.delete(r)
}

/** How many quote marks (">") open a line's elements: "> From: ..." in a reply. */
export function quoteMarks(view: { isX: (i: number, ...p: string[]) => boolean }): number {
  let f = 0
  while (f < 4 && view.isX(f, '>')) f++
  return f
}

/** One capitalised word of letters: a first name as a signature writes it ("Marek", "Ngozi"). */
const FIRST_NAME_LINE = /^\p{Lu}\p{Ll}{1,19}$/u

/**
 * The person a first name alone signs on the last line before `from`, with a blank line (or the start)
 * above it: "... I'll leave you two to it.\n\nMarek\n\n---------- Forwarded message". Reads back at
 * most two lines of 80 characters, once per quote marker.
 */
export function firstNameAbove(r: Reader, from: number): PersonState | undefined {
  const text = r.text
  let end = from
  while (end > 0 && from - end < 80 && /\s/.test(text[end - 1]!)) end--
  let start = end
  while (start > 0 && end - start < 24 && text[start - 1] !== '\n') start--
  if (start > 0 && text[start - 1] !== '\n') return undefined
  const word = text.slice(start, end).trim()
  if (!FIRST_NAME_LINE.test(word)) return undefined
  const lc = word.toLowerCase()
  if (NOT_NAME_WORDS.has(lc) || SIGN_OFFS.has(lc) || WEEKDAYS_AND_MONTHS.has(lc)) return undefined
  // A blank line (or a sign-off's line) above the name: it stands apart as a signature does.
  let above = start - 1
  while (above > 0 && start - above < 4 && (text[above - 1] === ' ' || text[above - 1] === '\r')) above--
  if (above > 0 && text[above - 1] !== '\n') return undefined
  const named = r.byPart.get(lc)
  const person = named ? (named.size === 1 ? [...named][0] : undefined) : r.person([word], start)
  if (!person) return undefined
  signedAbove.add(r)
  // Folded into the fuller name the text gives later ("To: Marek Wiśniewski") when the text ends.
  if (person.words.length === 1) r.firstNamed.add(person)
  return person
}

/** Texts whose writer signed by a first name above a forwarded hand-over: the forward's signature is its sender's. */
const signedAbove = new WeakSet<Reader>()

/** Whether the writer signed above the quote by a first name (firstNameAbove). */
export const signedAboveByName = (r: Reader): boolean => signedAbove.has(r)
