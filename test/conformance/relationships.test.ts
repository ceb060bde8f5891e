import { describe, expect, it } from 'vitest'
import { DIGITS, expectEmpty, expectError, TIMESTAMP } from '../support/assertions.js'
import { useTarget } from '../support/target.js'

const t = useTarget()

/** The instant a fresh mock's manual clock starts at. */
const START = '2026-01-15T10:00:00Z'

interface Definition {
  id: string
  type: string
  entity_definition_1_id: string
  entity_definition_2_id: string
  entity_1_to_2_predicate: string
  entity_2_to_1_predicate: string
  created_at: string
}

interface Instance {
  id: string
  definition_id: string
  entity_1_id: string
  entity_2_id: string
  created_at: string
}

interface TimelineEvent {
  resource_type: string
  resource_id: string
  event_type: string
  event_payload: Record<string, any>
  created_by: string
}

async function objectId(slug: string): Promise<string> {
  const response = await t.request('GET', `/v1/objects/${slug}`)
  expect(response.status).toBe(200)
  return response.body.id
}

async function createRecord(slug: string, attributes: Record<string, unknown>): Promise<string> {
  const response = await t.request('POST', `/v1/objects/${slug}`, { body: { attributes } })
  expect(response.status, response.text).toBe(200)
  return response.body.id
}

const createPerson = (name: string) => createRecord('person', { name })
const createCompany = (name: string) => createRecord('company', { name })

const postDefinition = (body: Record<string, unknown>, key?: string | null) =>
  t.request<Definition>('POST', '/v1/relationships', { body, ...(key === undefined ? {} : { key }) })

async function createDefinition(
  type: string,
  first: string,
  second: string,
  predicates: [string, string] = ['employs', 'works at'],
): Promise<Definition> {
  const response = await postDefinition({
    type,
    entity_definition_1_id: await objectId(first),
    entity_definition_2_id: await objectId(second),
    entity_1_to_2_predicate: predicates[0],
    entity_2_to_1_predicate: predicates[1],
  })
  expect(response.status, response.text).toBe(200)
  return response.body
}

const link = (recordId: string, definition_id: string, entity_1_id: string, entity_2_id: string, key?: string | null) =>
  t.request<Instance>('POST', `/v1/records/${recordId}/relationships`, {
    body: { definition_id, entity_1_id, entity_2_id },
    ...(key === undefined ? {} : { key }),
  })

async function linked(recordId: string, definitionId: string, first: string, second: string): Promise<Instance> {
  const response = await link(recordId, definitionId, first, second)
  expect(response.status, response.text).toBe(200)
  return response.body
}

async function definitions(): Promise<Definition[]> {
  const response = await t.request('GET', '/v1/relationships')
  expect(response.status).toBe(200)
  return response.body.data
}

/** The newest events of a record's timeline (one page of 100). */
async function timeline(recordId: string): Promise<TimelineEvent[]> {
  const response = await t.request('GET', `/v1/records/${recordId}/timeline?limit=100`)
  expect(response.status, response.text).toBe(200)
  return response.body.data
}

const relationshipEvents = (events: TimelineEvent[]) => events.filter((e) => e.event_payload.relationship !== undefined)

/** An employment definition, a company and a person: the usual cast of a test. */
async function employment(): Promise<{ definition: Definition; company: string; person: string }> {
  const definition = await createDefinition('one_to_many', 'company', 'person')
  return {
    definition,
    company: await createCompany('Analytical Engines Ltd'),
    person: await createPerson('Ada Lovelace'),
  }
}

