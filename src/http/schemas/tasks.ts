import { z } from 'zod'
import { lazySchema } from './lazy.js'
import { TASK_PAGE, TASK_PRIORITIES } from '../../core/tasks/tasks.js'
import { VALUE_LIMITS } from '../../core/schema/values.js'
import { components, IdString, queryBoolean, queryInteger, Timestamp } from './common.js'

const DUE_DATE =
  'An RFC 3339 timestamp with any offset (`2026-03-01T09:00:00Z`, `2026-03-01T10:00:00+01:00`) or ' +
  'a plain date (`2026-04-01`, midnight UTC); answered in UTC'
const TEXT = 'At most 64 KiB of UTF-8'

const recordIdList = (description: string) => z.array(IdString()).max(VALUE_LIMITS.maxValues).describe(description)
const userIdList = (description: string) => z.array(IdString()).max(VALUE_LIMITS.maxValues).describe(description)

export const TaskSchema = lazySchema(() =>
  z
    .strictObject({
      id: IdString(),
      title: z.string(),
      description: z.string().describe('Empty when the task has none'),
      priority: z.enum(TASK_PRIORITIES),
      due_date: Timestamp().optional().describe('RFC 3339 UTC; left out when the task has no due date'),
      is_completed: z.boolean(),
      completed_at: Timestamp().optional().describe('When the task was marked completed; left out while it is open'),
      assignee_ids: z.array(IdString()).describe('Ids of the workspace users the task is assigned to'),
      entity_ids: z.array(IdString()).describe('Ids of the records the task is linked to'),
      created_by: z.string().describe('How the task was created: `developer_api` through this API'),
      created_by_id: IdString().optional().describe("The id of the user who created it (the calling key's user)"),
      created_at: Timestamp(),
      archived_at: Timestamp().optional().describe('When the task was deleted (archived); left out while it is active'),
    })
    .register(components, {
      id: 'Task',
      description: 'A task, optionally linked to records and assigned to workspace users',
    }),
)

export const TaskPageSchema = lazySchema(() =>
  z
    .strictObject({
      data: z.array(TaskSchema()),
      total: z.number().int().min(0).describe('How many tasks match the filters'),
      has_more: z.boolean(),
      next_offset: z
        .number()
        .int()
        .min(0)
        .optional()
        .describe('The offset of the next page; left out on the last page'),
    })
    .register(components, { id: 'TaskPage', description: 'One page of tasks, newest first' }),
)

export const CreateTaskBody = lazySchema(() =>
  z
    .strictObject({
      title: z.string().describe(`Not blank; surrounding white space is trimmed. ${TEXT}`),
      description: z.string().optional().describe(TEXT),
      priority: z.enum(TASK_PRIORITIES).optional().describe('Default unspecified'),
      due_date: z.string().optional().describe(DUE_DATE),
      entity_ids: recordIdList('Records of the workspace to link the task to; an unknown id is 400').optional(),
      assignee_ids: userIdList('Users of the workspace to assign the task to; an unknown id is 400').optional(),
    })
    .register(components, { id: 'CreateTaskRequest', description: 'A new task' }),
)

export const UpdateTaskBody = lazySchema(() =>
  z
    .strictObject({
      title: z.string().optional().describe(`Not blank. ${TEXT}`),
      description: z.string().optional().describe(`An empty string clears it. ${TEXT}`),
      priority: z
        .enum([...TASK_PRIORITIES, ''])
        .optional()
        .describe('An empty string clears it back to unspecified'),
      due_date: z.string().nullable().optional().describe(`${DUE_DATE}. An empty string or null clears it`),
      is_completed: z
        .boolean()
        .optional()
        .describe('true sets completed_at to now (a completed task keeps its time); false clears it'),
      entity_ids: recordIdList('Replaces the linked records').optional(),
      assignee_ids: userIdList('Replaces the assignees').optional(),
    })
    .register(components, { id: 'UpdateTaskRequest', description: 'Fields to change; the others stay as they are' }),
)

export const ListTasksQuery = lazySchema(() =>
  z.strictObject({
    entity_id: IdString().optional().describe('Only tasks linked to this record'),
    assignee_id: z
      .string()
      .regex(/^(?:\d+|me)$/, 'must be a user id (a string of digits) or me')
      .optional()
      .describe("Only tasks assigned to this user; `me` is the calling key's user"),
    search: z.string().max(500).optional().describe('Case-insensitive text the title or description contains'),
    is_completed: queryBoolean('Only completed (true) or open (false) tasks'),
    limit: queryInteger(
      `Page size, 1 to ${TASK_PAGE.maxLimit}, default ${TASK_PAGE.defaultLimit}`,
      1,
      TASK_PAGE.maxLimit,
    ),
    offset: queryInteger('Tasks to skip, default 0', 0, Number.MAX_SAFE_INTEGER),
  }),
)
