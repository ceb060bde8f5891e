import type { Actor } from '../actor.js'
import { pageJson } from './page-json.js'
import { recordJsonPart, type RecordPageParts } from './record-json.js'
import { presentRecord, selectedAttributes, type AttributeSelection, type PresentedRecord } from './present.js'
import {
  checkValueConstraints,
  normalizeValues,
  type ChangedAttributes,
  type ConstraintWords,
  type KnownValue,
  type StoredForm,
} from './value-input.js'
import type { Clock } from '../clock.js'
import { badRequest, conflict, notFound } from '../errors.js'
import { compareIds } from '../ids.js'
import type { AttributeDef, ObjectDef, RecordRow, Workspace } from '../model.js'
import { PRIMARY_ATTRIBUTE } from '../model.js'
import { findAttribute, indexKeys, objectAttributeBySlug } from '../schema/attributes.js'
import { normalizeValue, presentValue } from '../schema/values.js'
import { newRecordRow } from './new-record.js'
import { compareSortKeys } from './order-index.js'
import { forgetRecordOrder, recordOrder, recordSortKey, syncRecordOrder, type SortField } from './record-order.js'

export { presentRecord, type AttributeSelection, type PresentedRecord } from './present.js'

export interface RecordQuery {
  attributes?: AttributeSelection | undefined
  limit?: number | undefined
  offset?: number | undefined
  sort?: { attribute?: string | undefined; direction?: 'asc' | 'desc' | undefined } | undefined
}

export interface RecordPage {
  data: PresentedRecord[]
  total: number
  limit: number
  offset: number
  has_more: boolean
  next_offset: number | null
}

export const RECORD_PAGE = { defaultLimit: 50, maxLimit: 500 } as const

/** Finds a record by id, or throws 404. */
export function findRecord(workspace: Workspace, id: string): RecordRow {
  const record = workspace.records.get(id)
  if (!record) throw notFound(`Record ${id} not found`)
  return record
}

/** Resolves an input key (slug or id) of `attributes` to the object's attribute, or throws 400. */
function resolveInputAttribute(workspace: Workspace, object: ObjectDef, key: string): AttributeDef {
  const byId = workspace.attributes.get(key)
  const attribute = byId && byId.object_id === object.id ? byId : objectAttributeBySlug(workspace, object, key)
  if (!attribute) throw badRequest(`attributes.${key}: "${object.slug}" has no attribute "${key}"`)
  return attribute
}

/** Normalizes every given attribute value; `null` entries mean "clear". Nothing is written. */
function normalizeInput(
  workspace: Workspace,
  object: ObjectDef,
  input: Record<string, unknown>,
  known?: KnownValue,
  storedForm?: StoredForm,
): Map<string, unknown> {
  return normalizeValues(input, (key) => resolveInputAttribute(workspace, object, key), known, storedForm)
}

/** Checks required and unique constraints of the values a record would hold after a write. */
function checkConstraints(
  workspace: Workspace,
  object: ObjectDef,
  next: Map<string, unknown>,
  selfId: string | undefined,
  changed: ChangedAttributes,
): void {
  checkValueConstraints(workspace, object.attribute_ids, next, selfId, changed, RECORD_WORDS)
}

const RECORD_WORDS: ConstraintWords = { required: 'is required', holder: (id) => `record ${id}` }

/**
 * Writes the changed values of a record into `values` (the record's next values) and keeps the
 * unique index in step. A record's values are replaced, never changed, once it exists: its created
 * event reads the record as created from its first values (timeline/events.ts).
 */
function commit(
  workspace: Workspace,
  record: RecordRow,
  values: Map<string, unknown>,
  next: Map<string, unknown>,
  changed: Set<string>,
): void {
  for (const attributeId of changed) {
    const attribute = workspace.attributes.get(attributeId)!
    const index = workspace.uniqueIndex.get(attributeId)
    if (index) {
      for (const key of indexKeys(attribute, record.values.get(attributeId)))
        if (index.get(key) === record.id) index.delete(key)
      for (const key of indexKeys(attribute, next.get(attributeId))) index.set(key, record.id)
    }
    const value = next.get(attributeId)
    if (value === undefined || value === null) values.delete(attributeId)
    else values.set(attributeId, value)
  }
  record.values = values
}

