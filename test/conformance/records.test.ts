import { describe, expect, it } from 'vitest'
import { expectError } from '../support/assertions.js'
import { useTarget, type ApiResponse } from '../support/target.js'

const t = useTarget()

/** The instant a fresh mock's manual clock starts at. */
const START = '2026-01-15T10:00:00Z'
const SEEDED_PEOPLE = 50

/** A 17-digit id like the real service's ("32414268188027655"). */
const LONG_ID = /^[1-9]\d{16}$/

/** Asserts the real id format: 17 digits, above 2^53, so a client must keep it a string. */
function expectLongId(id: string): void {
  expect(id).toMatch(LONG_ID)
  expect(BigInt(id)).toBeGreaterThan(2n ** 53n)
  expect(Number.isSafeInteger(Number(id))).toBe(false)
}

interface Rec {
  id: string
  object_id: string
  type: string
  workspace_id: string
  created_at: string
  updated_at: string
  attributes: Record<string, any>
}

interface Page {
  data: Rec[]
  total: number
  limit: number
  offset: number
  has_more: boolean
  next_offset: number | null
}

const createPerson = (attributes: Record<string, unknown>) =>
  t.request<Rec>('POST', '/v1/objects/person', { body: { attributes } })
const upsertPerson = (matching_attribute: string, attributes: Record<string, unknown>) =>
  t.request<Rec>('PUT', '/v1/objects/person', { body: { matching_attribute, attributes } })
const listPeople = (body: Record<string, unknown> = {}) =>
  t.request<Page>('POST', '/v1/objects/person/records', { body })
const getRecord = (id: string) => t.request<Rec>('GET', `/v1/records/${id}`)
const patchRecord = (id: string, attributes: Record<string, unknown>) =>
  t.request<Rec>('PATCH', `/v1/records/${id}`, { body: { attributes } })

async function peopleTotal(): Promise<number> {
  const page = await listPeople({ limit: 1, attributes: 'none' })
  expect(page.status).toBe(200)
  return page.body.total
}

/** All seeded people, oldest first (the default sort). */
async function allPeople(): Promise<Rec[]> {
  const page = await listPeople({ limit: 500 })
  expect(page.status).toBe(200)
  return page.body.data
}

async function firstPerson(): Promise<Rec> {
  const people = await allPeople()
  return people[0]!
}

async function attributeId(objectSlug: string, attributeSlug: string): Promise<string> {
  const object = await t.request('GET', `/v1/objects/${objectSlug}`)
  expect(object.status).toBe(200)
  const attribute = (object.body.attributes as Array<{ id: string; slug: string }>).find(
    (a) => a.slug === attributeSlug,
  )
  expect(attribute).toBeDefined()
  return attribute!.id
}

const messageOf = (response: ApiResponse): string => (response.body as { message: string }).message

const expectErrorContaining = (response: ApiResponse, status: number, fragment: string): string =>
  expectError(response, status, { contains: fragment })

