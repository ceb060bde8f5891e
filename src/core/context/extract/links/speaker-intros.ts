/*
 * An introduction made in a chat line (issue 27, t1021-t1060): the speaker hands two people over,
 * "Raúl Ortega: putting you two in touch — Ji-ho runs ..., Nomvula is ...", "Leilani Kahale: @Tomasz
 * meet @Hiroko — Hiroko Tanaka is ...". The people the line names (and the few sentences after it in
 * the same line, before another speaker) were introduced by its speaker. An offer ("I can intro you if
 * it helps") or a request ("can you intro me to ...") hands no one over: no link.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** The speaker whose line handed people over, and the sentence count then. */
const handing = new WeakMap<Reader, { by: PersonState; sentences: number }>()

/** "putting you two in touch", "connecting you both", "introducing you two", "@A meet @B". */
function handsOver(view: View): boolean {
  const { isW } = view
  for (let i = view.bodyStart; i < view.n; i++) {
    if (isW(i, 'putting', 'connecting', 'introducing', 'linking') && isW(i + 1, 'you') && isW(i + 2, 'two', 'both'))
      return true
    // "@Tomasz meet @Hiroko" (the marks are dropped): a name opening the line, "meet", a name.
    if (isW(i, 'meet') && i === view.bodyStart + 1 && named(view, i - 1) && named(view, i + 1)) return true
  }
  return false
}

/** A person, or a capitalised word a mention writes ("@Tomasz"), at i. */
function named(view: View, i: number): boolean {
  const e = view.at(i)
  return e?.k === 'P' || (e?.k === 'W' && e.cap)
}

/** Reads one sentence of a chat for a speaker's hand-over, and the people it introduces. */
export function speakerIntros(r: Reader, view: View): void {
  const open = handing.get(r)
  let by: PersonState | undefined
  if (view.speaker && handsOver(view)) {
    by = view.speaker
    handing.set(r, { by, sentences: r.sentences })
  } else if (!view.speaker && open && r.sentences - open.sentences <= 3) by = open.by
  else {
    handing.delete(r)
    return
  }
  for (const p of view.peopleHere) if (p !== by) r.introduced(p, by, view.sentence)
}
