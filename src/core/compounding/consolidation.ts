import type { Clock } from '../clock.js'
import type { Insight } from '../insights/state.js'
import type { WorkMeter } from '../jobs/jobs.js'
import type { Workspace } from '../model.js'
import { duplicateGroupSlices, tfidfSlices } from './similarity.js'
import { COMPOUNDING_SLICE, type CompoundingPlan } from './state.js'

/**
 * Two insights of the same type are near-duplicates when the cosine of their TF-IDF word vectors
 * is at least this: "Ada Lovelace works at Acme" and "Ada Lovelace works at Acme Corp" are (0.9
 * and more), "Ada Lovelace works at Acme" and "Grace Hopper works at Acme" are not (about 0.4).
 */
export const DUPLICATE_THRESHOLD = 0.8

/** Each duplicate merged into an insight closes this share of the gap between its confidence and 1. */
export const MERGE_BOOST = 0.1

/** A run compares the newest this many live insights (an older duplicate waits for a run that reaches it). */
export const CONSOLIDATION_SCAN = 2000

const round = (value: number): number => Math.round(value * 10_000) / 10_000

/**
 * Plans the merge of near-duplicate insights. Within each type, insights are taken by confidence
 * (higher first, then older first); each one not merged yet keeps every later insight at least
 * {@link DUPLICATE_THRESHOLD} similar to it. The merged ones get `merged_into` (they leave the
 * lists); the kept one gains a little confidence, the merged ones' entities and a fresh
 * `reinforced_at`. Affected: the merged insights and the ones that kept them.
 *
 * Sliced (see COMPOUNDING_SLICE): the plan is made over the newest insights as they were when it
 * began (their text, type and confidence then); the writes read each insight as it is when they
 * reach it, and skip one that is gone or merged meanwhile, so a record deleted between slices is
 * not put back into an insight's entities.
 *
 * @example runToEnd(planConsolidation(workspace, clock, AT_ONCE)) // { insights_scanned: 40, insights_affected: 3, candidates_created: 0, apply }
 */
export function* planConsolidation(
  workspace: Workspace,
  clock: Clock,
  meter: WorkMeter,
): Generator<void, CompoundingPlan, void> {
  const now = clock.iso()
  const { perItem } = COMPOUNDING_SLICE
  // The newest CONSOLIDATION_SCAN live insights, oldest first, as they are now.
  const stored = [...workspace.insights.byId.values()]
  if (meter.spend(stored.length / 8)) yield
  const live: Compared[] = []
  for (let k = stored.length - 1; k >= 0 && live.length < CONSOLIDATION_SCAN; k--) {
    const insight = stored[k]!
    if (insight.merged_into === undefined)
      live.push({ insight, content: insight.content, type: insight.type, confidence: insight.confidence })
    if (meter.spend(perItem)) yield
  }
  live.reverse()
  const byType = new Map<string, Compared[]>()
  for (const item of live) {
    let group = byType.get(item.type)
    if (!group) byType.set(item.type, (group = []))
    group.push(item)
  }
  const merges: Array<{ kept: Insight; merged: Insight[] }> = []
  for (const group of byType.values()) {
    group.sort((a, b) => b.confidence - a.confidence)
    if (meter.spend(group.length * perItem)) yield
    const vectors = yield* tfidfSlices(
      group.map((item) => item.content),
      meter,
    )
    for (const [i, duplicates] of yield* duplicateGroupSlices(vectors, DUPLICATE_THRESHOLD, meter))
      merges.push({ kept: group[i]!.insight, merged: duplicates.map((j) => group[j]!.insight) })
  }
  const affected = merges.reduce((sum, merge) => sum + 1 + merge.merged.length, 0)
  const isLive = (insight: Insight): boolean =>
    insight.merged_into === undefined && workspace.insights.byId.get(insight.id) === insight
  return {
    insights_scanned: live.length,
    insights_affected: affected,
    candidates_created: 0,
    *apply(meter) {
      for (const { kept, merged } of merges) {
        if (!isLive(kept)) continue
        const joining = merged.filter(isLive)
        if (joining.length === 0) continue
        const entities = new Map(kept.entities.map((entity) => [entity.id, entity]))
        let units = perItem + kept.entities.length
        for (const duplicate of joining) {
          duplicate.merged_into = kept.id
          for (const entity of duplicate.entities) if (!entities.has(entity.id)) entities.set(entity.id, entity)
          units += perItem + duplicate.entities.length
        }
        kept.confidence = round(1 - (1 - kept.confidence) * (1 - MERGE_BOOST) ** joining.length)
        kept.entities = [...entities.values()]
        kept.reinforced_at = now
        if (meter.spend(units)) yield
      }
    },
  }
}

/** An insight as consolidation compared it: its text, type and confidence when the run began. */
interface Compared {
  insight: Insight
  content: string
  type: string
  confidence: number
}
