import { formatTimestamp, parseDuration } from '../clock.js'
import { ApiError } from '../errors.js'
import type { Workspace } from '../model.js'
import { liveInsights, type Insight } from './state.js'

/** Page bounds of GET /v1/insights. */
export const INSIGHT_PAGE = { defaultLimit: 20, maxLimit: 100 } as const

/** A rolling window such as `30m`, `2h`, `1d` or `1h30m`: whole numbers of seconds, minutes, hours or days. */
export const INSIGHT_WINDOW = /^(\d+[smhd])+$/

export interface InsightQuery {
  /** A rolling window back from the clock's now (`2h`). */
  last?: string | undefined
  /** RFC 3339 instants; each end is inclusive. */
  from?: string | undefined
  to?: string | undefined
  limit?: number | undefined
}

/** An insight in its response form: the stored insight without its bookkeeping. */
export type PresentedInsight = Pick<
  Insight,
  'id' | 'workspace_id' | 'content' | 'type' | 'confidence' | 'target' | 'entities' | 'created_at'
>

/**
 * The insight as a client reads it: the stored bookkeeping (reinforcement, source artifact,
 * merges) stays inside.
 *
 * @example presentInsight(insight).entities // [{ id: '32704519835647920', name: 'Ada Lovelace', type: 'person' }]
 */
export function presentInsight(insight: Insight): PresentedInsight {
  return {
    id: insight.id,
    workspace_id: insight.workspace_id,
    content: insight.content,
    type: insight.type,
    confidence: insight.confidence,
    target: { entity_type: insight.target.entity_type, hint: insight.target.hint },
    entities: insight.entities.map((entity) => ({ id: entity.id, name: entity.name, type: entity.type })),
    created_at: insight.created_at,
  }
}

/** Reads an RFC 3339 instant (any offset), or throws 400 naming the parameter. */
function instant(value: string, name: string): number {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.exec(value)
  // Date.parse rolls 2026-02-30 over into March; a calendar day that does not exist is refused.
  const day = parts && new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])))
  const valid =
    day &&
    day.getUTCDate() === Number(parts[3]) &&
    day.getUTCMonth() === Number(parts[2]) - 1 &&
    Number(parts[4]) < 24 &&
    Number(parts[5]) < 60 &&
    Number(parts[6]) < 60
  const ms = valid ? Date.parse(value) : NaN
  if (Number.isNaN(ms))
    throw new ApiError(
      400,
      `Invalid query parameter: ${name}: must be an RFC 3339 timestamp such as 2026-01-15T10:00:00Z`,
    )
  return ms
}

/**
 * The window a query asks for, in clock milliseconds (both ends inclusive): `last` reaches back
 * from now, `from`/`to` bound it (an open end is unbounded), neither means every insight.
 * `last` with `from` or `to`, a window that ends before it starts, or a zero window is 400.
 *
 * @example insightWindow({ last: '2h' }, Date.parse('2026-01-15T10:00:00Z')) // { from: 1768464000000, to: 1768471200000 }
 */
export function insightWindow(query: InsightQuery, now: number): { from: number; to: number } {
  if (query.last !== undefined) {
    if (query.from !== undefined || query.to !== undefined)
      throw new ApiError(400, 'Invalid query parameter: last cannot be combined with from or to; send one or the other')
    if (!INSIGHT_WINDOW.test(query.last))
      throw new ApiError(400, 'Invalid query parameter: last: must be a duration such as 30m, 2h or 1d')
    const span = parseDuration(query.last)
    if (span === 0) throw new ApiError(400, 'Invalid query parameter: last: must be longer than zero')
    return { from: now - span, to: now }
  }
  const from = query.from === undefined ? -Infinity : instant(query.from, 'from')
  const to = query.to === undefined ? Infinity : instant(query.to, 'to')
  if (from > to) throw new ApiError(400, 'Invalid query parameter: from must not be after to')
  return { from, to }
}

/**
 * The listed insights (merged ones left out) created within the query's window, newest first
 * (by created_at, then the later-created first), at most `limit`.
 *
 * @example listInsights(workspace, { last: '1d', limit: 5 }, clock.now()).map((i) => i.type) // ['follow_up', 'relationship', ...]
 */
export function listInsights(workspace: Workspace, query: InsightQuery, now: number): PresentedInsight[] {
  const { from, to } = insightWindow(query, now)
  const limit = query.limit ?? INSIGHT_PAGE.defaultLimit
  const lower = Number.isFinite(from) ? formatTimestamp(from) : ''
  const upper = Number.isFinite(to) ? formatTimestamp(to) : '\uffff'
  // Timestamps share one fixed-width UTC form, so they compare as strings. liveInsights is newest
  // created first, and the stable sort keeps that order among equal timestamps.
  return liveInsights(workspace)
    .filter((insight) => insight.created_at >= lower && insight.created_at <= upper)
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))
    .slice(0, limit)
    .map(presentInsight)
}
