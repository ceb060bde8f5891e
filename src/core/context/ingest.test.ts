import { describe, expect, it } from 'vitest'
import { SYSTEM_ACTOR } from '../actor.js'
import { createClock } from '../clock.js'
import { createRecord } from '../records/records.js'
import { createRelationshipDefinition } from '../relationships/definitions.js'
import { findObject } from '../schema/objects.js'
import { createWorkspace } from '../store.js'
import { createJobsControl, failNextJob, JOBS_IN_FLIGHT } from '../jobs/jobs.js'
import { subscribeInsights } from '../insights/state.js'
import { ingestContext } from './ingest.js'
import { CONTEXT_LIMITS, submitContext } from './artifacts.js'

function setup() {
  const clock = createClock({ mode: 'manual' })
  const workspace = createWorkspace('1', clock)
  const person = findObject(workspace, 'person')
  const company = findObject(workspace, 'company')
  const worksAt = createRelationshipDefinition(workspace, clock, {
    type: 'one_to_many',
    entity_definition_1_id: company.id,
    entity_definition_2_id: person.id,
    entity_1_to_2_predicate: 'employs',
    entity_2_to_1_predicate: 'works at',
  })
  const globex = createRecord(workspace, clock, company, { name: 'Globex', domains: ['globex.com'] })
  const grace = createRecord(workspace, clock, person, { name: 'Grace Hopper', email_addresses: ['grace@navy.mil'] })
  return { clock, workspace, person, company, worksAt, globex, grace }
}

