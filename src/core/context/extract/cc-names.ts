/*
 * A person copied in, as a mail's body marks them (issue 27, t1021-t1060): "+Tevita Fifita (cc), as
 * promised", "Adding Mele Tupou (cc'd)". A name-shaped run of two or three words right before
 * "(cc)" is someone copied on the mail: a person, whatever their given name.
 */
import { titleCase, type Run } from './elements.js'

const COPIED = new Set(['cc', "cc'd", 'cc’d', 'ccd', 'bcc', 'cced', "cc'ed"])

/** Whether the run stands right before "(cc)". */
export function copiedIn(run: Run): boolean {
  const { tokens, j, after, words } = run
  if (after?.text !== '(' || tokens[j + 2]?.text !== ')' || !COPIED.has(tokens[j + 1]?.lc ?? '')) return false
  return words.length >= 2 && words.length <= 3 && words.every((w) => titleCase(w.text))
}
