import type { Clock } from '../clock.js'
import type { Workspace } from '../model.js'
import { RETENTION, retainNewest } from '../retention.js'

/*
 * What the simulated AI knows about a workspace, beside its records: insights (statements about
 * entities, with a confidence), triplets (subject - predicate - object facts) and ghosts
 * (entities mentioned in ingested context that match no record). Context ingestion writes them,
 * compounding reshapes them, and the insight list, the stream, ask, AI list jobs and the graph
 * read them.
 *
 * Each is kept to a bound (RETENTION), since every ingest adds to them: the oldest insights and
 * triplets, and the least recently mentioned ghosts, are forgotten first. A forgotten insight
 * leaves every list, the stream's replay, ask, list jobs and the graph at once; an insight merged
 * into it stays merged. A forgotten ghost leaves the graph; insights and triplets that named it
 * keep its name and id (no operation reads a ghost by id), and a later mention makes a new ghost.
 */

/** An entity an insight or triplet names: a record, or a ghost (`ghost:N`). */
export interface EntityRef {
  id: string
  name: string
  /** The object slug of a record (`person`, `company`), or `ghost`. */
  type: string
}

export interface Insight {
  id: string
  workspace_id: string
  content: string
  /** What kind of statement: `relationship`, `role_change`, `follow_up`, `contact_info`, `pattern`, `playbook`... */
  type: string
  /** 0..1 */
  confidence: number
  target: { entity_type: string; hint: string }
  entities: EntityRef[]
  created_at: string
  /** When the insight was last confirmed by new context (decay reads it); starts at created_at. */
  reinforced_at: string
  /** The artifact it came from, when it came from ingested context. */
  artifact_id?: string | undefined
  /** Set when consolidation merged it into another insight: it is then no longer listed. */
  merged_into?: string | undefined
}

export interface Triplet {
  id: string
  subject: EntityRef
  predicate: string
  object: EntityRef
  /** 0..1 */
  confidence: number
  created_at: string
  artifact_id?: string | undefined
}

export interface Ghost {
  /** `ghost:N` */
  id: string
  name: string
  /** What the mention looked like: `person`, `company`, `email`, `domain`. */
  kind: string
  mentions: number
  first_seen_at: string
  last_seen_at: string
}

/** Called with every batch of new insights, in creation order. */
export type InsightListener = (insights: readonly Insight[]) => void

export interface InsightsState {
  /** Every insight kept (RETENTION.insights), merged ones included, in creation order. */
  byId: Map<string, Insight>
  /** The newest triplets (RETENTION.triplets), in creation order. */
  triplets: Map<string, Triplet>
  /** Ghosts kept (RETENTION.ghosts), from the least to the most recently mentioned. */
  ghosts: Map<string, Ghost>
  /** Ghosts by their lower-case name, so a second mention reaches the same ghost. */
  ghostsByName: Map<string, string>
  ghostSeq: number
  listeners: Set<InsightListener>
}

export const createInsightsState = (): InsightsState => ({
  byId: new Map(),
  triplets: new Map(),
  ghosts: new Map(),
  ghostsByName: new Map(),
  ghostSeq: 0,
  listeners: new Set(),
})

export type InsightInput = Omit<Insight, 'id' | 'workspace_id' | 'created_at' | 'reinforced_at'>

/**
 * Adds a batch of insights at the clock's time and tells every listener (the SSE streams) once,
 * with the whole batch.
 *
 * @example addInsights(workspace, clock, [{ content: 'Ada Lovelace works at Analytical Engines', type: 'relationship', confidence: 0.9, target: { entity_type: 'person', hint: 'Ada Lovelace' }, entities: [ada] }])
 */
export function addInsights(workspace: Workspace, clock: Clock, inputs: readonly InsightInput[]): Insight[] {
  const now = clock.iso()
  const added = inputs.map((input) => {
    const insight: Insight = {
      ...input,
      id: workspace.ids.next(),
      workspace_id: workspace.id,
      created_at: now,
      reinforced_at: now,
    }
    workspace.insights.byId.set(insight.id, insight)
    return insight
  })
  retainNewest(workspace.insights.byId, RETENTION.insights)
  if (added.length > 0) for (const listener of [...workspace.insights.listeners]) listener(added)
  return added
}

/** Listens for new insights; answers the function that stops listening. */
export function subscribeInsights(workspace: Workspace, listener: InsightListener): () => void {
  workspace.insights.listeners.add(listener)
  return () => {
    workspace.insights.listeners.delete(listener)
  }
}

/** Insights that are listed: not merged into another. Newest first. */
export function liveInsights(workspace: Workspace): Insight[] {
  return [...workspace.insights.byId.values()].filter((insight) => insight.merged_into === undefined).reverse()
}

export function addTriplet(workspace: Workspace, clock: Clock, input: Omit<Triplet, 'id' | 'created_at'>): Triplet {
  const triplet: Triplet = { ...input, id: workspace.ids.next(), created_at: clock.iso() }
  workspace.insights.triplets.set(triplet.id, triplet)
  retainNewest(workspace.insights.triplets, RETENTION.triplets)
  return triplet
}

/** The ghost for a name that matches no record: a new one, or the one mentioned before (its count grows). */
export function mentionGhost(workspace: Workspace, clock: Clock, name: string, kind: string): Ghost {
  const state = workspace.insights
  const key = name.trim().toLowerCase()
  const known = state.ghostsByName.get(key)
  if (known !== undefined) {
    const ghost = state.ghosts.get(known)!
    ghost.mentions++
    ghost.last_seen_at = clock.iso()
    // Moved to the end: the map runs from the least to the most recently mentioned.
    state.ghosts.delete(known)
    state.ghosts.set(known, ghost)
    return ghost
  }
  const ghost: Ghost = {
    id: `ghost:${++state.ghostSeq}`,
    name: name.trim(),
    kind,
    mentions: 1,
    first_seen_at: clock.iso(),
    last_seen_at: clock.iso(),
  }
  state.ghosts.set(ghost.id, ghost)
  state.ghostsByName.set(key, ghost.id)
  while (state.ghosts.size > RETENTION.ghosts) {
    const [id, forgotten] = state.ghosts.entries().next().value as [string, Ghost]
    state.ghosts.delete(id)
    state.ghostsByName.delete(forgotten.name.toLowerCase())
  }
  return ghost
}
