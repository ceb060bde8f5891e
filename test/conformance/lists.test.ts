import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS, DIGITS, expectEmpty, expectError, TIMESTAMP } from '../support/assertions.js'
import { useTarget } from '../support/target.js'

const t = useTarget()

/** The instant a fresh mock's manual clock starts at. */
const START = '2026-01-15T10:00:00Z'
const LATER = '2026-01-15T11:00:00Z'

interface List {
  id: string
  slug: string
  name: string
  name_plural: string
  description: string
  type: string
  created_at: string
  parent_object_id: string
  parent_object_slug: string
  attributes?: Array<{ id: string; slug: string; type: string; options: Record<string, unknown> }>
}

interface Member {
  id: string
  object_id: string
  type: string
  workspace_id: string
  created_at: string
  updated_at: string
  attributes: Record<string, any>
  parent_id: string
  list_id: string
}

interface Page {
  data: Member[]
  total: number
  limit: number
  offset: number
  has_more: boolean
  next_offset: number | null
}

interface TimelineEvent {
  resource_type: string
  resource_id: string
  event_type: string
  event_payload: Record<string, any>
  created_by: string
}

async function object(slug: string): Promise<{ id: string; attributes: Array<{ id: string; slug: string }> }> {
  const response = await t.request('GET', `/v1/objects/${slug}`)
  expect(response.status).toBe(200)
  return response.body
}

async function createRecord(slug: string, attributes: Record<string, unknown>): Promise<string> {
  const response = await t.request('POST', `/v1/objects/${slug}`, { body: { attributes } })
  expect(response.status, response.text).toBe(200)
  return response.body.id
}

const createPerson = (name: string, extra: Record<string, unknown> = {}) => createRecord('person', { name, ...extra })

async function createList(slug = 'candidates', object = 'person', body: Record<string, unknown> = {}): Promise<List> {
  const response = await t.request<List>('POST', `/v1/objects/${object}/lists`, {
    body: { name: 'Candidates', slug, ...body },
  })
  expect(response.status, response.text).toBe(200)
  return response.body
}

async function addListAttribute(
  listSlug: string,
  body: Record<string, unknown>,
): Promise<{ id: string; slug: string }> {
  const response = await t.request('POST', `/v1/objects/${listSlug}/attributes`, { body })
  expect(response.status, response.text).toBe(200)
  return response.body
}

/** A person list with a required status select, a whole-number score and a unique referral code. */
async function pipeline(): Promise<List> {
  const list = await createList()
  await addListAttribute(list.slug, {
    name: 'Status',
    slug: 'status',
    type: 'select',
    options: {
      is_required: true,
      select_options: [
        { id: 'new', name: 'New' },
        { id: 'qualified', name: 'Qualified' },
      ],
    },
  })
  await addListAttribute(list.slug, {
    name: 'Score',
    slug: 'score',
    type: 'number',
    options: { is_whole_number: true },
  })
  await addListAttribute(list.slug, {
    name: 'Referral Code',
    slug: 'referral_code',
    type: 'text',
    options: { is_unique: true },
  })
  return list
}

const add = (listId: string, body: Record<string, unknown>, key?: string | null) =>
  t.request<Member>('POST', `/v1/lists/${listId}`, { body, ...(key === undefined ? {} : { key }) })
const upsert = (listId: string, body: Record<string, unknown>) =>
  t.request<Member>('PUT', `/v1/lists/${listId}`, { body })
const patch = (listId: string, recordId: string, attributes: Record<string, unknown>, key?: string | null) =>
  t.request<Member>('PATCH', `/v1/lists/${listId}/records/${recordId}`, {
    body: { attributes },
    ...(key === undefined ? {} : { key }),
  })

async function added(
  listId: string,
  parent_id: string,
  attributes: Record<string, unknown> = { status: 'new' },
): Promise<Member> {
  const response = await add(listId, { parent_id, attributes })
  expect(response.status, response.text).toBe(200)
  return response.body
}

async function members(listId: string, body: Record<string, unknown> = {}): Promise<Page> {
  const response = await t.request<Page>('POST', `/v1/lists/${listId}/records`, { body: { limit: 500, ...body } })
  expect(response.status, response.text).toBe(200)
  return response.body
}

async function seededList(object: string): Promise<List> {
  const response = await t.request('GET', `/v1/objects/${object}/lists?include_attributes=true`)
  expect(response.status).toBe(200)
  return response.body.data[0]
}

async function listEvents(recordId: string): Promise<TimelineEvent[]> {
  const response = await t.request('GET', `/v1/records/${recordId}/timeline?limit=100`)
  expect(response.status, response.text).toBe(200)
  return (response.body.data as TimelineEvent[]).filter((e) => e.resource_type === 'list_item')
}

