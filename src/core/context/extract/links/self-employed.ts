/*
 * People who work for themselves: "he now freelances", "she is self-employed", "Diego went
 * freelance". A title alone places its person at the company in play ("Diego is a data engineer");
 * once the text says they work for nobody, the title says nothing of that company.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Words that say their subject works for themselves. */
const SELF_WORDS = new Set(['freelances', 'freelancing', 'freelance', 'self-employed', 'freelancer'])

/** Reads one sentence: whoever it says works for themselves is placed at no company in play by a title. */
export function selfEmployed(r: Reader, view: View): void {
  const { at, isW, n } = view
  for (let x = 0; x < n; x++) {
    const e = at(x)!
    if (e.k !== 'W' || !SELF_WORDS.has(e.w)) continue
    // "a freelance designer": a title the outsiders list reads already.
    if (e.w === 'freelance' && !isW(x - 1, 'is', 'went', 'gone', 'now', 'been', 'was')) continue
    const person = subjectBefore(r, view, x)
    if (!person) return
    for (let i = r.titledInPlay.length - 1; i >= 0; i--)
      if (r.titledInPlay[i]!.person === person) r.titledInPlay.splice(i, 1)
    return
  }
}

/** The person a predicate at x is about: the nearest name before it within its clause, or the clause's "he"/"she". */
function subjectBefore(r: Reader, view: View, x: number): PersonState | undefined {
  for (let y = x - 1; y >= 0 && y >= x - 6; y--) {
    const e = view.at(y)!
    if (e.k === 'P') return e.ref
    // "Diego is a data engineer I know; he now freelances": the person named before, never the writer.
    if (e.k === 'W' && (e.w === 'he' || e.w === 'she'))
      return view.peopleHere[0] ?? (r.lastPerson === r.me ? undefined : r.lastPerson)
    if (e.k === 'X' && e.p !== '-') return undefined
  }
  return undefined
}
