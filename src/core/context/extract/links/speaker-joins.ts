/*
 * A chat speaker's own arrival (issue 27, W11, t1101-t1140): "Ayaan Hassan: hi all, quick intro: I'm
 * Ayaan, just joined the data team at Mombasa Mutual from Coastline Insurance". The speaker works at
 * the company joined, and left the one they came from for it.
 */
import type { CompanyState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

const FIRST_PERSON = ['i', "i'm", 'i’m', "i've", 'i’ve']

/** Reads a chat line's "I('ve) (just) joined (the T team at) C (from D)". */
export function speakerJoins(r: Reader, view: View): void {
  const speaker = view.speaker ?? r.lineSpeaker
  if (!speaker) return
  const { isW, at } = view
  for (let i = view.bodyStart + 1; i < view.n; i++) {
    if (!isW(i, 'joined')) continue
    // The writer's own clause: "I" within the few words before, and nobody else named between.
    let x = i - 1
    while (x >= view.bodyStart && x > i - 8 && !isW(x, ...FIRST_PERSON) && at(x)?.k !== 'P') x--
    if (!isW(x, ...FIRST_PERSON) && !(at(x)?.k === 'P' && (at(x) as { ref: unknown }).ref === speaker)) return
    let c = i + 1
    while (c < i + 6 && at(c)?.k === 'W') c++
    if (at(c)?.k !== 'C') return
    const company = (at(c) as { ref: CompanyState }).ref
    const from = isW(c + 1, 'from') && at(c + 2)?.k === 'C' ? (at(c + 2) as { ref: CompanyState }).ref : undefined
    if (from && from !== company) r.leftFor(speaker, from, company, view.sentence)
    r.worksAt(speaker, company, view.sentence, undefined, true)
    return
  }
}
