/*
 * Two subjects and an appositive (W10): "Divya Menon and Arjun Reddy, the two shift leads, will now
 * report to Suresh". The clause rules skip the appositive from the name nearest it and read the
 * predicate for that one only; the first of the pair, joined by "and" at the sentence's start, shares
 * what the predicate says: the same reporting line, employer or move.
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Links a predicate gives its subject, which a subject joined to it by "and" shares. */
const SHARED = new Set(['reports_to', 'works_at', 'left_for'])

/** Gives the sentence's opening "P and Q," pair's first person the links its predicate gave Q. */
export function sharedSubjects(r: Reader, view: View): void {
  const s = view.bodyStart
  const first = view.personAt(s)
  const second = view.personAt(s + 2)
  if (!first || !second || first === second || !view.isW(s + 1, 'and') || !view.isX(s + 3, ',')) return
  const sentence = view.sentence()
  const end = r.links.length
  // The sentence's own links are the last ones read (bounded: a sentence reads few).
  for (let x = end - 1; x >= 0 && x >= end - 24; x--) {
    const link = r.links[x]!
    if (link.sentence !== sentence) break
    if (link.from !== second.name || !SHARED.has(link.kind) || link.to === first.name) continue
    r.link({ ...link, from: first.name })
  }
}
