/*
 * "P's team at C" (issue 27, M4: three tuning writers' batches): "introduced by Rohan Mehta's team at
 * Ganges Finance", "Marta Kowalczyk's claims team at Wisła Insurance", "Sharon Mitchell's team at
 * Kookaburra Media:". The one whose team it is works at the company the team is at, when the text
 * places them nowhere else. Not a former team ("P's old team at C") nor a team told as a past one.
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const TEAM_NOUNS = new Set(['team', 'teams', 'group', 'department', 'unit', 'office', 'squad', 'crew', 'org'])
const PAST = new Set(['old', 'former', 'previous', 'ex'])

/** Reads one sentence's "P's (one or two words) team at C". */
export function teamOwners(r: Reader, view: View): void {
  const { at, isW } = view
  for (let i = 0; i < view.n; i++) {
    const e = at(i)
    if (e?.k !== 'P' || !e.poss) continue
    let x = i + 1
    while (
      x < i + 3 &&
      at(x)?.k === 'W' &&
      !isW(x, ...TEAM_NOUNS) &&
      !isW(x, ...PAST) &&
      !(at(x) as { cap: boolean }).cap
    )
      x++
    if (!isW(x, ...TEAM_NOUNS) || !isW(x + 1, 'at')) continue
    const c = at(x + 2)
    if (c?.k !== 'C' || r.employerOf(e.ref)) continue
    r.worksAt(e.ref, c.ref, view.sentence)
  }
}
