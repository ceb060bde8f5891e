/*
 * A meeting note's own side, listed on a line of its own (issue 27, W11, t1101-t1140): "Us: Giorgia
 * Marino, Bilal Qureshi", "Our side: ...", "From us: ...". Those people are the writer's, not the
 * company the meeting was with, though the note names no company of the writer's; the finishing
 * pass leaves them out of the meeting's people and marks them the writer's side in its attendees.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const ours = new WeakMap<Reader, Set<PersonState>>()

/** Reads a line opening with "Us:", "Our side:", "Our team:" or "From us:" for its people. */
export function ourSideLine(r: Reader, view: View): void {
  const { isW, isX } = view
  const b = view.bodyStart
  if (view.speaker || !view.wholeLine) return
  const colon = isW(b, 'us') ? b + 1 : isW(b, 'our', 'from') && isW(b + 1, 'side', 'team', 'us') ? b + 2 : -1
  if (colon < 0 || !isX(colon, ':')) return
  let set = ours.get(r)
  if (!set) ours.set(r, (set = new Set()))
  for (const p of view.peopleHere) if (set.size < 50) set.add(p)
}

/** Takes the writer's side out of the people a meeting places at the company it was with. */
export function keepOurSide(r: Reader): void {
  const set = ours.get(r)
  if (!set) return
  for (let x = r.meetingPeople.length - 1; x >= 0; x--) if (set.has(r.meetingPeople[x]!)) r.meetingPeople.splice(x, 1)
  for (const a of r.attendees) if (set.has(a.person)) a.ours = true
}