describe('POST /v1/relationships', () => {
  it('creates a definition between two objects and answers it whole', async () => {
    const company = await objectId('company')
    const person = await objectId('person')
    const response = await postDefinition({
      type: 'one_to_many',
      entity_definition_1_id: company,
      entity_definition_2_id: person,
      entity_1_to_2_predicate: 'has investor',
      entity_2_to_1_predicate: 'invests in',
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      id: expect.stringMatching(DIGITS),
      type: 'one_to_many',
      entity_definition_1_id: company,
      entity_definition_2_id: person,
      entity_1_to_2_predicate: 'has investor',
      entity_2_to_1_predicate: 'invests in',
      created_at: START,
    })
    expect((await definitions()).at(-1)).toEqual(response.body)
  })

  it('links an object to itself and reads a predicate left out as "related to"', async () => {
    const person = await objectId('person')
    const response = await postDefinition({
      type: 'many_to_many',
      entity_definition_1_id: person,
      entity_definition_2_id: person,
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      entity_definition_1_id: person,
      entity_definition_2_id: person,
      entity_1_to_2_predicate: 'related to',
      entity_2_to_1_predicate: 'related to',
    })
  })

  it.each(['one_to_one', 'one_to_many', 'many_to_many'])('accepts the type %s', async (type) => {
    const definition = await createDefinition(type, 'person', 'company')
    expect(definition.type).toBe(type)
  })

  it('answers 400 naming type when it is not a known cardinality', async () => {
    const company = await objectId('company')
    const response = await postDefinition({
      type: 'many_to_one',
      entity_definition_1_id: company,
      entity_definition_2_id: company,
    })
    expectError(response, 400, { contains: 'type' })
  })

  it.each(['type', 'entity_definition_1_id', 'entity_definition_2_id'])(
    'answers 400 naming %s when it is missing',
    async (field) => {
      const body: Record<string, unknown> = {
        type: 'one_to_one',
        entity_definition_1_id: await objectId('person'),
        entity_definition_2_id: await objectId('company'),
      }
      delete body[field]
      expectError(await postDefinition(body), 400, { contains: field })
    },
  )

  it('answers 400 naming the field when an object id is not an object of the workspace, and creates nothing', async () => {
    const before = await definitions()
    const person = await objectId('person')
    expectError(
      await postDefinition({
        type: 'one_to_one',
        entity_definition_1_id: '99999999999999999',
        entity_definition_2_id: person,
      }),
      400,
      {
        contains: 'entity_definition_1_id: no object with id 99999999999999999',
      },
    )
    expectError(
      await postDefinition({ type: 'one_to_one', entity_definition_1_id: person, entity_definition_2_id: 'person' }),
      400,
      { contains: 'entity_definition_2_id' },
    )
    expect(await definitions()).toEqual(before)
  })

  it('answers 400 naming the field when an id is a list rather than an object', async () => {
    const lists = await t.request('GET', '/v1/objects/person/lists')
    const list = lists.body.data[0]
    const response = await postDefinition({
      type: 'one_to_many',
      entity_definition_1_id: await objectId('company'),
      entity_definition_2_id: list.id,
    })
    expectError(response, 400, { contains: `entity_definition_2_id: ${list.id} is the list "${list.slug}"` })
  })

  it('answers 400 naming a blank predicate and an unknown field', async () => {
    const person = await objectId('person')
    expectError(
      await postDefinition({
        type: 'one_to_one',
        entity_definition_1_id: person,
        entity_definition_2_id: person,
        entity_1_to_2_predicate: '   ',
      }),
      400,
      {
        contains: 'entity_1_to_2_predicate',
      },
    )
    expectError(
      await postDefinition({
        type: 'one_to_one',
        entity_definition_1_id: person,
        entity_definition_2_id: person,
        label: 'x',
      }),
      400,
      { contains: 'label' },
    )
  })

  it('answers 401 without a key and 403 naming relationship.write with a read-only key', async () => {
    const body = {
      type: 'one_to_one',
      entity_definition_1_id: await objectId('person'),
      entity_definition_2_id: await objectId('company'),
    }
    expectError(await postDefinition(body, null), 401)
    const key = await t.createKey(['relationship.read', 'object.read'])
    expectError(await postDefinition(body, key), 403, 'POST /v1/relationships requires scope relationship.write')
    expect(await definitions()).toHaveLength(3)
  })
})