describe('POST /v1/objects/{slug}/lists', () => {
  it("creates a list of the object's records: an object definition of type list, without attributes of its own", async () => {
    const person = await object('person')
    const response = await t.request('POST', '/v1/objects/person/lists', {
      body: { name: 'VIP Contacts', slug: 'vip-contacts', description: 'High-value contacts' },
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      id: expect.stringMatching(DIGITS),
      slug: 'vip-contacts',
      name: 'VIP Contacts',
      name_plural: 'VIP Contacts',
      description: 'High-value contacts',
      type: 'list',
      created_at: START,
      parent_object_id: person.id,
      parent_object_slug: 'person',
      attributes: [],
    })
    const get = await t.request('GET', `/v1/lists/${response.body.id}`)
    expect(get.body).toEqual(response.body)
  })

  it('keeps lists out of the objects list and off the object routes', async () => {
    await createList('vip', 'person', { name_plural: 'VIPs' })
    const objects = await t.request('GET', '/v1/objects')
    expect(objects.body.data.map((o: { slug: string }) => o.slug)).toEqual(['person', 'company'])
    expectError(await t.request('GET', '/v1/objects/vip'), 404, { contains: 'it is a list' })
    expectError(await t.request('POST', '/v1/objects/vip/records', { body: {} }), 404)
  })

  it('answers 409 when the slug is taken by an object or another list, and creates nothing', async () => {
    await createList('vip')
    for (const slug of ['vip', 'company', 'hiring-pipeline']) {
      expectError(
        await t.request('POST', '/v1/objects/company/lists', { body: { name: 'Again', slug } }),
        409,
        `An object with slug "${slug}" already exists`,
      )
    }
    expect((await t.request('GET', '/v1/objects/company/lists')).body.data.map((l: List) => l.slug)).toEqual([
      'target-accounts',
    ])
    expectError(await t.request('POST', '/v1/objects', { body: { name: 'VIP', slug: 'vip' } }), 409)
  })

  it('answers 400 naming the field for a bad slug, a missing name or an unknown field', async () => {
    expectError(await t.request('POST', '/v1/objects/person/lists', { body: { name: 'VIP', slug: 'VIP List' } }), 400, {
      contains: 'slug',
    })
    expectError(await t.request('POST', '/v1/objects/person/lists', { body: { slug: 'vip' } }), 400, {
      contains: 'name',
    })
    expectError(
      await t.request('POST', '/v1/objects/person/lists', { body: { name: 'VIP', slug: 'vip', type: 'list' } }),
      400,
      { contains: 'type' },
    )
  })

  it('answers 404 for an unknown object or a list slug', async () => {
    expectError(
      await t.request('POST', '/v1/objects/deal/lists', { body: { name: 'VIP', slug: 'vip' } }),
      404,
      'Object "deal" not found',
    )
    expectError(
      await t.request('POST', '/v1/objects/hiring-pipeline/lists', { body: { name: 'VIP', slug: 'vip' } }),
      404,
      { contains: 'it is a list' },
    )
  })

  it('answers 401 without a key and 403 naming object.write with a key that lacks it', async () => {
    expectError(
      await t.request('POST', '/v1/objects/person/lists', { key: null, body: { name: 'VIP', slug: 'vip' } }),
      401,
    )
    const key = await t.createKey(['list.read', 'list.member.write'])
    expectError(
      await t.request('POST', '/v1/objects/person/lists', { key, body: { name: 'VIP', slug: 'vip' } }),
      403,
      'POST /v1/objects/{slug}/lists requires scope object.write',
    )
    expect((await t.request('GET', '/v1/objects/person/lists')).body.data.map((l: List) => l.slug)).toEqual([
      'hiring-pipeline',
    ])
  })
})

describe('list attributes (POST /v1/objects/{list slug}/attributes)', () => {
  it('adds attributes to a list under its slug; GET /v1/lists/{id} shows them', async () => {
    const list = await pipeline()
    const response = await t.request<List>('GET', `/v1/lists/${list.id}`)
    expect(response.body.attributes!.map((a) => [a.slug, a.type])).toEqual([
      ['status', 'select'],
      ['score', 'number'],
      ['referral_code', 'text'],
    ])
    expect(response.body.attributes![1]!.options).toEqual({ ...DEFAULT_OPTIONS, is_whole_number: true })
  })

  it("answers 409 for a slug the list's object uses, since members show both side by side", async () => {
    const list = await createList()
    for (const slug of ['name', 'job_title']) {
      expectError(
        await t.request('POST', `/v1/objects/${list.slug}/attributes`, { body: { name: 'X', slug, type: 'text' } }),
        409,
        { contains: `slug: "${slug}" is an attribute of the list's object` },
      )
    }
    expect((await t.request<List>('GET', `/v1/lists/${list.id}`)).body.attributes).toEqual([])
  })

  it("lets the object gain an attribute one of its lists uses; the list's value shows in its members", async () => {
    const list = await pipeline()
    const person = await createPerson('Ada Lovelace')
    await added(list.id, person, { status: 'new', score: 80 })
    const score = await t.request('POST', '/v1/objects/person/attributes', {
      body: { name: 'Score', slug: 'score', type: 'number' },
    })
    expect(score.status).toBe(200)
    expect((await t.request('PATCH', `/v1/records/${person}`, { body: { attributes: { score: 3 } } })).status).toBe(200)
    const [member] = (await members(list.id)).data
    expect(member!.attributes.score).toBe(80)
  })
})

