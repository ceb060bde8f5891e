/*
 * A double opt-in asked, not yet made (issue 27, t1021-t1060): "Before I connect you two, are you
 * open to it?", "Would you like me to introduce you?". The mail names the two it might connect and
 * says "you two", but no one is introduced until both say yes: the writer's hand-over is taken back.
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Texts that ask for an opt-in. */
const asking = new WeakSet<Reader>()

/** "before I connect/introduce", "are you open to", "would you like me to introduce". */
function asks(view: View): boolean {
  const { isW } = view
  for (let i = view.bodyStart; i < view.n; i++) {
    if (isW(i, 'before') && isW(i + 1, 'i') && isW(i + 2, 'connect', 'introduce', 'intro')) return true
    if (isW(i, 'are', 'would') && isW(i + 1, 'you') && (isW(i + 2, 'open') || (isW(i + 2, 'be') && isW(i + 3, 'open'))))
      return true
    if (isW(i, 'like', 'want') && isW(i + 1, 'me') && isW(i + 2, 'to') && isW(i + 3, 'introduce', 'connect', 'intro'))
      return true
  }
  return false
}

/** Reads one sentence: once the text asks for an opt-in, the writer hands no one over. */
export function optInAsks(r: Reader, view: View): void {
  if (!view.speaker && asks(view)) asking.add(r)
  if (asking.has(r)) r.handsOver = false
}
