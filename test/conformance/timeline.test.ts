import { describe, expect, it } from 'vitest'
import { DIGITS, expectError, TIMESTAMP } from '../support/assertions.js'
import { useTarget } from '../support/target.js'

const t = useTarget()

/** The instant a fresh mock's manual clock starts at. */
const START = '2026-01-15T10:00:00Z'

interface TimelineEvent {
  id: string
  resource_type: string
  resource_id: string
  event_type: string
  event_payload: {
    entity?: { id: string; name: string; attributes?: Record<string, unknown> }
    field_changes?: Array<{ field_name: string; old_value: unknown; new_value: unknown }>
  }
  event_timestamp: string
  created_by: string
  created_by_id?: string
  is_aggregated: boolean
  children: TimelineEvent[]
}

interface TimelinePage {
  data: TimelineEvent[]
  has_next_page: boolean
  next_cursor?: string
}

const timeline = (id: string, query = '', key?: string | null) =>
  t.request<TimelinePage>('GET', `/v1/records/${id}/timeline${query}`, key === undefined ? {} : { key })

async function createPerson(attributes: Record<string, unknown>, key?: string): Promise<string> {
  const response = await t.request('POST', '/v1/objects/person', {
    body: { attributes },
    ...(key === undefined ? {} : { key }),
  })
  expect(response.status, response.text).toBe(200)
  return response.body.id as string
}

/** Changes a record's job title to `Title <n>` for each n, a minute apart on the mock's clock. */
async function retitle(id: string, numbers: number[]): Promise<void> {
  for (const n of numbers) {
    t.mock.clock.advance('1m')
    const response = await t.request('PATCH', `/v1/records/${id}`, {
      body: { attributes: { job_title: `Title ${n}` } },
    })
    expect(response.status, response.text).toBe(200)
  }
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i)

/** The new job title an event set, or the event type when it set none. */
const titleOf = (event: TimelineEvent): unknown =>
  event.event_payload.field_changes?.find((c) => c.field_name === 'job_title')?.new_value ?? event.event_type

