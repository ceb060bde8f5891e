/**
 * A name before "worked at" or "used to work at" is a person's, whatever its given name: only a
 * person works at a company ("Rehema Kimaro used to work at Tanzania Breweries with ..."). The run
 * must already look like a name (people.ts checks its shape).
 */
import type { Run } from './elements.js'

/** Whether the words after the run are "worked at", "works at" or "used to work at". */
export function workedAtAfter(run: Run): boolean {
  const { tokens, j } = run
  const w = (k: number) => tokens[j + k]?.lc
  if ((w(0) === 'worked' || w(0) === 'works') && w(1) === 'at') return true
  return w(0) === 'used' && w(1) === 'to' && w(2) === 'work' && (w(3) === 'at' || w(3) === 'for')
}
