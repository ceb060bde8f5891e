/*
 * Where "now" stands after a former employer: "used to be at Orbis and now ...", and as plain
 * writers also put it, "who used to be at Orbis, is now at Stellar Freight", "used to work at Orbis,
 * now works at ...", "used to be at Orbis and is now at ..." (FX2, issue 27: only the first read a move).
 * A comma, "and", then "is"/"was" may stand between; nothing else does.
 */
import type { View } from './view.js'

/** The index after "now" when it follows x in one of the shapes above, else -1. */
export function nowAfter(view: View, x: number): number {
  const { isW, isX } = view
  let k = x
  if (isX(k, ',')) k++
  if (isW(k, 'and')) k++
  if (isW(k, 'is', 'are') && k > x) k++
  return k > x && isW(k, 'now') ? k + 1 : -1
}
