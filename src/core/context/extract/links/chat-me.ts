/*
 * "Me" in a chat line is its speaker (W16): "[16:22] Agustina Molina: Rocío Paz, she reports to me"
 * is Rocío's line to Agustina. The reporting rule read "me" as the text's writer, whom a chat thread
 * without a signature never names, so the link was lost; a line's speaker is its "I" and "me" as the
 * subject rules already read it ("I know him well").
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Whom "me" in the sentence means: its chat line's speaker, else the writer. */
export function meOf(r: Reader, view: View): PersonState {
  return view.speaker ?? r.me
}
