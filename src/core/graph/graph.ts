import { recordName } from '../records/record-name.js'
import { recordOrder } from '../records/record-order.js'
import type { RecordRow, Workspace } from '../model.js'
import type { Ghost, Insight, Triplet } from '../insights/state.js'

/*
 * The knowledge graph: records and ghosts as nodes, relationship instances as typed edges, and
 * the insight store as a context layer on top (triplets, insights, the links between insights).
 * Everything is derived on each call from the workspace's state, so it never holds an id that is
 * gone: an insight or triplet naming a deleted record simply loses that end.
 */

export const GRAPH_LIMIT = { defaultLimit: 1000, maxLimit: 5000 } as const

/**
 * The bounds of the context layer, so the answer (and the work behind it) stays the same size
 * however much context a workspace has taken in: a few MB of JSON and a few tens of ms of CPU
 * at most, so the synchronous answer stays within 50 ms. What they leave out is counted in
 * `omitted`.
 */
export const GRAPH_CONTEXT = {
  /** The newest insights shown (as insight nodes, with their context, insight and link edges). */
  insights: 1000,
  /** The newest triplets between answered nodes. */
  triplets: 1000,
  /** Entities of one insight the graph links it to (the first answered ones it names): its insight edges, context pairs and links. */
  entitiesPerInsight: 10,
  /** An insight links to at most this many earlier shown insights per entity they share. */
  linkWindow: 5,
  /** Context edges answered in all, every type (triplets first, then context, insight, insight_link). */
  contextEdges: 5_000,
} as const

/** Insight types that state a person's place (role or employer): two of them about one person that disagree contradict. */
export const CLAIM_TYPES: ReadonlySet<string> = new Set(['relationship', 'role', 'role_change', 'employment'])

/** Claim types whose words carry the claim (a title): the same entities with different words disagree. */
const ROLE_TYPES: ReadonlySet<string> = new Set(['role', 'role_change'])

export interface GraphNode {
  id: string
  name: string
  /** The object slug of a record, or `ghost`. */
  type: string
  definition_slug: string
  primary_attribute: string
  created_at: string
}

export interface GraphEdge {
  id: string
  source: string
  target: string
  label: string
  definition_id: string
}

export interface GraphRelationshipDefinition {
  id: string
  name: string
  entity_1_to_2: string
  entity_2_to_1: string
}

export type ContextEdgeType = 'context' | 'triplet' | 'insight' | 'insight_link'

export interface ContextEdge {
  id: string
  source: string
  target: string
  label: string
  edge_type: ContextEdgeType
  /** On triplet and insight_link edges only. */
  confidence?: number
}

export interface InsightNode {
  /** `ei:<insight id>` or `ki:<insight id>` */
  id: string
  content: string
  type: string
  confidence: number
  source: 'entity_insight' | 'knowledge_insight'
}

export interface EntityInsightSummary {
  content: string
  confidence: number
  type: string
}

export interface Graph {
  nodes: GraphNode[]
  edges: GraphEdge[]
  relationship_definitions: GraphRelationshipDefinition[]
  context_edges: ContextEdge[]
  insight_nodes: InsightNode[]
  insights: Record<string, EntityInsightSummary[]>
  /** Records and ghosts in the workspace, however many `limit` let through. */
  total_nodes: number
  /** Relationship instances in the workspace. */
  total_edges: number
  /** The context edges answered (every edge type). */
  total_context_edges: number
  /** What the bounds of the context layer (GRAPH_CONTEXT) left out. */
  omitted: GraphOmitted
}

export interface GraphOmitted {
  /** Live insights about answered nodes (or none) older than the newest GRAPH_CONTEXT.insights. */
  insight_nodes: number
  /** Triplets between answered nodes older than the newest GRAPH_CONTEXT.triplets. */
  triplets: number
  /** Context edges past GRAPH_CONTEXT.contextEdges, of the shown insights and triplets. */
  context_edges: number
}

/** Where an insight sits: about one entity (`ei:`), or knowledge across several or none (`ki:`). */
export function insightNodeId(insight: Insight): string {
  return insight.entities.length === 1 ? `ei:${insight.id}` : `ki:${insight.id}`
}

/** Ids are digit strings of growing length or `ghost:N`: compare numerically where they are numbers. */
function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)
}

const round = (value: number) => Math.round(value * 1000) / 1000

/** A record (with its object's slug) or a ghost that may be answered as a node. */
interface Candidate {
  record?: RecordRow
  slug?: string
  ghost?: Ghost
  rank: string
  kind: number
  seq: string
}

/**
 * Builds the graph: nodes (records and ghosts, newest first, at most `limit`), the relationship
 * instances and context edges among them, the insights about them, and workspace-wide totals.
 *
 * @example buildGraph(workspace, { limit: 100 }).nodes[0] // { id: '32704519835647997', name: 'Ada Lovelace', type: 'person', ... }
 */