describe('GET /v1/objects/{slug}/lists and GET /v1/lists/{id}', () => {
  it('lists the seeded lists of each object, with their attributes on request', async () => {
    const people = await t.request('GET', '/v1/objects/person/lists')
    expect(people.status).toBe(200)
    expect(people.body.data.map((l: List) => [l.slug, l.name, l.type, l.parent_object_slug])).toEqual([
      ['hiring-pipeline', 'Hiring pipeline', 'list', 'person'],
    ])
    expect(people.body.data[0].attributes).toBeUndefined()
    const hiring = await seededList('person')
    expect(hiring.attributes!.map((a) => a.slug)).toEqual(['status', 'score', 'notes'])
    const targets = await seededList('company')
    expect(targets.slug).toBe('target-accounts')
    expect(targets.attributes!.map((a) => a.slug)).toEqual(['tier', 'estimated_value', 'next_contact'])
  })

  it("lists an object's lists oldest first and no other object's", async () => {
    const first = await createList('one')
    const second = await createList('two')
    await createList('three', 'company')
    const response = await t.request('GET', '/v1/objects/person/lists')
    expect(response.body.data.map((l: List) => l.id).slice(1)).toEqual([first.id, second.id])
  })

  it('answers 400 for a bad include_attributes, 404 for an unknown object', async () => {
    expectError(await t.request('GET', '/v1/objects/person/lists?include_attributes=yes'), 400, {
      contains: 'include_attributes',
    })
    expectError(await t.request('GET', '/v1/objects/deal/lists'), 404, 'Object "deal" not found')
  })

  it("answers 404 for an object id, an unknown id and another workspace's list, 400 for a non-digit id", async () => {
    const hiring = await seededList('person')
    expectError(await t.request('GET', `/v1/lists/${(await object('person')).id}`), 404, { contains: 'not found' })
    expectError(await t.request('GET', '/v1/lists/99999999999999999'), 404, 'List 99999999999999999 not found')
    expectError(await t.request('GET', `/v1/lists/${hiring.id}`, { key: await t.createKey(['list.read'], '7') }), 404)
    expectError(await t.request('GET', '/v1/lists/abc'), 400, { contains: 'id' })
  })

  it('answers 401 without a key and 403 naming list.read with a key that lacks it', async () => {
    const hiring = await seededList('person')
    const key = await t.createKey(['object.read', 'list.member.read'])
    expectError(await t.request('GET', '/v1/objects/person/lists', { key: null }), 401)
    expectError(
      await t.request('GET', '/v1/objects/person/lists', { key }),
      403,
      'GET /v1/objects/{slug}/lists requires scope list.read',
    )
    expectError(await t.request('GET', `/v1/lists/${hiring.id}`, { key: null }), 401)
    expectError(
      await t.request('GET', `/v1/lists/${hiring.id}`, { key }),
      403,
      'GET /v1/lists/{id} requires scope list.read',
    )
  })
})

describe('POST /v1/lists/{id} (add a member)', () => {
  it("adds a record and answers it with the list's values merged into its attributes", async () => {
    const list = await pipeline()
    const person = await createPerson('Sarah Chen', {
      email_addresses: ['sarah@newstartup.com'],
      job_title: 'VP Engineering',
    })
    const response = await add(list.id, { parent_id: person, attributes: { status: 'New', score: 85 } })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      id: expect.stringMatching(DIGITS),
      object_id: (await object('person')).id,
      type: 'person',
      workspace_id: t.mock.store.defaultWorkspaceId,
      created_at: START,
      updated_at: START,
      attributes: {
        name: { first_name: 'Sarah', last_name: 'Chen' },
        email_addresses: ['sarah@newstartup.com'],
        job_title: 'VP Engineering',
        phone_number: null,
        location: null,
        linkedin: null,
        status: { id: 'new', name: 'New' },
        score: 85,
        referral_code: null,
      },
      parent_id: person,
      list_id: list.id,
    })
    expect(response.body.id).not.toBe(person)
  })

  it("writes a list_item created event on the record's timeline", async () => {
    const list = await pipeline()
    const person = await createPerson('Ada Lovelace')
    const member = await added(list.id, person, { status: 'new', score: 70 })
    const [event] = await listEvents(person)
    expect(event).toMatchObject({
      resource_type: 'list_item',
      resource_id: member.id,
      event_type: 'created',
      created_by: 'developer_api',
    })
    expect(event!.event_payload).toEqual({
      list_item: { id: member.id, definition_id: list.id, list_name: 'Candidates', parent_id: person },
      field_changes: [
        { field_name: 'status', old_value: null, new_value: { id: 'new', name: 'New' } },
        { field_name: 'score', old_value: null, new_value: 70 },
      ],
    })
  })

  it('answers 409 for the same record twice, naming it, and changes nothing', async () => {
    const list = await pipeline()
    const person = await createPerson('Ada Lovelace')
    const member = await added(list.id, person)
    expectError(await add(list.id, { parent_id: person, attributes: { status: 'qualified' } }), 409, {
      contains: `parent_id: record ${person} is already a member of the list "candidates" (member ${member.id})`,
    })
    expect((await members(list.id)).data.map((m) => m.attributes.status.id)).toEqual(['new'])
  })

  it('answers 400 naming parent_id for a record of another object, 404 for an unknown record', async () => {
    const list = await pipeline()
    const company = await createRecord('company', { name: 'Analytical Engines Ltd' })
    expectError(
      await add(list.id, { parent_id: company, attributes: { status: 'new' } }),
      400,
      `parent_id: record ${company} is a company; the list "candidates" holds person records`,
    )
    expectError(
      await add(list.id, { parent_id: '99999999999999999', attributes: { status: 'new' } }),
      404,
      'parent_id: record 99999999999999999 not found',
    )
    expectError(await add(list.id, { attributes: { status: 'new' } }), 400, { contains: 'parent_id' })
    expectError(await add(list.id, { parent_id: 'abc' }), 400, { contains: 'parent_id' })
    expect((await members(list.id)).total).toBe(0)
  })

  it('validates list values with the record value rules, naming the field, and writes nothing', async () => {
    const list = await pipeline()
    const person = await createPerson('Ada Lovelace')
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ status: 'hired' }, 'attributes.status'],
      [{ status: 'new', score: 8.5 }, 'attributes.score'],
      [{ status: 'new', score: 'high' }, 'attributes.score'],
      [{ score: 10 }, 'attributes.status: is required by the list "candidates"'],
      [{ status: 'new', rank: 1 }, 'attributes.rank: the list "candidates" has no attribute "rank"'],
      [
        { status: 'new', job_title: 'CEO' },
        'attributes.job_title: "job_title" is an attribute of the person record, not of the list "candidates"',
      ],
    ]
    for (const [attributes, message] of cases)
      expectError(await add(list.id, { parent_id: person, attributes }), 400, { contains: message })
    expect((await members(list.id)).total).toBe(0)
    expect(await listEvents(person)).toEqual([])
  })

  it('answers 409 when a unique list value is taken by another member', async () => {
    const list = await pipeline()
    const ada = await createPerson('Ada Lovelace')
    const charles = await createPerson('Charles Babbage')
    await added(list.id, ada, { status: 'new', referral_code: 'R-1' })
    expectError(await add(list.id, { parent_id: charles, attributes: { status: 'new', referral_code: 'R-1' } }), 409, {
      contains: `attributes.referral_code: value "R-1" is already used by the member of record ${ada}`,
    })
  })

  it('answers 404 for an unknown list or an object id', async () => {
    const person = await createPerson('Ada Lovelace')
    expectError(await add('99999999999999999', { parent_id: person }), 404, 'List 99999999999999999 not found')
    expectError(await add((await object('person')).id, { parent_id: person }), 404)
  })

  it('answers 401 without a key and 403 naming list.member.write with a key that lacks it', async () => {
    const list = await pipeline()
    const person = await createPerson('Ada Lovelace')
    expectError(await add(list.id, { parent_id: person, attributes: { status: 'new' } }, null), 401)
    const key = await t.createKey(['list.read', 'list.member.read', 'record.write'])
    expectError(
      await add(list.id, { parent_id: person, attributes: { status: 'new' } }, key),
      403,
      'POST /v1/lists/{id} requires scope list.member.write',
    )
    expect((await members(list.id)).total).toBe(0)
  })
})

