/*
 * "Dariusz and I go back to our Siemens days", "know each other from their Spotify days": the
 * name between whose and "days" is a company where they spent that time, not a person.
 */
import type { Run } from './elements.js'

const WHOSE = new Set(['our', 'their', 'his', 'her', 'my', 'your'])

/** Whether the run (one to three words) stands between "our"/"their" and "days". */
export function daysAtCompany(run: Run): boolean {
  const { words, prevWord, after, poss } = run
  return !poss && words.length <= 3 && WHOSE.has(prevWord ?? '') && after?.lc === 'days'
}
