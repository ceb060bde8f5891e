/*
 * Pairs (a person, whose colleague or team member they are) that a family reads sentence by sentence and
 * places only when the whole text is read (colleagues.ts, team-joins.ts): kept per reader, at most the
 * reader's link cap of them.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import { EXTRACTION_LIMITS } from '../types.js'

export interface OwnerPair {
  person: PersonState
  owner: PersonState
}

/** A family's own pair list: `note` adds a pair (not a person paired with themself), `of` reads them. */
export function ownerPairs(): {
  note: (r: Reader, person: PersonState | undefined, owner: PersonState | undefined) => void
  of: (r: Reader) => readonly OwnerPair[]
} {
  const pairs = new WeakMap<Reader, OwnerPair[]>()
  return {
    note(r, person, owner) {
      if (!person || !owner || person === owner) return
      let list = pairs.get(r)
      if (!list) pairs.set(r, (list = []))
      if (list.length < EXTRACTION_LIMITS.links) list.push({ person, owner })
    },
    of: (r) => pairs.get(r) ?? [],
  }
}
