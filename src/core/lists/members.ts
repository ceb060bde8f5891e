import type { Actor } from '../actor.js'
import type { Clock } from '../clock.js'
import { badRequest, conflict, notFound } from '../errors.js'
import { checkRoom } from '../limits.js'
import type { AttributeDef, ObjectDef, RecordRow, Workspace } from '../model.js'
import { PRIMARY_ATTRIBUTE } from '../model.js'
import { indexKeys, objectAttributeBySlug } from '../schema/attributes.js'
import type { PresentedRecord } from '../records/records.js'
import { objectAttributes } from '../schema/objects.js'
import { checkValueConstraints, normalizeValues } from '../records/value-input.js'
import { presentValue, type PresentedValue } from '../schema/values.js'
import type { FieldChange } from '../timeline/events.js'
import { listItemEvent } from './events.js'
import { forgetMemberOrders, memberOrder, syncMemberOrders } from './member-order.js'
import type { ListMember } from './state.js'

export type MemberSelection = 'all' | 'primary' | 'none' | { mode: 'custom'; slugs: string[] }

export interface MemberInput {
  parent_id: string
  attributes?: Record<string, unknown> | undefined
}

export interface MemberQuery {
  attributes?: MemberSelection | undefined
  limit?: number | undefined
  offset?: number | undefined
  sort?: { attribute?: string | undefined; direction?: 'asc' | 'desc' | undefined } | undefined
}

/**
 * A member as the API answers it: the record's envelope (`object_id` and `type` are the record's
 * object) with the membership's own `id` and timestamps, the record's values and the list's
 * values side by side in `attributes`, and `parent_id` (the record) and `list_id`.
 */
export interface PresentedMember extends PresentedRecord {
  parent_id: string
  list_id: string
}

export interface MemberPage {
  data: PresentedMember[]
  total: number
  limit: number
  offset: number
  has_more: boolean
  next_offset: number | null
}

export const MEMBER_PAGE = { defaultLimit: 50, maxLimit: 500 } as const

const parentOf = (workspace: Workspace, list: ObjectDef): ObjectDef => workspace.objects.get(list.parent_object_id!)!

/** Resolves a key of a member's `attributes` (a list attribute's slug or id), or throws 400. */
function listAttribute(workspace: Workspace, list: ObjectDef, key: string): AttributeDef {
  const byId = workspace.attributes.get(key)
  const attribute = byId && byId.object_id === list.id ? byId : objectAttributeBySlug(workspace, list, key)
  if (attribute) return attribute
  const parent = parentOf(workspace, list)
  const recordAttribute = byId && byId.object_id === parent.id ? byId : objectAttributeBySlug(workspace, parent, key)
  if (recordAttribute) {
    throw badRequest(
      `attributes.${key}: "${recordAttribute.slug}" is an attribute of the ${parent.slug} record, not of the list "${list.slug}"; change it with PATCH /v1/records/{record_id}`,
    )
  }
  throw badRequest(`attributes.${key}: the list "${list.slug}" has no attribute "${key}"`)
}

/** Normalizes the given list values (`null` clears one). Nothing is written. */
function normalizeMemberInput(
  workspace: Workspace,
  list: ObjectDef,
  input: Record<string, unknown>,
): Map<string, unknown> {
  return normalizeValues(input, (key) => listAttribute(workspace, list, key))
}

/** Checks the list's required and unique attributes against the values a member would hold after a write. */
function checkMemberConstraints(
  workspace: Workspace,
  list: ObjectDef,
  next: Map<string, unknown>,
  self: ListMember | undefined,
  changed: Set<string>,
): void {
  checkValueConstraints(workspace, list.attribute_ids, next, self?.id, changed, {
    required: `is required by the list "${list.slug}"`,
    holder: (id) => `the member of record ${workspace.lists.members.get(id)!.record_id} in the list "${list.slug}"`,
  })
}

