import { describe, expect, it } from 'vitest'
import { expectError } from '../support/assertions.js'
import { useTarget, type Target } from '../support/target.js'

/** The instant a fresh mock's manual clock starts at (a Thursday). */
const START = '2026-01-15T10:00:00Z'
const ADA = 'Ada Lovelace (ada@analytical.io) is the CTO of Analytical Engines. Send the proposal to her by Friday.'

function api(t: Target) {
  const ingest = (body: Record<string, unknown>, key?: string) =>
    t.request('POST', '/v1/context/text', { body, ...(key && { key }) })
  const artifact = (id: string | bigint, key?: string) =>
    t.request('GET', `/v1/context/artifacts/${id}`, { ...(key && { key }) })
  const advance = async (by: string) =>
    expect((await t.request('POST', '/_mock/clock/advance', { key: null, body: { by } })).status).toBe(200)
  const workspace = () => t.mock.store.workspaces.get(t.mock.store.defaultWorkspaceId)!
  /** How much of everything ingestion writes the workspace holds. */
  const counts = () => {
    const w = workspace()
    return {
      records: w.records.size,
      tasks: w.tasks.byId.size,
      insights: w.insights.byId.size,
      triplets: w.insights.triplets.size,
      ghosts: w.insights.ghosts.size,
      instances: w.relationships.instances.size,
    }
  }
  /** Ingests a text and runs its job to the end. */
  const ingestAndComplete = async (content: string) => {
    const posted = await ingest({ content })
    expect(posted.status, posted.text).toBe(200)
    await advance('4s')
    const done = await artifact(posted.body.artifact_id)
    expect(done.status, done.text).toBe(200)
    return done.body
  }
  return { ingest, artifact, advance, workspace, counts, ingestAndComplete }
}

