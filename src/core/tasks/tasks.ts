import type { Actor } from '../actor.js'
import type { Clock } from '../clock.js'
import { conflict, notFound } from '../errors.js'
import { checkRoom, WORKSPACE_LIMITS } from '../limits.js'
import { compareIds } from '../ids.js'
import type { Workspace } from '../model.js'
import {
  appendTimelineEvent,
  type FieldChange,
  type TaskPayload,
  type TimelineEventType,
  type TimelinePayload,
} from '../timeline/events.js'
import { parseDueDate } from './due-date.js'
import { checkTextSize, checkTitle, indexLinks, recordIds, userIds } from './links.js'

export const TASK_PRIORITIES = ['unspecified', 'low', 'medium', 'high', 'urgent'] as const
export type TaskPriority = (typeof TASK_PRIORITIES)[number]

/** A task as stored. Unset optional fields are null. */
export interface TaskRow {
  id: string
  title: string
  description: string
  priority: TaskPriority
  due_date: string | null
  completed_at: string | null
  entity_ids: string[]
  assignee_ids: string[]
  created_by: string
  /** The user who created it; null when no user did. */
  created_by_id: string | null
  created_at: string
  archived_at: string | null
}

/**
 * A workspace's tasks, archived ones included (the API's delete archives, and an archived task is
 * never forgotten: it counts against WORKSPACE_LIMITS.tasks), and which tasks link each record, so
 * a record delete reaches them.
 */
export interface TasksState {
  byId: Map<string, TaskRow>
  byRecord: Map<string, Set<string>>
}

export const createTasksState = (): TasksState => ({ byId: new Map(), byRecord: new Map() })

export interface TaskInput {
  title: string
  description?: string | undefined
  priority?: TaskPriority | undefined
  due_date?: string | undefined
  entity_ids?: string[] | undefined
  assignee_ids?: string[] | undefined
}

export interface TaskPatch {
  title?: string | undefined
  description?: string | undefined
  /** `''` clears the priority back to `unspecified`. */
  priority?: TaskPriority | '' | undefined
  /** `''` or null clears the due date. */
  due_date?: string | null | undefined
  is_completed?: boolean | undefined
  entity_ids?: string[] | undefined
  assignee_ids?: string[] | undefined
}

export interface TaskQuery {
  entity_id?: string | undefined
  assignee_id?: string | undefined
  search?: string | undefined
  is_completed?: boolean | undefined
  limit?: number | undefined
  offset?: number | undefined
}

/** The response form: unset optional fields (due_date, completed_at, archived_at) are left out, as the reference's examples show. */
export interface PresentedTask {
  id: string
  title: string
  description: string
  priority: TaskPriority
  due_date?: string
  is_completed: boolean
  completed_at?: string
  assignee_ids: string[]
  entity_ids: string[]
  created_by: string
  created_by_id?: string
  created_at: string
  archived_at?: string
}

export interface TaskPage {
  data: PresentedTask[]
  total: number
  has_more: boolean
  /** Left out on the last page. */
  next_offset?: number
}

export const TASK_PAGE = { defaultLimit: 100, maxLimit: 500 } as const

/** Finds a task by id, archived or not, or throws 404. */
export function findTask(workspace: Workspace, id: string): TaskRow {
  const task = workspace.tasks.byId.get(id)
  if (!task) throw notFound(`Task ${id} not found`)
  return task
}

/**
 * Creates a task, all-or-nothing: every linked record and assignee must be the workspace's own.
 * Each linked record's timeline gets a `created` event.
 *
 * @example createTask(workspace, clock, { title: 'Follow up', due_date: '2026-04-01', entity_ids: [record.id] }, apiActor(key))
 */
