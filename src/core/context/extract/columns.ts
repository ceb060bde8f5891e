/*
 * Text set in columns: "Adaora Nnaji          Samuel Boateng" over "Managing Director    Commercial
 * Manager", two signatures side by side. A gap of three spaces or a tab between two words is a
 * column's edge, so no name or company runs across it.
 */
import type { Tok } from './scanner.js'

/** The least run of spaces read as a column's edge. */
const COLUMN_GAP = 3

/** Whether tokens[j] starts a new column: three spaces or a tab after the token before it, on one line. */
export function columnEdge(text: string, tokens: readonly Tok[], j: number): boolean {
  const before = tokens[j - 1]
  const next = tokens[j]
  if (!before || !next || next.start - before.end < 2) return false
  let spaces = 0
  for (let x = before.end; x < next.start; x++) {
    const c = text[x]
    if (c === '\t') return true
    if (c !== ' ') return false
    spaces++
  }
  return spaces >= COLUMN_GAP
}
