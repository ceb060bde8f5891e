/*
 * Firms named for their founders: "Mwangi & Otieno Advocates", "Sato & Ito Partners". An ampersand
 * between two names is two people ("Anna & Tom"), unless the capitalised run after it ends in a word
 * of a company's name or a legal form: then the founders' names are the firm's. And two whole
 * companies joined by "&" in a heading ("Partner sync: Quokka Pay & Saguaro Commerce Inc.") stay two:
 * two words or more on each side, each side closing as a company's name does.
 */
import { COMPANY_WORDS, LEGAL_SUFFIXES } from '../lexicon.js'
import { isCapWord } from './elements.js'
import type { Tok } from './scanner.js'

/** The most capitalised words read after the ampersand for the firm's closing word. */
const FIRM_WORDS = 3

/** Whether the capitalised run from tokens[k] closes as a firm's name ("Otieno Advocates", "Wick Ltd"). */
export function firmAfter(tokens: readonly Tok[], k: number): boolean {
  let last: Tok | undefined
  for (let x = k; x < tokens.length && x < k + FIRM_WORDS && isCapWord(tokens[x]!); x++) last = tokens[x]
  if (!last || last === tokens[k]) return false
  return COMPANY_WORDS.has(last.lc) || LEGAL_SUFFIXES.has(last.lc)
}

/**
 * Whether the one capitalised word at tokens[k] closes a firm's name after an ampersand, the run after it
 * ending there: "Arthur Cox & Co", "Mwangi & Partners" (FX2, issue 27). Not "Anna & Tom".
 */
export function firmWordAfter(tokens: readonly Tok[], k: number): boolean {
  const word = tokens[k]
  if (!word || !isCapWord(word) || (tokens[k + 1] !== undefined && isCapWord(tokens[k + 1]!))) return false
  return LEGAL_SUFFIXES.has(word.lc) || /^(partners|associates|sons)$/.test(word.lc)
}

/** Whether tokens[i..j) and the run after the ampersand at j are two companies: "Quokka Pay & Saguaro Commerce Inc.". */
export function twoFirms(tokens: readonly Tok[], i: number, j: number): boolean {
  // firmAfter asks two capitalised words after the ampersand at least.
  return j - i >= 2 && COMPANY_WORDS.has(tokens[j - 1]!.lc) && firmAfter(tokens, j + 1)
}

/**
 * Whether tokens[i] is a legal form joined with its stop ("A.Ş.", "S.A.S.", "A/S.") before a capitalised
 * word: the stop was the sentence's end too ("from Anatolia Tekstil A.Ş. Reza will ...").
 */
export function formEnds(tokens: readonly Tok[], i: number): boolean {
  const t = tokens[i]
  const next = tokens[i + 1]
  return (
    t !== undefined &&
    t.kind === 'word' &&
    t.text.endsWith('.') &&
    t.text.length > 2 &&
    LEGAL_SUFFIXES.has(t.lc) &&
    next !== undefined &&
    isCapWord(next)
  )
}
