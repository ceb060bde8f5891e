import { hashTerm, scannedIs, type ScannedValue } from './tokens.js'

// The dictionary by text: an open-addressing hash table (linear probing) of terms filed under
// their hash, which a value's scan computes as it reads, so a known term is found without making
// a string of it. Removal shifts the entries after it back, so no tombstones build up.

export interface Hashed {
  text: string
  hash: number
}

export interface TermTable<T extends Hashed> {
  slots: Array<T | undefined>
  /** The hash of each slot's term, read without reaching the term. */
  hashes: Int32Array
  size: number
}

export const createTermTable = <T extends Hashed>(): TermTable<T> => ({
  slots: new Array<T | undefined>(64).fill(undefined),
  hashes: new Int32Array(64),
  size: 0,
})

/** The term of occurrence `i` of a scan, if the table has it. */
export function findScanned<T extends Hashed>(table: TermTable<T>, value: ScannedValue, i: number): T | undefined {
  const hash = value.hashes[i]!
  const { slots, hashes } = table
  const mask = slots.length - 1
  for (let at = hash & mask; ; at = (at + 1) & mask) {
    if (hashes[at] === hash) {
      const entry = slots[at]
      if (entry !== undefined && scannedIs(value, i, entry.text)) return entry
    } else if (slots[at] === undefined) return undefined
  }
}

/** The term of a folded word, if the table has it. */
export function findText<T extends Hashed>(table: TermTable<T>, text: string): T | undefined {
  const hash = hashTerm(text)
  const { slots, hashes } = table
  const mask = slots.length - 1
  for (let at = hash & mask; ; at = (at + 1) & mask) {
    if (hashes[at] === hash) {
      const entry = slots[at]
      if (entry !== undefined && entry.text === text) return entry
    } else if (slots[at] === undefined) return undefined
  }
}

/** Files a term that is not in the table yet. */
export function addToTable<T extends Hashed>(table: TermTable<T>, term: T): void {
  if ((table.size + 1) * 2 > table.slots.length) {
    const old = table.slots
    table.slots = new Array<T | undefined>(old.length * 2).fill(undefined)
    table.hashes = new Int32Array(old.length * 2)
    for (const entry of old) if (entry !== undefined) place(table, entry)
  }
  place(table, term)
  table.size++
}

function place<T extends Hashed>(table: TermTable<T>, term: T): void {
  const { slots, hashes } = table
  const mask = slots.length - 1
  let at = term.hash & mask
  while (slots[at] !== undefined) at = (at + 1) & mask
  slots[at] = term
  hashes[at] = term.hash
}

/** Takes a term out, moving back the entries that probed past it. */
export function removeFromTable<T extends Hashed>(table: TermTable<T>, term: T): void {
  const slots = table.slots
  const mask = slots.length - 1
  let hole = term.hash & mask
  while (slots[hole] !== term) {
    if (slots[hole] === undefined) return
    hole = (hole + 1) & mask
  }
  for (let at = (hole + 1) & mask; slots[at] !== undefined; at = (at + 1) & mask) {
    const home = slots[at]!.hash & mask
    // The entry may fill the hole unless its home lies cyclically in (hole, at].
    const stays = hole <= at ? home > hole && home <= at : home > hole || home <= at
    if (stays) continue
    slots[hole] = slots[at]
    table.hashes[hole] = table.hashes[at]!
    hole = at
  }
  slots[hole] = undefined
  table.hashes[hole] = 0
  table.size--
}