describe('PUT /v1/lists/{id} (add or update a member)', () => {
  it('adds a record that is not a member, then merges values into its membership', async () => {
    const list = await pipeline()
    const person = await createPerson('Ada Lovelace')
    const created = await upsert(list.id, { parent_id: person, attributes: { status: 'new', score: 60 } })
    expect(created.status).toBe(200)
    t.mock.clock.advance('1h')
    const updated = await upsert(list.id, { parent_id: person, attributes: { status: 'qualified' } })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ id: created.body.id, created_at: START, updated_at: LATER })
    expect(updated.body.attributes).toMatchObject({ status: { id: 'qualified', name: 'Qualified' }, score: 60 })
    expect((await members(list.id)).total).toBe(1)
    expect((await listEvents(person)).map((e) => e.event_type)).toEqual(['updated', 'created'])
  })

  it('keeps updated_at and writes no event when nothing changes', async () => {
    const list = await pipeline()
    const person = await createPerson('Ada Lovelace')
    await upsert(list.id, { parent_id: person, attributes: { status: 'new' } })
    t.mock.clock.advance('1h')
    const same = await upsert(list.id, { parent_id: person, attributes: { status: 'New' } })
    expect(same.body.updated_at).toBe(START)
    expect(await listEvents(person)).toHaveLength(1)
  })

  it("validates like POST: 400 for another object's record, 404 for an unknown list", async () => {
    const list = await pipeline()
    const company = await createRecord('company', { name: 'Analytical Engines Ltd' })
    expectError(await upsert(list.id, { parent_id: company, attributes: { status: 'new' } }), 400, {
      contains: 'parent_id',
    })
    expectError(await upsert('99999999999999999', { parent_id: company }), 404)
  })

  it('answers 403 naming list.member.write with a key that lacks it', async () => {
    const list = await pipeline()
    const key = await t.createKey(['list.member.read'])
    expectError(
      await t.request('PUT', `/v1/lists/${list.id}`, { key, body: { parent_id: await createPerson('Ada Lovelace') } }),
      403,
      'PUT /v1/lists/{id} requires scope list.member.write',
    )
    expectError(await t.request('PUT', `/v1/lists/${list.id}`, { key: null, body: {} }), 401)
  })
})

