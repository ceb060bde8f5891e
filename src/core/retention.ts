/**
 * How much per-request state a workspace keeps. Each of these grows with every request of a kind,
 * so past its bound the oldest entry is forgotten (an evicted id then answers 404). A job that is
 * evicted before it finishes still does its work when its steps pass; it can no longer be polled.
 * Derived state (insights, triplets, ghosts) is forgotten the same way: see insights/state.ts.
 */
export const RETENTION = {
  /** Artifacts of POST /v1/context/text (their text is dropped once read; results stay). */
  artifacts: 1000,
  /** AI list jobs with their results (at most `limit` entities each). */
  listJobs: 1000,
  /** Compounding runs with their counts. */
  compoundingRuns: 1000,
  /**
   * Insights, merged ones included (each ingest adds up to 100). 5,000 is what the compounding
   * bounds test runs over, and five times what the graph shows.
   */
  insights: 5000,
  /** Triplets (each ingest adds up to 100): as many as the graph shows. */
  triplets: 5000,
  /** Ghosts, the least recently mentioned forgotten first (each ingest mentions up to 50). */
  ghosts: 5000,
} as const

/**
 * Keeps at most `max` entries of a map that holds them in creation order, forgetting the oldest.
 *
 * @example retainNewest(workspace.listJobs.byId, RETENTION.listJobs)
 */
export function retainNewest<K, V>(map: Map<K, V>, max: number): void {
  while (map.size > max) map.delete(map.keys().next().value as K)
}
