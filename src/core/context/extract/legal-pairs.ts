/**
 * Legal forms of two words with a stop between them: "Pvt. Ltd" (India), "Pte. Ltd." (Singapore),
 * "Co. Ltd" (Japan, Korea, Thailand). The stop after "Pvt" read as a sentence's end, so the
 * company's name stopped at "Pvt" and its signature line broke in two. Joined into one word here,
 * as legal-forms.ts joins "Sp. z o.o." and "A/S".
 */
import type { Tok } from './scanner.js'

const FIRSTS = new Set(['pvt', 'pte', 'co', 'pty'])

/** Joins "Pvt. Ltd(.)" and its like among the tokens, in place (each token looked at once). */
export function joinPairedForms(tokens: Tok[]): void {
  let w = 0
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!
    const dot = tokens[i + 1]
    const ltd = tokens[i + 2]
    if (
      t.kind === 'word' &&
      FIRSTS.has(t.lc) &&
      t.text !== t.lc &&
      dot?.text === '.' &&
      dot.start === t.end &&
      ltd?.kind === 'word' &&
      (ltd.lc === 'ltd' || ltd.lc === 'limited')
    ) {
      const stop = tokens[i + 3]?.text === '.' && tokens[i + 3]!.start === ltd.end ? tokens[i + 3]! : undefined
      const last = stop ?? ltd
      const text = `${t.text}. ${ltd.text}${stop ? '.' : ''}`
      tokens[w++] = { kind: 'word', text, lc: text.toLowerCase(), start: t.start, end: last.end, poss: false }
      i += stop ? 3 : 2
      continue
    }
    tokens[w++] = t
  }
  tokens.length = w
}
