import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS, DIGITS, expectEmpty, expectError, TIMESTAMP } from '../support/assertions.js'
import { useTarget, type ApiResponse } from '../support/target.js'

const t = useTarget()

/** The options of the starter company attribute `industries`: the reference's example first. */
const INDUSTRIES = [
  { id: 'tech', name: 'Technology' },
  { id: 'finance', name: 'Financial Services' },
  { id: 'healthcare', name: 'Healthcare' },
  { id: 'retail', name: 'Retail' },
  { id: 'manufacturing', name: 'Manufacturing' },
  { id: 'education', name: 'Education' },
  { id: 'media', name: 'Media' },
  { id: 'consulting', name: 'Consulting' },
  { id: 'energy', name: 'Energy' },
  { id: 'real_estate', name: 'Real Estate' },
  { id: 'logistics', name: 'Logistics' },
  { id: 'biotech', name: 'Biotechnology' },
  { id: 'venture_capital', name: 'Venture Capital' },
]

/** A 17-digit id like the real service's: above 2^53, so it must never be parsed as a number. */
const LONG_ID = /^[1-9]\d{16}$/

async function listSlugs(): Promise<string[]> {
  const response = await t.request('GET', '/v1/objects')
  expect(response.status).toBe(200)
  return response.body.data.map((o: { slug: string }) => o.slug)
}

async function getObject(slug: string): Promise<any> {
  const response = await t.request('GET', `/v1/objects/${slug}`)
  expect(response.status).toBe(200)
  return response.body
}

async function createObject(body: Record<string, unknown>): Promise<any> {
  const response = await t.request('POST', '/v1/objects', { body })
  expect(response.status).toBe(200)
  return response.body
}

async function firstRecordId(slug: string): Promise<string> {
  const response = await t.request('POST', `/v1/objects/${slug}/records`, { body: { limit: 1 } })
  expect(response.status).toBe(200)
  expect(response.body.data).toHaveLength(1)
  return response.body.data[0].id
}

describe('GET /v1/objects', () => {
  it('lists the starter objects person and company, oldest first, without attributes by default', async () => {
    const response = await t.request('GET', '/v1/objects')
    expect(response.status).toBe(200)
    expect(Object.keys(response.body)).toEqual(['data'])
    expect(response.body.data).toEqual([
      {
        id: expect.stringMatching(LONG_ID),
        slug: 'person',
        name: 'Person',
        name_plural: 'People',
        description: '',
        type: 'person',
        created_at: expect.stringMatching(TIMESTAMP),
      },
      {
        id: expect.stringMatching(LONG_ID),
        slug: 'company',
        name: 'Company',
        name_plural: 'Companies',
        description: '',
        type: 'company',
        created_at: expect.stringMatching(TIMESTAMP),
      },
    ])
    for (const object of response.body.data) expect(object).not.toHaveProperty('attributes')
    expect(BigInt(response.body.data[0].id)).toBeLessThan(BigInt(response.body.data[1].id))
  })

  it("includes each object's attribute definitions when include_attributes is true", async () => {
    const response = await t.request('GET', '/v1/objects?include_attributes=true')
    expect(response.status).toBe(200)
    const [person, company] = response.body.data
    expect(person.attributes.map((a: any) => [a.slug, a.name, a.type])).toEqual([
      ['name', 'Name', 'full_name'],
      ['email_addresses', 'Email Addresses', 'email'],
      ['job_title', 'Job Title', 'text'],
      ['phone_number', 'Phone Number', 'phone'],
      ['location', 'Location', 'location'],
      ['linkedin', 'LinkedIn', 'social_profile'],
    ])
    expect(company.attributes.map((a: any) => [a.slug, a.name, a.type])).toEqual([
      ['name', 'Name', 'text'],
      ['domains', 'Domains', 'domain'],
      ['industries', 'Industries', 'select'],
      ['employee_count', 'Employee Count', 'number'],
      ['location', 'Location', 'location'],
    ])
    for (const attribute of [...person.attributes, ...company.attributes]) {
      expect(attribute.description).toBe('')
      expect(attribute.id).toMatch(LONG_ID)
    }
    const byslug = Object.fromEntries(person.attributes.map((a: any) => [a.slug, a]))
    expect(byslug.name.options).toEqual({ ...DEFAULT_OPTIONS, is_required: true })
    expect(byslug.email_addresses.options).toEqual({ ...DEFAULT_OPTIONS, is_unique: true, is_multi_value: true })
    for (const slug of ['job_title', 'phone_number', 'location', 'linkedin'])
      expect(byslug[slug].options).toEqual(DEFAULT_OPTIONS)
  })

  it('omits the attribute definitions when include_attributes is false', async () => {
    const response = await t.request('GET', '/v1/objects?include_attributes=false')
    expect(response.status).toBe(200)
    expect(response.body.data.map((o: any) => o.slug)).toEqual(['person', 'company'])
    for (const object of response.body.data) expect(object).not.toHaveProperty('attributes')
  })

  it('answers 400 naming include_attributes when its value is not true or false', async () => {
    for (const value of ['yes', '1', 'TRUE', '']) {
      const response = await t.request('GET', `/v1/objects?include_attributes=${value}`)
      expectError(response, 400, /include_attributes/)
    }
  })

  it('ignores an unknown query parameter, such as a cache buster', async () => {
    const plain = await t.request('GET', '/v1/objects')
    const response = await t.request('GET', '/v1/objects?limit=5&_=1700000000000')
    expect(response.status).toBe(200)
    expect(response.body).toEqual(plain.body)
  })

  it('lists a created object after the starter objects', async () => {
    await createObject({ name: 'Project', slug: 'project' })
    await createObject({ name: 'Invoice', slug: 'invoice' })
    expect(await listSlugs()).toEqual(['person', 'company', 'project', 'invoice'])
  })

  it('answers 401 without an API key', async () => {
    const response = await t.request('GET', '/v1/objects', { key: null })
    expectError(response, 401)
  })

  it('answers 403 naming object.read when the key lacks it', async () => {
    const key = await t.createKey(['object.write', 'record.read'])
    const response = await t.request('GET', '/v1/objects?include_attributes=true', { key })
    expectError(response, 403, 'GET /v1/objects requires scope object.read')
  })
})

