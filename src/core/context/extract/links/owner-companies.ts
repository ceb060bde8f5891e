/*
 * The company a record's owner line names for its owner (issue 27, E8: three tuning writers'
 * batches): "Owner: Dae-jung Kwon, Coral Gate Shipping", "Owner: Priya Raman (Hopgrid)", "Owner:
 * Marcin Dąbrowski, Corporate Support, Tūī Public Radio". card-owners.ts takes back the works-at links
 * an owner line wrote, because a title there placed the writer's side at the card's company; a company
 * named after the owner on the line itself, other than the card's, is the owner's own and stays.
 */
import type { View } from './view.js'

/** The names of the companies the line names after the owner at `from`, other than the card's (the one in play before). */
export function ownerCompanies(view: View, from: number): Set<string> {
  const own = new Set<string>()
  for (let x = from; x < view.n; x++) {
    const e = view.at(x)!
    if (e.k === 'C' && !e.poss && e.ref !== view.inPlayBefore) own.add(e.ref.name)
  }
  return own
}
