/*
 * A text signed on its last line with a name and a title, no company: "— Lucía Fernández, CFO",
 * "- Sara Lindgren, CEO" (issue 27, M4: an org update and an investor update of two writers' batches,
 * and every held-out part's announcements). The one who signs is the writer, and the title is held at
 * the writer's company, not at whichever company the body named last (the company in play when the
 * line is read: a former employer, an investor thanked for an intro). The finishing pass places the
 * writer at the writer's company when the text says which it is.
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Reads the text's last line when it is "— P, Title". */
export function signOffTitle(r: Reader, view: View): void {
  const { at, isX, n } = view
  if (r.lineEnd < r.textEnd || n < 4 || n > 6) return
  let d = 0
  while (d < n && isX(d, '—', '–', '-') && d < 2) d++
  if (d === 0) return
  const person = view.personAt(d)
  if (!person || !isX(d + 1, ',') || at(d + 2)?.k !== 'T') return
  for (let x = d + 3; x < n; x++) if (!isX(x, '.')) return
  r.writerPerson = person
  // The title was read at the company in play; the writer's is the writer's company.
  for (let x = r.titledInPlay.length - 1; x >= 0; x--)
    if (r.titledInPlay[x]!.person === person) r.titledInPlay.splice(x, 1)
}
