/*
 * A text signed by its company's people rather than a person (issue 27, W17, station and team news):
 * "— The team at Harakeke Public Radio", "Everyone at Kauri Lane Studio", "From all of us at Tala
 * Resorts". The text is written from that company, so its "us" and "our" are that company's.
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Words for a company's people as a whole. */
const PEOPLE_OF = ['team', 'staff', 'crew', 'folks', 'people']

/** Reads the text's last line when it is "(—) the team at C" or "everyone at C": the writer's company. */
export function teamClosing(r: Reader, view: View): boolean {
  const { at, isW, isX, n } = view
  if (r.writer || r.lineEnd < r.textEnd || !view.wholeLine || view.speaker || n < 3 || n > 8) return false
  const last = at(n - 1)
  if (last?.k !== 'C' || last.poss || !isW(n - 2, 'at', 'of')) return false
  let x = 0
  while (x < 2 && isX(x, '—', '–', '-')) x++
  if (isW(x, 'from') && isW(x + 1, 'all') && isW(x + 2, 'of') && isW(x + 3, 'us')) x += 4
  else if (isW(x, 'everyone', 'everybody')) x++
  else if (isW(x, 'the', 'your') && isW(x + 1, ...PEOPLE_OF)) x += 2
  else if (isW(x, 'all') && isW(x + 1, 'of') && isW(x + 2, 'us')) x += 3
  else return false
  if (x !== n - 2) return false
  r.writer = last.ref
  return true
}
