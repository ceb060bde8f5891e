/**
 * The writer's own farewell: "Today is my last day at Nordhavn Shipping A/S. From Monday I'll be at
 * Maersk as a commercial lead." The company of "my last day at" is one the writer leaves; after it,
 * "I'll be at D" / "I start at D" / "I'm off to D" is where they go (without a farewell, "I'll be at
 * D" is a visit, and says nothing). A chat line's speaker says "I" as the writer does.
 */
import type { CompanyState, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { EXTRACTION_LIMITS } from '../types.js'
import type { View } from './view.js'

const LAST = ['last', 'final']
const DAYS = ['day', 'days', 'week', 'weeks', 'month']

/** Farewells read so far: who says "my last day at C", and C (a few per text). */
const leaving = new WeakMap<Reader, { who: PersonState; from: CompanyState }[]>()

/** Reads "my last day at C" and, after one, "I'll be at D", "I start at D", "I'm off to D". */
export function ownLastDay(r: Reader, view: View): void {
  const { at, isW, n } = view
  const me = view.speaker ?? r.me
  for (let i = view.bodyStart; i < n; i++) {
    // "my last day at C", "my final week at C".
    if (isW(i, 'my') && isW(i + 1, ...LAST) && isW(i + 2, ...DAYS) && isW(i + 3, 'at', 'with')) {
      const c = at(i + 4)
      if (c?.k !== 'C' || c.poss) continue
      const list = leaving.get(r) ?? []
      if (list.length < 4) list.push({ who: me, from: c.ref })
      leaving.set(r, list)
      if (r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person: me, company: c.ref })
      continue
    }
    const left = leaving.get(r)?.find((l) => l.who === me)
    if (!left) continue
    let k = -1
    if (isW(i, "i'll", 'i’ll') && isW(i + 1, 'be') && isW(i + 2, 'at', 'with', 'joining')) k = i + 3
    else if (isW(i, 'i') && isW(i + 1, 'will') && isW(i + 2, 'be') && isW(i + 3, 'at', 'with', 'joining')) k = i + 4
    else if (isW(i, 'i') && isW(i + 1, 'start', 'begin') && isW(i + 2, 'at', 'with')) k = i + 3
    else if (isW(i, "i'm", 'i’m') && isW(i + 1, 'off', 'heading', 'moving') && isW(i + 2, 'to')) k = i + 3
    const d = k < 0 ? undefined : at(k)
    if (d?.k === 'C' && !d.poss && d.ref !== left.from) r.movedTo([me], left.from, d.ref, view.sentence)
  }
}
