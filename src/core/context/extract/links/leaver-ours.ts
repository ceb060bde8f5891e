/*
 * A farewell names the writer's company by whom it lost (issue 27, W11, t1101-t1140): "After eleven
 * years with us, Rania Haddad left Qasr Capital Partners last Friday to become CFO of Levant Pay".
 * "with us" (or "leaves us") in the sentence of "P left C" says C is the writer's company, so the
 * "our" and "us" of the note ("joins us from ...", "our managing partner") are C's.
 */
import type { CompanyState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Reads "with us ... P left C" or "P left C ... with us" for the writer's company. */
export function leaverOurs(r: Reader, view: View): void {
  if (r.writer || view.speaker) return
  const { isW, at } = view
  let us = false
  for (let i = 0; i + 1 < view.n; i++) if (isW(i, 'with') && isW(i + 1, 'us')) us = true
  if (!us) return
  for (let i = 1; i + 1 < view.n; i++) {
    if (!isW(i, 'left') || at(i + 1)?.k !== 'C' || (at(i + 1) as { poss: boolean }).poss) continue
    if (!view.personAt(i - 1) && !(isW(i - 1, 'has') && view.personAt(i - 2))) continue
    r.writer = (at(i + 1) as { ref: CompanyState }).ref
    return
  }
}
