import { describe, expect, it } from 'vitest'
import { cpuFloor } from '../../../test/support/cpu.js'
import { graphSetup as setup, insight } from '../../../test/support/graph.js'
import { addInsights, addTriplet, mentionGhost, type EntityRef } from '../insights/state.js'
import { createRecord } from '../records/records.js'
import { RETENTION } from '../retention.js'
import { findObject } from '../schema/objects.js'
import { buildGraph, GRAPH_CONTEXT, GRAPH_LIMIT } from './graph.js'
import { nodeAttributes, renderGraphPage } from './graph-page.js'

// The graph at the bounds of its context layer, with time bounds: in the `bounds` test project,
// which runs after the others, one file at a time (vitest.config.ts).

describe('the bounds of the context layer', () => {
  /** A workspace after thousands of ingests about the same few people: one person named by every insight. */
  function crowded(insights: number, triplets: number) {
    const { clock, workspace, ada, acme, globex } = setup()
    const inputs: InputInsight[] = []
    for (let i = 0; i < insights; i++)
      inputs.push(
        insight(
          `Ada met someone, note ${i}`,
          i % 3 === 0 ? 'relationship' : 'meeting',
          i % 2 ? [ada, acme] : [ada, globex, acme],
        ),
      )
    addInsights(workspace, clock, inputs)
    for (let i = 0; i < triplets; i++)
      addTriplet(workspace, clock, { subject: ada, predicate: `p${i}`, object: i % 2 ? acme : globex, confidence: 0.5 })
    return { workspace, ada }
  }
  type InputInsight = ReturnType<typeof insight>

  it('answers a workspace that was given 30,000 insights about one person and 30,000 triplets (it keeps 5,000 of each) within its bounds, saying what it left out', () => {
    const { workspace, ada } = crowded(30_000, 30_000)
    expect([workspace.insights.byId.size, workspace.insights.triplets.size]).toEqual([
      RETENTION.insights,
      RETENTION.triplets,
    ])
    const graph = buildGraph(workspace)
    expect(graph.insight_nodes).toHaveLength(GRAPH_CONTEXT.insights)
    expect(graph.insight_nodes.at(-1)!.content).toBe('Ada met someone, note 29999')
    const count = (type: string) => graph.context_edges.filter((edge) => edge.edge_type === type).length
    expect(count('triplet')).toBe(GRAPH_CONTEXT.triplets)
    expect(graph.context_edges.length).toBeLessThanOrEqual(GRAPH_CONTEXT.contextEdges)
    expect(graph.total_context_edges).toBe(graph.context_edges.length)
    // 1,000 insights and 1,000 triplets: 1 context edge (Globex-Acme; the triplets join Ada to both),
    // 2,500 insight edges, and each insight linked to at most the 5 before it per shared entity:
    // 6,473 links, of which the first 1,499 fit in the 5,000 context edges.
    expect([count('context'), count('insight'), count('insight_link')]).toEqual([1, 2500, 1499])
    expect(graph.omitted).toEqual({
      insight_nodes: RETENTION.insights - GRAPH_CONTEXT.insights,
      triplets: RETENTION.triplets - GRAPH_CONTEXT.triplets,
      context_edges: 4974,
    })
    expect(graph.insights[ada.id]).toHaveLength(GRAPH_CONTEXT.insights)
    expect(JSON.stringify(graph).length).toBeLessThan(3 * 1024 * 1024)
  })

  it('answers the largest workspace (20,000 records, 5,000 ghosts, 5,000 insights and 5,000 triplets about its newest people) in under 50 ms of CPU, JSON or page', async () => {
    const { clock, workspace, person } = setup()
    for (let i = 0; i < 20_000; i++)
      createRecord(workspace, clock, person, { name: `Person ${i}`, job_title: 'Engineer' })
    for (let i = 0; i < 5_000; i++) mentionGhost(workspace, clock, `Ghost ${i}`, 'person')
    clock.advance('1m')
    const company = findObject(workspace, 'company')
    const named = (name: string, object = person): EntityRef => ({
      id: createRecord(workspace, clock, object, { name }).id,
      name,
      type: object.slug,
    })
    const [ada, grace, acme, globex] = [
      named('Ada Lovelace'),
      named('Grace Hopper'),
      named('Acme', company),
      named('Globex', company),
    ]
    addInsights(
      workspace,
      clock,
      Array.from({ length: 5_000 }, (_, i) =>
        insight(
          `Ada met someone, note ${i}`,
          i % 3 === 0 ? 'relationship' : 'meeting',
          i % 2 ? [ada, acme, grace] : [ada, globex, acme],
        ),
      ),
    )
    for (let i = 0; i < 5_000; i++)
      addTriplet(workspace, clock, {
        subject: i % 2 ? ada : grace,
        predicate: `p${i}`,
        object: i % 2 ? acme : globex,
        confidence: 0.5,
      })
    // What the server does for GET /v1/graph: the graph and its JSON, or the graph and its page;
    // measured after a few answers, as a server that has answered before (its code compiled).
    for (const limit of [GRAPH_LIMIT.defaultLimit, GRAPH_LIMIT.maxLimit]) {
      const answerJson = () => JSON.stringify(buildGraph(workspace, { limit }))
      const answerPage = () => {
        const graph = buildGraph(workspace, { limit })
        return renderGraphPage(graph, {
          attributes: nodeAttributes(workspace, graph),
          workspaceId: workspace.id,
          library: '/* cytoscape */',
        })
      }
      for (let i = 0; i < 3; i++) answerJson() && answerPage()
      // Warm answers take 12 to 25 ms of CPU here; the least of 5 runs spaced apart (test/support/cpu.ts).
      const json = await cpuFloor(answerJson)
      expect(json.ms, `JSON, limit ${limit}: ${json.ms.toFixed(1)} ms`).toBeLessThan(50)
      expect(json.result.length).toBeLessThan(2 * 1024 * 1024)
      const page = await cpuFloor(answerPage)
      expect(page.ms, `page, limit ${limit}: ${page.ms.toFixed(1)} ms`).toBeLessThan(50)
    }
    const graph = buildGraph(workspace, { limit: GRAPH_LIMIT.maxLimit })
    expect(graph.total_nodes).toBe(20_004 + 5_000 + 3)
    expect(graph.nodes.slice(0, 4).map((node) => node.name)).toEqual(['Globex', 'Acme', 'Grace Hopper', 'Ada Lovelace'])
    expect(graph.insight_nodes).toHaveLength(GRAPH_CONTEXT.insights)
  }, 60_000)

  it('caps the context edges in all, counting the ones left out, and renders a bounded page', async () => {
    const { clock, workspace } = setup()
    const person = findObject(workspace, 'person')
    // 60 people, each insight naming 10 of them: 45 context pairs per insight, 1,000 insights.
    const people = Array.from({ length: 60 }, (_, i) =>
      createRecord(workspace, clock, person, { name: `Person ${i}` }),
    ).map((record, i): EntityRef => ({ id: record.id, name: `Person ${i}`, type: 'person' }))
    addInsights(
      workspace,
      clock,
      Array.from({ length: 1_500 }, (_, i) =>
        insight(
          `Meeting ${i}`,
          'meeting',
          Array.from({ length: 12 }, (_, k) => people[(i * 7 + k * 5) % 60]!),
        ),
      ),
    )
    const graph = buildGraph(workspace)
    expect(graph.context_edges).toHaveLength(GRAPH_CONTEXT.contextEdges)
    expect(graph.omitted.insight_nodes).toBe(500)
    expect(graph.omitted.context_edges).toBeGreaterThan(0)
    const render = () =>
      renderGraphPage(graph, {
        attributes: nodeAttributes(workspace, graph),
        workspaceId: workspace.id,
        library: '/* cytoscape */',
      })
    render()
    const { result: page, ms } = await cpuFloor(render)
    expect(ms).toBeLessThan(50)
    expect(page.length).toBeLessThan(16 * 1024 * 1024)
  })
})