describe('POST /v1/lists/{id}/records (list the members)', () => {
  async function scored(): Promise<{ list: List; ids: Record<string, string> }> {
    const list = await pipeline()
    const ids: Record<string, string> = {}
    const people: Array<[string, number | undefined]> = [
      ['Charles Babbage', 70],
      ['Ada Lovelace', 95],
      ['Mary Somerville', undefined],
      ['Alan Turing', 80],
    ]
    for (const [name, score] of people) {
      ids[name] = await createPerson(name)
      await added(list.id, ids[name]!, score === undefined ? { status: 'new' } : { status: 'new', score })
      t.mock.clock.advance('1m')
    }
    return { list, ids }
  }

  const names = (page: Page) => page.data.map((m) => `${m.attributes.name.first_name} ${m.attributes.name.last_name}`)

  it('pages members in the order they were added by default', async () => {
    const { list } = await scored()
    const first = await members(list.id, { limit: 3 })
    expect(first).toMatchObject({ total: 4, limit: 3, offset: 0, has_more: true, next_offset: 3 })
    expect(names(first)).toEqual(['Charles Babbage', 'Ada Lovelace', 'Mary Somerville'])
    const rest = await members(list.id, { limit: 3, offset: 3 })
    expect(rest).toMatchObject({ total: 4, has_more: false, next_offset: null })
    expect(names(rest)).toEqual(['Alan Turing'])
  })

  it('sorts on a list attribute, members without a value last in both directions', async () => {
    const { list } = await scored()
    expect(names(await members(list.id, { sort: { attribute: 'score', direction: 'desc' } }))).toEqual([
      'Ada Lovelace',
      'Alan Turing',
      'Charles Babbage',
      'Mary Somerville',
    ])
    expect(names(await members(list.id, { sort: { attribute: 'score' } }))).toEqual([
      'Charles Babbage',
      'Alan Turing',
      'Ada Lovelace',
      'Mary Somerville',
    ])
  })

  it('sorts on a record attribute by slug or id', async () => {
    const { list } = await scored()
    const nameId = (await object('person')).attributes.find((a) => a.slug === 'name')!.id
    const expected = ['Charles Babbage', 'Ada Lovelace', 'Mary Somerville', 'Alan Turing']
    expect(names(await members(list.id, { sort: { attribute: 'name' } }))).toEqual(expected)
    expect(names(await members(list.id, { sort: { attribute: nameId, direction: 'desc' } }))).toEqual(
      [...expected].reverse(),
    )
  })

  it('keeps sorted pages right as members and records change', async () => {
    const { list, ids } = await scored()
    expect(names(await members(list.id, { sort: { attribute: 'score', direction: 'desc' }, limit: 1 }))).toEqual([
      'Ada Lovelace',
    ])
    expect(names(await members(list.id, { sort: { attribute: 'name' }, limit: 1 }))).toEqual(['Charles Babbage'])
    expect((await patch(list.id, ids['Mary Somerville']!, { score: 99 })).status).toBe(200)
    expect(
      (await t.request('PATCH', `/v1/records/${ids['Ada Lovelace']}`, { body: { attributes: { name: 'Ada Byron' } } }))
        .status,
    ).toBe(200)
    expect(names(await members(list.id, { sort: { attribute: 'score', direction: 'desc' } }))).toEqual([
      'Mary Somerville',
      'Ada Byron',
      'Alan Turing',
      'Charles Babbage',
    ])
    expect(names(await members(list.id, { sort: { attribute: 'name' } }))).toEqual([
      'Charles Babbage',
      'Ada Byron',
      'Mary Somerville',
      'Alan Turing',
    ])
    expectEmpty(await t.request('DELETE', `/v1/lists/${list.id}/records/${ids['Charles Babbage']}`))
    const newcomer = await createPerson('Grace Hopper')
    await added(list.id, newcomer, { status: 'new', score: 90 })
    expect(names(await members(list.id, { sort: { attribute: 'score', direction: 'desc' } }))).toEqual([
      'Mary Somerville',
      'Ada Byron',
      'Grace Hopper',
      'Alan Turing',
    ])
    expect(names(await members(list.id, { sort: { attribute: 'name' } }))).toEqual([
      'Ada Byron',
      'Grace Hopper',
      'Mary Somerville',
      'Alan Turing',
    ])
  })

  it('re-sorts on a select after its options are renamed', async () => {
    const list = await pipeline()
    for (const [name, status] of [
      ['Ada Lovelace', 'new'],
      ['Alan Turing', 'qualified'],
    ] as const)
      await added(list.id, await createPerson(name), { status })
    expect(names(await members(list.id, { sort: { attribute: 'status' } }))).toEqual(['Ada Lovelace', 'Alan Turing'])
    const renamed = await t.request('PATCH', `/v1/objects/${list.slug}/attributes/status`, {
      body: {
        options: {
          select_options: [
            { id: 'new', name: 'Zero' },
            { id: 'qualified', name: 'Qualified' },
          ],
        },
      },
    })
    expect(renamed.status).toBe(200)
    expect(names(await members(list.id, { sort: { attribute: 'status' } }))).toEqual(['Alan Turing', 'Ada Lovelace'])
  })

  it('projects attributes: primary, none, or custom slugs of the record and the list', async () => {
    const { list } = await scored()
    expect(Object.keys((await members(list.id, { attributes: 'primary', limit: 1 })).data[0]!.attributes)).toEqual([
      'name',
    ])
    expect((await members(list.id, { attributes: 'none', limit: 1 })).data[0]!.attributes).toEqual({})
    const custom = await members(list.id, { attributes: { mode: 'custom', slugs: ['score', 'name'] }, limit: 1 })
    expect(custom.data[0]!.attributes).toEqual({ score: 70, name: { first_name: 'Charles', last_name: 'Babbage' } })
  })

  it('answers 400 naming the field for an unknown sort or selection attribute and a bad limit', async () => {
    const { list } = await scored()
    const post = (body: unknown) => t.request('POST', `/v1/lists/${list.id}/records`, { body })
    expectError(await post({ sort: { attribute: 'rank' } }), 400, {
      contains: 'sort.attribute: neither "person" nor the list "candidates" has an attribute "rank"',
    })
    expectError(await post({ attributes: { mode: 'custom', slugs: ['rank'] } }), 400, {
      contains: 'attributes.slugs[0]',
    })
    expectError(await post({ limit: 0 }), 400, { contains: 'limit' })
    expectError(await post({ limit: 501 }), 400, { contains: 'limit' })
    expectError(await post({ offset: -1 }), 400, { contains: 'offset' })
  })

  it('accepts no body, and answers 404 for an unknown list', async () => {
    const hiring = await seededList('person')
    const response = await t.request('POST', `/v1/lists/${hiring.id}/records`)
    expect(response.status).toBe(200)
    expect(response.body.limit).toBe(50)
    expectError(
      await t.request('POST', '/v1/lists/99999999999999999/records', { body: {} }),
      404,
      'List 99999999999999999 not found',
    )
  })

  it('answers 401 without a key and 403 naming list.member.read with a key that lacks it', async () => {
    const hiring = await seededList('person')
    expectError(await t.request('POST', `/v1/lists/${hiring.id}/records`, { key: null, body: {} }), 401)
    const key = await t.createKey(['list.read', 'list.member.write', 'record.read'])
    expectError(
      await t.request('POST', `/v1/lists/${hiring.id}/records`, { key, body: {} }),
      403,
      'POST /v1/lists/{id}/records requires scope list.member.read',
    )
  })
})

