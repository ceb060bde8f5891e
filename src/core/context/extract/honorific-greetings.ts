/*
 * "Dear Mr. Okonkwo,", "Hello Mr. Fitzgerald,", "Dear Ms. Abe,": a letter that opens by greeting an
 * honorific and a surname greets a person, named by that surname (issue 27, E4). The honorific was
 * dropped from the run (names.ts) and the surname alone is no listed given name, so the person greeted
 * was missed in several writers' letters. Only at the line's start, after a greeting word and an
 * honorific (its stop optional), and before the greeting's comma or colon. Constant work.
 */
import { FIRST_NAMES, NOT_NAME_WORDS, WEEKDAYS_AND_MONTHS } from '../lexicon.js'
import { HONORIFICS } from './cues.js'
import { titleCase, type PersonState, type Run } from './elements.js'
import { renamePerson } from './name-prefix.js'
import type { Reader } from './reader.js'

const GREETINGS = new Set(['dear', 'hello', 'hi', 'hey'])

/** Whether the one-word run is the surname a greeting line's honorific names ("Dear Mr. Okonkwo,"). */
export function honorificGreeted(run: Run): boolean {
  const { tokens, a, words, after } = run
  const word = words[0]!
  if (words.length !== 1 || !titleCase(word.text) || word.poss) return false
  if (NOT_NAME_WORDS.has(word.lc) || WEEKDAYS_AND_MONTHS.has(word.lc)) return false
  if (after?.kind !== 'punct' || (after.text !== ',' && after.text !== ':')) return false
  // "Dear Mr. Okonkwo": greeting, honorific, its optional stop, then the surname, from the line's start.
  const stop = tokens[a - 1]?.text === '.' ? 1 : 0
  const honorific = tokens[a - 1 - stop]
  const greeting = tokens[a - 2 - stop]
  return (
    a - 2 - stop === 0 &&
    honorific !== undefined &&
    HONORIFICS.has(honorific.lc) &&
    greeting !== undefined &&
    GREETINGS.has(greeting.lc)
  )
}

/**
 * "Hi Mr. Okeke, ... Chinedu Okeke is COO at ...": a surname alone that a fuller name of the text ends
 * with is that person (its links renamed), as a first name alone folds into the fuller name it opens
 * (finish.ts). Only a word no list of given names knows: "Hi Jordan," stays apart from "Michael Jordan".
 */
export function foldSurname(r: Reader, lone: PersonState): boolean {
  const last = lone.words[0]!.toLowerCase()
  if (lone.words.length !== 1 || FIRST_NAMES.has(last)) return false
  const fuller = [...(r.byPart.get(last) ?? [])].filter(
    (p) => p.words.length >= 2 && p.words[p.words.length - 1]!.toLowerCase() === last,
  )
  if (fuller.length === 0) return false
  if (fuller.length === 1) renamePerson(r, lone.name, fuller[0]!.name)
  return true
}