describe('POST /v1/objects', () => {
  it('creates a custom object with defaults and a required text name attribute as its primary attribute', async () => {
    const response = await t.request('POST', '/v1/objects', { body: { name: 'Project', slug: 'project' } })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      id: expect.stringMatching(DIGITS),
      slug: 'project',
      name: 'Project',
      name_plural: 'Projects',
      description: '',
      type: 'custom',
      created_at: t.mock.clock.iso(),
      attributes: [
        {
          id: expect.stringMatching(DIGITS),
          slug: 'name',
          name: 'Name',
          description: '',
          type: 'text',
          options: { ...DEFAULT_OPTIONS, is_required: true },
        },
      ],
    })
    expect(response.body.attributes[0].id).not.toBe(response.body.id)
  })

  it('keeps the given name_plural, description and type', async () => {
    const created = await createObject({
      name: 'Opportunity',
      slug: 'deals',
      name_plural: 'Opportunities',
      description: 'Pipeline',
      type: 'deal',
    })
    expect(created).toMatchObject({
      slug: 'deals',
      name: 'Opportunity',
      name_plural: 'Opportunities',
      description: 'Pipeline',
      type: 'deal',
    })
    const fetched = await getObject('deals')
    expect(fetched).toEqual(created)
  })

  it('trims the name before deriving the plural name', async () => {
    const created = await createObject({ name: '  Ticket  ', slug: 'ticket' })
    expect(created.name).toBe('Ticket')
    expect(created.name_plural).toBe('Tickets')
  })

  it('makes the new object usable for records whose name is required', async () => {
    await createObject({ name: 'Project', slug: 'project' })
    const record = await t.request('POST', '/v1/objects/project', { body: { attributes: { name: 'Apollo' } } })
    expect(record.status).toBe(200)
    expect(record.body).toMatchObject({ type: 'project', attributes: { name: 'Apollo' } })
    const cleared = await t.request('PATCH', `/v1/records/${record.body.id}`, { body: { attributes: { name: null } } })
    expectError(cleared, 400, /name/)
  })

  it('answers 409 when the object slug is taken, and changes nothing', async () => {
    const before = await getObject('person')
    const response = await t.request('POST', '/v1/objects', { body: { name: 'Human', slug: 'person' } })
    expectError(response, 409, /person/)
    expect(await getObject('person')).toEqual(before)
    expect(await listSlugs()).toEqual(['person', 'company'])
  })

  it('answers 409 when a custom object slug is taken by an earlier create', async () => {
    await createObject({ name: 'Project', slug: 'project' })
    const response = await t.request('POST', '/v1/objects', { body: { name: 'Other project', slug: 'project' } })
    expectError(response, 409, /project/)
    expect((await getObject('project')).name).toBe('Project')
  })

  it('accepts a slug with hyphens, as the official clients send (vip-contacts)', async () => {
    const created = await createObject({ name: 'VIP contact', slug: 'vip-contacts' })
    expect(created.slug).toBe('vip-contacts')
    expect((await getObject('vip-contacts')).name).toBe('VIP contact')
    const record = await t.request('POST', '/v1/objects/vip-contacts', {
      body: { attributes: { name: 'Ada Lovelace' } },
    })
    expect(record.status).toBe(200)
    expect(record.body.type).toBe('vip-contacts')
  })

  it('answers 400 naming slug when the slug is not lower-case letters, digits, _ and -', async () => {
    for (const slug of [
      'Project',
      '1project',
      '-project',
      'my project',
      '_project',
      'my.project',
      'a'.repeat(65),
      '',
    ]) {
      const response = await t.request('POST', '/v1/objects', { body: { name: 'Project', slug } })
      expectError(response, 400, /slug/)
    }
    expect(await listSlugs()).toEqual(['person', 'company'])
  })

  it('accepts a slug of exactly 64 characters', async () => {
    const slug = `a${'b'.repeat(62)}9`
    const created = await createObject({ name: 'Long', slug })
    expect(created.slug).toBe(slug)
  })

  it('answers 400 naming an unknown field in the body', async () => {
    const response = await t.request('POST', '/v1/objects', {
      body: { name: 'Project', slug: 'project', colour: 'blue' },
    })
    expectError(response, 400, /colour/)
    expect(await listSlugs()).toEqual(['person', 'company'])
  })

  it.each([
    ['VIP Contacts', 'VIP Contacts'],
    ['Opportunity', 'Opportunities'],
    ['Box', 'Boxes'],
    ['Deal', 'Deals'],
    ['Survey', 'Surveys'],
  ])('defaults name_plural of %s to %s', async (name, plural) => {
    const response = await t.request('POST', '/v1/objects', { body: { name, slug: 'plural-check' } })
    expect(response.status).toBe(200)
    expect(response.body.name_plural).toBe(plural)
  })

  it('answers 400 naming the field when a field has the wrong type', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: 5, slug: 'project' }, /name/],
      [{ name: 'Project', slug: 7 }, /slug/],
      [{ name: 'Project', slug: 'project', description: false }, /description/],
      [{ name: 'Project', slug: 'project', name_plural: ['Projects'] }, /name_plural/],
    ]
    for (const [body, field] of cases) expectError(await t.request('POST', '/v1/objects', { body }), 400, field)
    expect(await listSlugs()).toEqual(['person', 'company'])
  })

  it('answers 400 naming type when the type is unknown or list', async () => {
    for (const type of ['list', 'project', 'Custom']) {
      const response = await t.request('POST', '/v1/objects', { body: { name: 'Project', slug: 'project', type } })
      expectError(response, 400, /type/)
    }
    expect(await listSlugs()).toEqual(['person', 'company'])
  })

  it('answers 400 naming the missing required field', async () => {
    expectError(await t.request('POST', '/v1/objects', { body: { slug: 'project' } }), 400, /name/)
    expectError(await t.request('POST', '/v1/objects', { body: { name: 'Project' } }), 400, /slug/)
    expect(await listSlugs()).toEqual(['person', 'company'])
  })

  it('answers 400 naming the field when the name or plural name is blank', async () => {
    expectError(await t.request('POST', '/v1/objects', { body: { name: '', slug: 'project' } }), 400, /name/)
    expectError(
      await t.request('POST', '/v1/objects', { body: { name: '   ', slug: 'project' } }),
      400,
      'name: must not be empty',
    )
    expectError(
      await t.request('POST', '/v1/objects', { body: { name: 'Project', slug: 'project', name_plural: '  ' } }),
      400,
      'name_plural: must not be empty',
    )
    expect(await listSlugs()).toEqual(['person', 'company'])
  })

  it('answers 400 when the body is missing or not JSON', async () => {
    expectError(await t.request('POST', '/v1/objects'), 400, /body/)
    expectError(await t.request('POST', '/v1/objects', { rawBody: '{"name": "Project",' }), 400, /JSON/)
    expectError(await t.request('POST', '/v1/objects', { body: ['project'] }), 400)
  })

  it('answers 401 without an API key, and creates nothing', async () => {
    const response = await t.request('POST', '/v1/objects', { key: null, body: { name: 'Project', slug: 'project' } })
    expectError(response, 401)
    expect(await listSlugs()).toEqual(['person', 'company'])
  })

  it('answers 403 naming object.write when the key only reads objects, and creates nothing', async () => {
    const key = await t.createKey(['object.read', 'record.write'])
    const response = await t.request('POST', '/v1/objects', { key, body: { name: 'Project', slug: 'project' } })
    expectError(response, 403, 'POST /v1/objects requires scope object.write')
    expect(await listSlugs()).toEqual(['person', 'company'])
  })
})

