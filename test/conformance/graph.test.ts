import { beforeEach, describe, expect, it } from 'vitest'
import { addInsights, addTriplet, mentionGhost, type EntityRef } from '../../src/core/insights/state.js'
import type { Workspace } from '../../src/core/model.js'
import { DIGITS, expectError, TIMESTAMP } from '../support/assertions.js'
import { useTarget } from '../support/target.js'

const t = useTarget()

interface ContextEdge {
  id: string
  source: string
  target: string
  label: string
  edge_type: string
  confidence?: number
}

/** A key on an empty workspace of its own, so only what a test writes is in the graph. */
let key: string
let workspace: Workspace

beforeEach(async () => {
  key = await t.createKey(
    ['record.read', 'record.write', 'object.read', 'object.write', 'relationship.read', 'relationship.write'],
    '2',
  )
  workspace = [...t.mock.store.workspaces.values()].find(
    (candidate) => candidate.id !== t.mock.store.defaultWorkspaceId,
  )!
})

const graph = (query = '', options: { as?: string | null; headers?: Record<string, string> } = {}) =>
  t.request('GET', `/v1/graph${query}`, {
    key: options.as === undefined ? key : options.as,
    ...(options.headers ? { headers: options.headers } : {}),
  })

async function create(slug: string, name: string): Promise<EntityRef> {
  const response = await t.request('POST', `/v1/objects/${slug}`, { key, body: { attributes: { name } } })
  expect(response.status, response.text).toBe(200)
  return { id: response.body.id as string, name, type: slug }
}

/** Ada works at Acme (a relationship and a triplet), met a ghost, and prefers e-mail; Globex is alone. */
async function seedGraph() {
  const ada = await create('person', 'Ada Lovelace')
  t.mock.clock.advance('1m')
  const acme = await create('company', 'Acme')
  t.mock.clock.advance('1m')
  const globex = await create('company', 'Globex')
  const objects = (await t.request('GET', '/v1/objects', { key })).body.data as Array<{ slug: string; id: string }>
  const ids = Object.fromEntries(objects.map((o) => [o.slug, o.id]))
  const definition = await t.request('POST', '/v1/relationships', {
    key,
    body: {
      type: 'many_to_many',
      entity_definition_1_id: ids.person,
      entity_definition_2_id: ids.company,
      entity_1_to_2_predicate: 'works at',
      entity_2_to_1_predicate: 'employs',
    },
  })
  expect(definition.status, definition.text).toBe(200)
  const instance = await t.request('POST', `/v1/records/${ada.id}/relationships`, {
    key,
    body: { definition_id: definition.body.id, entity_1_id: ada.id, entity_2_id: acme.id },
  })
  expect(instance.status, instance.text).toBe(200)
  t.mock.clock.advance('1m')
  const clock = t.mock.store.clock
  const ghost = mentionGhost(workspace, clock, 'Charles Babbage', 'person')
  const babbage: EntityRef = { id: ghost.id, name: ghost.name, type: 'ghost' }
  const triplet = addTriplet(workspace, clock, { subject: ada, predicate: 'works_at', object: acme, confidence: 0.92 })
  const insights = addInsights(workspace, clock, [
    {
      content: 'Ada Lovelace works at Acme',
      type: 'relationship',
      confidence: 0.9,
      target: { entity_type: 'person', hint: 'Ada Lovelace' },
      entities: [ada, acme],
    },
    {
      content: 'Ada Lovelace met Charles Babbage',
      type: 'meeting',
      confidence: 0.7,
      target: { entity_type: 'person', hint: 'Ada Lovelace' },
      entities: [ada, babbage],
    },
    {
      content: 'Ada Lovelace prefers e-mail',
      type: 'preference',
      confidence: 0.6,
      target: { entity_type: 'person', hint: 'Ada Lovelace' },
      entities: [ada],
    },
  ])
  return { ada, acme, globex, ghost, triplet, insights, definition: definition.body, instance: instance.body }
}

