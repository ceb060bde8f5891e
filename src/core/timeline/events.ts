import { SYSTEM_ACTOR, type Actor } from '../actor.js'
import type { Clock } from '../clock.js'
import { isIdAfter } from '../ids.js'
import { WORKSPACE_LIMITS } from '../limits.js'
import type { Workspace } from '../model.js'
import type { PresentedValue } from '../schema/values.js'
import { presentEntity, type EntityShape } from './entity-shape.js'
import { RecordTimelines } from './record-timelines.js'

/** What a timeline event is about, in the reference's words. */
export type TimelineResourceType = 'entity' | 'task' | 'note' | 'list_item' | 'attribute'
export type TimelineEventType = 'created' | 'updated' | 'deleted' | 'archived'

export interface FieldChange {
  field_name: string
  old_value: unknown
  new_value: unknown
}

/** The record an entity event is about, as it was after the event. */
export interface EntityPayload {
  id: string
  definition_id: string
  type: string
  name: string
  attributes?: Record<string, PresentedValue>
}
export interface TaskPayload {
  id: string
  title: string
  priority?: string
  due_date?: string
  completed_at?: string
}
export interface NotePayload {
  id: string
  title: string
  content?: string
}
export interface ListItemPayload {
  id: string
  definition_id: string
  list_name: string
  parent_id: string
}
/** A relationship instance added to or removed from the record, read from its side. */
export interface RelationshipPayload {
  id: string
  definition_id: string
  action: 'added' | 'removed'
  predicate: string
  other_entity_id: string
  other_entity_name: string
  other_entity_type: string
}
/** What an event is about: the part its resource_type names (relationships are entity updates), and field_changes on updates. */
export interface TimelinePayload {
  entity?: EntityPayload
  task?: TaskPayload
  note?: NotePayload
  list_item?: ListItemPayload
  relationship?: RelationshipPayload
  field_changes?: FieldChange[]
}

/** One event on a record's timeline, stored in its response form. */
export interface TimelineEvent {
  id: string
  resource_type: TimelineResourceType
  resource_id: string
  event_type: TimelineEventType
  event_payload: TimelinePayload
  event_timestamp: string
  /** The channel the change came through: `developer_api`, or `system` for seeded history. */
  created_by: string
  /** The acting user's id, when a user acted. */
  created_by_id?: string | undefined
  /** Workspace-wide order of appends: later events have larger numbers, whatever their timestamps. */
  seq: number
  /** The record whose timeline holds it (not presented: a task's event is about the task). */
  record_id: string
  /**
   * The payload's field changes, kept apart by an event that builds its payload when read (a
   * record's update, a relationship): reading them there does not present the whole entity. Not
   * presented; `fieldChangesOf` reads either form.
   */
  readonly field_changes?: readonly FieldChange[] | undefined
}

/** An event's field changes, without building a payload that is built when read (see `field_changes`). */
export function fieldChangesOf(event: TimelineEvent): readonly FieldChange[] | undefined {
  return event.field_changes ?? event.event_payload.field_changes
}

/** Every record's events, oldest first (by timestamp, then `seq`), and the workspace's append counter. */
export interface TimelineState {
  byRecord: RecordTimelines
  seq: number
  /**
   * Every event kept, in the order they were written (from `head` on): the oldest
   * written are forgotten first past WORKSPACE_LIMITS.timelineEvents. Events of a dropped
   * timeline stay here, marked in `dropped`, until they are passed or compacted away.
   */
  written: TimelineEvent[]
  head: number
  /** Events kept, across every record. */
  count: number
  dropped: WeakSet<TimelineEvent>
  /** The shape each object's created events are read with, while its attributes stay as they are (entity-shape.ts). */
  shapes: Map<string, EntityShape>
}

export const createTimelineState = (): TimelineState => ({
  byRecord: new RecordTimelines(),
  seq: 0,
  written: [],
  head: 0,
  count: 0,
  dropped: new WeakSet(),
  shapes: new Map(),
})

export interface TimelineEventInput {
  resource_type: TimelineResourceType
  resource_id: string
  event_type: TimelineEventType
  event_payload: TimelineEvent['event_payload']
  /** Who made the change; seeded history (`SYSTEM_ACTOR`) when left out. Route handlers pass `apiActor(key)`. */
  actor?: Actor | undefined
}

