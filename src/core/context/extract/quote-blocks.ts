/*
 * Quoted messages that open without the markers quotes.ts knows (W12): a reply's quoted lines under
 * it, each opening with ">" and no "On <date>, X wrote:" above them ("> From: Pornthip Sangthong",
 * "> Alicia, could you put me back in touch ..."), and Gmail's shorter "Aleksandar Stojanovski
 * wrote:". Below them "our" is the quoted sender's, not the replier's: "> Our fleet manager,
 * Thanakorn Phromma, ..." under Kaloyan's reply is Pornthip's colleague, and was placed at Kaloyan's
 * company. Only a ">" line after a line that is not quoted opens one: a text that starts with the
 * quoted message (the question first, the answer under it) keeps its writer's "our".
 */
import type { Reader } from './reader.js'
import type { Tok } from './scanner.js'

/** Readers that have read a line not quoted (a WeakSet: the reader holds no field for it). */
const unquotedSeen = new WeakSet<Reader>()

/**
 * Whether the line opens a quoted message quotes.ts does not know: 'header' when it does (the line
 * is read: it may name the sender). `raw` is the line as written, `trimmed` its lower case without
 * the quote marks.
 */
export function quotedBlockOpens(r: Reader, raw: string, trimmed: string): 'header' | undefined {
  if (r.quoted) return undefined
  if (raw.trimStart().startsWith('>')) return unquotedSeen.has(r) ? 'header' : undefined
  if (trimmed.length > 0) unquotedSeen.add(r)
  // "Aleksandar Stojanovski wrote:": a short line, a name and "wrote:".
  return trimmed.length <= 120 && trimmed.endsWith(' wrote:') ? 'header' : undefined
}

/**
 * Drops the quote marks opening a line ("> From: Pornthip Sangthong", "> > Jim"), in place: the line
 * then reads as the same line unquoted does ("From: Name" names the sender, a name alone signs).
 */
export function dropQuoteMarks(tokens: Tok[]): void {
  let k = 0
  while (k < tokens.length && tokens[k]!.kind === 'punct' && tokens[k]!.text === '>') k++
  if (k > 0) tokens.splice(0, k)
}
