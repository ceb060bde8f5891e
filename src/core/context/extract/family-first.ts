/*
 * A Vietnamese name written family name first, with its middle name "Van" or "Thi" (issue 27, E3):
 * "Nguyen Van An", "Tran Thi Mai". Its last word may be one that is an everyday word in English
 * ("An"), which otherwise keeps a run from being a name (people.ts); here the family name and the
 * middle name before it say it is a given name. Two writers' batches named "Nguyen Van An" so.
 */
import { titleCase, type Run } from './elements.js'

const FAMILY_NAMES = new Set(['nguyen', 'tran', 'pham', 'hoang', 'huynh', 'phan', 'vu', 'vo', 'dang', 'bui', 'ngo'])
const MIDDLE_NAMES = new Set(['van', 'văn', 'thi', 'thị'])

/** Whether words[k] is the given name closing "<family name> Van|Thi <given name>". */
export function familyFirstGiven(run: Run, k: number): boolean {
  const { words } = run
  return (
    k === 2 &&
    words.length === 3 &&
    FAMILY_NAMES.has(words[0]!.lc) &&
    MIDDLE_NAMES.has(words[1]!.lc) &&
    titleCase(words[2]!.text)
  )
}