describe('GET /v1/relationships', () => {
  it('lists the seeded definitions oldest first: company employs people, people manage and know people', async () => {
    const person = await objectId('person')
    const company = await objectId('company')
    const seeded = await definitions()
    expect(seeded.map(({ id: _, created_at: __, ...rest }) => rest)).toEqual([
      {
        type: 'one_to_many',
        entity_definition_1_id: company,
        entity_definition_2_id: person,
        entity_1_to_2_predicate: 'employs',
        entity_2_to_1_predicate: 'works at',
      },
      {
        type: 'one_to_many',
        entity_definition_1_id: person,
        entity_definition_2_id: person,
        entity_1_to_2_predicate: 'manages',
        entity_2_to_1_predicate: 'reports to',
      },
      {
        type: 'many_to_many',
        entity_definition_1_id: person,
        entity_definition_2_id: person,
        entity_1_to_2_predicate: 'knows',
        entity_2_to_1_predicate: 'knows',
      },
    ])
    for (const definition of seeded) expect(definition.created_at).toMatch(TIMESTAMP)
  })

  it('answers 401 without a key and 403 naming relationship.read with a write-only key', async () => {
    expectError(await t.request('GET', '/v1/relationships', { key: null }), 401)
    const key = await t.createKey(['relationship.write'])
    expectError(
      await t.request('GET', '/v1/relationships', { key }),
      403,
      'GET /v1/relationships requires scope relationship.read',
    )
  })

  it("shows another workspace none of this one's definitions", async () => {
    const key = await t.createKey(['relationship.read'], '7')
    const response = await t.request('GET', '/v1/relationships', { key })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ data: [] })
  })
})

describe('the seeded relationship instances', () => {
  it('have every person work at the company whose domain their e-mail address uses', async () => {
    const [employmentDefinition] = await definitions()
    const people = (await t.request('POST', '/v1/objects/person/records', { body: { limit: 500 } })).body.data
    const companies = (await t.request('POST', '/v1/objects/company/records', { body: { limit: 500 } })).body.data
    const byDomain = new Map<string, string>(companies.map((c: any) => [c.attributes.domains[0], c.id]))
    const spare = await createCompany('Spare Parts Inc')
    expect(people).toHaveLength(50)
    for (const person of people) {
      const employer = byDomain.get(person.attributes.email_addresses[0].split('@')[1])
      // A second employer is refused, naming the one the seed gave.
      const response = await link(person.id, employmentDefinition!.id, spare, person.id)
      expectError(response, 409, { contains: `record ${person.id} already works at record ${employer} (instance ` })
    }
  })

  it('show on the timelines of both records', async () => {
    const people = (await t.request('POST', '/v1/objects/person/records', { body: { limit: 1, offset: 10 } })).body.data
    const events = relationshipEvents(await timeline(people[0].id))
    const worksAt = events.find((e) => e.event_payload.relationship.predicate === 'works at')
    expect(worksAt).toMatchObject({
      resource_type: 'entity',
      resource_id: people[0].id,
      event_type: 'updated',
      created_by: 'system',
    })
    expect(worksAt!.event_payload.relationship).toMatchObject({ action: 'added', other_entity_type: 'company' })
    const companyEvents = relationshipEvents(await timeline(worksAt!.event_payload.relationship.other_entity_id))
    expect(
      companyEvents.some(
        (e) =>
          e.event_payload.relationship.predicate === 'employs' &&
          e.event_payload.relationship.other_entity_id === people[0].id,
      ),
    ).toBe(true)
  })
})

