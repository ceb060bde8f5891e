/*
 * People listed as a team's members, reporting to the one the sentence names (M7, issue 27): "His team
 * of twelve engineers, including Kiri Rangihau and Sefo Tuilagi, will report to him" (each listed
 * person, to the one "his" stands for, or to the person "to" names) and "Neema Mwakyusa manages the
 * quality team (Juma Said, Rehema Kimaro and a new hire)" (each listed person, to the one who manages).
 * A list that is not the team's ("customers, including ...") names no team noun and stands back.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { colleagueBefore } from './pronoun-owners.js'
import type { View } from './view.js'

const TEAM_NOUNS = ['team', 'group', 'department', 'squad', 'crew', 'unit', 'engineers', 'staff', 'analysts']
/** The most elements a listed team runs over. */
const LIST_SPAN = 16

/** The people listed from i: names joined by commas and "and", until anything else. */
function listFrom(view: View, i: number): { people: PersonState[]; end: number } {
  const people: PersonState[] = []
  let x = i
  for (; x < view.n && x < i + LIST_SPAN; x++) {
    const p = view.personAt(x)
    if (p) {
      if (!people.includes(p)) people.push(p)
      const e = view.at(x)
      if (e?.k === 'P') continue
    } else if (!view.isW(x, 'and') && !view.isX(x, ',')) break
  }
  return { people, end: x }
}

/** Reads one sentence for a team's listed members and the one they report to. */
export function listedReports(r: Reader, view: View): void {
  const { isW, isX, n } = view
  for (let i = view.bodyStart; i < n; i++) {
    // "His team of twelve engineers, including A and B, will report to him".
    if (isW(i, 'including') && isX(i - 1, ',')) {
      let team = -1
      for (let x = i - 2; x >= view.bodyStart && x >= i - 6; x--) if (isW(x, ...TEAM_NOUNS)) team = x
      if (team < 0) continue
      const { people, end } = listFrom(view, i + 1)
      let v = isX(end, ',') ? end + 1 : end
      if (isW(v, 'will', 'now', 'all', 'both')) v++
      if (people.length === 0 || !isW(v, 'report', 'reports') || !isW(v + 1, 'to')) continue
      const owner = isW(team - 1, 'his', 'her') ? colleagueBefore(r, view, team - 1) : undefined
      const manager = isW(v + 2, 'him', 'her') ? owner : view.personAt(v + 2)
      if (manager) for (const p of people) if (p !== manager) r.report(p, manager, view.sentence)
    }
    // "P manages the quality team (A, B and a new hire)".
    if (isW(i, 'manages', 'leads', 'heads') && isW(i + 1, 'the', 'a')) {
      const manager = view.personAt(i - 1)
      let x = i + 2
      while (x < n && x < i + 6 && !isW(x, ...TEAM_NOUNS)) x++
      if (!manager || !isW(x, ...TEAM_NOUNS) || !isX(x + 1, '(')) continue
      const { people } = listFrom(view, x + 2)
      for (const p of people) if (p !== manager) r.report(p, manager, view.sentence)
    }
  }
}