/**
 * Whether a write changes a value: the stored forms must be identical, as JSON. (Comparable keys
 * are for uniqueness only: they fold case and formatting, so "ada lovelace" -> "Ada Lovelace"
 * would be lost.) Two strings, or two arrays of strings (an e-mail list, a domain list), are
 * compared as they are, which is what their JSON compares; any other pair as JSON. Writing both
 * out was a tenth of an upsert that changed nothing.
 */
function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a === b
  if (Array.isArray(a) && Array.isArray(b)) {
    const same = sameStrings(a, b)
    if (same !== undefined) return same
  }
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
}

/** Whether two arrays of strings hold the same strings in order; undefined when either holds anything else. */
function sameStrings(a: readonly unknown[], b: readonly unknown[]): boolean | undefined {
  let same = a.length === b.length
  for (let i = 0; i < a.length; i++) {
    if (typeof a[i] !== 'string') return undefined
    if (same && a[i] !== b[i]) same = false
  }
  for (let i = 0; i < b.length; i++) if (typeof b[i] !== 'string') return undefined
  return same
}

/**
 * Creates a record of `object` from API input, all-or-nothing. `actor` is who its timeline says
 * made it (the route passes `apiActor(key)`; seeded data leaves it out). `storedForm` answers the
 * stored form of values the caller writes plainly (the seed's), skipping their normalization.
 *
 * @example createRecord(workspace, clock, person, { name: 'Ada Lovelace', email_addresses: ['ada@example.com'] }, apiActor(key))
 */
export function createRecord(
  workspace: Workspace,
  clock: Clock,
  object: ObjectDef,
  input: Record<string, unknown>,
  actor?: Actor,
  storedForm?: StoredForm,
): RecordRow {
  return createFromValues(
    workspace,
    clock,
    object,
    normalizeInput(workspace, object, input, undefined, storedForm),
    actor,
  )
}

/** createRecord of values normalized already. */
function createFromValues(
  workspace: Workspace,
  clock: Clock,
  object: ObjectDef,
  values: Map<string, unknown>,
  actor: Actor | undefined,
): RecordRow {
  // Every given attribute is a changed one: the map of them answers `has` as the set of them would.
  checkConstraints(workspace, object, values, undefined, values)
  const record = newRecordRow(workspace, clock, object, values)
  // What commit does for a record with no values yet, in the normalized map itself (a record
  // keeps the map it was created from; a cleared value is no entry). forEach, not for...of: no
  // iterator result and entry pair a value while the seed runs this code cold (deleting the entry
  // being visited is allowed).
  values.forEach((value, attributeId) => {
    if (value === undefined || value === null) {
      values.delete(attributeId)
      return
    }
    const index = workspace.uniqueIndex.get(attributeId)
    if (index) for (const key of indexKeys(workspace.attributes.get(attributeId)!, value)) index.set(key, record.id)
  })
  workspace.records.set(record.id, record)
  workspace.recordIdsByObject.get(object.id)!.add(record.id)
  // The created_at order (the record list's default and the graph's) is kept from an object's
  // first record on, so no request pays for building it over thousands of records at once.
  recordOrder(workspace, object, 'created_at')
  syncRecordOrder(workspace, record)
  workspace.changes.afterRecordCreated(workspace, clock, record, actor)
  return record
}

/** Merges API input into a record; `null` clears a value. `updated_at` moves only when a value changed. */
export function updateRecord(
  workspace: Workspace,
  clock: Clock,
  record: RecordRow,
  input: Record<string, unknown>,
  actor?: Actor,
): RecordRow {
  mergeIntoRecord(workspace, clock, record, input, actor)
  return record
}

/**
 * `updateRecord`, answering whether any value changed. A write that changes nothing leaves the
 * record, its timeline and the change log as they were (a sync job upserting the same values
 * again must not fill the log a snapshot replays).
 */
export function mergeIntoRecord(
  workspace: Workspace,
  clock: Clock,
  record: RecordRow,
  input: Record<string, unknown>,
  actor?: Actor,
): boolean {
  const object = workspace.objects.get(record.object_id)!
  return mergeValues(workspace, clock, object, record, normalizeInput(workspace, object, input), actor)
}