describe('creating a record (POST /v1/objects/{slug})', () => {
  it('answers 200 with the full record envelope and the structured values', async () => {
    const objects = await t.request('GET', '/v1/objects')
    const personObjectId = objects.body.data.find((o: { slug: string }) => o.slug === 'person').id
    const response = await createPerson({
      name: 'Ada Lovelace',
      email_addresses: ['ada@example.com'],
      job_title: 'Analyst',
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      id: expect.stringMatching(LONG_ID),
      object_id: personObjectId,
      type: 'person',
      workspace_id: expect.stringMatching(LONG_ID),
      created_at: START,
      updated_at: START,
      attributes: {
        name: { first_name: 'Ada', last_name: 'Lovelace' },
        email_addresses: ['ada@example.com'],
        job_title: 'Analyst',
        phone_number: null,
        location: null,
        linkedin: null,
      },
    })
    for (const id of [response.body.id, response.body.object_id, response.body.workspace_id]) expectLongId(id)
  })

  it("answers the reference's example body with its structured values", async () => {
    const response = await createPerson({
      name: { first_name: 'John', last_name: 'Doe' },
      email_addresses: ['john@example.com'],
      phone_number: { country_code: 1, number: '5551234567' },
      job_title: 'Software Engineer',
      location: { street: '123 Main St', city: 'Boston', region: 'MA', postal_code: '02134', country: 'US' },
      linkedin: 'https://linkedin.com/in/johndoe',
    })
    expect(response.status, response.text).toBe(200)
    expect(response.body.attributes).toEqual({
      name: { first_name: 'John', last_name: 'Doe' },
      email_addresses: ['john@example.com'],
      job_title: 'Software Engineer',
      phone_number: { country_code: 1, number: '5551234567' },
      location: { street: '123 Main St', city: 'Boston', region: 'MA', postal_code: '02134', country: 'US' },
      linkedin: { username: 'johndoe', url: 'https://linkedin.com/in/johndoe' },
    })
  })

  it('gives ids that increase within the workspace and sit just above the workspace id', async () => {
    const first = await createPerson({ name: 'Alan Turing' })
    const second = await createPerson({ name: 'Grace Hopper' })
    const [workspace, object, a, b] = [
      first.body.workspace_id,
      first.body.object_id,
      first.body.id,
      second.body.id,
    ].map(BigInt)
    expect(workspace! < object!).toBe(true)
    expect(object! < a!).toBe(true)
    // Later resources take later ids from the one workspace sequence (timeline events take some too).
    expect(b! > a!).toBe(true)
    expect(b! - a! < 10n).toBe(true)
    expect(second.body.workspace_id).toBe(first.body.workspace_id)
  })

  it('stores the record so that GET returns the same body and the total grows by one', async () => {
    const created = await createPerson({ name: 'Grace Hopper', job_title: 'Rear Admiral' })
    expect(created.status).toBe(200)
    const fetched = await getRecord(created.body.id)
    expect(fetched.status).toBe(200)
    expect(fetched.body).toEqual(created.body)
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE + 1)
  })

  it('gives every new record a distinct id', async () => {
    const a = await createPerson({ name: 'Alan Turing' })
    const b = await createPerson({ name: 'Alan Turing' })
    expect(a.status).toBe(200)
    expect(b.status).toBe(200)
    expect(a.body.id).not.toBe(b.body.id)
    const ids = new Set((await allPeople()).map((p) => p.id))
    expect(ids.has(a.body.id) && ids.has(b.body.id)).toBe(true)
  })

  it('accepts attribute ids as keys of attributes', async () => {
    const jobTitleId = await attributeId('person', 'job_title')
    const response = await createPerson({ name: 'Ada Lovelace', [jobTitleId]: 'Countess' })
    expect(response.status).toBe(200)
    expect(response.body.attributes.job_title).toBe('Countess')
  })

  it('answers 400 naming attributes.name when the required name is missing, and writes nothing', async () => {
    const response = await createPerson({ job_title: 'Nameless' })
    expectErrorContaining(response, 400, 'attributes.name')
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE)
  })

  it('answers 400 naming the attribute when the object has no such attribute', async () => {
    const response = await createPerson({ name: 'Ada Lovelace', nickname: 'Ada' })
    expectErrorContaining(response, 400, 'attributes.nickname')
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE)
  })

  it('answers 400 when attributes is missing from the body', async () => {
    const response = await t.request('POST', '/v1/objects/person', { body: {} })
    expectErrorContaining(response, 400, 'attributes')
  })

  it('answers 404 for an unknown object slug', async () => {
    const response = await t.request('POST', '/v1/objects/widget', { body: { attributes: { name: 'Sprocket' } } })
    expect(response.status).toBe(404)
    expect(response.body).toEqual({ code: 404, message: expect.stringContaining('widget') })
  })

  it('answers 409 when an email address is taken by another record, compared case-insensitively', async () => {
    const taken = (await firstPerson()).attributes.email_addresses[0] as string
    const response = await createPerson({ name: 'Copy Cat', email_addresses: [taken.toUpperCase()] })
    expectErrorContaining(response, 409, 'attributes.email_addresses')
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE)
  })

  it('answers 409 when a company domain is taken, after stripping scheme and path', async () => {
    const companies = await t.request<Page>('POST', '/v1/objects/company/records', { body: { limit: 1 } })
    const domain = companies.body.data[0]!.attributes.domains[0] as string
    const response = await t.request('POST', '/v1/objects/company', {
      body: { attributes: { name: 'Impostor Inc', domains: [`https://${domain.toUpperCase()}/about`] } },
    })
    expectErrorContaining(response, 409, 'attributes.domains')
    const after = await t.request<Page>('POST', '/v1/objects/company/records', { body: { limit: 1 } })
    expect(after.body.total).toBe(20)
  })

  it('writes nothing when one value of a create is rejected, so its unique values stay free', async () => {
    const rejected = await createPerson({
      name: 'Half Written',
      email_addresses: ['half@example.com'],
      phone_number: 'not a phone',
    })
    expectErrorContaining(rejected, 400, 'attributes.phone_number')
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE)
    const retry = await createPerson({ name: 'Half Written', email_addresses: ['half@example.com'] })
    expect(retry.status).toBe(200)
    expect(retry.body.attributes.email_addresses).toEqual(['half@example.com'])
  })

  it('answers 409 for two new records in a row with the same email address', async () => {
    const first = await createPerson({ name: 'First Comer', email_addresses: ['dup@example.com'] })
    expect(first.status).toBe(200)
    const second = await createPerson({ name: 'Second Comer', email_addresses: ['Dup@Example.com'] })
    expectErrorContaining(second, 409, first.body.id)
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE + 1)
  })
})

