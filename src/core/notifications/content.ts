import { recordName } from '../records/record-name.js'
import { fieldChangesOf } from '../timeline/events.js'
import { formatTimestamp } from '../clock.js'
import type { Workspace } from '../model.js'
import { NOTIFICATION_LIMITS, type FeedEntry, type FeedItem, type NotificationType } from './state.js'

export interface ContentQuery {
  /** Inclusive lower bound (RFC 3339): the previous run's instant. */
  since: string
  /** Exclusive upper bound (RFC 3339): this run's instant. A change stamped with it (made after the run) goes to the next run. */
  until: string
  /** The user the notification is for (tasks assigned to them). */
  userId: string
  /** Which kinds of findings to report (the user's enabled types). */
  types: ReadonlySet<NotificationType>
  /** Words the findings must mention; empty: everything. */
  topics: readonly string[]
}

const DAY_MS = 86_400_000

/**
 * What changed in the workspace between two runs, as a feed item's content: new insights
 * (context_alert), processed meeting notes (meeting_summary), tasks falling due by a day after the
 * run (task_reminder, once each), tasks newly assigned to the user (task_assigned), and records created or
 * updated (entity_changes). Undefined when there is nothing to report, so a quiet run sends nothing.
 *
 * @example collectContent(workspace, { since, until: clock.iso(), userId, types: new Set(NOTIFICATION_TYPES), topics: [] })
 */
export function collectContent(workspace: Workspace, query: ContentQuery): FeedItem['content'] | undefined {
  const inWindow = (at: string | null | undefined): at is string => at != null && at >= query.since && at < query.until
  const stems = query.topics.map((topic) => (topic.length > 3 && topic.endsWith('s') ? topic.slice(0, -1) : topic))
  const mentions = (...texts: string[]): boolean =>
    stems.length === 0 ||
    texts.some((text) => {
      const lower = text.toLowerCase()
      return stems.some((stem) => lower.includes(stem))
    })
  const limit = NOTIFICATION_LIMITS.entriesPerList
  const important: Array<FeedEntry & { rank: number; at: string }> = []

  if (query.types.has('context_alert')) {
    for (const insight of workspace.insights.byId.values()) {
      if (insight.merged_into !== undefined || !inWindow(insight.created_at)) continue
      if (!mentions(insight.content, ...insight.entities.map((e) => e.name))) continue
      important.push({
        title: `New ${insight.type.replace(/_/g, ' ')} insight`,
        context: insight.content,
        rank: 2 + insight.confidence,
        at: insight.created_at,
      })
    }
  }
  if (query.types.has('meeting_summary')) {
    for (const artifact of workspace.context.artifacts.values()) {
      if (
        artifact.status !== 'completed' ||
        !inWindow(artifact.completed_at) ||
        !/meeting/i.test(artifact.context ?? '')
      )
        continue
      const result = artifact.result!
      const names = result.entities_extracted.map((e) => String(e.properties.name ?? '')).filter(Boolean)
      if (!mentions(artifact.content, ...names)) continue
      important.push({
        title: `Meeting notes processed: ${artifact.context}`,
        context: `${names.length > 0 ? `About ${names.slice(0, 5).join(', ')}. ` : ''}${result.insights_created} insights, ${result.tasks_suggested} suggested tasks`,
        rank: 4,
        at: artifact.completed_at!,
      })
    }
  }
  const dueBy = formatTimestamp(Date.parse(query.until) + DAY_MS)
  const sinceDueBy = formatTimestamp(Date.parse(query.since) + DAY_MS)
  for (const task of workspace.tasks.byId.values()) {
    if (task.archived_at !== null) continue
    // Reminded once: at the first run that finds it due within a day (or finds it new and due by then).
    const due =
      query.types.has('task_reminder') &&
      task.completed_at === null &&
      task.due_date !== null &&
      task.due_date < dueBy &&
      (task.due_date >= sinceDueBy || inWindow(task.created_at))
    const assigned =
      query.types.has('task_assigned') && inWindow(task.created_at) && task.assignee_ids.includes(query.userId)
    if (!due && !assigned) continue
    const linked = task.entity_ids
      .map((id) => workspace.records.get(id))
      .filter((r) => r !== undefined)
      .map((r) => recordName(workspace, r))
    if (!mentions(task.title, task.description, ...linked)) continue
    const about = linked.length > 0 ? `About ${linked.join(', ')}` : task.description || 'Not linked to a record'
    if (due)
      important.push({
        title: `Task due ${task.due_date!.slice(0, 10)}: ${task.title}`,
        context: about,
        rank: 3,
        at: task.due_date!,
      })
    if (assigned)
      important.push({ title: `Assigned to you: ${task.title}`, context: about, rank: 3, at: task.created_at })
  }

  const changes: Array<FeedEntry & { at: string; id: string }> = []
  for (const record of workspace.records.values()) {
    if (!inWindow(record.updated_at)) continue
    const object = workspace.objects.get(record.object_id)
    if (!object || object.type === 'list') continue
    const name = recordName(workspace, record) || `Unnamed ${object.slug}`
    if (!mentions(name)) continue
    const created = inWindow(record.created_at)
    const fields = created ? [] : changedFields(workspace, record.id, query)
    const context = created
      ? `New ${object.slug} record`
      : fields.length > 0
        ? `Updated ${fields.join(', ')}`
        : `Updated ${object.slug} record`
    changes.push({ title: name, context, at: record.updated_at, id: record.id })
  }

  if (important.length === 0 && changes.length === 0) return undefined
  important.sort(
    (a, b) =>
      b.rank - a.rank ||
      (a.at < b.at ? 1 : a.at > b.at ? -1 : 0) ||
      (a.title < b.title ? -1 : a.title > b.title ? 1 : 0),
  )
  changes.sort(
    (a, b) =>
      (a.at < b.at ? 1 : a.at > b.at ? -1 : 0) || a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
  return {
    important_items: important.slice(0, limit).map(({ title, context }) => ({ title, context })),
    entity_changes: changes.slice(0, limit).map(({ title, context }) => ({ title, context })),
  }
}

/** The attributes whose values changed on a record within the window, from its timeline (newest events first). */
function changedFields(workspace: Workspace, recordId: string, query: ContentQuery): string[] {
  const events = workspace.timeline.byRecord.get(recordId) ?? []
  const fields = new Set<string>()
  for (let i = events.length - 1; i >= 0 && fields.size < 5; i--) {
    const event = events[i]!
    if (event.event_timestamp < query.since) break
    if (event.event_timestamp >= query.until || event.resource_type !== 'entity') continue
    for (const change of fieldChangesOf(event) ?? []) fields.add(change.field_name)
  }
  return [...fields]
}
