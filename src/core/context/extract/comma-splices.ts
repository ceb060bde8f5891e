/*
 * A comma splice (W12): chat and quick notes join two sentences with a comma, "Kittipong Chaisiri
 * left Bangkok Re last week, he's now at Luzon Risk Partners". Read as one sentence, the second
 * clause's "he" had no sentence of its own to open, and neither the move nor the new employer was
 * read, while the same words with a full stop were. A comma followed by "he's", "she's", "he is" or
 * "she is" ends the sentence there, when the words before it hold a clause of their own (a word in
 * lower case); the pronoun then opens the next one. Not after a name alone, where the pronoun
 * restates it ("Hamid Rostami, he's their integration lead"), nor before "was", a past the sentence
 * tells of ("I do, he was my manager at SAP").
 */
import type { Tok } from './scanner.js'

const PRONOUNS = new Set(['he', 'she'])

/** Whether the comma at tokens[i] splices two sentences, the first from tokens[start]. */
export function commaSplice(tokens: readonly Tok[], start: number, i: number): boolean {
  const comma = tokens[i]!
  const pronoun = tokens[i + 1]
  if (comma.kind !== 'punct' || comma.text !== ',' || pronoun === undefined || !PRONOUNS.has(pronoun.lc)) return false
  if (!(pronoun.poss || tokens[i + 2]?.lc === 'is')) return false
  // A clause before the comma: a lower-case word (bounded: a sentence holds a bounded number of tokens).
  for (let k = start; k < i; k++) {
    const t = tokens[k]!
    if (t.kind === 'word' && t.text[0] !== undefined && t.text[0] !== t.text[0].toUpperCase()) return true
  }
  return false
}
