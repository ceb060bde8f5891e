import type { Clock } from '../clock.js'
import { addInsights, type EntityRef, type Insight, type InsightInput, type Triplet } from '../insights/state.js'
import { AT_ONCE, runToEnd, type WorkMeter } from '../jobs/jobs.js'
import type { Workspace } from '../model.js'
import { COMPOUNDING_OUTPUT, COMPOUNDING_SLICE, type CompoundingPlan, type CompoundingState } from './state.js'

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
  /** The facts of this shape, in the order they were made, one per subject-object pair. */
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
export const detectPatterns = (workspace: Workspace): TripletPattern[] =>
  runToEnd(detectPatternSlices(workspace, AT_ONCE))

/**
 * {@link detectPatterns} in slices, over the triplets as they were when it began (see
 * COMPOUNDING_SLICE).
 */
export function* detectPatternSlices(workspace: Workspace, meter: WorkMeter): Generator<void, TripletPattern[], void> {
  const { perItem } = COMPOUNDING_SLICE
  const shapes = new Map<string, TripletPattern & { pairs: Set<string> }>()
  // In the order they were made (the store keeps that order).
  const triplets = [...workspace.insights.triplets.values()]
  if (meter.spend(triplets.length / 8)) yield
  for (const triplet of triplets) {
    const subjectType = entityType(workspace, triplet.subject)
    const objectType = entityType(workspace, triplet.object)
    const predicate = triplet.predicate.trim().toLowerCase()
    const key = `${subjectType}|${predicate}|${objectType}`
    let shape = shapes.get(key)
    if (!shape)
      shapes.set(
        key,
        (shape = {
          key,
          subject_type: subjectType,
          predicate,
          object_type: objectType,
          triplets: [],
          pairs: new Set(),
        }),
      )
    const pair = `${triplet.subject.id}|${triplet.object.id}`
    if (!shape.pairs.has(pair)) {
      shape.pairs.add(pair)
      shape.triplets.push(triplet)
    }
    if (meter.spend(4 * perItem)) yield
  }
  const recurring = [...shapes.values()].filter((shape) => shape.triplets.length >= MIN_PATTERN_SUPPORT)
  recurring.sort((a, b) => b.triplets.length - a.triplets.length || (a.key < b.key ? -1 : 1))
  if (meter.spend(shapes.size + recurring.length * Math.log2(recurring.length + 1))) yield
  return recurring.map(({ pairs: _pairs, ...pattern }) => pattern)
}

/** The confidence of a pattern seen `n` times: n / (n + 1), so more evidence, more confidence (2 -> 0.667, 9 -> 0.9). */
export const patternConfidence = (n: number): number => Math.round((n / (n + 1)) * 1000) / 1000

/** The pattern insight's statement: how often, the shape in words, and examples. */
export function describePattern(pattern: TripletPattern): string {
  const examples = pattern.triplets
    .slice(0, EXAMPLES)
    .map((t) => `${t.subject.name} ${predicateWords(t.predicate)} ${t.object.name}`)
  return `Recurring pattern: a ${pattern.subject_type} ${predicateWords(pattern.predicate)} a ${pattern.object_type}, seen ${pattern.triplets.length} times (e.g. ${examples.join('; ')})`
}

function patternInsight(pattern: TripletPattern): InsightInput {
  const entities = new Map<string, EntityRef>()
  for (const triplet of pattern.triplets.slice(0, EXAMPLES))
    for (const entity of [triplet.subject, triplet.object])
      if (!entities.has(entity.id)) entities.set(entity.id, { ...entity })
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
 * updates that insight (affected). Scanned: the triplets read. Sliced (see COMPOUNDING_SLICE);
 * the writes skip a recorded insight merged meanwhile and a shape recorded meanwhile.
 *
 * @example runToEnd(planPatternDetection(workspace, clock, state, AT_ONCE)) // { insights_scanned: 120, candidates_created: 3, ... }
 */
export function* planPatternDetection(
  workspace: Workspace,
  clock: Clock,
  state: CompoundingState,
  meter: WorkMeter,
): Generator<void, CompoundingPlan, void> {
  const scanned = workspace.insights.triplets.size
  const patterns = yield* detectPatternSlices(workspace, meter)
  const created: Array<{ key: string; input: InsightInput }> = []
  const updated: Array<{ id: string; input: InsightInput }> = []
  for (const pattern of patterns) {
    const input = patternInsight(pattern)
    const insight = recordedInsight(workspace, state.patterns, pattern.key)
    if (!insight) {
      if (created.length < COMPOUNDING_OUTPUT.patternsPerRun) created.push({ key: pattern.key, input })
    } else if (insight.content !== input.content) updated.push({ id: insight.id, input })
    if (meter.spend(4 * COMPOUNDING_SLICE.perItem)) yield
  }
  return {
    insights_scanned: scanned,
    insights_affected: updated.length,
    candidates_created: created.length,
    apply: (meter) => writeRecorded(workspace, clock, state.patterns, created, updated, meter),
  }
}

/** The live insight an earlier run recorded under `key`, if any. */
export function recordedInsight(
  workspace: Workspace,
  recorded: ReadonlyMap<string, string>,
  key: string,
): Insight | undefined {
  const id = recorded.get(key)
  const insight = id === undefined ? undefined : workspace.insights.byId.get(id)
  return insight?.merged_into === undefined ? insight : undefined
}

/**
 * The writes of pattern detection and playbook synthesis: updates the recorded insights whose
 * statement changed (unless merged meanwhile), then adds the new ones as one batch (one stream
 * event) and records them under their keys (unless a key was recorded meanwhile).
 */
export function* writeRecorded(
  workspace: Workspace,
  clock: Clock,
  recorded: Map<string, string>,
  created: ReadonlyArray<{ key: string; input: InsightInput }>,
  updated: ReadonlyArray<{ id: string; input: InsightInput }>,
  meter: WorkMeter,
): Generator<void, void, void> {
  for (const { id, input } of updated) {
    const insight = workspace.insights.byId.get(id)
    if (insight && insight.merged_into === undefined) Object.assign(insight, input, { reinforced_at: clock.iso() })
    if (meter.spend(COMPOUNDING_SLICE.perItem + input.entities.length)) yield
  }
  const fresh = created.filter(({ key }) => !recordedInsight(workspace, recorded, key))
  const added = addInsights(
    workspace,
    clock,
    fresh.map(({ input }) => input),
  )
  added.forEach((insight, i) => recorded.set(fresh[i]!.key, insight.id))
}
