import { z } from 'zod'
import { lazySchema } from '../schemas/lazy.js'
import { apiActor } from '../../core/actor.js'
import {
  archiveTask,
  createTask,
  findTask,
  listTasks,
  presentTask,
  TASK_PAGE,
  updateTask,
} from '../../core/tasks/tasks.js'
import { defineRoute } from '../route.js'
import { pathId } from '../schemas/common.js'
import { CreateTaskBody, ListTasksQuery, TaskPageSchema, TaskSchema, UpdateTaskBody } from '../schemas/tasks.js'

const tag = 'Tasks'
const TaskParams = lazySchema(() => z.strictObject({ task_id: pathId('task_id') }))

export const taskRoutes = [
  defineRoute({
    method: 'post',
    path: '/v1/tasks',
    operationId: 'createTask',
    tag,
    summary: 'Create a task',
    description:
      'Creates a task, optionally linked to records (entity_ids) and assigned to workspace users ' +
      "(assignee_ids); an id that is not the workspace's own is 400 naming it. due_date takes RFC 3339 " +
      "or a plain date (2026-04-01). created_by is `developer_api` and created_by_id the calling key's " +
      "user. Each linked record's timeline gets a task event. A workspace holds at most 50,000 tasks, " +
      'archived ones included; one more is 409.',
    public: true,
    scope: 'task.write',
    request: { body: CreateTaskBody, bodyRequired: true },
    responses: { 200: { description: 'The new task', schema: TaskSchema } },
    errors: [409],
    handle: ({ body, workspace, key, services }) => ({
      status: 200,
      body: presentTask(createTask(workspace, services.clock, body, apiActor(key))),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/tasks',
    operationId: 'listTasks',
    tag,
    summary: 'List tasks',
    description:
      `Lists the tasks that are not archived, newest first, filtered by linked record, assignee (me ` +
      `for the calling key's user), completion and a case-insensitive search over title and ` +
      `description. Offset pagination: limit 1 to ${TASK_PAGE.maxLimit}, default ` +
      `${TASK_PAGE.defaultLimit}; next_offset is left out on the last page.`,
    public: true,
    scope: 'task.read',
    request: { query: ListTasksQuery },
    responses: { 200: { description: 'One page of tasks', schema: TaskPageSchema } },
    errors: [],
    handle: ({ query, workspace, key }) => ({
      status: 200,
      body: listTasks(workspace, {
        ...query,
        assignee_id: query.assignee_id === 'me' ? key.user_id : query.assignee_id,
      }),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/tasks/{task_id}',
    operationId: 'getTask',
    tag,
    summary: 'Get a task',
    description: 'Returns one task; an archived (deleted) task too, with archived_at.',
    public: true,
    scope: 'task.read',
    request: { params: TaskParams },
    responses: { 200: { description: 'The task', schema: TaskSchema } },
    errors: [404],
    handle: ({ params, workspace }) => ({ status: 200, body: presentTask(findTask(workspace, params.task_id)) }),
  }),
  defineRoute({
    method: 'patch',
    path: '/v1/tasks/{task_id}',
    operationId: 'updateTask',
    tag,
    summary: 'Update a task',
    description:
      'Changes the given fields. An empty priority clears it back to unspecified; an empty or null ' +
      'due_date clears it; is_completed true sets completed_at, false clears it; entity_ids and ' +
      'assignee_ids replace the lists. Nothing is written when any field is rejected. An archived task ' +
      'is 409.',
    public: true,
    scope: 'task.write',
    request: { params: TaskParams, body: UpdateTaskBody, bodyRequired: true },
    responses: { 200: { description: 'The updated task', schema: TaskSchema } },
    errors: [404, 409],
    handle: ({ params, body, workspace, key, services }) => ({
      status: 200,
      body: presentTask(
        updateTask(workspace, services.clock, findTask(workspace, params.task_id), body, apiActor(key)),
      ),
    }),
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/tasks/{task_id}',
    operationId: 'deleteTask',
    tag,
    summary: 'Delete (archive) a task',
    description:
      'Archives a task: it leaves every list and stays readable by id with archived_at (every one: an ' +
      'archived task is never forgotten, and counts against the workspace bound of 50,000 tasks). ' +
      'Deleting an archived task again answers 200 and changes nothing.',
    public: true,
    scope: 'task.write',
    request: { params: TaskParams },
    responses: { 200: { description: 'Task archived (empty body)' } },
    errors: [404],
    handle: ({ params, workspace, key, services }) => {
      archiveTask(workspace, services.clock, findTask(workspace, params.task_id), apiActor(key))
      return { status: 200 }
    },
  }),
]