export function buildGraph(workspace: Workspace, options: { limit?: number | undefined } = {}): Graph {
  const limit = options.limit ?? GRAPH_LIMIT.defaultLimit

  // Nodes: records (lists are not entities) and ghosts, newest first; a record before a ghost
  // seen at the same instant, then the higher id first. Each object's records come newest first
  // from its kept created_at order (records/record-order.ts), so only `limit` of them are read,
  // however many the workspace holds.
  const candidates: Candidate[] = []
  let totalNodes = workspace.insights.ghosts.size
  for (const object of workspace.objects.values()) {
    if (object.type === 'list') continue
    const count = workspace.recordIdsByObject.get(object.id)?.size ?? 0
    totalNodes += count
    if (count === 0) continue
    for (const id of recordOrder(workspace, object, 'created_at').page(0, limit, 'desc')) {
      const record = workspace.records.get(id)!
      candidates.push({ record, slug: object.slug, rank: record.created_at, kind: 0, seq: record.id })
    }
  }
  for (const ghost of newestGhosts(workspace, limit))
    candidates.push({ ghost, rank: ghost.first_seen_at, kind: 1, seq: ghost.id.slice('ghost:'.length) })
  // Each object's records and the ghosts come newest first already: the sort merges those runs.
  candidates.sort((a, b) => (a.rank < b.rank ? 1 : a.rank > b.rank ? -1 : a.kind - b.kind || compareIds(b.seq, a.seq)))
  const nodes = candidates.slice(0, limit).map((candidate): GraphNode => {
    if (candidate.record) return recordNode(workspace, candidate.record, candidate.slug!)
    const ghost = candidate.ghost!
    return {
      id: ghost.id,
      name: ghost.name,
      type: 'ghost',
      definition_slug: 'ghost',
      primary_attribute: ghost.name,
      created_at: ghost.first_seen_at,
    }
  })
  const included = new Set(nodes.map((node) => node.id))

  // Typed edges: relationship instances with both ends among the nodes, oldest first, found
  // through the answered records' instances rather than every instance of the workspace.
  const relationships = workspace.relationships
  const joined = new Set<string>()
  for (const node of nodes) {
    for (const id of relationships.byRecord.get(node.id) ?? []) {
      const instance = relationships.instances.get(id)!
      if (included.has(instance.entity_1_id) && included.has(instance.entity_2_id)) joined.add(id)
    }
  }
  const edges: GraphEdge[] = []
  for (const id of [...joined].sort(compareIds)) {
    const instance = relationships.instances.get(id)!
    const definition = relationships.definitions.get(instance.definition_id)!
    edges.push({
      id: instance.id,
      source: instance.entity_1_id,
      target: instance.entity_2_id,
      label: definition.entity_1_to_2_predicate,
      definition_id: definition.id,
    })
  }
  const relationship_definitions = [...relationships.definitions.values()]
    .sort((a, b) => compareIds(a.id, b.id))
    .map((definition) => {
      const one = workspace.objects.get(definition.entity_definition_1_id)?.name ?? definition.entity_definition_1_id
      const two = workspace.objects.get(definition.entity_definition_2_id)?.name ?? definition.entity_definition_2_id
      return {
        id: definition.id,
        name: `${one} ${definition.entity_1_to_2_predicate} ${two}`,
        entity_1_to_2: definition.entity_1_to_2_predicate,
        entity_2_to_1: definition.entity_2_to_1_predicate,
      }
    })

  // Insights that name an included entity, plus workspace-level knowledge (naming none); oldest
  // first, so edge order follows how the knowledge arrived.
  // Only the newest GRAPH_CONTEXT.insights of them are shown. Read from the newest end, without
  // copying the store: the work is one pass however many insights there are.
  const stored = [...workspace.insights.byId.values()]
  const newestFirst: Array<{ insight: Insight; entities: string[] }> = []
  let qualifying = 0
  for (let k = stored.length - 1; k >= 0; k--) {
    const insight = stored[k]!
    if (insight.merged_into !== undefined) continue
    const named = insight.entities.length === 0
    if (!named && !insight.entities.some((entity) => included.has(entity.id))) continue
    qualifying++
    if (newestFirst.length < GRAPH_CONTEXT.insights)
      newestFirst.push({ insight, entities: answeredEntities(insight, included) })
  }
  const shown = newestFirst.reverse()

  const context_edges: ContextEdge[] = []
  const pairKey = (a: string, b: string) => (compareIds(a, b) <= 0 ? `${a}|${b}` : `${b}|${a}`)

  // Triplets: subject -predicate-> object, with their extraction confidence.
  const tripletPairs = new Set<string>()
  // Triplets are stored in creation (id) order: the newest joining ones are the last ones found.
  const joining: Triplet[] = []
  for (const triplet of workspace.insights.triplets.values())
    if (included.has(triplet.subject.id) && included.has(triplet.object.id)) joining.push(triplet)
  const newestTriplets = joining.slice(-GRAPH_CONTEXT.triplets)
  newestTriplets.sort((a, b) => compareIds(a.id, b.id))
  for (const triplet of newestTriplets) {
    tripletPairs.add(pairKey(triplet.subject.id, triplet.object.id))
    context_edges.push({
      id: `tri_${triplet.id}`,
      source: triplet.subject.id,
      target: triplet.object.id,
      label: triplet.predicate,
      edge_type: 'triplet',
      confidence: round(triplet.confidence),
    })
  }

  // Context: two entities named by one insight are linked, once per pair (labelled by the first
  // insight's type), unless a triplet already says how they relate.
  const contextPairs = new Set<string>()
  for (const { insight, entities: named } of shown) {
    const entities = named
    for (let i = 0; i < entities.length; i++) {
      for (let j = i + 1; j < entities.length; j++) {
        const key = pairKey(entities[i]!, entities[j]!)
        if (tripletPairs.has(key) || contextPairs.has(key)) continue
        contextPairs.add(key)
        context_edges.push({
          id: `ctx_${insight.id}_${entities[i]}_${entities[j]}`,
          source: entities[i]!,
          target: entities[j]!,
          label: insight.type,
          edge_type: 'context',
        })
      }
    }
  }

  // Insight edges: each insight node to the entities it names. Past the cap, edges are only counted.
  let omittedEdges = 0
  const insight_nodes: InsightNode[] = []
  for (const { insight, entities } of shown) {
    const id = insightNodeId(insight)
    insight_nodes.push({
      id,
      content: insight.content,
      type: insight.type,
      confidence: round(insight.confidence),
      source: id.startsWith('ei:') ? 'entity_insight' : 'knowledge_insight',
    })
    for (const entity of entities) {
      if (context_edges.length < GRAPH_CONTEXT.contextEdges)
        context_edges.push({
          id: `${id.slice(0, 2)}_edge_${insight.id}_${entity}`,
          source: id,
          target: entity,
          label: insight.type,
          edge_type: 'insight',
        })
      else omittedEdges++
    }
  }

  const links = insightLinks(shown, GRAPH_CONTEXT.contextEdges - context_edges.length)
  // One at a time: spreading a large array into push() overflows the call stack.
  for (const link of links.edges) context_edges.push(link)
  omittedEdges += links.omitted
  if (context_edges.length > GRAPH_CONTEXT.contextEdges) {
    omittedEdges += context_edges.length - GRAPH_CONTEXT.contextEdges
    context_edges.length = GRAPH_CONTEXT.contextEdges
  }

  // The insights map: each included entity's insights, newest first.
  const insights: Record<string, EntityInsightSummary[]> = {}
  for (let k = shown.length - 1; k >= 0; k--) {
    const { insight, entities } = shown[k]!
    for (const entity of entities)
      (insights[entity] ??= []).push({
        content: insight.content,
        confidence: round(insight.confidence),
        type: insight.type,
      })
  }

  return {
    nodes,
    edges,
    relationship_definitions,
    context_edges,
    insight_nodes,
    insights,
    total_nodes: totalNodes,
    total_edges: relationships.instances.size,
    total_context_edges: context_edges.length,
    omitted: {
      insight_nodes: qualifying - shown.length,
      triplets: joining.length - Math.min(joining.length, GRAPH_CONTEXT.triplets),
      context_edges: omittedEdges,
    },
  }
}