/** mergeIntoRecord of values normalized already. */
function mergeValues(
  workspace: Workspace,
  clock: Clock,
  object: ObjectDef,
  record: RecordRow,
  given: Map<string, unknown>,
  actor: Actor | undefined,
): boolean {
  // The set is made at the first change: a write of the values held (a sync job's) makes none.
  let changed: Set<string> | undefined
  given.forEach((value, attributeId) => {
    if (!sameValue(record.values.get(attributeId), value)) (changed ??= new Set()).add(attributeId)
  })
  // No constraint check when nothing changed: a write to an existing record checks required and
  // unique values only on the attributes it changes (checkValueConstraints), so there is none to
  // break; walking the object's attributes for it was a twentieth of an upsert.
  if (changed === undefined) return false
  const next = new Map<string, unknown>() // entry by entry: new Map(map) makes a pair a value
  record.values.forEach((value, attributeId) => next.set(attributeId, value))
  for (const attributeId of changed) next.set(attributeId, given.get(attributeId))
  checkConstraints(workspace, object, next, record.id, changed)
  const before = record.values
  commit(workspace, record, next, next, changed)
  record.updated_at = clock.iso()
  syncRecordOrder(workspace, record)
  workspace.changes.afterRecordUpdated(workspace, clock, record, before, changed, actor)
  return true
}

/**
 * Creates or updates the record whose `matching_attribute` value equals the input's (for a
 * multi-value attribute: shares any value with it).
 */
export function upsertRecord(
  workspace: Workspace,
  clock: Clock,
  object: ObjectDef,
  matchingAttribute: string,
  input: Record<string, unknown>,
  actor?: Actor,
): { record: RecordRow; created: boolean; changed: boolean } {
  let attribute: AttributeDef
  try {
    attribute = findAttribute(workspace, object, matchingAttribute)
  } catch {
    throw badRequest(`matching_attribute: "${object.slug}" has no attribute "${matchingAttribute}"`)
  }
  if (!attribute.options.is_unique)
    throw badRequest(
      `matching_attribute: "${attribute.slug}" is not a unique attribute; upsert matches on unique attributes only`,
    )
  const key = Object.keys(input).find((k) => k === attribute.slug || k === attribute.id)
  const raw = key === undefined ? undefined : input[key]
  if (key === undefined || raw === undefined || raw === null)
    throw badRequest(`attributes.${attribute.slug}: the matching attribute needs a value`)
  const matchValue = normalizeValue(attribute, raw, `attributes.${attribute.slug}`)
  const index = workspace.uniqueIndex.get(attribute.id)!
  // The record the values match; a set of them is made only when they match more than one.
  let existing: string | undefined
  let matches: Set<string> | undefined
  for (const k of indexKeys(attribute, matchValue)) {
    const id = index.get(k)
    if (id === undefined || id === existing) continue
    if (existing === undefined) existing = id
    else (matches ??= new Set([existing])).add(id)
  }
  if (matches !== undefined)
    throw conflict(
      `attributes.${attribute.slug}: the values match ${matches.size} different records (${[...matches].sort(compareIds).join(', ')})`,
    )
  // The matching value, normalized above, is not normalized again with the rest of the input;
  // its key names the matching attribute itself when spelled as matching_attribute is.
  const known = {
    key,
    attribute: key === matchingAttribute ? attribute : resolveInputAttribute(workspace, object, key),
    value: matchValue,
  }
  const values = normalizeInput(workspace, object, input, known)
  if (existing === undefined)
    return { record: createFromValues(workspace, clock, object, values, actor), created: true, changed: true }
  const record = workspace.records.get(existing)!
  return { record, created: false, changed: mergeValues(workspace, clock, object, record, values, actor) }
}

/** Deletes a record, with everything that hangs on it (see cascade.ts). */
export function deleteRecord(workspace: Workspace, clock: Clock, record: RecordRow, actor?: Actor): void {
  for (const [attributeId, value] of record.values) {
    const index = workspace.uniqueIndex.get(attributeId)
    if (!index) continue
    for (const key of indexKeys(workspace.attributes.get(attributeId)!, value))
      if (index.get(key) === record.id) index.delete(key)
  }
  forgetRecordOrder(workspace, record)
  workspace.recordIdsByObject.get(record.object_id)?.delete(record.id)
  workspace.records.delete(record.id)
  workspace.changes.afterRecordDeleted(workspace, clock, record, actor)
}

