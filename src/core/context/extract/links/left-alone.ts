/*
 * A leaving told without where to: "Nadia, who left Sahara Solar in December to freelance", "Tom
 * Reed has left Orbit Labs". The person no longer works there, whatever a list or a meeting placed
 * them at; the finishing pass drops that works-at link (a left-for link, when another rule reads
 * where they went, does the same).
 */
import type { Reader } from '../reader.js'
import { EXTRACTION_LIMITS } from '../types.js'
import type { View } from './view.js'

const left = new WeakMap<Reader, Set<string>>()

/** Reads the sentence's "P (, who) left C" without a new employer after it. */
export function leftAlone(r: Reader, view: View): void {
  const { at, isW, isX, n } = view
  for (let i = 1; i + 1 < n; i++) {
    if (!isW(i, 'left', 'quit')) continue
    const c = at(i + 1)
    const company = c?.k === 'C' && !c.poss ? r.companyAt(c) : undefined
    if (!company) continue
    // "left C for D", "left C to join D", "left C and joined D": a move, read by the move rules.
    if (isW(i + 2, 'for', 'to', 'and')) continue
    let k = i - 1
    while (k > 0 && isW(k, 'has', 'had', 'recently', 'just', 'already')) k--
    if (isW(k, 'who')) k -= isX(k - 1, ',') ? 2 : 1
    const person = view.personAt(k)
    if (!person) continue
    let set = left.get(r)
    if (!set) left.set(r, (set = new Set()))
    if (set.size < EXTRACTION_LIMITS.links) set.add(`${person.name}|${company.name}`)
  }
}

/** "person|company" for each leaving read without a new employer. */
export function leftWithoutMove(r: Reader): ReadonlySet<string> {
  return left.get(r) ?? new Set()
}
