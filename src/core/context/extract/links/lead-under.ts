/**
 * "Ngozi Okonkwo will lead Customer Success EMEA under Pieter van den Berg", "Luca now heads the
 * claims unit under her": whoever leads a unit under someone reports to them. The unit's words
 * between the verb and "under" are few (six at most), so the pattern is local.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const LEAD_VERBS = [
  'lead',
  'leads',
  'leading',
  'run',
  'runs',
  'running',
  'head',
  'heads',
  'heading',
  'manage',
  'manages',
]

/** Reads "P (will) lead(s) ... under Q" and "he/she heads ... under him/her" in one sentence. */
export function leadUnder(r: Reader, view: View): void {
  const { at, isW, n } = view
  let subject: PersonState | undefined
  for (let i = view.bodyStart; i < n; i++) {
    const e = at(i)!
    if (e.k === 'P') subject = e.ref
    if (!subject || !isW(i, ...LEAD_VERBS)) continue
    for (let x = i + 1; x < n && x <= i + 7; x++) {
      if (at(x)!.k === 'P' || view.isX(x, '.', ';', ':')) break
      if (!isW(x, 'under')) continue
      const manager = view.objectAt(x + 1, [subject])
      if (manager && manager !== subject && manager !== r.me) r.report(subject, manager, view.sentence)
      return
    }
  }
}
