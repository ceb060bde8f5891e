import type { WorkMeter } from '../jobs/jobs.js'
import { AT_ONCE, runToEnd } from '../jobs/jobs.js'
import type { Workspace } from '../model.js'
import { recordedInsight } from './patterns.js'
import { COMPOUNDING_SLICE, type CompoundingPlan, type CompoundingState, type WorkspaceMetrics } from './state.js'

/**
 * Counts what the simulated AI holds: live insights (by type, with their mean confidence),
 * merged ones, triplets, ghosts, and the patterns and playbooks earlier runs recorded.
 *
 * @example workspaceMetrics(workspace, state) // { insights: 40, insights_by_type: { relationship: 22, ... }, triplets: 31, ... }
 */
export const workspaceMetrics = (workspace: Workspace, state: CompoundingState): WorkspaceMetrics =>
  runToEnd(metricSlices(workspace, state, AT_ONCE))

/**
 * {@link workspaceMetrics} in slices (see COMPOUNDING_SLICE): the insights, triplets and ghosts
 * as they were when it began, the recorded patterns and playbooks as they were when it ended.
 */
export function* metricSlices(
  workspace: Workspace,
  state: CompoundingState,
  meter: WorkMeter,
): Generator<void, WorkspaceMetrics, void> {
  const stored = [...workspace.insights.byId.values()]
  const triplets = workspace.insights.triplets.size
  const ghosts = workspace.insights.ghosts.size
  if (meter.spend(stored.length / 8)) yield
  const byType: Record<string, number> = {}
  let live = 0
  let confidence = 0
  for (const insight of stored) {
    if (insight.merged_into === undefined) {
      live++
      byType[insight.type] = (byType[insight.type] ?? 0) + 1
      confidence += insight.confidence
    }
    if (meter.spend(2 * COMPOUNDING_SLICE.perItem)) yield
  }
  const sorted = Object.fromEntries(Object.entries(byType).sort((a, b) => (a[0] < b[0] ? -1 : 1)))
  const recorded = (keys: ReadonlyMap<string, string>): number => {
    let count = 0
    for (const key of keys.keys()) if (recordedInsight(workspace, keys, key)) count++
    return count
  }
  // The recorded keys grow by at most 100 a run: counted at once, so both counts are of one moment.
  if (meter.spend(Object.keys(byType).length * 8 + state.patterns.size + state.playbooks.size)) yield
  return {
    insights: live,
    merged_insights: stored.length - live,
    insights_by_type: sorted,
    triplets,
    ghosts,
    patterns: recorded(state.patterns),
    playbooks: recorded(state.playbooks),
    average_confidence: live === 0 ? 0 : Math.round((confidence / live) * 1000) / 1000,
  }
}

/** A metrics run: scans every live insight, changes nothing. */
export function* planMetrics(
  workspace: Workspace,
  state: CompoundingState,
  meter: WorkMeter,
): Generator<void, CompoundingPlan, void> {
  const metrics = yield* metricSlices(workspace, state, meter)
  return { insights_scanned: metrics.insights, insights_affected: 0, candidates_created: 0, metrics, *apply() {} }
}
