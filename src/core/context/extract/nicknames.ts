/**
 * A nickname in quotes inside a name is no part of it: "Przemysław 'Przemek' Nowicki", 'Robert "Bob"
 * Smith'. The scanner drops quote marks, so the nickname is told by the marks around it in the text;
 * the name is the words around it (given name and surname), as the writer would write it in full.
 */
import { nameWords } from './lone-names.js'
import type { Tok } from './scanner.js'

const QUOTES = new Set(["'", '"', '‘', '’', '“', '”'])

/** The run's name words, without a word in quotes between two others. */
export function withoutNicknames(text: string, words: readonly Tok[]): string[] {
  if (words.length < 3) return nameWords(words, text)
  const kept = words.filter(
    (w, k) =>
      k === 0 ||
      k === words.length - 1 ||
      w.kind !== 'word' ||
      !(QUOTES.has(text[w.start - 1] ?? '') && QUOTES.has(text[w.end] ?? '')),
  )
  return nameWords(kept, text)
}
