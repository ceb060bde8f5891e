import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS, DIGITS, expectEmpty, expectError } from '../support/assertions.js'
import { useTarget, type ApiResponse } from '../support/target.js'

const t = useTarget()

const ATTRIBUTE_TYPES = [
  'text',
  'number',
  'email',
  'phone',
  'url',
  'date',
  'boolean',
  'currency',
  'location',
  'select',
  'social_profile',
  'domain',
  'full_name',
] as const

/** For each type: a value to write and the form a record answers with. */
const SAMPLE_VALUES: Record<(typeof ATTRIBUTE_TYPES)[number], [unknown, unknown]> = {
  text: ['Kick-off notes', 'Kick-off notes'],
  number: [2.5, 2.5],
  email: ['ada@example.com', 'ada@example.com'],
  phone: ['+44 20 7946 0958', { country_code: 44, number: '2079460958' }],
  url: ['https://example.com/project', 'https://example.com/project'],
  date: ['2026-02-03', '2026-02-03'],
  boolean: [true, true],
  currency: [
    { amount: 1250, currency_code: 'EUR' },
    { amount: 1250, currency_code: 'EUR' },
  ],
  location: ['Paris, France', { street: null, city: 'Paris', region: null, postal_code: null, country: 'France' }],
  select: ['Open', { id: expect.stringMatching(DIGITS), name: 'Open' }],
  social_profile: ['https://example.com/in/ada', { username: 'ada', url: 'https://example.com/in/ada' }],
  domain: ['https://Example.COM/about', 'example.com'],
  full_name: ['Ada King Lovelace', { first_name: 'Ada King', last_name: 'Lovelace' }],
}

async function attributesOf(slug: string): Promise<any[]> {
  const response = await t.request('GET', `/v1/objects/${slug}`)
  expect(response.status).toBe(200)
  return response.body.attributes
}

async function attributeOf(slug: string, attributeSlug: string): Promise<any> {
  const attribute = (await attributesOf(slug)).find((a) => a.slug === attributeSlug)
  expect(attribute).toBeDefined()
  return attribute
}

async function createProject(): Promise<void> {
  const response = await t.request('POST', '/v1/objects', { body: { name: 'Project', slug: 'project' } })
  expect(response.status).toBe(200)
}

async function addAttribute(slug: string, body: Record<string, unknown>): Promise<any> {
  const response = await t.request('POST', `/v1/objects/${slug}/attributes`, { body })
  expect(response.status).toBe(200)
  return response.body
}

async function createRecord(slug: string, attributes: Record<string, unknown>): Promise<any> {
  const response = await t.request('POST', `/v1/objects/${slug}`, { body: { attributes } })
  expect(response.status).toBe(200)
  return response.body
}

async function getRecord(id: string): Promise<any> {
  const response = await t.request('GET', `/v1/records/${id}`)
  expect(response.status).toBe(200)
  return response.body
}

async function companyRecords(): Promise<any[]> {
  const response = await t.request('POST', '/v1/objects/company/records', { body: { limit: 500 } })
  expect(response.status).toBe(200)
  return response.body.data
}

