import type { Actor } from '../actor.js'
import { recordName } from '../records/record-name.js'
import type { Clock } from '../clock.js'
import type { RecordRow, Workspace } from '../model.js'
import { appendTimelineEvent } from '../timeline/events.js'
import type { RelationshipDefinition, RelationshipInstance } from './state.js'

/** Whether an instance was added or removed, as the event's `relationship.action` says. */
export type RelationshipAction = 'added' | 'removed'

/**
 * Writes the event of an instance added or removed on the timeline of one of its records.
 *
 * The reference's timeline has no resource type for relationships, so the event is an update of
 * the entity (`resource_type: entity`, `event_type: updated`, `resource_id`: the record): a
 * `relationship` payload says what happened, from this record's side, and a `field_changes`
 * entry named after the predicate goes from nothing to the partner (added) or back (removed).
 * The partner's name is written into the event, so it still reads after the partner is deleted.
 *
 * @example relationshipEvent(workspace, clock, instance, definition, person, company, 'added', actor)
 */
export function relationshipEvent(
  workspace: Workspace,
  clock: Clock,
  instance: RelationshipInstance,
  definition: RelationshipDefinition,
  record: RecordRow,
  partner: RecordRow,
  action: RelationshipAction,
  actor?: Actor | undefined,
): void {
  const object = workspace.objects.get(record.object_id)!
  const partnerObject = workspace.objects.get(partner.object_id)!
  const predicate =
    record.id === instance.entity_1_id ? definition.entity_1_to_2_predicate : definition.entity_2_to_1_predicate
  const other = { id: partner.id, name: recordName(workspace, partner) }
  appendTimelineEvent(workspace, clock, record.id, {
    resource_type: 'entity',
    resource_id: record.id,
    event_type: 'updated',
    event_payload: {
      entity: { id: record.id, definition_id: object.id, type: object.slug, name: recordName(workspace, record) },
      relationship: {
        id: instance.id,
        definition_id: definition.id,
        action,
        predicate,
        other_entity_id: partner.id,
        other_entity_name: other.name,
        other_entity_type: partnerObject.slug,
      },
      field_changes: [
        {
          field_name: predicate,
          old_value: action === 'added' ? null : other,
          new_value: action === 'added' ? other : null,
        },
      ],
    },
    actor,
  })
}