/**
 * The `limit` ghosts seen first most recently, newest first (then the higher number first). Ghosts
 * are numbered as they are first seen, so this is the highest numbers unless the clock was set
 * back meanwhile, which a check of the order finds (then they are sorted by time).
 */
function newestGhosts(workspace: Workspace, limit: number): Ghost[] {
  const numbered = [...workspace.insights.ghosts.values()].map((ghost) => ({
    ghost,
    n: Number(ghost.id.slice('ghost:'.length)),
  }))
  numbered.sort((a, b) => b.n - a.n)
  let inOrder = true
  for (let k = 1; k < numbered.length && inOrder; k++)
    inOrder = numbered[k - 1]!.ghost.first_seen_at >= numbered[k]!.ghost.first_seen_at
  if (!inOrder)
    numbered.sort((a, b) =>
      a.ghost.first_seen_at < b.ghost.first_seen_at
        ? 1
        : a.ghost.first_seen_at > b.ghost.first_seen_at
          ? -1
          : b.n - a.n,
    )
  return numbered.slice(0, limit).map(({ ghost }) => ghost)
}

function recordNode(workspace: Workspace, record: RecordRow, slug: string): GraphNode {
  const name = recordName(workspace, record)
  return {
    id: record.id,
    name: name || `${slug} ${record.id}`,
    type: slug,
    definition_slug: slug,
    primary_attribute: name,
    created_at: record.created_at,
  }
}

