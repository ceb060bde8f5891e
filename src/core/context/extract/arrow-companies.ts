/*
 * Companies a move line names on either side of an arrow (issue 27, t1021-t1060): "• Siddharth
 * Rao: Infosys → Zeta Payments", "Company: Lapland Outdoor Oy → Arctic Gear Group". A one-word
 * name there ("Infosys", "Valio") has no other cue; the shape says it is an employer: a person's or
 * a company field's colon, a name, an arrow, a name. A title on either side ("Category Manager →
 * Head of Buying") is a role change, not companies.
 */
import { TITLE_HEADS } from '../lexicon.js'
import type { Run } from './elements.js'
import { labelledCompany } from './heading-labels.js'
import { meetingHeadingCompany } from './meeting-headings.js'
import type { Tok } from './scanner.js'

const ARROWS = new Set(['→', '->'])

/** No word of the run is a title's head ("Manager", "Head"). */
const noTitle = (words: readonly Tok[]): boolean => words.every((w) => !TITLE_HEADS.has(w.lc))

/** The run at tokens[a..j) stands before or after the arrow of "P: C → C" or "Company: C → C". */
export function arrowCompany(run: Run): boolean {
  const { tokens, a, j, words } = run
  if (!noTitle(words)) return false
  const after = tokens[j]
  // "Infosys → ...": after the colon of a line's label or a person's name, before an arrow.
  if (after && ARROWS.has(after.text) && tokens[a - 1]?.text === ':') return nameAfter(tokens, j + 1)
  // "... → Zeta Payments": after an arrow whose left side is one name after a colon.
  if (!ARROWS.has(tokens[a - 1]?.text ?? '')) return false
  let x = a - 2
  while (x >= 0 && a - x < 8 && tokens[x]!.kind === 'word') x--
  return x < a - 2 && tokens[x]?.text === ':' && noTitle(tokens.slice(x + 1, a - 1))
}

/** A capitalised word at tokens[k], not a title's head: the right side of the arrow. */
function nameAfter(tokens: readonly Tok[], k: number): boolean {
  const t = tokens[k]
  return t !== undefined && t.kind === 'word' && /^\p{Lu}/u.test(t.text) && !TITLE_HEADS.has(t.lc)
}

/** A heading's labelled company (heading-labels.ts), a side of a move's arrow, a meeting heading's (meeting-headings.ts). */
export const labelledOrArrowCompany = (run: Run): boolean =>
  labelledCompany(run) || arrowCompany(run) || meetingHeadingCompany(run)