describe('upserting a record (PUT /v1/objects/{slug})', () => {
  it('creates a record when nothing matches and updates that same record on the second call', async () => {
    const created = await upsertPerson('email_addresses', {
      name: 'Ada Lovelace',
      email_addresses: ['ada@example.com'],
      job_title: 'Analyst',
    })
    expect(created.status).toBe(200)
    expect(created.body.attributes.job_title).toBe('Analyst')
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE + 1)

    t.mock.clock.advance('1m')
    const updated = await upsertPerson('email_addresses', {
      name: 'Ada Lovelace',
      email_addresses: ['ada@example.com'],
      job_title: 'Countess',
    })
    expect(updated.status).toBe(200)
    expect(updated.body.id).toBe(created.body.id)
    expect(updated.body.attributes.job_title).toBe('Countess')
    expect(updated.body.created_at).toBe(START)
    expect(updated.body.updated_at).toBe('2026-01-15T10:01:00Z')
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE + 1)
  })

  it('changes nothing for the values held, in any key order; a new order or letter case is a change', async () => {
    const created = await createPerson({
      name: 'Ada Lovelace',
      email_addresses: ['ada@example.com', 'countess@example.com'],
      job_title: 'Analyst',
      location: 'London, UK',
    })
    const timeline = async () => (await t.request('GET', `/v1/records/${created.body.id}/timeline?limit=100`)).body
    const events = await timeline()
    t.mock.clock.advance('1m')
    // The matching attribute last, and the location in its stored (structured) form.
    const same = await upsertPerson('email_addresses', {
      location: created.body.attributes.location,
      job_title: 'Analyst',
      email_addresses: ['ada@example.com', 'countess@example.com'],
    })
    expect(same.status, same.text).toBe(200)
    expect(same.body).toEqual(created.body)
    expect(await timeline()).toEqual(events)

    const reordered = await upsertPerson('email_addresses', {
      email_addresses: ['countess@example.com', 'ada@example.com'],
    })
    expect(reordered.body.attributes.email_addresses).toEqual(['countess@example.com', 'ada@example.com'])
    expect(reordered.body.updated_at).toBe('2026-01-15T10:01:00Z')

    t.mock.clock.advance('1m')
    const recased = await upsertPerson('email_addresses', {
      email_addresses: ['Countess@example.com', 'ada@example.com'],
    })
    expect(recased.body.id).toBe(created.body.id)
    expect(recased.body.attributes.email_addresses).toEqual(['Countess@example.com', 'ada@example.com'])
    expect(recased.body.updated_at).toBe('2026-01-15T10:02:00Z')
  })

  it('merges into the matched record, keeping values the upsert does not mention', async () => {
    const created = await createPerson({
      name: 'Ada Lovelace',
      email_addresses: ['ada@example.com'],
      job_title: 'Analyst',
    })
    const updated = await upsertPerson('email_addresses', {
      name: 'Ada Lovelace',
      email_addresses: ['ada@example.com'],
      location: 'London, UK',
    })
    expect(updated.body.id).toBe(created.body.id)
    expect(updated.body.attributes.job_title).toBe('Analyst')
    expect(updated.body.attributes.location).toEqual({
      street: null,
      city: 'London',
      region: null,
      postal_code: null,
      country: 'UK',
    })
  })

  it('updates a matched record without attributes.name: name is required only when the upsert creates', async () => {
    const seeded = await firstPerson()
    t.mock.clock.advance('1m')
    const response = await upsertPerson('email_addresses', {
      email_addresses: seeded.attributes.email_addresses,
      job_title: 'Upserted Without Name',
    })
    expect(response.status, response.text).toBe(200)
    expect(response.body.id).toBe(seeded.id)
    expect(response.body.attributes).toEqual({ ...seeded.attributes, job_title: 'Upserted Without Name' })
    expect(response.body.updated_at).toBe('2026-01-15T10:01:00Z')
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE)
  })

  it('answers 400 naming attributes.name when an upsert without name would create, and writes nothing', async () => {
    const response = await upsertPerson('email_addresses', {
      email_addresses: ['nobody-yet@example.com'],
      job_title: 'Nameless',
    })
    expectErrorContaining(response, 400, 'attributes.name')
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE)
    const retry = await upsertPerson('email_addresses', {
      name: 'Somebody Now',
      email_addresses: ['nobody-yet@example.com'],
    })
    expect(retry.status).toBe(200)
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE + 1)
  })

  it('answers 400 when an upsert matching a record clears its required name', async () => {
    const seeded = await firstPerson()
    const response = await upsertPerson('email_addresses', {
      name: null,
      email_addresses: seeded.attributes.email_addresses,
    })
    expectErrorContaining(response, 400, 'attributes.name')
    expect((await getRecord(seeded.id)).body).toEqual(seeded)
  })

  it('matches on the attribute id as well as on its slug', async () => {
    const seeded = await firstPerson()
    const emailId = await attributeId('person', 'email_addresses')
    const response = await upsertPerson(emailId, {
      name: 'Renamed Person',
      email_addresses: seeded.attributes.email_addresses,
    })
    expect(response.status).toBe(200)
    expect(response.body.id).toBe(seeded.id)
    expect(response.body.attributes.name).toEqual({ first_name: 'Renamed', last_name: 'Person' })
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE)
  })

  it('matches when the matching value is given under the attribute id', async () => {
    const seeded = await firstPerson()
    const emailId = await attributeId('person', 'email_addresses')
    const response = await upsertPerson('email_addresses', {
      name: 'Keyed By Id',
      [emailId]: seeded.attributes.email_addresses,
    })
    expect(response.status).toBe(200)
    expect(response.body.id).toBe(seeded.id)
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE)
  })

  it('matches a multi-value attribute when the input shares any one value with a record', async () => {
    const seeded = await firstPerson()
    const existing = seeded.attributes.email_addresses[0] as string
    const response = await upsertPerson('email_addresses', {
      name: 'Same Person',
      email_addresses: ['fresh@example.org', existing.toUpperCase()],
    })
    expect(response.status).toBe(200)
    expect(response.body.id).toBe(seeded.id)
    expect(response.body.attributes.email_addresses).toEqual(['fresh@example.org', existing.toUpperCase()])
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE)
  })

  it('answers 409 when the matching values belong to two different records, and writes nothing', async () => {
    const [a, b] = await allPeople()
    const emails = [a!.attributes.email_addresses[0], b!.attributes.email_addresses[0]]
    const response = await upsertPerson('email_addresses', { name: 'Two Faced', email_addresses: emails })
    expectErrorContaining(response, 409, 'attributes.email_addresses')
    expect((await getRecord(a!.id)).body).toEqual(a)
    expect((await getRecord(b!.id)).body).toEqual(b)
  })

  it('answers 400 when the matching attribute is not unique', async () => {
    const response = await upsertPerson('job_title', { name: 'Ada Lovelace', job_title: 'Analyst' })
    expectErrorContaining(response, 400, 'matching_attribute')
    expect(messageOf(response)).toContain('job_title')
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE)
  })

  it('answers 400 when the matching attribute does not exist', async () => {
    const response = await upsertPerson('nickname', { name: 'Ada Lovelace' })
    expectErrorContaining(response, 400, 'matching_attribute')
    expect(messageOf(response)).toContain('nickname')
  })

  it('answers 400 naming the attribute when the input has no value for the matching attribute, and writes nothing', async () => {
    const response = await upsertPerson('email_addresses', { name: 'Ada Lovelace', job_title: 'Analyst' })
    expectErrorContaining(response, 400, 'attributes.email_addresses')
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE)
  })

  it('answers 400 when the matching attribute is given as null', async () => {
    const response = await upsertPerson('email_addresses', { name: 'Ada Lovelace', email_addresses: null })
    expectErrorContaining(response, 400, 'attributes.email_addresses')
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE)
  })

  it('answers 400 when matching_attribute is missing from the body', async () => {
    const response = await t.request('PUT', '/v1/objects/person', { body: { attributes: { name: 'Ada Lovelace' } } })
    expectErrorContaining(response, 400, 'matching_attribute')
  })

  it('answers 404 for an unknown object slug', async () => {
    const response = await t.request('PUT', '/v1/objects/widget', {
      body: { matching_attribute: 'name', attributes: { name: 'Sprocket' } },
    })
    expectErrorContaining(response, 404, 'widget')
  })
})

