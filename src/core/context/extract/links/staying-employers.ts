/*
 * A move that has not happened (issue 27, M8: four writers' batches): "Hannah Vogel is not leaving
 * Kestrel Labs for Brightline Robotics", "Raj Patel might leave Sundial Health for Northstar
 * Capital", "Leila said she is thinking of leaving Caspian Foods", "Samir was asked to leave Cedar
 * Pay but said no". No move follows (negated-moves.ts), but the company left in words is the one
 * the person works at now: the denied or doubtful move states the present employer.
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Words that make "leave C" a move that has not happened: a denial, a doubt, a wish, an offer. */
const NOT_YET = new Set([
  'not',
  'never',
  'might',
  'may',
  'could',
  'would',
  'thinking',
  'considering',
  'asked',
  'tempted',
  'rumoured',
  'rumored',
  'wants',
  'plans',
  'planning',
])

const negated = (w: string): boolean => NOT_YET.has(w) || w.endsWith("n't") || w.endsWith('n’t')

/** Reads "P (is not|might|is thinking of) leav(e|ing) C" in one sentence: P works at C. */
export function stayingEmployers(r: Reader, view: View): void {
  const { at, isW } = view
  for (let i = view.bodyStart + 1; i + 1 < view.n; i++) {
    if (!isW(i, 'leave', 'leaving', 'quit', 'quitting')) continue
    const c = at(i + 1)
    if (c?.k !== 'C' || c.poss) continue
    // The cue and the subject stand a few words back, in the same clause (no comma or other company between).
    let cue = false
    let person = undefined
    for (let x = i - 1; x >= view.bodyStart && x >= i - 8; x--) {
      const e = at(x)!
      if (e.k === 'X' || e.k === 'C') break
      if (e.k === 'W' && negated(e.w)) cue = true
      if (e.k === 'P') {
        person = e.poss ? undefined : e.ref
        break
      }
    }
    if (cue && person) r.worksAt(person, c.ref, view.sentence)
  }
}
