/*
 * "Our contacts at Unilever are Asha Patel and Rui Costa", "the reps from Maersk: Freya Jensen, Lars
 * Holm" (FX3, issue 27): the plural of "our contact at C is P" (roles.ts, roleAtCompany), which placed
 * one person and none of a list. Every person listed after "are" or a colon, joined by commas and
 * "and", works at C; the list ends at anything else. A former contact ("our old contacts at C") stands
 * back, as the singular does.
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const PLURAL_ROLES = new Set(['contacts', 'champions', 'reps', 'representatives', 'counterparts', 'people', 'folks'])
/** At most this many people read from one list. */
const MOST = 8

/** Reads "ROLES at C are A, B and D" in the sentence. */
export function pluralRoles(r: Reader, view: View): void {
  const { at, isW, isX } = view
  for (let i = view.bodyStart; i + 3 < view.n; i++) {
    if (!isW(i, ...PLURAL_ROLES) || !isW(i + 1, 'at', 'from')) continue
    const c = at(i + 2)
    if (c?.k !== 'C' || c.poss || isW(i - 1, 'old', 'former', 'previous', 'ex')) continue
    if (!(isW(i + 3, 'are', 'were') || isX(i + 3, ':'))) continue
    let k = i + 4
    for (let n = 0; n < MOST; n++) {
      const p = view.personAt(k)
      if (!p) break
      r.worksAt(p, c.ref, view.sentence)
      if (isX(k + 1, ',') && isW(k + 2, 'and')) k += 3
      else if (isX(k + 1, ',') || isW(k + 1, 'and')) k += 2
      else break
    }
  }
}
