/**
 * A snapshot without its rate buckets: what a read must leave as it found it. A call of the API
 * takes a token from its key's bucket (that is what a rate limit is), so the buckets are the one
 * part of a snapshot a read moves; everything else, the clock's timers included, stays.
 */
export function withoutBuckets<T extends { rate?: { buckets: unknown[] } | undefined }>(snapshot: T): T {
  if (!snapshot.rate) return snapshot
  return { ...snapshot, rate: { ...snapshot.rate, buckets: [] } }
}
