/*
 * Introductions asked for, not made (FX3, issue 27). "I asked Ana to introduce me to Tom", "I asked Ana
 * Silva for an intro to Tom Reed", "I'd like Ana to connect us with Tom": a request says nothing done and
 * nothing known (Ana may not know Tom); the offer rules (offers.ts: "Ana offered to introduce us to Tom",
 * knows) and the fallback's pair of an intro's cue read these as an introduction or a tie. And "Tom asked
 * me to introduce him to you": the writer introduces Tom, so it is no referral of the writer by Tom
 * (intro-phrases.ts, "Tom asked me to contact you").
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const ASKING = new Set(['asked', 'ask', 'asking', 'asks', 'begged', 'like', 'want', 'wanted', 'need', 'needs'])
const INTRO_VERBS = new Set(['introduce', 'connect', 'intro'])
const INTRO_NOUNS = new Set(['intro', 'introduction', 'introductions', 'connection'])

/** Whether the word after the intro verb at w is the asker ("introduce him to you"): the writer makes the intro. */
export function introducesAsker(view: View, w: number): boolean {
  return view.isW(w, 'introduce', 'connect') && view.isW(w + 1, 'him', 'her', 'them')
}

/** The one asked at x, when a request for an introduction opens there: "asked P to introduce", "asked P for an intro". */
function askedOf(view: View, x: number): PersonState | undefined {
  const { isW } = view
  if (!isW(x, ...ASKING)) return undefined
  const asked = view.personAt(x + 1)
  if (!asked) return undefined
  if (isW(x + 2, 'to') && isW(x + 3, ...INTRO_VERBS)) return asked
  // "asked Rosa if she could introduce me to Juan".
  if (isW(x + 2, 'if', 'whether') && isW(x + 3, 'she', 'he', 'they') && isW(x + 5, ...INTRO_VERBS)) return asked
  const noun = isW(x + 3, 'a', 'an') ? x + 4 : x + 3
  return isW(x + 2, 'for') && isW(noun, ...INTRO_NOUNS) ? asked : undefined
}

/** Takes back the introductions and ties between the one asked and others the sentence's rules read since `mark`. */
export function dropRequestedIntros(r: Reader, view: View, mark: number): void {
  if (r.links.length === mark) return
  let asked: PersonState | undefined
  for (let x = view.bodyStart; x < view.n && !asked; x++) asked = askedOf(view, x)
  if (!asked) return
  const name = asked.name
  const kept = r.links.slice(0, mark)
  for (const link of r.links.slice(mark)) {
    if ((link.kind === 'introduced_by' || link.kind === 'knows') && (link.from === name || link.to === name))
      r.linkKeys.delete(`${link.kind}|${link.from}|${link.to}`)
    else kept.push(link)
  }
  r.links.length = 0
  r.links.push(...kept)
}