describe('listing records (POST /v1/objects/{slug}/records)', () => {
  it('answers the first 50 records with every attribute when the body is empty', async () => {
    const response = await listPeople({})
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      total: SEEDED_PEOPLE,
      limit: 50,
      offset: 0,
      has_more: false,
      next_offset: null,
    })
    expect(response.body.data).toHaveLength(50)
    for (const record of response.body.data) {
      expect(record.type).toBe('person')
      expect(Object.keys(record.attributes)).toEqual([
        'name',
        'email_addresses',
        'job_title',
        'phone_number',
        'location',
        'linkedin',
      ])
    }
  })

  it('treats a request without a body like an empty body', async () => {
    const response = await t.request<Page>('POST', '/v1/objects/person/records')
    expect(response.status).toBe(200)
    expect(response.body.total).toBe(SEEDED_PEOPLE)
    expect(response.body.limit).toBe(50)
    expect(response.body.data).toHaveLength(50)
  })

  it('returns only the name for attributes "primary"', async () => {
    const response = await listPeople({ attributes: 'primary', limit: 5 })
    expect(response.status).toBe(200)
    expect(response.body.data).toHaveLength(5)
    for (const record of response.body.data) {
      expect(Object.keys(record.attributes)).toEqual(['name'])
      expect(record.attributes.name).toEqual({ first_name: expect.any(String), last_name: expect.any(String) })
    }
  })

  it('returns an empty attribute map for attributes "none"', async () => {
    const response = await listPeople({ attributes: 'none', limit: 5 })
    expect(response.status).toBe(200)
    expect(response.body.data.map((r) => r.attributes)).toEqual([{}, {}, {}, {}, {}])
  })

  it('returns exactly the listed slugs for a custom selection, in the order given', async () => {
    const response = await listPeople({
      attributes: { mode: 'custom', slugs: ['job_title', 'email_addresses'] },
      limit: 3,
    })
    expect(response.status).toBe(200)
    const full = await listPeople({ limit: 3 })
    response.body.data.forEach((record, i) => {
      expect(Object.keys(record.attributes)).toEqual(['job_title', 'email_addresses'])
      expect(record.attributes.job_title).toBe(full.body.data[i]!.attributes.job_title)
      expect(record.attributes.email_addresses).toEqual(full.body.data[i]!.attributes.email_addresses)
    })
  })

  it('answers 400 naming the unknown slug of a custom selection', async () => {
    const response = await listPeople({ attributes: { mode: 'custom', slugs: ['name', 'nickname'] } })
    expectErrorContaining(response, 400, 'attributes.slugs[1]')
    expect(messageOf(response)).toContain('nickname')
  })

  it('answers 400 for an attribute selection that is not one of the allowed forms', async () => {
    const response = await listPeople({ attributes: 'some' })
    expectErrorContaining(response, 400, 'attributes')
  })

  it('honours limit 1 and reports the next offset', async () => {
    const response = await listPeople({ limit: 1 })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ total: SEEDED_PEOPLE, limit: 1, offset: 0, has_more: true, next_offset: 1 })
    expect(response.body.data).toHaveLength(1)
  })

  it('accepts the largest limit 500', async () => {
    const response = await listPeople({ limit: 500 })
    expect(response.status).toBe(200)
    expect(response.body.limit).toBe(500)
    expect(response.body.data).toHaveLength(SEEDED_PEOPLE)
    expect(response.body.has_more).toBe(false)
  })

  it.each([0, 501, -1, 2.5])('answers 400 naming limit for limit %s', async (limit) => {
    const response = await listPeople({ limit })
    expectErrorContaining(response, 400, 'limit')
  })

  it.each([-1, 1.5])('answers 400 naming offset for offset %s', async (offset) => {
    const response = await listPeople({ offset })
    expectErrorContaining(response, 400, 'offset')
  })

  it('answers an empty page with has_more false and next_offset null for an offset past the end', async () => {
    const response = await listPeople({ offset: 60, limit: 10 })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      data: [],
      total: SEEDED_PEOPLE,
      limit: 10,
      offset: 60,
      has_more: false,
      next_offset: null,
    })
  })

  it('answers the last partial page with has_more false', async () => {
    const response = await listPeople({ offset: 45, limit: 10 })
    expect(response.status).toBe(200)
    expect(response.body.data).toHaveLength(5)
    expect(response.body.has_more).toBe(false)
    expect(response.body.next_offset).toBeNull()
  })

  it('walks every page of the 50 seeded people exactly once by following next_offset', async () => {
    const seen: string[] = []
    let offset: number | null = 0
    let pages = 0
    while (offset !== null) {
      const response = await listPeople({ limit: 7, offset, attributes: 'none' })
      expect(response.status).toBe(200)
      const page: Page = response.body
      expect(page.offset).toBe(offset)
      expect(page.total).toBe(SEEDED_PEOPLE)
      seen.push(...page.data.map((r) => r.id))
      expect(page.has_more).toBe(seen.length < SEEDED_PEOPLE)
      expect(page.next_offset).toBe(page.has_more ? offset + page.data.length : null)
      offset = page.next_offset
      pages++
      expect(pages).toBeLessThanOrEqual(8)
    }
    expect(pages).toBe(8)
    expect(seen).toHaveLength(SEEDED_PEOPLE)
    expect(new Set(seen).size).toBe(SEEDED_PEOPLE)
    expect(seen).toEqual((await allPeople()).map((r) => r.id))
  })

  it('sorts by created_at ascending by default and answers the same order for an explicit created_at asc', async () => {
    const byDefault = await allPeople()
    const created = byDefault.map((r) => r.created_at)
    expect(created).toEqual([...created].sort())
    expect(new Set(created).size).toBeGreaterThan(1)
    const explicit = await listPeople({ limit: 500, sort: { attribute: 'created_at', direction: 'asc' } })
    expect(explicit.body.data.map((r) => r.id)).toEqual(byDefault.map((r) => r.id))
  })

  it('sorts by created_at descending as the exact reverse of ascending', async () => {
    const asc = await listPeople({ limit: 500, sort: { attribute: 'created_at', direction: 'asc' } })
    const desc = await listPeople({ limit: 500, sort: { attribute: 'created_at', direction: 'desc' } })
    expect(desc.status).toBe(200)
    expect(desc.body.data.map((r) => r.id)).toEqual(asc.body.data.map((r) => r.id).reverse())
  })

  it('sorts by a text attribute slug in both directions, case-insensitively', async () => {
    // Seeded titles are capitalised; a case-sensitive sort would put this one after all of them.
    const lower = await createPerson({ name: 'Lower Case', job_title: 'aaa apprentice' })
    const asc = await listPeople({ limit: 500, sort: { attribute: 'job_title', direction: 'asc' } })
    expect(asc.status).toBe(200)
    expect(asc.body.data[0]!.id).toBe(lower.body.id)
    const titles = asc.body.data.map((r) => (r.attributes.job_title as string).toLowerCase())
    for (let i = 1; i < titles.length; i++) expect(titles[i - 1]! <= titles[i]!).toBe(true)
    expect(asc.body.data.map((r) => r.id)).not.toEqual((await allPeople()).map((r) => r.id))
    const desc = await listPeople({ limit: 500, sort: { attribute: 'job_title', direction: 'desc' } })
    expect(desc.body.data.map((r) => r.id)).toEqual(asc.body.data.map((r) => r.id).reverse())
  })

  it('sorts by name on the last name, then the first name', async () => {
    const asc = await listPeople({ limit: 500, sort: { attribute: 'name' } })
    expect(asc.status).toBe(200)
    const names = asc.body.data.map((r) => r.attributes.name as { first_name: string; last_name: string })
    for (let i = 1; i < names.length; i++) {
      const [a, b] = [names[i - 1]!, names[i]!]
      const [la, lb] = [a.last_name.toLowerCase(), b.last_name.toLowerCase()]
      expect(la <= lb).toBe(true)
      if (la === lb) expect(a.first_name.toLowerCase() <= b.first_name.toLowerCase()).toBe(true)
    }
    const desc = await listPeople({ limit: 500, sort: { attribute: 'name', direction: 'desc' } })
    expect(desc.body.data.map((r) => r.id)).toEqual(asc.body.data.map((r) => r.id).reverse())
  })

  it('applies the sort before paging, so pages continue each other', async () => {
    const all = await listPeople({ limit: 500, sort: { attribute: 'job_title', direction: 'desc' } })
    const second = await listPeople({ limit: 10, offset: 10, sort: { attribute: 'job_title', direction: 'desc' } })
    expect(second.body.data.map((r) => r.id)).toEqual(all.body.data.slice(10, 20).map((r) => r.id))
  })

  it('puts records without a value last in both directions', async () => {
    const blank = await createPerson({ name: 'No Title' })
    expect(blank.status).toBe(200)
    for (const direction of ['asc', 'desc']) {
      const response = await listPeople({ limit: 500, sort: { attribute: 'job_title', direction }, attributes: 'none' })
      expect(response.body.data.at(-1)!.id).toBe(blank.body.id)
    }
  })

  it('sorts by updated_at so that a just-patched record comes last ascending and first descending', async () => {
    const oldest = await firstPerson()
    t.mock.clock.advance('1m')
    const patched = await patchRecord(oldest.id, { job_title: 'Freshly Updated' })
    expect(patched.status).toBe(200)
    const asc = await listPeople({
      limit: 500,
      sort: { attribute: 'updated_at', direction: 'asc' },
      attributes: 'none',
    })
    expect(asc.body.data.at(-1)!.id).toBe(oldest.id)
    const updated = asc.body.data.map((r) => r.updated_at)
    expect(updated).toEqual([...updated].sort())
    const desc = await listPeople({
      limit: 500,
      sort: { attribute: 'updated_at', direction: 'desc' },
      attributes: 'none',
    })
    expect(desc.body.data[0]!.id).toBe(oldest.id)
    const byCreation = await listPeople({ limit: 1, sort: { attribute: 'created_at' }, attributes: 'none' })
    expect(byCreation.body.data[0]!.id).toBe(oldest.id)
  })

  it('sorts by an attribute id exactly as by its slug', async () => {
    const jobTitleId = await attributeId('person', 'job_title')
    for (const direction of ['asc', 'desc']) {
      const bySlug = await listPeople({ limit: 500, attributes: 'none', sort: { attribute: 'job_title', direction } })
      const byId = await listPeople({ limit: 500, attributes: 'none', sort: { attribute: jobTitleId, direction } })
      expect(byId.status).toBe(200)
      expect(byId.body.data.map((r) => r.id)).toEqual(bySlug.body.data.map((r) => r.id))
    }
    const byCreation = await listPeople({ limit: 500, attributes: 'none' })
    const bySlug = await listPeople({ limit: 500, attributes: 'none', sort: { attribute: 'job_title' } })
    expect(bySlug.body.data.map((r) => r.id)).not.toEqual(byCreation.body.data.map((r) => r.id))
  })

  it("answers 400 naming sort.attribute for the id of another object's attribute", async () => {
    const companyDomainsId = await attributeId('company', 'domains')
    const response = await listPeople({ sort: { attribute: companyDomainsId } })
    expectErrorContaining(response, 400, 'sort.attribute')
    expect(messageOf(response)).toContain(companyDomainsId)
  })

  it('answers 400 naming sort.attribute for an unknown sort attribute', async () => {
    const response = await listPeople({ sort: { attribute: 'shoe_size' } })
    expectErrorContaining(response, 400, 'sort.attribute')
    expect(messageOf(response)).toContain('shoe_size')
  })

  it('answers 400 naming sort.direction for a direction other than asc or desc', async () => {
    const response = await listPeople({ sort: { attribute: 'name', direction: 'up' } })
    expectErrorContaining(response, 400, 'sort.direction')
  })

  it('answers 400 naming an unknown field of the list body', async () => {
    const response = await listPeople({ page: 2 })
    expectErrorContaining(response, 400, 'page')
  })

  it('answers 404 for an unknown object slug', async () => {
    const response = await t.request('POST', '/v1/objects/widget/records', { body: {} })
    expectErrorContaining(response, 404, 'widget')
  })

  it('lists only records of the requested object', async () => {
    const response = await t.request<Page>('POST', '/v1/objects/company/records', { body: { limit: 500 } })
    expect(response.status).toBe(200)
    expect(response.body.total).toBe(20)
    expect(new Set(response.body.data.map((r) => r.type))).toEqual(new Set(['company']))
  })
})

