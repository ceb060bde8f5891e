/*
 * Chat speakers are no one's "she" (issue 27, N1). In "[09:41] Katarzyna Mazur: who's her boss there?
 * [09:42] Lars Andersen: she reports to Anders Holm", Lars's "she" is the buyer named before, never
 * Katarzyna: a chat line calls the one who spoke before "you". The speakers of a text's chat lines are
 * remembered as they are read, so "he"/"she" in a later line passes over them.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** The people who spoke a chat line of the text, per reader (at most a few dozen). */
const speakers = new WeakMap<Reader, Set<PersonState>>()

/** Remembers the speaker of the chat line a sentence opens. */
export function noteSpeaker(r: Reader, view: View): void {
  if (!view.speaker) return
  let seen = speakers.get(r)
  if (!seen) speakers.set(r, (seen = new Set()))
  if (seen.size < 64) seen.add(view.speaker)
}

/** Whether "he"/"she" in a chat line would take `subject`, someone who spoke a line of the chat. */
export function spokeInChat(r: Reader, view: View, subject: PersonState): boolean {
  return view.speaker !== undefined && speakers.get(r)?.has(subject) === true
}

/**
 * Whether `p` cannot be the "he"/"she" opening a line: the writer, the line's speaker, or one who spoke a
 * line of the chat before ("Pham Thu: of course! what's she up to?" then "Hoang Minh: she left for ...":
 * the one asked about, not Pham Thu; E7).
 */
export function selfOrSpoke(r: Reader, view: View, p: PersonState): boolean {
  return p === r.me || p === view.speaker || p === r.lineSpeaker || spokeInChat(r, view, p)
}
