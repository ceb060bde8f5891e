/*
 * The other half of an introduction's two turns (issue 27, W11, t1101-t1140): "I'd like you to meet
 * Senait Tekle ... Senait, Aino Mäkinen runs development at Revontuli Films Oy." Turning to one
 * person by name to present another in full presents that other one too; when the text is an
 * introduction by its writer (someone was introduced by the writer), the one presented is as well.
 * And "Dear Lan, copying Amani here.": the one copied in is addressed, as a greeting addresses.
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

/** "copying P here", "cc'ing P in": P is one the mail addresses (intro-mail.ts's list, for the hand-over). */
export function copiedIn(r: Reader, view: View): void {
  const { isW, isX } = view
  for (let i = 0; i + 2 < view.n; i++) {
    if (!isW(i, 'copying', "cc'ing", 'cc’ing', 'ccing')) continue
    // A first name alone is often read before the full name comes ("copying Amani here. Amani Nyerere runs ...").
    const e = view.at(i + 1)
    const word = e?.k === 'P' ? e.ref.words[0]!.toLowerCase() : e?.k === 'W' && e.cap ? e.w : undefined
    if (!word || !(isW(i + 2, 'here', 'in') || isX(i + 2, '.', ',', ';'))) continue
    if (r.addressed.length < 8) r.addressed.push(word)
  }
}

/** Once the writer's introductions are read: the people presented in a turn were introduced too. */
export function introducePresented(r: Reader): void {
  const list = presented.get(r)
  if (!list || !r.links.some((l) => l.kind === 'introduced_by' && l.to === WRITER)) return
  for (const p of list) if (p !== r.writerPerson) r.introduced(p, r.me, () => '')
}
