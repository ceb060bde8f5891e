/*
 * A capitalised run ending in "Week" is an event, neither a person nor a company: "Notes from FinOps
 * Week, day 2" read as a person (E5; brands.ts lists the other event words: summit, expo, forum ...).
 * "Week" alone, a given name first ("Anna Week"), or the plural surname ("Mary Weeks") stay as before.
 */
import { FIRST_NAMES } from '../lexicon.js'
import type { Run } from './elements.js'

/** Whether the run of two words or more ends in "Week", its first word no given name. */
export function eventWeek(run: Run): boolean {
  const { words } = run
  return words.length >= 2 && words[words.length - 1]!.lc === 'week' && !FIRST_NAMES.has(words[0]!.lc)
}