describe('reading a record (GET /v1/records/{record_id})', () => {
  it('answers the record as the list shows it', async () => {
    const seeded = await firstPerson()
    const response = await getRecord(seeded.id)
    expect(response.status).toBe(200)
    expect(response.body).toEqual(seeded)
  })

  it('answers 400 naming record_id for an id that is not a string of digits', async () => {
    const response = await getRecord('abc')
    expectErrorContaining(response, 400, 'record_id')
  })

  it('answers 404 for an unknown record id', async () => {
    const response = await getRecord('999999')
    expectErrorContaining(response, 404, '999999')
  })
})

describe('updating a record (PATCH /v1/records/{record_id})', () => {
  it('merges the given values and keeps the others', async () => {
    const seeded = await firstPerson()
    const response = await patchRecord(seeded.id, { job_title: 'Chief Mock Officer' })
    expect(response.status).toBe(200)
    expect(response.body.attributes).toEqual({ ...seeded.attributes, job_title: 'Chief Mock Officer' })
    expect((await getRecord(seeded.id)).body.attributes.job_title).toBe('Chief Mock Officer')
  })

  it('clears a value given as null (an empty array for a multi-value attribute)', async () => {
    const seeded = await firstPerson()
    const response = await patchRecord(seeded.id, { job_title: null, email_addresses: null })
    expect(response.status).toBe(200)
    expect(response.body.attributes.job_title).toBeNull()
    expect(response.body.attributes.email_addresses).toEqual([])
    expect(response.body.attributes.name).toEqual(seeded.attributes.name)
  })

  it('frees a cleared unique value for another record', async () => {
    const seeded = await firstPerson()
    const email = seeded.attributes.email_addresses[0] as string
    expect((await patchRecord(seeded.id, { email_addresses: null })).status).toBe(200)
    const other = await createPerson({ name: 'New Owner', email_addresses: [email] })
    expect(other.status).toBe(200)
  })

  it('moves updated_at to the clock time when a value changes, and keeps created_at', async () => {
    const seeded = await firstPerson()
    t.mock.clock.advance('1m')
    const response = await patchRecord(seeded.id, { job_title: 'Changed' })
    expect(response.body.updated_at).toBe('2026-01-15T10:01:00Z')
    expect(response.body.created_at).toBe(seeded.created_at)
  })

  it('keeps updated_at when the patch changes nothing', async () => {
    const created = await createPerson({ name: 'Ada Lovelace', job_title: 'Analyst' })
    t.mock.clock.advance('1m')
    const same = await patchRecord(created.body.id, { job_title: 'Analyst', name: 'Ada Lovelace' })
    expect(same.status).toBe(200)
    expect(same.body.updated_at).toBe(START)
    const empty = await patchRecord(created.body.id, {})
    expect(empty.body.updated_at).toBe(START)
    t.mock.clock.advance('1m')
    const changed = await patchRecord(created.body.id, { job_title: 'Countess' })
    expect(changed.body.updated_at).toBe('2026-01-15T10:02:00Z')
  })

  it('answers 200 with the record unchanged for an empty body object: the reference requires no field', async () => {
    const seeded = await firstPerson()
    const events = (await t.request('GET', `/v1/records/${seeded.id}/timeline?limit=100`)).body.data
    t.mock.clock.advance('1m')
    const response = await t.request<Rec>('PATCH', `/v1/records/${seeded.id}`, { body: {} })
    expect(response.status, response.text).toBe(200)
    expect(response.body).toEqual(seeded)
    expect((await getRecord(seeded.id)).body).toEqual(seeded)
    expect((await t.request('GET', `/v1/records/${seeded.id}/timeline?limit=100`)).body.data).toEqual(events)
  })

  it('stores a change of letter case in a name', async () => {
    const created = await createPerson({ name: 'ada lovelace' })
    t.mock.clock.advance('1m')
    const response = await patchRecord(created.body.id, { name: 'Ada Lovelace' })
    expect(response.status).toBe(200)
    expect(response.body.attributes.name).toEqual({ first_name: 'Ada', last_name: 'Lovelace' })
    expect(response.body.updated_at).toBe('2026-01-15T10:01:00Z')
  })

  it('lets a record keep its own unique value', async () => {
    const seeded = await firstPerson()
    const emails = seeded.attributes.email_addresses as string[]
    const response = await patchRecord(seeded.id, { email_addresses: [...emails, 'second@example.com'] })
    expect(response.status).toBe(200)
    expect(response.body.attributes.email_addresses).toEqual([...emails, 'second@example.com'])
  })

  it('answers 409 when an email address is taken by another record, and leaves the record unchanged', async () => {
    const [a, b] = await allPeople()
    const taken = (b!.attributes.email_addresses[0] as string).toUpperCase()
    const response = await patchRecord(a!.id, { email_addresses: [taken], job_title: 'Should Not Stick' })
    expectErrorContaining(response, 409, 'attributes.email_addresses')
    expect(messageOf(response)).toContain(b!.id)
    expect((await getRecord(a!.id)).body).toEqual(a)
  })

  it('answers 400 when the required name is set to null, and leaves the record unchanged', async () => {
    const seeded = await firstPerson()
    const response = await patchRecord(seeded.id, { name: null, job_title: 'Should Not Stick' })
    expectErrorContaining(response, 400, 'attributes.name')
    expect((await getRecord(seeded.id)).body).toEqual(seeded)
  })

  it('answers 400 for an invalid value and writes none of the other values', async () => {
    const seeded = await firstPerson()
    t.mock.clock.advance('1m')
    const response = await patchRecord(seeded.id, { job_title: 'Should Not Stick', email_addresses: ['not-an-email'] })
    expectErrorContaining(response, 400, 'attributes.email_addresses[0]')
    expect((await getRecord(seeded.id)).body).toEqual(seeded)
  })

  it('answers 400 when the body has no attributes', async () => {
    const seeded = await firstPerson()
    const response = await t.request('PATCH', `/v1/records/${seeded.id}`, { body: { job_title: 'x' } })
    expectErrorContaining(response, 400, 'job_title')
  })

  it('answers 400 for a non-digit record id and 404 for an unknown one', async () => {
    expectErrorContaining(await patchRecord('12a', { job_title: 'x' }), 400, 'record_id')
    expectErrorContaining(await patchRecord('999999', { job_title: 'x' }), 404, '999999')
  })
})

