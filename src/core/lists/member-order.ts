import type { AttributeDef, ObjectDef, RecordRow, Workspace } from '../model.js'
import { createOrderIndex, type OrderIndex, type SortKey } from '../records/order-index.js'
import { sortKey } from '../schema/values.js'
import type { ListMember } from './state.js'

/**
 * A member's sort key for a field: the membership's `created_at` or `updated_at`, a value of
 * one of the list's attributes, or a value of the member record.
 *
 * @example memberSortKey(workspace, member, score.id) // 85
 */
export function memberSortKey(workspace: Workspace, member: ListMember, field: string): SortKey {
  if (field === 'created_at' || field === 'updated_at') return member[field]
  const attribute = workspace.attributes.get(field)
  // An order goes with its attribute (dropMemberOrders), so this is a bug, not a request error.
  if (!attribute) throw new Error(`memberSortKey: attribute ${field} does not exist`)
  if (attribute.object_id === member.list_id) return sortKey(attribute, member.values.get(field))
  return sortKey(attribute, workspace.records.get(member.record_id)!.values.get(field))
}

/**
 * The order of a list's members by a field, built on first use and kept by every write that can
 * move a member (member writes, record updates, attribute changes), so a sorted page reads the
 * order instead of sorting the list.
 *
 * @example memberOrder(workspace, list, 'created_at').page(0, 50, 'desc')
 */
export function memberOrder(workspace: Workspace, list: ObjectDef, field: string): OrderIndex {
  const state = workspace.lists
  let orders = state.orders.get(list.id)
  if (!orders) state.orders.set(list.id, (orders = new Map()))
  let index = orders.get(field)
  if (!index) {
    const entries: Array<[string, SortKey]> = []
    for (const id of state.byList.get(list.id)?.values() ?? [])
      entries.push([id, memberSortKey(workspace, state.members.get(id)!, field)])
    index = createOrderIndex(entries)
    orders.set(field, index)
  }
  return index
}

/** Places an added or changed member in every order kept for its list. */
export function syncMemberOrders(workspace: Workspace, member: ListMember): void {
  const orders = workspace.lists.orders.get(member.list_id)
  if (!orders) return
  for (const [field, index] of orders) index.set(member.id, memberSortKey(workspace, member, field))
}

/** Takes a removed member out of every order kept for its list. */
export function forgetMemberOrders(workspace: Workspace, member: ListMember): void {
  const orders = workspace.lists.orders.get(member.list_id)
  if (!orders) return
  for (const index of orders.values()) index.delete(member.id)
}

/** After a record write: moves each of its memberships in the orders that sort on record values. */
export function syncRecordMemberOrders(workspace: Workspace, record: RecordRow): void {
  const state = workspace.lists
  for (const id of state.byRecord.get(record.id) ?? []) syncMemberOrders(workspace, state.members.get(id)!)
}

/**
 * After an attribute changed or went (of a list, or of the object lists hold): drops every order
 * on it; the next sorted page rebuilds it. Attribute ids are unique, so no other order is touched.
 */
export function dropMemberOrders(workspace: Workspace, attribute: AttributeDef): void {
  for (const orders of workspace.lists.orders.values()) orders.delete(attribute.id)
}
