/*
 * Whom the writer (or a chat line's speaker) says they know, in the shapes an introduction or a chat
 * tells it (issue 27, W11, t1101-t1140): "I've known you both for years" in an e-mail that introduces
 * two people (the writer knows each of them), "Senait Tekle, a producer I worked with" (the writer
 * knows the one named before it), and a chat line's "Soo-ah's great, we trained together" (the speaker
 * knows the one the line names).
 */
import type { Reader } from '../reader.js'
import { WRITER } from '../reader.js'
import type { View } from './view.js'

const knowsBoth = new WeakSet<Reader>()
const TOGETHER_VERBS = ['worked', 'trained', 'studied', 'were', 'grew', 'started', 'served']

/** Reads one sentence for the shapes above. */
export function writerKnows(r: Reader, view: View): void {
  const { isW, isX, at, personAt, sentence } = view
  for (let i = view.bodyStart; i < view.n; i++) {
    // "I've known you both", "I know you two well": said to the two the e-mail introduces.
    if (
      isW(i, 'known', 'know') &&
      isW(i + 1, 'you') &&
      isW(i + 2, 'both', 'two') &&
      isW(i - 1, "i've", 'i’ve', 'i', 'have') &&
      !view.speaker &&
      !r.lineSpeaker
    )
      knowsBoth.add(r)
    // "P, a producer I worked with", "P, an old colleague I trained with".
    if (isW(i, 'i') && isW(i + 1, ...TOGETHER_VERBS) && isW(i + 2, 'with') && !view.speaker && !r.lineSpeaker) {
      let x = i - 1
      while (x > i - 4 && at(x)?.k === 'W' && !isW(x, 'a', 'an')) x--
      const p = isW(x, 'a', 'an') && isX(x - 1, ',') ? personAt(x - 2) : undefined
      if (p && p !== r.writerPerson) r.knows(p, r.me, sentence)
    }
    // A chat line: "we trained together" about the one other person the sentence names.
    // (The line's later sentences too: "glad it worked! Soo-ah's great, we trained together".)
    const speaker = view.speaker ?? r.lineSpeaker
    if (speaker && isW(i, 'we') && isW(i + 1, ...TOGETHER_VERBS) && isW(i + 2, 'together')) {
      const others = view.peopleHere.filter((p) => p !== speaker)
      if (others.length === 1) r.knows(speaker, others[0]!, sentence)
    }
  }
}

/** Once the writer's introductions are read: "I've known you both" ties the writer to each one introduced. */
export function knownBoth(r: Reader): void {
  if (!knowsBoth.has(r)) return
  const introduced = r.links.filter((l) => l.kind === 'introduced_by' && l.to === WRITER).map((l) => l.from)
  if (introduced.length !== 2) return
  for (const name of introduced) {
    const p = [...r.people.values()].find((q) => q.name === name)
    if (p) r.knows(p, r.me, () => '')
  }
}
