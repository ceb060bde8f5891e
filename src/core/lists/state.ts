import type { OrderIndex } from '../records/order-index.js'

/**
 * A record's membership of a list: its own id and timestamps, and the values of the list's own
 * attributes, keyed by attribute id in their stored form (as a record's values are).
 */
export interface ListMember {
  id: string
  list_id: string
  /** The member record (the API's `parent_id`). */
  record_id: string
  created_at: string
  updated_at: string
  values: Map<string, unknown>
}

/** One workspace's list memberships, with the indexes lookups, cascades and sorted pages read. */
export interface ListState {
  members: Map<string, ListMember>
  /** List id -> record id -> member id. */
  byList: Map<string, Map<string, string>>
  /** Record id -> the ids of its memberships, in every list. */
  byRecord: Map<string, Set<string>>
  /** List id -> sort field (an attribute id of the list or of its object, created_at, updated_at) -> member order. */
  orders: Map<string, Map<string, OrderIndex>>
}

/**
 * An empty list state, as a new workspace holds.
 *
 * @example createListState().members.size // 0
 */
export const createListState = (): ListState => ({
  members: new Map(),
  byList: new Map(),
  byRecord: new Map(),
  orders: new Map(),
})
