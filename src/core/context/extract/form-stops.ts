/*
 * A legal form's stop inside a sentence (issue 27, W18): "who ran the dye house at Danube Loom Kft.
 * for eleven years, has left ..." goes on after "Kft.", since the word after the stop opens in lower
 * case. A stop before a capital still ends the sentence (firm-names.ts reads that case).
 */
import { LEGAL_SUFFIXES } from '../lexicon.js'
import { isLower, type Tok } from './scanner.js'

/** Whether the "." at tokens[i] closes a legal form written against it, with a lower-case word next. */
export function formStopGoesOn(tokens: readonly Tok[], i: number): boolean {
  const form = tokens[i - 1]
  const next = tokens[i + 1]
  if (!form || !next || form.kind !== 'word' || next.kind !== 'word' || form.end !== tokens[i]!.start) return false
  if (form.text.length < 2 || !LEGAL_SUFFIXES.has(form.lc) || !isLower(next.text[0]!)) return false
  return /^\p{Lu}/u.test(form.text)
}
