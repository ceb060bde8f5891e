import { Cron } from 'croner'
import { formatTimestamp, type Clock } from '../clock.js'
import { badRequest, notFound } from '../errors.js'
import type { Workspace } from '../model.js'
import { collectContent } from './content.js'
import { describeRule, DESCRIPTION_LIMITS } from './describe.js'
import {
  DEFAULT_PREFERENCES,
  NOTIFICATION_LIMITS,
  NOTIFICATION_TYPES,
  type FeedItem,
  type NotificationPreferences,
  type NotificationRule,
  type NotificationType,
  type UserNotifications,
} from './state.js'

/**
 * A user's notifications as a read sees them: their own once they have any, otherwise the
 * defaults (preferences, an empty feed), made for the answer and kept nowhere, so a read changes
 * nothing and arms no timer.
 *
 * @example userNotifications(workspace, clock, key.user_id).preferences.frequency_minutes // 1440
 */
export function userNotifications(workspace: Workspace, clock: Clock, userId: string): UserNotifications {
  return workspace.notifications.users.get(userId) ?? defaultUser(userId, clock.iso())
}

const defaultUser = (userId: string, lastRun: string): UserNotifications => ({
  user_id: userId,
  preferences: { ...DEFAULT_PREFERENCES, enabled_types: [...DEFAULT_PREFERENCES.enabled_types] },
  feed: [],
  digest_last_run_at: lastRun,
})

/** A user's own notifications, made by their first write (default preferences, an empty feed) with the digest armed. */
function ownNotifications(workspace: Workspace, clock: Clock, userId: string, lastRun?: string): UserNotifications {
  let user = workspace.notifications.users.get(userId)
  if (!user) {
    // The digest carries on from the workspace's default one: what it already reported is not sent again.
    user = defaultUser(userId, lastRun ?? (workspace.notifications.defaultDigest.last_run_at || clock.iso()))
    workspace.notifications.users.set(userId, user)
    scheduleDigest(workspace, clock, user)
  }
  return user
}

/**
 * Arms the digest of the workspace's users who have no notifications of their own (default
 * preferences: every DEFAULT_PREFERENCES.frequency_minutes). Called when the workspace is made.
 */
export function startNotifications(workspace: Workspace, clock: Clock): void {
  const digest = workspace.notifications.defaultDigest
  digest.cancel?.()
  digest.last_run_at = clock.iso()
  scheduleDefaultDigest(workspace, clock)
}

function scheduleDefaultDigest(workspace: Workspace, clock: Clock): void {
  const digest = workspace.notifications.defaultDigest
  const at = Math.max(Date.parse(digest.last_run_at) + DEFAULT_PREFERENCES.frequency_minutes * 60_000, clock.now() + 1)
  digest.cancel = clock.schedule(at, () => {
    digest.cancel = undefined
    const since = digest.last_run_at
    const until = formatTimestamp(at)
    for (const userId of workspace.users.keys()) {
      if (workspace.notifications.users.has(userId)) continue
      const content = collectContent(workspace, {
        since,
        until,
        userId,
        types: new Set(DEFAULT_PREFERENCES.enabled_types),
        topics: [],
      })
      if (!content) continue
      const user = ownNotifications(workspace, clock, userId, until)
      deliver(workspace, clock, user, at, content, { type: 'daily_digest' })
    }
    digest.last_run_at = until
    scheduleDefaultDigest(workspace, clock)
  })
}

