/*
 * A move the text denies (issue 27, W11, t1101-t1140): "Astrid Lindqvist is NOT leaving for
 * Nordvision Media", "Omar never joined Gulf Horizon Bank", "she isn't moving to C". No left-for link
 * follows from it, before or after the finishing pass reads moves; a near miss a third writer's
 * rumour-clearing note makes as well.
 */
import type { CompanyState, PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const MOVE_VERBS = ['leaving', 'left', 'leave', 'joining', 'joined', 'join', 'moving', 'moved', 'move', 'going']
const denied = new WeakMap<Reader, { person: PersonState; company: CompanyState }[]>()

const negation = (w: string): boolean => w === 'not' || w === 'never' || w.endsWith("n't") || w.endsWith('n’t')

/** Reads one sentence for "P (is) not leaving for C" and the like. */
export function negatedMoves(r: Reader, view: View): void {
  const { at, isW } = view
  for (let i = 1; i + 1 < view.n; i++) {
    const e = at(i)
    if (e?.k !== 'W' || !negation(e.w)) continue
    const v = isW(i + 1, 'be') ? i + 2 : i + 1
    if (!isW(v, ...MOVE_VERBS)) continue
    let c = v + 1
    while (c < v + 4 && at(c)?.k === 'W') c++
    const company = at(c)?.k === 'C' ? r.companyAt(at(c)) : undefined
    let s = i - 1
    while (s > i - 4 && at(s)?.k === 'W') s--
    const person = view.personAt(s)
    if (!company || !person) continue
    let list = denied.get(r)
    if (!list) denied.set(r, (list = []))
    if (list.length < 50) list.push({ person, company })
  }
}

/** Drops the denied moves: the person's "past" at the company and any left-for link to or from it. */
export function dropDeniedMoves(r: Reader): void {
  const list = denied.get(r)
  if (!list) return
  for (const { person, company } of list) {
    for (let x = r.past.length - 1; x >= 0; x--)
      if (r.past[x]!.person === person && r.past[x]!.company === company) r.past.splice(x, 1)
    const kept = r.links.filter(
      (l) =>
        !(l.kind === 'left_for' && l.from === person.name && (l.to === company.name || l.previous === company.name)),
    )
    r.links.length = 0
    r.links.push(...kept)
  }
}
