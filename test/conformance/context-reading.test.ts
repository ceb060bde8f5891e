import { describe, expect, it } from 'vitest'
import { DIGITS } from '../support/assertions.js'
import { useTarget, type Target } from '../support/target.js'

const FJORDLINE =
  'Met Tomas Lindqvist (tomas@fjordline-ai.com) today. Tomas works at Fjordline AI as Head of Growth. He mentioned that Sarah Chen, their CFO, wants a demo next week.'

function api(t: Target) {
  const workspace = () => t.mock.store.workspaces.get(t.mock.store.defaultWorkspaceId)!
  const advance = async (by: string) =>
    expect((await t.request('POST', '/_mock/clock/advance', { key: null, body: { by } })).status).toBe(200)
  /** Ingests a text and runs its job to the end. */
  const ingest = async (content: string) => {
    const posted = await t.request('POST', '/v1/context/text', { body: { content } })
    expect(posted.status, posted.text).toBe(200)
    await advance('4s')
    const done = await t.request('GET', `/v1/context/artifacts/${posted.body.artifact_id}`)
    expect(done.body.status).toBe('completed')
    return done.body
  }
  return { workspace, advance, ingest }
}

describe('reading a realistic note (issue 15)', () => {
  const t = useTarget()
  const { workspace, advance, ingest } = api(t)

  it('reads the Fjordline note: two people as written, the company with its domain, both works-at links with titles', async () => {
    const body = await ingest(FJORDLINE)
    const { entities_extracted, ...counts } = body.result
    expect(entities_extracted.map((e: any) => [e.type, e.properties, e.is_new])).toEqual([
      ['PERSON', { name: 'Tomas Lindqvist', email: 'tomas@fjordline-ai.com', job_title: 'Head of Growth' }, true],
      ['COMPANY', { name: 'Fjordline AI', domain: 'fjordline-ai.com' }, true],
      ['PERSON', { name: 'Sarah Chen', job_title: 'CFO' }, true],
    ])
    expect(counts).toEqual({
      entities_created: 3,
      entities_updated: 0,
      relationships_created: 2,
      insights_created: 3,
      tasks_suggested: 0,
    })
    const company = await t.request('GET', `/v1/records/${entities_extracted[1].canonical_entity_id}`)
    expect(company.body.attributes).toMatchObject({ name: 'Fjordline AI', domains: ['fjordline-ai.com'] })
  })

  it('counts in the result exactly what was written to the graph', async () => {
    const w = workspace()
    const before = {
      records: w.records.size,
      instances: w.relationships.instances.size,
      insights: w.insights.byId.size,
      tasks: w.tasks.byId.size,
    }
    const body = await ingest(
      `${FJORDLINE}\nSend Sarah the pricing deck by Friday. Ottilie Brandvold (ottilie@nordbank.no) reports to Sarah Chen.`,
    )
    const r = body.result
    expect(w.records.size - before.records).toBe(r.entities_created)
    expect(w.relationships.instances.size - before.instances).toBe(r.relationships_created)
    expect(w.insights.byId.size - before.insights).toBe(r.insights_created)
    expect(w.tasks.byId.size - before.tasks).toBe(r.tasks_suggested)
    expect({ ...r, entities_extracted: undefined }).toEqual({
      entities_extracted: undefined,
      entities_created: 4,
      entities_updated: 0,
      relationships_created: 3,
      insights_created: 6,
      tasks_suggested: 1,
    })
    for (const entity of r.entities_extracted) expect(String(entity.canonical_entity_id)).toMatch(DIGITS)
    // Every record the result names as new exists, with the name the text wrote.
    for (const entity of r.entities_extracted.filter((e: any) => e.is_new)) {
      const record = await t.request('GET', `/v1/records/${entity.canonical_entity_id}`)
      const name = record.body.attributes.name
      expect(typeof name === 'string' ? name : `${name.first_name} ${name.last_name}`).toBe(entity.properties.name)
    }
  })

  it('answers "who is the CFO of Fjordline AI?" from what was read', async () => {
    await ingest(FJORDLINE)
    const asked = await t.request('POST', '/v1/context/ask', { body: { query: 'who is the CFO of Fjordline AI?' } })
    expect(asked.status, asked.text).toBe(200)
    expect(asked.body.answer).toContain('Sarah Chen')
    expect(asked.body.answer).toContain('CFO')
  })

  it('lists "people at Fjordline AI" from what was read', async () => {
    await ingest(FJORDLINE)
    const posted = await t.request('POST', '/v1/context/list/jobs', { body: { query: 'people at Fjordline AI' } })
    expect(posted.status, posted.text).toBe(200)
    await advance('4s')
    const job = await t.request('GET', `/v1/context/list/jobs/${posted.body.message.job_id}`)
    expect(job.body.message.status).toBe('completed')
    expect(job.body.message.entities.map((e: any) => e.name).sort()).toEqual(['Sarah Chen', 'Tomas Lindqvist'])
  })
})
