import type { Clock } from '../clock.js'
import type { Insight } from '../insights/state.js'
import type { WorkMeter } from '../jobs/jobs.js'
import type { Workspace } from '../model.js'
import { COMPOUNDING_SLICE, type CompoundingPlan, type CompoundingState } from './state.js'

const DAY = 86_400_000

/** An insight not reinforced for this long is stale and decays. */
export const STALE_AFTER_MS = 7 * DAY
/** A stale insight's confidence halves every this much clock time since it was last reinforced (or decayed). */
export const HALF_LIFE_MS = 30 * DAY
/** Decay never takes a confidence below this. */
export const CONFIDENCE_FLOOR = 0.1

const round = (value: number): number => Math.round(value * 10_000) / 10_000

/**
 * Plans the decay of insights not reinforced lately: an insight whose `reinforced_at` is at least
 * {@link STALE_AFTER_MS} old loses confidence by half per {@link HALF_LIFE_MS} of the time since it
 * was reinforced or last decayed, whichever is later (so sweeping twice never counts the same days
 * twice), never below {@link CONFIDENCE_FLOOR}. Affected: the insights whose confidence drops.
 * Sliced (see COMPOUNDING_SLICE), over the insights as they were when it began; the writes skip
 * an insight merged meanwhile.
 *
 * @example runToEnd(planDecay(workspace, clock, state, AT_ONCE)) // an insight of 0.8 reinforced 30 days ago -> 0.4
 */
export function* planDecay(
  workspace: Workspace,
  clock: Clock,
  state: CompoundingState,
  meter: WorkMeter,
): Generator<void, CompoundingPlan, void> {
  const { perItem } = COMPOUNDING_SLICE
  const now = clock.now()
  const stored = [...workspace.insights.byId.values()]
  if (meter.spend(stored.length / 8)) yield
  let scanned = 0
  const changes: Array<{ insight: Insight; confidence: number }> = []
  // Newest first, as the insight list shows them.
  for (let k = stored.length - 1; k >= 0; k--) {
    const insight = stored[k]!
    // Reading a time (Date.parse) costs a few lookups' worth.
    if (meter.spend(3 * perItem)) yield
    if (insight.merged_into !== undefined) continue
    scanned++
    const reinforced = Date.parse(insight.reinforced_at)
    if (now - reinforced < STALE_AFTER_MS) continue
    const since = Math.max(reinforced, state.decayedAt.get(insight.id) ?? -Infinity)
    const decayed = Math.max(CONFIDENCE_FLOOR, round(insight.confidence * 0.5 ** ((now - since) / HALF_LIFE_MS)))
    if (decayed < insight.confidence) changes.push({ insight, confidence: decayed })
  }
  return {
    insights_scanned: scanned,
    insights_affected: changes.length,
    candidates_created: 0,
    *apply(meter) {
      // Insights forgotten since (retention) take their decay marks with them.
      for (const id of [...state.decayedAt.keys()]) {
        if (!workspace.insights.byId.has(id)) state.decayedAt.delete(id)
        if (meter.spend(perItem)) yield
      }
      for (const { insight, confidence } of changes) {
        if (insight.merged_into === undefined && workspace.insights.byId.get(insight.id) === insight) {
          insight.confidence = confidence
          state.decayedAt.set(insight.id, now)
        }
        if (meter.spend(perItem)) yield
      }
    },
  }
}
