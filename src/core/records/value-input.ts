import { badRequest, conflict } from '../errors.js'
import type { AttributeDef, Workspace } from '../model.js'
import { indexKeys } from '../schema/attributes.js'
import { comparableKey, normalizeValue } from '../schema/values.js'

/*
 * The write rules that records and list members share: normalize the given values, then check
 * required and unique attributes against the values the holder would have after the write.
 */

/**
 * Normalizes every given value by the attribute `resolve` finds for its key (a slug or an id,
 * or it throws 400); `null` means "clear". Nothing is written.
 */
export function normalizeValues(
  input: Record<string, unknown>,
  resolve: (key: string) => AttributeDef,
  known?: KnownValue,
  storedForm?: StoredForm,
): Map<string, unknown> {
  const values = new Map<string, unknown>()
  // Keys, not entries: no array of pairs a value (a record created is a few ten values).
  for (const key of Object.keys(input)) {
    const attribute = known !== undefined && key === known.key ? known.attribute : resolve(key)
    if (values.has(attribute.id))
      throw badRequest(`attributes.${key}: ${attribute.slug} is given twice (by slug and by id)`)
    values.set(
      attribute.id,
      known !== undefined && key === known.key
        ? known.value
        : (storedForm?.(attribute, input[key]) ??
            normalizeValue(attribute, input[key], `attributes.${attribute.slug}`)),
    )
  }
  return values
}

/**
 * A caller's shortcut to values it writes plainly (the seed's): the stored form `normalizeValue`
 * would answer for `input`, or undefined to have it normalized. It must answer only what
 * normalizeValue answers (src/seed/stored-form.test.ts holds the seed's beside it).
 */
export type StoredForm = (attribute: AttributeDef, input: unknown) => unknown

/**
 * One input value normalized already, under its key in the input, with the attribute that key
 * resolves to (an upsert's matching value, normalized to find the record): normalizing is a
 * function of the attribute and the input, so it is not done twice.
 */
export interface KnownValue {
  key: string
  attribute: AttributeDef
  value: unknown
}

/** The attribute ids a write changes: a set of them, or a map keyed by them. */
export type ChangedAttributes = Pick<ReadonlySet<string>, 'has'>

export interface ConstraintWords {
  /** What follows `attributes.<slug>: ` when a required value is missing. */
  required: string
  /** Names the holder of a unique value (`record 123`). */
  holder(id: string): string
}

/**
 * Checks required and unique constraints of the values a holder (a record or a member, `selfId`
 * when it exists already) would have after a write that changes the attributes in `changed`.
 * `attributeIds` are its object's (`attribute_ids`): read as they are, not mapped into an array
 * of attributes for each write.
 */
export function checkValueConstraints(
  workspace: Workspace,
  attributeIds: readonly string[],
  next: ReadonlyMap<string, unknown>,
  selfId: string | undefined,
  changed: ChangedAttributes,
  words: ConstraintWords,
): void {
  for (let i = 0; i < attributeIds.length; i++) {
    const attribute = workspace.attributes.get(attributeIds[i]!)!
    const value = next.get(attribute.id)
    if (
      attribute.options.is_required &&
      (value === undefined || value === null) &&
      (selfId === undefined || changed.has(attribute.id))
    ) {
      throw badRequest(`attributes.${attribute.slug}: ${words.required}`)
    }
    if (!attribute.options.is_unique || !changed.has(attribute.id)) continue
    const index = workspace.uniqueIndex.get(attribute.id)!
    for (const key of indexKeys(attribute, value)) {
      const holder = index.get(key)
      if (holder === undefined || holder === selfId) continue
      const taken = (attribute.options.is_multi_value ? (value as unknown[]) : [value]).find(
        (v) => comparableKey(attribute, v) === key,
      )
      throw conflict(
        `attributes.${attribute.slug}: value ${JSON.stringify(taken)} is already used by ${words.holder(holder)}`,
      )
    }
  }
}
