/*
 * Units of a company that read like companies (issue 27, W11, t1101-t1140). A signature's department line (issue 27, W11, t1101-t1140): "Zhou Xiaoming / International Office /
 * Zhejiang Lakeside University". A whole line under a signer's name that ends in an office's or a
 * department's word names a unit of the company on the next line, neither a person nor a company;
 * read as plain words, it leaves the signer to the company line under it.
 */
import { FIRST_NAMES } from '../lexicon.js'
import type { Run } from './elements.js'
import type { Reader } from './reader.js'
import { relationOfPerson } from './business-slots.js'

const UNIT_WORDS = new Set(['office', 'department', 'dept', 'division', 'unit', 'secretariat', 'faculty'])

/** "New faces in the Admissions Office", "the Finance Department": a unit after "the", no one's name. */
export function namedUnit(run: Run): boolean {
  const { words, prevWord } = run
  return prevWord === 'the' && words.length >= 2 && UNIT_WORDS.has(words[words.length - 1]!.lc)
}

/** Whether the run is a whole signature line naming a unit: "International Office", "Admissions Department". */
export function signatureUnit(r: Reader, run: Run): boolean {
  const { words, wholeLine, a, i, j, tokens } = run
  // Right under a line that is a name alone (a signature's), or anywhere in a signature block.
  const underName = r.linePerson !== undefined && r.linePersonAge <= 1
  if (!wholeLine || (r.signature === 0 && !underName) || a !== i || j !== tokens.length || words.length < 2)
    return false
  return UNIT_WORDS.has(words[words.length - 1]!.lc) && !FIRST_NAMES.has(words[0]!.lc)
}

/**
 * "Director of International Admissions at Westbourne College": the run after a title's "of", with
 * "at" and a capitalised word right after it, is the title's department; the company follows "at".
 */
export function titleDepartment(run: Run): boolean {
  const { prev, prevWord, after, afterNext, out } = run
  if (prevWord !== 'of' || prev?.k !== 'W' || out[out.length - 2]?.k !== 'T') return false
  // "the manager of Anna Lindqvist at Nordbank": a person after a tie's title, not a department (FX).
  if (relationOfPerson(run)) return false
  return after?.kind === 'word' && after.lc === 'at' && afterNext?.kind === 'word' && /^\p{Lu}/u.test(afterNext.text)
}