describe('POST /v1/objects/{slug}/attributes', () => {
  it('creates a text attribute with default options and appends it to the object', async () => {
    await createProject()
    const response = await t.request('POST', '/v1/objects/project/attributes', {
      body: { name: 'Summary', slug: 'summary', type: 'text' },
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      id: expect.stringMatching(DIGITS),
      slug: 'summary',
      name: 'Summary',
      description: '',
      type: 'text',
      options: DEFAULT_OPTIONS,
    })
    const attributes = await attributesOf('project')
    expect(attributes.map((a) => a.slug)).toEqual(['name', 'summary'])
    expect(attributes[1]).toEqual(response.body)
  })

  it('keeps the given description and options', async () => {
    const created = await addAttribute('person', {
      name: 'Employee id',
      slug: 'employee_id',
      type: 'text',
      description: 'From the HR system',
      options: { is_required: false, is_unique: true, is_multi_value: false },
    })
    expect(created).toMatchObject({
      name: 'Employee id',
      description: 'From the HR system',
      options: { ...DEFAULT_OPTIONS, is_unique: true },
    })
    const email = await addAttribute('person', {
      name: 'Aliases',
      slug: 'aliases',
      type: 'email',
      options: { is_multi_value: true },
    })
    expect(email.options).toEqual({ ...DEFAULT_OPTIONS, is_multi_value: true })
    const score = await addAttribute('person', {
      name: 'Score',
      slug: 'score',
      type: 'number',
      options: { is_whole_number: true, is_required: true },
    })
    expect(score.options).toEqual({ ...DEFAULT_OPTIONS, is_whole_number: true, is_required: true })
  })

  it.each(ATTRIBUTE_TYPES)('creates an attribute of type %s that records can hold', async (type) => {
    await createProject()
    const options = type === 'select' ? { select_options: [{ name: 'Open' }, { name: 'Closed' }] } : undefined
    const created = await addAttribute('project', {
      name: `Field ${type}`,
      slug: `field_${type}`,
      type,
      ...(options ? { options } : {}),
    })
    expect(created.type).toBe(type)
    expect(created.slug).toBe(`field_${type}`)
    expect(created.id).toMatch(DIGITS)
    const [input, stored] = SAMPLE_VALUES[type]
    const record = await createRecord('project', { name: 'Apollo', [`field_${type}`]: input })
    expect(record.attributes[`field_${type}`]).toEqual(stored)
    expect((await getRecord(record.id)).attributes[`field_${type}`]).toEqual(stored)
  })

  it('creates all 13 attribute types on one object, each with a distinct id', async () => {
    await createProject()
    for (const type of ATTRIBUTE_TYPES) await addAttribute('project', { name: type, slug: `a_${type}`, type })
    const attributes = await attributesOf('project')
    expect(attributes.map((a) => a.type)).toEqual(['text', ...ATTRIBUTE_TYPES])
    expect(new Set(attributes.map((a) => a.id)).size).toBe(14)
  })

  it('assigns every select option a distinct digit-string id and trims the names', async () => {
    const created = await addAttribute('company', {
      name: 'Tier',
      slug: 'tier',
      type: 'select',
      options: { select_options: [{ name: ' Gold ' }, { name: 'Silver' }, { name: 'Bronze' }] },
    })
    const options = created.options.select_options
    expect(options.map((o: any) => o.name)).toEqual(['Gold', 'Silver', 'Bronze'])
    for (const option of options) expect(option.id).toMatch(DIGITS)
    const ids = new Set([created.id, ...options.map((o: any) => o.id)])
    expect(ids.size).toBe(4)
    const industry = await attributeOf('company', 'industries')
    for (const option of industry.options.select_options) expect(ids.has(option.id)).toBe(false)
    expect((await attributeOf('company', 'tier')).options.select_options).toEqual(options)
  })

  it('accepts use_raw_format on phone, domain and number attributes', async () => {
    const phone = await addAttribute('company', {
      name: 'Switchboard',
      slug: 'switchboard',
      type: 'phone',
      options: { use_raw_format: true },
    })
    expect(phone.options.use_raw_format).toBe(true)
    const domain = await addAttribute('company', {
      name: 'Website',
      slug: 'website',
      type: 'domain',
      options: { use_raw_format: true },
    })
    expect(domain.options.use_raw_format).toBe(true)
    const revenue = await addAttribute('company', {
      name: 'Revenue',
      slug: 'revenue',
      type: 'number',
      options: { use_raw_format: true },
    })
    expect(revenue.options).toEqual({ ...DEFAULT_OPTIONS, use_raw_format: true })
    expect((await attributeOf('company', 'revenue')).options.use_raw_format).toBe(true)
  })

  it('stores a number value as sent on a raw-format number attribute', async () => {
    await createProject()
    await addAttribute('project', { name: 'Budget', slug: 'budget', type: 'number', options: { use_raw_format: true } })
    const record = await createRecord('project', { name: 'Apollo', budget: 1250.75 })
    expect(record.attributes.budget).toBe(1250.75)
  })

  it('allows the same attribute slug on a different object', async () => {
    const created = await addAttribute('person', { name: 'Industries', slug: 'industries', type: 'text' })
    expect(created.slug).toBe('industries')
    expect((await attributeOf('company', 'industries')).type).toBe('select')
  })

  it('answers 409 when the attribute slug is taken on the object, and changes nothing', async () => {
    const before = await attributesOf('company')
    const response = await t.request('POST', '/v1/objects/company/attributes', {
      body: { name: 'Sector', slug: 'industries', type: 'text' },
    })
    expectError(response, 409, /industries/)
    expect(await attributesOf('company')).toEqual(before)
  })

  it('answers 409 when the slug is name, the primary attribute of every object', async () => {
    await createProject()
    expectError(
      await t.request('POST', '/v1/objects/project/attributes', {
        body: { name: 'Title', slug: 'name', type: 'text' },
      }),
      409,
      /name/,
    )
    expect((await attributesOf('project')).map((a) => a.slug)).toEqual(['name'])
  })

  it('answers 400 naming options.is_whole_number when it is given for a text attribute', async () => {
    const before = await attributesOf('company')
    const response = await t.request('POST', '/v1/objects/company/attributes', {
      body: { name: 'Code', slug: 'code', type: 'text', options: { is_whole_number: true } },
    })
    expectError(response, 400, /options\.is_whole_number/)
    expect(await attributesOf('company')).toEqual(before)
  })

  it('answers 400 naming options.select_options when they are given for a text attribute', async () => {
    const before = await attributesOf('company')
    const response = await t.request('POST', '/v1/objects/company/attributes', {
      body: { name: 'Code', slug: 'code', type: 'text', options: { select_options: [{ name: 'A' }] } },
    })
    expectError(response, 400, /options\.select_options/)
    expect(await attributesOf('company')).toEqual(before)
  })

  it('answers 400 naming options.use_raw_format when it is turned on for a text or email attribute', async () => {
    const before = await attributesOf('company')
    for (const type of ['text', 'email', 'url']) {
      const response = await t.request('POST', '/v1/objects/company/attributes', {
        body: { name: 'Code', slug: 'code', type, options: { use_raw_format: true } },
      })
      expectError(response, 400, /options\.use_raw_format/)
    }
    expect(await attributesOf('company')).toEqual(before)
  })

  it('answers 400 naming options.is_unique for a unique boolean attribute', async () => {
    const before = await attributesOf('company')
    const response = await t.request('POST', '/v1/objects/company/attributes', {
      body: { name: 'Active', slug: 'active', type: 'boolean', options: { is_unique: true } },
    })
    expectError(response, 400, /options\.is_unique/)
    expect(await attributesOf('company')).toEqual(before)
  })

  it('answers 400 naming the repeated option when two select options share a name in any case', async () => {
    const before = await attributesOf('company')
    const response = await t.request('POST', '/v1/objects/company/attributes', {
      body: {
        name: 'Tier',
        slug: 'tier',
        type: 'select',
        options: { select_options: [{ name: 'Gold' }, { name: 'Silver' }, { name: 'gold' }] },
      },
    })
    expectError(response, 400, /options\.select_options\[2\]\.name/)
    expect(await attributesOf('company')).toEqual(before)
  })

  it('answers 400 naming the option when a select option name is empty', async () => {
    for (const name of ['', '   ']) {
      const response = await t.request('POST', '/v1/objects/company/attributes', {
        body: { name: 'Tier', slug: 'tier', type: 'select', options: { select_options: [{ name: 'Gold' }, { name }] } },
      })
      expectError(response, 400, /options\.select_options\[1\]\.name/)
    }
    expect((await attributesOf('company')).map((a) => a.slug)).not.toContain('tier')
  })

  it('keeps the option ids given on create and assigns digit ids to the options without one', async () => {
    const created = await addAttribute('company', {
      name: 'Tier',
      slug: 'tier',
      type: 'select',
      options: {
        select_options: [{ id: 'gold', name: 'Gold' }, { name: 'Silver' }, { id: ' tier-3 ', name: 'Bronze' }],
      },
    })
    const options = created.options.select_options
    expect(options).toEqual([
      { id: 'gold', name: 'Gold' },
      { id: expect.stringMatching(DIGITS), name: 'Silver' },
      { id: 'tier-3', name: 'Bronze' },
    ])
    expect((await attributeOf('company', 'tier')).options.select_options).toEqual(options)
    const record = await createRecord('company', { name: 'Acme', tier: 'gold' })
    expect(record.attributes.tier).toEqual({ id: 'gold', name: 'Gold' })
  })

  it('lets two attributes use the same option id: ids are unique within an attribute', async () => {
    const created = await addAttribute('company', {
      name: 'Focus',
      slug: 'focus',
      type: 'select',
      options: { select_options: [{ id: 'tech', name: 'Deep tech' }] },
    })
    expect(created.options.select_options).toEqual([{ id: 'tech', name: 'Deep tech' }])
    const industries = await attributeOf('company', 'industries')
    expect(industries.options.select_options[0]).toEqual({ id: 'tech', name: 'Technology' })
  })

  it('skips an id the caller chose when it assigns one from the sequence', async () => {
    await createProject()
    const first = await addAttribute('project', { name: 'First', slug: 'first', type: 'text' })
    // The next attribute takes first + 1; its first option without an id would take first + 2.
    const chosen = String(BigInt(first.id) + 2n)
    const stage = await addAttribute('project', {
      name: 'Stage',
      slug: 'stage',
      type: 'select',
      options: { select_options: [{ id: chosen, name: 'Open' }, { name: 'Won' }] },
    })
    expect(stage.id).toBe(String(BigInt(first.id) + 1n))
    expect(stage.options.select_options).toEqual([
      { id: chosen, name: 'Open' },
      { id: String(BigInt(first.id) + 3n), name: 'Won' },
    ])
  })

  it('answers 400 naming the option id when an id is listed twice or blank on create, and adds nothing', async () => {
    const cases: Array<Array<Record<string, string>>> = [
      [
        { id: 'gold', name: 'Gold' },
        { id: 'gold', name: 'Silver' },
      ],
      [
        { id: 'gold', name: 'Gold' },
        { id: ' gold', name: 'Silver' },
      ],
      [{ name: 'Gold' }, { id: '', name: 'Silver' }],
      [{ name: 'Gold' }, { id: '   ', name: 'Silver' }],
    ]
    for (const selectOptions of cases) {
      const response = await t.request('POST', '/v1/objects/company/attributes', {
        body: { name: 'Tier', slug: 'tier', type: 'select', options: { select_options: selectOptions } },
      })
      expectError(response, 400, /options\.select_options\[1\]\.id/)
    }
    expect((await attributesOf('company')).map((a) => a.slug)).not.toContain('tier')
  })

  it('accepts an attribute slug with hyphens', async () => {
    const created = await addAttribute('company', { name: 'Annual revenue', slug: 'annual-revenue', type: 'currency' })
    expect(created.slug).toBe('annual-revenue')
    const record = await createRecord('company', { name: 'Acme', 'annual-revenue': 1000 })
    expect(record.attributes['annual-revenue']).toEqual({ amount: 1000, currency_code: 'USD' })
  })

  it('answers 400 naming slug when the attribute slug is malformed', async () => {
    const before = await attributesOf('company')
    for (const slug of ['Revenue', '2nd_domain', '-revenue', 'annual revenue', 'annual.revenue', 'x'.repeat(65), '']) {
      const response = await t.request('POST', '/v1/objects/company/attributes', {
        body: { name: 'Revenue', slug, type: 'currency' },
      })
      expectError(response, 400, /slug/)
    }
    expect(await attributesOf('company')).toEqual(before)
  })

  it('answers 400 naming type when the type is unknown', async () => {
    for (const type of ['relationship', 'Text', 'integer']) {
      const response = await t.request('POST', '/v1/objects/company/attributes', {
        body: { name: 'Revenue', slug: 'revenue', type },
      })
      expectError(response, 400, /type/)
    }
    expect((await attributesOf('company')).map((a) => a.slug)).not.toContain('revenue')
  })

  it('answers 400 naming an unknown field in the body or in options', async () => {
    const before = await attributesOf('company')
    expectError(
      await t.request('POST', '/v1/objects/company/attributes', {
        body: { name: 'Revenue', slug: 'revenue', type: 'number', unit: 'EUR' },
      }),
      400,
      /unit/,
    )
    expectError(
      await t.request('POST', '/v1/objects/company/attributes', {
        body: { name: 'Revenue', slug: 'revenue', type: 'number', options: { is_searchable: true } },
      }),
      400,
      /is_searchable/,
    )
    expect(await attributesOf('company')).toEqual(before)
  })

  it('answers 400 naming the field when a field has the wrong type', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: 42, slug: 'revenue', type: 'number' }, /name/],
      [{ name: 'Revenue', slug: 'revenue', type: 'number', description: 1 }, /description/],
      [{ name: 'Revenue', slug: 'revenue', type: 'number', options: { is_required: 'yes' } }, /options\.is_required/],
      [
        { name: 'Revenue', slug: 'revenue', type: 'number', options: { is_whole_number: 1 } },
        /options\.is_whole_number/,
      ],
      [
        { name: 'Tier', slug: 'tier', type: 'select', options: { select_options: ['Gold'] } },
        /options\.select_options\[0\]/,
      ],
      [
        { name: 'Tier', slug: 'tier', type: 'select', options: { select_options: { name: 'Gold' } } },
        /options\.select_options/,
      ],
    ]
    for (const [body, field] of cases)
      expectError(await t.request('POST', '/v1/objects/company/attributes', { body }), 400, field)
    expect((await attributesOf('company')).map((a) => a.slug)).toEqual([
      'name',
      'domains',
      'industries',
      'employee_count',
      'location',
    ])
  })

  it('answers 400 naming the missing required field', async () => {
    expectError(
      await t.request('POST', '/v1/objects/company/attributes', { body: { slug: 'revenue', type: 'number' } }),
      400,
      /name/,
    )
    expectError(
      await t.request('POST', '/v1/objects/company/attributes', { body: { name: 'Revenue', type: 'number' } }),
      400,
      /slug/,
    )
    expectError(
      await t.request('POST', '/v1/objects/company/attributes', { body: { name: 'Revenue', slug: 'revenue' } }),
      400,
      /type/,
    )
    expectError(
      await t.request('POST', '/v1/objects/company/attributes', {
        body: { name: '  ', slug: 'revenue', type: 'number' },
      }),
      400,
      'name: must not be empty',
    )
    expectError(await t.request('POST', '/v1/objects/company/attributes'), 400, /body/)
    expect((await attributesOf('company')).map((a) => a.slug)).not.toContain('revenue')
  })

  it('takes no id for a rejected request, so the next attribute gets the next id', async () => {
    await createProject()
    const first = await addAttribute('project', { name: 'First', slug: 'first', type: 'text' })
    const rejected = await t.request('POST', '/v1/objects/project/attributes', {
      body: {
        name: 'Stage',
        slug: 'stage',
        type: 'select',
        options: { select_options: [{ name: 'A' }, { name: 'B' }, { name: 'a' }] },
      },
    })
    expect(rejected.status).toBe(400)
    const second = await addAttribute('project', { name: 'Second', slug: 'second', type: 'text' })
    expect(BigInt(second.id)).toBe(BigInt(first.id) + 1n)
  })

  it('answers 404 for an unknown object slug', async () => {
    const response = await t.request('POST', '/v1/objects/project/attributes', {
      body: { name: 'Budget', slug: 'budget', type: 'currency' },
    })
    expectError(response, 404, /project/)
  })

  it('answers 401 without an API key, and adds nothing', async () => {
    const before = await attributesOf('company')
    expectError(
      await t.request('POST', '/v1/objects/company/attributes', {
        key: null,
        body: { name: 'Revenue', slug: 'revenue', type: 'number' },
      }),
      401,
    )
    expect(await attributesOf('company')).toEqual(before)
  })

  it('answers 403 naming object.write when the key lacks it, and adds nothing', async () => {
    const before = await attributesOf('company')
    const key = await t.createKey(['object.read', 'record.write'])
    const response = await t.request('POST', '/v1/objects/company/attributes', {
      key,
      body: { name: 'Revenue', slug: 'revenue', type: 'number' },
    })
    expectError(response, 403, 'POST /v1/objects/{slug}/attributes requires scope object.write')
    expect(await attributesOf('company')).toEqual(before)
  })
})

