/*
 * A CRM record's fields written before the line that names whom the record is about (issue 27, M3):
 * "Referred by: Marco Bianchi" then "Contact: Sofia Rossi", "Lead source: referral from P. Contact: Q".
 * cards.ts reads a field for the record's person; a field with no person yet is held here, and linked
 * once a "Contact:" line names them. Only before the first record's person: a field after it is that
 * record's.
 */
import type { PersonState } from '../elements.js'
import type { Reader } from '../reader.js'
import type { Field } from '../card-fields.js'

interface Held {
  field: Field
  other: PersonState
  sentence: string
}

/** At most this many fields wait for their record's person (a record has a handful). */
const MAX_HELD = 8
const held = new WeakMap<Reader, Held[]>()

/** Keeps a field read before any record's person named one. */
export function holdField(r: Reader, field: Field, other: PersonState, sentence: () => string): void {
  let list = held.get(r)
  if (!list) held.set(r, (list = []))
  if (list.length < MAX_HELD) list.push({ field, other, sentence: sentence() })
}

/** The record's person is named: the fields read before link them. */
export function heldFields(
  r: Reader,
  card: PersonState,
  link: (field: Field, other: PersonState, sentence: () => string) => void,
): void {
  const list = held.get(r)
  if (!list) return
  held.delete(r)
  for (const h of list) if (h.other !== card) link(h.field, h.other, () => h.sentence)
}
