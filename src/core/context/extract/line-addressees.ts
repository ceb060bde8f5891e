/*
 * A known given name opening a line, then a comma, is the one the line turns to (E7): "Kirsten,
 * Verdant Grocers' store systems lead, Aidan Walsh, called twice", "Bashir, see below - Khadra's
 * intro". first-names.ts read it so only before "you", "can", "please" and a few more words; across
 * the tuning part every listed given name opening a line so is a person of the text. After a chat
 * speaker's colon the name is the turn's answer or its addressee ("Rosa: Fatima, I think she was his
 * deputy"). The caller has checked the word is a listed given name, no everyday word, month, place
 * or ambiguous name ("Florence, Italy"), and that no other rule read it. A handful of token looks.
 */
import { isCapWord, wholeLineStart, type Run } from './elements.js'

/** "Amelia, lovely to e-meet you": the reply-all's own reading (links/e-meet-intros.ts) takes these. */
const PLEASED = new Set(['lovely', 'nice', 'great', 'good', 'pleased', 'delighted', 'wonderful'])

/** Whether tokens before the colon at `colon` are a chat line's speaker: one or two capitalised words opening it. */
function speakerColon(run: Run, colon: number): boolean {
  const { tokens } = run
  if (tokens[colon]?.text !== ':') return false
  for (const n of [1, 2]) {
    const s = colon - n
    if (s < 0) return false
    if (!isCapWord(tokens[s]!)) return false
    if (wholeLineStart(tokens, s)) return true
  }
  return false
}

/** How the one-word run (a listed given name) is a person when it opens a line before a comma. */
export function lineAddressee(run: Run): 'greeted' | 'named' | undefined {
  const { tokens, a, after, afterNext } = run
  // Not in a quoted reply ("> Carol, long time!"): it turns to this mail's writer, who signs with another name.
  if (after?.text !== ',' || afterNext === undefined || tokens[0]?.text === '>') return undefined
  // "Kemal, who works at Arçelik, called": a relative clause's subject, not the one the line turns to (FX3).
  if (wholeLineStart(tokens, a) && /^(who|who's|who’s)$/.test(afterNext.lc)) return 'named'
  if (wholeLineStart(tokens, a)) return PLEASED.has(afterNext.lc) ? undefined : 'greeted'
  return speakerColon(run, a - 1) ? 'named' : undefined
}
