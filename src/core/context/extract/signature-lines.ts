/**
 * The line right under the signer's name in a signature is their company, not a second name:
 * "Best,\nLiisa Heikkinen\nNordic Trade Desk". Three capitalised words look like a name, and a
 * signature's whole line reads as one (people.ts); under a name that was a line of its own, a run
 * that does not open with a given name is the company the signer works at (companies.ts reads a
 * signature's line as one).
 */
import { personKey, type Run } from './elements.js'
import type { Reader } from './reader.js'
import { companyUnderTitledSigner } from './titled-signer-lines.js'

/** Whether the run is a whole signature line right under the signer's line, and opens with no given name. */
export function companyUnderSigner(r: Reader, run: Run, firstKnown: boolean): boolean {
  const { tokens, a, i, j, wholeLine } = run
  if (companyUnderTitledSigner(r, run, firstKnown)) return true
  if (firstKnown || !wholeLine || r.signature <= 0 || a !== i || j !== tokens.length) return false
  // Only the line right after the signer's, and only a signer whose name was the whole line.
  if (r.linePerson === undefined || r.linePersonAge !== 1 || r.linePerson.words.length < 2) return false
  return !r.people.has(personKey(run.names))
}
