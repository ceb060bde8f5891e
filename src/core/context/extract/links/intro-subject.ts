/*
 * An introduction e-mail's subject line, "Subject: Aditi <> Rohan": the two it names either side of
 * "<>" are the two the mail introduces, as if it addressed each of them (intro-mail.ts); when the
 * body hands them over ("you two should compare notes"), the finishing pass links both to the writer
 * (issue 27's fallback: the body often names them in a list, never in an address).
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** At most this many addresses a text keeps (as intro-mail.ts). */
const ADDRESSES = 8

/** The first word of the name that ends (side -1) or starts (side 1) at element x: a person's, or a capitalised word's. */
function nameWord(view: View, x: number, side: -1 | 1): string | undefined {
  const e = view.at(x)
  if (e?.k === 'P') return e.ref.words[0]!.toLowerCase()
  if (e?.k !== 'W' || !e.cap) return undefined
  if (side === 1) return e.w
  // "Aditi Rao <> Rohan": back to the first word of the run.
  let y = x
  while (y - 1 >= view.bodyStart && view.at(y - 1)?.k === 'W' && (view.at(y - 1) as { cap: boolean }).cap) y--
  return (view.at(y) as { w: string }).w
}

/** Reads a subject line "Subject: A <> B" (after "Re:", "Intro:" and the like) into the addresses. */
export function introSubject(r: Reader, view: View): void {
  if (!view.isW(view.bodyStart, 'subject') || !view.isX(view.bodyStart + 1, ':')) return
  let marks = 0
  let at = -1
  for (let x = view.bodyStart + 2; x < view.n; x++)
    if (view.isX(x, '<>')) {
      marks++
      at = x
    }
  // One "<>" between two names: "Aditi <> Rohan" (not "A <> B <> C", a thread of several).
  if (marks !== 1) return
  const left = nameWord(view, at - 1, -1)
  const right = nameWord(view, at + 1, 1)
  if (!left || !right || left === right || r.addressed.length > ADDRESSES - 2) return
  r.addressed.push(left, right)
}