/** Reads a whole timeline with pages of `limit`, checking each page's envelope. */
async function readAll(id: string, limit: number): Promise<TimelineEvent[]> {
  const events: TimelineEvent[] = []
  let cursor: string | undefined
  do {
    const response = await timeline(id, `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
    expect(response.status, response.text).toBe(200)
    expect(response.body.data.length).toBeLessThanOrEqual(limit)
    expect(response.body.has_next_page).toBe(response.body.next_cursor !== undefined)
    events.push(...response.body.data)
    cursor = response.body.next_cursor
  } while (cursor)
  return events
}

async function devUserId(): Promise<string> {
  const user = t.mock.store.keys.get(t.mock.apiKey)!.user_id
  expect(user).toMatch(DIGITS)
  return user
}

describe('a record timeline (GET /v1/records/{record_id}/timeline)', () => {
  it("starts with the creation event, naming the key's user", async () => {
    const id = await createPerson({ name: 'Ada Lovelace', job_title: 'Analyst' })
    const response = await timeline(id)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      data: [
        {
          id: expect.stringMatching(DIGITS),
          resource_type: 'entity',
          resource_id: id,
          event_type: 'created',
          event_payload: {
            entity: {
              id,
              definition_id: expect.stringMatching(DIGITS),
              type: 'person',
              name: 'Ada Lovelace',
              // The values the record holds; unset attributes are left out.
              attributes: { name: { first_name: 'Ada', last_name: 'Lovelace' }, job_title: 'Analyst' },
            },
          },
          event_timestamp: START,
          created_by: 'developer_api',
          created_by_id: await devUserId(),
          is_aggregated: false,
          children: [],
        },
      ],
      has_next_page: false,
    })
    expect(response.body).not.toHaveProperty('next_cursor')
    expect(response.body.data[0]).not.toHaveProperty('seq')
  })

  it('adds an update with the old and new values of each changed field, newest first', async () => {
    const id = await createPerson({ name: 'Ada Lovelace', job_title: 'Analyst' })
    t.mock.clock.advance('5m')
    await t.request('PATCH', `/v1/records/${id}`, {
      body: { attributes: { job_title: 'Countess', location: 'London, GB' } },
    })
    const { body } = await timeline(id)
    expect(body.data.map((e) => [e.event_type, e.event_timestamp])).toEqual([
      ['updated', '2026-01-15T10:05:00Z'],
      ['created', START],
    ])
    expect(body.data[0]!.event_payload.field_changes).toEqual([
      { field_name: 'job_title', old_value: 'Analyst', new_value: 'Countess' },
      {
        field_name: 'location',
        old_value: null,
        new_value: { street: null, city: 'London', region: null, postal_code: null, country: 'GB' },
      },
    ])
    expect(body.data[0]!.event_payload.entity!.attributes!.job_title).toBe('Countess')
  })

  it('names the user of the key that made each change', async () => {
    const other = await t.request('POST', '/_mock/keys', {
      key: null,
      body: { scopes: ['record.read', 'record.write'] },
    })
    const id = await createPerson({ name: 'Ada Lovelace' }, other.body.key)
    await t.request('PATCH', `/v1/records/${id}`, {
      key: other.body.key,
      body: { attributes: { job_title: 'Countess' } },
    })
    const { body } = await timeline(id)
    for (const event of body.data)
      expect(event).toMatchObject({ created_by: 'developer_api', created_by_id: other.body.user_id })
  })

  it('pages with limit and an opaque cursor until every event was read once', async () => {
    const id = await createPerson({ name: 'Ada Lovelace' })
    await retitle(id, range(1, 11))
    const first = await timeline(id, '?limit=5')
    expect(first.body.data.map(titleOf)).toEqual(['Title 11', 'Title 10', 'Title 9', 'Title 8', 'Title 7'])
    expect(first.body.has_next_page).toBe(true)
    expect(first.body.next_cursor).toMatch(/^[A-Za-z0-9_-]+$/)
    const second = await timeline(id, `?limit=5&cursor=${first.body.next_cursor}`)
    expect(second.body.data.map(titleOf)).toEqual(['Title 6', 'Title 5', 'Title 4', 'Title 3', 'Title 2'])
    const third = await timeline(id, `?limit=5&cursor=${second.body.next_cursor}`)
    expect(third.body.data.map(titleOf)).toEqual(['Title 1', 'created'])
    expect(third.body.has_next_page).toBe(false)
    expect(third.body).not.toHaveProperty('next_cursor')
    const all = (await timeline(id, '?limit=100')).body.data.map((e) => e.id)
    for (const limit of [1, 3, 12]) expect((await readAll(id, limit)).map((e) => e.id)).toEqual(all)
  })

  it('never repeats or skips an event when new events arrive between pages', async () => {
    const id = await createPerson({ name: 'Ada Lovelace' })
    await retitle(id, range(1, 9))
    const before = (await timeline(id, '?limit=100')).body.data.map((e) => e.id)
    expect(before).toHaveLength(10)

    const page1 = await timeline(id, '?limit=4')
    await retitle(id, [100, 101, 102])
    const page2 = await timeline(id, `?limit=4&cursor=${page1.body.next_cursor}`)
    await retitle(id, [103])
    const page3 = await timeline(id, `?limit=4&cursor=${page2.body.next_cursor}`)

    // Page 2 starts with the event just older than the last one page 1 showed.
    expect(page1.body.data.map(titleOf)).toEqual(['Title 9', 'Title 8', 'Title 7', 'Title 6'])
    expect(page2.body.data.map(titleOf)).toEqual(['Title 5', 'Title 4', 'Title 3', 'Title 2'])
    expect(page3.body.data.map(titleOf)).toEqual(['Title 1', 'created'])
    expect(page3.body.has_next_page).toBe(false)
    const read = [...page1.body.data, ...page2.body.data, ...page3.body.data].map((e) => e.id)
    expect(read).toEqual(before)
    expect(new Set(read).size).toBe(read.length)
    // The events that arrived meanwhile lead a fresh first page.
    expect((await timeline(id, '?limit=4')).body.data.map(titleOf)).toEqual([
      'Title 103',
      'Title 102',
      'Title 101',
      'Title 100',
    ])
  })

  it('gives a seeded person a history of several pages at the default limit of 50', async () => {
    const people = await t.request('POST', '/v1/objects/person/records', {
      body: { limit: 1, sort: { attribute: 'created_at', direction: 'asc' } },
    })
    const first = people.body.data[0]
    const page = await timeline(first.id)
    expect(page.status).toBe(200)
    expect(page.body.data).toHaveLength(50)
    expect(page.body.has_next_page).toBe(true)
    for (const event of page.body.data) expect(event.event_timestamp).toMatch(TIMESTAMP)
    const times = page.body.data.map((e) => e.event_timestamp)
    expect([...times].sort().reverse()).toEqual(times)
    const updates = page.body.data.filter(
      (e) => e.resource_type === 'entity' && e.event_type === 'updated' && e.created_by === 'system',
    )
    expect(updates.length).toBeGreaterThan(10)
    const all = await readAll(first.id, 100)
    expect(all.at(-1)).toMatchObject({
      event_type: 'created',
      resource_id: first.id,
      event_timestamp: first.created_at,
    })
  })

  it('ignores unknown query parameters and reads an empty cursor as the first page', async () => {
    const id = await createPerson({ name: 'Ada Lovelace' })
    await retitle(id, [1, 2])
    const plain = await timeline(id, '?limit=2')
    expect((await timeline(id, '?limit=2&_=123')).body).toEqual(plain.body)
    expect((await timeline(id, '?limit=2&cursor=')).body).toEqual(plain.body)
  })

  it('answers 400 naming limit for 0, 101 and a non-integer', async () => {
    const id = await createPerson({ name: 'Ada Lovelace' })
    expectError(await timeline(id, '?limit=0'), 400, 'Invalid query parameter: limit: must be at least 1')
    expectError(await timeline(id, '?limit=101'), 400, 'Invalid query parameter: limit: must be at most 100')
    expectError(await timeline(id, '?limit=ten'), 400, 'Invalid query parameter: limit: must be an integer')
    expect((await timeline(id, '?limit=100')).status).toBe(200)
    expect((await timeline(id, '?limit=1')).status).toBe(200)
  })

  it('answers 400 naming cursor for a cursor it did not answer', async () => {
    const id = await createPerson({ name: 'Ada Lovelace' })
    for (const cursor of [
      'nope!',
      'bm9wZQ',
      encodeURIComponent(Buffer.from(`${id}.1.x`).toString('base64url')),
      'a'.repeat(300),
    ]) {
      expectError(await timeline(id, `?cursor=${cursor}`), 400, { contains: 'cursor: not a cursor of this timeline' })
    }
  })

  it("answers 400 naming cursor for a cursor of another record's timeline", async () => {
    const ada = await createPerson({ name: 'Ada Lovelace' })
    const grace = await createPerson({ name: 'Grace Hopper' })
    await retitle(ada, [1, 2])
    const { body } = await timeline(ada, '?limit=1')
    expectError(
      await timeline(grace, `?cursor=${body.next_cursor}`),
      400,
      `cursor: belongs to the timeline of another record, not record ${grace}`,
    )
  })

  it("answers 404 for an unknown, a deleted, or another workspace's record, and 400 for a non-digit id", async () => {
    expectError(await timeline('99999999999999999'), 404, 'Record 99999999999999999 not found')
    const id = await createPerson({ name: 'Ada Lovelace' })
    expect((await t.request('DELETE', `/v1/records/${id}`)).status).toBe(200)
    expectError(await timeline(id), 404, `Record ${id} not found`)
    const elsewhere = await t.createKey(['record.read', 'record.write'], '2')
    const theirs = await createPerson({ name: 'Grace Hopper' }, elsewhere)
    expectError(await timeline(theirs), 404, `Record ${theirs} not found`)
    expect((await timeline(theirs, '', elsewhere)).status).toBe(200)
    expectError(await timeline('abc'), 400, { contains: 'record_id' })
  })

  it('answers 401 without a key and 403 naming record.read with a key that lacks it', async () => {
    const id = await createPerson({ name: 'Ada Lovelace' })
    expectError(await timeline(id, '', null), 401, { contains: 'Authorization' })
    const writer = await t.createKey(['record.write', 'task.read', 'note.read'])
    expectError(await timeline(id, '', writer), 403, 'GET /v1/records/{record_id}/timeline requires scope record.read')
    expect((await timeline(id, '', await t.createKey(['record.read']))).status).toBe(200)
  })

  it('is dropped with its record, so a record created later starts afresh', async () => {
    const id = await createPerson({ name: 'Ada Lovelace', email_addresses: ['ada@example.com'] })
    await retitle(id, [1])
    await t.request('DELETE', `/v1/records/${id}`)
    const again = await createPerson({ name: 'Ada Lovelace', email_addresses: ['ada@example.com'] })
    expect(again).not.toBe(id)
    expect((await timeline(again)).body.data.map((e) => e.event_type)).toEqual(['created'])
  })
})
