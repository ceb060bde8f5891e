import { describe, expect, it } from 'vitest'
import { recordName } from '../../src/core/records/record-name.js'
import { addInsights } from '../../src/core/insights/state.js'
import { expectError } from '../support/assertions.js'
import { useTarget, type Target } from '../support/target.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
/** A workspace of its own, so the seed never changes the answers asserted here. */
const WORKSPACE = '43'

function api(t: Target) {
  let key = ''
  const ask = (body: unknown, as = key) => t.request('POST', '/v1/context/ask', { key: as, body })
  /** A workspace with Ada (CTO at Acme Analytics, in London) and one insight about her. */
  const open = async () => {
    key = await t.createKey(
      ['insight.stream', 'record.read', 'record.write', 'relationship.write', 'object.read'],
      WORKSPACE,
    )
    const create = async (slug: string, attributes: Record<string, unknown>): Promise<string> => {
      const response = await t.request('POST', `/v1/objects/${slug}`, { key, body: { attributes } })
      expect(response.status, response.text).toBe(200)
      return response.body.id
    }
    const acme = await create('company', { name: 'Acme Analytics', domains: ['acme.io'], employee_count: 120 })
    const ada = await create('person', {
      name: 'Ada Lovelace',
      email_addresses: ['ada@acme.io'],
      job_title: 'CTO',
      location: { city: 'London', country: 'United Kingdom' },
    })
    const workspace = t.mock.store.workspaces.get(WORKSPACE)!
    const definition = await t.request('POST', '/v1/relationships', {
      key,
      body: {
        type: 'one_to_many',
        entity_definition_1_id: workspace.objectIdsBySlug.get('company'),
        entity_definition_2_id: workspace.objectIdsBySlug.get('person'),
        entity_1_to_2_predicate: 'employs',
        entity_2_to_1_predicate: 'works at',
      },
    })
    expect(definition.status, definition.text).toBe(200)
    const link = await t.request('POST', `/v1/records/${ada}/relationships`, {
      key,
      body: { definition_id: definition.body.id, entity_1_id: acme, entity_2_id: ada },
    })
    expect(link.status, link.text).toBe(200)
    const [insight] = addInsights(workspace, t.mock.clock, [
      {
        content: 'Ada Lovelace asked for a demo',
        type: 'follow_up',
        confidence: 0.8,
        target: { entity_type: 'person', hint: 'Ada Lovelace' },
        entities: [{ id: ada, name: 'Ada Lovelace', type: 'person' }],
      },
    ])
    return {
      ada,
      acme,
      workspace,
      insight: insight!,
      personObject: workspace.objectIdsBySlug.get('person')!,
      companyObject: workspace.objectIdsBySlug.get('company')!,
    }
  }
  return { ask, open, key: () => key }
}

