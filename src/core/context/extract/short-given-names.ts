/*
 * A short form of a given name the text gave in full (W12): "We're delighted to welcome Corazon
 * Villareal ... Cora spent the last four years at ...", "Busi, do you know ..." under Busisiwe
 * Ngcobo's reply, "Noku, the glazing supplier ..." to Nokuthula Dlamini. The short form was no
 * listed given name and no part of a name read before, so its sentence had no person: Corazon's move
 * and the two reports "to Cora" went unread. One capitalised word that begins exactly one person's
 * given name of the text, at least three letters and two fewer than it, is that person; never a word
 * of the lists (a given name of its own, a title's or a company's word, a place, a month).
 */
import {
  COMPANY_WORDS,
  FIRST_NAMES,
  LEGAL_SUFFIXES,
  NOT_NAME_WORDS,
  PLACES,
  TITLE_HEADS,
  TITLE_WORDS,
  WEEKDAYS_AND_MONTHS,
} from '../lexicon.js'
import type { PersonState } from './elements.js'
import type { Reader } from './reader.js'

/** Each reader's short forms (prefix -> the one person, or null when two share it), and the people count it was built at. */
const built = new WeakMap<Reader, { size: number; forms: Map<string, PersonState | null> }>()

function forms(r: Reader): Map<string, PersonState | null> {
  const have = built.get(r)
  if (have && have.size === r.people.size) return have.forms
  const map = new Map<string, PersonState | null>()
  for (const person of r.people.values()) {
    if (person.words.length < 2) continue
    const given = person.words[0]!.toLowerCase()
    for (let len = 3; len <= given.length - 2; len++) {
      const prefix = given.slice(0, len)
      const had = map.get(prefix)
      map.set(prefix, had === undefined || had === person ? person : null)
    }
  }
  built.set(r, { size: r.people.size, forms: map })
  return map
}

const listed = (lc: string): boolean =>
  FIRST_NAMES.has(lc) ||
  NOT_NAME_WORDS.has(lc) ||
  COMPANY_WORDS.has(lc) ||
  TITLE_WORDS.has(lc) ||
  TITLE_HEADS.has(lc) ||
  PLACES.has(lc) ||
  WEEKDAYS_AND_MONTHS.has(lc) ||
  LEGAL_SUFFIXES.has(lc)

/** The one person whose given name the word (title case, lower-cased as `lc`) shortens; undefined when none or two. */
export function shortFormOf(r: Reader, lc: string): PersonState | undefined {
  if (lc.length < 3 || r.people.size === 0 || listed(lc)) return undefined
  return forms(r).get(lc) ?? undefined
}