describe('GET /v1/objects/{slug}', () => {
  it('returns the company object with its attribute definitions', async () => {
    const response = await t.request('GET', '/v1/objects/company')
    expect(response.status).toBe(200)
    const company = response.body
    expect(company).toMatchObject({ slug: 'company', name: 'Company', name_plural: 'Companies', type: 'company' })
    expect(company.attributes.map((a: any) => a.slug)).toEqual([
      'name',
      'domains',
      'industries',
      'employee_count',
      'location',
    ])
    const byslug = Object.fromEntries(company.attributes.map((a: any) => [a.slug, a]))
    expect(byslug.name.options).toEqual({ ...DEFAULT_OPTIONS, is_required: true })
    expect(byslug.domains.options).toEqual({ ...DEFAULT_OPTIONS, is_unique: true, is_multi_value: true })
    expect(byslug.employee_count.options).toEqual({ ...DEFAULT_OPTIONS, is_whole_number: true })
    expect(byslug.industries.options).toEqual({ ...DEFAULT_OPTIONS, is_multi_value: true, select_options: INDUSTRIES })
    expect(byslug.location.options).toEqual(DEFAULT_OPTIONS)
  })

  it('returns the same object as the list does, plus attributes', async () => {
    const list = await t.request('GET', '/v1/objects?include_attributes=true')
    const person = await getObject('person')
    expect(person).toEqual(list.body.data[0])
  })

  it('answers 404 for an unknown object slug', async () => {
    const response = await t.request('GET', '/v1/objects/project')
    expectError(response, 404, /project/)
  })

  it('answers 401 without an API key', async () => {
    expectError(await t.request('GET', '/v1/objects/person', { key: null }), 401)
  })

  it('answers 403 with the path template when the key lacks object.read', async () => {
    const key = await t.createKey(['record.read'])
    const response = await t.request('GET', '/v1/objects/person', { key })
    expectError(response, 403, 'GET /v1/objects/{slug} requires scope object.read')
  })
})