describe('asking a question (POST /v1/context/ask)', () => {
  const t = useTarget()

  it('answers about a named person from her record, employer and insights, with reasons, scores and a new session', async () => {
    const a = api(t)
    const { ada, acme, insight, personObject, companyObject } = await a.open()
    const response = await a.ask({ query: 'What is going on with Ada Lovelace?' })
    expect(response.status, response.text).toBe(200)
    expect(response.body).toEqual({
      answer:
        'Ada Lovelace is CTO at Acme Analytics, based in London, United Kingdom. Lately: works at changed from nothing to Acme Analytics on 2026-01-15. What the workspace knows: Ada Lovelace asked for a demo.',
      entities_considered: [
        {
          id: BigInt(ada),
          name: 'Ada Lovelace',
          type: 'PERSON',
          reason: 'Named in the question ("Ada Lovelace")',
          insights_matched: 1,
          score: 1,
        },
        {
          id: BigInt(acme),
          name: 'Acme Analytics',
          type: 'COMPANY',
          reason: 'Employer of Ada Lovelace',
          insights_matched: 0,
          score: 0.6,
        },
      ],
      signals_used: [
        {
          insight_id: BigInt(insight.id),
          entity_id: BigInt(ada),
          content: 'Ada Lovelace asked for a demo',
          score: 0.64,
          type: 'follow_up',
        },
        {
          entity_id: BigInt(ada),
          content: 'works at changed from nothing to Acme Analytics on 2026-01-15',
          score: 0.5,
          type: 'timeline_change',
        },
      ],
      // The best subject's score 1, weighed by 2 of 3 signals' worth of evidence: 1 x (0.7 + 0.3 x 2/3).
      metadata: { query_type: 'entity_specific', total_entities_searched: 2, confidence: 0.9 },
      session_id: expect.stringMatching(UUID),
      entity_references: [
        { id: ada, name: 'Ada Lovelace', type: personObject, count: 2 },
        { id: acme, name: 'Acme Analytics', type: companyObject, count: 2 },
      ],
    })
    // The ids the reference types as integer are bare literals with the exact 17 digits; entity_references (a client's field) keeps strings.
    expect(ada).toMatch(/^\d{17}$/)
    expect(response.text).toContain(`"entities_considered":[{"id":${ada},"name":"Ada Lovelace"`)
    expect(response.text).toContain(`"signals_used":[{"insight_id":${insight.id},"entity_id":${ada},`)
    expect(response.text).toContain(`"entity_references":[{"id":"${ada}"`)
  })

  it('resolves "she" and "it" in a follow-up to the previous subjects of the same session only', async () => {
    const a = api(t)
    const { ada, acme } = await a.open()
    const first = await a.ask({ query: 'who is ada@ACME.io' })
    expect(first.body.entities_considered[0]).toMatchObject({
      id: BigInt(ada),
      reason: 'Matches the e-mail address ada@acme.io',
    })
    const session_id = first.body.session_id
    const second = await a.ask({ query: 'and where does she work?', session_id })
    expect(second.body.session_id).toBe(session_id)
    expect(second.body.entities_considered[0]).toEqual({
      id: BigInt(ada),
      name: 'Ada Lovelace',
      type: 'PERSON',
      reason: '"she" refers back to the session\'s previous question, about Ada Lovelace',
      insights_matched: 1,
      score: 0.9,
    })
    expect(second.body.answer).toContain('Ada Lovelace is CTO at Acme Analytics')
    const third = await a.ask({ query: 'How many people work there?', session_id })
    expect(third.body.entities_considered[0].id).toBe(BigInt(acme))
    expect(third.body.answer).toMatch(/^Acme Analytics is a company with 120 employees\. People there: Ada Lovelace\./)
    // Another session knows nothing of Ada.
    const other = await a.ask({ query: 'and where does she work?' })
    expect(other.body.session_id).not.toBe(session_id)
    expect(other.body.metadata.query_type).toBe('workspace_wide')
    expect(other.body.answer).toMatch(/^I could not tell who "she" refers to/)
  })

  it('starts a new session for a session_id the workspace does not know', async () => {
    const a = api(t)
    await a.open()
    const response = await a.ask({ query: 'Ada Lovelace?', session_id: 'stale-session-from-before-a-reset' })
    expect(response.status).toBe(200)
    expect(response.body.session_id).toMatch(UUID)
    expect(response.body.session_id).not.toBe('stale-session-from-before-a-reset')
  })

  it('answers about a seeded person by name in the seeded workspace, the same bytes after a reset', async () => {
    const workspace = t.mock.store.workspaces.get(t.mock.store.defaultWorkspaceId)!
    const personObject = workspace.objectIdsBySlug.get('person')!
    const [id] = workspace.recordIdsByObject.get(personObject)!
    const full = recordName(workspace, workspace.records.get(id!)!)
    const response = await t.request('POST', '/v1/context/ask', { body: { query: `Tell me about ${full}` } })
    expect(response.status, response.text).toBe(200)
    expect(response.body.metadata.query_type).toBe('entity_specific')
    expect(response.body.entities_considered[0]).toMatchObject({
      id: BigInt(id!),
      name: full,
      type: 'PERSON',
      score: 1,
    })
    expect(response.body.entity_references[0]).toMatchObject({ id, name: full, type: personObject })
    t.mock.reset()
    expect((await t.request('POST', '/v1/context/ask', { body: { query: `Tell me about ${full}` } })).text).toBe(
      response.text,
    )
  })

  it('sums up the workspace for a question about no one', async () => {
    const a = api(t)
    const { ada } = await a.open()
    const response = await a.ask({ query: 'Who asked for a demo?' })
    expect(response.body.metadata).toEqual({
      query_type: 'workspace_wide',
      total_entities_searched: 2,
      confidence: 0.577,
    }) // 0.3 + 0.4 x the best insight's 0.693
    expect(response.body.answer).toBe(
      'The workspace holds 1 person and 1 company, with 1 insight. Most relevant: Ada Lovelace asked for a demo.',
    )
    expect(response.body.entities_considered).toEqual([
      {
        id: BigInt(ada),
        name: 'Ada Lovelace',
        type: 'PERSON',
        reason: 'Named by an insight that fits the question',
        insights_matched: 1,
        score: 0.693,
      },
    ])
  })

  describe('errors', () => {
    it('answers 401 without a key and 403 naming insight.stream to a key without it', async () => {
      expectError(await t.request('POST', '/v1/context/ask', { key: null, body: { query: 'hi' } }), 401)
      const reader = await t.createKey(['record.read'])
      expectError(
        await t.request('POST', '/v1/context/ask', { key: reader, body: { query: 'hi' } }),
        403,
        'POST /v1/context/ask requires scope insight.stream',
      )
    })

    it('answers 400 naming the field for an empty, blank or missing query and a bad session_id, and opens no session', async () => {
      const a = api(t)
      const { workspace } = await a.open()
      expectError(await a.ask({ query: '' }), 400, { contains: 'query' })
      expectError(await a.ask({ query: '   ' }), 400, { contains: 'query' })
      expectError(await a.ask({}), 400, { contains: 'query' })
      expectError(await a.ask({ query: 42 }), 400, { contains: 'query' })
      expectError(await a.ask({ query: 'x'.repeat(2001) }), 400, { contains: 'query' })
      expectError(await a.ask({ query: 'hi', session_id: 7 }), 400, { contains: 'session_id' })
      expectError(await a.ask({ query: 'hi', sessionId: 'x' }), 400, { contains: 'sessionId' })
      expectError(await t.request('POST', '/v1/context/ask', { key: a.key() }), 400, 'A JSON request body is required')
      expect(workspace.ask.sessions.size).toBe(0)
    })
  })
})
