/*
 * A sign-off's company line with a team or role before it and no name the reader knows above it:
 * "Sindre / People Team, Fjellnett AS", "Thanks, / The Partnerships team | Orbis Labs". The text is
 * written from that company, so "us" and "our" are its.
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'
import { signsForWriter } from '../quoted-writers.js'
import { teamClosing } from './team-closings.js'

/** The most elements such a line holds. */
const LINE_ELEMENTS = 8
/** Marks between a line's role and its company. */
const SEPARATORS = [',', '|', '/', '-', '–', '—', '·']

/** Reads one whole line after a sign-off or closing the text: words, a mark, then a company ending the line. */
export function signatureCompanyLine(r: Reader, view: View): void {
  const { at, n, isX } = view
  // "— The team at Harakeke Public Radio" (team-closings.ts).
  if (teamClosing(r, view)) return
  if (r.writer || !signsForWriter(r) || !view.wholeLine || view.speaker || n < 3 || n > LINE_ELEMENTS) return
  // Under a sign-off, or the text's last line.
  if (r.signature === 0 && r.lineEnd < r.textEnd) return
  const last = at(n - 1)
  if (last?.k !== 'C' || last.poss || !isX(n - 2, ...SEPARATORS)) return
  for (let x = 0; x < n - 2; x++) if (at(x)?.k !== 'W' && at(x)?.k !== 'T') return
  r.writer = last.ref
}
