/*
 * Two shapes where a given name alone is a person, read wrong before (FX2, issue 27).
 *
 * Joined by "and" to a person before it, then a verb in the plural: "Hamid and
 * Priya report to Arash Karimi", "Hamid and Priya work at Acme", "... both know Lena" (FX2, issue 27).
 * The verb after the second name is plural, so the singular person verbs that vouch for a lone first
 * name opening a clause ("Priya reports to ...") never met it; the second name and its link were lost.
 * first-names.ts has checked the word is a given name and no everyday word.
 *
 * Opening a line before a verb of meeting: "Emeka met Ada yesterday", "Sunita spoke with their CFO".
 * Those verbs are kept out of the person verbs a capitalised run of any kind may stand before ("Acme
 * met its targets"); a listed given name opening the line is a person's.
 */
import { wholeLineStart, type Run } from './elements.js'

/** Plural verbs of two people: where they work, whom they report to, whom they know. */
const PLURAL_VERBS = new Set(
  `report work know met joined left lead run manage share sit used are were have had will can both all`.split(/\s+/),
)

/** Whether the one-word run follows "<person> and" and comes before a plural verb. */
export function joinedFirstName(run: Run): boolean {
  const { prevWord, after, out } = run
  if (prevWord !== 'and' || after?.kind !== 'word' || !PLURAL_VERBS.has(after.lc)) return false
  // The element before "and" is the person joined to: "Hamid and ...", not "sales and Priya ...".
  const joined = out[out.length - 2]
  return joined?.k === 'P' || (joined?.k === 'W' && joined.cap)
}

/** Verbs of meeting someone after a given name opening the line. */
const MET_VERBS = new Set(['met', 'spoke', 'talked', 'chatted', 'visited'])

/** Whether the one-word run opens the line before a verb of meeting ("Emeka met Ada"). */
export function metFirstName(run: Run): boolean {
  return run.after?.kind === 'word' && MET_VERBS.has(run.after.lc) && wholeLineStart(run.tokens, run.a)
}
