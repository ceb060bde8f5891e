/*
 * Legal forms written in lower case after a company's name (W10): "Koval Transport s.r.o.",
 * "Dunav Gradnja d.o.o.", as Czech, Slovak and Balkan companies write them. legal-forms.ts joins
 * only forms opening with a capital; a lower-case form cut the capitalised run before it, and the
 * name stood without its end ("Elektro Brno" read as a person). Joined here into one word, with its
 * stop, only right after a capitalised word: the run then takes it as the name's last word. So is
 * the Mexican "S.A. de C.V." (legal-forms.ts joined its "S.A."), whose lower-case "de" cut it.
 * M8: the Czech "a.s.", Croatian "d.d." and Albanian "sh.p.k." too, each seen in several batches.
 */
import type { Tok } from './scanner.js'

/** Lower-case dotted forms (letters and inner stops, as the scanner keeps them in one word). */
const LOWER_DOTTED = new Set(['s.r.o', 'd.o.o', 'a.s', 'd.d', 'sh.p.k'])

const capitalised = (t: Tok | undefined): boolean =>
  t !== undefined && t.kind === 'word' && t.text[0] !== undefined && t.text[0] !== t.text[0].toLowerCase()

/** Whether the token is a lower-case legal form joined here ("s.r.o.", "d.o.o."). */
export function lowerLegalForm(t: Tok): boolean {
  return t.kind === 'word' && t.text === t.lc && t.lc.endsWith('.') && LOWER_DOTTED.has(t.lc.slice(0, -1))
}

/** Joins a lower-case form and its stop after a capitalised word, in place; each token looked at once. */
export function joinLowerForms(tokens: Tok[]): void {
  let w = 0
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!
    const dot = tokens[i + 1]
    if (
      t.kind === 'word' &&
      LOWER_DOTTED.has(t.lc) &&
      t.text === t.lc &&
      t.lc.includes('.') &&
      capitalised(tokens[w - 1]) &&
      dot?.text === '.' &&
      dot.start === t.end
    ) {
      tokens[w++] = { kind: 'word', text: `${t.text}.`, lc: `${t.lc}.`, start: t.start, end: dot.end, poss: false }
      i++
      continue
    }
    // "S.A. de C.V.": the joined "S.A.", "de", "C.V" and its stop.
    const cv = tokens[i + 2]
    if (
      t.kind === 'word' &&
      t.lc === 's.a.' &&
      dot?.lc === 'de' &&
      cv?.lc === 'c.v' &&
      tokens[i + 3]?.text === '.' &&
      tokens[i + 3]!.start === cv.end
    ) {
      const text = `${t.text} de ${cv.text}.`
      tokens[w++] = { kind: 'word', text, lc: text.toLowerCase(), start: t.start, end: tokens[i + 3]!.end, poss: false }
      i += 3
      continue
    }
    tokens[w++] = t
  }
  tokens.length = w
}
