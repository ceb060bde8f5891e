import { describe, expect, it } from 'vitest'
import { graphSetup as setup, insight } from '../../../test/support/graph.js'
import { addInsights, addTriplet } from '../insights/state.js'
import { RETENTION } from '../retention.js'
import { buildGraph, GRAPH_CONTEXT } from './graph.js'

// The graph at the bounds of its context layer, in the `bounds` test project, which runs after the
// others, one file at a time (vitest.config.ts). The time bounds of what GET /v1/graph answers, JSON
// and page, are in src/http/routes/graph.bounds.test.ts.

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
})