describe('the seeded lists', () => {
  it('hold people of the hiring pipeline with a status and score, and target companies with a tier', async () => {
    const hiring = await seededList('person')
    const page = await members(hiring.id)
    expect(page.total).toBeGreaterThanOrEqual(5)
    for (const member of page.data) {
      expect(member.type).toBe('person')
      expect(member.attributes.status).toEqual({ id: expect.any(String), name: expect.any(String) })
      expect(typeof member.attributes.score).toBe('number')
      expect(member.created_at).toMatch(TIMESTAMP)
      expect(member.created_at < START).toBe(true)
      expect((await t.request('GET', `/v1/records/${member.parent_id}`)).status).toBe(200)
    }
    const targets = await members((await seededList('company')).id)
    expect(targets.total).toBeGreaterThanOrEqual(3)
    for (const member of targets.data) {
      expect(member.type).toBe('company')
      expect(member.attributes.tier.name).toMatch(/^Tier [123]$/)
      expect(member.attributes.estimated_value).toEqual({ amount: expect.any(Number), currency_code: 'USD' })
      expect(member.attributes.next_contact).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })

  it("show on their members' timelines", async () => {
    const hiring = await seededList('person')
    const [member] = (await members(hiring.id, { limit: 1 })).data
    const events = await listEvents(member!.parent_id)
    expect(events.at(-1)).toMatchObject({ event_type: 'created', resource_id: member!.id, created_by: 'system' })
    expect(events.at(-1)!.event_payload.list_item).toEqual({
      id: member!.id,
      definition_id: hiring.id,
      list_name: 'Hiring pipeline',
      parent_id: member!.parent_id,
    })
  })
})

describe('PATCH /v1/lists/{id}/records/{record_id}', () => {
  it('merges list values by record id or member id; null clears one; an updated event shows the changes', async () => {
    const list = await pipeline()
    const person = await createPerson('Ada Lovelace')
    const member = await added(list.id, person, { status: 'new', score: 60 })
    t.mock.clock.advance('1h')
    const response = await patch(list.id, person, { status: 'qualified', score: null })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ id: member.id, parent_id: person, updated_at: LATER })
    expect(response.body.attributes).toMatchObject({
      status: { id: 'qualified', name: 'Qualified' },
      score: null,
      name: { first_name: 'Ada', last_name: 'Lovelace' },
    })
    expect((await patch(list.id, member.id, { score: 90 })).body.attributes.score).toBe(90)
    const [latest, previous] = await listEvents(person)
    expect(latest!.event_payload.field_changes).toEqual([{ field_name: 'score', old_value: null, new_value: 90 }])
    expect(previous!.event_payload.field_changes).toEqual([
      {
        field_name: 'status',
        old_value: { id: 'new', name: 'New' },
        new_value: { id: 'qualified', name: 'Qualified' },
      },
      { field_name: 'score', old_value: 60, new_value: null },
    ])
  })

  it('answers 400 naming the field for a bad value or a cleared required value, and changes nothing', async () => {
    const list = await pipeline()
    const person = await createPerson('Ada Lovelace')
    await added(list.id, person, { status: 'new', score: 60 })
    expectError(await patch(list.id, person, { score: 'many' }), 400, { contains: 'attributes.score' })
    expectError(await patch(list.id, person, { status: null }), 400, { contains: 'attributes.status: is required' })
    expect((await members(list.id)).data[0]!.attributes).toMatchObject({ status: { id: 'new' }, score: 60 })
  })

  it('answers 200 with the member unchanged for an empty body object: the reference requires no field', async () => {
    const list = await pipeline()
    const person = await createPerson('Ada Lovelace')
    await added(list.id, person, { status: 'new', score: 60 })
    const before = (await members(list.id)).data[0]!
    const timeline = async () => (await t.request('GET', `/v1/records/${person}/timeline?limit=100`)).body.data
    const events = await timeline()
    t.mock.clock.advance('1m')
    const response = await t.request('PATCH', `/v1/lists/${list.id}/records/${person}`, { body: {} })
    expect(response.status, response.text).toBe(200)
    expect(response.body).toEqual(before)
    expect((await members(list.id)).data[0]).toEqual(before)
    expect(await timeline()).toEqual(events)
  })

  it('answers 404 for a record that is not a member, an unknown record and an unknown list', async () => {
    const list = await pipeline()
    const outsider = await createPerson('Mary Somerville')
    expectError(
      await patch(list.id, outsider, { score: 1 }),
      404,
      `Record ${outsider} is not a member of the list "candidates"`,
    )
    expectError(await patch(list.id, '99999999999999999', { score: 1 }), 404, 'Record 99999999999999999 not found')
    expectError(await patch('99999999999999999', outsider, { score: 1 }), 404, 'List 99999999999999999 not found')
    expectError(await patch(list.id, 'abc', { score: 1 }), 400, { contains: 'record_id' })
  })

  it('answers 401 without a key and 403 naming list.member.write with a key that lacks it', async () => {
    const list = await pipeline()
    const person = await createPerson('Ada Lovelace')
    await added(list.id, person, { status: 'new', score: 60 })
    expectError(await patch(list.id, person, { score: 1 }, null), 401)
    const key = await t.createKey(['list.member.read', 'record.write'])
    expectError(
      await patch(list.id, person, { score: 1 }, key),
      403,
      'PATCH /v1/lists/{id}/records/{record_id} requires scope list.member.write',
    )
    expect((await members(list.id)).data[0]!.attributes.score).toBe(60)
  })
})

