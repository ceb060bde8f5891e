/*
 * Runs that stand where a company would but are none (issue 27, W11, t1101-t1140): a unit written
 * as letters and "&" ("Salvatore Esposito (F&B)", "R&D", "M&A"; not "P&G"), and the place a trip leaves for
 * ("Salvatore left for Naples straight after to see the linen supplier"): a trip is no move, so
 * the place is no company and no left-for link follows.
 */
import type { Run } from './elements.js'
import type { Tok } from './scanner.js'

const isWord = (t: Tok | undefined, ...words: string[]): boolean => t?.kind === 'word' && words.includes(t.lc)

const LEAVING = ['left', 'leaves', 'leaving', 'headed', 'heading', 'flew', 'flies', 'flying', 'drove', 'set']
/** Words after the place that make the leaving a trip: "straight after", "to see", "this morning". */
const TRIP_AFTER = ['straight', 'right', 'early', 'tomorrow', 'tonight', 'this', 'yesterday', 'after']
const TRIP_VERBS = ['see', 'meet', 'visit', 'attend', 'catch', 'inspect', 'tour']

/** Units written with "&" that are no company ("P&G", "H&M", "AT&T" are companies, and stay). */
const LETTER_UNITS = new Set(['f&b', 'r&d', 'm&a', 'p&l', 'l&d', 't&e', 'h&s', 'q&a', 'o&m', 'd&i', 'e&c'])

/** "F&B", "R&D", "M&A": a unit's letters joined by "&", read as one word or three. */
function letterUnit(words: readonly Tok[]): boolean {
  if (words.length !== 1 && words.length !== 3) return false
  return LETTER_UNITS.has(words.map((w) => w.lc).join(''))
}

/** "left for Naples straight after", "headed for Mombasa to see ...": a trip's place. */
function tripPlace(run: Run): boolean {
  const { tokens, a, j, prevWord, words } = run
  if (prevWord !== 'for' || !isWord(tokens[a - 2], ...LEAVING) || words.length > 2) return false
  const next = tokens[j]
  if (isWord(next, ...TRIP_AFTER)) return true
  return isWord(next, 'to') && isWord(tokens[j + 1], ...TRIP_VERBS)
}

/** Whether the run is no company though it stands where one would. */
export function plainSlot(run: Run): boolean {
  return letterUnit(run.words) || tripPlace(run)
}