describe('PATCH /v1/objects/{slug}', () => {
  it('changes the name, plural name and description and keeps everything else', async () => {
    const before = await getObject('company')
    const response = await t.request('PATCH', '/v1/objects/company', {
      body: { name: 'Organisation', name_plural: 'Organisations', description: 'Every organisation' },
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      ...before,
      name: 'Organisation',
      name_plural: 'Organisations',
      description: 'Every organisation',
    })
    expect(await getObject('company')).toEqual(response.body)
  })

  it('changes only the fields given', async () => {
    const created = await createObject({ name: 'Project', slug: 'project', description: 'Work' })
    const response = await t.request('PATCH', '/v1/objects/project', { body: { description: '' } })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ ...created, description: '' })
    const renamed = await t.request('PATCH', '/v1/objects/project', { body: { name: 'Initiative' } })
    expect(renamed.body).toEqual({ ...created, description: '', name: 'Initiative' })
  })

  it('answers 200 with the object unchanged for an empty patch', async () => {
    const before = await getObject('person')
    const response = await t.request('PATCH', '/v1/objects/person', { body: {} })
    expect(response.status).toBe(200)
    expect(response.body).toEqual(before)
  })

  it('answers 400 naming slug when the patch tries to change the slug, and changes nothing', async () => {
    const before = await getObject('person')
    const response = await t.request('PATCH', '/v1/objects/person', { body: { name: 'Human', slug: 'human' } })
    expectError(response, 400, /slug/)
    expect(await getObject('person')).toEqual(before)
  })

  it('answers 400 naming type when the patch tries to change the type', async () => {
    const before = await getObject('person')
    expectError(await t.request('PATCH', '/v1/objects/person', { body: { type: 'custom' } }), 400, /type/)
    expect(await getObject('person')).toEqual(before)
  })

  it('answers 400 naming the field when a field has the wrong type or is blank, and changes nothing', async () => {
    const before = await getObject('company')
    const cases: [Record<string, unknown>, RegExp | string][] = [
      [{ name: 1 }, /name/],
      [{ name_plural: null }, /name_plural/],
      [{ description: 3 }, /description/],
      [{ name: '' }, /name/],
      [{ name: '   ' }, 'name: must not be empty'],
      [{ name_plural: '  ' }, 'name_plural: must not be empty'],
      [{ name: 'Organisation', name_plural: ' ' }, 'name_plural: must not be empty'],
    ]
    for (const [body, message] of cases)
      expectError(await t.request('PATCH', '/v1/objects/company', { body }), 400, message)
    expect(await getObject('company')).toEqual(before)
  })

  it('answers 400 when the body is missing', async () => {
    expectError(await t.request('PATCH', '/v1/objects/company'), 400, /body/)
  })

  it('answers 404 for an unknown object slug', async () => {
    expectError(await t.request('PATCH', '/v1/objects/project', { body: { name: 'Project' } }), 404, /project/)
    expect(await listSlugs()).toEqual(['person', 'company'])
  })

  it('answers 401 without an API key, and changes nothing', async () => {
    const before = await getObject('company')
    expectError(await t.request('PATCH', '/v1/objects/company', { key: null, body: { name: 'Org' } }), 401)
    expect(await getObject('company')).toEqual(before)
  })

  it('answers 403 naming object.write when the key lacks it, and changes nothing', async () => {
    const before = await getObject('company')
    const key = await t.createKey(['object.read'])
    const response = await t.request('PATCH', '/v1/objects/company', { key, body: { name: 'Org' } })
    expectError(response, 403, 'PATCH /v1/objects/{slug} requires scope object.write')
    expect(await getObject('company')).toEqual(before)
  })
})

