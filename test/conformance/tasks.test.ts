import { describe, expect, it } from 'vitest'
import { DIGITS, expectEmpty, expectError, TIMESTAMP } from '../support/assertions.js'
import { useTarget, type Target } from '../support/target.js'

/** The instant a fresh mock's manual clock starts at. */
const START = '2026-01-15T10:00:00Z'

interface Task {
  id: string
  title: string
  description: string
  priority: string
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

interface TaskPage {
  data: Task[]
  total: number
  has_more: boolean
  next_offset?: number
}

/** Helpers bound to one target. */
function api(t: Target) {
  const createTask = (body: Record<string, unknown>, key?: string) =>
    t.request<Task>('POST', '/v1/tasks', { body, ...(key && { key }) })
  const getTask = (id: string) => t.request<Task>('GET', `/v1/tasks/${id}`)
  const patchTask = (id: string, body: Record<string, unknown>) => t.request<Task>('PATCH', `/v1/tasks/${id}`, { body })
  const listTasks = (query = '') => t.request<TaskPage>('GET', `/v1/tasks${query}`)
  const createPerson = async (name: string): Promise<string> => {
    const response = await t.request('POST', '/v1/objects/person', { body: { attributes: { name } } })
    expect(response.status, response.text).toBe(200)
    return response.body.id
  }
  /** The user the dev key acts as (every key of a workspace acts as its owner). */
  const keyUser = async (workspace?: string): Promise<{ key: string; user_id: string; token_id: string }> => {
    const response = await t.request('POST', '/_mock/keys', {
      key: null,
      body: { scopes: ['task.read', 'task.write', 'record.read', 'record.write'], ...(workspace && { workspace }) },
    })
    expect(response.status).toBe(200)
    return response.body
  }
  /** The seeded workspace's users, owner first (there is no user operation in the developer API). */
  const users = (): string[] => [...t.mock.store.workspaces.get(t.mock.store.defaultWorkspaceId)!.users.keys()]
  const timeline = async (recordId: string): Promise<any[]> => {
    const response = await t.request('GET', `/v1/records/${recordId}/timeline?limit=100`)
    expect(response.status, response.text).toBe(200)
    return response.body.data
  }
  const taskEvents = async (recordId: string, taskId: string) =>
    (await timeline(recordId)).filter((e) => e.resource_type === 'task' && e.resource_id === taskId)
  return { createTask, getTask, patchTask, listTasks, createPerson, keyUser, users, timeline, taskEvents }
}

describe('tasks in the seeded workspace', () => {
  const t = useTarget()
  const { createTask, getTask, patchTask, listTasks, createPerson, keyUser, users, timeline, taskEvents } = api(t)

  describe('POST /v1/tasks', () => {
    it("creates a task from a title alone with the defaults, created by the key's user through the developer API", async () => {
      const { user_id } = await keyUser()
      const response = await createTask({ title: 'Call Ada' })
      expect(response.status, response.text).toBe(200)
      expect(response.body).toEqual({
        id: expect.stringMatching(DIGITS),
        title: 'Call Ada',
        description: '',
        priority: 'unspecified',
        is_completed: false,
        assignee_ids: [],
        entity_ids: [],
        created_by: 'developer_api',
        created_by_id: user_id,
        created_at: START,
      })
      expect(Object.keys(response.body)).toEqual([
        'id',
        'title',
        'description',
        'priority',
        'is_completed',
        'assignee_ids',
        'entity_ids',
        'created_by',
        'created_by_id',
        'created_at',
      ])
    })

    it("keeps every field of the reference's example, trims the title and answers the due date in UTC", async () => {
      const [ada, grace] = [await createPerson('Ada Lovelace'), await createPerson('Grace Hopper')]
      const [owner, other] = users()
      const response = await createTask({
        title: '  Follow up with client  ',
        description: 'Discuss contract renewal',
        priority: 'high',
        due_date: '2026-03-01T10:00:00+01:00',
        entity_ids: [ada, grace, ada],
        assignee_ids: [other, owner, other],
      })
      expect(response.status, response.text).toBe(200)
      expect(response.body).toMatchObject({
        title: 'Follow up with client',
        description: 'Discuss contract renewal',
        priority: 'high',
        due_date: '2026-03-01T09:00:00Z',
        entity_ids: [ada, grace],
        assignee_ids: [other, owner],
      })
      expect(await getTask(response.body.id).then((r) => r.body)).toEqual(response.body)
    })

    it('takes a plain date as users type it (2026-04-01) and answers midnight UTC', async () => {
      const response = await createTask({ title: 'Renewal', due_date: '2026-04-01' })
      expect(response.status).toBe(200)
      expect(response.body.due_date).toBe('2026-04-01T00:00:00Z')
    })

    it('puts a created event with the task on the timeline of every linked record', async () => {
      const [ada, grace] = [await createPerson('Ada Lovelace'), await createPerson('Grace Hopper')]
      const { user_id } = await keyUser()
      const task = (
        await createTask({ title: 'Intro call', priority: 'urgent', due_date: '2026-02-01', entity_ids: [ada, grace] })
      ).body
      for (const record of [ada, grace]) {
        const events = await taskEvents(record, task.id)
        expect(events).toEqual([
          expect.objectContaining({
            resource_type: 'task',
            resource_id: task.id,
            event_type: 'created',
            event_payload: {
              task: { id: task.id, title: 'Intro call', priority: 'urgent', due_date: '2026-02-01T00:00:00Z' },
            },
            event_timestamp: START,
            created_by: 'developer_api',
            created_by_id: user_id,
          }),
        ])
      }
    })

    it.each([
      [{}, /^Invalid request body: title: /],
      [{ title: 42 }, /^Invalid request body: title: /],
      [{ title: '   ' }, 'title: must not be blank'],
      [{ title: 'x', priority: 'critical' }, /^Invalid request body: priority: /],
      [{ title: 'x', priority: '' }, /^Invalid request body: priority: /],
      [{ title: 'x', due_date: 'tomorrow' }, /^due_date: "tomorrow" is not a date; send RFC 3339/],
      [{ title: 'x', due_date: '2026-02-30' }, /^due_date: "2026-02-30" is not a date/],
      [{ title: 'x', due_date: '2026-04-01T25:00:00Z' }, /^due_date: /],
      [{ title: 'x', entity_ids: ['abc'] }, 'Invalid request body: entity_ids[0]: must be a string of digits'],
      [{ title: 'x', entity_ids: [1001] }, /^Invalid request body: entity_ids\[0\]: /],
      [{ title: 'x', entity_ids: '1001' }, /^Invalid request body: entity_ids: /],
      [{ title: 'x', assignee_ids: ['x'] }, 'Invalid request body: assignee_ids[0]: must be a string of digits'],
      [{ title: 'x', is_completed: true }, /^Invalid request body: .*is_completed/],
      [{ title: 'x', status: 'open' }, /^Invalid request body: .*status/],
    ])('answers 400 naming the field for %j, and creates nothing', async (body, message) => {
      const before = (await listTasks('?limit=1')).body.total
      expectError(await createTask(body), 400, message)
      expect((await listTasks('?limit=1')).body.total).toBe(before)
    })

    it('answers 400 for a description over 64 KiB of UTF-8', async () => {
      expectError(
        await createTask({ title: 'x', description: 'é'.repeat(40_000) }),
        400,
        'description: is 80000 bytes long; it holds at most 65536 bytes (64 KiB) of UTF-8',
      )
    })

    it('answers 400 naming an unknown record or user, and creates nothing', async () => {
      const ada = await createPerson('Ada Lovelace')
      const before = (await listTasks('?limit=1')).body.total
      expectError(
        await createTask({ title: 'x', entity_ids: [ada, '99999999999999999'] }),
        400,
        'entity_ids[1]: record 99999999999999999 not found in this workspace',
      )
      expectError(
        await createTask({ title: 'x', assignee_ids: ['99999999999999999'] }),
        400,
        'assignee_ids[0]: user 99999999999999999 not found in this workspace',
      )
      expect((await listTasks('?limit=1')).body.total).toBe(before)
      expect((await timeline(ada)).filter((event) => event.resource_type === 'task')).toEqual([])
    })

    it('answers 400 for a record or user of another workspace', async () => {
      const other = await keyUser('2')
      const foreign = await t.request('POST', '/v1/objects/person', {
        key: other.key,
        body: { attributes: { name: 'Elsewhere' } },
      })
      expect(foreign.status).toBe(200)
      expectError(
        await createTask({ title: 'x', entity_ids: [foreign.body.id] }),
        400,
        `entity_ids[0]: record ${foreign.body.id} not found in this workspace`,
      )
      expectError(
        await createTask({ title: 'x', assignee_ids: [other.user_id] }),
        400,
        `assignee_ids[0]: user ${other.user_id} not found in this workspace`,
      )
    })

    it('answers 400 without a body', async () => {
      expectError(await t.request('POST', '/v1/tasks'), 400, 'A JSON request body is required')
    })

    it('answers 401 without a key and 403 naming task.write to a read-only key', async () => {
      expectError(await t.request('POST', '/v1/tasks', { key: null, body: { title: 'x' } }), 401)
      const key = await t.createKey(['task.read'])
      expectError(await createTask({ title: 'x' }, key), 403, 'POST /v1/tasks requires scope task.write')
    })
  })

  describe('GET /v1/tasks on the seeded workspace', () => {
    it('lists the seeded tasks newest first, 100 at most by default, without archived ones', async () => {
      const response = await listTasks()
      expect(response.status).toBe(200)
      expect(Object.keys(response.body).sort()).toEqual(['data', 'has_more', 'total'])
      const { data, total } = response.body
      expect(total).toBeGreaterThan(20)
      expect(data).toHaveLength(total)
      const created = data.map((task) => task.created_at)
      expect(created).toEqual([...created].sort().reverse())
      expect(data.every((task) => task.archived_at === undefined)).toBe(true)
      expect(data.some((task) => task.is_completed && TIMESTAMP.test(task.completed_at!))).toBe(true)
      expect(data.some((task) => task.due_date !== undefined)).toBe(true)
      expect(data.some((task) => task.assignee_ids.length > 0)).toBe(true)
    })

    it('answers 401 without a key and 403 naming task.read to a write-only key', async () => {
      expectError(await t.request('GET', '/v1/tasks', { key: null }), 401)
      const key = await t.createKey(['task.write'])
      expectError(await t.request('GET', '/v1/tasks', { key }), 403, 'GET /v1/tasks requires scope task.read')
    })
  })

  describe('GET /v1/tasks/{task_id}', () => {
    it("answers 404 for an unknown id and for another workspace's task, and 400 for a non-digit id", async () => {
      expectError(await getTask('99999999999999999'), 404, 'Task 99999999999999999 not found')
      const other = await keyUser('2')
      const foreign = await createTask({ title: 'Theirs' }, other.key)
      expect(foreign.status).toBe(200)
      expectError(await getTask(foreign.body.id), 404, `Task ${foreign.body.id} not found`)
      expectError(await getTask('abc'), 400, 'Invalid path parameter: task_id: task_id must be a string of digits')
    })

    it('answers 401 without a key and 403 naming task.read to a write-only key', async () => {
      const task = (await createTask({ title: 'x' })).body
      expectError(await t.request('GET', `/v1/tasks/${task.id}`, { key: null }), 401)
      const key = await t.createKey(['task.write'])
      expectError(
        await t.request('GET', `/v1/tasks/${task.id}`, { key }),
        403,
        'GET /v1/tasks/{task_id} requires scope task.read',
      )
    })
  })

  describe('PATCH /v1/tasks/{task_id}', () => {
    it('changes only the given fields', async () => {
      const task = (
        await createTask({
          title: 'Call Ada',
          description: 'About the engine',
          priority: 'low',
          due_date: '2026-03-01',
        })
      ).body
      const response = await patchTask(task.id, { title: 'Call Ada Lovelace', priority: 'medium' })
      expect(response.status, response.text).toBe(200)
      expect(response.body).toEqual({ ...task, title: 'Call Ada Lovelace', priority: 'medium' })
    })

    it('clears the priority back to unspecified with "", the description with "" and the due date with "" or null', async () => {
      const task = (await createTask({ title: 'x', description: 'y', priority: 'urgent', due_date: '2026-03-01' })).body
      const cleared = await patchTask(task.id, { priority: '', description: '', due_date: '' })
      expect(cleared.status).toBe(200)
      expect(cleared.body).toEqual({ ...task, priority: 'unspecified', description: '', due_date: undefined })
      expect('due_date' in cleared.body).toBe(false)
      await patchTask(task.id, { due_date: '2026-05-05' })
      expect((await patchTask(task.id, { due_date: null })).body.due_date).toBeUndefined()
    })

    it("sets completed_at to the clock's now on is_completed true, keeps it when completed again, and clears it on false", async () => {
      const task = (await createTask({ title: 'x' })).body
      t.mock.clock.advance('2h')
      const done = await patchTask(task.id, { is_completed: true })
      expect(done.body).toMatchObject({ is_completed: true, completed_at: '2026-01-15T12:00:00Z' })
      t.mock.clock.advance('1h')
      expect((await patchTask(task.id, { is_completed: true })).body.completed_at).toBe('2026-01-15T12:00:00Z')
      const reopened = await patchTask(task.id, { is_completed: false })
      expect(reopened.body.is_completed).toBe(false)
      expect('completed_at' in reopened.body).toBe(false)
    })

    it('replaces entity_ids and assignee_ids', async () => {
      const [ada, grace] = [await createPerson('Ada Lovelace'), await createPerson('Grace Hopper')]
      const [owner, other] = users()
      const task = (await createTask({ title: 'x', entity_ids: [ada], assignee_ids: [owner] })).body
      const response = await patchTask(task.id, { entity_ids: [grace], assignee_ids: [other!] })
      expect(response.body).toMatchObject({ entity_ids: [grace], assignee_ids: [other] })
      expect((await patchTask(task.id, { entity_ids: [], assignee_ids: [] })).body).toMatchObject({
        entity_ids: [],
        assignee_ids: [],
      })
    })

    it('records an updated event with the field changes on the records linked before and after, completion as is_completed', async () => {
      const [ada, grace] = [await createPerson('Ada Lovelace'), await createPerson('Grace Hopper')]
      const task = (await createTask({ title: 'Call', entity_ids: [ada] })).body
      t.mock.clock.advance('1m')
      await patchTask(task.id, { is_completed: true, entity_ids: [grace] })
      const expected = {
        resource_type: 'task',
        resource_id: task.id,
        event_type: 'updated',
        event_timestamp: '2026-01-15T10:01:00Z',
        event_payload: {
          task: { id: task.id, title: 'Call', priority: 'unspecified', completed_at: '2026-01-15T10:01:00Z' },
          field_changes: [
            { field_name: 'is_completed', old_value: false, new_value: true },
            { field_name: 'entity_ids', old_value: [ada], new_value: [grace] },
          ],
        },
      }
      const [adaLatest] = await taskEvents(ada, task.id)
      const [graceLatest] = await taskEvents(grace, task.id)
      expect(adaLatest).toMatchObject(expected)
      expect(graceLatest).toMatchObject(expected)
    })

    it('writes nothing, and records no event, for a patch that changes nothing', async () => {
      const ada = await createPerson('Ada Lovelace')
      const task = (await createTask({ title: 'Call', priority: 'low', entity_ids: [ada] })).body
      const response = await patchTask(task.id, { title: 'Call', priority: 'low', is_completed: false })
      expect(response.body).toEqual(task)
      expect((await taskEvents(ada, task.id)).map((e) => e.event_type)).toEqual(['created'])
    })

    it.each([
      [{ title: '' }, 'title: must not be blank'],
      [{ title: null }, /^Invalid request body: title: /],
      [{ priority: 'none' }, /^Invalid request body: priority: /],
      [{ due_date: '01/04/2026' }, /^due_date: "01\/04\/2026" is not a date/],
      [{ is_completed: 'yes' }, /^Invalid request body: is_completed: /],
      [{ entity_ids: ['99999999999999999'] }, 'entity_ids[0]: record 99999999999999999 not found in this workspace'],
      [{ assignee_ids: ['99999999999999999'] }, 'assignee_ids[0]: user 99999999999999999 not found in this workspace'],
      [{ created_by: 'me' }, /^Invalid request body: .*created_by/],
    ])('answers 400 naming the field for %j, and changes nothing', async (body, message) => {
      const task = (await createTask({ title: 'Keep me', priority: 'high' })).body
      expectError(await patchTask(task.id, { description: 'changed', ...body }), 400, message)
      expect((await getTask(task.id)).body).toEqual(task)
    })

    it('answers 409 for an archived task, and 404 for an unknown one', async () => {
      const task = (await createTask({ title: 'x' })).body
      expectEmpty(await t.request('DELETE', `/v1/tasks/${task.id}`))
      expectError(
        await patchTask(task.id, { title: 'y' }),
        409,
        `Task ${task.id} is archived; an archived task cannot be changed`,
      )
      expectError(await patchTask('99999999999999999', { title: 'y' }), 404, 'Task 99999999999999999 not found')
    })

    it('answers 401 without a key and 403 naming task.write to a read-only key', async () => {
      const task = (await createTask({ title: 'x' })).body
      expectError(await t.request('PATCH', `/v1/tasks/${task.id}`, { key: null, body: { title: 'y' } }), 401)
      const key = await t.createKey(['task.read'])
      expectError(
        await t.request('PATCH', `/v1/tasks/${task.id}`, { key, body: { title: 'y' } }),
        403,
        'PATCH /v1/tasks/{task_id} requires scope task.write',
      )
      expect((await getTask(task.id)).body.title).toBe('x')
    })
  })

  describe('DELETE /v1/tasks/{task_id}', () => {
    it('archives the task: gone from every list, readable by id with archived_at', async () => {
      const ada = await createPerson('Ada Lovelace')
      const [owner] = users()
      const task = (await createTask({ title: 'Archive me', entity_ids: [ada], assignee_ids: [owner] })).body
      const before = (await listTasks('?limit=1')).body.total
      t.mock.clock.advance('5m')
      expectEmpty(await t.request('DELETE', `/v1/tasks/${task.id}`))
      expect((await getTask(task.id)).body).toEqual({ ...task, archived_at: '2026-01-15T10:05:00Z' })
      expect((await listTasks('?limit=1')).body.total).toBe(before - 1)
      expect((await listTasks(`?entity_id=${ada}`)).body.data).toEqual([])
      expect((await listTasks(`?assignee_id=${owner}&search=archive%20me`)).body.total).toBe(0)
    })

    it('records an archived event on each linked record, and a second delete changes nothing', async () => {
      const ada = await createPerson('Ada Lovelace')
      const task = (await createTask({ title: 'x', entity_ids: [ada] })).body
      t.mock.clock.advance('1m')
      expectEmpty(await t.request('DELETE', `/v1/tasks/${task.id}`))
      t.mock.clock.advance('1m')
      expectEmpty(await t.request('DELETE', `/v1/tasks/${task.id}`))
      expect((await getTask(task.id)).body.archived_at).toBe('2026-01-15T10:01:00Z')
      expect((await taskEvents(ada, task.id)).map((e) => [e.event_type, e.event_timestamp])).toEqual([
        ['archived', '2026-01-15T10:01:00Z'],
        ['created', START],
      ])
    })

    it('answers 404 for an unknown id, 401 without a key and 403 naming task.write to a read-only key', async () => {
      expectError(await t.request('DELETE', '/v1/tasks/99999999999999999'), 404, 'Task 99999999999999999 not found')
      const task = (await createTask({ title: 'x' })).body
      expectError(await t.request('DELETE', `/v1/tasks/${task.id}`, { key: null }), 401)
      const key = await t.createKey(['task.read'])
      expectError(
        await t.request('DELETE', `/v1/tasks/${task.id}`, { key }),
        403,
        'DELETE /v1/tasks/{task_id} requires scope task.write',
      )
      expect((await getTask(task.id)).body.archived_at).toBeUndefined()
    })
  })

  describe('deletion cascades', () => {
    it("deleting a record takes it out of every task's entity_ids, archived tasks included", async () => {
      const [ada, grace] = [await createPerson('Ada Lovelace'), await createPerson('Grace Hopper')]
      const open = (await createTask({ title: 'Open', entity_ids: [ada, grace] })).body
      const archived = (await createTask({ title: 'Archived', entity_ids: [ada] })).body
      expectEmpty(await t.request('DELETE', `/v1/tasks/${archived.id}`))
      expectEmpty(await t.request('DELETE', `/v1/records/${ada}`))
      expect((await getTask(open.id)).body.entity_ids).toEqual([grace])
      expect((await getTask(archived.id)).body.entity_ids).toEqual([])
      expect((await listTasks(`?entity_id=${ada}`)).body).toEqual({ data: [], total: 0, has_more: false })
      expect((await listTasks(`?entity_id=${grace}`)).body.data.map((task) => task.id)).toEqual([open.id])
      const listed = (await listTasks('?limit=500')).body.data
      expect(listed.some((task) => task.entity_ids.includes(ada))).toBe(false)
    })

    it('deleting an object takes its records out of every task', async () => {
      const object = await t.request('POST', '/v1/objects', { body: { name: 'Deal', slug: 'deal', type: 'deal' } })
      expect(object.status).toBe(200)
      const deal = await t.request('POST', '/v1/objects/deal', { body: { attributes: { name: 'Big deal' } } })
      const ada = await createPerson('Ada Lovelace')
      const task = (await createTask({ title: 'Close it', entity_ids: [deal.body.id, ada] })).body
      expectEmpty(await t.request('DELETE', '/v1/objects/deal'))
      expect((await getTask(task.id)).body.entity_ids).toEqual([ada])
      expect((await listTasks(`?entity_id=${deal.body.id}`)).body.total).toBe(0)
    })

    it('deleting a seeded record leaves no seeded task naming it', async () => {
      const linked = (await listTasks('?limit=500')).body.data.find((task) => task.entity_ids.length > 0)!
      const recordId = linked.entity_ids[0]!
      expectEmpty(await t.request('DELETE', `/v1/records/${recordId}`))
      expect((await getTask(linked.id)).body.entity_ids).not.toContain(recordId)
      expect((await listTasks('?limit=500')).body.data.flatMap((task) => task.entity_ids)).not.toContain(recordId)
    })
  })
})

describe('listing tasks (GET /v1/tasks) in an empty workspace', () => {
  const t = useTarget({ scenario: 'empty' })
  const { createTask, patchTask, listTasks, createPerson, users, keyUser } = api(t)

  /** Creates tasks one minute apart, so each is newer than the one before. */
  async function createAll(bodies: Array<Record<string, unknown>>): Promise<Task[]> {
    const tasks: Task[] = []
    for (const body of bodies) {
      const response = await createTask(body)
      expect(response.status, response.text).toBe(200)
      tasks.push(response.body)
      t.mock.clock.advance('1m')
    }
    return tasks
  }

  it('answers an empty page when there are no tasks', async () => {
    expect((await listTasks()).body).toEqual({ data: [], total: 0, has_more: false })
  })

  it('pages newest first with total, has_more and next_offset (left out on the last page)', async () => {
    const tasks = await createAll([1, 2, 3, 4, 5].map((n) => ({ title: `Task ${n}` })))
    const titles = (page: TaskPage) => page.data.map((task) => task.title)
    const first = await listTasks('?limit=2')
    expect(first.body).toMatchObject({ total: 5, has_more: true, next_offset: 2 })
    expect(titles(first.body)).toEqual(['Task 5', 'Task 4'])
    const second = await listTasks('?limit=2&offset=2')
    expect(titles(second.body)).toEqual(['Task 3', 'Task 2'])
    expect(second.body.next_offset).toBe(4)
    const last = await listTasks('?limit=2&offset=4')
    expect(last.body).toEqual({ data: [expect.objectContaining({ id: tasks[0]!.id })], total: 5, has_more: false })
    expect((await listTasks('?offset=10')).body).toEqual({ data: [], total: 5, has_more: false })
  })

  it("reads assignee_id=me as the calling key's user, in its own workspace (the official CLI's task list --assignee me)", async () => {
    const [owner] = users()
    const [mine, , mineDone] = await createAll([
      { title: 'Mine', assignee_ids: [owner] },
      { title: "Nobody's" },
      { title: 'Mine too', assignee_ids: [owner] },
    ])
    await patchTask(mineDone!.id, { is_completed: true })
    const me = await t.request<TaskPage>('GET', '/v1/tasks?assignee_id=me')
    expect(me.status, me.text).toBe(200)
    expect(me.body.data.map((task) => task.title)).toEqual(['Mine too', 'Mine'])
    expect((await listTasks('?assignee_id=me&is_completed=false')).body.data.map((task) => task.id)).toEqual([mine!.id])
    // Another workspace's key: "me" is that workspace's user, who sees only its own tasks.
    const other = await keyUser('77')
    expect(other.user_id).not.toBe(owner)
    const theirs = await createTask({ title: 'Theirs', assignee_ids: [other.user_id] }, other.key)
    expect(theirs.status, theirs.text).toBe(200)
    const listed = await t.request<TaskPage>('GET', '/v1/tasks?assignee_id=me', { key: other.key })
    expect(listed.body).toEqual({ data: [theirs.body], total: 1, has_more: false })
  })

  it('filters by linked record, assignee, completion and a case-insensitive search over title and description', async () => {
    const [ada, grace] = [await createPerson('Ada Lovelace'), await createPerson('Grace Hopper')]
    const [owner] = users()
    const [a, b, c, d] = await createAll([
      { title: 'Call Ada', entity_ids: [ada], assignee_ids: [owner] },
      { title: 'Email Grace', description: 'About the COBOL manual', entity_ids: [grace] },
      { title: 'Lunch', entity_ids: [ada, grace], assignee_ids: [owner] },
      { title: 'Plan the quarter' },
    ])
    await patchTask(c!.id, { is_completed: true })
    const ids = async (query: string) => (await listTasks(query)).body.data.map((task) => task.id)
    expect(await ids(`?entity_id=${ada}`)).toEqual([c!.id, a!.id])
    expect(await ids(`?entity_id=${grace}`)).toEqual([c!.id, b!.id])
    expect(await ids(`?assignee_id=${owner}`)).toEqual([c!.id, a!.id])
    expect(await ids('?is_completed=true')).toEqual([c!.id])
    expect(await ids('?is_completed=false')).toEqual([d!.id, b!.id, a!.id])
    expect(await ids('?search=cobol')).toEqual([b!.id])
    expect(await ids('?search=CALL%20ada')).toEqual([a!.id])
    expect(await ids(`?entity_id=${ada}&assignee_id=${owner}&is_completed=false`)).toEqual([a!.id])
    expect(await ids('?entity_id=99999999999999999')).toEqual([])
    expect(await ids('?search=')).toHaveLength(4)
    expect((await listTasks(`?entity_id=${ada}&limit=1`)).body).toMatchObject({
      total: 2,
      has_more: true,
      next_offset: 1,
    })
  })

  it('ignores unknown query parameters such as a cache buster', async () => {
    await createAll([{ title: 'x' }])
    expect((await listTasks('?_=12345')).body.total).toBe(1)
  })

  it.each([
    ['?limit=0', 'Invalid query parameter: limit: must be at least 1'],
    ['?limit=501', 'Invalid query parameter: limit: must be at most 500'],
    ['?limit=ten', 'Invalid query parameter: limit: must be an integer'],
    ['?offset=-1', 'Invalid query parameter: offset: must be at least 0'],
    ['?is_completed=yes', 'Invalid query parameter: is_completed: must be true or false'],
    ['?entity_id=abc', 'Invalid query parameter: entity_id: must be a string of digits'],
    ['?assignee_id=you', 'Invalid query parameter: assignee_id: must be a user id (a string of digits) or me'],
    ['?assignee_id=ME', 'Invalid query parameter: assignee_id: must be a user id (a string of digits) or me'],
  ])('answers 400 naming the parameter for %s', async (query, message) => {
    expectError(await listTasks(query), 400, message)
  })
})
