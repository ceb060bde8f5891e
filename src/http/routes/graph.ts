import { buildGraph, GRAPH_LIMIT } from '../../core/graph/graph.js'
import { nodeAttributes } from '../../core/graph/node-attributes.js'
import { renderGraphPage } from './graph-page.js'
import { defineRoute } from '../route.js'
import { GraphPageSchema, GraphQuery, GraphSchema } from '../schemas/graph.js'

/**
 * Whether an Accept header prefers HTML to JSON: `text/html` must weigh more than whatever would
 * cover JSON (`application/json`, `application/*`, `*\/*`), so a browser gets the page and curl's
 * `*\/*` or a tie gets JSON.
 *
 * @example prefersHtml('text/html,application/xhtml+xml,*\/*;q=0.8') // true
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false
  let html = 0
  let json = 0
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    const q = params.find((param) => param.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    if (!Number.isFinite(weight)) continue
    if (range === 'text/html') html = Math.max(html, weight)
    if (range === 'application/json' || range === 'application/*' || range === '*/*') json = Math.max(json, weight)
  }
  return html > 0 && html > json
}

export const graphRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/graph',
    operationId: 'getGraph',
    tag: 'Graph',
    summary: 'Get the knowledge graph',
    description:
      `The workspace's knowledge graph. nodes: records and ghosts (entities mentioned in ingested ` +
      `context that match no record, ids \`ghost:N\`), newest first, at most limit (1 to ` +
      `${GRAPH_LIMIT.maxLimit}, default ${GRAPH_LIMIT.defaultLimit}). edges: the relationship ` +
      `instances between answered nodes, labelled with the definition's predicate. context_edges, from ` +
      `the insight store: \`triplet\` (subject to object, the predicate, with confidence), \`context\` ` +
      `(two entities named by one insight; left out where a triplet joins the same pair), \`insight\` ` +
      `(an insight node to each entity it names) and \`insight_link\` (two insights naming a common ` +
      `entity: \`related_to\` with the Jaccard similarity of their entities, or \`contradicts\` for ` +
      `two role or employment claims about one person that disagree). insight_nodes: \`ei:N\` for an ` +
      `insight about one entity, \`ki:N\` for knowledge about several or none. insights: each node's ` +
      `insights. total_nodes and total_edges count the whole workspace; total_context_edges the edges ` +
      `answered. \`format=html\`, or \`Accept: text/html\` preferred to JSON, answers a self-contained ` +
      `interactive page instead (Cytoscape.js inlined, no network): pan, zoom, a legend, search that ` +
      `frames a match with its neighbours, filter by node type, click a node for its attributes, ` +
      `insights and relationships.`,
    public: true,
    scope: 'record.read',
    request: { query: GraphQuery },
    responses: {
      200: {
        description: 'The graph, or its interactive page',
        schema: GraphSchema,
        alternatives: { 'text/html': GraphPageSchema },
      },
    },
    errors: [406],
    handle: async ({ query, workspace, header, services }) => {
      const graph = buildGraph(workspace, { limit: query.limit })
      const html = query.format === 'html' || (query.format === undefined && prefersHtml(header('accept')))
      if (!html) return { status: 200, body: graph }
      const library = await services.graphLibrary()
      return {
        status: 200,
        contentType: 'text/html',
        body: renderGraphPage(graph, {
          attributes: nodeAttributes(workspace, graph),
          workspaceId: workspace.id,
          library,
        }),
      }
    },
  }),
]