describe('POST /v1/records/{record_id}/relationships', () => {
  it('links two records from either of them and answers the instance', async () => {
    const { definition, company, person } = await employment()
    const response = await link(person, definition.id, company, person)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      id: expect.stringMatching(DIGITS),
      definition_id: definition.id,
      entity_1_id: company,
      entity_2_id: person,
      created_at: START,
    })
    const other = await createPerson('Charles Babbage')
    expect((await link(company, definition.id, company, other)).status).toBe(200)
  })

  it("writes an added event on both records' timelines, each from its own side", async () => {
    const { definition, company, person } = await employment()
    const instance = await linked(person, definition.id, company, person)
    const [personEvent] = relationshipEvents(await timeline(person))
    expect(personEvent).toMatchObject({
      resource_type: 'entity',
      resource_id: person,
      event_type: 'updated',
      created_by: 'developer_api',
    })
    expect(personEvent!.event_payload).toEqual({
      entity: { id: person, definition_id: await objectId('person'), type: 'person', name: 'Ada Lovelace' },
      relationship: {
        id: instance.id,
        definition_id: definition.id,
        action: 'added',
        predicate: 'works at',
        other_entity_id: company,
        other_entity_name: 'Analytical Engines Ltd',
        other_entity_type: 'company',
      },
      field_changes: [
        { field_name: 'works at', old_value: null, new_value: { id: company, name: 'Analytical Engines Ltd' } },
      ],
    })
    const [companyEvent] = relationshipEvents(await timeline(company))
    expect(companyEvent!.event_payload.relationship).toMatchObject({
      predicate: 'employs',
      other_entity_id: person,
      other_entity_name: 'Ada Lovelace',
    })
  })

  it('lets entity 1 of a one_to_many have many entity 2s, and answers 409 naming the partner an entity 2 already has', async () => {
    const { definition, company, person } = await employment()
    const first = await linked(person, definition.id, company, person)
    const rival = await createCompany('Difference Engines plc')
    const response = await link(person, definition.id, rival, person)
    expectError(
      response,
      409,
      `entity_2_id: record ${person} already works at record ${company} (instance ${first.id}); in a one_to_many definition each entity 2 has at most one entity 1`,
    )
    for (const name of ['Charles Babbage', 'Mary Somerville'])
      expect((await link(company, definition.id, company, await createPerson(name))).status).toBe(200)
    expect(relationshipEvents(await timeline(rival))).toEqual([])
  })

  it('answers 409 on either side of a one_to_one, naming the partner taken', async () => {
    const definition = await createDefinition('one_to_one', 'person', 'person', ['is married to', 'is married to'])
    const ada = await createPerson('Ada Lovelace')
    const william = await createPerson('William King')
    const charles = await createPerson('Charles Babbage')
    const marriage = await linked(ada, definition.id, ada, william)
    expectError(await link(ada, definition.id, ada, charles), 409, {
      contains: `entity_1_id: record ${ada} already is married to record ${william} (instance ${marriage.id})`,
    })
    expectError(await link(charles, definition.id, charles, william), 409, {
      contains: `entity_2_id: record ${william} already is married to record ${ada} (instance ${marriage.id})`,
    })
  })

  it('answers 409 for the same pair twice, also in a many_to_many', async () => {
    const definition = await createDefinition('many_to_many', 'person', 'person', ['knows', 'knows'])
    const ada = await createPerson('Ada Lovelace')
    const charles = await createPerson('Charles Babbage')
    const first = await linked(ada, definition.id, ada, charles)
    expectError(
      await link(charles, definition.id, ada, charles),
      409,
      `entity_2_id: records ${ada} and ${charles} are already related by definition ${definition.id} (instance ${first.id})`,
    )
    // The other direction is another statement: Charles knows Ada.
    expect((await link(charles, definition.id, charles, ada)).status).toBe(200)
    expect((await link(ada, definition.id, ada, await createPerson('Mary Somerville'))).status).toBe(200)
  })

  it('answers 400 naming record_id when the path record is neither entity', async () => {
    const { definition, company, person } = await employment()
    const bystander = await createPerson('Mary Somerville')
    expectError(await link(bystander, definition.id, company, person), 400, {
      contains: `record_id: record ${bystander} is neither entity_1_id nor entity_2_id`,
    })
    expect(relationshipEvents(await timeline(person))).toEqual([])
  })

  it('answers 400 naming the entity whose record is of the wrong object', async () => {
    const { definition, company, person } = await employment()
    expectError(await link(person, definition.id, person, person), 400, {
      contains: `entity_1_id: record ${person} is a person, but entity 1 of definition ${definition.id} is a company`,
    })
    expectError(await link(company, definition.id, company, company), 400, {
      contains: `entity_2_id: record ${company} is a company, but entity 2 of definition ${definition.id} is a person`,
    })
  })

  it('answers 400 when a record would be related to itself', async () => {
    const definition = await createDefinition('many_to_many', 'person', 'person', ['knows', 'knows'])
    const ada = await createPerson('Ada Lovelace')
    expectError(await link(ada, definition.id, ada, ada), 400, `entity_2_id: record ${ada} cannot be related to itself`)
  })

  it('answers 400 naming each missing or malformed body field', async () => {
    const { definition, company, person } = await employment()
    for (const field of ['definition_id', 'entity_1_id', 'entity_2_id']) {
      const body: Record<string, unknown> = { definition_id: definition.id, entity_1_id: company, entity_2_id: person }
      delete body[field]
      expectError(await t.request('POST', `/v1/records/${person}/relationships`, { body }), 400, { contains: field })
      expectError(
        await t.request('POST', `/v1/records/${person}/relationships`, { body: { ...body, [field]: 'abc' } }),
        400,
        { contains: field },
      )
    }
    expectError(
      await t.request('POST', '/v1/records/abc/relationships', {
        body: { definition_id: definition.id, entity_1_id: company, entity_2_id: person },
      }),
      400,
      {
        contains: 'record_id',
      },
    )
  })

  it('answers 404 for an unknown path record, definition or entity, naming which', async () => {
    const { definition, company, person } = await employment()
    const missing = '99999999999999999'
    expectError(await link(missing, definition.id, company, person), 404, `Record ${missing} not found`)
    expectError(
      await link(person, missing, company, person),
      404,
      `definition_id: relationship definition ${missing} not found`,
    )
    expectError(await link(person, definition.id, missing, person), 404, `entity_1_id: record ${missing} not found`)
    expectError(await link(person, definition.id, company, missing), 404, `entity_2_id: record ${missing} not found`)
  })

  it('answers 404 for records of another workspace', async () => {
    const { definition, company, person } = await employment()
    const key = await t.createKey(['relationship.write'], '7')
    expectError(await link(person, definition.id, company, person, key), 404, `Record ${person} not found`)
  })

  it('answers 401 without a key and 403 naming relationship.write with a key that lacks it', async () => {
    const { definition, company, person } = await employment()
    expectError(await link(person, definition.id, company, person, null), 401)
    const key = await t.createKey(['relationship.read', 'record.write'])
    expectError(
      await link(person, definition.id, company, person, key),
      403,
      'POST /v1/records/{record_id}/relationships requires scope relationship.write',
    )
    expect(relationshipEvents(await timeline(person))).toEqual([])
  })
})

