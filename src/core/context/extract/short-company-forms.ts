/*
 * A company's name cut short after its first words (issue 27, M6): "Present — Siam Mutual: Kanokwan
 * Rattanakul ..." after "Siam Mutual Insurance PCL", "the Pacífico Distribuidora folks". One word
 * was read as the company already (reader.ts's companyByWord); two or more capitalised words read as a
 * person's name ("Siam Mutual") and the people the label stood for went to the other company. A run
 * of two or more words that starts the name of a company the text named before, word for word, is
 * that company; not when its first word is a given name ("Grace Lee" before "Grace Lee Partners").
 */
import { FIRST_NAMES } from '../lexicon.js'
import { companyKey, type CompanyState } from './elements.js'
import type { Reader } from './reader.js'

/** The company whose name the words `names` start, when the text named one before (see the module comment). */
export function shortFormOf(r: Reader, names: readonly string[]): CompanyState | undefined {
  if (names.length < 2 || names.length > 4) return undefined
  const key = companyKey(names.join(' '))
  const first = key.split(' ')[0]!
  if (FIRST_NAMES.has(first)) return undefined
  const company = r.companyByWord.get(first)
  return company && company.key.startsWith(`${key} `) ? company : undefined
}