/** Resolves `sort.attribute` (an attribute slug or id, `created_at` or `updated_at`; `created_at` when left out) to a sort field, or throws 400. */
function sortField(workspace: Workspace, object: ObjectDef, name: string | undefined): SortField {
  const field = name ?? 'created_at'
  if (field === 'created_at' || field === 'updated_at') return field
  const byId = workspace.attributes.get(field)
  const attribute = byId && byId.object_id === object.id ? byId : objectAttributeBySlug(workspace, object, field)
  if (!attribute)
    throw badRequest(
      `sort.attribute: "${object.slug}" has no attribute "${field}"; use an attribute slug or id, created_at or updated_at`,
    )
  return attribute.id
}

/**
 * Sorts records in full by an attribute (slug or id), `created_at` or `updated_at`: records
 * without a value last in both directions, ties broken by id in the sort direction. `listRecords`
 * reads kept order indexes instead; this is the reference order they are tested against.
 *
 * @example sortRecords(workspace, person, records, { attribute: 'name', direction: 'desc' })
 */
export function sortRecords(
  workspace: Workspace,
  object: ObjectDef,
  records: RecordRow[],
  sort: RecordQuery['sort'],
): RecordRow[] {
  const field = sortField(workspace, object, sort?.attribute)
  const sign = sort?.direction === 'desc' ? -1 : 1
  const keyed = records.map((record) => ({ record, key: recordSortKey(workspace, record, field) }))
  keyed.sort((a, b) => {
    const byKey = compareSortKeys(a.key, b.key)
    if (byKey !== 0) return a.key === null || b.key === null ? byKey : sign * byKey
    return sign * compareIds(a.record.id, b.record.id)
  })
  return keyed.map((k) => k.record)
}

/**
 * Lists the records of an object: selection, sort and offset pagination. The page is read from
 * the object's kept order for the sort field (record-order.ts), so it costs O(limit log n) at any
 * offset instead of a sort of every record.
 *
 * @example listRecords(workspace, person, { limit: 50, offset: 100, sort: { attribute: 'name', direction: 'desc' } })
 */
export function listRecords(workspace: Workspace, object: ObjectDef, query: RecordQuery): RecordPage {
  const { selection, shown, ids, meta } = pageOf(workspace, object, query)
  return { data: ids.map((id) => presentRecord(workspace, workspace.records.get(id)!, selection, shown)), ...meta }
}

/**
 * `JSON.stringify(listRecords(...))`, built from each record's cached serialized form when the
 * page shows all attributes (the default): the 50-record page is the API's heaviest common read.
 * Such a page also answers its parts (the cached forms and the other fields), so that response
 * validation checks each record's form once instead of parsing the page back.
 */
export function listRecordsJson(
  workspace: Workspace,
  object: ObjectDef,
  query: RecordQuery,
): { json: string; parts?: RecordPageParts } {
  const { selection, ids, meta } = pageOf(workspace, object, query)
  if (selection !== 'all') return { json: JSON.stringify(listRecords(workspace, object, query)) }
  const data = ids.map((id) => recordJsonPart(workspace, workspace.records.get(id)!))
  return { json: pageJson(data, meta), parts: { data, page: meta } }
}

function pageOf(workspace: Workspace, object: ObjectDef, query: RecordQuery) {
  const limit = query.limit ?? RECORD_PAGE.defaultLimit
  const offset = query.offset ?? 0
  const selection = query.attributes ?? 'all'
  const shown = selectedAttributes(workspace, object, selection)
  const order = recordOrder(workspace, object, sortField(workspace, object, query.sort?.attribute))
  const ids = order.page(offset, limit, query.sort?.direction ?? 'asc')
  const hasMore = offset + ids.length < order.size
  const meta: Omit<RecordPage, 'data'> = {
    total: order.size,
    limit,
    offset,
    has_more: hasMore,
    next_offset: hasMore ? offset + ids.length : null,
  }
  return { selection, shown, ids, meta }
}