describe('DELETE /v1/records/{record_id}/relationships/{rel_id}', () => {
  it('deletes the instance from either record, writes the removal on both timelines, and frees the partner slot', async () => {
    const { definition, company, person } = await employment()
    const instance = await linked(person, definition.id, company, person)
    t.mock.clock.advance('1h')
    expectEmpty(await t.request('DELETE', `/v1/records/${company}/relationships/${instance.id}`))
    const [removed] = relationshipEvents(await timeline(person))
    expect(removed!.event_payload.relationship).toMatchObject({
      id: instance.id,
      action: 'removed',
      other_entity_id: company,
    })
    expect(removed!.event_payload.field_changes).toEqual([
      { field_name: 'works at', old_value: { id: company, name: 'Analytical Engines Ltd' }, new_value: null },
    ])
    expect(relationshipEvents(await timeline(company))[0]!.event_payload.relationship).toMatchObject({
      action: 'removed',
      predicate: 'employs',
    })
    // The person has no employer now, so another company may take them.
    expect((await link(person, definition.id, await createCompany('Difference Engines plc'), person)).status).toBe(200)
    expectError(
      await t.request('DELETE', `/v1/records/${person}/relationships/${instance.id}`),
      404,
      `Relationship instance ${instance.id} not found`,
    )
  })

  it('answers 404 when the record takes no part in the instance, and deletes nothing', async () => {
    const { definition, company, person } = await employment()
    const instance = await linked(person, definition.id, company, person)
    const bystander = await createPerson('Mary Somerville')
    expectError(
      await t.request('DELETE', `/v1/records/${bystander}/relationships/${instance.id}`),
      404,
      `Relationship instance ${instance.id} not found on record ${bystander}`,
    )
    expectError(await link(person, definition.id, company, person), 409)
  })

  it('answers 404 for an unknown record or instance and 400 for a non-digit id', async () => {
    const { person } = await employment()
    expectError(
      await t.request('DELETE', `/v1/records/99999999999999999/relationships/1`),
      404,
      'Record 99999999999999999 not found',
    )
    expectError(
      await t.request('DELETE', `/v1/records/${person}/relationships/99999999999999999`),
      404,
      'Relationship instance 99999999999999999 not found',
    )
    expectError(await t.request('DELETE', `/v1/records/${person}/relationships/abc`), 400, { contains: 'rel_id' })
  })

  it('answers 401 without a key and 403 naming relationship.write with a key that lacks it', async () => {
    const { definition, company, person } = await employment()
    const instance = await linked(person, definition.id, company, person)
    const path = `/v1/records/${person}/relationships/${instance.id}`
    expectError(await t.request('DELETE', path, { key: null }), 401)
    const key = await t.createKey(['relationship.read', 'record.write'])
    expectError(
      await t.request('DELETE', path, { key }),
      403,
      'DELETE /v1/records/{record_id}/relationships/{rel_id} requires scope relationship.write',
    )
    expectError(await link(person, definition.id, company, person), 409)
  })
})