describe('deleting a record (DELETE /v1/records/{record_id})', () => {
  it('answers 200 with an empty body, after which the record is gone', async () => {
    const seeded = await firstPerson()
    const response = await t.request('DELETE', `/v1/records/${seeded.id}`)
    expect(response.status).toBe(200)
    expect(response.text).toBe('')
    expectErrorContaining(await getRecord(seeded.id), 404, seeded.id)
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE - 1)
    expect((await allPeople()).map((r) => r.id)).not.toContain(seeded.id)
  })

  it('answers 404 when the record was already deleted', async () => {
    const seeded = await firstPerson()
    expect((await t.request('DELETE', `/v1/records/${seeded.id}`)).status).toBe(200)
    expectErrorContaining(await t.request('DELETE', `/v1/records/${seeded.id}`), 404, seeded.id)
  })

  it('frees the unique values of the deleted record', async () => {
    const seeded = await firstPerson()
    await t.request('DELETE', `/v1/records/${seeded.id}`)
    const response = await createPerson({ name: 'Successor', email_addresses: seeded.attributes.email_addresses })
    expect(response.status).toBe(200)
    expect(response.body.id).not.toBe(seeded.id)
  })

  it('answers 400 for a non-digit record id', async () => {
    expectErrorContaining(await t.request('DELETE', '/v1/records/abc'), 400, 'record_id')
  })
})

