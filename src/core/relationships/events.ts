import { SYSTEM_ACTOR, type Actor } from '../actor.js'
import type { Clock } from '../clock.js'
import { isIdAfter } from '../ids.js'
import type { RecordRow, Workspace } from '../model.js'
import { placeTimelineEvent, type FieldChange, type TimelineEvent, type TimelinePayload } from '../timeline/events.js'
import type { RelationshipDefinition, RelationshipInstance } from './state.js'

/** Whether an instance was added or removed, as the event's `relationship.action` says. */
export type RelationshipAction = 'added' | 'removed'

/**
 * An instance added or removed, on one of its records' timelines. It keeps what the payload is read
 * from (the instance and its definition never change; names and object slugs are taken when the
 * event is written) and builds the payload when read: one object a event, where the payload was
 * six (about 250 bytes less each; the large scenario writes 30,000 of them).
 */
class RelationshipEvent implements TimelineEvent {
  declare readonly resource_type: 'entity'
  declare readonly event_type: 'updated'
  constructor(
    /** Undefined when it is the id its instance's says (see `idAfter`): read as that. */
    private readonly ownId: string | undefined,
    readonly event_timestamp: string,
    readonly created_by: string,
    readonly created_by_id: string | undefined,
    readonly seq: number,
    readonly record_id: string,
    private readonly instance: RelationshipInstance,
    private readonly definition: RelationshipDefinition,
    private readonly action: RelationshipAction,
    /** The record's object's id. */
    private readonly objectId: string,
    private readonly name: string,
    private readonly type: string,
    private readonly partnerName: string,
    private readonly partnerType: string,
  ) {}

  get id(): string {
    return this.ownId ?? idAfter(this.instance, this.record_id)
  }

  get resource_id(): string {
    return this.record_id
  }

  /** The one field change of the payload, built alone. */
  get field_changes(): FieldChange[] {
    const first = this.record_id === this.instance.entity_1_id
    return [this.fieldChange(first)]
  }

  private fieldChange(first: boolean): FieldChange {
    const { instance, definition } = this
    const other = { id: first ? instance.entity_2_id : instance.entity_1_id, name: this.partnerName }
    return {
      field_name: first ? definition.entity_1_to_2_predicate : definition.entity_2_to_1_predicate,
      old_value: this.action === 'added' ? null : other,
      new_value: this.action === 'added' ? other : null,
    }
  }

  get event_payload(): TimelinePayload {
    const { instance, definition } = this
    // The record is one side of the instance and its partner the other (an instance never links a record to itself).
    const first = this.record_id === instance.entity_1_id
    const predicate = first ? definition.entity_1_to_2_predicate : definition.entity_2_to_1_predicate
    const partnerId = first ? instance.entity_2_id : instance.entity_1_id
    return {
      entity: {
        id: this.record_id,
        definition_id: this.objectId,
        type: this.type,
        name: this.name,
      },
      relationship: {
        id: instance.id,
        definition_id: definition.id,
        action: this.action,
        predicate,
        other_entity_id: partnerId,
        other_entity_name: this.partnerName,
        other_entity_type: this.partnerType,
      },
      field_changes: [this.fieldChange(first)],
    }
  }
}
// The same for every relationship event: on the prototype, not in each.
Object.defineProperty(RelationshipEvent.prototype, 'resource_type', { value: 'entity' })
Object.defineProperty(RelationshipEvent.prototype, 'event_type', { value: 'updated' })

/**
 * Whether an event is a relationship's (added or removed): its one field change holds the partner
 * or null, never a value of the record's own attributes. A reader looking for attribute changes
 * skips these without building their field changes (30,000 in the large seed).
 */
export const isRelationshipEvent = (event: TimelineEvent): boolean => event instanceof RelationshipEvent

/**
 * The id an instance's added event on a record's timeline is drawn with: the instance's id and
 * then its two events' are drawn one after the other, entity 1's event first.
 */
const idAfter = (instance: RelationshipInstance, recordId: string): string =>
  String(BigInt(instance.id) + (recordId === instance.entity_1_id ? 1n : 2n))

/**
 * Writes the event of an instance added or removed on the timeline of one of its records.
 *
 * The reference's timeline has no resource type for relationships, so the event is an update of
 * the entity (`resource_type: entity`, `event_type: updated`, `resource_id`: the record): a
 * `relationship` payload says what happened, from this record's side, and a `field_changes`
 * entry named after the predicate goes from nothing to the partner (added) or back (removed).
 * The partner's name is written into the event, so it still reads after the partner is deleted.
 * The caller names both records (`recordName`), once for the two events of an instance.
 *
 * @example relationshipEvent(workspace, clock, instance, definition, person, 'Ada Lovelace', company, 'Acme', 'added', actor)
 */
export function relationshipEvent(
  workspace: Workspace,
  clock: Clock,
  instance: RelationshipInstance,
  definition: RelationshipDefinition,
  side: RecordRow,
  sideName: string,
  partner: RecordRow,
  partnerName: string,
  action: RelationshipAction,
  actor: Actor = SYSTEM_ACTOR,
): void {
  const { objects } = workspace
  const id = workspace.ids.next()
  placeTimelineEvent(
    workspace,
    new RelationshipEvent(
      // An id string is about 40 bytes of heap (30,000 events in the large scenario): one the instance's id says is not kept.
      isIdAfter(id, instance.id, side.id === instance.entity_1_id ? 1 : 2) ? undefined : id,
      clock.iso(),
      actor.created_by,
      actor.created_by_id,
      ++workspace.timeline.seq,
      side.id,
      instance,
      definition,
      action,
      side.object_id,
      sideName,
      objects.get(side.object_id)!.slug,
      partnerName,
      objects.get(partner.object_id)!.slug,
    ),
  )
}