describe('DELETE /v1/relationships/{id}', () => {
  it("deletes the definition and its instances, each removal on both records' timelines", async () => {
    const { definition, company, person } = await employment()
    const instance = await linked(person, definition.id, company, person)
    expectEmpty(await t.request('DELETE', `/v1/relationships/${definition.id}`))
    expect((await definitions()).map((d) => d.id)).not.toContain(definition.id)
    expect(relationshipEvents(await timeline(person))[0]!.event_payload.relationship).toMatchObject({
      id: instance.id,
      action: 'removed',
    })
    expect(relationshipEvents(await timeline(company))[0]!.event_payload.relationship).toMatchObject({
      id: instance.id,
      action: 'removed',
    })
    expectError(
      await link(person, definition.id, company, person),
      404,
      `definition_id: relationship definition ${definition.id} not found`,
    )
    expectError(await t.request('DELETE', `/v1/records/${person}/relationships/${instance.id}`), 404)
    expectError(
      await t.request('DELETE', `/v1/relationships/${definition.id}`),
      404,
      `Relationship definition ${definition.id} not found`,
    )
  })

  it('deletes a seeded definition with all its instances, leaving the others', async () => {
    const [employs, manages, knows] = await definitions()
    expectEmpty(await t.request('DELETE', `/v1/relationships/${employs!.id}`))
    expect((await definitions()).map((d) => d.id)).toEqual([manages!.id, knows!.id])
    const people = (await t.request('POST', '/v1/objects/person/records', { body: { limit: 1 } })).body.data
    const fresh = await createDefinition('one_to_many', 'company', 'person')
    expect((await link(people[0].id, fresh.id, await createCompany('Spare Parts Inc'), people[0].id)).status).toBe(200)
  })

  it("answers 404 for an unknown id or another workspace's definition, and 400 for a non-digit id", async () => {
    const [seeded] = await definitions()
    expectError(
      await t.request('DELETE', '/v1/relationships/99999999999999999'),
      404,
      'Relationship definition 99999999999999999 not found',
    )
    const key = await t.createKey(['relationship.write'], '7')
    expectError(await t.request('DELETE', `/v1/relationships/${seeded!.id}`, { key }), 404)
    expectError(await t.request('DELETE', '/v1/relationships/abc'), 400, { contains: 'id' })
    expect(await definitions()).toHaveLength(3)
  })

  it('answers 401 without a key and 403 naming relationship.write with a read-only key', async () => {
    const [seeded] = await definitions()
    expectError(await t.request('DELETE', `/v1/relationships/${seeded!.id}`, { key: null }), 401)
    const key = await t.createKey(['relationship.read'])
    expectError(
      await t.request('DELETE', `/v1/relationships/${seeded!.id}`, { key }),
      403,
      'DELETE /v1/relationships/{id} requires scope relationship.write',
    )
    expect(await definitions()).toHaveLength(3)
  })
})

