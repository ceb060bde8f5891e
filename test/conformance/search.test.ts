import { beforeEach, describe, expect, it } from 'vitest'
import { DIGITS, expectError } from '../support/assertions.js'
import { useTarget } from '../support/target.js'

const t = useTarget()

interface Hit {
  id: string
  primary_value: string
  matched_value: string
  score: number
  entity_definition_id: string
}

interface Results {
  results: Record<string, Hit[]>
  errored_search_types: string[]
}

/** A key on an empty workspace of its own, so seeded names cannot match. */
let key: string
let objectIds: Record<string, string>

beforeEach(async () => {
  key = await t.createKey(['record.read', 'record.write', 'object.read', 'object.write'], '2')
  const objects = await t.request('GET', '/v1/objects', { key })
  objectIds = Object.fromEntries(objects.body.data.map((o: { slug: string; id: string }) => [o.slug, o.id]))
})

const search = (query: unknown, as: string | null = key) =>
  t.request<Results>('POST', '/v1/search', { key: as, body: { query } })

async function create(slug: string, attributes: Record<string, unknown>): Promise<string> {
  const response = await t.request('POST', `/v1/objects/${slug}`, { key, body: { attributes } })
  expect(response.status, response.text).toBe(200)
  return response.body.id as string
}

/** The ids of one object's hits, best first. */
async function hitIds(query: string, slug = 'person'): Promise<string[]> {
  const response = await search(query)
  expect(response.status, response.text).toBe(200)
  return (response.body.results[slug] ?? []).map((hit) => hit.id)
}

async function seedPeople() {
  const ada = await create('person', {
    name: 'Ada Lovelace',
    email_addresses: ['ada@analytical.io'],
    job_title: 'Mathematician',
    location: 'London, GB',
  })
  const byron = await create('person', { name: 'Ada Byron', job_title: 'Poet' })
  const charles = await create('person', { name: 'Charles Babbage', job_title: 'Engineer', location: 'London, GB' })
  const engines = await create('company', {
    name: 'Analytical Engines',
    domains: ['analytical.io'],
    industries: ['tech'],
  })
  return { ada, byron, charles, engines }
}

describe('searching records (POST /v1/search)', () => {
  it('finds "Ada Lovelace" by the prefix "ada", with its name, the value that matched and a score', async () => {
    const { ada, byron } = await seedPeople()
    const response = await search('ada')
    expect(response.status).toBe(200)
    expect(response.body.errored_search_types).toEqual([])
    expect(Object.keys(response.body.results)).toEqual(['person'])
    const hits = response.body.results.person!
    expect(hits.map((hit) => hit.id).sort()).toEqual([ada, byron].sort())
    const lovelace = hits.find((hit) => hit.id === ada)!
    expect(lovelace).toEqual({
      id: ada,
      primary_value: 'Ada Lovelace',
      matched_value: expect.any(String),
      score: expect.any(Number),
      entity_definition_id: objectIds.person,
    })
    expect(['Ada Lovelace', 'ada@analytical.io']).toContain(lovelace.matched_value)
    expect(lovelace.score).toBeGreaterThan(0)
    expect(lovelace.id).toMatch(DIGITS)
  })

  it('matches without regard to case', async () => {
    const { ada } = await seedPeople()
    expect(await hitIds('LOVELACE')).toEqual([ada])
    expect(await hitIds('lOvElAcE')).toEqual([ada])
  })

  it('tolerates a typo: "lovelase" finds Lovelace', async () => {
    const { ada } = await seedPeople()
    const response = await search('lovelase')
    expect(response.body.results.person).toEqual([
      expect.objectContaining({ id: ada, primary_value: 'Ada Lovelace', matched_value: 'Ada Lovelace' }),
    ])
  })

  it('groups the hits by object slug', async () => {
    const { ada, charles, engines } = await seedPeople()
    const { body } = await search('analytical london')
    expect(Object.keys(body.results).sort()).toEqual(['company', 'person'])
    expect(body.results.company).toEqual([
      {
        id: engines,
        primary_value: 'Analytical Engines',
        matched_value: 'Analytical Engines',
        score: expect.any(Number),
        entity_definition_id: objectIds.company,
      },
    ])
    expect(body.results.person!.map((hit) => hit.id).sort()).toEqual([ada, charles].sort())
    for (const hit of body.results.person!) expect(hit.entity_definition_id).toBe(objectIds.person)
  })

  it('ranks the best match first: an exact full name above a partial one', async () => {
    const { ada, byron } = await seedPeople()
    const hits = (await search('Ada Lovelace')).body.results.person!
    expect(hits[0]).toMatchObject({ id: ada, matched_value: 'Ada Lovelace' })
    const partial = hits.find((hit) => hit.id === byron)!
    expect(partial.primary_value).toBe('Ada Byron')
    expect(hits[0]!.score).toBeGreaterThan(partial.score)
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hits[i]!.score)
  })

  it('answers at most 20 hits per object', async () => {
    for (let i = 0; i < 22; i++) await create('person', { name: `Grace Hopper${i}` })
    expect(await hitIds('grace')).toHaveLength(20)
  })

  it('answers no groups when nothing matches', async () => {
    await seedPeople()
    expect((await search('zebra')).body).toEqual({ results: {}, errored_search_types: [] })
  })

  it('finds a seeded person of the default workspace by full name, first', async () => {
    const people = await t.request('POST', '/v1/objects/person/records', { body: { limit: 1 } })
    const person = people.body.data[0]
    const name = `${person.attributes.name.first_name} ${person.attributes.name.last_name}`
    const { body } = await search(name, t.mock.apiKey)
    expect(body.results.person![0]).toMatchObject({
      id: person.id,
      primary_value: name,
      matched_value: name,
      entity_definition_id: person.object_id,
    })
  })
})

