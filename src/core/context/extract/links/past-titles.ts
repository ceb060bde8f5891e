/*
 * "She was my manager at Vistula Underwriters back in 2019", "he was my manager at Yachay Labs before
 * I came here" (issue 27, W17, chat threads where a speaker's own tie comes out in passing): "was"
 * before a title the speaker held toward the subject, at a company, tells a former job, not where the
 * subject works now, and that the two know each other. Only "my" or "our": "X was the CFO at Y" is
 * left to the rules that read it.
 */
import type { Reader } from '../reader.js'
import type { Clause, View } from './view.js'

/** Titles one holds toward another: who was my manager, my mentor. */
const OVER_ME = ['manager', 'boss', 'supervisor', 'mentor', 'lead']

/**
 * Whether the copula before w is "was" and the title at w is "my/our <title>": a former job. Adds the
 * knows link between the subject and "me" when the title is one held over me.
 */
export function pastOwnTitle(r: Reader, view: View, cl: Clause, w: number): boolean {
  const { isW, sentence } = view
  if (!isW(w - 1, 'was') || !isW(w, 'my', 'our')) return false
  // A chat line's later sentence ("Cristina! she was my manager ...") is still its speaker's.
  const me = view.speaker ?? r.lineSpeaker ?? r.me
  const t = view.at(w + 1)
  const over = t?.k === 'T' ? OVER_ME.includes(t.title.toLowerCase()) : isW(w + 1, ...OVER_ME)
  if (isW(w, 'my') && over && cl.subject !== me) r.knows(cl.subject, me, sentence)
  return true
}
