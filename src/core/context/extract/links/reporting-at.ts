/*
 * A reporting line told at one company: "At Outback Rail, Mia Thompson now manages Jack Wilson",
 * "Helen Park has Jason Cho reporting to her at Han River Bank", "New org at Baltic Grain: Jonas
 * joined as Rūta's deputy". A manager and a report the sentence links, with no employer of their
 * own, both work at the one company the sentence places them at.
 */
import type { CompanyState, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** The company the sentence is set at: "At C," opening it, "... at C" closing it, or a heading "Update at C:". */
function placeOf(view: View): CompanyState | undefined {
  const { at, isW, isX, n } = view
  let place: CompanyState | undefined
  for (let i = 0; i < n; i++) {
    const e = at(i)
    if (e?.k !== 'C') continue
    // One company only: with two, which one the people are at is not told here.
    if (place && place !== e.ref) return undefined
    if (e.poss || !isW(i - 1, 'at')) return undefined
    const opens = i - 1 === view.bodyStart && isX(i + 1, ',')
    const closes = i + 1 === n || isX(i + 1, '.', ',', ';', '!')
    const heading = i <= view.bodyStart + 4 && isX(i + 1, ':')
    if (!opens && !closes && !heading) return undefined
    place = e.ref
  }
  return place
}

/** Both ends of the reporting links this sentence wrote (from `mark`) work at its place, when they have no employer yet. */
export function reportingAt(r: Reader, view: View, mark: number): void {
  if (view.peopleHere.length < 2) return
  let place: CompanyState | undefined
  const ends: PersonState[] = []
  for (let x = mark; x < r.links.length; x++) {
    const link = r.links[x]!
    if (link.kind !== 'reports_to') continue
    const from = view.peopleHere.find((p) => p.name === link.from)
    const to = view.peopleHere.find((p) => p.name === link.to)
    if (!from || !to) continue
    place ??= placeOf(view)
    if (!place) return
    ends.push(from, to)
  }
  for (const person of ends) if (!r.employerOf(person)) r.worksAt(person, place, view.sentence)
}