/** Writes changed values and keeps the unique index in step; answers the field changes. */
function commitMember(
  workspace: Workspace,
  member: ListMember,
  next: Map<string, unknown>,
  changed: Set<string>,
): FieldChange[] {
  const fieldChanges: FieldChange[] = []
  for (const attributeId of changed) {
    const attribute = workspace.attributes.get(attributeId)!
    const old = member.values.get(attributeId)
    const value = next.get(attributeId)
    const index = workspace.uniqueIndex.get(attributeId)
    if (index) {
      for (const key of indexKeys(attribute, old)) if (index.get(key) === member.id) index.delete(key)
      for (const key of indexKeys(attribute, value)) index.set(key, member.id)
    }
    if (value === undefined || value === null) member.values.delete(attributeId)
    else member.values.set(attributeId, value)
    fieldChanges.push({
      field_name: attribute.slug,
      old_value: presentValue(attribute, old),
      new_value: presentValue(attribute, value),
    })
  }
  return fieldChanges
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * Finds a list's member by the record's id (the API's `parent_id`) or by the member's own id,
 * or throws 404.
 *
 * @example findMember(workspace, list, person.id)
 */
export function findMember(workspace: Workspace, list: ObjectDef, id: string): ListMember {
  const state = workspace.lists
  const memberId = state.byList.get(list.id)?.get(id) ?? id
  const member = state.members.get(memberId)
  if (!member || member.list_id !== list.id) {
    if (!workspace.records.has(id) && !state.members.has(id)) throw notFound(`Record ${id} not found`)
    throw notFound(`Record ${id} is not a member of the list "${list.slug}"`)
  }
  return member
}

/**
 * Adds a record to a list with values of the list's own attributes. The record must be one of
 * the list's object (400); a record already in the list is 409, or with `upsert` (PUT) has the
 * given values merged into its membership instead.
 *
 * @example addMember(workspace, clock, list, { parent_id: person.id, attributes: { status: 'new', score: 85 } })
 */
export function addMember(
  workspace: Workspace,
  clock: Clock,
  list: ObjectDef,
  input: MemberInput,
  options: { upsert?: boolean | undefined; actor?: Actor | undefined } = {},
): { member: ListMember; created: boolean } {
  const state = workspace.lists
  const record = workspace.records.get(input.parent_id)
  if (!record) throw notFound(`parent_id: record ${input.parent_id} not found`)
  const parent = parentOf(workspace, list)
  if (record.object_id !== parent.id) {
    throw badRequest(
      `parent_id: record ${record.id} is a ${workspace.objects.get(record.object_id)!.slug}; the list "${list.slug}" holds ${parent.slug} records`,
    )
  }
  const existing = state.byList.get(list.id)!.get(record.id)
  if (existing !== undefined) {
    if (!options.upsert)
      throw conflict(
        `parent_id: record ${record.id} is already a member of the list "${list.slug}" (member ${existing}); PUT updates its values`,
      )
    return {
      member: updateMember(workspace, clock, list, state.members.get(existing)!, input.attributes ?? {}, options.actor),
      created: false,
    }
  }
  const values = normalizeMemberInput(workspace, list, input.attributes ?? {})
  const changed = new Set([...values.keys()].filter((id) => values.get(id) !== null))
  checkMemberConstraints(workspace, list, values, undefined, changed)
  checkRoom('listMembers', state.members.size)
  const now = clock.iso()
  const member: ListMember = {
    id: workspace.ids.next(),
    list_id: list.id,
    record_id: record.id,
    created_at: now,
    updated_at: now,
    values: new Map(),
  }
  const fieldChanges = commitMember(workspace, member, values, changed)
  state.members.set(member.id, member)
  state.byList.get(list.id)!.set(record.id, member.id)
  let ids = state.byRecord.get(record.id)
  if (!ids) state.byRecord.set(record.id, (ids = new Set()))
  ids.add(member.id)
  syncMemberOrders(workspace, member)
  listItemEvent(workspace, clock, list, member, 'created', fieldChanges, options.actor)
  return { member, created: true }
}

/** Merges values into a membership; `null` clears one. `updated_at` moves, and an event is written, only when a value changed. */
export function updateMember(
  workspace: Workspace,
  clock: Clock,
  list: ObjectDef,
  member: ListMember,
  input: Record<string, unknown>,
  actor?: Actor | undefined,
): ListMember {
  const given = normalizeMemberInput(workspace, list, input)
  const next = new Map(member.values)
  const changed = new Set<string>()
  for (const [attributeId, value] of given) {
    if (sameValue(member.values.get(attributeId), value)) continue
    changed.add(attributeId)
    next.set(attributeId, value)
  }
  checkMemberConstraints(workspace, list, next, member, changed)
  if (changed.size === 0) return member
  const fieldChanges = commitMember(workspace, member, next, changed)
  member.updated_at = clock.iso()
  syncMemberOrders(workspace, member)
  listItemEvent(workspace, clock, list, member, 'updated', fieldChanges, actor)
  return member
}

/**
 * Takes a member out of its list. The record stays; its timeline shows the removal unless
 * `silent` (the record is being deleted itself).
 */
export function removeMember(
  workspace: Workspace,
  clock: Clock,
  member: ListMember,
  options: { actor?: Actor | undefined; silent?: boolean | undefined } = {},
): void {
  const state = workspace.lists
  for (const [attributeId, value] of member.values) {
    const index = workspace.uniqueIndex.get(attributeId)
    if (!index) continue
    for (const key of indexKeys(workspace.attributes.get(attributeId)!, value))
      if (index.get(key) === member.id) index.delete(key)
  }
  forgetMemberOrders(workspace, member)
  state.members.delete(member.id)
  state.byList.get(member.list_id)?.delete(member.record_id)
  const ids = state.byRecord.get(member.record_id)
  ids?.delete(member.id)
  if (ids?.size === 0) state.byRecord.delete(member.record_id)
  if (!options.silent && workspace.records.has(member.record_id))
    listItemEvent(workspace, clock, workspace.objects.get(member.list_id)!, member, 'deleted', [], options.actor)
}

/** Removes every membership of a record that is being deleted (no events: its timeline goes with it). */
export function removeRecordMemberships(workspace: Workspace, clock: Clock, record: RecordRow): void {
  for (const id of [...(workspace.lists.byRecord.get(record.id) ?? [])])
    removeMember(workspace, clock, workspace.lists.members.get(id)!, { silent: true })
}

/**
 * The attributes a selection shows: the record's first, then the list's, each in creation order.
 * Where the object gained an attribute with a list attribute's slug, the list's comes later and wins.
 */
function selectedAttributes(workspace: Workspace, list: ObjectDef, selection: MemberSelection): AttributeDef[] {
  const parent = parentOf(workspace, list)
  if (selection === 'none') return []
  if (selection === 'primary') return objectAttributes(workspace, parent).filter((a) => a.slug === PRIMARY_ATTRIBUTE)
  if (selection === 'all') return [...objectAttributes(workspace, parent), ...objectAttributes(workspace, list)]
  return selection.slugs.map((slug, index) => {
    const attribute = objectAttributeBySlug(workspace, list, slug) ?? objectAttributeBySlug(workspace, parent, slug)
    if (!attribute)
      throw badRequest(
        `attributes.slugs[${index}]: neither "${parent.slug}" nor the list "${list.slug}" has an attribute "${slug}"`,
      )
    return attribute
  })
}

/**
 * The response form of a member: the record with the list's values merged into `attributes`.
 *
 * @example presentMember(workspace, list, member).attributes // { name: {...}, ..., status: { id: 'new', name: 'New' }, score: 85 }
 */
export function presentMember(
  workspace: Workspace,
  list: ObjectDef,
  member: ListMember,
  selection: MemberSelection = 'all',
  shown?: AttributeDef[],
): PresentedMember {
  const record = workspace.records.get(member.record_id)!
  const attributes: Record<string, PresentedValue> = {}
  for (const attribute of shown ?? selectedAttributes(workspace, list, selection)) {
    const stored = attribute.object_id === list.id ? member.values.get(attribute.id) : record.values.get(attribute.id)
    attributes[attribute.slug] = presentValue(attribute, stored)
  }
  return {
    id: member.id,
    object_id: record.object_id,
    type: workspace.objects.get(record.object_id)!.slug,
    workspace_id: workspace.id,
    created_at: member.created_at,
    updated_at: member.updated_at,
    attributes,
    parent_id: record.id,
    list_id: list.id,
  }
}

/** Resolves `sort.attribute` of a member query: a list or record attribute (slug or id), `created_at` (default) or `updated_at`, the membership's. */
function memberSortField(workspace: Workspace, list: ObjectDef, name: string | undefined): string {
  const field = name ?? 'created_at'
  if (field === 'created_at' || field === 'updated_at') return field
  const parent = parentOf(workspace, list)
  const byId = workspace.attributes.get(field)
  if (byId && (byId.object_id === list.id || byId.object_id === parent.id)) return byId.id
  const attribute = objectAttributeBySlug(workspace, list, field) ?? objectAttributeBySlug(workspace, parent, field)
  if (!attribute) {
    throw badRequest(
      `sort.attribute: neither "${parent.slug}" nor the list "${list.slug}" has an attribute "${field}"; use an attribute slug or id, created_at or updated_at`,
    )
  }
  return attribute.id
}

/**
 * One page of a list's members: selection, sort and offset pagination as record lists have them.
 * `created_at` and `updated_at` are the membership's (when the record was added, last changed in
 * the list). Pages read a kept order (member-order.ts), never a sort of the list.
 *
 * @example listMembers(workspace, list, { sort: { attribute: 'score', direction: 'desc' }, limit: 10 })
 */
export function listMembers(workspace: Workspace, list: ObjectDef, query: MemberQuery): MemberPage {
  const limit = query.limit ?? MEMBER_PAGE.defaultLimit
  const offset = query.offset ?? 0
  const selection = query.attributes ?? 'all'
  const shown = selectedAttributes(workspace, list, selection)
  const order = memberOrder(workspace, list, memberSortField(workspace, list, query.sort?.attribute))
  const page = order.page(offset, limit, query.sort?.direction ?? 'asc')
  const hasMore = offset + page.length < order.size
  return {
    data: page.map((id) => presentMember(workspace, list, workspace.lists.members.get(id)!, selection, shown)),
    total: order.size,
    limit,
    offset,
    has_more: hasMore,
    next_offset: hasMore ? offset + page.length : null,
  }
}
