/*
 * An introduction told in a person's parentheses (issue 27, M9: t830): "I met Tamar Friedman (Ilan
 * Shapiro's introduction, at last year's fintech week)", "Ana Lima (via Tom Reed's intro)". The
 * parentheses tag the person before them with who introduced them.
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Reads "P (Q's introduction ...)" and "P (via Q's intro)": P introduced by Q. */
export function parenIntros(r: Reader, view: View): void {
  const { at, isW, isX, n } = view
  for (let i = 0; i + 3 < n; i++) {
    const person = at(i)
    if (person?.k !== 'P' || person.poss || !isX(i + 1, '(')) continue
    const q = isW(i + 2, 'via', 'through') ? i + 3 : i + 2
    const by = at(q)
    if (by?.k !== 'P' || !by.poss || by.ref === person.ref || !isW(q + 1, 'intro', 'introduction', 'referral')) continue
    if (isX(q + 2, ',', ')')) r.introduced(person.ref, by.ref, view.sentence)
  }
}
