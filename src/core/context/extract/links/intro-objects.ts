/*
 * Whom "P introduced Q" introduces (issue 27, M9: t815, t1176 of two writers' batches): not the one
 * after a passive's "to" ("Kamala was introduced to Pauline by Joseph": Kamala was, by Joseph; the
 * "by" reads elsewhere), and no one when the name is a possessive ("introduced Marta Kowalczyk's
 * claims team to the approval workflow": a team shown a product).
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Writes that the person at w was introduced by `subject`, unless a passive or a possessive says otherwise. */
export function introduceObject(r: Reader, view: View, v: number, w: number, subject: PersonState): void {
  const object = view.at(w)
  if (object?.k !== 'P' || object.poss || view.isW(v - 1, 'was', 'were', 'been', 'being', 'is', 'are')) return
  r.introduced(object.ref, subject, view.sentence)
}
