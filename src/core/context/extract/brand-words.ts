/*
 * Brand words (W10): a word written with a capital inside it, after three or more lower-case
 * letters ("RoboDispense", "SafeLift", "MedSoft", "FrostLine"), is how companies spell their names,
 * never how people spell theirs (the name prefixes "Mac", "Van", "Fitz" and given names joined
 * with another, "MaryAnn", are left out). A run holding one is a company's name: "RoboDispense
 * Asia", "SafeLift Training", where the words around it could otherwise read as a person's.
 */
import { FIRST_NAMES } from '../lexicon.js'
import type { Tok } from './scanner.js'

/** A capital, three or more lower-case letters, a capital and a lower-case letter. */
const CAMEL = /^(\p{Lu}\p{Ll}{2,})\p{Lu}\p{Ll}/u
/** Family-name prefixes written with an inner capital ("MacKenzie", "VanDyke", "FitzGerald"). */
const NAME_PREFIXES = new Set([
  'mac',
  'van',
  'von',
  'del',
  'della',
  'der',
  'den',
  'des',
  'dos',
  'das',
  'fitz',
  'ten',
  'ter',
])

/** Whether the word is written like a brand ("RoboDispense"), not like a name ("MacKenzie", "MaryAnn"). */
export function brandWord(t: Tok): boolean {
  if (t.kind !== 'word' || t.text.length > 40) return false
  const m = CAMEL.exec(t.text)
  if (m === null) return false
  const head = m[1]!.toLowerCase()
  return !NAME_PREFIXES.has(head) && !FIRST_NAMES.has(head)
}

/** Last words of an event's or a meeting's name ("FinTech Week", "DevOps Summit"): no company. */
const EVENT_ENDS = new Set(
  'week weekend day days summit conference expo forum festival meetup hackathon awards congress symposium convention roadshow webinar sync review notes update meeting call'.split(
    ' ',
  ),
)

/** Whether a run of two or more words holds a brand word and is no event's name: a company's name. */
export function brandRun(words: readonly Tok[]): boolean {
  return words.length > 1 && !EVENT_ENDS.has(words[words.length - 1]!.lc) && words.some(brandWord)
}
