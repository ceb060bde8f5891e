/*
 * Legal forms written with stops, slashes or spaces ("A/S", "A.Ş.", "S.A.", "Sp. z o.o."): the
 * scanner cuts them into letters and punctuation, so a company's name stopped before its form and
 * the form's stop read as a sentence's end. Joined into one word here (before sentences are cut),
 * the form ends the company's name as "Ltd" or "GmbH" do. Only forms opening with a capital are
 * joined: a lower-case "a.s." stays outside the capitalised run, as before.
 */
import type { Tok } from './scanner.js'

/** Forms written as letters and inner stops, then a stop ("A.Ş" + "."), by their lower case. */
const DOTTED = new Set(['a.ş', 'a.s', 's.a', 's.l', 'b.v', 'n.v', 's.p.a', 's.a.s', 's.r.o', 's.r.l', 'k.k', 's.a.c'])

const adjacent = (a: Tok, b: Tok): boolean => a.end === b.start
const capital = (text: string): boolean => text[0] !== undefined && text[0] !== text[0].toLowerCase()

function joined(first: Tok, last: Tok, text: string): Tok {
  return { kind: 'word', text, lc: text.toLowerCase(), start: first.start, end: last.end, poss: false }
}

/** Joins the legal forms among the tokens, in place; each token is looked at a bounded number of times. */
export function joinLegalForms(tokens: Tok[]): void {
  let w = 0
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!
    const n1 = tokens[i + 1]
    const n2 = tokens[i + 2]
    if (t.kind === 'word' && capital(t.text) && n1 !== undefined && n2 !== undefined) {
      // "A/S": a letter, a slash and a letter, written together.
      if (t.lc === 'a' && n1.text === '/' && n2.lc === 's' && adjacent(t, n1) && adjacent(n1, n2)) {
        tokens[w++] = joined(t, n2, `${t.text}/${n2.text}`)
        i += 2
        continue
      }
      // "Sp. z o.o.": the Polish limited company.
      const n3 = tokens[i + 3]
      if (t.lc === 'sp' && n1.text === '.' && n2.lc === 'z' && n3?.lc === 'o.o' && adjacent(t, n1)) {
        const stop = tokens[i + 4]?.text === '.' && adjacent(n3, tokens[i + 4]!) ? tokens[i + 4]! : undefined
        const last = stop ?? n3
        tokens[w++] = joined(t, last, `${t.text}. ${n2.text} ${n3.text}${stop ? '.' : ''}`)
        i += stop ? 4 : 3
        continue
      }
    }
    // "A.Ş.", "S.A.": letters with inner stops, then the last stop.
    if (t.kind === 'word' && capital(t.text) && DOTTED.has(t.lc) && n1?.text === '.' && adjacent(t, n1)) {
      tokens[w++] = joined(t, n1, `${t.text}.`)
      i += 1
      continue
    }
    tokens[w++] = t
  }
  tokens.length = w
}