describe('context ingestion', () => {
  const t = useTarget()
  const { ingest, artifact, advance, workspace, counts, ingestAndComplete } = api(t)

  it('moves an artifact from pending to processing to completed, one job step (2 s) each', async () => {
    const posted = await ingest({ content: ADA, context: 'meeting notes' })
    expect(posted.status, posted.text).toBe(200)
    // The reference types artifact_id as integer: a bare 17-digit literal with the artifact's exact digits.
    expect(posted.text).toMatch(/^\{"artifact_id":\d{17}\}$/)
    const id = posted.body.artifact_id
    expect(typeof id).toBe('bigint')
    expect(t.mock.store.workspaces.get(t.mock.store.defaultWorkspaceId)!.context.artifacts.has(String(id))).toBe(true)
    expect((await artifact(id)).text).toBe(`{"operation_id":${id},"status":"pending","created_at":"${START}"}`)
    expect((await artifact(id)).body).toEqual({ operation_id: id, status: 'pending', created_at: START })
    await advance('2s')
    expect((await artifact(id)).body).toEqual({ operation_id: id, status: 'processing', created_at: START })
    await advance('2s')
    const done = (await artifact(id)).body
    expect(done).toMatchObject({
      operation_id: id,
      status: 'completed',
      created_at: START,
      completed_at: '2026-01-15T10:00:04Z',
    })
  })

  it('turns the crafted text into a person, a company with the domain, a works-at instance, insights and a task due Friday', async () => {
    const before = counts()
    const body = await ingestAndComplete(ADA)
    const [ada, engines] = body.result.entities_extracted
    expect(body.result).toEqual({
      entities_extracted: [
        {
          type: 'PERSON',
          context_id: body.operation_id,
          canonical_entity_id: expect.any(BigInt),
          properties: { name: 'Ada Lovelace', email: 'ada@analytical.io', job_title: 'CTO' },
          is_new: true,
        },
        {
          type: 'COMPANY',
          context_id: body.operation_id,
          canonical_entity_id: expect.any(BigInt),
          properties: { name: 'Analytical Engines', domain: 'analytical.io' },
          is_new: true,
        },
      ],
      entities_created: 2,
      entities_updated: 0,
      relationships_created: 1,
      insights_created: 3,
      tasks_suggested: 1,
    })
    expect(counts()).toEqual({
      ...before,
      records: before.records + 2,
      tasks: before.tasks + 1,
      insights: before.insights + 3,
      triplets: before.triplets + 1,
      instances: before.instances + 1,
    })

    const person = await t.request('GET', `/v1/records/${ada.canonical_entity_id}`)
    expect(person.body.attributes).toMatchObject({ email_addresses: ['ada@analytical.io'], job_title: 'CTO' })
    const company = await t.request('GET', `/v1/records/${engines.canonical_entity_id}`)
    expect(company.body.attributes).toMatchObject({ name: 'Analytical Engines', domains: ['analytical.io'] })

    const tasks = await t.request('GET', `/v1/tasks?entity_id=${ada.canonical_entity_id}`)
    expect(tasks.body.data).toHaveLength(1)
    expect(tasks.body.data[0]).toMatchObject({
      title: 'Send the proposal to her by Friday',
      due_date: '2026-01-16T00:00:00Z',
      entity_ids: [String(ada.canonical_entity_id), String(engines.canonical_entity_id)],
      created_by: 'developer_api',
    })

    const insights = [...workspace().insights.byId.values()].filter((i) => i.artifact_id === String(body.operation_id))
    expect(insights.map((i) => [i.type, i.content])).toEqual([
      ['contact_info', "Ada Lovelace's e-mail address is ada@analytical.io"],
      ['relationship', 'Ada Lovelace works at Analytical Engines as CTO'],
      ['follow_up', 'Follow-up with Ada Lovelace: Send the proposal to her by Friday (due 2026-01-16)'],
    ])
    const timeline = await t.request('GET', `/v1/records/${ada.canonical_entity_id}/timeline?limit=100`)
    expect(timeline.body.data.map((e: any) => [e.resource_type, e.event_type, e.created_by])).toContainEqual([
      'entity',
      'created',
      'developer_api',
    ])
  })

  it('matches a seeded person and company instead of creating them again', async () => {
    const w = workspace()
    const instance = [...w.relationships.instances.values()].find(
      (i) => w.relationships.definitions.get(i.definition_id)!.entity_2_to_1_predicate === 'works at',
    )!
    const person = (await t.request('GET', `/v1/records/${instance.entity_2_id}`)).body
    const company = (await t.request('GET', `/v1/records/${instance.entity_1_id}`)).body
    const domain = company.attributes.domains[0]
    const name = `${person.attributes.name.first_name} ${person.attributes.name.last_name}`
    const before = counts()
    const body = await ingestAndComplete(
      `${name} (new.address@${domain}) is the Head of Product at ${company.attributes.name}.`,
    )
    expect(body.result).toMatchObject({
      entities_created: 0,
      entities_updated: 1,
      relationships_created: 0,
      tasks_suggested: 0,
    })
    expect(body.result.entities_extracted).toEqual([
      {
        type: 'PERSON',
        context_id: body.operation_id,
        canonical_entity_id: BigInt(person.id),
        properties: { name, email: `new.address@${domain}`, job_title: 'Head of Product' },
        previous_properties: {
          name,
          email: person.attributes.email_addresses[0] ?? null,
          job_title: person.attributes.job_title,
        },
        is_new: false,
      },
      {
        type: 'COMPANY',
        context_id: body.operation_id,
        canonical_entity_id: BigInt(company.id),
        properties: { name: company.attributes.name, domain },
        is_new: false,
      },
    ])
    expect(counts().records).toBe(before.records)
    const after = (await t.request('GET', `/v1/records/${person.id}`)).body
    expect(after.attributes.email_addresses).toEqual([...person.attributes.email_addresses, `new.address@${domain}`])
    expect(after.attributes.job_title).toBe('Head of Product')
  })

  it('turns names that match no record into ghosts, with a triplet and an insight about them', async () => {
    const before = counts()
    const body = await ingestAndComplete('Grace Hopper joined Initech as Head of Research.')
    expect(body.result).toEqual({
      entities_extracted: [
        {
          type: 'PERSON',
          context_id: body.operation_id,
          ghost_id: expect.stringMatching(/^ghost:\d+$/),
          properties: { name: 'Grace Hopper' },
          is_new: false,
        },
        {
          type: 'COMPANY',
          context_id: body.operation_id,
          ghost_id: expect.stringMatching(/^ghost:\d+$/),
          properties: { name: 'Initech' },
          is_new: false,
        },
      ],
      entities_created: 0,
      entities_updated: 0,
      relationships_created: 0,
      insights_created: 1,
      tasks_suggested: 0,
    })
    expect(counts()).toEqual({
      ...before,
      ghosts: before.ghosts + 2,
      triplets: before.triplets + 1,
      insights: before.insights + 1,
    })
    const [triplet] = [...workspace().insights.triplets.values()].slice(-1)
    expect(triplet).toMatchObject({
      subject: { name: 'Grace Hopper', type: 'ghost' },
      predicate: 'joined',
      object: { name: 'Initech', type: 'ghost' },
    })
    // A second mention reaches the same ghost.
    const again = await ingestAndComplete('Grace Hopper joined Initech as Head of Research.')
    expect(again.result.entities_extracted[0].ghost_id).toBe(body.result.entities_extracted[0].ghost_id)
    expect(counts().ghosts).toBe(before.ghosts + 2)
  })

  it('fails the next artifact with the queued error and writes nothing', async () => {
    expect(
      (
        await t.request('POST', '/_mock/jobs/fail-next', {
          key: null,
          body: { kind: 'artifact', error: 'extraction backend unavailable' },
        })
      ).status,
    ).toBe(200)
    const before = counts()
    const posted = await ingest({ content: ADA })
    await advance('4s')
    expect((await artifact(posted.body.artifact_id)).body).toEqual({
      operation_id: posted.body.artifact_id,
      status: 'failed',
      error: 'extraction backend unavailable',
      created_at: START,
      completed_at: '2026-01-15T10:00:04Z',
    })
    expect(counts()).toEqual(before)
    // The failure was used once: the next artifact completes.
    expect((await ingestAndComplete(ADA)).status).toBe('completed')
  })

  it('reads the workspace as it is when the job completes, not when the text was posted', async () => {
    const posted = await ingest({ content: 'Ping Linus Quill about the renewal tomorrow.' })
    const created = await t.request('POST', '/v1/objects/person', { body: { attributes: { name: 'Linus Quill' } } })
    expect(created.status).toBe(200)
    await advance('4s')
    const body = (await artifact(posted.body.artifact_id)).body
    expect(body.result.entities_extracted).toEqual([
      {
        type: 'PERSON',
        context_id: body.operation_id,
        canonical_entity_id: BigInt(created.body.id),
        properties: { name: 'Linus Quill' },
        is_new: false,
      },
    ])
    const tasks = await t.request('GET', `/v1/tasks?entity_id=${created.body.id}`)
    expect(tasks.body.data[0]).toMatchObject({
      title: 'Ping Linus Quill about the renewal tomorrow',
      due_date: '2026-01-16T00:00:00Z',
    })
  })

  describe('errors', () => {
    it('answers 400 naming content when it is missing, blank or over 512 KiB, and creates no artifact', async () => {
      const before = workspace().context.artifacts.size
      expect(expectError(await ingest({}), 400)).toContain('content')
      expectError(await ingest({ content: '  \n ' }), 400, 'content: must not be blank')
      expectError(
        await ingest({ content: 'x'.repeat(512 * 1024 + 1) }),
        400,
        'content: at most 524288 bytes of UTF-8 (512 KiB)',
      )
      expect(expectError(await ingest({ content: 'hi', extra: 1 }), 400)).toContain('extra')
      expect(workspace().context.artifacts.size).toBe(before)
    })

    it('accepts exactly 512 KiB', async () => {
      expect((await ingest({ content: 'x'.repeat(512 * 1024) })).status).toBe(200)
    })

    it("answers 400 for an artifact id that is not digits and 404 for an unknown or another workspace's artifact", async () => {
      expect(expectError(await artifact('abc'), 400)).toContain('artifact_id')
      expectError(await artifact('12345'), 404, 'Artifact 12345 not found')
      const posted = await ingest({ content: ADA })
      const other = await t.createKey(['insight.stream'], '777')
      expectError(await artifact(posted.body.artifact_id, other), 404)
    })

    it('answers 401 without a key and 403 without the insight.stream scope', async () => {
      expectError(await t.request('POST', '/v1/context/text', { key: null, body: { content: ADA } }), 401)
      expectError(await t.request('GET', '/v1/context/artifacts/1', { key: null }), 401)
      const reader = await t.createKey(['record.read'])
      expectError(await ingest({ content: ADA }, reader), 403, 'POST /v1/context/text requires scope insight.stream')
      expectError(
        await artifact('1', reader),
        403,
        'GET /v1/context/artifacts/{artifact_id} requires scope insight.stream',
      )
    })
  })
})

describe('context ingestion with short ids (--short-ids)', () => {
  const t = useTarget({ shortIds: true })
  const { ingest, artifact, advance } = api(t)

  it('answers integer ids small enough for any JSON parser, with the same digits as the stored ids', async () => {
    const posted = await ingest({ content: ADA })
    expect(posted.text).toMatch(/^\{"artifact_id":\d{1,6}\}$/)
    const id = (JSON.parse(posted.text) as { artifact_id: number }).artifact_id
    expect(Number.isSafeInteger(id)).toBe(true)
    expect(t.mock.store.workspaces.get(t.mock.store.defaultWorkspaceId)!.context.artifacts.has(String(id))).toBe(true)
    await advance('4s')
    const done = await artifact(String(id))
    const plain = JSON.parse(done.text) as {
      operation_id: number
      result: { entities_extracted: Array<{ context_id: number; canonical_entity_id: number }> }
    }
    expect(plain.operation_id).toBe(id)
    const [ada] = plain.result.entities_extracted
    expect(ada!.context_id).toBe(id)
    const record = await t.request('GET', `/v1/records/${ada!.canonical_entity_id}`)
    expect(record.status, record.text).toBe(200)
    expect(record.body.id).toBe(String(ada!.canonical_entity_id))
  })
})
