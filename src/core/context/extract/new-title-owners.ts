/*
 * A company told by the title its possessive owns (issue 27): "Fjordline's CFO", and (W18) past a
 * word of time: "Farrukh Usmonov, Fergana Agro Holding's new CFO, ...", "Volta Grid's interim COO".
 * "Yusra's manager", "Amina Diallo's boss": people have managers, so a relation noun names no company.
 */
import { TITLE_HEADS, TITLE_WORDS } from '../lexicon.js'
import { RELATION_NOUNS } from './cues.js'
import type { Tok } from './scanner.js'

const TIME_WORDS = new Set(['new', 'interim', 'acting', 'incoming'])

const titleWord = (tok: Tok): boolean => TITLE_HEADS.has(tok.lc) || TITLE_WORDS.has(tok.lc)

/** Whether the tokens after a possessive run are a title ("CFO"), or a word of time and a title ("new CFO"). */
export function possessiveTitleAfter(after: Tok | undefined, afterNext: Tok | undefined): boolean {
  if (after?.kind !== 'word') return false
  if (titleWord(after) && !RELATION_NOUNS.has(after.lc)) return true
  return TIME_WORDS.has(after.lc) && afterNext?.kind === 'word' && titleWord(afterNext)
}
