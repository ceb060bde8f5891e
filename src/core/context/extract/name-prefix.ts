/*
 * A name of two or more words that opens exactly one longer name of the same text is that person:
 * "Ana Paula Souza" in a Cc line, then "Ana Paula will run the pilot" (a two-word given name, as
 * Brazilian, Vietnamese and other names often have). Its links and follow-ups move to the fuller
 * name, and it is no person of its own (issue 27, t901-t940).
 */
import type { PersonState } from './elements.js'
import type { Reader } from './reader.js'

/** Whether `short` is folded into the one fuller name it opens (then its links name that one). */
export function foldNamePrefix(r: Reader, short: PersonState): boolean {
  if (short.words.length < 2) return false
  const lc = short.words.map((w) => w.toLowerCase())
  const fuller = [...(r.byPart.get(lc[0]!) ?? [])].filter(
    (p) => p.words.length > lc.length && lc.every((w, k) => p.words[k]!.toLowerCase() === w),
  )
  if (fuller.length !== 1) return false
  renamePerson(r, short.name, fuller[0]!.name)
  return true
}

/**
 * Moves what the text read of `name` (its links and the follow-ups it is assigned) to `into`, the
 * fuller name it is folded into; a link the move turns into one between a person and themself goes.
 */
export function renamePerson(r: Reader, name: string, into: string): void {
  const kept = r.links.filter((l) => {
    if (l.from === name) l.from = into
    if (l.to === name) l.to = into
    return l.from !== l.to
  })
  r.links.length = 0
  r.links.push(...kept)
  for (const followUp of r.followUps) if (followUp.assignee === name) followUp.assignee = into
}
