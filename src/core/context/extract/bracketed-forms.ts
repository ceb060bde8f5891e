/*
 * Legal forms written with a bracketed first word (W12): "Karoo Shaft Mining (Pty) Ltd", as South
 * African, Namibian, Botswanan and Australian companies write them, "Ceylon Tea (Pvt) Ltd" (Sri
 * Lanka, Zimbabwe), "(Private) Limited" (Pakistan). The scanner cut them into a parenthesis, a word,
 * a parenthesis and "Ltd": the capitalised run stopped before the bracket, and the "Ltd" after it read
 * as a company of its own. Joined here into one word, with its stop, right after a capitalised word;
 * the run takes it as the name's last word, so the company is named as written.
 */
import type { Tok } from './scanner.js'

/** The bracketed words, then the words that may follow them (lower case). */
const BRACKETED = new Set(['pty', 'pvt', 'private'])
const AFTER = new Set(['ltd', 'limited'])

/** The joined forms and their bracketed words, by their lower case (lexicon.ts adds them to LEGAL_SUFFIXES). */
export const BRACKETED_FORMS: readonly string[] = [...BRACKETED].flatMap((b) => [
  `(${b})`,
  ...[...AFTER].flatMap((a) => [`(${b}) ${a}`, `(${b}) ${a}.`]),
])

const capitalised = (t: Tok | undefined): boolean =>
  t !== undefined && t.kind === 'word' && t.text[0] !== undefined && t.text[0] !== t.text[0].toLowerCase()

/** Whether the token is a bracketed form joined here: the run takes it, and it ends the name. */
export function bracketedForm(t: Tok): boolean {
  return t.kind === 'word' && t.text[0] === '(' && t.text.length > 4
}

/** Joins "(Pty) Ltd(.)" and its like after a capitalised word, in place; each token looked at once. */
export function joinBracketedForms(tokens: Tok[]): void {
  let w = 0
  for (let i = 0; i < tokens.length; i++) {
    const open = tokens[i]!
    const word = tokens[i + 1]
    const close = tokens[i + 2]
    const form = tokens[i + 3]
    if (
      open.text === '(' &&
      open.kind === 'punct' &&
      w > 0 &&
      capitalised(tokens[w - 1]) &&
      word !== undefined &&
      capitalised(word) &&
      BRACKETED.has(word.lc) &&
      word.start === open.end &&
      close?.text === ')' &&
      close.start === word.end &&
      form !== undefined &&
      capitalised(form) &&
      AFTER.has(form.lc)
    ) {
      const stop = tokens[i + 4]?.text === '.' && tokens[i + 4]!.start === form.end ? tokens[i + 4]! : undefined
      const last = stop ?? form
      const text = `(${word.text}) ${form.text}${stop ? '.' : ''}`
      tokens[w++] = { kind: 'word', text, lc: text.toLowerCase(), start: open.start, end: last.end, poss: false }
      i += stop ? 4 : 3
      continue
    }
    tokens[w++] = open
  }
  tokens.length = w
}