describe('ingestContext', () => {
  it("adds the artifact's insights as one batch, so a stream sends one event", () => {
    const { clock, workspace } = setup()
    const batches: number[] = []
    subscribeInsights(workspace, (insights) => batches.push(insights.length))
    const result = ingestContext(
      workspace,
      clock,
      'Ada Lovelace (ada@analytical.io) is the CTO of Analytical Engines. Send the proposal to her by Friday.',
      { artifactId: '99', actor: SYSTEM_ACTOR },
    )
    expect(batches).toEqual([3])
    expect(result).toMatchObject({
      entities_created: 2,
      relationships_created: 1,
      insights_created: 3,
      tasks_suggested: 1,
    })
  })

  it("matches a company on a domain of an e-mail address, and a person's new employer stays a triplet when they already work elsewhere", () => {
    const { clock, workspace, globex, grace, worksAt } = setup()
    const initech = createRecord(workspace, clock, findObject(workspace, 'company'), {
      name: 'Initech',
      domains: ['initech.com'],
    })
    ingestContext(workspace, clock, 'Grace Hopper works at Globex.', { artifactId: '1', actor: SYSTEM_ACTOR })
    const result = ingestContext(
      workspace,
      clock,
      'Grace Hopper joined Initech. Bob Stone <bob.stone@globex.com> is our contact.',
      { artifactId: '2', actor: SYSTEM_ACTOR },
    )
    expect(result.relationships_created).toBe(0)
    const instances = [...workspace.relationships.byDefinition.get(worksAt.id)!].map(
      (id) => workspace.relationships.instances.get(id)!,
    )
    expect(instances.map((i) => [i.entity_1_id, i.entity_2_id])).toEqual([[globex.id, grace.id]])
    expect(
      [...workspace.insights.triplets.values()].map((t) => `${t.subject.name} ${t.predicate} ${t.object.name}`),
    ).toEqual(['Grace Hopper works at Globex', 'Grace Hopper joined Initech'])
    expect(result.entities_extracted.map((e) => [e.type, e.properties.name, e.canonical_entity_id, e.is_new])).toEqual([
      ['PERSON', 'Grace Hopper', grace.id, false],
      ['COMPANY', 'Initech', initech.id, false],
      ['PERSON', 'Bob Stone', expect.any(String), true],
      ['COMPANY', 'Globex', globex.id, false],
    ])
  })

  it('names a person from a first.last mailbox when no name stands before the address, makes no person of a role mailbox, and no company of a bare domain', () => {
    const { clock, workspace } = setup()
    const result = ingestContext(workspace, clock, 'Copied: john.smith@acme.io and sales@acme.io', {
      artifactId: '1',
      actor: SYSTEM_ACTOR,
    })
    expect(result.entities_extracted.map((e) => [e.type, e.properties])).toEqual([
      ['PERSON', { name: 'John Smith', email: 'john.smith@acme.io' }],
    ])
  })

  it('matches a company by the domain of an address when the text does not name it', () => {
    const { clock, workspace, globex } = setup()
    const result = ingestContext(workspace, clock, 'Copied: sales@globex.com', { artifactId: '1', actor: SYSTEM_ACTOR })
    expect(result.entities_extracted.map((e) => [e.type, e.canonical_entity_id])).toEqual([['COMPANY', globex.id]])
  })

  it('adds a phone number to the one person of its sentence, and a known name with nothing said about it gets a mention insight', () => {
    const { clock, workspace, grace, globex } = setup()
    const result = ingestContext(workspace, clock, 'Grace Hopper: +1 415 555 0142. Globex came up too.', {
      artifactId: '1',
      actor: SYSTEM_ACTOR,
      context: 'call notes',
    })
    expect(result.entities_updated).toBe(1)
    expect(result.entities_extracted[0]).toMatchObject({
      canonical_entity_id: grace.id,
      properties: { name: 'Grace Hopper', phone: '+1 415 555 0142' },
      previous_properties: { name: 'Grace Hopper', phone: null },
    })
    const contents = [...workspace.insights.byId.values()].map((i) => i.content)
    expect(contents).toEqual([
      "Grace Hopper's phone number is +1 415 555 0142",
      'Globex was mentioned in new context (call notes)',
    ])
    expect([...workspace.insights.byId.values()][1]!.entities).toEqual([
      { id: globex.id, name: 'Globex', type: 'company' },
    ])
  })

  it("ingests 100 KB of meeting notes in slices, the artifact completing after the clock's last step, within the caps", async () => {
    const { clock, workspace } = setup()
    const person = findObject(workspace, 'person')
    for (let i = 0; i < 500; i++)
      createRecord(workspace, clock, person, { name: `Known${i} Person`, email_addresses: [`known${i}@globex.com`] })
    // Letters only, as names are written: 0 -> 'Aa', 27 -> 'Bb'.
    const word = (n: number) =>
      String.fromCharCode(65 + (Math.floor(n / 26) % 26)) + String.fromCharCode(97 + (n % 26)) + 'nson'
    const lines: string[] = []
    for (let i = 0; lines.join('\n').length < 100_000; i++) {
      lines.push(
        `Known${i % 500} Person met Guest ${word(i)} (guest${i}@visitor${i % 50}.io), who is the CTO of Visitor ${word(i % 50)} Labs. Send the notes to Known${i % 500} Person by Friday. Mentioned Globex.`,
      )
    }
    const text = lines.join('\n')
    const jobs = createJobsControl()
    const artifact = submitContext(workspace, clock, jobs, { content: text }, SYSTEM_ACTOR)
    clock.advance('2s')
    const started = performance.now()
    clock.advance('2s')
    expect(artifact.status).toBe('processing')
    while (artifact.status === 'processing') await new Promise((resolve) => setImmediate(resolve))
    const elapsed = performance.now() - started
    console.log(
      `ingestion of ${text.length} characters: ${elapsed.toFixed(0)} ms (${artifact.result?.entities_created} records created, ${artifact.result?.insights_created} insights, ${artifact.result?.tasks_suggested} tasks)`,
    )
    expect(artifact.status).toBe('completed')
    expect(artifact.completed_at).toBe(clock.iso())
    expect(artifact.result).toMatchObject({ entities_created: 50, insights_created: 100, tasks_suggested: 20 })
    expect(artifact.result!.dropped!.tasks).toBe(lines.length - 20)
    expect(elapsed).toBeLessThan(10_000) // a generous sanity bound; the figure is printed above
  })

  it("writes nothing when the artifact's job fails", () => {
    const { clock, workspace } = setup()
    const jobs = createJobsControl()
    failNextJob(jobs, 'artifact', 'boom')
    const records = workspace.records.size
    const artifact = submitContext(
      workspace,
      clock,
      jobs,
      { content: 'Ada Lovelace (ada@analytical.io) works at Analytical Engines.' },
      SYSTEM_ACTOR,
    )
    clock.advance('4s')
    expect(artifact).toMatchObject({ status: 'failed', error: 'boom' })
    expect(workspace.records.size).toBe(records)
    expect(workspace.insights.byId.size).toBe(0)
  })

  it('holds at most 32 MiB of queued text per workspace: the 65th text of 512 KiB is 429, with nothing kept, until the oldest have finished', () => {
    const { clock, workspace } = setup()
    const jobs = createJobsControl()
    // ASCII, so 512 KiB of UTF-8 is 512 Ki characters.
    const text = 'Ada Lovelace met Grace Hopper. '
      .repeat(Math.ceil(CONTEXT_LIMITS.maxContentBytes / 31))
      .slice(0, CONTEXT_LIMITS.maxContentBytes)
    const fits = JOBS_IN_FLIGHT.artifact.bytes / CONTEXT_LIMITS.maxContentBytes
    expect(fits).toBe(64)
    for (let i = 0; i < fits; i++) submitContext(workspace, clock, jobs, { content: text }, SYSTEM_ACTOR)
    const next = workspace.ids.peek()
    clock.advance('2s')
    const refuse = (content: string) => () => submitContext(workspace, clock, jobs, { content }, SYSTEM_ACTOR)
    expect(refuse(text)).toThrow(
      expect.objectContaining({
        status: 429,
        message:
          'Too many artifacts in flight: this workspace has artifacts waiting for their steps that hold 32 MiB of input, and this one would add 512 KiB (at most 32 MiB at once); retry after 2 s of clock time, when the oldest is due to finish',
        headers: { 'retry-after': '2' },
      }),
    )
    // The bound is on what the queued jobs hold: a short text waits too.
    expect(refuse('Ada Lovelace works at Acme')).toThrow(/would add 26 bytes/)
    expect(workspace.context.artifacts.size).toBe(fits)
    expect(workspace.ids.peek()).toBe(next)
    // Failed jobs release what they held as soon as they finish.
    for (let i = 0; i < fits; i++) failNextJob(jobs, 'artifact', 'not read in this test')
    clock.advance('2s')
    expect(workspace.jobs.artifact.size).toBe(0)
    expect(submitContext(workspace, clock, jobs, { content: text }, SYSTEM_ACTOR).status).toBe('pending')
  })
})
