/*
 * Where a letter's own text ends (issue 27, E8): at the text's end, or where a quoted or forwarded
 * message starts under it ("> On 14 Jan, Mateus wrote:", "---------- Forwarded message ----------",
 * "From: ..."). "Min-jun Seo / Kauri Lane Studio" closing the letter is its signature though a quoted
 * reply follows; signatures.ts reads a name and company line as one only where the letter ends.
 */
import type { Reader } from '../reader.js'

/** How far past the line the next line is looked for: blank lines, then the quote's first line. */
const LOOK = 160
/** The first line of a quoted or forwarded message. */
const QUOTE_START = /^\s*(?:>|-{3,}|From:|On .{1,80} wrote:)/

/** Whether the line ending at `end` closes the letter: nothing but a quoted or forwarded message after it. */
export function closesLetter(r: Reader, end: number): boolean {
  if (end >= r.textEnd) return true
  return QUOTE_START.test(r.text.slice(end, end + LOOK))
}
