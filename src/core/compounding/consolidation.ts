import type { Clock } from '../clock.js'
import { liveInsights, type Insight } from '../insights/state.js'
import type { Workspace } from '../model.js'
import { duplicateGroups, tfidfVectors } from './similarity.js'
import type { CompoundingPlan } from './state.js'

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
 * @example planConsolidation(workspace, clock) // { insights_scanned: 40, insights_affected: 3, candidates_created: 0, apply }
 */
export function planConsolidation(workspace: Workspace, clock: Clock): CompoundingPlan {
  const live = liveInsights(workspace).slice(0, CONSOLIDATION_SCAN).reverse()
  const byType = new Map<string, Insight[]>()
  for (const insight of live) {
    let group = byType.get(insight.type)
    if (!group) byType.set(insight.type, (group = []))
    group.push(insight)
  }
  const merges: Array<{ kept: Insight; merged: Insight[] }> = []
  for (const group of byType.values()) {
    group.sort((a, b) => b.confidence - a.confidence)
    const vectors = tfidfVectors(group.map((insight) => insight.content))
    for (const [i, duplicates] of duplicateGroups(vectors, DUPLICATE_THRESHOLD)) merges.push({ kept: group[i]!, merged: duplicates.map((j) => group[j]!) })
  }
  const affected = merges.reduce((sum, merge) => sum + 1 + merge.merged.length, 0)
  return {
    insights_scanned: live.length,
    insights_affected: affected,
    candidates_created: 0,
    apply() {
      const now = clock.iso()
      for (const { kept, merged } of merges) {
        const entities = new Map(kept.entities.map((entity) => [entity.id, entity]))
        for (const duplicate of merged) {
          duplicate.merged_into = kept.id
          for (const entity of duplicate.entities) if (!entities.has(entity.id)) entities.set(entity.id, entity)
        }
        kept.confidence = round(1 - (1 - kept.confidence) * (1 - MERGE_BOOST) ** merged.length)
        kept.entities = [...entities.values()]
        kept.reinforced_at = now
      }
    },
  }
}
