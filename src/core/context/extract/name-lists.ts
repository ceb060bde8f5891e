/*
 * Names in lists: a name is a person when the list it stands in goes on with given names. "Lea
 * Huber, Jonas Graf and Mia Steiner", "Yusra Karimi (Herat Carpets) and Farid Noori". Each looks
 * ahead a bounded number of tokens, so a list that never closes stays linear.
 */
import { FIRST_NAMES, NAME_PARTICLES } from '../lexicon.js'
import { isCapWord, titleCase } from './elements.js'
import type { Reader } from './reader.js'
import type { Tok } from './scanner.js'

/**
 * Whether a list of full names goes on from tokens[k] to the sentence's end: ", Jonas Graf and Mia
 * Steiner." (runs of two or more capitalised words, particles between, joined by commas, the last
 * by "and"), one of them opening with a given name the text or the lists know. At most eight names
 * are looked at.
 */
export function namesListAt(r: Reader, tokens: readonly Tok[], k: number): boolean {
  let given = false
  for (let names = 0; names < 8; names++) {
    const comma = tokens[k]?.text === ','
    if (comma) k++
    const last = tokens[k]?.lc === 'and'
    if (last) k++
    else if (!comma) return false
    const start = k
    let caps = 0
    // "Noor de Wit": particles between the capitalised words.
    for (; k < tokens.length && k - start < 5; k++) {
      const w = tokens[k]!
      if (isCapWord(w) && titleCase(w.text)) caps++
      else if (!(k > start && NAME_PARTICLES.has(w.lc))) break
    }
    if (caps < 2) return false
    if (FIRST_NAMES.has(tokens[start]!.lc) || r.attested.has(tokens[start]!.lc)) given = true
    if (last) return given && (k === tokens.length || /^[.;!?]$/.test(tokens[k]!.text))
  }
  return false
}

/** Whether a short parenthesis at tokens[k] is followed by "and" and a given name: "(Herat Carpets) and Farid Noori". */
export function andPersonAfterParens(r: Reader, tokens: readonly Tok[], k: number): boolean {
  let close = k + 1
  while (close < tokens.length && close - k < 8 && tokens[close]!.text !== ')') close++
  const next = tokens[close + 2]
  return (
    tokens[close]?.text === ')' &&
    tokens[close + 1]?.lc === 'and' &&
    next !== undefined &&
    titleCase(next.text) &&
    (FIRST_NAMES.has(next.lc) || r.attested.has(next.lc))
  )
}
