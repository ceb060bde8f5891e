/*
 * Places whose shape says a name-shaped run is a person (issue 27, W11, t1101-t1140), for names the
 * given-name lists do not know: an appositive with a possessive role on either side ("Iker
 * Etxeberria, our works manager, moves with it", "Our Dean, Wang Jianguo, has approved") and the
 * first name after a side's label in a meeting note ("Them: Freja Nyström (producer), ...", "Us: ...",
 * "Also dialling in: Tove Lund, Nordkap Bank"). readPerson asks only for runs shaped like a name.
 */
import { LEADING_VERBS } from './cues.js'
import type { Run } from './elements.js'
import { roleLabel } from './role-labels.js'
import { roleIsName } from './role-is-names.js'
import { roleAtIsName } from './role-at-names.js'
import type { Tok } from './scanner.js'

const POSSESSIVES = ['our', 'their', 'your', 'my', 'his', 'her']
/** Last words of a side's label before its colon. */
const SIDE_LABELS = ['them', 'us', 'in', 'present', 'attending', 'joining', 'guests', 'ours', 'theirs']

const isMark = (t: Tok | undefined, ...marks: string[]): boolean => t?.kind === 'punct' && marks.includes(t.text)
const isWord = (t: Tok | undefined, ...words: string[]): boolean => t?.kind === 'word' && words.includes(t.lc)

/** "Our Dean, P,": a possessive and up to three role words, then a comma, before the run. */
function roleBefore(tokens: readonly Tok[], a: number): boolean {
  if (!isMark(tokens[a - 1], ',')) return false
  for (let x = a - 2; x >= 0 && x >= a - 5; x--) {
    if (isWord(tokens[x], ...POSSESSIVES)) return x < a - 2
    if (tokens[x]!.kind !== 'word') return false
  }
  return false
}

/** "Them: P", "Also dialling in: P": the run right after a short label's colon opening the line. */
function sideLabel(tokens: readonly Tok[], a: number): boolean {
  if (!isMark(tokens[a - 1], ':') || !isWord(tokens[a - 2], ...SIDE_LABELS)) return false
  for (let x = 0; x < a - 2; x++) if (tokens[x]!.kind !== 'word' || a - 2 - x > 3) return false
  return true
}

/** Whether the run stands where only a person does. */
export function personSlot(run: Run): boolean {
  const { tokens, a, j, after, afterNext, words } = run
  // "Meet Oksana, our new partner manager": a verb opening the line is no name's first word.
  if (LEADING_VERBS.has(words[0]!.lc)) return false
  // "P, our works manager,".
  if (isMark(after, ',') && isWord(afterNext, ...POSSESSIVES) && tokens[j + 2]?.kind === 'word') return true
  if (roleBefore(tokens, a) && (isMark(after, ',') || isWord(after, 'has', 'is', 'will', 'was'))) return true
  if (roleLabel(run) || roleIsName(run) || roleAtIsName(run)) return true
  return sideLabel(tokens, a) && (after === undefined || isMark(after, ',', '(', ';'))
}
