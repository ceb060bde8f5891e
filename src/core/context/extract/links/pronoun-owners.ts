/*
 * Whose "his" or "her" is, for a title before a name ("Her CFO, Ben Howard, has the final say"):
 * a person named before it in the sentence; opening a sentence, the subject of the sentence before,
 * as "She" opening one is ("She is evaluating us against Routemaster, whose rep Dan Cole has been
 * pushy. Her CFO ..." is Olivia's CFO, not Dan's); else the last person named.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const I_WORDS = new Set(['i', "i'm", 'i’m', "i've", 'i’ve'])

/** The person "his"/"her" at index i of the sentence stands for. */
export function colleagueBefore(r: Reader, view: View, i: number): PersonState | undefined {
  for (let x = i - 1; x >= 0; x--) {
    const e = view.at(x)!
    if (e.k === 'P') return e.ref
    if (e.k === 'W' && I_WORDS.has(e.w)) return r.me
  }
  if (i === view.bodyStart) return r.previousSubject ?? r.lastPerson
  return r.lastPerson
}
