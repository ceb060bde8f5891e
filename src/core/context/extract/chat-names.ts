/*
 * One-word names a chat thread vouches for whatever the lists of given names know: a speaker who
 * opens two or more of the thread's lines ("Yaw: ...", "Yaw: yes") beside another such speaker,
 * and a mention written onto its "@" ("@Sofie please ...", "thanks @Ilan").
 */
import type { Reader } from './reader.js'
import { isSpace, type Tok } from './scanner.js'
import { mentionVerb } from './mention-verbs.js'

/** Words that open a line before a colon and name no one: labels of notes, logs and mails. */
export const LABELS = new Set(
  `note notes update updates action actions agenda summary issue issues caller date time subject from to cc bcc re
   fwd fw attendees present location decision decisions next status question answer reply customer account contact
   owner step steps result results todo reminder outcome context background goal goals risk risks blocker blockers
   source sources phone email mobile title role company team topic topics q a budget pricing price timeline timing
   competitor competitors champion requirements concerns objections stage amount value deal opportunity industry region
   priority category type ticket product plan owner pros cons`.split(/\s+/),
)
/** A line's opening word and its colon: "Yaw: just heard ...". Anchored and bounded, one line at a time. */
export const SPEAKER = /^[ \t>]*(\p{Lu}[\p{Ll}\p{M}'’-]{1,30}):/u
/** What follows a mention that is a person's: a request, or a mark. */
const AFTER_MENTION = new Set(['please', 'pls', 'can', 'could', 'would', 'will', 'thanks', 'thx', 'fyi', 'and'])

const speakers = new WeakMap<Reader, Map<string, number>>()

/** The line-opening words before a colon and how many lines each opens, counted once per text. */
function speakerCounts(r: Reader): Map<string, number> {
  let counts = speakers.get(r)
  if (counts) return counts
  counts = new Map()
  let from = 0
  const text = r.text
  while (from <= text.length) {
    let to = text.indexOf('\n', from)
    if (to < 0) to = text.length
    const m = SPEAKER.exec(text.slice(from, Math.min(to, from + 40)))
    if (m) {
      const lc = m[1]!.toLowerCase()
      if (!LABELS.has(lc)) counts.set(lc, (counts.get(lc) ?? 0) + 1)
    }
    from = to + 1
  }
  speakers.set(r, counts)
  return counts
}

/** Whether the word opens two or more lines before a colon, and another word opens a line so too (three or more in all). */
export function repeatedSpeaker(r: Reader, word: Tok, after: Tok | undefined, lineStart: boolean): boolean {
  if (!lineStart || after?.text !== ':') return false
  const counts = speakerCounts(r)
  if ((counts.get(word.lc) ?? 0) < 2) return false
  // A thread: another speaker, and three or more such lines in all.
  let lines = 0
  let others = 0
  for (const [other, n] of counts) {
    lines += n
    if (other !== word.lc) others++
  }
  return others > 0 && lines >= 3
}

/** Whether the word is written onto an "@" that opens it ("@Sofie please"), not an address's. */
export function mentioned(r: Reader, word: Tok, after: Tok | undefined): boolean {
  const at = word.start - 1
  if (at < 0 || r.text[at] !== '@') return false
  if (at > 0 && !isSpace(r.text.charCodeAt(at - 1)) && r.text[at - 1] !== '(') return false
  if (after === undefined) return true
  if (after.kind === 'punct') return /^[,:;.!?)]$/.test(after.text)
  // "@Tomasz review the SOW": the verb of the ask itself (mention-verbs.ts).
  return after.kind === 'word' && (AFTER_MENTION.has(after.lc) || mentionVerb(r.text, word, after))
}
