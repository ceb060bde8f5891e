import type { Clock } from '../clock.js'
import { addInsights, type EntityRef, type InsightInput, type Triplet } from '../insights/state.js'
import type { Workspace } from '../model.js'
import { COMPOUNDING_OUTPUT, type CompoundingPlan, type CompoundingState } from './state.js'

/** A pattern needs this many distinct subject-object pairs joined by the same predicate between the same types. */
export const MIN_PATTERN_SUPPORT = 2

/** How many example facts a pattern insight names. */
const EXAMPLES = 3

/** A recurring fact shape: the same predicate between entities of the same types. */
export interface TripletPattern {
  /** `person|works_at|company` */
  key: string
  subject_type: string
  predicate: string
  object_type: string
  /** The facts of this shape, oldest first, one per subject-object pair. */
  triplets: Triplet[]
}

/** What an entity is: a record's object slug, or for a ghost the kind of mention it was. */
export function entityType(workspace: Workspace, entity: EntityRef): string {
  if (entity.type !== 'ghost') return entity.type
  return workspace.insights.ghosts.get(entity.id)?.kind ?? 'ghost'
}

/** The predicate as words: `works_at` -> `works at`. */
export const predicateWords = (predicate: string): string => predicate.replace(/[_-]+/g, ' ').trim()

/**
 * Groups the workspace's triplets by shape (subject type, predicate, object type) and answers the
 * shapes seen for at least {@link MIN_PATTERN_SUPPORT} distinct subject-object pairs, most frequent
 * first (ties by key). A pair stated twice counts once.
 *
 * @example detectPatterns(workspace)[0] // { key: 'person|works_at|company', triplets: [12 facts], ... }
 */
export function detectPatterns(workspace: Workspace): TripletPattern[] {
  const shapes = new Map<string, TripletPattern & { pairs: Set<string> }>()
  const triplets = [...workspace.insights.triplets.values()].sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0))
  for (const triplet of triplets) {
    const subjectType = entityType(workspace, triplet.subject)
    const objectType = entityType(workspace, triplet.object)
    const predicate = triplet.predicate.trim().toLowerCase()
    const key = `${subjectType}|${predicate}|${objectType}`
    let shape = shapes.get(key)
    if (!shape) shapes.set(key, (shape = { key, subject_type: subjectType, predicate, object_type: objectType, triplets: [], pairs: new Set() }))
    const pair = `${triplet.subject.id}|${triplet.object.id}`
    if (shape.pairs.has(pair)) continue
    shape.pairs.add(pair)
    shape.triplets.push(triplet)
  }
  return [...shapes.values()]
    .filter((shape) => shape.triplets.length >= MIN_PATTERN_SUPPORT)
    .sort((a, b) => b.triplets.length - a.triplets.length || (a.key < b.key ? -1 : 1))
    .map(({ pairs: _pairs, ...pattern }) => pattern)
}

/** The confidence of a pattern seen `n` times: n / (n + 1), so more evidence, more confidence (2 -> 0.667, 9 -> 0.9). */
export const patternConfidence = (n: number): number => Math.round((n / (n + 1)) * 1000) / 1000

/** The pattern insight's statement: how often, the shape in words, and examples. */
export function describePattern(pattern: TripletPattern): string {
  const examples = pattern.triplets.slice(0, EXAMPLES).map((t) => `${t.subject.name} ${predicateWords(t.predicate)} ${t.object.name}`)
  return `Recurring pattern: a ${pattern.subject_type} ${predicateWords(pattern.predicate)} a ${pattern.object_type}, seen ${pattern.triplets.length} times (e.g. ${examples.join('; ')})`
}

function patternInsight(pattern: TripletPattern): InsightInput {
  const entities = new Map<string, EntityRef>()
  for (const triplet of pattern.triplets.slice(0, EXAMPLES)) for (const entity of [triplet.subject, triplet.object]) if (!entities.has(entity.id)) entities.set(entity.id, { ...entity })
  return {
    content: describePattern(pattern),
    type: 'pattern',
    confidence: patternConfidence(pattern.triplets.length),
    target: { entity_type: pattern.subject_type, hint: predicateWords(pattern.predicate) },
    entities: [...entities.values()],
  }
}

/**
 * Plans pattern detection: every recurring triplet shape becomes a `pattern` insight (a
 * candidate created), or, when an earlier run recorded it and its count has changed since,
 * updates that insight (affected). Scanned: the triplets read.
 *
 * @example planPatternDetection(workspace, clock, state) // { insights_scanned: 120, candidates_created: 3, ... }
 */
export function planPatternDetection(workspace: Workspace, clock: Clock, state: CompoundingState): CompoundingPlan {
  const patterns = detectPatterns(workspace)
  const created: Array<{ key: string; input: InsightInput }> = []
  const updated: Array<{ id: string; input: InsightInput }> = []
  for (const pattern of patterns) {
    const input = patternInsight(pattern)
    const known = state.patterns.get(pattern.key)
    const insight = known === undefined ? undefined : workspace.insights.byId.get(known)
    if (!insight || insight.merged_into !== undefined) {
      if (created.length < COMPOUNDING_OUTPUT.patternsPerRun) created.push({ key: pattern.key, input })
    } else if (insight.content !== input.content) updated.push({ id: insight.id, input })
  }
  return {
    insights_scanned: workspace.insights.triplets.size,
    insights_affected: updated.length,
    candidates_created: created.length,
    apply() {
      for (const { id, input } of updated) {
        const insight = workspace.insights.byId.get(id)
        if (insight) Object.assign(insight, input, { reinforced_at: clock.iso() })
      }
      const added = addInsights(workspace, clock, created.map(({ input }) => input))
      added.forEach((insight, i) => state.patterns.set(created[i]!.key, insight.id))
    },
  }
}
