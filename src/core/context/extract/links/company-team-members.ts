/*
 * A person placed in a company's team or office by its possessive (FX3, issue 27): "Shira Katz is on
 * Wix's platform team", "is part of Wix's data team", "Ahmed works out of Emirates NBD's Dubai office".
 * The team "at C" was read (affiliation.ts, inTeamAt); the company's possessive before the team was
 * not. The sentence opens with its subject and a present verb of being or working; a past ("was on",
 * "worked out of") and a team they shared ("the same team") say nothing of now.
 */
import { TEAM_WORDS } from '../cues.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const OFFICES = new Set(['office', 'offices', 'site', 'branch', 'hub'])

/** Reads "P is on C's ... team" and "P works out of C's ... office" when the sentence opens with P. */
export function companyTeamMembers(r: Reader, view: View): void {
  const { at, isW, bodyStart } = view
  const p = at(bodyStart)
  if (p?.k !== 'P' || p.poss) return
  let k = bodyStart + 1
  let office = false
  if (isW(k, 'is', 'sits') && isW(k + 1, 'on', 'in')) k += 2
  else if (isW(k, 'is') && isW(k + 1, 'part') && isW(k + 2, 'of')) k += 3
  else if (isW(k, 'works', 'sits') && isW(k + 1, 'out') && isW(k + 2, 'of')) {
    k += 3
    office = true
  } else return
  const c = at(k)
  if (c?.k !== 'C' || !c.poss) return
  // Up to two words between the possessive and the team or office: "Wix's data platform team".
  for (let y = k + 1; y <= k + 3 && y < view.n; y++) {
    const w = at(y)
    if (w?.k !== 'W') return
    if (TEAM_WORDS.has(w.w) || (office && OFFICES.has(w.w))) return void r.worksAt(p.ref, c.ref, view.sentence)
  }
}
