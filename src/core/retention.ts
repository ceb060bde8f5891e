/**
 * How much per-request state a workspace keeps. Each of these grows by one entry per request, so
 * past its bound the oldest entry is forgotten (an evicted id then answers 404). A job that is
 * evicted before it finishes still does its work when its steps pass; it can no longer be polled.
 */
export const RETENTION = {
  /** Artifacts of POST /v1/context/text (their text is dropped once read; results stay). */
  artifacts: 1000,
  /** AI list jobs with their results (at most `limit` entities each). */
  listJobs: 1000,
  /** Compounding runs with their counts. */
  compoundingRuns: 1000,
} as const

/**
 * Keeps at most `max` entries of a map that holds them in creation order, forgetting the oldest.
 *
 * @example retainNewest(workspace.listJobs.byId, RETENTION.listJobs)
 */
export function retainNewest<K, V>(map: Map<K, V>, max: number): void {
  while (map.size > max) map.delete(map.keys().next().value as K)
}