describe.each(['slug', 'id'] as const)('PATCH /v1/objects/{slug}/attributes/{attr_id} by %s', (by) => {
  const ref = (attribute: { id: string; slug: string }) => (by === 'id' ? attribute.id : attribute.slug)
  const patch = (object: string, attribute: { id: string; slug: string }, body: unknown, key?: string | null) =>
    t.request(
      'PATCH',
      `/v1/objects/${object}/attributes/${ref(attribute)}`,
      key === undefined ? { body } : { body, key },
    )

  it('changes the name and description and keeps the id, slug, type and options', async () => {
    const before = await attributeOf('company', 'employee_count')
    const response = await patch('company', before, { name: 'Headcount', description: 'Full-time staff' })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ ...before, name: 'Headcount', description: 'Full-time staff' })
    expect(await attributeOf('company', 'employee_count')).toEqual(response.body)
  })

  it('turns is_required on and off', async () => {
    const jobTitle = await attributeOf('person', 'job_title')
    const on = await patch('person', jobTitle, { options: { is_required: true } })
    expect(on.status).toBe(200)
    expect(on.body.options).toEqual({ ...DEFAULT_OPTIONS, is_required: true })
    expect((await attributeOf('person', 'job_title')).options.is_required).toBe(true)
    const off = await patch('person', jobTitle, { options: { is_required: false } })
    expect(off.body.options).toEqual(DEFAULT_OPTIONS)
  })

  it('turns use_raw_format on for a phone attribute', async () => {
    const phone = await attributeOf('person', 'phone_number')
    const response = await patch('person', phone, { options: { use_raw_format: true } })
    expect(response.status).toBe(200)
    expect(response.body.options.use_raw_format).toBe(true)
    expect((await attributeOf('person', 'phone_number')).options.use_raw_format).toBe(true)
  })

  it('answers 200 with the attribute unchanged for an empty patch', async () => {
    const before = await attributeOf('company', 'industries')
    const response = await patch('company', before, {})
    expect(response.status).toBe(200)
    expect(response.body).toEqual(before)
  })

  it('answers 400 naming is_unique or is_multi_value, which cannot be changed, and changes nothing', async () => {
    const before = await attributesOf('person')
    const email = before.find((a) => a.slug === 'email_addresses')
    expectError(await patch('person', email, { options: { is_unique: false } }), 400, /is_unique/)
    expectError(await patch('person', email, { options: { is_multi_value: false } }), 400, /is_multi_value/)
    const jobTitle = before.find((a) => a.slug === 'job_title')
    expectError(await patch('person', jobTitle, { options: { is_unique: true } }), 400, /is_unique/)
    expectError(
      await patch('person', jobTitle, { options: { is_multi_value: true }, name: 'Titles' }),
      400,
      /is_multi_value/,
    )
    expect(await attributesOf('person')).toEqual(before)
  })

  it('answers 400 naming slug or type, which cannot be changed, and changes nothing', async () => {
    const before = await attributesOf('person')
    const jobTitle = before.find((a) => a.slug === 'job_title')
    expectError(await patch('person', jobTitle, { slug: 'title' }), 400, /slug/)
    expectError(await patch('person', jobTitle, { type: 'select' }), 400, /type/)
    expect(await attributesOf('person')).toEqual(before)
  })

  it('answers 400 naming the option when it does not fit a text attribute, and changes nothing', async () => {
    const before = await attributesOf('person')
    const jobTitle = before.find((a) => a.slug === 'job_title')
    expectError(
      await patch('person', jobTitle, { options: { is_whole_number: true } }),
      400,
      /options\.is_whole_number/,
    )
    expectError(
      await patch('person', jobTitle, { options: { select_options: [{ name: 'CEO' }] } }),
      400,
      /options\.select_options/,
    )
    expectError(
      await patch('person', jobTitle, { name: 'Title', options: { use_raw_format: true } }),
      400,
      /options\.use_raw_format/,
    )
    expect(await attributesOf('person')).toEqual(before)
  })

  it('answers 400 naming the field when a field has the wrong type or is blank, and changes nothing', async () => {
    const before = await attributesOf('company')
    const industry = before.find((a) => a.slug === 'industries')
    expectError(await patch('company', industry, { name: 7 }), 400, /name/)
    expectError(await patch('company', industry, { name: '' }), 400, /name/)
    expectError(await patch('company', industry, { name: '  ' }), 400, 'name: must not be empty')
    expectError(await patch('company', industry, { description: null }), 400, /description/)
    expectError(await patch('company', industry, { options: { is_required: 'true' } }), 400, /options\.is_required/)
    expectError(await patch('company', industry, { options: { colour: 'red' } }), 400, /colour/)
    expectError(await t.request('PATCH', `/v1/objects/company/attributes/${ref(industry)}`), 400, /body/)
    expect(await attributesOf('company')).toEqual(before)
  })

  it('renames a select option kept by id, adds new options with fresh ids, and drops the rest', async () => {
    const industry = await attributeOf('company', 'industries')
    const [software, finance] = industry.options.select_options
    const response = await patch('company', industry, {
      options: {
        select_options: [
          { id: finance.id, name: 'Finance' },
          { id: software.id, name: 'Software' },
          { name: 'Aerospace' },
        ],
      },
    })
    expect(response.status).toBe(200)
    const options = response.body.options.select_options
    expect(options).toEqual([
      { id: finance.id, name: 'Finance' },
      { id: software.id, name: 'Software' },
      { id: expect.stringMatching(DIGITS), name: 'Aerospace' },
    ])
    const knownIds = new Set([industry.id, ...industry.options.select_options.map((o: any) => o.id)])
    expect(knownIds.has(options[2].id)).toBe(false)
    expect((await attributeOf('company', 'industries')).options.select_options).toEqual(options)
  })

  it('clears the values that held a removed select option and keeps the others', async () => {
    await createProject()
    const stage = await addAttribute('project', {
      name: 'Stage',
      slug: 'stage',
      type: 'select',
      options: { select_options: [{ name: 'Open' }, { name: 'Won' }, { name: 'Lost' }] },
    })
    const [open, won] = stage.options.select_options
    const apollo = await createRecord('project', { name: 'Apollo', stage: 'Open' })
    const gemini = await createRecord('project', { name: 'Gemini', stage: 'Won' })
    const mercury = await createRecord('project', { name: 'Mercury' })
    expect(gemini.attributes.stage).toEqual(won)

    const response = await patch('project', stage, {
      options: { select_options: [{ id: open.id, name: 'Active' }, { name: 'Paused' }] },
    })
    expect(response.status).toBe(200)
    expect((await getRecord(apollo.id)).attributes.stage).toEqual({ id: open.id, name: 'Active' })
    expect((await getRecord(gemini.id)).attributes.stage).toBeNull()
    expect((await getRecord(mercury.id)).attributes.stage).toBeNull()
    expectError(
      await t.request('PATCH', `/v1/records/${gemini.id}`, { body: { attributes: { stage: 'Won' } } }),
      400,
      /stage/,
    )
    const paused = await t.request('PATCH', `/v1/records/${gemini.id}`, { body: { attributes: { stage: 'Paused' } } })
    expect(paused.status).toBe(200)
    expect(paused.body.attributes.stage).toEqual(response.body.options.select_options[1])
  })

  it('removes a dropped option from multi-value select values and keeps the rest', async () => {
    await createProject()
    const tags = await addAttribute('project', {
      name: 'Tags',
      slug: 'tags',
      type: 'select',
      options: { is_multi_value: true, select_options: [{ name: 'Red' }, { name: 'Green' }, { name: 'Blue' }] },
    })
    const [red, green, blue] = tags.options.select_options
    const both = await createRecord('project', { name: 'Apollo', tags: ['Red', 'Green'] })
    const onlyGreen = await createRecord('project', { name: 'Gemini', tags: ['Green'] })
    const response = await patch('project', tags, { options: { select_options: [red, blue] } })
    expect(response.status).toBe(200)
    expect(response.body.options.select_options).toEqual([red, blue])
    expect((await getRecord(both.id)).attributes.tags).toEqual([red])
    expect((await getRecord(onlyGreen.id)).attributes.tags).toEqual([])
    expect(green.id).not.toBe(red.id)
  })

  it('answers 400 naming the option id when it is not an option of the attribute, and changes nothing', async () => {
    const before = await attributesOf('company')
    const industry = before.find((a) => a.slug === 'industries')
    const [software] = industry.options.select_options
    const record = (await companyRecords()).find((r) => r.attributes.industries.length > 0)
    for (const id of ['999999', industry.id, before[0].id]) {
      const response = await patch('company', industry, {
        options: {
          select_options: [
            { id: software.id, name: 'Software' },
            { id, name: 'Other' },
          ],
        },
      })
      expectError(response, 400, /options\.select_options\[1\]\.id/)
    }
    expect(await attributesOf('company')).toEqual(before)
    expect((await getRecord(record.id)).attributes.industries).toEqual(record.attributes.industries)
  })

  it('answers 400 naming the option when a name or an id is listed twice, and changes nothing', async () => {
    const before = await attributesOf('company')
    const industry = before.find((a) => a.slug === 'industries')
    const [software, finance] = industry.options.select_options
    expectError(
      await patch('company', industry, {
        options: { select_options: [{ id: software.id, name: 'Software' }, { name: 'SOFTWARE' }] },
      }),
      400,
      /options\.select_options\[1\]\.name/,
    )
    expectError(
      await patch('company', industry, {
        options: {
          select_options: [
            { id: finance.id, name: 'Finance' },
            { id: finance.id, name: 'Banking' },
          ],
        },
      }),
      400,
      /options\.select_options\[1\]\.id/,
    )
    expect(await attributesOf('company')).toEqual(before)
  })

  it('takes no id for a rejected option change, so the next new option gets the next id', async () => {
    await createProject()
    const stage = await addAttribute('project', {
      name: 'Stage',
      slug: 'stage',
      type: 'select',
      options: { select_options: [{ name: 'Open' }] },
    })
    const [open] = stage.options.select_options
    const rejected = await patch('project', stage, {
      options: { select_options: [open, { name: 'Won' }, { id: '999999', name: 'Lost' }] },
    })
    expect(rejected.status).toBe(400)
    const accepted = await patch('project', stage, { options: { select_options: [open, { name: 'Won' }] } })
    expect(accepted.status).toBe(200)
    expect(BigInt(accepted.body.options.select_options[1].id)).toBe(BigInt(open.id) + 1n)
  })

  it('answers 409 when is_whole_number is turned on while a record holds a fraction, and changes nothing', async () => {
    await createProject()
    const score = await addAttribute('project', { name: 'Score', slug: 'score', type: 'number' })
    const apollo = await createRecord('project', { name: 'Apollo', score: 2.5 })
    await createRecord('project', { name: 'Gemini', score: 3 })
    const response = await patch('project', score, { name: 'Points', options: { is_whole_number: true } })
    expectError(response, 409, /options\.is_whole_number/)
    expect(response.body.message).toContain(apollo.id)
    expect(await attributeOf('project', 'score')).toEqual(score)
    expect((await getRecord(apollo.id)).attributes.score).toBe(2.5)
  })

  it('turns is_whole_number on when every value is whole, and then refuses fractions', async () => {
    await createProject()
    const score = await addAttribute('project', { name: 'Score', slug: 'score', type: 'number' })
    const apollo = await createRecord('project', { name: 'Apollo', score: 2.5 })
    expect((await t.request('PATCH', `/v1/records/${apollo.id}`, { body: { attributes: { score: 4 } } })).status).toBe(
      200,
    )
    const response = await patch('project', score, { options: { is_whole_number: true } })
    expect(response.status).toBe(200)
    expect(response.body.options).toEqual({ ...DEFAULT_OPTIONS, is_whole_number: true })
    expectError(
      await t.request('PATCH', `/v1/records/${apollo.id}`, { body: { attributes: { score: 4.5 } } }),
      400,
      /score/,
    )
    expect((await getRecord(apollo.id)).attributes.score).toBe(4)
  })

  it('answers 404 for an unknown object slug', async () => {
    const industry = await attributeOf('company', 'industries')
    expectError(
      await t.request('PATCH', `/v1/objects/project/attributes/${ref(industry)}`, { body: { name: 'Sector' } }),
      404,
      /project/,
    )
  })

  it('answers 404 for an attribute the object does not have, and changes nothing', async () => {
    const before = await attributesOf('company')
    const unknown = by === 'id' ? '999999' : 'revenue'
    expectError(
      await t.request('PATCH', `/v1/objects/company/attributes/${unknown}`, { body: { name: 'Revenue' } }),
      404,
      new RegExp(unknown),
    )
    const personJobTitle = await attributeOf('person', 'job_title')
    expectError(await patch('company', personJobTitle, { name: 'Title' }), 404, new RegExp(ref(personJobTitle)))
    expect(await attributesOf('company')).toEqual(before)
    expect(await attributeOf('person', 'job_title')).toEqual(personJobTitle)
  })

  it('answers 401 without an API key, and changes nothing', async () => {
    const before = await attributeOf('company', 'industries')
    expectError(await patch('company', before, { name: 'Sector' }, null), 401)
    expect(await attributeOf('company', 'industries')).toEqual(before)
  })

  it('answers 403 naming object.write when the key lacks it, and changes nothing', async () => {
    const before = await attributeOf('company', 'industries')
    const key = await t.createKey(['object.read', 'record.write'])
    const response = await patch('company', before, { name: 'Sector' }, key)
    expectError(response, 403, 'PATCH /v1/objects/{slug}/attributes/{attr_id} requires scope object.write')
    expect(await attributeOf('company', 'industries')).toEqual(before)
  })
})