describe('authentication and scopes of the record operations', () => {
  const operations: Array<{
    name: string
    scope: string
    method: string
    path: (id: string) => string
    body?: unknown
  }> = [
    {
      name: 'create',
      scope: 'record.write',
      method: 'POST',
      path: () => '/v1/objects/person',
      body: { attributes: { name: 'Ada Lovelace' } },
    },
    {
      name: 'upsert',
      scope: 'record.write',
      method: 'PUT',
      path: () => '/v1/objects/person',
      body: {
        matching_attribute: 'email_addresses',
        attributes: { name: 'Ada Lovelace', email_addresses: ['ada@example.com'] },
      },
    },
    { name: 'list', scope: 'record.read', method: 'POST', path: () => '/v1/objects/person/records', body: {} },
    { name: 'get', scope: 'record.read', method: 'GET', path: (id) => `/v1/records/${id}` },
    {
      name: 'update',
      scope: 'record.write',
      method: 'PATCH',
      path: (id) => `/v1/records/${id}`,
      body: { attributes: { job_title: 'x' } },
    },
    { name: 'delete', scope: 'record.write', method: 'DELETE', path: (id) => `/v1/records/${id}` },
  ]

  for (const op of operations) {
    it(`answers 401 to ${op.name} without a key`, async () => {
      const seeded = await firstPerson()
      const response = await t.request(op.method, op.path(seeded.id), { key: null, body: op.body })
      expectErrorContaining(response, 401, 'Authorization')
    })

    it(`answers 403 naming ${op.scope} to ${op.name} with a key that lacks it`, async () => {
      const seeded = await firstPerson()
      const other = op.scope === 'record.read' ? 'record.write' : 'record.read'
      const key = await t.createKey(['object.read', 'object.write', other])
      const response = await t.request(op.method, op.path(seeded.id), { key, body: op.body })
      expectErrorContaining(response, 403, `requires scope ${op.scope}`)
      expect((await getRecord(seeded.id)).body).toEqual(seeded)
      expect(await peopleTotal()).toBe(SEEDED_PEOPLE)
    })

    it(`lets ${op.name} through with a key holding only ${op.scope}`, async () => {
      const seeded = await firstPerson()
      const key = await t.createKey([op.scope])
      const response = await t.request(op.method, op.path(seeded.id), { key, body: op.body })
      expect(response.status).toBe(200)
    })
  }
})

