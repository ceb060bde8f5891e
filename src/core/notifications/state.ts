/**
 * A workspace's notifications, per user: custom rules, preferences, the feed, and the clock timers
 * that fill it. Everything here is bounded (NOTIFICATION_LIMITS).
 */

/** The notification types a user can enable, as the official clients send them. */
export const NOTIFICATION_TYPES = [
  'daily_digest',
  'meeting_summary',
  'task_reminder',
  'task_assigned',
  'context_alert',
] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

export const NOTIFICATION_LIMITS = {
  /** Custom rules one user may hold; creating one more is 400. */
  rulesPerUser: 50,
  /** Feed items kept per user; older ones are dropped as new ones arrive. */
  feedItemsPerUser: 500,
  /** Entries in each list of an item's content. */
  entriesPerList: 20,
  /** frequency_minutes bounds: a minute to a week. */
  minFrequency: 1,
  maxFrequency: 10_080,
  /** Feed page size. */
  maxFeedLimit: 100,
  defaultFeedLimit: 20,
} as const

export interface NotificationPreferences {
  /** Minutes of clock time between two digests. */
  frequency_minutes: number
  enabled_types: NotificationType[]
  digest_enabled: boolean
}

export const DEFAULT_PREFERENCES: Readonly<NotificationPreferences> = Object.freeze({
  frequency_minutes: 1440,
  enabled_types: [...NOTIFICATION_TYPES],
  digest_enabled: true,
})

export interface NotificationRule {
  id: string
  user_id: string
  name: string
  prompt: string
  is_enabled: boolean
  /** 5-field cron, UTC. */
  schedule: string
  created_at: string
  /** Lower-case words a run's findings must mention; empty: everything. */
  topics: string[]
  /** When the rule last ran (its creation time before the first run): a run reports what changed since. */
  last_run_at: string
}

export interface FeedEntry {
  title: string
  context: string
}

export interface FeedItem {
  id: string
  /** `daily_digest` for the digest, `custom` for a custom rule. */
  type: 'daily_digest' | 'custom'
  status: 'sent'
  /** When it was due (the schedule's instant); sent at the same clock instant. */
  alert_time: string
  sent_at: string
  rule_id?: string
  rule_name?: string
  content: { important_items: FeedEntry[]; entity_changes: FeedEntry[] }
}

/**
 * One user's notifications. Made by the user's first write (a rule, their preferences), or by the
 * workspace's default digest when it first has something for them; never by a read.
 */
export interface UserNotifications {
  user_id: string
  preferences: NotificationPreferences
  /** Newest last; at most NOTIFICATION_LIMITS.feedItemsPerUser. */
  feed: FeedItem[]
  /** When the digest last ran (or the state was created). */
  digest_last_run_at: string
  /** Cancels the pending digest timer. */
  cancelDigest?: (() => void) | undefined
}

export interface NotificationsState {
  rules: Map<string, NotificationRule>
  /** Rule id -> cancel of its pending timer. */
  ruleTimers: Map<string, () => void>
  users: Map<string, UserNotifications>
  /**
   * The digest of the users with no notifications of their own yet (default preferences): armed
   * when the workspace is made, so a user who only reads still gets digests, and no read arms a
   * timer. When it finds something for such a user, that user gets their own notifications.
   */
  defaultDigest: { last_run_at: string; cancel?: (() => void) | undefined }
}

export const createNotificationsState = (): NotificationsState => ({
  rules: new Map(),
  ruleTimers: new Map(),
  users: new Map(),
  defaultDigest: { last_run_at: '' },
})
