import type { Actor } from './actor.js'
import { forgetNameIndex, forgetRecordNames, noteRecordNames } from './ask/matching.js'
import type { Clock } from './clock.js'
import type { AttributeDef, ObjectDef, RecordRow, Workspace, WorkspaceChanges } from './model.js'
import { forgetObjectJson, forgetRecordJson } from './records/record-json.js'
import { moveNames } from './records/record-name.js'
import { removeObjectLists } from './lists/lists.js'
import { dropMemberOrders, syncRecordMemberOrders } from './lists/member-order.js'
import { removeRecordMemberships } from './lists/members.js'
import { unlinkRecordFromNotes } from './notes/notes.js'
import { unlinkRecordFromInsights } from './insights/unlink.js'
import { removeObjectRelationships } from './relationships/definitions.js'
import { removeRecordRelationships } from './relationships/instances.js'
import { unlinkRecordFromTasks } from './tasks/tasks.js'
import { presentValue } from './schema/values.js'
import { indexRecord, reindexAttribute, unindexAttribute, unindexObject, unindexRecord } from './search/search-index.js'
import { entityShape, moveShapes } from './timeline/entity-shape.js'
import {
  appendCreatedEntityEvent,
  appendUpdatedEntityEvent,
  dropTimeline,
  type FieldChange,
} from './timeline/events.js'

/*
 * What a change to records, objects or attributes means for everything built on records: the
 * record's timeline, search, relationship instances, list memberships, and the links of tasks,
 * notes and insights. Schema and records announce a committed write through `workspace.changes`
 * (model.ts); store.ts subscribes CASCADE there, so each cascade lives in one place, no response
 * holds a dangling id, and records never import what builds on them (decision 0013).
 */

/**
 * `actor` made the change: the caller's key through the API (`apiActor`), seeded history when left
 * out. The created event reads its payload from the record's first values when presented.
 */
export function afterRecordCreated(workspace: Workspace, clock: Clock, record: RecordRow, actor?: Actor): void {
  const shape = entityShape(workspace, workspace.objects.get(record.object_id)!)
  appendCreatedEntityEvent(workspace, clock, record.id, record.values, shape, actor)
  indexRecord(workspace, record)
  noteRecordNames(workspace, record)
  moveNames(workspace)
}

/** `before` holds the values as they were; `changed` the attribute ids the write changed. */
export function afterRecordUpdated(
  workspace: Workspace,
  clock: Clock,
  record: RecordRow,
  before: ReadonlyMap<string, unknown>,
  changed: ReadonlySet<string>,
  actor?: Actor,
): void {
  const field_changes: FieldChange[] = []
  for (const attributeId of changed) {
    const attribute = workspace.attributes.get(attributeId)!
    field_changes.push({
      field_name: attribute.slug,
      old_value: presentValue(attribute, before.get(attributeId)),
      new_value: presentValue(attribute, record.values.get(attributeId)),
    })
  }
  const shape = entityShape(workspace, workspace.objects.get(record.object_id)!)
  appendUpdatedEntityEvent(workspace, clock, record.id, record.values, shape, field_changes, actor)
  forgetRecordJson(workspace, record.id)
  indexRecord(workspace, record, { changed, before })
  noteRecordNames(workspace, record, before)
  syncRecordMemberOrders(workspace, record)
  moveNames(workspace)
}

/** `record` is out of the workspace already; its partners' timelines show the removal of its relationships, by `actor`. */
export function afterRecordDeleted(workspace: Workspace, clock: Clock, record: RecordRow, actor?: Actor): void {
  removeRecordRelationships(workspace, clock, record, actor)
  removeRecordMemberships(workspace, clock, record)
  dropTimeline(workspace, record.id)
  forgetRecordJson(workspace, record.id)
  unindexRecord(workspace, record)
  forgetRecordNames(workspace, record)
  // Tasks and notes outlive the record; only their links to it go, quietly (no timeline event).
  unlinkRecordFromTasks(workspace, record.id)
  unlinkRecordFromNotes(workspace, record.id)
  unlinkRecordFromInsights(workspace, record.id)
  moveNames(workspace)
}

/**
 * An object is about to go: its lists, its records' relationship instances and the definitions
 * that name it go first, while its records can still be named in the partners' removal events.
 */
export function beforeObjectDeleted(workspace: Workspace, clock: Clock, object: ObjectDef, actor?: Actor): void {
  removeObjectRelationships(workspace, clock, object, actor)
  removeObjectLists(workspace, clock, object)
  moveNames(workspace)
  moveShapes(workspace)
}

/** An object went with its records (`recordIds`): everything that named them goes too. */
export function afterObjectDeleted(
  workspace: Workspace,
  clock: Clock,
  object: ObjectDef,
  records: readonly RecordRow[],
): void {
  // At once for the whole object, so that each record's own leaving costs the index next to nothing.
  unindexObject(workspace, object, records)
  // The name index works out what a record left under from its object, which is gone.
  forgetNameIndex(workspace)
  for (const record of records) afterRecordDeleted(workspace, clock, record)
  moveNames(workspace)
  moveShapes(workspace)
}

/** An attribute was added or changed: the object's records present differently. */
export function afterAttributesChanged(workspace: Workspace, object: ObjectDef): void {
  forgetObjectJson(workspace, object.id)
  forgetNameIndex(workspace)
  moveNames(workspace)
  moveShapes(workspace)
}

/** An attribute went, and with it its values on every record of the object. */
export function afterAttributeDeleted(
  workspace: Workspace,
  _clock: Clock,
  object: ObjectDef,
  attribute: AttributeDef,
): void {
  forgetObjectJson(workspace, object.id)
  unindexAttribute(workspace, object, attribute.id)
  dropMemberOrders(workspace, attribute)
  forgetNameIndex(workspace)
  moveNames(workspace)
  moveShapes(workspace)
}

/** A select attribute's options were renamed or removed: its values read differently now. */
export function afterSelectOptionsChanged(workspace: Workspace, attribute: AttributeDef): void {
  reindexAttribute(workspace, attribute)
  dropMemberOrders(workspace, attribute)
  moveNames(workspace)
  moveShapes(workspace)
}

/** The subscribers store.ts gives every workspace. */
export const CASCADE: WorkspaceChanges = {
  afterRecordCreated,
  afterRecordUpdated,
  afterRecordDeleted,
  beforeObjectDeleted,
  afterObjectDeleted,
  afterAttributesChanged,
  afterAttributeDeleted,
  afterSelectOptionsChanged,
}
