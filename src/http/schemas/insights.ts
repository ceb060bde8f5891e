import { z } from 'zod'
import { lazySchema } from './lazy.js'
import { INSIGHT_PAGE, INSIGHT_WINDOW } from '../../core/insights/list.js'
import { INSIGHT_STREAM } from '../../core/insights/stream.js'
import { components, queryInteger, Timestamp } from './common.js'

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i
const instant = (description: string) =>
  z
    .string()
    .regex(RFC3339, 'must be an RFC 3339 timestamp such as 2026-01-15T10:00:00Z')
    .optional()
    .describe(description)

export const InsightSchema = lazySchema(() =>
  z
    .strictObject({
      id: z.string().describe('A string of digits'),
      workspace_id: z.string().describe('The workspace the insight belongs to'),
      content: z.string().describe('The statement, in plain words'),
      type: z
        .string()
        .describe(
          'What kind of statement: `relationship`, `role_change`, `follow_up`, `contact_info`, `pattern`, `playbook`...',
        ),
      confidence: z
        .number()
        .min(0)
        .max(1)
        .describe('How sure the mock is of it, 0 to 1; decay lowers it when nothing confirms it'),
      target: z
        .strictObject({
          entity_type: z
            .string()
            .describe(
              'The object slug of the entity the insight is mainly about (`person`, `company`), or `workspace`',
            ),
          hint: z.string().describe('The name of that entity, or what the insight is about'),
        })
        .describe('What the insight is about'),
      entities: z
        .array(
          z.strictObject({
            id: z.string().describe('A record id, or `ghost:N` for a mentioned entity that matches no record'),
            name: z.string(),
            type: z.string().describe("The record's object slug, or `ghost`"),
          }),
        )
        .describe('The entities the insight names; a deleted record drops out'),
      created_at: Timestamp(),
    })
    .register(components, {
      id: 'Insight',
      description: "A statement the simulated AI holds about the workspace's entities",
    }),
)

export const InsightListSchema = lazySchema(() =>
  z
    .strictObject({
      data: z.array(InsightSchema()).describe('Newest first'),
      insights: z.array(InsightSchema()).describe('The same list as data, under the name the official clients read'),
    })
    .register(components, { id: 'InsightList', description: 'Insights within the asked window, newest first' }),
)

export const ListInsightsQuery = lazySchema(() =>
  z.strictObject({
    last: z
      .string()
      .regex(INSIGHT_WINDOW, 'must be a duration such as 30m, 2h or 1d')
      .optional()
      .describe(
        'A rolling window back from now: whole seconds, minutes, hours or days (`30m`, `2h`, `1d`, ' +
          '`1h30m`). Not with from or to',
      ),
    from: instant('Only insights created at or after this RFC 3339 instant'),
    to: instant('Only insights created at or before this RFC 3339 instant'),
    limit: queryInteger(
      `At most this many insights, 1 to ${INSIGHT_PAGE.maxLimit}, default ${INSIGHT_PAGE.defaultLimit}`,
      1,
      INSIGHT_PAGE.maxLimit,
    ),
  }),
)

export const InsightStreamDataSchema = lazySchema(() =>
  z
    .strictObject({
      workspace: z.string().describe("The workspace's id"),
      insights: z
        .array(InsightSchema())
        .describe('One insight in a replay event; the whole batch, in creation order, in a batch event'),
      insight_count: z.number().int().min(1).describe('How many insights the event carries'),
      emitted_at: Timestamp().describe('When the event was written, in clock time'),
    })
    .register(components, {
      id: 'InsightStreamEventData',
      description: 'The JSON `data` of every insight stream event',
    }),
)

// A text/event-stream body has no JSON Schema of its own: the stream's schema is a string, and an
// extension keyword names the schema of each event's data, so the document shows its shape.
const eventData = { $ref: '#/components/schemas/InsightStreamEventData' }

export const InsightStreamSchema = lazySchema(() => {
  // The stream names its events' data by reference only: build that schema, so the document holds it.
  InsightStreamDataSchema()
  return z
    .string()
    .meta({
      description: [
        'Server-sent events. The stream opens with the comment `: connected workspace_id=<id> ' +
          'token_id=<id>` and a `retry: 3000` hint;',
        `then up to ${INSIGHT_STREAM.replay} recent insights as \`insight.replay\` events, oldest first, ` +
          `one insight each (the ones GET /v1/insights lists first);`,
        'then one `insight.batch.created` event per batch of new insights as they are created;',
        `and the comment \`: keepalive\` every ${INSIGHT_STREAM.keepaliveMs / 1000} s of the mock's clock.`,
        "Every event carries `id:` (the stream's cursor: the largest insight id sent so far), `event:` " +
          'and `data:`, an InsightStreamEventData object (x-event-data).',
        `A reconnect with that id as Last-Event-ID replays only the insights created after it (the ` +
          `newest ${INSIGHT_STREAM.resumeReplay} at most).`,
      ].join(' '),
      'x-event-data': { 'insight.replay': eventData, 'insight.batch.created': eventData },
    })
    .register(components, { id: 'InsightEventStream', description: "The insight stream's events" })
})