/**
 * Orders two events as a timeline does, oldest first: by timestamp, then by append order. The
 * timestamps have a fixed-width form (`2026-01-15T10:00:00Z`), so they compare as strings.
 */
export function compareTimelineEvents(
  a: Pick<TimelineEvent, 'event_timestamp' | 'seq'>,
  b: Pick<TimelineEvent, 'event_timestamp' | 'seq'>,
): number {
  if (a.event_timestamp !== b.event_timestamp) return a.event_timestamp < b.event_timestamp ? -1 : 1
  return a.seq - b.seq
}

/**
 * Appends an event to a record's timeline at the clock's time. Every module that changes
 * something a record's timeline shows (the record itself, its tasks, notes, list memberships,
 * relationship instances) calls this.
 *
 * @example appendTimelineEvent(workspace, clock, record.id, { resource_type: 'entity', resource_id: record.id, event_type: 'created', event_payload: {}, actor: apiActor(key) })
 */
export function appendTimelineEvent(
  workspace: Workspace,
  clock: Clock,
  recordId: string,
  input: TimelineEventInput,
): TimelineEvent {
  const actor = input.actor ?? SYSTEM_ACTOR
  // Fields named one by one (a spread of the input was a tenth of seeding the large scenario); the order is the response's.
  const event: TimelineEvent = {
    id: workspace.ids.next(),
    resource_type: input.resource_type,
    resource_id: input.resource_id,
    event_type: input.event_type,
    event_payload: input.event_payload,
    event_timestamp: clock.iso(),
    created_by: actor.created_by,
    // Always a field, undefined for seeded history: added later, it would cost the event a second
    // block of properties (about 40 bytes). Presenting leaves an undefined one out.
    created_by_id: actor.created_by_id,
    seq: ++workspace.timeline.seq,
    record_id: recordId,
  }
  return place(workspace.timeline, event)
}

/**
 * A record's created event: its payload, the record as created, is read from the values the
 * record was created with (a record's writes replace its values, never change them) and the shape
 * of its object then, when the event is read. Only the event's own fields are kept: about 200
 * bytes less per record than the payload.
 */
class CreatedEntityEvent implements TimelineEvent {
  declare readonly resource_type: 'entity'
  declare readonly event_type: 'created'
  constructor(
    /** Undefined when it is the id after its record's (as a record's create draws them): read as that. */
    private readonly ownId: string | undefined,
    readonly event_timestamp: string,
    readonly created_by: string,
    readonly created_by_id: string | undefined,
    readonly seq: number,
    readonly record_id: string,
    /** The record's values as created. */
    readonly values: ReadonlyMap<string, unknown>,
    readonly shape: EntityShape,
  ) {}

  get id(): string {
    return this.ownId ?? String(BigInt(this.record_id) + 1n)
  }

  get resource_id(): string {
    return this.record_id
  }

  get event_payload(): TimelinePayload {
    return { entity: presentEntity(this.shape, this.record_id, this.values) }
  }
}
// The same for every created event: on the prototype, not in each.
Object.defineProperty(CreatedEntityEvent.prototype, 'resource_type', { value: 'entity' })
Object.defineProperty(CreatedEntityEvent.prototype, 'event_type', { value: 'created' })

/**
 * Appends a record's created event at the clock's time: what `appendTimelineEvent` appends for
 * `{ resource_type: 'entity', event_type: 'created', event_payload: { entity: presentEntity(shape, recordId, values) } }`.
 * `values` must never change afterwards (records.ts replaces a record's values on every write).
 */
export function appendCreatedEntityEvent(
  workspace: Workspace,
  clock: Clock,
  recordId: string,
  values: ReadonlyMap<string, unknown>,
  shape: EntityShape,
  actor: Actor = SYSTEM_ACTOR,
): TimelineEvent {
  const id = workspace.ids.next()
  // An id string is about 40 bytes of heap: one the record's id says is not kept.
  const ownId = isIdAfter(id, recordId, 1) ? undefined : id
  const event = new CreatedEntityEvent(
    ownId,
    clock.iso(),
    actor.created_by,
    actor.created_by_id,
    ++workspace.timeline.seq,
    recordId,
    values,
    shape,
  )
  return place(workspace.timeline, event)
}

