/*
 * A chat thread's speaker who opens one line only (issue 27, W17: "Kamila: I met their geologist once"
 * between "Baurzhan:" and "Gulnara:" lines, each of whom speaks twice). chat-names.ts vouches for a
 * speaker of two lines; in a thread of three speakers or more, where "Name:" lines are most of the
 * text and someone speaks twice (or a line turns to someone by "@"), the one-line speakers are people too. A form of labels ("Venue:",
 * "Catering:") has no speaker of two lines, and notes are not mostly such lines.
 */
import { LABELS, SPEAKER } from './chat-names.js'
import type { Reader } from './reader.js'
import type { Tok } from './scanner.js'

interface Thread {
  /** Speakers and their lines. */
  counts: Map<string, number>
  /** Whether the text is a thread: three speak, their lines are most of the text's, and one speaks twice or a line opens with a mention. */
  thread: boolean
}

const threads = new WeakMap<Reader, Thread>()

/** The text's speaker lines, counted once per text (one anchored, bounded match per line). */
function threadOf(r: Reader): Thread {
  let t = threads.get(r)
  if (t) return t
  const counts = new Map<string, number>()
  const text = r.text
  let lines = 0
  let speakerLines = 0
  let mentions = false
  let from = 0
  while (from <= text.length) {
    let to = text.indexOf('\n', from)
    if (to < 0) to = text.length
    if (text.slice(from, Math.min(to, from + 40)).trim() !== '') lines++
    const m = SPEAKER.exec(text.slice(from, Math.min(to, from + 40)))
    const lc = m?.[1]!.toLowerCase()
    if (lc !== undefined && !LABELS.has(lc)) {
      counts.set(lc, (counts.get(lc) ?? 0) + 1)
      speakerLines++
      // "Kofoworola: @Jin-sol meet ...": a line that turns to someone by a mention.
      if (/^\s*@\p{L}/u.test(text.slice(from + m![0].length, Math.min(to, from + m![0].length + 8)))) mentions = true
    }
    from = to + 1
  }
  const twice = [...counts.values()].some((n) => n >= 2)
  const mostly = counts.size >= 3 && speakerLines * 3 >= lines * 2
  t = { counts, thread: mostly && ((twice && speakerLines >= 4) || mentions) }
  threads.set(r, t)
  return t
}

/** Whether the word opens one line of a thread before a colon ("Kamila: ..."). */
export function threadSpeaker(r: Reader, word: Tok, after: Tok | undefined, lineStart: boolean): boolean {
  if (!lineStart || after?.text !== ':') return false
  const t = threadOf(r)
  return t.thread && t.counts.has(word.lc)
}