export function createTask(workspace: Workspace, clock: Clock, input: TaskInput, actor: Actor): TaskRow {
  const title = checkTitle(input.title)
  if (input.description !== undefined) checkTextSize('description', input.description)
  const due = input.due_date === undefined ? null : parseDueDate(input.due_date, 'due_date')
  const entities = recordIds(workspace, input.entity_ids ?? [], 'entity_ids')
  const assignees = userIds(workspace, input.assignee_ids ?? [], 'assignee_ids')
  checkRoom('tasks', workspace.tasks.byId.size)
  const task: TaskRow = {
    id: workspace.ids.next(),
    title,
    description: input.description ?? '',
    priority: input.priority ?? 'unspecified',
    due_date: due,
    completed_at: null,
    entity_ids: entities,
    assignee_ids: assignees,
    created_by: actor.created_by,
    created_by_id: actor.created_by_id ?? null,
    created_at: clock.iso(),
    archived_at: null,
  }
  workspace.tasks.byId.set(task.id, task)
  indexLinks(workspace.tasks.byRecord, task.entity_ids, task.id, true)
  recordTaskEvent(workspace, clock, task, task.entity_ids, 'created', actor)
  return task
}

/**
 * Applies a patch, all-or-nothing. `is_completed: true` sets `completed_at` to the clock's now (a
 * task already completed keeps its time), false clears it; `entity_ids` and `assignee_ids` replace
 * the lists. A patch that changes nothing writes nothing. Every record linked before or after
 * gets one `updated` event with the field changes. An archived task is 409.
 *
 * @example updateTask(workspace, clock, task, { is_completed: true, priority: '' }, apiActor(key))
 */
export function updateTask(workspace: Workspace, clock: Clock, task: TaskRow, patch: TaskPatch, actor: Actor): TaskRow {
  if (task.archived_at !== null) throw conflict(`Task ${task.id} is archived; an archived task cannot be changed`)
  const next: TaskRow = { ...task }
  if (patch.title !== undefined) next.title = checkTitle(patch.title)
  if (patch.description !== undefined) {
    checkTextSize('description', patch.description)
    next.description = patch.description
  }
  if (patch.priority !== undefined) next.priority = patch.priority === '' ? 'unspecified' : patch.priority
  if (patch.due_date !== undefined)
    next.due_date =
      patch.due_date === null || patch.due_date.trim() === '' ? null : parseDueDate(patch.due_date, 'due_date')
  if (patch.is_completed !== undefined)
    next.completed_at = patch.is_completed ? (task.completed_at ?? clock.iso()) : null
  if (patch.entity_ids !== undefined) next.entity_ids = recordIds(workspace, patch.entity_ids, 'entity_ids')
  if (patch.assignee_ids !== undefined) next.assignee_ids = userIds(workspace, patch.assignee_ids, 'assignee_ids')

  const changes = taskChanges(task, next)
  if (changes.length === 0) return task
  const before = task.entity_ids
  indexLinks(workspace.tasks.byRecord, before, task.id, false)
  Object.assign(task, next)
  indexLinks(workspace.tasks.byRecord, task.entity_ids, task.id, true)
  recordTaskEvent(workspace, clock, task, [...new Set([...before, ...task.entity_ids])], 'updated', actor, changes)
  return task
}

/**
 * Archives a task (the API's delete): it leaves every list but stays readable by id with
 * `archived_at`. Archiving an archived task changes nothing.
 */
export function archiveTask(workspace: Workspace, clock: Clock, task: TaskRow, actor: Actor): TaskRow {
  if (task.archived_at !== null) return task
  task.archived_at = clock.iso()
  recordTaskEvent(workspace, clock, task, task.entity_ids, 'archived', actor)
  return task
}

/**
 * Lists the workspace's tasks that are not archived, newest first (ids grow with creation time),
 * filtered by linked record, assignee, completion and a case-insensitive search over title and
 * description, one page at a time.
 *
 * @example listTasks(workspace, { assignee_id: user.id, is_completed: false, limit: 20 })
 */