/**
 * Links between insights that name a common entity: each insight to at most the
 * GRAPH_CONTEXT.linkWindow insights before it (in `shown` order) naming that entity, so a
 * much-mentioned entity gives a linear number of links, not one per pair. The confidence is the Jaccard similarity of
 * the two entity sets (shared / all). Two claims (CLAIM_TYPES) about the same person contradict
 * when they name different other entities or, naming the same ones, say different things; their
 * confidence is the weaker of the two insights'. Answers the first `max` links (by the earlier
 * insight, then the later) and how many more there were.
 */
export function insightLinks(
  shown: ReadonlyArray<{ insight: Insight; entities: string[] }>,
  max = Infinity,
): { edges: ContextEdge[]; omitted: number } {
  const byEntity = new Map<string, number[]>()
  shown.forEach(({ entities }, index) => {
    for (const entity of entities) {
      const list = byEntity.get(entity)
      if (list) list.push(index)
      else byEntity.set(entity, [index])
    }
  })
  // Each pair once, as the number i * n + j (i < j): sorting numbers is cheap.
  const n = shown.length
  const seen = new Set<number>()
  for (const indexes of byEntity.values()) {
    for (let j = 1; j < indexes.length; j++) {
      for (let i = Math.max(0, j - GRAPH_CONTEXT.linkWindow); i < j; i++) seen.add(indexes[i]! * n + indexes[j]!)
    }
  }
  const pairs = Float64Array.from(seen).sort()
  const kept = Math.max(0, Math.min(pairs.length, max))
  const entitySets = new Map<number, Set<string>>()
  const entitySet = (index: number): Set<string> => {
    let set = entitySets.get(index)
    if (!set) entitySets.set(index, (set = new Set(shown[index]!.insight.entities.map((entity) => entity.id))))
    return set
  }
  const edges: ContextEdge[] = []
  for (let k = 0; k < kept; k++) {
    const i = Math.floor(pairs[k]! / n)
    const j = pairs[k]! - i * n
    const a = shown[i]!.insight
    const b = shown[j]!.insight
    const source = insightNodeId(a)
    const target = insightNodeId(b)
    const id = `il_${a.id}_${b.id}`
    if (contradicts(a, b)) {
      edges.push({
        id,
        source,
        target,
        label: 'contradicts',
        edge_type: 'insight_link',
        confidence: round(Math.min(a.confidence, b.confidence)),
      })
      continue
    }
    const left = entitySet(i)
    const right = entitySet(j)
    let shared = 0
    for (const entity of left) if (right.has(entity)) shared++
    const union = left.size + right.size - shared
    edges.push({
      id,
      source,
      target,
      label: 'related_to',
      edge_type: 'insight_link',
      confidence: round(shared / union),
    })
  }
  return { edges, omitted: pairs.length - kept }
}

/** The distinct entities an insight names that are answered nodes, the first GRAPH_CONTEXT.entitiesPerInsight of them. */
function answeredEntities(insight: Insight, included: ReadonlySet<string>): string[] {
  const entities: string[] = []
  for (const entity of insight.entities) {
    if (entities.length === GRAPH_CONTEXT.entitiesPerInsight) break
    if (included.has(entity.id) && !entities.includes(entity.id)) entities.push(entity.id)
  }
  return entities
}

/**
 * Two claims about one person disagree: both are claims (CLAIM_TYPES; "works at" and "joined"
 * both say where someone works), a person both name, and either different other entities
 * ("works at Acme" / "joined Globex") or the same ones with different words in two role claims
 * ("changed role from CTO to CEO at Acme" / "changed role from CTO to VP at Acme").
 *
 * @example contradicts(adaAtAcme, adaAtGlobex) // true
 */
export function contradicts(a: Insight, b: Insight): boolean {
  if (!CLAIM_TYPES.has(a.type) || !CLAIM_TYPES.has(b.type)) return false
  const people = a.entities.filter(
    (entity) => entity.type === 'person' && b.entities.some((other) => other.id === entity.id),
  )
  if (people.length === 0) return false
  const others = (insight: Insight) =>
    insight.entities
      .filter((entity) => !people.some((person) => person.id === entity.id))
      .map((entity) => entity.id)
      .sort()
      .join(',')
  const otherA = others(a)
  const otherB = others(b)
  if (otherA !== otherB) return otherA !== '' && otherB !== ''
  return ROLE_TYPES.has(a.type) && ROLE_TYPES.has(b.type) && normalize(a.content) !== normalize(b.content)
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
