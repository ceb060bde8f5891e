/*
 * A listed given name opening a clause before a habit or a change of job: "Priya used to be at
 * Nordbank", "Kwame now runs Kestrel Labs", "Ines still works at Orbis" (FX3, issue 27: the name was
 * lost, and the move with it). The person verbs that vouch for a lone given name opening a clause
 * ("Priya works at ...") stand right after the name; "used to", or an adverb of time before such a
 * verb, put one word between. first-names.ts has checked the word is a given name and no everyday word.
 */
import { PERSON_VERBS } from './cues.js'
import type { Run } from './elements.js'

/** Adverbs of time between a subject and its verb: "now runs", "still works", "previously led". */
const TIME_ADVERBS = new Set(['now', 'still', 'currently', 'previously', 'formerly', 'recently', 'also'])
/** Verbs of a job beside the person verbs: "now runs C", "now heads C", "previously led C". */
const JOB_VERBS = new Set(['runs', 'heads', 'leads', 'manages', 'ran', 'headed', 'led', 'managed', 'moved', 'became'])
/** Words that open a clause before its subject. */
const OPENERS = new Set([',', ';', 'and', 'but', 'so', 'since', 'because', 'when'])

/** Whether the one-word run opens a clause before "used to" or an adverb of time and a person's verb. */
export function adverbSubject(run: Run): boolean {
  const { tokens, j, prevWord, after, afterNext } = run
  if (!(prevWord === undefined || OPENERS.has(prevWord)) || after?.kind !== 'word' || afterNext?.kind !== 'word')
    return false
  if (after.lc === 'used') return afterNext.lc === 'to'
  if (!TIME_ADVERBS.has(after.lc)) return false
  const verb = afterNext.lc
  return (
    (PERSON_VERBS.has(verb) || JOB_VERBS.has(verb)) && verb !== 'is' && verb !== 'was' && tokens[j + 2] !== undefined
  )
}
