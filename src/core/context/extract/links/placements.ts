/*
 * The M2 pass's placements of one sentence (issue 27), after "their" roles are read: successors and
 * stand-ins (successors.ts), and departments of the company in play (departments.ts).
 */
import type { Reader } from '../reader.js'
import { departmentsOf } from './departments.js'
import { successorsIn } from './successors.js'
import type { View } from './view.js'

/** Successors and departments of one sentence. */
export function placementsIn(r: Reader, view: View): void {
  successorsIn(r, view)
  departmentsOf(r, view)
}
