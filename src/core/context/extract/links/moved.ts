/*
 * A sentence that tells a move on its way and also where the person is now: "Our champion at Harbour Freight,
 * Declan Murphy, is heading to Celtic Shipping next month". The employer it joins is the current one;
 * another employer the same sentence gave them is the one they leave, which the finishing pass sets
 * beside the new one (a left-for link).
 */
import { companyKey } from '../elements.js'
import type { Reader } from '../reader.js'
import { EXTRACTION_LIMITS } from '../types.js'
import type { View } from './view.js'

/** Turns the works-at links the sentence wrote (from `mark` on) beside a joined one into former employers. */
export function movedInSentence(r: Reader, view: View, mark: number): void {
  // Only a move on its way ("is heading to C", "is off to C"): "is at Orbit Bank until Friday and joins
  // Kite Labs next month" tells both jobs as they stand now.
  let heading = false
  for (let k = 0; k + 1 < view.n && !heading; k++)
    heading = view.isW(k, 'heading', 'headed', 'off', 'bound') && view.isW(k + 1, 'to')
  if (!heading) return
  const joined = new Map<string, string>()
  for (let x = mark; x < r.links.length; x++) {
    const link = r.links[x]!
    if (link.kind === 'works_at' && link.joined) joined.set(link.from, link.to)
  }
  if (joined.size === 0) return
  for (let x = r.links.length - 1; x >= mark; x--) {
    const link = r.links[x]!
    const to = joined.get(link.from)
    if (link.kind !== 'works_at' || link.joined || to === undefined || to === link.to) continue
    const person = [...r.people.values()].find((p) => p.name === link.from)
    const company = r.companies.get(companyKey(link.to))
    if (!person || !company) continue
    r.links.splice(x, 1)
    r.linkKeys.delete(`${link.kind}|${link.from}|${link.to}`)
    if (r.past.length < EXTRACTION_LIMITS.links) r.past.push({ person, company })
  }
}
