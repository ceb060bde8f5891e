/*
 * The addressee a reply names in full only in the message it quotes (issue 27, M9: t883, t1089, t1172
 * across three writers' batches): "Martín, ... Carmen Quispe says hello — she mentioned you worked
 * together ..." above "> On 14 Jan, Martín Silva <...> wrote:"; "Dear Farrukh, ... she said you had
 * worked together" above "> Farrukh Saidov, General Manager". When the sentence is read the greeting's
 * word is no one yet (your-ties.ts finds no addressee); the tie waits for the end of the text and goes
 * to the one person whose name the greeting's word starts (none when two people share it).
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

interface Waiting {
  greeted: string | undefined
  ties: { other: PersonState; sentence: string }[]
}

const waiting = new WeakMap<Reader, Waiting>()
/** Ties held at most per text: a note has a few. */
const MOST = 20

function stateOf(r: Reader): Waiting {
  let state = waiting.get(r)
  if (!state) waiting.set(r, (state = { greeted: undefined, ties: [] }))
  return state
}

/** Reads an e-mail's greeting word, "Hi Min-jun," or a line "Martín,", before any link waits for it. */
export function greetingWord(r: Reader, view: View): void {
  const { at, isW, isX, n } = view
  if (view.speaker || waiting.get(r)?.greeted !== undefined) return
  const k = isW(0, 'hi', 'hello', 'hey', 'dear') ? 1 : 0
  const word = at(k)
  if (word?.k !== 'W' || !word.cap || !isX(k + 1, ',')) return
  if (k === 0 && !(view.wholeLine && n === 2)) return
  stateOf(r).greeted = word.w
}

/** "P ... you worked together" with no addressee named yet: the tie waits for the text's end. */
export function waitForAddressee(r: Reader, view: View, other: PersonState): void {
  if (view.speaker) return
  const state = stateOf(r)
  if (state.greeted !== undefined && state.ties.length < MOST) state.ties.push({ other, sentence: view.sentence() })
}

/** At the text's end: the one person the greeting's word names knows each waiting person. */
export function placeLaterAddressees(r: Reader): void {
  const state = waiting.get(r)
  if (!state?.greeted || state.ties.length === 0) return
  const people = r.byPart.get(state.greeted)
  if (people?.size !== 1) return
  const reader = [...people][0]!
  if (reader === r.writerPerson) return
  for (const { other, sentence } of state.ties) if (other !== reader) r.knows(reader, other, () => sentence)
}
