/*
 * A quoted message a reply carries with no marker line (issue 27, M6: three fresh batches): "> From:
 * Pornthip Sangthong <...>" or "> Aleksandar Stojanovski wrote:" under the reply's signature. Below
 * it, as below "-----Original Message-----", "our" and "we" are the quoted sender's (quotes.ts);
 * without it the quoted "Our fleet manager, Thanakorn Phromma" went to the replier's company. Only a
 * line the ">" of a quote opens, and only "From:" or a short line ending in "wrote:".
 */
import { endsWithWrote } from './quote-verbs.js'
import type { Reader } from './reader.js'

/** Whether the line from..to opens a quoted message by a header alone ('header'), else undefined. */
export function quotedHeader(r: Reader, from: number, to: number): 'header' | undefined {
  if (to - from > 160) return undefined
  let i = from
  while (i < to && (r.text[i] === ' ' || r.text[i] === '\t')) i++
  if (r.text[i] !== '>') return undefined
  const line = r.text
    .slice(i, to)
    .replace(/^[>\s]+/, '')
    .trimEnd()
    .toLowerCase()
  return line.startsWith('from:') || endsWithWrote(line) ? 'header' : undefined
}
