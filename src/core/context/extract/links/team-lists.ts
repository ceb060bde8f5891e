/*
 * A team written as a heading and a list under it: "Sharon Mitchell's team at Kookaburra Media:" then
 * one line per member ("- Jake Nguyen (AE)"). Each member reports to the team's lead, and the lead
 * works at the company the heading names.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** The lead of the heading read last, while list lines follow it. */
const heading = new WeakMap<Reader, PersonState>()

const BULLETS = ['-', '–', '•', '*', '·']

/** Reads a heading ("P's team (at C):", alone on its line) or a list line under one. */
export function teamListLine(r: Reader, view: View): void {
  const { at, isW, isX, n } = view
  const open = heading.get(r)
  if (open && view.wholeLine && isX(0, ...BULLETS)) {
    // A member line: its first element after the bullet is the member ("- Jake Nguyen (AE)").
    const member = view.personAt(1)
    if (member && member !== open) r.report(member, open, view.sentence)
    return
  }
  heading.delete(r)
  // "Sharon Mitchell's team at Kookaburra Media:", "Sharon Mitchell's team:".
  const lead = at(0)
  if (!view.wholeLine || lead?.k !== 'P' || !lead.poss || !isW(1, 'team', 'reports') || !isX(n - 1, ':')) return
  let k = 2
  if (isW(k, 'at', 'in') && at(k + 1)?.k === 'C') {
    const company = r.companyAt(at(k + 1))
    if (company) r.worksAt(lead.ref, company, view.sentence)
    k += 2
  }
  if (k === n - 1) heading.set(r, lead.ref)
}