describe.each(['slug', 'id'] as const)('DELETE /v1/objects/{slug}/attributes/{attr_id} by %s', (by) => {
  const ref = (attribute: { id: string; slug: string }) => (by === 'id' ? attribute.id : attribute.slug)
  const remove = (object: string, attribute: { id: string; slug: string }, key?: string | null) =>
    t.request('DELETE', `/v1/objects/${object}/attributes/${ref(attribute)}`, key === undefined ? {} : { key })

  it('deletes the attribute, answering 200 with an empty body', async () => {
    const industry = await attributeOf('company', 'industries')
    expectEmpty(await remove('company', industry))
    expect((await attributesOf('company')).map((a) => a.slug)).toEqual([
      'name',
      'domains',
      'employee_count',
      'location',
    ])
  })

  it("drops the attribute's values from every record", async () => {
    const records = await companyRecords()
    const holder = records.find((r) => r.attributes.industries.length > 0)
    expect(holder).toBeDefined()
    expect(holder.attributes).toHaveProperty('industries')
    const industry = await attributeOf('company', 'industries')
    expectEmpty(await remove('company', industry))
    const after = await getRecord(holder.id)
    expect(after.attributes).not.toHaveProperty('industries')
    expect(after.attributes.name).toEqual(holder.attributes.name)
    expect(after.attributes.employee_count).toEqual(holder.attributes.employee_count)
    for (const record of await companyRecords()) expect(record.attributes).not.toHaveProperty('industries')
    expectError(
      await t.request('PATCH', `/v1/records/${holder.id}`, { body: { attributes: { industries: ['tech'] } } }),
      400,
      /industries/,
    )
  })

  it('frees the slug: an attribute created again with it holds no old values and no old unique claims', async () => {
    const records = await companyRecords()
    const holder = records.find((r) => r.attributes.domains.length > 0)
    const domain = holder.attributes.domains[0]
    const domains = await attributeOf('company', 'domains')
    expectEmpty(await remove('company', domains))
    const recreated = await addAttribute('company', {
      name: 'Domains',
      slug: 'domains',
      type: 'domain',
      options: { is_multi_value: true, is_unique: true },
    })
    expect(recreated.id).not.toBe(domains.id)
    expect((await getRecord(holder.id)).attributes.domains).toEqual([])
    const other = await createRecord('company', { name: 'Copycat', domains: [domain] })
    expect(other.attributes.domains).toEqual([domain])
  })

  it('answers 400 for the primary attribute name, and keeps it and its values', async () => {
    const [record] = await companyRecords()
    const before = await attributesOf('company')
    const response = await remove('company', before[0])
    expectError(response, 400, /name/)
    expect(await attributesOf('company')).toEqual(before)
    expect((await getRecord(record.id)).attributes.name).toEqual(record.attributes.name)
    await createProject()
    const projectName = await attributeOf('project', 'name')
    expectError(await remove('project', projectName), 400, /name/)
    expect((await attributesOf('project')).map((a) => a.slug)).toEqual(['name'])
  })

  it('answers 404 for an unknown object slug', async () => {
    const industry = await attributeOf('company', 'industries')
    expectError(await t.request('DELETE', `/v1/objects/project/attributes/${ref(industry)}`), 404, /project/)
    expect(await attributeOf('company', 'industries')).toEqual(industry)
  })

  it('answers 404 for an attribute of another object, an unknown attribute and a second delete', async () => {
    const personLocation = await attributeOf('person', 'location')
    const companyLocation = await attributeOf('company', 'location')
    const jobTitle = await attributeOf('person', 'job_title')
    expectError(await remove('company', jobTitle), 404, new RegExp(ref(jobTitle)))
    expect(await attributeOf('person', 'job_title')).toEqual(jobTitle)
    expectEmpty(await remove('company', companyLocation))
    expectError(await remove('company', companyLocation), 404, new RegExp(ref(companyLocation)))
    expect(await attributeOf('person', 'location')).toEqual(personLocation)
    expectError(await t.request('DELETE', `/v1/objects/company/attributes/${by === 'id' ? '999999' : 'revenue'}`), 404)
  })

  it('answers 401 without an API key, and deletes nothing', async () => {
    const before = await attributesOf('company')
    expectError(await remove('company', before[2], null), 401)
    expect(await attributesOf('company')).toEqual(before)
  })

  it('answers 403 naming object.write when the key lacks it, and deletes nothing', async () => {
    const before = await attributesOf('company')
    const key = await t.createKey(['object.read', 'record.write'])
    const response = await remove('company', before[2], key)
    expectError(response, 403, 'DELETE /v1/objects/{slug}/attributes/{attr_id} requires scope object.write')
    expect(await attributesOf('company')).toEqual(before)
  })
})
