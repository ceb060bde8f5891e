import { z } from 'zod'
import { lazySchema } from '../schemas/lazy.js'
import { DESCRIPTION_LIMITS } from '../../core/notifications/describe.js'
import {
  createRule,
  deleteRule,
  findRule,
  listFeed,
  listRules,
  presentPreferences,
  presentRule,
  updatePreferences,
  userNotifications,
} from '../../core/notifications/notifications.js'
import { NOTIFICATION_LIMITS, NOTIFICATION_TYPES } from '../../core/notifications/state.js'
import { defineRoute } from '../route.js'
import {
  CreateRuleBody,
  FeedQuery,
  FeedSchema,
  PreferencesSchema,
  RuleDeletedSchema,
  RuleListSchema,
  RuleSchema,
  UpdatePreferencesBody,
} from '../schemas/notifications.js'

const tag = 'Notifications'
// Any string: a rule id that is not one of the user's rules is 404 (the reference declares no 400 here).
const RuleParams = lazySchema(() => z.strictObject({ id: z.string().describe("The rule's id") }))

const RUNS =
  `A run reports what changed in the workspace since the previous run: new insights, processed ` +
  `meeting notes, tasks due within a day, tasks newly assigned to the user, and records created or ` +
  `updated, each kind as the user's enabled_types allow. A run that finds nothing sends nothing. A ` +
  `user's feed keeps its ${NOTIFICATION_LIMITS.feedItemsPerUser} newest items.`

export const notificationRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/notifications/feed',
    operationId: 'getNotificationFeed',
    tag,
    summary: 'Get the notification feed',
    description:
      `The calling key's user's notifications, newest first: the digest (every frequency_minutes of ` +
      `clock time while digest_enabled and daily_digest is enabled) and the custom rules (on their ` +
      `cron schedules) add items as the mock's clock passes their time. ${RUNS} A user's digest starts ` +
      `with their first notifications request. since answers only items sent after it.`,
    public: true,
    scope: 'notification.read',
    request: { query: FeedQuery },
    responses: { 200: { description: 'The feed, newest first', schema: FeedSchema } },
    errors: [],
    handle: ({ query, workspace, key, services }) => ({
      status: 200,
      body: { items: listFeed(workspace, services.clock, key.user_id, query) },
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/notifications/preferences',
    operationId: 'getNotificationPreferences',
    tag,
    summary: 'Get notification preferences',
    description:
      `The calling key's user's preferences: by default a digest every 1440 minutes with every type ` +
      `enabled (${NOTIFICATION_TYPES.join(', ')}).`,
    public: true,
    scope: 'notification.read',
    responses: { 200: { description: 'The preferences', schema: PreferencesSchema } },
    errors: [],
    handle: ({ workspace, key, services }) => ({
      status: 200,
      body: presentPreferences(userNotifications(workspace, services.clock, key.user_id).preferences),
    }),
  }),
  defineRoute({
    method: 'patch',
    path: '/v1/notifications/preferences',
    operationId: 'updateNotificationPreferences',
    tag,
    summary: 'Update notification preferences',
    description:
      `Changes the given preferences: frequency_minutes ${NOTIFICATION_LIMITS.minFrequency} to ` +
      `${NOTIFICATION_LIMITS.maxFrequency}, enabled_types the whole list (each one of ` +
      `${NOTIFICATION_TYPES.join(', ')}; duplicates count once), digest_enabled. A change re-arms the ` +
      `digest: due frequency_minutes after its previous run. An out-of-range or unknown value is 400 ` +
      `and changes nothing.`,
    public: true,
    scope: 'notification.write',
    request: { body: UpdatePreferencesBody, bodyRequired: true },
    responses: { 200: { description: 'The preferences now', schema: PreferencesSchema } },
    errors: [],
    handle: ({ body, workspace, key, services }) => ({
      status: 200,
      body: updatePreferences(workspace, services.clock, key.user_id, body),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/notifications/custom',
    operationId: 'listCustomNotifications',
    tag,
    summary: 'List custom notifications',
    description: "The calling key's user's custom notification rules, oldest first.",
    public: true,
    scope: 'notification.read',
    responses: { 200: { description: 'The rules', schema: RuleListSchema } },
    errors: [],
    handle: ({ workspace, key }) => ({
      status: 200,
      body: { rules: listRules(workspace, key.user_id).map(presentRule) },
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/v1/notifications/custom',
    operationId: 'createCustomNotification',
    tag,
    summary: 'Create a custom notification',
    description:
      `Creates a rule from a plain-language description (1 to ${DESCRIPTION_LIMITS.maxCharacters} ` +
      `characters): a short name, the prompt, and a 5-field cron schedule in UTC read from phrases ` +
      `such as "every Monday at 9am" (0 9 * * 1), "daily at 8" (0 8 * * *), "every hour" (0 * * * *), ` +
      `"every minute", "every 15 minutes", "weekdays at 17:30" (30 17 * * 1-5), "weekends", "weekly", ` +
      `"monthly", "at noon"; daily at 9:00 when it names no time. Words beyond the request and the ` +
      `schedule (a company, a person, a topic) narrow what its runs report. ${RUNS} A user holds at ` +
      `most ${NOTIFICATION_LIMITS.rulesPerUser} rules; one more is 400.`,
    public: true,
    scope: 'notification.write',
    request: { body: CreateRuleBody, bodyRequired: true },
    responses: { 200: { description: 'The new rule', schema: RuleSchema } },
    errors: [],
    handle: ({ body, workspace, key, services }) => ({
      status: 200,
      body: presentRule(createRule(workspace, services.clock, key.user_id, body.description)),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/notifications/custom/{id}',
    operationId: 'getCustomNotification',
    tag,
    summary: 'Get a custom notification',
    description: "One of the calling key's user's rules; another user's rule, or none, is 404.",
    public: true,
    scope: 'notification.read',
    request: { params: RuleParams },
    responses: { 200: { description: 'The rule', schema: RuleSchema } },
    errors: [404],
    handle: ({ params, workspace, key }) => ({
      status: 200,
      body: presentRule(findRule(workspace, key.user_id, params.id)),
    }),
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/notifications/custom/{id}',
    operationId: 'deleteCustomNotification',
    tag,
    summary: 'Delete a custom notification',
    description:
      "Deletes one of the calling key's user's rules and stops its schedule; the items it sent stay in " +
      "the feed. Another user's rule, or none, is 404.",
    public: true,
    scope: 'notification.write',
    request: { params: RuleParams },
    responses: { 200: { description: 'The rule was deleted', schema: RuleDeletedSchema } },
    errors: [404],
    handle: ({ params, workspace, key }) => ({
      status: 200,
      body: { id: deleteRule(workspace, key.user_id, params.id).id, deleted: true },
    }),
  }),
]
