import { parseDuration, type Clock, type Duration } from '../core/clock.js'

/** `{ limit: 600, window: '10s' }`: at most `limit` calls per `window` per key, refilled steadily. */
export interface RateLimitOptions {
  limit: number
  window: Duration
}

/** Default: 1000 calls per 10 s per key (a burst of 1000 on a clock that stands still). */
export const DEFAULT_RATE_LIMIT = { limit: 1000, window: '10s' } as const

export interface RateDecision {
  allowed: boolean
  /** The headers every `/v1` answer made with a valid key carries. */
  headers: Record<string, string>
}

export interface RateLimiter {
  readonly limit: number
  readonly windowMs: number
  /** Takes one call from the key's bucket. */
  take(key: string): RateDecision
  /** Forgets every bucket (reset). */
  clear(): void
  /** Every bucket as it stands (tokens at its last call, and that call's clock time): part of a snapshot. */
  buckets(): RateBucket[]
  /** Puts buckets back as a snapshot holds them, replacing all. */
  load(buckets: readonly RateBucket[]): void
}

/** One key's bucket: the tokens it held after its last call, at that call's clock time. */
export interface RateBucket {
  key: string
  tokens: number
  at: number
}

/** The most buckets kept; past it the fullest ones are dropped (a full bucket is the same as none). */
const MAX_BUCKETS = 10_000

/**
 * A token bucket per key on the mock's clock: `limit` tokens, refilled at `limit / window`.
 * A manual clock refills only when it is advanced, so a test can exhaust the bucket and then
 * `clock.advance` to see it recover. Headers: `X-RateLimit-Limit` (the bucket size),
 * `X-RateLimit-Remaining` (whole tokens left), `X-RateLimit-Reset` (seconds until the bucket is
 * full again), and on a 429 only `Retry-After`: the seconds until the next call is allowed (RFC
 * 9110 10.2.3 gives it to 429 and 503 answers; on a 2xx, retry middleware can misread it).
 *
 * @example
 * const limiter = createRateLimiter(clock, { limit: 100, window: '10s' })
 * limiter.take('cgm_dev_key').allowed // true
 */
export function createRateLimiter(clock: Clock, options: RateLimitOptions): RateLimiter {
  const limit = options.limit
  if (!Number.isInteger(limit) || limit < 1 || limit > 1e9)
    throw new RangeError(`Invalid rate limit ${limit}: expected an integer from 1 to 1000000000`)
  const windowMs = parseDuration(options.window)
  if (windowMs < 1) throw new RangeError('Invalid rate limit window: must be at least 1 ms')
  const perMs = limit / windowMs
  const buckets = new Map<string, { tokens: number; at: number }>()

  return {
    limit,
    windowMs,
    take(key) {
      const now = clock.now()
      let bucket = buckets.get(key)
      if (!bucket) {
        if (buckets.size >= MAX_BUCKETS) prune(now)
        bucket = { tokens: limit, at: now }
        buckets.set(key, bucket)
      } else {
        bucket.tokens = Math.min(limit, bucket.tokens + Math.max(0, now - bucket.at) * perMs)
        bucket.at = now
      }
      const allowed = bucket.tokens >= 1
      if (allowed) bucket.tokens -= 1
      const reset = String(Math.ceil((limit - bucket.tokens) / perMs / 1000))
      const headers: Record<string, string> = {
        'x-ratelimit-limit': String(limit),
        'x-ratelimit-remaining': String(Math.floor(bucket.tokens)),
        'x-ratelimit-reset': reset,
      }
      if (!allowed) headers['retry-after'] = String(Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)))
      return { allowed, headers }
    },
    clear: () => buckets.clear(),
    buckets: () => [...buckets].map(([key, bucket]) => ({ key, tokens: bucket.tokens, at: bucket.at })),
    load(saved) {
      buckets.clear()
      for (const { key, tokens, at } of saved) buckets.set(key, { tokens: Math.min(limit, tokens), at })
    },
  }

  function prune(now: number): void {
    for (const [key, bucket] of buckets) if (bucket.tokens + (now - bucket.at) * perMs >= limit) buckets.delete(key)
    // Every bucket is in use: drop the oldest half rather than grow.
    if (buckets.size >= MAX_BUCKETS)
      for (const key of [...buckets.keys()].slice(0, MAX_BUCKETS / 2)) buckets.delete(key)
  }
}

/**
 * Parses `100/10s`, `600/1m`, `off`.
 *
 * @example parseRateLimit('100/10s') // { limit: 100, window: 10000 }
 */
export function parseRateLimit(text: string): RateLimitOptions | 'off' {
  const trimmed = text.trim()
  if (trimmed === 'off') return 'off'
  const slash = trimmed.indexOf('/')
  const count = trimmed.slice(0, slash)
  if (slash === -1 || !/^\d{1,10}$/.test(count))
    throw new RangeError(`Invalid rate limit "${text}": expected <calls>/<window> such as 100/10s, or off`)
  const windowText = trimmed.slice(slash + 1)
  const window = parseDuration(/^\d+$/.test(windowText) ? Number(windowText) : windowText)
  return { limit: Number(count), window }
}
