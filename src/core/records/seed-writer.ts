import type { Clock } from '../clock.js'
import { badRequest, conflict } from '../errors.js'
import type { AttributeDef, ObjectDef, RecordRow, Workspace } from '../model.js'
import { indexKeys, objectAttributeBySlug } from '../schema/attributes.js'
import { comparableKey, normalizeValue } from '../schema/values.js'
import { newRecordRow } from './new-record.js'
import { recordOrder, syncRecordOrder } from './record-order.js'
import type { StoredForm } from './value-input.js'

/*
 * The seed writes 10,500 records of two objects, one after the other, with nothing else running
 * between them, and `createRecord` did for each what only needs doing once: resolving every input
 * key to its attribute, walking the object's attributes for the constraint check, finding the
 * created_at order, and a closure and a map walk a record. This writer does those once per object
 * and writes each record as `createRecord` does, in the same order: the same values Map (stored
 * forms, in input order, no cleared entry), the same id, timestamps, unique index keys, order and
 * created event (the cascade's). src/core/records/seed-writer.test.ts holds it beside createRecord
 * on the same inputs, byte for byte, failures included.
 *
 * Nothing is left unchecked; each check is cheaper here, not gone:
 * - an unknown key, or one attribute given twice (by slug and by id), throws 400 as createRecord's
 *   normalizeValues does: keys are resolved once per key and kept for the writer's life, which is
 *   right because the schema does not change while it writes (the seed's loop runs nothing else);
 * - a required attribute left out throws 400: the object's required attributes are listed once;
 * - a unique value another record holds throws 409, the message naming the value and the holder:
 *   only the unique attributes are visited, not every attribute of the object (the seed's e-mail
 *   addresses and domains are unique by construction, src/seed/builders.ts, so it never throws);
 * - the workspace's record limit (checkRoom) throws 409 as before.
 */

/** Writes records of one object as `createRecord` would, for a caller that writes many at once (the seed). */
export interface SeedRecordWriter {
  /** createRecord(workspace, clock, object, input, undefined, storedForm), the same record and the same state after it. */
  create(clock: Clock, input: Record<string, unknown>): RecordRow
}

/**
 * A writer of `object`'s records for the seed (see above). Use it while the schema stands still.
 *
 * @example const writer = seedRecordWriter(workspace, person, seededStoredForm); writer.create(clock, { name: 'Ada Lovelace' })
 */
export function seedRecordWriter(workspace: Workspace, object: ObjectDef, storedForm?: StoredForm): SeedRecordWriter {
  const byKey = new Map<string, AttributeDef>()
  const resolve = (key: string): AttributeDef => {
    let attribute = byKey.get(key)
    if (attribute) return attribute
    const byId = workspace.attributes.get(key)
    attribute = byId && byId.object_id === object.id ? byId : objectAttributeBySlug(workspace, object, key)
    if (!attribute) throw badRequest(`attributes.${key}: "${object.slug}" has no attribute "${key}"`)
    byKey.set(key, attribute)
    return attribute
  }
  // In the object's attribute order, as checkValueConstraints walks them: the first to fail is the same.
  const checked: AttributeDef[] = []
  for (const id of object.attribute_ids) {
    const attribute = workspace.attributes.get(id)!
    if (attribute.options.is_required || attribute.options.is_unique) checked.push(attribute)
  }
  // The unique indexes and keys a record's check found, for its write (reused from record to record).
  const pendingIndexes: Array<Map<string, string>> = []
  const pendingKeys: string[][] = []
  const recordIds = workspace.recordIdsByObject.get(object.id)!
  // createRecord keeps the created_at order from an object's first record on (records.ts).
  recordOrder(workspace, object, 'created_at')

  function create(clock: Clock, input: Record<string, unknown>): RecordRow {
    const values = new Map<string, unknown>()
    const keys = Object.keys(input)
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!
      const attribute = resolve(key)
      if (values.has(attribute.id))
        throw badRequest(`attributes.${key}: ${attribute.slug} is given twice (by slug and by id)`)
      values.set(
        attribute.id,
        storedForm?.(attribute, input[key]) ?? normalizeValue(attribute, input[key], `attributes.${attribute.slug}`),
      )
    }
    // The unique keys are worked out once, for the check and the index (createRecord did both apart).
    let held = 0
    for (let i = 0; i < checked.length; i++) {
      const attribute = checked[i]!
      const found = check(attribute, values.get(attribute.id))
      if (found === undefined || found.length === 0) continue
      pendingIndexes[held] = workspace.uniqueIndex.get(attribute.id)!
      pendingKeys[held++] = found
    }
    const record = newRecordRow(workspace, clock, object, values)
    // A cleared value is no entry. Each unique index is its own Map, so setting each attribute's
    // keys in the order the check found them is the order createRecord set them in.
    for (let i = 0; i < keys.length; i++) {
      const id = byKey.get(keys[i]!)!.id
      const value = values.get(id)
      if (value === undefined || value === null) values.delete(id)
    }
    for (let i = 0; i < held; i++) {
      const index = pendingIndexes[i]!
      const found = pendingKeys[i]!
      for (let k = 0; k < found.length; k++) index.set(found[k]!, record.id)
    }
    workspace.records.set(record.id, record)
    recordIds.add(record.id)
    syncRecordOrder(workspace, record)
    workspace.changes.afterRecordCreated(workspace, clock, record, undefined)
    return record
  }

  /**
   * checkValueConstraints for one attribute of a record not yet created, with its messages; the
   * keys of a unique attribute's value (`indexKeys`), for its index.
   */
  function check(attribute: AttributeDef, value: unknown): string[] | undefined {
    if (attribute.options.is_required && (value === undefined || value === null))
      throw badRequest(`attributes.${attribute.slug}: is required`)
    if (!attribute.options.is_unique) return undefined
    const index = workspace.uniqueIndex.get(attribute.id)!
    const found = indexKeys(attribute, value)
    for (const key of found) {
      const holder = index.get(key)
      if (holder === undefined) continue
      const taken = (attribute.options.is_multi_value ? (value as unknown[]) : [value]).find(
        (v) => comparableKey(attribute, v) === key,
      )
      throw conflict(`attributes.${attribute.slug}: value ${JSON.stringify(taken)} is already used by record ${holder}`)
    }
    return found
  }

  return { create }
}
