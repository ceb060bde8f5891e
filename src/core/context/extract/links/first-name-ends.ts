/*
 * A first name alone standing for a person the text named in full before ("Attendees: Paulo
 * Ferreira (...) / Background: Paulo is a contact of Yasmin Haddad's"): the reader keeps such a word
 * as a word, so the fallback (issue 27, third pass) reads it as that person when it opens a clause
 * and a verb follows, and only one person of the text has that first name.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { View } from './view.js'

/** Words that may follow the first name as its verb: the verbs of the fallback's sentences. */
const VERBS = new Set(['is', 'was', 'has', 'had', 'knows', 'knew', 'met', 'introduced', 'referred', 'recommended'])

/** The person the word at x stands for, or undefined. */
export function firstNameEnd(r: Reader, view: View, x: number): PersonState | undefined {
  const e = view.at(x)
  if (e?.k !== 'W' || !e.cap) return undefined
  const opens = x === view.bodyStart || view.isX(x - 1, ',', ';', ':') || view.isW(x - 1, 'and')
  if (!opens || !view.isW(x + 1, ...VERBS)) return undefined
  const people = r.byPart.get(e.w)
  if (people?.size !== 1) return undefined
  const person = [...people][0]!
  // The first word of a fuller name already read (not a last name, not the writer).
  if (person.words.length < 2 || person.words[0]!.toLowerCase() !== e.w || person === r.me) return undefined
  return person
}
