/*
 * "Both will continue to report to me", "Both of them now report to Ines Duarte" (issue 27, W11,
 * t1101-t1140): an org note names two people, then says whom both report to. "Both" stands for the
 * last two people the text named before the sentence, the manager aside; "me" is the writer.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Words that may stand between "Both" and "report": auxiliaries and adverbs of one clause. */
const BETWEEN = new Set(['will', 'continue', 'continues', 'to', 'now', 'also', 'still', 'shall', 'would', 'then'])

export function bothReport(r: Reader, view: View): void {
  const { isW, at } = view
  let x = view.bodyStart
  if (!isW(x, 'both')) return
  x++
  if (isW(x, 'of') && isW(x + 1, 'them')) x += 2
  const verb = x + 4
  while (x < verb && isW(x, ...BETWEEN)) x++
  if (!isW(x, 'report', 'reports') || !isW(x + 1, 'to')) return
  let m = x + 2
  if (isW(m, 'directly')) m++
  const manager = isW(m, 'me') ? r.me : at(m)?.k === 'P' ? view.personAt(m) : undefined
  if (!manager) return
  // The sentence names no one but the manager: everyone else in the text so far was named before it.
  if (view.peopleHere.some((p) => p !== manager)) return
  const before: PersonState[] = []
  for (const p of r.people.values()) if (p !== manager && p !== r.me && !r.folded(p)) before.push(p)
  if (before.length < 2) return
  for (const p of before.slice(-2)) r.report(p, manager, view.sentence)
}