/** (Re)arms the digest: due frequency_minutes after its last run (or from now when that has passed). */
function scheduleDigest(workspace: Workspace, clock: Clock, user: UserNotifications): void {
  user.cancelDigest?.()
  user.cancelDigest = undefined
  const { digest_enabled, enabled_types, frequency_minutes } = user.preferences
  if (!digest_enabled || !enabled_types.includes('daily_digest')) return
  const at = Math.max(Date.parse(user.digest_last_run_at) + frequency_minutes * 60_000, clock.now() + 1)
  user.cancelDigest = clock.schedule(at, () => {
    user.cancelDigest = undefined
    const until = formatTimestamp(at)
    deliver(
      workspace,
      clock,
      user,
      at,
      collectContent(workspace, {
        since: user.digest_last_run_at,
        until,
        userId: user.user_id,
        types: new Set(user.preferences.enabled_types),
        topics: [],
      }),
      { type: 'daily_digest' },
    )
    user.digest_last_run_at = until
    scheduleDigest(workspace, clock, user)
  })
}

/** Appends an item to the user's feed (nothing when the run found nothing), dropping the oldest past the bound. */
function deliver(
  workspace: Workspace,
  clock: Clock,
  user: UserNotifications,
  at: number,
  content: FeedItem['content'] | undefined,
  what: Pick<FeedItem, 'type' | 'rule_id' | 'rule_name'>,
): void {
  if (!content) return
  user.feed.push({
    id: workspace.ids.next(),
    type: what.type,
    status: 'sent',
    alert_time: formatTimestamp(at),
    sent_at: clock.iso(),
    ...(what.rule_id !== undefined && { rule_id: what.rule_id, rule_name: what.rule_name }),
    content,
  })
  if (user.feed.length > NOTIFICATION_LIMITS.feedItemsPerUser)
    user.feed.splice(0, user.feed.length - NOTIFICATION_LIMITS.feedItemsPerUser)
}

/** The next instant after `after` that a 5-field UTC cron schedule names. */
export function nextRun(schedule: string, after: number): number | undefined {
  return new Cron(schedule, { timezone: 'UTC', paused: true }).nextRun(new Date(after))?.getTime()
}

/** Arms a rule's timer for its next scheduled instant; on firing it reports what changed since its last run. */
function scheduleRule(workspace: Workspace, clock: Clock, rule: NotificationRule): void {
  workspace.notifications.ruleTimers.get(rule.id)?.()
  workspace.notifications.ruleTimers.delete(rule.id)
  if (!rule.is_enabled) return
  const at = nextRun(rule.schedule, clock.now())
  if (at === undefined) return
  const cancel = clock.schedule(at, () => {
    workspace.notifications.ruleTimers.delete(rule.id)
    if (workspace.notifications.rules.get(rule.id) !== rule) return
    const user = ownNotifications(workspace, clock, rule.user_id)
    const until = formatTimestamp(at)
    const content = collectContent(workspace, {
      since: rule.last_run_at,
      until,
      userId: rule.user_id,
      types: new Set(user.preferences.enabled_types),
      topics: rule.topics,
    })
    deliver(workspace, clock, user, at, content, { type: 'custom', rule_id: rule.id, rule_name: rule.name })
    rule.last_run_at = until
    scheduleRule(workspace, clock, rule)
  })
  workspace.notifications.ruleTimers.set(rule.id, cancel)
}

/**
 * Creates a custom rule for the user from a plain-language description: a short name, the prompt
 * and a cron schedule read from it (describeRule), enabled, first running at the schedule's next
 * instant. A user holds at most NOTIFICATION_LIMITS.rulesPerUser rules (400 past that).
 *
 * @example createRule(workspace, clock, key.user_id, 'Tell me about Acme every Monday at 9am').schedule // '0 9 * * 1'
 */
