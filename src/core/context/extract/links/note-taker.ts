/*
 * Meeting notes signed by whoever took them: a last line "Notes: Hana Sato", "Minutes: P", "Notes
 * by P", "Taken by P", "— logged by P" names the writer, the "I" of the notes ("Ngozi, Tomasz and I were at Deloitte
 * together"), as a signature does (issue 27's fallback, third pass).
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const LABELS = new Set(['notes', 'minutes', 'notetaker', 'note-taker', 'scribe'])

/** Reads the text's last line: a label, ":" or "by", and one person. */
export function noteTaker(r: Reader, view: View): void {
  const { at, isW, isX, n, bodyStart } = view
  if (r.lineEnd < r.textEnd || view.speaker || n - bodyStart > 4) return
  const last = at(n - 1)
  if (last?.k !== 'P' || last.poss) return
  // "— logged by P" (a CRM entry's last line, W10): past its dash.
  const start = isX(bodyStart, '—', '–', '-') ? bodyStart + 1 : bodyStart
  let x = start
  if (isW(x, 'taken', 'written', 'logged', 'entered', 'recorded', 'compiled') && isW(x + 1, 'by')) x += 2
  else if (isW(x, ...LABELS))
    x += isX(x + 1, ':') || isW(x + 1, 'by') ? 2 : isW(x + 1, 'taken') && isW(x + 2, 'by') ? 3 : 0
  if (x === start || x !== n - 1) return
  r.writerPerson ??= last.ref
}