export function listTasks(workspace: Workspace, query: TaskQuery): TaskPage {
  const limit = query.limit ?? TASK_PAGE.defaultLimit
  const offset = query.offset ?? 0
  const needle = query.search?.trim().toLowerCase() ?? ''
  const candidates =
    query.entity_id === undefined
      ? workspace.tasks.byId.values()
      : [...(workspace.tasks.byRecord.get(query.entity_id) ?? [])].map((id) => workspace.tasks.byId.get(id)!)
  const matches: TaskRow[] = []
  for (const task of candidates) {
    if (task.archived_at !== null) continue
    if (query.assignee_id !== undefined && !task.assignee_ids.includes(query.assignee_id)) continue
    if (query.is_completed !== undefined && (task.completed_at !== null) !== query.is_completed) continue
    if (needle && !task.title.toLowerCase().includes(needle) && !task.description.toLowerCase().includes(needle))
      continue
    matches.push(task)
  }
  matches.sort((a, b) => compareIds(b.id, a.id))
  const data = matches.slice(offset, offset + limit).map(presentTask)
  const hasMore = offset + data.length < matches.length
  const page: TaskPage = { data, total: matches.length, has_more: hasMore }
  if (hasMore) page.next_offset = offset + data.length
  return page
}

/** The response form, in the reference's field order; unset optional fields are left out. */
export function presentTask(task: TaskRow): PresentedTask {
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    priority: task.priority,
    ...(task.due_date !== null && { due_date: task.due_date }),
    is_completed: task.completed_at !== null,
    ...(task.completed_at !== null && { completed_at: task.completed_at }),
    assignee_ids: [...task.assignee_ids],
    entity_ids: [...task.entity_ids],
    created_by: task.created_by,
    ...(task.created_by_id !== null && { created_by_id: task.created_by_id }),
    created_at: task.created_at,
    ...(task.archived_at !== null && { archived_at: task.archived_at }),
  }
}

/** A record went: tasks that linked it drop it from `entity_ids` (archived tasks too, since they stay readable). */
export function unlinkRecordFromTasks(workspace: Workspace, recordId: string): void {
  const linked = workspace.tasks.byRecord.get(recordId)
  if (!linked) return
  for (const taskId of linked) {
    const task = workspace.tasks.byId.get(taskId)!
    task.entity_ids = task.entity_ids.filter((id) => id !== recordId)
  }
  workspace.tasks.byRecord.delete(recordId)
}

/** The task as a timeline event shows it: the reference's `event_payload.task`. */
function taskPayload(task: TaskRow): TaskPayload {
  const payload: TaskPayload = { id: task.id, title: task.title, priority: task.priority }
  if (task.due_date !== null) payload.due_date = task.due_date
  if (task.completed_at !== null) payload.completed_at = task.completed_at
  return payload
}

function recordTaskEvent(
  workspace: Workspace,
  clock: Clock,
  task: TaskRow,
  recordIds: readonly string[],
  eventType: TimelineEventType,
  actor: Actor,
  changes?: FieldChange[],
): void {
  for (const recordId of recordIds) {
    const event_payload: TimelinePayload = { task: taskPayload(task) }
    if (changes) event_payload.field_changes = changes.map((change) => ({ ...change }))
    appendTimelineEvent(workspace, clock, recordId, {
      resource_type: 'task',
      resource_id: task.id,
      event_type: eventType,
      event_payload,
      actor,
    })
  }
}

/** What a patch changed, in the response's field names; completion shows as `is_completed`. */
function taskChanges(before: TaskRow, after: TaskRow): FieldChange[] {
  const changes: FieldChange[] = []
  const add = (field_name: string, old_value: unknown, new_value: unknown) =>
    changes.push({ field_name, old_value, new_value })
  if (before.title !== after.title) add('title', before.title, after.title)
  if (before.description !== after.description) add('description', before.description, after.description)
  if (before.priority !== after.priority) add('priority', before.priority, after.priority)
  if (before.due_date !== after.due_date) add('due_date', before.due_date, after.due_date)
  if ((before.completed_at !== null) !== (after.completed_at !== null))
    add('is_completed', before.completed_at !== null, after.completed_at !== null)
  if (!sameList(before.entity_ids, after.entity_ids)) add('entity_ids', [...before.entity_ids], [...after.entity_ids])
  if (!sameList(before.assignee_ids, after.assignee_ids))
    add('assignee_ids', [...before.assignee_ids], [...after.assignee_ids])
  return changes
}

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((id, i) => id === b[i])
