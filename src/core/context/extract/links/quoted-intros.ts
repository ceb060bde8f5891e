/*
 * A reply to an introduction (issue 27, t1021-t1060): the writer answers on top ("Thanks Kofi
 * (moving you to bcc)! Rahul, great to e-meet you.") and the introduction is the quoted message
 * under "On 14 Jan 2026, Kofi Asante wrote:" ("> Aino, Rahul — you both asked me about ..."). The
 * quoted message's hand-over is its sender's, not the writer's: the people it names were introduced
 * by the quoted sender, and the writer's mail introduces no one by it.
 */
import type { Reader } from '../reader.js'
import type { View } from './view.js'
import { takeQuotedHandOver } from '../quoted-introducers.js'

/** Whether the writer's own part (above the quote) handed people over, before the quote was read. */
const ownHandOver = new WeakMap<Reader, boolean>()

/** "you both", "you two", "should talk": words of a hand-over in the sentence. */
function handsOverHere(view: View): boolean {
  const { isW } = view
  for (let i = view.bodyStart; i < view.n; i++)
    if ((isW(i, 'you') && isW(i + 1, 'two', 'both')) || (isW(i, 'should') && isW(i + 1, 'talk', 'meet', 'connect')))
      return true
  return false
}

/** Reads one sentence: a quoted hand-over links its people to the quoted sender. */
export function quotedIntros(r: Reader, view: View): void {
  if (!r.quoted) {
    ownHandOver.set(r, r.handsOver)
    return
  }
  const sender = r.quotedSender
  // "> Ngaio, meet Dr Funmilayo Oyelaran" under "> From: Hemi Walker": the sender handed over, not the writer (W17).
  if (sender && takeQuotedHandOver(r)) r.handsOver = ownHandOver.get(r) ?? false
  if (!sender || !handsOverHere(view)) return
  const people = view.peopleHere.filter((p) => p !== sender)
  if (people.length < 2) {
    r.handsOver = ownHandOver.get(r) ?? false
    return
  }
  // The writer's "moving you to bcc" above it thanked the quoted sender: the writer handed no one over.
  r.handsOver = false
  // The writer among them is "I" (resolved when the text ends); one a thank-you above linked already is kept as it is.
  // ("Thanks Kofi" above wrote it to "Kofi", whom the text's end folds into Kofi Asante.)
  const linked = (name: string) =>
    r.links.some((l) => l.kind === 'introduced_by' && l.from === name && sender.words[0] === l.to)
  for (const p of people)
    if (!r.linkKeys.has(`introduced_by|${p.name}|${sender.name}`) && !linked(p.name))
      r.introduced(p === r.writerPerson ? r.me : p, sender, view.sentence)
}
