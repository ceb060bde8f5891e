import { z } from 'zod'
import { lazySchema } from './lazy.js'
import { DESCRIPTION_LIMITS } from '../../core/notifications/describe.js'
import { NOTIFICATION_LIMITS, NOTIFICATION_TYPES } from '../../core/notifications/state.js'
import { components, IdString, jsonSchemaOverrides, queryInteger, Timestamp } from './common.js'

// RFC 3339 with an offset; parsed with Date.parse once it has passed (linear, no backtracking).
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/

export const CreateRuleBody = lazySchema(() =>
  z
    .strictObject({
      description: z
        .string()
        .max(DESCRIPTION_LIMITS.maxCharacters, `must hold at most ${DESCRIPTION_LIMITS.maxCharacters} characters`)
        .refine((text) => text.trim() !== '', 'must not be blank')
        .describe(
          `What to be told about and when, in plain words ("Tell me about new insights on Acme every ` +
            `Monday at 9am"); at most ${DESCRIPTION_LIMITS.maxCharacters} characters`,
        ),
    })
    .register(components, {
      id: 'CreateNotificationRuleRequest',
      description: 'A custom notification, described in plain words',
    }),
)

export const RuleSchema = lazySchema(() =>
  z
    .strictObject({
      id: IdString(),
      name: z.string().describe('A short name read from the description'),
      prompt: z
        .string()
        .describe(
          'What the rule asks for: the description as written, or a summary of the workspace when it names no topic',
        ),
      is_enabled: z.boolean(),
      schedule: z
        .string()
        .describe('When it runs: a 5-field cron expression (minute hour day-of-month month day-of-week) in UTC'),
      created_at: Timestamp(),
    })
    .register(components, {
      id: 'NotificationRule',
      description: "A custom notification rule of the calling key's user",
    }),
)

export const RuleListSchema = lazySchema(() =>
  z.strictObject({ rules: z.array(RuleSchema()).describe('Oldest first') }).register(components, {
    id: 'NotificationRuleList',
    description: "The calling key's user's custom notification rules",
  }),
)

export const RuleDeletedSchema = lazySchema(() =>
  z
    .strictObject({ id: IdString(), deleted: z.literal(true) })
    .register(components, { id: 'NotificationRuleDeleted', description: 'The rule that was deleted' }),
)

const Types = lazySchema(() =>
  z
    .array(z.enum(NOTIFICATION_TYPES, { error: `must be one of ${NOTIFICATION_TYPES.join(', ')}` }))
    .max(NOTIFICATION_TYPES.length * 4),
)

export const PreferencesSchema = lazySchema(() =>
  z
    .strictObject({
      frequency_minutes: z
        .number()
        .int()
        .min(NOTIFICATION_LIMITS.minFrequency)
        .max(NOTIFICATION_LIMITS.maxFrequency)
        .describe('Minutes of clock time between two digests'),
      enabled_types: z.array(z.enum(NOTIFICATION_TYPES)).describe('What the digest and custom rules report'),
      digest_enabled: z.boolean(),
    })
    .register(components, {
      id: 'NotificationPreferences',
      description: "How and about what the calling key's user is notified",
    }),
)

export const UpdatePreferencesBody = lazySchema(() =>
  z
    .strictObject({
      frequency_minutes: z
        .number()
        .int('must be a whole number of minutes')
        .min(NOTIFICATION_LIMITS.minFrequency, `must be at least ${NOTIFICATION_LIMITS.minFrequency}`)
        .max(NOTIFICATION_LIMITS.maxFrequency, `must be at most ${NOTIFICATION_LIMITS.maxFrequency} (a week)`)
        .optional()
        .describe(
          `Minutes of clock time between two digests, ${NOTIFICATION_LIMITS.minFrequency} to ` +
            `${NOTIFICATION_LIMITS.maxFrequency}`,
        ),
      enabled_types: Types()
        .optional()
        .describe(`The whole list of enabled types (replaces it), each one of ${NOTIFICATION_TYPES.join(', ')}`),
      digest_enabled: z.boolean().optional(),
    })
    .register(components, {
      id: 'UpdateNotificationPreferencesRequest',
      description: 'Preferences to change; the others stay as they are',
    }),
)

const EntrySchema = lazySchema(() => z.strictObject({ title: z.string(), context: z.string() }))

export const FeedItemSchema = lazySchema(() =>
  z
    .strictObject({
      id: IdString(),
      type: z.enum(['daily_digest', 'custom']).describe('daily_digest for the digest, custom for a custom rule'),
      status: z.literal('sent'),
      alert_time: Timestamp().describe('When it was due'),
      sent_at: Timestamp(),
      rule_id: IdString().optional().describe('The custom rule that sent it'),
      rule_name: z.string().optional().describe("That rule's name"),
      content: z.strictObject({
        important_items: z
          .array(EntrySchema())
          .describe(
            `New insights (context_alert), processed meeting notes (meeting_summary), tasks due within a day ` +
              `(task_reminder) and tasks assigned to the user (task_assigned); at most ` +
              `${NOTIFICATION_LIMITS.entriesPerList}`,
          ),
        entity_changes: z
          .array(EntrySchema())
          .describe(
            `Records created or updated since the previous run, newest first; at most ` +
              `${NOTIFICATION_LIMITS.entriesPerList}`,
          ),
      }),
    })
    .register(components, {
      id: 'NotificationFeedItem',
      description: 'A notification: what changed in the workspace between two runs',
    }),
)

export const FeedSchema = lazySchema(() =>
  z
    .strictObject({ items: z.array(FeedItemSchema()).describe('Newest first') })
    .register(components, { id: 'NotificationFeed', description: "The calling key's user's notifications" }),
)

const SINCE = 'Only items sent after this RFC 3339 instant (the last sent_at read)'
const Since = lazySchema(() => {
  const schema = z
    .string()
    .refine(
      (text) => RFC3339.test(text) && !Number.isNaN(Date.parse(text)),
      'must be an RFC 3339 timestamp such as 2026-01-15T10:00:00Z',
    )
    .optional()
    .describe(SINCE)
  jsonSchemaOverrides.set(schema, { type: 'string', format: 'date-time', description: SINCE })
  return schema
})

export const FeedQuery = lazySchema(() =>
  z.strictObject({
    limit: queryInteger(
      `At most this many items, 1 to ${NOTIFICATION_LIMITS.maxFeedLimit}, default ` +
        `${NOTIFICATION_LIMITS.defaultFeedLimit}`,
      1,
      NOTIFICATION_LIMITS.maxFeedLimit,
    ),
    since: Since(),
  }),
)
