import { stateDigest } from './digest.js'

/**
 * A snapshot without its rate buckets: what a read must leave as it found it. A call of the API
 * takes a token from its key's bucket (that is what a rate limit is), so the buckets are the one
 * part of a snapshot a read moves; everything else, the clock's timers included, stays.
 */
export function withoutBuckets<T extends { rate?: { buckets: unknown[] } | undefined }>(snapshot: T): T {
  if (!snapshot.rate) return snapshot
  return { ...snapshot, rate: { ...snapshot.rate, buckets: [] } }
}

/**
 * A digest of every workspace's rows, counts and indexes, leaving out what a read may fill to
 * answer faster next time: record forms serialized once (recordJson), the search index built on
 * the first search, record orders built by sorted lists.
 */
export function rowsDigest(mock: { store: { workspaces: Map<string, object> } }): string {
  const caches = new Set(['recordJson', 'search', 'orderIndexes'])
  return [...mock.store.workspaces.values()]
    .map((workspace) =>
      stateDigest(Object.fromEntries(Object.entries(workspace).filter(([name]) => !caches.has(name)))),
    )
    .join(',')
}
