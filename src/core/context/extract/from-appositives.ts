/*
 * "Koji Ito, from Hitachi, called" (FX3, issue 27): a name-shaped run set off by a comma before "from"
 * and a capitalised word is a person whatever the lists of given names know; the name and its company
 * were both lost ("from C" names a company only after a person). people.ts asks this of a run shaped as
 * a person's name (two to four title-case words, no company's word or legal form).
 */
import { isCapWord, type Run } from './elements.js'

/** Whether ", from" and a capitalised word follow the run. */
export function fromAppositive(run: Run): boolean {
  const { tokens, j, after, afterNext } = run
  const next = tokens[j + 2]
  return after?.text === ',' && afterNext?.lc === 'from' && next !== undefined && isCapWord(next)
}
