import { z } from 'zod'
import { lazySchema } from './lazy.js'
import { TIMELINE_PAGE } from '../../core/timeline/timeline.js'
import { components, IdString, queryInteger, Timestamp } from './common.js'
import { AttributeValueSchema } from './records.js'

// Payload parts: an event fills the one its resource_type names (relationship events are entity
// updates with a `relationship` part), plus `field_changes` on updates.
const EntityPayload = lazySchema(() =>
  z
    .object({
      id: IdString(),
      definition_id: IdString().describe("The id of the record's object"),
      type: z.string().describe("The slug of the record's object"),
      name: z.string().describe("The plain text of the record's primary attribute"),
      attributes: z
        .record(z.string(), AttributeValueSchema())
        .optional()
        .describe("The record's values after the change, by attribute slug"),
    })
    .register(components, {
      id: 'TimelineEntityPayload',
      description: 'The record an entity event is about, as it was after the event',
    }),
)

const TaskPayload = lazySchema(() =>
  z
    .object({
      id: IdString(),
      title: z.string(),
      priority: z.string().optional(),
      due_date: Timestamp().optional(),
      completed_at: Timestamp().optional(),
    })
    .register(components, { id: 'TimelineTaskPayload', description: 'The task a task event is about' }),
)

const NotePayload = lazySchema(() =>
  z
    .object({ id: IdString(), title: z.string(), content: z.string().optional() })
    .register(components, { id: 'TimelineNotePayload', description: 'The note a note event is about' }),
)

const ListItemPayload = lazySchema(() =>
  z
    .object({
      id: IdString().describe("The membership's id"),
      definition_id: IdString().describe("The list's id"),
      list_name: z.string(),
      parent_id: IdString().describe("The member record's id"),
    })
    .register(components, {
      id: 'TimelineListItemPayload',
      description: 'The list membership a list_item event is about',
    }),
)

const RelationshipPayload = lazySchema(() =>
  z
    .object({
      id: IdString().describe("The relationship instance's id"),
      definition_id: IdString(),
      action: z.enum(['added', 'removed']),
      predicate: z.string().describe('The predicate read from this record\'s side ("works at")'),
      other_entity_id: IdString(),
      other_entity_name: z.string(),
      other_entity_type: z.string().describe("The slug of the partner's object"),
    })
    .register(components, {
      id: 'TimelineRelationshipPayload',
      description: 'A relationship instance added to or removed from the record',
    }),
)

const FieldChangeSchema = lazySchema(() =>
  z
    .object({
      field_name: z.string().describe('An attribute slug, or a task, note or list field'),
      old_value: z.unknown().describe('The value before the change, in its response form; null when there was none'),
      new_value: z.unknown().describe('The value after the change, in its response form; null when cleared'),
    })
    .register(components, { id: 'FieldChange', description: 'One field a change touched' }),
)

const TimelinePayload = lazySchema(() =>
  z
    .object({
      entity: EntityPayload().optional(),
      task: TaskPayload().optional(),
      note: NotePayload().optional(),
      list_item: ListItemPayload().optional(),
      relationship: RelationshipPayload().optional(),
      field_changes: z.array(FieldChangeSchema()).optional(),
    })
    .register(components, {
      id: 'TimelineEventPayload',
      description: 'What an event is about: the part its resource_type names, and field_changes on updates',
    }),
)

export const TimelineEventSchema = lazySchema(() => {
  const schema = z.object({
    id: IdString(),
    resource_type: z.enum(['entity', 'task', 'note', 'list_item', 'attribute']),
    resource_id: IdString().describe('The id of the record, task, note or list membership the event is about'),
    event_type: z.enum(['created', 'updated', 'deleted', 'archived']),
    event_payload: TimelinePayload(),
    event_timestamp: Timestamp(),
    created_by: z.string().describe('`developer_api` for a change made with an API key, `system` for seeded history'),
    created_by_id: IdString().optional().describe("The acting user's id (the key's user); absent on seeded history"),
    is_aggregated: z.boolean().describe('Always false: the mock does not fold events together'),
    get children() {
      return z.array(TimelineEventSchema()).describe('Folded events; always empty')
    },
  })
  // Registered apart from its declaration: a recursive schema's type cannot flow through `.register`.
  components.add(schema, { id: 'TimelineEvent', description: "One event on a record's timeline" })
  return schema
})

export const TimelinePageSchema = lazySchema(() =>
  z
    .object({
      data: z.array(TimelineEventSchema()).describe('Newest first'),
      has_next_page: z.boolean(),
      next_cursor: z
        .string()
        .optional()
        .describe('Present when has_next_page: pass it as cursor to read the next page'),
    })
    .register(components, { id: 'TimelinePage', description: "One page of a record's timeline" }),
)

export const TimelineQuery = lazySchema(() =>
  z.strictObject({
    limit: queryInteger(
      `Events per page, 1 to ${TIMELINE_PAGE.maxLimit}, default ${TIMELINE_PAGE.defaultLimit}`,
      1,
      TIMELINE_PAGE.maxLimit,
    ),
    cursor: z
      .string()
      .optional()
      .describe('The next_cursor of the previous page, as it was answered; absent or empty for the first page'),
  }),
)
