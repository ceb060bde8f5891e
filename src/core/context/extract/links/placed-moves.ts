/*
 * A former employer beside a present one that the text's structure gave only once it was read: "Lukas
 * Meyer, who joins from Alpen Software" under a "Bodensee Systems — sales leadership change" heading.
 * The finishing pass sets former employers beside present ones before the announcement, list and
 * colleague rules place people; this runs after them, for whoever has no move yet (issue 27, M3).
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'

/** The people no link places yet, before the announcement, list and colleague rules run. */
export function unplaced(r: Reader): Set<PersonState> {
  return new Set([...r.people.values()].filter((p) => !r.employerOf(p)))
}

/**
 * Left-for links from a former employer to the one a later placement gave (only to those `before` holds:
 * a manager's report placed beside them, "her boss, Youssef. Youssef used to run procurement at C", is
 * the earlier pass's to read), and the works-at at the former one dropped.
 */
export function movesToPlaced(r: Reader, writer: PersonState | undefined, before: Set<PersonState>): void {
  const moved = new Set(r.links.filter((l) => l.kind === 'left_for').map((l) => l.from))
  const left = new Set<string>()
  for (const { person, company } of r.past) {
    const who = person === r.me ? writer : person
    if (!who || !before.has(who) || moved.has(who.name) || company === r.ours) continue
    const current = r.employerOf(who)
    if (!current || current === company || current === r.ours) continue
    r.leftFor(who, company, current, () => '')
    moved.add(who.name)
    left.add(`${who.name}|${company.name}`)
  }
  if (left.size === 0) return
  const kept = r.links.filter((l) => !(l.kind === 'works_at' && left.has(`${l.from}|${l.to}`)))
  r.links.length = 0
  r.links.push(...kept)
}
