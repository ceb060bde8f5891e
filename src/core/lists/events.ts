import type { Actor } from '../actor.js'
import type { Clock } from '../clock.js'
import type { ObjectDef, Workspace } from '../model.js'
import { appendTimelineEvent, type FieldChange } from '../timeline/events.js'
import type { ListMember } from './state.js'

/**
 * Writes a membership event on the member record's timeline: `resource_type: list_item`, the
 * member's id as `resource_id`, and the reference's `list_item` payload `{id, definition_id (the
 * list), list_name, parent_id (the record)}`, with `field_changes` of the list's own values when
 * there are any (on `created` from null, on `updated` from the old value).
 *
 * @example listItemEvent(workspace, clock, list, member, 'created', [], actor)
 */
export function listItemEvent(
  workspace: Workspace,
  clock: Clock,
  list: ObjectDef,
  member: ListMember,
  eventType: 'created' | 'updated' | 'deleted',
  fieldChanges: FieldChange[],
  actor?: Actor | undefined,
): void {
  const payload: Record<string, unknown> = {
    list_item: { id: member.id, definition_id: list.id, list_name: list.name, parent_id: member.record_id },
  }
  if (fieldChanges.length > 0) payload.field_changes = fieldChanges
  appendTimelineEvent(workspace, clock, member.record_id, {
    resource_type: 'list_item',
    resource_id: member.id,
    event_type: eventType,
    event_payload: payload,
    actor,
  })
}
