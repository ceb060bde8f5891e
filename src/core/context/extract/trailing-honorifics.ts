/*
 * Honorifics written after a given name (issue 27, N1): the Turkish "Mehmet Bey," and "Ayşe Hanım,"
 * that open a letter to Mehmet Öztürk or Ayşe Demir. Read as a two-word name, "Mehmet Bey" was a
 * person of its own; the honorific is no part of the name when the text names a person with that given
 * name (a family name "Bey" of someone the text names no other way stays one).
 */
import type { Reader } from './reader.js'
import type { Tok } from './scanner.js'

const AFTER_NAME = new Set(['bey', 'hanım', 'hanim'])

/** Whether tokens[a, j) is a given name the text knows and an honorific after it: "Mehmet Bey". */
export function honorificAfterGiven(r: Reader, tokens: readonly Tok[], a: number, j: number): boolean {
  return j - a === 2 && AFTER_NAME.has(tokens[j - 1]!.lc) && (r.byPart.get(tokens[a]!.lc)?.size ?? 0) > 0
}
