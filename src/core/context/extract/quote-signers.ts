/*
 * A mail that hands two people over and then forwards the note that asked for it is signed by the
 * name alone on the line just above the forward's marker (issue 27, W11, t1101-t1140): "... I'll let
 * the two of you take it from here.\n\nMikael Holm\n\n---------- Forwarded message ----------\nFrom:
 * Amani Nyerere". Without this, the forwarded message's From: line would make its sender the writer
 * and the introducer. Only in a hand-over: a plain forward ("Forwarding for context.\nPaolo Russo")
 * leaves the quoted sender the one whose "me" the forwarded text says.
 */
import type { Reader } from './reader.js'
import { firstNameAbove, signedReply } from './quoted-introducers.js'

/** At a quote's marker or header: the full name alone on the line before (blank lines aside) signs the text. */
export function signedAboveQuote(r: Reader, from: number, quote: 'marker' | 'header'): void {
  const p = r.linePerson
  if (r.quoted || r.writerPerson) return
  // A reply over "On 14 Jan 2026, P wrote:": its signature, a name and a company line, is the replier's (W17).
  if (!r.handsOver) {
    if (quote === 'header' && p && r.linePersonAge <= 3 && p.words.length >= 2) {
      r.writerPerson = p
      signedReply(r)
    }
    return
  }
  if (p && r.linePersonAge <= 2 && p.words.length >= 2) r.writerPerson = p
  // "Marek" alone over the marker (W17): the hand-over's writer by the first name.
  else r.writerPerson = firstNameAbove(r, from)
}