describe('the search index follows every write at once', () => {
  it('finds a renamed record by its new name and no longer by its old one', async () => {
    const { ada } = await seedPeople()
    expect(await hitIds('lovelace')).toEqual([ada])
    await t.request('PATCH', `/v1/records/${ada}`, { key, body: { attributes: { name: 'Augusta King' } } })
    expect(await hitIds('lovelace')).toEqual([])
    expect((await search('augusta')).body.results.person).toEqual([
      expect.objectContaining({ id: ada, primary_value: 'Augusta King', matched_value: 'Augusta King' }),
    ])
  })

  it('finds a record created after the first search, and a value set by an upsert', async () => {
    await seedPeople()
    expect(await hitIds('hopper')).toEqual([])
    const grace = await create('person', { name: 'Grace Hopper', email_addresses: ['grace@navy.mil'] })
    expect(await hitIds('hopper')).toEqual([grace])
    await t.request('PUT', '/v1/objects/person', {
      key,
      body: {
        matching_attribute: 'email_addresses',
        attributes: { email_addresses: ['grace@navy.mil'], job_title: 'Rear Admiral' },
      },
    })
    expect(await hitIds('admiral')).toEqual([grace])
  })

  it('drops a deleted record', async () => {
    const { charles } = await seedPeople()
    expect(await hitIds('babbage')).toEqual([charles])
    await t.request('DELETE', `/v1/records/${charles}`, { key })
    expect(await hitIds('babbage')).toEqual([])
  })

  it('drops the matches on a deleted attribute', async () => {
    const { ada, byron } = await seedPeople()
    expect(await hitIds('poet')).toEqual([byron])
    expect((await t.request('DELETE', '/v1/objects/person/attributes/job_title', { key })).status).toBe(200)
    expect(await hitIds('poet')).toEqual([])
    expect(await hitIds('mathematician')).toEqual([])
    expect(await hitIds('lovelace')).toEqual([ada])
  })

  it('drops the records of a deleted object', async () => {
    await seedPeople()
    expect((await t.request('POST', '/v1/objects', { key, body: { name: 'Deal', slug: 'deal' } })).status).toBe(200)
    const deal = await create('deal', { name: 'Analytical expansion' })
    expect(await hitIds('expansion', 'deal')).toEqual([deal])
    expect((await t.request('DELETE', '/v1/objects/deal', { key })).status).toBe(200)
    const { body } = await search('analytical expansion')
    expect(body.results.deal).toBeUndefined()
    expect(body.results.company).toHaveLength(1)
  })

  it('reads a renamed select option by its new name', async () => {
    const { engines } = await seedPeople()
    expect(await hitIds('technology', 'company')).toEqual([engines])
    const attribute = await t.request('GET', '/v1/objects/company', { key })
    const industries = attribute.body.attributes.find((a: { slug: string }) => a.slug === 'industries')
    const options = industries.options.select_options.map((o: { id: string; name: string }) =>
      o.id === 'tech' ? { id: 'tech', name: 'Computing' } : o,
    )
    expect(
      (
        await t.request('PATCH', `/v1/objects/company/attributes/${industries.id}`, {
          key,
          body: { options: { select_options: options } },
        })
      ).status,
    ).toBe(200)
    expect(await hitIds('technology', 'company')).toEqual([])
    expect(await hitIds('computing', 'company')).toEqual([engines])
  })
})

describe('search errors', () => {
  it('answers 400 naming query for an empty, blank or 501-character query, and for none', async () => {
    const message =
      'Invalid request body: query: must hold 1 to 500 characters (leading and trailing spaces do not count)'
    expectError(await search(''), 400, message)
    expectError(await search('   '), 400, message)
    expectError(await search('a'.repeat(501)), 400, message)
    expectError(await t.request('POST', '/v1/search', { key, body: {} }), 400, { contains: 'query' })
    expectError(await search(42), 400, { contains: 'query' })
    expectError(await t.request('POST', '/v1/search', { key }), 400, 'A JSON request body is required')
    expectError(await t.request('POST', '/v1/search', { key, body: { query: 'ada', limit: 5 } }), 400, {
      contains: 'limit',
    })
  })

  it('accepts 500 characters, and counts them after trimming', async () => {
    expect((await search('a'.repeat(500))).status).toBe(200)
    expect((await search(`  ${'a'.repeat(500)}  `)).status).toBe(200)
    expect((await search('a')).status).toBe(200)
  })

  it('answers 401 without a key and 403 naming record.read with a key that lacks it', async () => {
    expectError(await search('ada', null), 401, { contains: 'Authorization' })
    const writer = await t.createKey(['record.write', 'object.read'])
    expectError(await search('ada', writer), 403, 'POST /v1/search requires scope record.read')
    expect((await search('ada', await t.createKey(['record.read']))).status).toBe(200)
  })
})
