/*
 * A company told by a title its possessive owns past a word of time (issue 27, W18): "Farrukh Usmonov,
 * Fergana Agro Holding's new CFO, ...", "Volta Grid's interim COO". The possessive before a title is a
 * company's already ("Fjordline's CFO"); "new", "interim", "acting" and "incoming" stand between.
 */
import { TITLE_HEADS, TITLE_WORDS } from '../lexicon.js'
import type { Tok } from './scanner.js'

const TIME_WORDS = new Set(['new', 'interim', 'acting', 'incoming'])

/** Whether the tokens after a possessive run are a word of time and a title ("new CFO"). */
export function newTitleAfter(after: Tok | undefined, afterNext: Tok | undefined): boolean {
  if (after?.kind !== 'word' || afterNext?.kind !== 'word' || !TIME_WORDS.has(after.lc)) return false
  return TITLE_HEADS.has(afterNext.lc) || TITLE_WORDS.has(afterNext.lc)
}
