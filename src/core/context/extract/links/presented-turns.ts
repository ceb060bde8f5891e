/*
 * The other half of an introduction's two turns (issue 27, W11, t1101-t1140): "I'd like you to meet
 * Senait Tekle ... Senait, Aino Mäkinen runs development at Revontuli Films Oy." Turning to one
 * person by name to present another in full presents that other one too; when the text is an
 * introduction by its writer (someone was introduced by the writer), the one presented is as well.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { WRITER } from '../reader.js'
import type { View } from './view.js'

const presented = new WeakMap<Reader, PersonState[]>()

/** Reads a sentence opening "X, P <verb>": X the one turned to, P another named in full. */
export function presentedTurn(r: Reader, view: View): void {
  if (view.speaker) return
  const { at, isX } = view
  const b = view.bodyStart
  const turned = at(b)
  if (!(turned?.k === 'W' || turned?.k === 'P') || !isX(b + 1, ',')) return
  const p = view.personAt(b + 2)
  if (!p || p.words.length < 2 || at(b + 3)?.k !== 'W' || (turned.k === 'P' && turned.ref === p)) return
  const list = presented.get(r) ?? []
  if (list.length < 20) list.push(p)
  presented.set(r, list)
}

/** Once the writer's introductions are read: the people presented in a turn were introduced too. */
export function introducePresented(r: Reader): void {
  const list = presented.get(r)
  if (!list || !r.links.some((l) => l.kind === 'introduced_by' && l.to === WRITER)) return
  for (const p of list) if (p !== r.writerPerson) r.introduced(p, r.me, () => '')
}
