/*
 * A company's people in parentheses after it as a group: "The team at Baobab Health (Amani Njoroge,
 * Kwame Mensah) wants a pilot", "the Orchid Robotics folks (Hiroshi Kato and Naomi Sato)" (FX2, issue
 * 27). affiliation.ts's teamList reads the same group before a colon. A name with its own company in
 * the parentheses ("(Ana Silva of Beta)") and a title in them ("(CFO)") place no one.
 */
import type { CompanyState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const GROUPS = ['team', 'folks', 'people', 'crew', 'delegation']
/** The most elements read inside the parentheses. */
const SPAN = 16

/** Reads "the C team (P, P)" and "the team at C (P and P)". */
export function teamInParens(r: Reader, view: View): void {
  const { at, isW, isX, n, sentence } = view
  for (let x = 0; x < n; x++) {
    const c = at(x)
    if (c?.k !== 'C' || c.poss) continue
    // "the Baobab Health team (", "the team at Baobab Health (", "the folks from C (".
    const open = isW(x + 1, ...GROUPS) ? x + 2 : isW(x - 1, 'at', 'from') && isW(x - 2, ...GROUPS) ? x + 1 : -1
    if (open < 0 || !isX(open, '(')) continue
    const company: CompanyState = c.ref
    const people = []
    let y = open + 1
    for (; y < n && y - open <= SPAN && !isX(y, ')'); y++) {
      const e = at(y)!
      if (e.k === 'C' || e.k === 'T') return
      if (e.k === 'P') people.push(e.ref)
      else if (!(e.k === 'X' && e.p === ',') && !(e.k === 'W' && e.w === 'and')) return
    }
    if (!isX(y, ')')) return
    for (const p of people) r.worksAt(p, company, sentence)
    x = y
  }
}
