import { liveInsights } from '../insights/state.js'
import type { Workspace } from '../model.js'
import type { CompoundingPlan, CompoundingState, WorkspaceMetrics } from './state.js'

/**
 * Counts what the simulated AI holds: live insights (by type, with their mean confidence),
 * merged ones, triplets, ghosts, and the patterns and playbooks earlier runs recorded.
 *
 * @example workspaceMetrics(workspace, state) // { insights: 40, insights_by_type: { relationship: 22, ... }, triplets: 31, ... }
 */
export function workspaceMetrics(workspace: Workspace, state: CompoundingState): WorkspaceMetrics {
  const live = liveInsights(workspace)
  const byType: Record<string, number> = {}
  let confidence = 0
  for (const insight of live) {
    byType[insight.type] = (byType[insight.type] ?? 0) + 1
    confidence += insight.confidence
  }
  const sorted = Object.fromEntries(Object.entries(byType).sort((a, b) => (a[0] < b[0] ? -1 : 1)))
  const alive = (id: string): boolean => workspace.insights.byId.get(id)?.merged_into === undefined && workspace.insights.byId.has(id)
  return {
    insights: live.length,
    merged_insights: workspace.insights.byId.size - live.length,
    insights_by_type: sorted,
    triplets: workspace.insights.triplets.size,
    ghosts: workspace.insights.ghosts.size,
    patterns: [...state.patterns.values()].filter(alive).length,
    playbooks: [...state.playbooks.values()].filter(alive).length,
    average_confidence: live.length === 0 ? 0 : Math.round((confidence / live.length) * 1000) / 1000,
  }
}

/** A metrics run: scans every live insight, changes nothing. */
export function planMetrics(workspace: Workspace, state: CompoundingState): CompoundingPlan {
  const metrics = workspaceMetrics(workspace, state)
  return { insights_scanned: metrics.insights, insights_affected: 0, candidates_created: 0, metrics, apply() {} }
}