describe('the knowledge graph (GET /v1/graph)', () => {
  it('answers records and ghosts newest first, relationship edges, definitions, the insight layer and totals', async () => {
    const { ada, acme, globex, ghost, triplet, insights, definition, instance } = await seedGraph()
    const response = await graph()
    expect(response.status, response.text).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const body = response.body
    expect(body.nodes.map((node: { id: string }) => node.id)).toEqual([ghost.id, globex.id, acme.id, ada.id])
    expect(body.nodes[3]).toEqual({
      id: ada.id,
      name: 'Ada Lovelace',
      type: 'person',
      definition_slug: 'person',
      primary_attribute: 'Ada Lovelace',
      created_at: '2026-01-15T10:00:00Z',
    })
    expect(body.nodes[0]).toEqual({
      id: 'ghost:1',
      name: 'Charles Babbage',
      type: 'ghost',
      definition_slug: 'ghost',
      primary_attribute: 'Charles Babbage',
      created_at: '2026-01-15T10:03:00Z',
    })
    expect(body.nodes[1].id).toMatch(DIGITS)
    expect(body.nodes[1].created_at).toMatch(TIMESTAMP)
    expect(body.edges).toEqual([
      { id: instance.id, source: ada.id, target: acme.id, label: 'works at', definition_id: definition.id },
    ])
    expect(body.relationship_definitions).toEqual([
      { id: definition.id, name: 'Person works at Company', entity_1_to_2: 'works at', entity_2_to_1: 'employs' },
    ])
    const [works, met, prefers] = insights.map((insight) => insight.id)
    expect(body.insight_nodes).toEqual([
      {
        id: `ki:${works}`,
        content: 'Ada Lovelace works at Acme',
        type: 'relationship',
        confidence: 0.9,
        source: 'knowledge_insight',
      },
      {
        id: `ki:${met}`,
        content: 'Ada Lovelace met Charles Babbage',
        type: 'meeting',
        confidence: 0.7,
        source: 'knowledge_insight',
      },
      {
        id: `ei:${prefers}`,
        content: 'Ada Lovelace prefers e-mail',
        type: 'preference',
        confidence: 0.6,
        source: 'entity_insight',
      },
    ])
    const edges = body.context_edges as ContextEdge[]
    expect(edges.filter((edge) => edge.edge_type === 'triplet')).toEqual([
      {
        id: `tri_${triplet.id}`,
        source: ada.id,
        target: acme.id,
        label: 'works_at',
        edge_type: 'triplet',
        confidence: 0.92,
      },
    ])
    expect(edges.filter((edge) => edge.edge_type === 'insight')).toHaveLength(5)
    expect(
      edges.filter((edge) => edge.edge_type === 'insight_link').map((edge) => [edge.id, edge.label, edge.confidence]),
    ).toEqual([
      [`il_${works}_${met}`, 'related_to', 0.333],
      [`il_${works}_${prefers}`, 'related_to', 0.5],
      [`il_${met}_${prefers}`, 'related_to', 0.5],
    ])
    expect(body.insights[ada.id]).toEqual([
      { content: 'Ada Lovelace prefers e-mail', confidence: 0.6, type: 'preference' },
      { content: 'Ada Lovelace met Charles Babbage', confidence: 0.7, type: 'meeting' },
      { content: 'Ada Lovelace works at Acme', confidence: 0.9, type: 'relationship' },
    ])
    expect(Object.keys(body.insights).sort()).toEqual([ada.id, acme.id, ghost.id].sort())
    // Totals: every record and ghost, every relationship instance, and the context edges answered.
    expect(body.total_nodes).toBe(workspace.records.size + workspace.insights.ghosts.size)
    expect(body.total_nodes).toBe(4)
    expect(body.total_edges).toBe(1)
    expect(body.total_context_edges).toBe(edges.length)
    expect(body.total_context_edges).toBe(1 + 1 + 5 + 3)
  })

  it('drops the generic context edge between two entities a triplet already joins, and keeps the one no triplet explains', async () => {
    const { ada, acme, ghost, insights } = await seedGraph()
    const context = (await graph()).body.context_edges.filter((edge: ContextEdge) => edge.edge_type === 'context')
    expect(context).toEqual([
      {
        id: `ctx_${insights[1]!.id}_${ada.id}_${ghost.id}`,
        source: ada.id,
        target: ghost.id,
        label: 'meeting',
        edge_type: 'context',
      },
    ])
    // Without the triplet, the insight naming Ada and Acme links them with a context edge.
    workspace.insights.triplets.clear()
    const again = (await graph()).body.context_edges.filter((edge: ContextEdge) => edge.edge_type === 'context')
    expect(again.map((edge: ContextEdge) => [edge.source, edge.target, edge.label])).toEqual([
      [ada.id, acme.id, 'relationship'],
      [ada.id, ghost.id, 'meeting'],
    ])
  })

  it('marks two employment claims about one person that name different companies as contradicting', async () => {
    const { ada, acme, globex } = await seedGraph()
    const [claim] = addInsights(workspace, t.mock.store.clock, [
      {
        content: 'Ada Lovelace works at Globex',
        type: 'relationship',
        confidence: 0.4,
        target: { entity_type: 'person', hint: 'Ada Lovelace' },
        entities: [ada, globex],
      },
    ])
    const links = (await graph()).body.context_edges.filter(
      (edge: ContextEdge) => edge.edge_type === 'insight_link' && edge.label === 'contradicts',
    )
    const first = workspace.insights.byId.values().next().value!
    expect(first.entities.map((entity) => entity.id)).toEqual([ada.id, acme.id])
    expect(links).toEqual([
      {
        id: `il_${first.id}_${claim!.id}`,
        source: `ki:${first.id}`,
        target: `ki:${claim!.id}`,
        label: 'contradicts',
        edge_type: 'insight_link',
        confidence: 0.4,
      },
    ])
  })

  it('honours limit: the newest nodes only, with edges among them, and totals for the whole workspace', async () => {
    const { ghost, globex } = await seedGraph()
    const response = await graph('?limit=2')
    expect(response.status, response.text).toBe(200)
    expect(response.body.nodes.map((node: { id: string }) => node.id)).toEqual([ghost.id, globex.id])
    expect(response.body.edges).toEqual([])
    expect(response.body.context_edges.every((edge: ContextEdge) => edge.edge_type === 'insight')).toBe(true)
    expect(response.body.insight_nodes.map((node: { content: string }) => node.content)).toEqual([
      'Ada Lovelace met Charles Babbage',
    ])
    expect(response.body.total_nodes).toBe(4)
    expect(response.body.total_edges).toBe(1)
    expect((await graph('?limit=5000')).body.nodes).toHaveLength(4)
  })

  it("answers the default workspace's seeded records, at most 1000 by default", async () => {
    const response = await graph('', { as: t.mock.apiKey })
    expect(response.status, response.text).toBe(200)
    const records = t.mock.store.workspaces.get(t.mock.store.defaultWorkspaceId)!
    expect(response.body.total_nodes).toBe(records.records.size + records.insights.ghosts.size)
    expect(response.body.nodes).toHaveLength(Math.min(1000, response.body.total_nodes))
    expect(response.body.total_edges).toBe(records.relationships.instances.size)
  })

  it('answers a workspace given 6,000 insights and 6,000 triplets (hundreds of ingests; it keeps 5,000 of each) within the context bounds, JSON and HTML', async () => {
    const ada = await create('person', 'Ada Lovelace')
    const acme = await create('company', 'Acme')
    const clock = t.mock.store.clock
    addInsights(
      workspace,
      clock,
      Array.from({ length: 6_000 }, (_, i) => ({
        content: `Ada met Acme, note ${i}`,
        type: 'meeting',
        confidence: 0.5,
        target: { entity_type: 'person', hint: 'Ada' },
        entities: [ada, acme],
      })),
    )
    for (let i = 0; i < 6_000; i++)
      addTriplet(workspace, clock, { subject: ada, predicate: `mentioned_${i}`, object: acme, confidence: 0.5 })
    const response = await graph()
    expect(response.status, response.text.slice(0, 200)).toBe(200)
    expect(response.body.insight_nodes).toHaveLength(1000)
    // 1,000 triplets, 2,000 insight edges and the first 2,000 of 4,985 links fill the 5,000 context edges.
    expect(response.body.omitted).toEqual({ insight_nodes: 4_000, triplets: 4_000, context_edges: 2_985 })
    // The first 1,000 were forgotten; the graph shows the newest of the rest.
    expect(response.body.insight_nodes.at(-1).content).toBe('Ada met Acme, note 5999')
    expect(response.body.context_edges.filter((edge: ContextEdge) => edge.edge_type === 'triplet')).toHaveLength(1_000)
    expect(response.body.context_edges).toHaveLength(5_000)
    expect(response.body.total_context_edges).toBe(response.body.context_edges.length)
    expect(response.text.length).toBeLessThan(8 * 1024 * 1024)
    const page = await graph('?format=html')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.text.length).toBeLessThan(12 * 1024 * 1024)
  })

  it('says nothing was left out of a small graph', async () => {
    await seedGraph()
    expect((await graph()).body.omitted).toEqual({ insight_nodes: 0, triplets: 0, context_edges: 0 })
  })

  it('answers the same bytes twice', async () => {
    await seedGraph()
    expect((await graph()).text).toBe((await graph()).text)
  })

  it('answers 400 naming limit outside 1..5000 and format outside json|html', async () => {
    expectError(await graph('?limit=0'), 400, { contains: 'limit' })
    expectError(await graph('?limit=5001'), 400, { contains: 'limit' })
    expectError(await graph('?limit=ten'), 400, { contains: 'limit' })
    expectError(await graph('?format=xml'), 400, { contains: 'format' })
  })

  it('answers 401 without a key and 403 naming record.read with a key that lacks it', async () => {
    expectError(await graph('', { as: null }), 401, { contains: 'Authorization' })
    const writer = await t.createKey(['record.write'], '2')
    expectError(await graph('', { as: writer }), 403, 'GET /v1/graph requires scope record.read')
    expectError(await graph('?format=html', { as: writer }), 403, 'GET /v1/graph requires scope record.read')
  })

  describe('as an interactive page', () => {
    it('answers HTML for format=html, with Cytoscape.js inlined and no external script', async () => {
      const { ada } = await seedGraph()
      const response = await graph('?format=html')
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/html')
      expect(response.text.startsWith('<!doctype html>')).toBe(true)
      expect(response.text).toContain('cytoscape')
      expect(response.text).toContain('The Cytoscape Consortium')
      expect(response.text).not.toMatch(/<script[^>]*\bsrc=/i)
      expect(response.text).not.toMatch(/<link[^>]*\bhref=/i)
      const data = /<script type="application\/json" id="graph-data">([^<]*)<\/script>/.exec(response.text)
      expect(data).not.toBeNull()
      const parsed = JSON.parse(data![1]!)
      expect(parsed.graph.nodes.map((node: { id: string }) => node.id)).toContain(ada.id)
      expect(parsed.attributes[ada.id]).toMatchObject({ name: 'Ada Lovelace' })
    })

    it("answers HTML for Accept: text/html (a browser's header) and JSON for */* or when format=json says so", async () => {
      await seedGraph()
      const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'
      const html = await graph('', { headers: { accept: browser } })
      expect(html.headers.get('content-type')).toContain('text/html')
      expect(html.text).toContain('id="graph-data"')
      expect((await graph('', { headers: { accept: 'text/html' } })).headers.get('content-type')).toContain('text/html')
      expect((await graph('', { headers: { accept: '*/*' } })).headers.get('content-type')).toContain(
        'application/json',
      )
      expect(
        (await graph('', { headers: { accept: 'application/json, text/html' } })).headers.get('content-type'),
      ).toContain('application/json')
      expect((await graph('?format=json', { headers: { accept: browser } })).headers.get('content-type')).toContain(
        'application/json',
      )
    })

    it('escapes record values so they cannot become markup', async () => {
      await create('person', '</script><img src=x onerror=alert(1)>')
      const response = await graph('?format=html')
      expect(response.text).not.toContain('</script><img')
      expect(response.text).toContain('\\u003c/script>\\u003cimg src=x onerror=alert(1)>')
    })
  })
})
