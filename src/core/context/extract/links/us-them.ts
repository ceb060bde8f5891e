/*
 * Meeting notes that split the room into "Us:" and "Them:" lines (issue 27, N1): "Us: Harriet Cole
 * (AM), Sam Patel (SE) — Fernhill Software" and "Them: Wiremu Hohaia (GM), Priya Ramaswamy
 * (purchasing)". The "Us" line's people work at the company it names (the writer's, then "our"); the
 * "Them" line's at the other side, the company "their" means. Before, the dash's company took the last
 * name only, and the other side's people were placed at the writer's company by the reporting line
 * read after them.
 */
import type { CompanyState, Element, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const THEIR: Element = { k: 'W', w: 'their', cap: false }

/** Reads a whole line "Us: A (role), B — C" or "Them: A, B" into works-at links (`listFrom`: sides.ts's list reader). */
export function usThemLine(
  r: Reader,
  view: View,
  listFrom: (r: Reader, view: View, from: number) => PersonState[],
): void {
  const { at, isW, isX, n, sentence } = view
  const b = view.bodyStart
  if (!view.wholeLine || view.speaker || !isX(b + 1, ':')) return
  const us = isW(b, 'us', 'we', 'ours')
  if (!us && !isW(b, 'them', 'they', 'theirs')) return
  const people = listFrom(r, view, b + 2)
  if (people.length === 0) return
  // "— Fernhill Software" closing the line, or "(Fernhill Software)": the side's company.
  let company: CompanyState | undefined
  for (let x = b + 2; x < n; x++) {
    const e = at(x)
    if (e?.k === 'C' && isX(x - 1, '—', '–', '-', '(')) company = e.ref
  }
  if (us && company) r.writer ??= company
  company ??= us ? r.oursHere() : r.companyAt(THEIR)
  if (company) for (const p of people) r.worksAt(p, company, sentence)
}