describe('DELETE /v1/lists/{id}/records/{record_id}', () => {
  it('takes the record out of the list, keeps the record, and writes a list_item deleted event', async () => {
    const list = await pipeline()
    const person = await createPerson('Ada Lovelace')
    const member = await added(list.id, person)
    expectEmpty(await t.request('DELETE', `/v1/lists/${list.id}/records/${person}`))
    expect((await members(list.id)).total).toBe(0)
    expect((await t.request('GET', `/v1/records/${person}`)).status).toBe(200)
    const [event] = await listEvents(person)
    expect(event).toMatchObject({ resource_type: 'list_item', resource_id: member.id, event_type: 'deleted' })
    expectError(await t.request('DELETE', `/v1/lists/${list.id}/records/${person}`), 404, {
      contains: 'is not a member',
    })
    // Out of the list, the record may be added again.
    expect((await add(list.id, { parent_id: person, attributes: { status: 'new' } })).status).toBe(200)
  })

  it('takes a member out by its membership id too', async () => {
    const list = await pipeline()
    const member = await added(list.id, await createPerson('Ada Lovelace'))
    expectEmpty(await t.request('DELETE', `/v1/lists/${list.id}/records/${member.id}`))
    expect((await members(list.id)).total).toBe(0)
  })

  it('answers 401 without a key and 403 naming record.write with a key that lacks it', async () => {
    const list = await pipeline()
    const person = await createPerson('Ada Lovelace')
    await added(list.id, person)
    expectError(await t.request('DELETE', `/v1/lists/${list.id}/records/${person}`, { key: null }), 401)
    const key = await t.createKey(['list.member.write', 'list.member.read'])
    expectError(
      await t.request('DELETE', `/v1/lists/${list.id}/records/${person}`, { key }),
      403,
      'DELETE /v1/lists/{id}/records/{record_id} requires scope record.write',
    )
    expect((await members(list.id)).total).toBe(1)
  })
})

describe('DELETE /v1/lists/{id}', () => {
  it('deletes the list with its attributes and memberships; the records stay and their timelines show the removal', async () => {
    const list = await pipeline()
    const person = await createPerson('Ada Lovelace')
    await added(list.id, person)
    expectEmpty(await t.request('DELETE', `/v1/lists/${list.id}`))
    expectError(await t.request('GET', `/v1/lists/${list.id}`), 404)
    expectError(await t.request('POST', `/v1/lists/${list.id}/records`, { body: {} }), 404)
    expectError(
      await t.request('POST', `/v1/objects/${list.slug}/attributes`, { body: { name: 'X', slug: 'x', type: 'text' } }),
      404,
    )
    expect((await t.request('GET', '/v1/objects/person/lists')).body.data.map((l: List) => l.id)).not.toContain(list.id)
    expect((await t.request('GET', `/v1/records/${person}`)).status).toBe(200)
    expect((await listEvents(person))[0]).toMatchObject({
      event_type: 'deleted',
      event_payload: { list_item: { definition_id: list.id, list_name: 'Candidates' } },
    })
    // The slug is free again.
    expect((await createList(list.slug)).slug).toBe(list.slug)
  })

  it('answers 404 for an unknown list or an object id, and 400 for a non-digit id', async () => {
    expectError(await t.request('DELETE', '/v1/lists/99999999999999999'), 404, 'List 99999999999999999 not found')
    expectError(await t.request('DELETE', `/v1/lists/${(await object('person')).id}`), 404)
    expectError(await t.request('DELETE', '/v1/lists/abc'), 400, { contains: 'id' })
    expect((await t.request('GET', '/v1/objects')).body.data).toHaveLength(2)
  })

  it('answers 401 without a key and 403 naming object.write with a key that lacks it', async () => {
    const hiring = await seededList('person')
    expectError(await t.request('DELETE', `/v1/lists/${hiring.id}`, { key: null }), 401)
    const key = await t.createKey(['list.read', 'list.member.write', 'record.write'])
    expectError(
      await t.request('DELETE', `/v1/lists/${hiring.id}`, { key }),
      403,
      'DELETE /v1/lists/{id} requires scope object.write',
    )
    expect((await t.request('GET', `/v1/lists/${hiring.id}`)).status).toBe(200)
  })
})

