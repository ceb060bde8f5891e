import { readdirSync, readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { createMock, type Mock } from '../../src/create-mock.js'

// The example fixtures of fixtures/ (README "Seed files"), each loaded as `serve --fixtures` loads
// it: its YAML text seeded on the empty scenario. test/e2e/fixture-files.test.ts serves one
// through the built CLI.

const FIXTURES = new URL('../../fixtures/', import.meta.url)
const text = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8')

let mock: Mock | undefined
afterEach(() => {
  mock?.close()
  mock = undefined
})

async function loaded(
  name: string,
): Promise<{ records: number; call: (method: string, path: string, body?: unknown) => Promise<any> }> {
  mock = createMock({ seed: 1 })
  const { records } = await mock.seed({ fixture: text(name) })
  const served = mock
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await served.fetch(path, {
      method,
      headers: {
        authorization: `Bearer ${served.apiKey}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    })
    expect(response.status, `${method} ${path}`).toBeLessThan(300)
    const answer = await response.text()
    return answer ? JSON.parse(answer) : null
  }
  return { records, call }
}

const fullName = (record: any) => `${record.attributes.name.first_name} ${record.attributes.name.last_name}`

describe('the example fixtures', () => {
  it('are the five this test loads, each a YAML file', () => {
    expect(readdirSync(FIXTURES).sort()).toEqual([
      'companies.yaml',
      'connect-flow.yaml',
      'list.yaml',
      'people.yaml',
      'tasks.yaml',
    ])
  })

  it('people.yaml: three people with every attribute a person has', async () => {
    const { records, call } = await loaded('people.yaml')
    expect(records).toBe(3)
    const people = (await call('POST', '/v1/objects/person/records', {})).data
    expect(people.map((p: any) => p.attributes)).toEqual([
      {
        name: { first_name: 'Ada', last_name: 'Lovelace' },
        email_addresses: ['ada@analytical.example.com'],
        job_title: 'Head of Engineering',
        phone_number: { country_code: 44, number: '2079460958' },
        location: { street: null, city: 'London', region: null, postal_code: null, country: 'GB' },
        linkedin: { username: 'ada-lovelace', url: 'https://linkedin.com/in/ada-lovelace' },
      },
      {
        name: { first_name: 'Grace', last_name: 'Hopper' },
        email_addresses: ['grace@navy.example.com', 'grace.hopper@example.org'],
        job_title: 'Rear Admiral',
        phone_number: { country_code: 1, number: '2025550184' },
        location: { street: null, city: 'Arlington', region: 'VA', postal_code: null, country: 'US' },
        linkedin: { username: 'grace-hopper', url: 'https://linkedin.com/in/grace-hopper' },
      },
      {
        name: { first_name: 'Linus', last_name: 'Torvalds' },
        email_addresses: ['linus@kernel.example.org'],
        job_title: 'Maintainer',
        phone_number: null,
        location: { street: null, city: 'Portland', region: 'OR', postal_code: null, country: 'US' },
        linkedin: null,
      },
    ])
  })

  it('companies.yaml: two companies and who works at each', async () => {
    const { records, call } = await loaded('companies.yaml')
    expect(records).toBe(5)
    const companies = (await call('POST', '/v1/objects/company/records', {})).data
    expect(companies.map((c: any) => [c.attributes.name, c.attributes.industries, c.attributes.location.city])).toEqual(
      [
        [
          'Analytical Engines',
          [
            { id: 'tech', name: 'Technology' },
            { id: 'manufacturing', name: 'Manufacturing' },
          ],
          'London',
        ],
        ['Ledger & Co', [{ id: 'finance', name: 'Financial Services' }], 'Berlin'],
      ],
    )
    const definitions = (await call('GET', '/v1/relationships')).data
    expect(definitions.map((d: any) => [d.type, d.entity_1_to_2_predicate, d.entity_2_to_1_predicate])).toEqual([
      ['one_to_many', 'employs', 'works at'],
    ])
    // Each person's timeline tells where they work, read from their side.
    const people = (await call('POST', '/v1/objects/person/records', {})).data
    const employers: Array<[string, string]> = []
    for (const person of people) {
      const events = (await call('GET', `/v1/records/${person.id}/timeline`)).data
      for (const event of events)
        if (event.event_payload.relationship)
          employers.push([
            fullName(person),
            `${event.event_payload.relationship.predicate} ${event.event_payload.relationship.other_entity_name}`,
          ])
    }
    expect(employers).toEqual([
      ['Ada Lovelace', 'works at Analytical Engines'],
      ['Charles Babbage', 'works at Analytical Engines'],
      ['Lena Fischer', 'works at Ledger & Co'],
    ])
  })

  it('list.yaml: a list of people holding two of the three', async () => {
    const { records, call } = await loaded('list.yaml')
    expect(records).toBe(3)
    const lists = (await call('GET', '/v1/objects/person/lists')).data
    expect(lists.map((l: any) => [l.slug, l.name, l.description, l.parent_object_slug])).toEqual([
      ['follow_ups', 'Follow-ups', 'People to write back to this week', 'person'],
    ])
    const members = (await call('POST', `/v1/lists/${lists[0].id}/records`, {})).data
    expect(members.map(fullName)).toEqual(['Ada Lovelace', 'Alan Turing'])
  })

  it('tasks.yaml: three tasks on the records, with their priorities and due dates, and a note', async () => {
    const { records, call } = await loaded('tasks.yaml')
    expect(records).toBe(2)
    const [ada, analytical] = [
      (await call('POST', '/v1/objects/person/records', {})).data[0],
      (await call('POST', '/v1/objects/company/records', {})).data[0],
    ]
    const tasks = (await call('GET', '/v1/tasks')).data
    expect(tasks.map((t: any) => [t.title, t.priority, t.due_date, t.entity_ids, t.is_completed])).toEqual([
      ['Renew the Analytical Engines contract', 'urgent', '2026-02-27T17:00:00Z', [analytical.id], false],
      ['Book the demo room', 'low', undefined, [], false],
      ['Send Ada the proposal', 'high', '2026-03-02T00:00:00Z', [ada.id, analytical.id], false],
    ])
    const notes = (await call('GET', '/v1/notes')).data
    expect(notes.map((n: any) => [n.title, n.content, n.entity_id])).toEqual([
      ['Call with Ada', 'Ada wants the proposal before the board meets on Monday.', ada.id],
    ])
  })

  it('connect-flow.yaml: a Gmail connect flow waiting on its consent page, which approving connects', async () => {
    const { records, call } = await loaded('connect-flow.yaml')
    expect(records).toBe(1)
    const inFlight = await call('GET', '/_mock/in-flight')
    expect(inFlight.connect_flows).toEqual([
      {
        connect_id: expect.stringMatching(/^cn_[A-Za-z0-9_-]{32}$/),
        workspace_id: expect.any(String),
        type: 'email',
        provider: 'google',
        account: 'owner@example.com',
        started_at: '2026-01-15T10:00:00Z',
        expires_at: '2026-01-15T10:10:00Z',
      },
    ])
    const connectId = inFlight.connect_flows[0].connect_id
    expect(await call('GET', `/v1/integrations/connect/${connectId}/status`)).toEqual({ status: 'pending' })
    await call('POST', `/_mock/connect/${connectId}/approve`, {})
    expect(await call('GET', `/v1/integrations/connect/${connectId}/status`)).toEqual({
      status: 'connected',
      connection_id: 1,
    })
    const gmail = (await call('GET', '/v1/integrations')).find(
      (i: any) => i.provider === 'google' && i.type === 'email',
    )
    expect(gmail.connections).toEqual([{ id: 1, status: 'active', identifier: 'owner@example.com' }])
  })
})

describe('the connect_flows section of a fixture', () => {
  it('refuses a pair the catalogue does not hold, and more than ten flows, naming the entry', async () => {
    mock = createMock({ seed: 1 })
    await expect(mock.seed({ fixture: 'connect_flows:\n  - { type: email, provider: hubspot }\n' })).rejects.toThrow(
      /^Invalid fixture: connect_flows\[0\]: /,
    )
    await expect(mock.seed({ fixture: 'connect_flows:\n  - { type: email, provider: yahoo }\n' })).rejects.toThrow(
      /^Invalid fixture: connect_flows\[0\]\.provider: /,
    )
    const eleven = {
      connect_flows: Array.from({ length: 11 }, () => ({ type: 'email' as const, provider: 'google' as const })),
    }
    await expect(mock.seed({ fixture: eleven })).rejects.toThrow(/^Invalid fixture: connect_flows: /)
    // Nothing of a refused fixture stays: the mock is as before the seed.
    const inFlight = await mock.fetch('/_mock/in-flight', { headers: { authorization: `Bearer ${mock.apiKey}` } })
    expect((await inFlight.json()).connect_flows).toEqual([])
  })

  it("refuses WhatsApp, which the operator connects, with the API's message", async () => {
    mock = createMock({ seed: 1 })
    await expect(
      mock.seed({ fixture: { connect_flows: [{ type: 'messaging', provider: 'whatsapp' }] } }),
    ).rejects.toThrow(/^Invalid fixture: connect_flows\[0\]: .*WhatsApp/i)
  })
})
