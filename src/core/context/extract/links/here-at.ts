/**
 * "here at Cobalt Ridge", "we at Cobalt Ridge" (not "hosting us at C", a visit): the writer names their own company. It is the
 * writer's company from then on, so "their" later in the text stands for the other company the
 * text is about (their-company.ts), not for this one. Not in a chat (a speaker's "here" is theirs
 * alone) nor below a quoted message.
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Sets the writer's company from "here at C" / "we at C" when the text has none yet. */
export function hereAtWriter(r: Reader, view: View): void {
  const { at, isW } = view
  if (r.writer || view.speaker || r.quoted) return
  for (let i = 0; i + 2 < view.n; i++) {
    const c = at(i + 2)
    if (isW(i, 'here', 'we') && isW(i + 1, 'at') && c?.k === 'C' && !c.poss) {
      r.writer = c.ref
      return
    }
  }
}
