import type { Clock } from '../clock.js'
import type { Workspace } from '../model.js'

/** What a timeline event is about, in the reference's words. */
export type TimelineResourceType = 'entity' | 'task' | 'note' | 'list_item' | 'attribute'
export type TimelineEventType = 'created' | 'updated' | 'deleted' | 'archived'

export interface FieldChange {
  field_name: string
  old_value: unknown
  new_value: unknown
}

/** One event on a record's timeline, stored in its response form. */
export interface TimelineEvent {
  id: string
  resource_type: TimelineResourceType
  resource_id: string
  event_type: TimelineEventType
  event_payload: Record<string, unknown> & { field_changes?: FieldChange[] }
  event_timestamp: string
  /** Workspace-wide order of appends: later events have larger numbers, whatever their timestamps. */
  seq: number
}

/** Every record's events, oldest first, and the workspace's append counter. */
export interface TimelineState {
  byRecord: Map<string, TimelineEvent[]>
  seq: number
}

export const createTimelineState = (): TimelineState => ({ byRecord: new Map(), seq: 0 })

export interface TimelineEventInput {
  resource_type: TimelineResourceType
  resource_id: string
  event_type: TimelineEventType
  event_payload: TimelineEvent['event_payload']
}

/**
 * Appends an event to a record's timeline at the clock's time. Every module that changes
 * something a record's timeline shows (the record itself, its tasks, notes, list memberships,
 * relationship instances) calls this.
 *
 * @example appendTimelineEvent(workspace, clock, record.id, { resource_type: 'entity', resource_id: record.id, event_type: 'created', event_payload: {} })
 */
export function appendTimelineEvent(workspace: Workspace, clock: Clock, recordId: string, input: TimelineEventInput): TimelineEvent {
  const state = workspace.timeline
  const event: TimelineEvent = { id: workspace.ids.next(), ...input, event_timestamp: clock.iso(), seq: ++state.seq }
  let events = state.byRecord.get(recordId)
  if (!events) state.byRecord.set(recordId, (events = []))
  events.push(event)
  return event
}

/** Drops a deleted record's timeline. */
export function dropTimeline(workspace: Workspace, recordId: string): void {
  workspace.timeline.byRecord.delete(recordId)
}
