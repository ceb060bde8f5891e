/*
 * A signature's company under the signer's title line (E7): "Best,\nHanna Szűcs\nAccount
 * Director\nRózsa Communications". signature-lines.ts reads the line right under the signer's name
 * as its company; a line under the title line that followed it read as a second person whenever
 * its words looked like a name ("Northlight Audio", "Blue Heron"), and the signer lost their
 * employer. Two lines under a signer whose title the line between gave, after a sign-off, the whole
 * line is the company. One opening with a given name ("Rózsa") must also end the text (a second
 * signer under the first, "Maria Lopez\nCFO", does not). O(1): one look at the text after the line.
 */
import { personKey, type Run } from './elements.js'
import type { Reader } from './reader.js'

/** How far past the line the text may run and still end there (white space only). */
const TAIL = 64

/** Whether the whole-line run is the company of a signer two lines up, whose title line stands between. */
export function companyUnderTitledSigner(r: Reader, run: Run, firstKnown: boolean): boolean {
  const { tokens, a, i, j, wholeLine, words } = run
  if (!wholeLine || r.signature <= 0 || a !== i || j !== tokens.length || words.length < 2) return false
  const signer = r.linePerson
  if (signer === undefined || r.linePersonAge !== 2 || signer.words.length < 2 || signer.title === undefined)
    return false
  // The title line named no company ("CEO, Acme Labs" places the signer there: a name under it is someone else).
  if (r.people.has(personKey(run.names)) || r.employerOf(signer) !== undefined) return false
  if (!firstKnown) return true
  const end = tokens[j - 1]!.end
  return end + TAIL >= r.text.length && r.text.slice(end, end + TAIL).trim() === ''
}
