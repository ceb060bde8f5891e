import { compareIds } from '../ids.js'

/** A sort key as `sortKey` answers it, or a timestamp; `null` means the record has no value. */
export type SortKey = number | string | null

export type SortDirection = 'asc' | 'desc'

/**
 * Compares two sort keys: numbers numerically, anything else as text (UTF-16 code units), and no
 * value after a value. The direction is applied by the caller, which keeps "no value" last.
 *
 * @example [3, null, 1].sort(compareSortKeys) // [1, 3, null]
 */
export function compareSortKeys(a: SortKey, b: SortKey): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  const x = String(a)
  const y = String(b)
  return x < y ? -1 : x > y ? 1 : 0
}

/**
 * The records of one object in the order of one sort field, kept up to date by its writers.
 * Positions are those of the ascending order; `page` reads the descending order from the same
 * entries, since descending is ascending reversed except that records without a value stay last.
 */
export interface OrderIndex {
  readonly size: number
  /** Puts a record where its key places it; a record already held moves (nothing happens when its key is unchanged). */
  set(id: string, key: SortKey): void
  /** Takes a record out; false when it was not held. */
  delete(id: string): boolean
  has(id: string): boolean
  /** The ids of `limit` records from position `offset` of the order in `direction`. */
  page(offset: number, limit: number, direction: SortDirection): string[]
}

export interface OrderIndexOptions {
  /** Entries per bucket after a build or a split; a bucket splits at twice this. Small values exercise splits and merges in tests. */
  load?: number | undefined
}

interface Entry {
  readonly id: string
  readonly key: SortKey
}

const compareEntries = (a: Entry, b: Entry): number => compareSortKeys(a.key, b.key) || compareIds(a.id, b.id)

// 512 keeps a splice (a memmove of at most 1,024 pointers) well under a microsecond while
// 100,000 records need only ~200 buckets.
const DEFAULT_LOAD = 512

/**
 * Creates an order index holding `entries` (id, key), sorted once here.
 *
 * A two-level sorted list (as Python's sortedcontainers): sorted buckets of at most 2 x load
 * entries, found by binary search on their last entries, with a Fenwick tree of bucket sizes for
 * positions. With n records and load B: set and delete take O(log n + B) (a binary search and a
 * splice; a split or merge, every ~B/2 writes to a bucket, rebuilds the O(n/B) Fenwick tree);
 * reading the record at any position takes O(log(n/B)), so a page of k costs O(k log n) at
 * offset 0 and at offset n/2 alike. Building costs one O(n log n) sort.
 *
 * @example
 * const index = createOrderIndex([['1', 'lovelace ada'], ['2', null], ['3', 'babbage charles']])
 * index.page(0, 3, 'asc')  // ['3', '1', '2']
 * index.page(0, 3, 'desc') // ['1', '3', '2']: no value stays last
 */
