import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClock } from '../../core/clock.js'
import { createRecord, listRecordsJson } from '../../core/records/records.js'
import { writtenRecordJson } from '../../core/records/record-json.js'
import { findObject } from '../../core/schema/objects.js'
import { addKey, createStore, ensureWorkspace } from '../../core/store.js'
import { recordRoutes } from '../routes/records.js'
import { RecordPageSchema, RecordSchema } from '../schemas/records.js'
import { formatIssues } from './errors.js'
import { createPipeline, type RawRequest } from './index.js'

const request = (method: string, target: string, headers: Record<string, string>, body?: string): RawRequest => ({
  method,
  target,
  header: (name) => headers[name],
  readBody: async () => (body === undefined ? undefined : new TextEncoder().encode(body)),
})

/** The record routes over a workspace of `people` people, answers checked against their schemas. */
function setup(people: number) {
  const clock = createClock({ mode: 'manual' })
  const store = createStore(clock)
  const workspace = ensureWorkspace(store, store.defaultWorkspaceId)
  const person = findObject(workspace, 'person')
  const ids = Array.from(
    { length: people },
    (_, n) => createRecord(workspace, clock, person, { name: `Person ${n}`, job_title: 'Engineer' }).id,
  )
  const auth = {
    authorization: `Bearer ${addKey(store, { scopes: ['record.read', 'record.write'], key: 'cgm_test_key' }).key}`,
  }
  const pipeline = createPipeline({
    routes: recordRoutes,
    store,
    bodyLimit: 1024 * 1024,
    validateResponses: true,
    basePath: '',
    baseUrl: 'http://127.0.0.1:4010',
  })
  const call = async (method: string, target: string, body?: unknown) => {
    const response = await pipeline.handle(
      request(method, target, auth, body === undefined ? undefined : JSON.stringify(body)),
    )
    return { status: response.status, body: JSON.parse(response.body as string) as Record<string, unknown> }
  }
  return { workspace, ids, call }
}

const list = (limit: number) => ['POST', '/v1/objects/person/records', { limit }] as const

/** What the whole-body check answered before record forms were checked in parts. */
const wholeBodyError = (
  operationId: string,
  schema: ReturnType<typeof RecordSchema | typeof RecordPageSchema>,
  body: unknown,
) => {
  const check = schema.safeParse(body)
  expect(check.success).toBe(false)
  return `Internal error: ${operationId} answered a body that breaks its own schema: ${formatIssues(check.error!.issues)}`
}

describe('response validation of cached record forms', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('checks each record form once, until the record changes', async () => {
    const { ids, call } = setup(60)
    const record = vi.spyOn(RecordSchema(), 'safeParse')
    const page = vi.spyOn(RecordPageSchema(), 'safeParse')

    // The first page checks its 50 forms one by one and the page's own fields with no records in it.
    const first = await call(...list(50))
    expect(first.status).toBe(200)
    expect((first.body.data as unknown[]).length).toBe(50)
    expect(record).toHaveBeenCalledTimes(50)
    expect(page).toHaveBeenCalledTimes(1)
    expect(page.mock.calls[0]![0]).toEqual({
      data: [],
      total: 60,
      limit: 50,
      offset: 0,
      has_more: true,
      next_offset: 50,
    })

    // The same page again, and a record of it alone: no record form is parsed again.
    expect((await call(...list(50))).status).toBe(200)
    expect((await call('GET', `/v1/records/${ids[3]}`)).status).toBe(200)
    expect(record).toHaveBeenCalledTimes(50)
    // The ten records no page showed yet are checked when first answered, and only those.
    expect((await call(...list(60))).status).toBe(200)
    expect(record).toHaveBeenCalledTimes(60)

    // A change makes a new form. A write's answer is not cached (only reads fill the cache), so
    // it is checked whole; the first read caches and checks the new form, and later reads do not.
    const updated = await call('PATCH', `/v1/records/${ids[3]}`, { attributes: { job_title: 'Manager' } })
    expect(updated.status).toBe(200)
    expect((updated.body.attributes as Record<string, unknown>).job_title).toBe('Manager')
    expect(record).toHaveBeenCalledTimes(61)
    expect(record.mock.calls[60]![0]).toEqual(updated.body)
    expect((await call('GET', `/v1/records/${ids[3]}`)).body).toEqual(updated.body)
    expect(record).toHaveBeenCalledTimes(62)
    expect((await call(...list(60))).status).toBe(200)
    expect((await call('GET', `/v1/records/${ids[3]}`)).status).toBe(200)
    expect(record).toHaveBeenCalledTimes(62)
  })

  it('catches a form that breaks the schema after a change, with the path the whole body would name', async () => {
    const { workspace, ids, call } = setup(3)
    expect((await call(...list(50))).status).toBe(200)
    expect((await call('GET', `/v1/records/${ids[1]}`)).status).toBe(200)

    // The stored record is broken behind the API's back; its checked form is still what is served.
    workspace.records.get(ids[1]!)!.created_at = 'yesterday'
    expect((await call('GET', `/v1/records/${ids[1]}`)).status).toBe(200)

    // A change drops the form and its mark: the new form is checked, and fails.
    const updated = await call('PATCH', `/v1/records/${ids[1]}`, { attributes: { job_title: 'Manager' } })
    expect(updated.status).toBe(500)
    const broken: unknown = JSON.parse(writtenRecordJson(workspace, workspace.records.get(ids[1]!)!))
    expect(updated.body.message).toBe(wholeBodyError('updateRecord', RecordSchema(), broken))
    expect(updated.body.message).toContain('created_at')

    const got = await call('GET', `/v1/records/${ids[1]}`)
    expect(got).toEqual({
      status: 500,
      body: { code: 500, message: wholeBodyError('getRecord', RecordSchema(), broken) },
    })

    // In a page, the record's issues sit under its place in `data`, as a check of the whole page says.
    const page = await call(...list(50))
    expect(page.status).toBe(500)
    // The page's text as the handler built it ('yesterday' sorts the record last by created_at).
    const wholePage = JSON.parse(listRecordsJson(workspace, findObject(workspace, 'person'), { limit: 50 }).json) as {
      data: Array<{ id: string }>
    }
    expect(wholePage.data.map((record) => record.id)).toEqual([ids[0], ids[2], ids[1]])
    expect(page.body.message).toBe(wholeBodyError('listRecords', RecordPageSchema(), wholePage))
    expect(page.body.message).toContain('data[2].created_at')
  })

  it('checks a form that differs from the one checked, even when nothing dropped its mark', async () => {
    const { workspace, ids, call } = setup(2)
    expect((await call('GET', `/v1/records/${ids[0]}`)).status).toBe(200)
    const form = JSON.parse(workspace.recordJson.get(ids[0]!)!) as Record<string, unknown>
    workspace.recordJson.set(ids[0]!, JSON.stringify({ ...form, workspace_id: 'w1' }))

    const got = await call('GET', `/v1/records/${ids[0]}`)
    expect(got.status).toBe(500)
    expect(got.body.message).toBe(
      'Internal error: getRecord answered a body that breaks its own schema: workspace_id: must be a string of digits',
    )
    const page = await call(...list(50))
    expect(page.body.message).toBe(
      'Internal error: listRecords answered a body that breaks its own schema: data[0].workspace_id: must be a string of digits',
    )
  })
})