describe('DELETE /v1/objects/{slug}', () => {
  it('deletes a custom object, answering 200 with an empty body', async () => {
    await createObject({ name: 'Project', slug: 'project' })
    expectEmpty(await t.request('DELETE', '/v1/objects/project'))
    expectError(await t.request('GET', '/v1/objects/project'), 404, /project/)
    expect(await listSlugs()).toEqual(['person', 'company'])
  })

  it('deletes the records of the object', async () => {
    await createObject({ name: 'Project', slug: 'project' })
    const record = await t.request('POST', '/v1/objects/project', { body: { attributes: { name: 'Apollo' } } })
    expect(record.status).toBe(200)
    expect((await t.request('GET', `/v1/records/${record.body.id}`)).status).toBe(200)
    expectEmpty(await t.request('DELETE', '/v1/objects/project'))
    expectError(await t.request('GET', `/v1/records/${record.body.id}`), 404)
  })

  it("deletes the seeded records of a starter object and leaves the other object's records", async () => {
    const companyRecord = await firstRecordId('company')
    const personRecord = await firstRecordId('person')
    expectEmpty(await t.request('DELETE', '/v1/objects/company'))
    expectError(await t.request('GET', `/v1/records/${companyRecord}`), 404)
    const person = await t.request('GET', `/v1/records/${personRecord}`)
    expect(person.status).toBe(200)
    expect(person.body.type).toBe('person')
    expect(await listSlugs()).toEqual(['person'])
    expectError(await t.request('POST', '/v1/objects/company/records', { body: {} }), 404)
  })

  it('frees the slug: an object created again with it starts with only the name attribute and no records', async () => {
    expectEmpty(await t.request('DELETE', '/v1/objects/company'))
    const created = await createObject({ name: 'Company', slug: 'company' })
    expect(created.type).toBe('custom')
    expect(created.attributes.map((a: any) => a.slug)).toEqual(['name'])
    const records = await t.request('POST', '/v1/objects/company/records', { body: {} })
    expect(records.status).toBe(200)
    expect(records.body.total).toBe(0)
    expect(records.body.data).toEqual([])
  })

  it('answers 404 for an unknown object slug and for a second delete', async () => {
    expectError(await t.request('DELETE', '/v1/objects/project'), 404, /project/)
    await createObject({ name: 'Project', slug: 'project' })
    expectEmpty(await t.request('DELETE', '/v1/objects/project'))
    expectError(await t.request('DELETE', '/v1/objects/project'), 404, /project/)
  })

  it('answers 401 without an API key, and deletes nothing', async () => {
    const recordId = await firstRecordId('company')
    expectError(await t.request('DELETE', '/v1/objects/company', { key: null }), 401)
    expect(await listSlugs()).toEqual(['person', 'company'])
    expect((await t.request('GET', `/v1/records/${recordId}`)).status).toBe(200)
  })

  it('answers 403 naming object.write when the key lacks it, and deletes nothing', async () => {
    const recordId = await firstRecordId('company')
    const key = await t.createKey(['object.read', 'record.write'])
    const response = await t.request('DELETE', '/v1/objects/company', { key })
    expectError(response, 403, 'DELETE /v1/objects/{slug} requires scope object.write')
    expect(await listSlugs()).toEqual(['person', 'company'])
    expect((await t.request('GET', `/v1/records/${recordId}`)).status).toBe(200)
  })
})
