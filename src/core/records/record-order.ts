import type { ObjectDef, RecordRow, Workspace } from '../model.js'
import { sortKey } from '../schema/values.js'
import { createOrderIndex, type OrderIndex, type SortKey } from './order-index.js'

/** What records are ordered by: an attribute id, or one of the record timestamps. */
export type SortField = string

/**
 * A record's sort key for a field: its timestamp, or `sortKey` of its value (so the order follows
 * whatever values.ts says a value sorts by).
 *
 * @example recordSortKey(workspace, record, 'created_at') // '2026-01-15T10:00:00Z'
 */
export function recordSortKey(workspace: Workspace, record: RecordRow, field: SortField): SortKey {
  if (field === 'created_at' || field === 'updated_at') return record[field]
  const attribute = workspace.attributes.get(field)
  // An attribute's index goes with the attribute (schema/attributes.ts), so this is a bug, not a request error.
  if (!attribute) throw new Error(`recordSortKey: attribute ${field} does not exist`)
  return sortKey(attribute, record.values.get(field))
}

/**
 * The order of an object's records by a field, built on first use and kept up to date by every
 * record write afterwards: sorting costs once per (object, field), not once per page.
 *
 * @example recordOrder(workspace, person, jobTitle.id).page(0, 50, 'desc') // ids of the first page
 */
export function recordOrder(workspace: Workspace, object: ObjectDef, field: SortField): OrderIndex {
  let orders = workspace.orderIndexes.get(object.id)
  if (!orders) workspace.orderIndexes.set(object.id, (orders = new Map()))
  let index = orders.get(field)
  if (!index) {
    const entries: Array<[string, SortKey]> = []
    for (const id of workspace.recordIdsByObject.get(object.id) ?? [])
      entries.push([id, recordSortKey(workspace, workspace.records.get(id)!, field)])
    index = createOrderIndex(entries)
    orders.set(field, index)
  }
  return index
}

/**
 * Places a created or updated record in every order kept for its object. Call it after the
 * record's values and timestamps are written; a field whose key did not change costs a lookup.
 *
 * @example syncRecordOrder(workspace, record)
 */
export function syncRecordOrder(workspace: Workspace, record: RecordRow): void {
  const orders = workspace.orderIndexes.get(record.object_id)
  if (!orders) return
  // forEach, not for...of: no iterator result and entry pair an order a write (10,500 in the seed).
  orders.forEach((index, field) => index.set(record.id, recordSortKey(workspace, record, field)))
}

/**
 * Takes a deleted record out of every order kept for its object.
 *
 * @example forgetRecordOrder(workspace, record)
 */
export function forgetRecordOrder(workspace: Workspace, record: RecordRow): void {
  const orders = workspace.orderIndexes.get(record.object_id)
  if (!orders) return
  for (const index of orders.values()) index.delete(record.id)
}
