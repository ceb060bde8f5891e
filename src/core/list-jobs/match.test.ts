import { describe, expect, it } from 'vitest'
import { createClock } from '../clock.js'
import { addInsights } from '../insights/state.js'
import { createRecord } from '../records/records.js'
import { createRelationshipDefinition } from '../relationships/definitions.js'
import { createRelationshipInstance } from '../relationships/instances.js'
import { findObject } from '../schema/objects.js'
import { createWorkspace } from '../store.js'
import { interpretListQuery } from './interpret.js'
import { listVocabulary, runListQuery } from './match.js'

/** A small workspace: two companies, four people, employment by relationship only for Cleo, a manager and an acquaintance. */
function setup() {
  const clock = createClock({ mode: 'manual', start: '2026-01-01T00:00:00Z' })
  const workspace = createWorkspace('1', clock)
  const person = findObject(workspace, 'person')
  const company = findObject(workspace, 'company')
  const acme = createRecord(workspace, clock, company, {
    name: 'Acme Pay',
    domains: ['acme.example'],
    industries: ['finance'],
    location: 'Berlin, BE, DE',
  })
  const globex = createRecord(workspace, clock, company, {
    name: 'Globex',
    domains: ['globex.example'],
    industries: ['retail'],
  })
  const ada = createRecord(workspace, clock, person, {
    name: 'Ada Lovelace',
    email_addresses: ['ada@acme.example'],
    job_title: 'CTO',
    location: 'Berlin, BE, DE',
  })
  const bob = createRecord(workspace, clock, person, {
    name: 'Bob Stone',
    email_addresses: ['bob@acme.example'],
    job_title: 'Software Engineer',
    location: 'Berlin, BE, DE',
  })
  clock.advance('20d')
  const cleo = createRecord(workspace, clock, person, {
    name: 'Cleo Park',
    email_addresses: ['cleo@mail.example'],
    job_title: 'Senior Engineer',
    location: 'Munich, BY, DE',
  })
  const dan = createRecord(workspace, clock, person, {
    name: 'Dan Roe',
    email_addresses: ['dan@globex.example'],
    job_title: 'Engineering Manager',
    location: 'Berlin, BE, DE',
  })
  const employment = createRelationshipDefinition(workspace, clock, {
    type: 'one_to_many',
    entity_definition_1_id: company.id,
    entity_definition_2_id: person.id,
    entity_1_to_2_predicate: 'employs',
    entity_2_to_1_predicate: 'works at',
  })
  const management = createRelationshipDefinition(workspace, clock, {
    type: 'one_to_many',
    entity_definition_1_id: person.id,
    entity_definition_2_id: person.id,
    entity_1_to_2_predicate: 'manages',
    entity_2_to_1_predicate: 'reports to',
  })
  const acquaintance = createRelationshipDefinition(workspace, clock, {
    type: 'many_to_many',
    entity_definition_1_id: person.id,
    entity_definition_2_id: person.id,
    entity_1_to_2_predicate: 'knows',
    entity_2_to_1_predicate: 'knows',
  })
  createRelationshipInstance(workspace, clock, cleo.id, {
    definition_id: employment.id,
    entity_1_id: acme.id,
    entity_2_id: cleo.id,
  })
  createRelationshipInstance(workspace, clock, bob.id, {
    definition_id: management.id,
    entity_1_id: ada.id,
    entity_2_id: bob.id,
  })
  createRelationshipInstance(workspace, clock, dan.id, {
    definition_id: acquaintance.id,
    entity_1_id: dan.id,
    entity_2_id: ada.id,
  })
  const run = (query: string, objectType?: string, limit = 50) => {
    const result = interpretListQuery(query, objectType, listVocabulary(workspace), clock.now())
    if (!result.ok) throw new Error(result.error)
    return runListQuery(workspace, result.reading, limit)
  }
  return { workspace, clock, run, acme, globex, ada, bob, cleo, dan }
}

describe('runListQuery', () => {
  it('finds the people at a company by e-mail domain and by works-at relationship alike', () => {
    const { run, ada, bob, cleo } = setup()
    expect(run('people at Acme Pay').map((m) => [m.id, m.reason])).toEqual([
      [ada.id, 'works at Acme Pay'],
      [bob.id, 'works at Acme Pay'],
      [cleo.id, 'works at Acme Pay'],
    ])
  })

  it('joins every criterion of the query, and says so criterion by criterion', () => {
    const { run, bob, dan } = setup()
    expect(run('engineers in Berlin').map((m) => [m.id, m.reason])).toEqual([
      [bob.id, "job title 'Software Engineer' matches engineer; location Berlin"],
      [dan.id, "job title 'Engineering Manager' matches engineer; location Berlin"],
    ])
    expect(run('engineers at fintech companies in Munich').map((m) => m.reason)).toEqual([
      "job title 'Senior Engineer' matches engineer; works at Acme Pay (Financial Services); location Munich",
    ])
  })

  it("reads relationships from the matched person's side", () => {
    const { run, ada, bob, dan } = setup()
    expect(run('who reports to Ada Lovelace').map((m) => [m.id, m.reason])).toEqual([
      [bob.id, 'reports to Ada Lovelace'],
    ])
    expect(run('who knows Ada Lovelace').map((m) => m.id)).toEqual([dan.id])
    expect(run('who manages Bob Stone').map((m) => m.id)).toEqual([ada.id])
  })

  it('finds companies by industry, by place, and by the roles of their people', () => {
    const { run, acme } = setup()
    expect(run('fintech companies').map((m) => [m.id, m.type, m.reason])).toEqual([
      [acme.id, 'company', 'industry Financial Services matches fintech'],
    ])
    expect(run('in Berlin', 'company').map((m) => m.id)).toEqual([acme.id])
    expect(run('companies with CTOs', 'company').map((m) => m.reason)).toEqual(['employs Ada Lovelace (CTO)'])
  })

  it('reads recency against record times', () => {
    const { run, cleo, dan } = setup()
    expect(run('people added in the last 3 days').map((m) => m.id)).toEqual([cleo.id, dan.id])
  })

  it('ranks by score, then id, and keeps to the limit', () => {
    const { workspace, clock, run, ada, bob, cleo } = setup()
    addInsights(
      workspace,
      clock,
      [1, 2, 3, 4].map((n) => ({
        content: `Cleo note ${n}`,
        type: 'context',
        confidence: 0.5,
        target: { entity_type: 'person', hint: 'Cleo Park' },
        entities: [{ id: cleo.id, name: 'Cleo Park', type: 'person' }],
      })),
    )
    const matches = run('people at Acme Pay')
    expect(matches.map((m) => m.id)).toEqual([cleo.id, ada.id, bob.id])
    expect(matches[0]!.highlights).toEqual(['Cleo note 4', 'Cleo note 3', 'Cleo note 2'])
    expect(matches[0]!.score).toBeCloseTo(3.3)
    expect(run('people at Acme Pay', undefined, 2).map((m) => m.id)).toEqual([cleo.id, ada.id])
  })

  it('lists every contact for "everyone", in id order', () => {
    const { run, ada, bob, cleo, dan } = setup()
    expect(run('everyone').map((m) => m.id)).toEqual([ada.id, bob.id, cleo.id, dan.id])
  })
})