describe('relationship cascades', () => {
  it("removes a deleted record's instances: the partner's timeline shows the removal and the partner is free again", async () => {
    const { definition, company, person } = await employment()
    const instance = await linked(person, definition.id, company, person)
    t.mock.clock.advance('5m')
    expectEmpty(await t.request('DELETE', `/v1/records/${company}`))
    const [removed] = relationshipEvents(await timeline(person))
    expect(removed).toMatchObject({ event_type: 'updated', created_by: 'developer_api' })
    expect(removed!.event_payload.relationship).toEqual({
      id: instance.id,
      definition_id: definition.id,
      action: 'removed',
      predicate: 'works at',
      other_entity_id: company,
      other_entity_name: 'Analytical Engines Ltd',
      other_entity_type: 'company',
    })
    expectError(
      await t.request('DELETE', `/v1/records/${person}/relationships/${instance.id}`),
      404,
      `Relationship instance ${instance.id} not found`,
    )
    expect((await link(person, definition.id, await createCompany('Difference Engines plc'), person)).status).toBe(200)
  })

  it("removes a seeded person's instances when the person is deleted, so their company may be linked afresh", async () => {
    const [employs] = await definitions()
    const people = (await t.request('POST', '/v1/objects/person/records', { body: { limit: 1 } })).body.data
    const company = (await t.request('POST', '/v1/objects/company/records', { body: { limit: 1 } })).body.data[0].id
    expectEmpty(await t.request('DELETE', `/v1/records/${people[0].id}`))
    const removals = relationshipEvents(await timeline(company)).filter(
      (e) => e.event_payload.relationship.action === 'removed',
    )
    expect(removals.map((e) => e.event_payload.relationship.other_entity_id)).toContain(people[0].id)
    expect((await link(company, employs!.id, company, await createPerson('Ada Lovelace'))).status).toBe(200)
  })

  it('removes the definitions naming a deleted object, with their instances, and tells the surviving partners', async () => {
    expect((await t.request('POST', '/v1/objects', { body: { name: 'Project', slug: 'project' } })).status).toBe(200)
    const definition = await createDefinition('one_to_many', 'person', 'project', ['leads', 'is led by'])
    const kept = await createDefinition('many_to_many', 'person', 'company', ['advises', 'is advised by'])
    const person = await createPerson('Ada Lovelace')
    const project = await createRecord('project', { name: 'Analytical Engine' })
    const instance = await linked(person, definition.id, person, project)
    expectEmpty(await t.request('DELETE', '/v1/objects/project'))
    const ids = (await definitions()).map((d) => d.id)
    expect(ids).not.toContain(definition.id)
    expect(ids).toContain(kept.id)
    const [removed] = relationshipEvents(await timeline(person))
    expect(removed!.event_payload.relationship).toMatchObject({
      id: instance.id,
      action: 'removed',
      predicate: 'leads',
      other_entity_id: project,
      other_entity_name: 'Analytical Engine',
      other_entity_type: 'project',
    })
    expectError(await t.request('DELETE', `/v1/records/${person}/relationships/${instance.id}`), 404)
    expectError(await link(person, definition.id, person, project), 404)
  })

  it('removes every seeded definition when the person object is deleted', async () => {
    expectEmpty(await t.request('DELETE', '/v1/objects/person'))
    expect(await definitions()).toEqual([])
    const company = (await t.request('POST', '/v1/objects/company/records', { body: { limit: 1 } })).body.data[0].id
    const removals = relationshipEvents(await timeline(company)).filter(
      (e) => e.event_payload.relationship.action === 'removed',
    )
    expect(removals.length).toBeGreaterThan(0)
    for (const event of removals) expect(event.event_payload.relationship.predicate).toBe('employs')
  })
})

describe('relationship responses after writes', () => {
  it('never answer an id that no longer exists', async () => {
    const { definition, company, person } = await employment()
    await linked(person, definition.id, company, person)
    expectEmpty(await t.request('DELETE', '/v1/objects/company'))
    const all = await definitions()
    const objectIds = new Set((await t.request('GET', '/v1/objects')).body.data.map((o: { id: string }) => o.id))
    for (const d of all) {
      expect(objectIds.has(d.entity_definition_1_id)).toBe(true)
      expect(objectIds.has(d.entity_definition_2_id)).toBe(true)
    }
    expect(all.map((d) => d.entity_2_to_1_predicate)).toEqual(['reports to', 'knows'])
  })
})
