/**
 * A sentence that tells a move and also places the mover elsewhere: "One change on our side:
 * Lakshmi Subramanian ... left us for Zoho" (the side's rule placed her at the writer's company, the
 * move's rule at Zoho, in either order). The other company of that sentence is the one left: its
 * works-at goes, and it becomes the move's origin when the move had none.
 */
import type { Reader } from '../reader.js'

/** Drops a works-at written by the same sentence as a move without an origin, to another company. */
export function originInMoveSentence(r: Reader): void {
  const moves = r.links.filter((l) => l.kind === 'left_for' && l.previous === undefined)
  if (moves.length === 0) return
  const drop = new Set<object>()
  for (const move of moves) {
    const others = r.links.filter(
      (l) => l.kind === 'works_at' && l.from === move.from && l.to !== move.to && l.sentence === move.sentence,
    )
    if (others.length !== 1) continue
    drop.add(others[0]!)
    move.previous = others[0]!.to
  }
  if (drop.size === 0) return
  const kept = r.links.filter((l) => !drop.has(l))
  r.links.length = 0
  r.links.push(...kept)
  r.linkKeys.clear()
  for (const link of kept) r.linkKeys.add(`${link.kind}|${link.from}|${link.to}`)
}