export function createOrderIndex(
  entries: Iterable<readonly [string, SortKey]> = [],
  options: OrderIndexOptions = {},
): OrderIndex {
  const load = Math.max(2, Math.floor(options.load ?? DEFAULT_LOAD))
  const max = load * 2
  const min = Math.max(1, load >> 1)
  const byId = new Map<string, Entry>()
  let empty = 0

  const sorted: Entry[] = []
  for (const [id, key] of entries) {
    const entry = { id, key }
    byId.set(id, entry)
    sorted.push(entry)
    if (key === null) empty++
  }
  sorted.sort(compareEntries)
  // Always at least one bucket (possibly empty), so an insert always has somewhere to go.
  const buckets: Entry[][] = []
  for (let i = 0; i < sorted.length; i += load) buckets.push(sorted.slice(i, i + load))
  if (buckets.length === 0) buckets.push([])

  // Fenwick tree over bucket sizes (1-based): tree[i] sums the sizes of buckets (i - lowbit(i), i].
  let tree: number[] = []
  let top = 1
  const rebuildTree = (): void => {
    const count = buckets.length
    tree = new Array<number>(count + 1).fill(0)
    for (let i = 1; i <= count; i++) {
      tree[i]! += buckets[i - 1]!.length
      const parent = i + (i & -i)
      if (parent <= count) tree[parent]! += tree[i]!
    }
    top = 1
    while (top * 2 <= count) top *= 2
  }
  const addToTree = (bucket: number, delta: number): void => {
    for (let i = bucket + 1; i < tree.length; i += i & -i) tree[i]! += delta
  }
  rebuildTree()

  /** The bucket an entry belongs in: the first whose last entry is not below it, else the last. */
  const bucketFor = (entry: Entry): number => {
    let lo = 0
    let hi = buckets.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      const bucket = buckets[mid]!
      if (compareEntries(bucket[bucket.length - 1]!, entry) < 0) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  /** The first position in a bucket whose entry is not below `entry`. */
  const positionIn = (bucket: Entry[], entry: Entry): number => {
    let lo = 0
    let hi = bucket.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (compareEntries(bucket[mid]!, entry) < 0) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  const insert = (entry: Entry): void => {
    // After every entry (a record created, in created_at order: each of the seed's): the last
    // bucket's end, where the two binary searches would lead, found with one comparison.
    const lastBucket = buckets[buckets.length - 1]!
    const last = lastBucket[lastBucket.length - 1]
    const append = last === undefined || compareEntries(last, entry) < 0
    const b = append ? buckets.length - 1 : bucketFor(entry)
    const bucket = buckets[b]!
    if (append) bucket.push(entry)
    else bucket.splice(positionIn(bucket, entry), 0, entry)
    if (bucket.length <= max) return addToTree(b, 1)
    buckets.splice(b + 1, 0, bucket.splice(bucket.length >> 1))
    rebuildTree()
  }

  const remove = (entry: Entry): void => {
    const b = bucketFor(entry)
    const bucket = buckets[b]!
    bucket.splice(positionIn(bucket, entry), 1)
    if (bucket.length >= min || buckets.length === 1) return addToTree(b, -1)
    // Merge a small bucket into a neighbour, so many deletes cannot leave many tiny buckets.
    const left = b === buckets.length - 1 ? b - 1 : b
    const merged = buckets[left]!.concat(buckets[left + 1]!)
    if (merged.length > max)
      buckets.splice(left, 2, merged.slice(0, merged.length >> 1), merged.slice(merged.length >> 1))
    else buckets.splice(left, 2, merged)
    rebuildTree()
  }

  /** The entry at an ascending position: a descent of the Fenwick tree finds its bucket. */
  const at = (position: number): Entry => {
    let bucket = 0
    let rest = position
    for (let step = top; step > 0; step >>= 1) {
      const next = bucket + step
      if (next < tree.length && tree[next]! <= rest) {
        bucket = next
        rest -= tree[next]!
      }
    }
    return buckets[bucket]![rest]!
  }

  return {
    get size() {
      return byId.size
    },
    set(id, key) {
      const old = byId.get(id)
      if (old) {
        if (old.key === key) return
        remove(old)
        if (old.key === null) empty--
      }
      const entry = { id, key }
      insert(entry)
      byId.set(id, entry)
      if (key === null) empty++
    },
    delete(id) {
      const old = byId.get(id)
      if (!old) return false
      remove(old)
      byId.delete(id)
      if (old.key === null) empty--
      return true
    },
    has: (id) => byId.has(id),
    page(offset, limit, direction) {
      const size = byId.size
      const valued = size - empty
      const end = Math.min(size, offset + limit)
      const ids: string[] = []
      for (let p = Math.max(0, offset); p < end; p++) {
        // Descending: the valued entries reversed, then the empty ones reversed (their ids descend).
        const position = direction === 'asc' ? p : p < valued ? valued - 1 - p : size - 1 - (p - valued)
        ids.push(at(position).id)
      }
      return ids
    },
  }
}