/**
 * A record's updated event: as the created event, its entity payload is read from the values the
 * write left (never changed afterwards) and the object's shape then, when the event is read; the
 * field changes are kept as written.
 */
class UpdatedEntityEvent implements TimelineEvent {
  declare readonly resource_type: 'entity'
  declare readonly event_type: 'updated'
  constructor(
    readonly id: string,
    readonly event_timestamp: string,
    readonly created_by: string,
    readonly created_by_id: string | undefined,
    readonly seq: number,
    readonly record_id: string,
    /** The record's values after the write. */
    readonly values: ReadonlyMap<string, unknown>,
    readonly shape: EntityShape,
    readonly field_changes: FieldChange[],
  ) {}

  get resource_id(): string {
    return this.record_id
  }

  get event_payload(): TimelinePayload {
    return { entity: presentEntity(this.shape, this.record_id, this.values), field_changes: this.field_changes }
  }
}
Object.defineProperty(UpdatedEntityEvent.prototype, 'resource_type', { value: 'entity' })
Object.defineProperty(UpdatedEntityEvent.prototype, 'event_type', { value: 'updated' })

/**
 * Appends a record's updated event at the clock's time: what `appendTimelineEvent` appends for
 * `{ resource_type: 'entity', event_type: 'updated', event_payload: { entity: presentEntity(shape, recordId, values), field_changes } }`.
 * `values` must never change afterwards (records.ts replaces a record's values on every write).
 */
export function appendUpdatedEntityEvent(
  workspace: Workspace,
  clock: Clock,
  recordId: string,
  values: ReadonlyMap<string, unknown>,
  shape: EntityShape,
  fieldChanges: FieldChange[],
  actor: Actor = SYSTEM_ACTOR,
): TimelineEvent {
  const event = new UpdatedEntityEvent(
    workspace.ids.next(),
    clock.iso(),
    actor.created_by,
    actor.created_by_id,
    ++workspace.timeline.seq,
    recordId,
    values,
    shape,
    fieldChanges,
  )
  return place(workspace.timeline, event)
}

/**
 * Appends an event stored in a form of its own (a class that reads its payload when presented, as
 * relationships/events.ts does): `event` drew its id from `workspace.ids` and its `seq` from
 * `++workspace.timeline.seq`, as `appendTimelineEvent` draws them.
 */
export function placeTimelineEvent<E extends TimelineEvent>(workspace: Workspace, event: E): E {
  place(workspace.timeline, event)
  return event
}

/** Puts a new event on its record's timeline and in the workspace's write order, forgetting the oldest past the bound. */
function place(state: TimelineState, event: TimelineEvent): TimelineEvent {
  state.byRecord.add(event, compareTimelineEvents)
  state.written.push(event)
  state.count++
  while (state.count > WORKSPACE_LIMITS.timelineEvents) forgetOldest(state)
  compact(state)
  return event
}

/** Forgets the oldest event written that is still kept. */
function forgetOldest(state: TimelineState): void {
  while (state.head < state.written.length) {
    const event = state.written[state.head++]!
    if (state.dropped.has(event)) continue
    if (!state.byRecord.remove(event)) continue
    state.count--
    return
  }
}

/** Drops what `written` no longer needs: the passed entries, and those of dropped timelines once they outnumber the kept. */
function compact(state: TimelineState): void {
  const { written } = state
  if (state.head > 1024 && state.head * 2 > written.length) {
    state.written = written.slice(state.head)
    state.head = 0
  } else if (written.length - state.head > 2 * state.count + 1024) {
    state.written = written.slice(state.head).filter((event) => !state.dropped.has(event))
    state.head = 0
  }
}

/** Drops a deleted record's timeline. */
export function dropTimeline(workspace: Workspace, recordId: string): void {
  const state = workspace.timeline
  const events = state.byRecord.drop(recordId)
  if (!events) return
  for (const event of events) state.dropped.add(event)
  state.count -= events.length
  compact(state)
}