describe('ids of a workspace created for a key (createKey with workspace)', () => {
  it('keeps the workspace id it was given and numbers its records with 17-digit ids', async () => {
    const key = await t.createKey(['record.read', 'record.write'], '2')
    const created = await t.request<Rec>('POST', '/v1/objects/person', {
      key,
      body: { attributes: { name: 'Ada Lovelace' } },
    })
    expect(created.status).toBe(200)
    expect(created.body.workspace_id).toBe('2')
    expectLongId(created.body.id)
    const seeded = await firstPerson()
    expect(created.body.id).not.toBe(seeded.id)
    expectErrorContaining(await t.request('GET', `/v1/records/${seeded.id}`, { key }), 404, seeded.id)
  })
})

describe('short ids (createMock({ shortIds: true }))', () => {
  const short = useTarget({ shortIds: true })

  it('numbers the seeded workspace 1 and its objects, attributes and records 1, 2, 3, ...', async () => {
    const objects = await short.request('GET', '/v1/objects?include_attributes=true')
    expect(objects.status).toBe(200)
    const [person, company] = objects.body.data
    expect(person.id).toBe('1')
    expect(person.attributes.map((a: { id: string }) => a.id)).toEqual(['2', '3', '4', '5', '6', '7'])
    expect(company.id).toBe('8')
    const created = await short.request<Rec>('POST', '/v1/objects/person', {
      body: { attributes: { name: 'Ada Lovelace' } },
    })
    expect(created.status).toBe(200)
    expect(created.body.workspace_id).toBe('1')
    expect(created.body.object_id).toBe('1')
    expect(created.body.id).toMatch(/^\d{1,3}$/)
  })
})

describe('short ids in an empty workspace', () => {
  const empty = useTarget({ shortIds: true, scenario: 'empty' })

  it('breaks ties of equal timestamps by id compared as numbers, so 100 follows 99', async () => {
    // People created at the same clock instant until their ids cross from two digits to three.
    const ids: string[] = []
    while (!ids.some((id) => id.length === 3) || ids.length < 10) {
      const created = await empty.request('POST', '/v1/objects/person', {
        body: { attributes: { name: `Person ${ids.length}` } },
      })
      expect(created.status).toBe(200)
      ids.push(created.body.id)
    }
    expect(ids.some((id) => id.length === 2)).toBe(true)
    const page = await empty.request<Page>('POST', '/v1/objects/person/records', {
      body: { limit: 500, attributes: 'none' },
    })
    expect(page.body.data.map((r) => r.id)).toEqual(ids)
    const desc = await empty.request<Page>('POST', '/v1/objects/person/records', {
      body: { limit: 500, attributes: 'none', sort: { attribute: 'created_at', direction: 'desc' } },
    })
    expect(desc.body.data.map((r) => r.id)).toEqual([...ids].reverse())
  })
})