describe('list cascades', () => {
  it("removes a deleted record's memberships from every list", async () => {
    const list = await pipeline()
    const other = await createList('shortlist')
    const ada = await createPerson('Ada Lovelace')
    const alan = await createPerson('Alan Turing')
    await added(list.id, ada)
    await added(list.id, alan)
    await added(other.id, ada, {})
    expect((await members(list.id, { sort: { attribute: 'name' } })).total).toBe(2)
    expectEmpty(await t.request('DELETE', `/v1/records/${ada}`))
    const page = await members(list.id, { sort: { attribute: 'name' } })
    expect(page.data.map((m) => m.parent_id)).toEqual([alan])
    expect(page.total).toBe(1)
    expect((await members(other.id)).total).toBe(0)
    expectError(await patch(list.id, ada, { score: 1 }), 404, `Record ${ada} not found`)
  })

  it('removes a seeded member when its record is deleted', async () => {
    const hiring = await seededList('person')
    const before = await members(hiring.id)
    const [gone] = before.data
    expectEmpty(await t.request('DELETE', `/v1/records/${gone!.parent_id}`))
    const after = await members(hiring.id)
    expect(after.total).toBe(before.total - 1)
    expect(after.data.map((m) => m.parent_id)).not.toContain(gone!.parent_id)
  })

  it("drops a deleted list attribute's values from every member, and its sort", async () => {
    const list = await pipeline()
    await added(list.id, await createPerson('Ada Lovelace'), { status: 'new', score: 60, referral_code: 'R-1' })
    expect((await members(list.id, { sort: { attribute: 'score' } })).total).toBe(1)
    expectEmpty(await t.request('DELETE', `/v1/objects/${list.slug}/attributes/score`))
    const [member] = (await members(list.id)).data
    expect(member!.attributes).not.toHaveProperty('score')
    expect(member!.attributes.referral_code).toBe('R-1')
    expectError(
      await t.request('POST', `/v1/lists/${list.id}/records`, { body: { sort: { attribute: 'score' } } }),
      400,
      { contains: 'sort.attribute' },
    )
    // A new attribute may take the slug; no old value comes back.
    await addListAttribute(list.slug, { name: 'Score', slug: 'score', type: 'text' })
    expect((await members(list.id)).data[0]!.attributes.score).toBeNull()
  })

  it("drops a deleted record attribute from every member's attributes, and its sort", async () => {
    const list = await pipeline()
    await added(list.id, await createPerson('Ada Lovelace', { job_title: 'Analyst' }), { status: 'new' })
    expect((await members(list.id, { sort: { attribute: 'job_title' } })).data[0]!.attributes.job_title).toBe('Analyst')
    expectEmpty(await t.request('DELETE', '/v1/objects/person/attributes/job_title'))
    expect((await members(list.id)).data[0]!.attributes).not.toHaveProperty('job_title')
    expectError(
      await t.request('POST', `/v1/lists/${list.id}/records`, { body: { sort: { attribute: 'job_title' } } }),
      400,
      { contains: 'sort.attribute' },
    )
  })

  it('clears a removed select option from every member', async () => {
    const list = await pipeline()
    await added(list.id, await createPerson('Ada Lovelace'), { status: 'qualified' })
    const response = await t.request('PATCH', `/v1/objects/${list.slug}/attributes/status`, {
      body: { options: { select_options: [{ id: 'new', name: 'New' }] } },
    })
    expect(response.status).toBe(200)
    expect((await members(list.id)).data[0]!.attributes.status).toBeNull()
  })

  it("deletes an object's lists, their attributes and memberships with the object; the slugs are free again", async () => {
    expect((await t.request('POST', '/v1/objects', { body: { name: 'Project', slug: 'project' } })).status).toBe(200)
    const list = await createList('shortlist', 'project')
    const stage = await addListAttribute('shortlist', { name: 'Stage', slug: 'stage', type: 'text' })
    await added(list.id, await createRecord('project', { name: 'Analytical Engine' }), { stage: 'draft' })
    expectEmpty(await t.request('DELETE', '/v1/objects/project'))
    expectError(await t.request('GET', `/v1/lists/${list.id}`), 404)
    expectError(await t.request('PATCH', `/v1/objects/shortlist/attributes/${stage.id}`, { body: { name: 'Y' } }), 404)
    expect((await t.request('POST', '/v1/objects', { body: { name: 'Shortlist', slug: 'shortlist' } })).status).toBe(
      200,
    )
    expect((await t.request('GET', '/v1/objects/person/lists')).body.data.map((l: List) => l.slug)).toEqual([
      'hiring-pipeline',
    ])
  })

  it('deletes the seeded person list when the person object goes', async () => {
    const hiring = await seededList('person')
    expectEmpty(await t.request('DELETE', '/v1/objects/person'))
    expectError(await t.request('GET', `/v1/lists/${hiring.id}`), 404)
    expect((await t.request('GET', '/v1/objects/company/lists')).body.data.map((l: List) => l.slug)).toEqual([
      'target-accounts',
    ])
  })
})