export function createRule(workspace: Workspace, clock: Clock, userId: string, description: string): NotificationRule {
  const text = description.trim()
  if (text === '') throw badRequest('description: must not be blank')
  if (text.length > DESCRIPTION_LIMITS.maxCharacters)
    throw badRequest(`description: must hold at most ${DESCRIPTION_LIMITS.maxCharacters} characters`)
  const held = listRules(workspace, userId).length
  if (held >= NOTIFICATION_LIMITS.rulesPerUser)
    throw badRequest(
      `A user holds at most ${NOTIFICATION_LIMITS.rulesPerUser} custom notification rules; delete one before creating another`,
    )
  const user = ownNotifications(workspace, clock, userId)
  const read = describeRule(text)
  // The schedule is ours; croner checks it is a schedule that ever runs.
  if (nextRun(read.schedule, clock.now()) === undefined)
    throw new Error(`describeRule produced a schedule that never runs: ${read.schedule}`)
  const rule: NotificationRule = {
    id: workspace.ids.next(),
    user_id: user.user_id,
    name: read.name,
    prompt: read.prompt,
    is_enabled: true,
    schedule: read.schedule,
    created_at: clock.iso(),
    topics: read.topics,
    last_run_at: clock.iso(),
  }
  workspace.notifications.rules.set(rule.id, rule)
  scheduleRule(workspace, clock, rule)
  return rule
}

/** The user's rules, oldest first. */
export function listRules(workspace: Workspace, userId: string): NotificationRule[] {
  return [...workspace.notifications.rules.values()].filter((rule) => rule.user_id === userId)
}

/** The user's rule with this id; another user's rule, or none, is 404. */
export function findRule(workspace: Workspace, userId: string, id: string): NotificationRule {
  const rule = workspace.notifications.rules.get(id)
  if (!rule || rule.user_id !== userId) throw notFound(`Custom notification ${id} not found`)
  return rule
}

/** Deletes the user's rule and its timer; its feed items stay. */
export function deleteRule(workspace: Workspace, userId: string, id: string): NotificationRule {
  const rule = findRule(workspace, userId, id)
  workspace.notifications.ruleTimers.get(id)?.()
  workspace.notifications.ruleTimers.delete(id)
  workspace.notifications.rules.delete(id)
  return rule
}

export interface PresentedRule {
  id: string
  name: string
  prompt: string
  is_enabled: boolean
  schedule: string
  created_at: string
}

export const presentRule = (rule: NotificationRule): PresentedRule => ({
  id: rule.id,
  name: rule.name,
  prompt: rule.prompt,
  is_enabled: rule.is_enabled,
  schedule: rule.schedule,
  created_at: rule.created_at,
})

/** Changes the given preferences; a change of frequency or of the digest re-arms the digest timer. */
export function updatePreferences(
  workspace: Workspace,
  clock: Clock,
  userId: string,
  patch: Partial<NotificationPreferences>,
): NotificationPreferences {
  const user = ownNotifications(workspace, clock, userId)
  const next = { ...user.preferences }
  if (patch.frequency_minutes !== undefined) next.frequency_minutes = patch.frequency_minutes
  if (patch.digest_enabled !== undefined) next.digest_enabled = patch.digest_enabled
  if (patch.enabled_types !== undefined) {
    const given = new Set<NotificationType>(patch.enabled_types)
    next.enabled_types = NOTIFICATION_TYPES.filter((type) => given.has(type))
  }
  user.preferences = next
  scheduleDigest(workspace, clock, user)
  return presentPreferences(next)
}

export const presentPreferences = (preferences: NotificationPreferences): NotificationPreferences => ({
  frequency_minutes: preferences.frequency_minutes,
  enabled_types: [...preferences.enabled_types],
  digest_enabled: preferences.digest_enabled,
})

/** The user's feed, newest first: items sent after `since` (exclusive), at most `limit`. */
export function listFeed(
  workspace: Workspace,
  clock: Clock,
  userId: string,
  query: { limit?: number | undefined; since?: string | undefined },
): FeedItem[] {
  const { feed } = userNotifications(workspace, clock, userId)
  const limit = query.limit ?? NOTIFICATION_LIMITS.defaultFeedLimit
  const since = query.since === undefined ? undefined : Date.parse(query.since)
  const items: FeedItem[] = []
  for (let i = feed.length - 1; i >= 0 && items.length < limit; i--) {
    const item = feed[i]!
    if (since !== undefined && Date.parse(item.sent_at) <= since) break
    items.push(item)
  }
  return items
}
