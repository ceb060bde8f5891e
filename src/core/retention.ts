/**
 * Every bound on what a workspace or the mock accumulates falls in one of two kinds (decision 0028):
 *
 * - **What a user wrote may only be refused**, never forgotten: records, objects and lists,
 *   attributes, relationship definitions and instances, list entries, tasks and notes (archived
 *   ones included: the API's delete archives them and they stay readable by id), notification
 *   rules, connections, keys issued through the control API, workspaces. Past its bound the next
 *   write is 409 (400 for the 51st notification rule, as the reference's clients know it) and
 *   writes nothing: WORKSPACE_LIMITS in limits.ts, NOTIFICATION_LIMITS.rulesPerUser,
 *   INTEGRATION_LIMITS.connections, STORE_LIMITS. Jobs in flight are refused too (429), not
 *   forgotten before they run (JOBS_IN_FLIGHT).
 * - **Derived state may be forgotten by a documented rule**, oldest first: what the mock made
 *   from what was written, or what a finished piece of work left behind. Finished jobs (artifacts,
 *   AI list jobs, compounding runs: RETENTION below), insights, triplets and ghosts (RETENTION),
 *   timeline events (WORKSPACE_LIMITS.timelineEvents: the history of writes whose rows stay), ask
 *   sessions (the newest MAX_ASK_SESSIONS conversations' referents), feed items
 *   (NOTIFICATION_LIMITS.feedItemsPerUser: what the mock sent), connect attempts (a day, or the
 *   newest INTEGRATION_LIMITS.attempts), the connect rate's memory of silent keys, keys a
 *   registration issued past the newest 10 of its email (the official clients keep the newest), and
 *   the control surface's journal, rate buckets and browser sessions.
 */

/**
 * How much per-request state a workspace keeps. Each of these grows with every request of a kind,
 * so past its bound the oldest entry is forgotten (an evicted id then answers 404). A job is
 * never evicted before it finishes: the jobs in flight of a kind are refused past the same count
 * (jobs/jobs.ts). Derived state (insights, triplets, ghosts) is forgotten the same way: see
 * insights/state.ts.
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
