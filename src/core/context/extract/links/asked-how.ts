/*
 * A question asking how we reached someone ("[13:50] Nina: how did we get to Viktor Lind?") and the
 * sentence after it, its answer ("Ebba Strand made the connection last spring", "via Clara Wolf"):
 * the one asked about was introduced by the one person the answer names with a word of an
 * introduction (issue 27's fallback; the answer may deny it: "not via Ebba").
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Verbs of reaching someone in a question: "how did we get to Viktor?", "how do we know Ana?", "how did you meet her?". */
const HOW_VERBS = new Set(['get', 'got', 'reach', 'reached', 'meet', 'met', 'find', 'found', 'know', 'end'])

/** "how did we get to Viktor Lind?": the one person the question asks about, kept for the answer. */
export function askHow(r: Reader, view: View): void {
  let how = false
  let verb = false
  for (let x = view.bodyStart; x < view.n; x++) {
    if (view.isW(x, 'how')) how = true
    else if (how && view.at(x)?.k === 'W' && HOW_VERBS.has((view.at(x) as { w: string }).w)) verb = true
  }
  const people = view.peopleHere.filter((p) => p !== view.speaker)
  if (how && verb && people.length === 1) r.askedHow = people[0]
}

/** Words of an answer naming who introduced someone (besides the fallback's words of an introduction): "Ebba made the connection", "via Clara Wolf", "through Ana". */
const ANSWERS = new Set(['via', 'through', 'thanks'])

/** The answer to "how did we get to P?": one other person and a word of an introduction, and P was introduced by them. */
export function answerHow(
  r: Reader,
  view: View,
  asked: PersonState,
  intro: ReadonlySet<string>,
  negated: (w: string) => boolean,
): void {
  const people = view.peopleHere.filter((p) => p !== view.speaker && p !== asked)
  if (people.length !== 1) return
  for (let x = view.bodyStart; x < view.n; x++) {
    const e = view.at(x)!
    if (e.k === 'W' && negated(e.w)) return
  }
  for (let x = view.bodyStart; x < view.n; x++) {
    const e = view.at(x)!
    if (e.k === 'W' && (ANSWERS.has(e.w) || intro.has(e.w))) return r.introduced(asked, people[0]!, view.sentence)
  }
}
