import { z } from 'zod'
import { lazySchema } from './lazy.js'
import { GRAPH_CONTEXT, GRAPH_LIMIT } from '../../core/graph/graph.js'
import { components, queryInteger, Timestamp } from './common.js'

export const GraphQuery = lazySchema(() =>
  z.object({
    limit: queryInteger(
      `The most entity nodes (records and ghosts) to answer, newest first; default ${GRAPH_LIMIT.defaultLimit}`,
      1,
      GRAPH_LIMIT.maxLimit,
    ),
    format: z
      .enum(['json', 'html'], { error: 'must be json or html' })
      .optional()
      .describe(
        '`html` answers the interactive page instead of JSON; so does `Accept: text/html` when format is left out',
      ),
  }),
)

const Confidence = lazySchema(() => z.number().min(0).max(1))

const GraphNodeSchema = lazySchema(() =>
  z
    .object({
      id: z.string().describe('A record id, or `ghost:N` for a ghost'),
      name: z
        .string()
        .describe(
          'The record\'s name (its primary attribute, or "<object> <id>" when it has none), or the ghost\'s name',
        ),
      type: z.string().describe("The record's object slug (`person`, `company`, ...), or `ghost`"),
      definition_slug: z.string().describe('The object slug; `ghost` for a ghost'),
      primary_attribute: z.string().describe('The plain text of the primary attribute; empty when unset'),
      created_at: Timestamp().describe('When the record was created, or the ghost first mentioned'),
    })
    .register(components, {
      id: 'GraphNode',
      description: 'A record, or a ghost: an entity mentioned in ingested context that matches no record',
    }),
)

const GraphEdgeSchema = lazySchema(() =>
  z
    .object({
      id: z.string().describe("The relationship instance's id"),
      source: z.string().describe('The entity 1 record'),
      target: z.string().describe('The entity 2 record'),
      label: z.string().describe("The definition's entity 1 to entity 2 predicate"),
      definition_id: z.string(),
    })
    .register(components, { id: 'GraphEdge', description: 'A relationship instance between two answered nodes' }),
)

const GraphRelationshipDefinitionSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      name: z.string().describe('"<object 1> <predicate> <object 2>"'),
      entity_1_to_2: z.string(),
      entity_2_to_1: z.string(),
    })
    .register(components, {
      id: 'GraphRelationshipDefinition',
      description: 'A relationship definition of the workspace',
    }),
)

const ContextEdgeSchema = lazySchema(() =>
  z
    .object({
      id: z
        .string()
        .describe(
          '`tri_<triplet>`, `ctx_<insight>_<a>_<b>`, `ei_edge_` / `ki_edge_<insight>_<entity>`, or ' +
            '`il_<insight>_<insight>`',
        ),
      source: z.string().describe('An entity id, a ghost id, or an insight node id (`ei:N`, `ki:N`)'),
      target: z.string(),
      label: z
        .string()
        .describe(
          "The triplet's predicate; the insight type for context and insight edges; `related_to` or " +
            '`contradicts` for insight links',
        ),
      edge_type: z
        .enum(['context', 'triplet', 'insight', 'insight_link'])
        .describe(
          'triplet: a subject-predicate-object fact; context: two entities one insight names (left out ' +
            'where a triplet joins the pair); insight: an insight to an entity it names; insight_link: two ' +
            'insights naming a common entity',
        ),
      confidence: Confidence()
        .optional()
        .describe(
          'Triplets: the extraction confidence; insight links: the Jaccard similarity of their entities, ' +
            "or for `contradicts` the weaker insight's confidence. Absent on context and insight edges",
        ),
    })
    .register(components, {
      id: 'ContextEdge',
      description: 'An edge of the context layer, built from the insight store',
    }),
)

const InsightNodeSchema = lazySchema(() =>
  z
    .object({
      id: z
        .string()
        .describe(
          '`ei:<insight id>` for an insight about one entity, `ki:<insight id>` for knowledge about several or none',
        ),
      content: z.string(),
      type: z.string(),
      confidence: Confidence(),
      source: z.enum(['entity_insight', 'knowledge_insight']),
    })
    .register(components, { id: 'InsightNode', description: 'An insight shown as a node' }),
)

const EntityInsightSummarySchema = lazySchema(() =>
  z
    .object({ content: z.string(), confidence: Confidence(), type: z.string() })
    .register(components, { id: 'EntityInsightSummary', description: 'An insight about an entity' }),
)

export const GraphSchema = lazySchema(() =>
  z
    .object({
      nodes: z.array(GraphNodeSchema()).describe('Records and ghosts, newest first, at most `limit`'),
      edges: z
        .array(GraphEdgeSchema())
        .describe('Relationship instances whose two records are both answered, oldest first'),
      relationship_definitions: z.array(GraphRelationshipDefinitionSchema()),
      context_edges: z
        .array(ContextEdgeSchema())
        .describe('Triplet, context, insight and insight_link edges, in that order'),
      insight_nodes: z
        .array(InsightNodeSchema())
        .describe('Live insights that name an answered node, and workspace-level ones that name none; oldest first'),
      insights: z
        .record(z.string(), z.array(EntityInsightSummarySchema()))
        .describe('The insights about each answered node that has any, newest first, by node id'),
      total_nodes: z.number().int().describe('Records and ghosts in the workspace, however many `limit` let through'),
      total_edges: z.number().int().describe('Relationship instances in the workspace'),
      total_context_edges: z.number().int().describe('The context edges answered, every edge type'),
      omitted: z
        .object({
          insight_nodes: z
            .number()
            .int()
            .describe(
              `Insights about answered nodes older than the newest ${GRAPH_CONTEXT.insights} shown (left out ` +
                `with their edges)`,
            ),
          triplets: z
            .number()
            .int()
            .describe(`Triplets between answered nodes older than the newest ${GRAPH_CONTEXT.triplets}`),
          context_edges: z.number().int().describe(`Context edges past the ${GRAPH_CONTEXT.contextEdges} answered`),
        })
        .describe(
          `What the bounds of the context layer left out; all 0 when nothing was. An insight links to at ` +
            `most the ${GRAPH_CONTEXT.linkWindow} insights before it per entity they share, and an insight's ` +
            `edges, context pairs and links go to the first ${GRAPH_CONTEXT.entitiesPerInsight} answered ` +
            `entities it names`,
        ),
    })
    .register(components, { id: 'Graph', description: "The workspace's knowledge graph" }),
)

export const GraphPageSchema = lazySchema(() =>
  z.string().register(components, {
    id: 'GraphPage',
    description:
      'A self-contained interactive page (Cytoscape.js inlined; no network needed): pan, zoom, search, ' +
      'filter by node type, and click a node for its attributes and insights',
  }),
)
