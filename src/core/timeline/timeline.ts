import type { RecordRow, Workspace } from '../model.js'
import { decodeTimelineCursor, encodeTimelineCursor } from './cursor.js'
import { compareTimelineEvents, type TimelineEvent } from './events.js'

export const TIMELINE_PAGE = { defaultLimit: 50, maxLimit: 100 } as const

/** An event as the API answers it: the stored event without its append number. */
export interface PresentedTimelineEvent {
  id: string
  resource_type: TimelineEvent['resource_type']
  resource_id: string
  event_type: TimelineEvent['event_type']
  event_payload: TimelineEvent['event_payload']
  event_timestamp: string
  created_by: string
  created_by_id?: string
  /** The mock never folds events together, so this is always false and `children` empty. */
  is_aggregated: boolean
  children: PresentedTimelineEvent[]
}

export interface TimelinePage {
  data: PresentedTimelineEvent[]
  has_next_page: boolean
  /** Present when there is a next page: pass it as `cursor` to read it. */
  next_cursor?: string
}

export interface TimelineQuery {
  limit?: number | undefined
  /** A `next_cursor` of a previous page; empty or absent reads the first page. */
  cursor?: string | undefined
}

export function presentTimelineEvent(event: TimelineEvent): PresentedTimelineEvent {
  const presented: PresentedTimelineEvent = {
    id: event.id,
    resource_type: event.resource_type,
    resource_id: event.resource_id,
    event_type: event.event_type,
    event_payload: event.event_payload,
    event_timestamp: event.event_timestamp,
    created_by: event.created_by,
    is_aggregated: false,
    children: [],
  }
  if (event.created_by_id !== undefined) presented.created_by_id = event.created_by_id
  return presented
}

/**
 * One page of a record's timeline, newest first (by timestamp, then by the order events were
 * written). A cursor names the last event a page showed and the next page starts just before
 * it, so events written between two page reads (newer than anything shown) never make a page
 * repeat or skip an event; they appear on a fresh first page.
 *
 * @example
 * const first = timelinePage(workspace, record, { limit: 10 })
 * const second = timelinePage(workspace, record, { limit: 10, cursor: first.next_cursor })
 */
export function timelinePage(workspace: Workspace, record: RecordRow, query: TimelineQuery = {}): TimelinePage {
  const limit = query.limit ?? TIMELINE_PAGE.defaultLimit
  const events = workspace.timeline.byRecord.get(record.id) ?? []
  // `end`: how many events (oldest first) lie before the cursor; the page is the newest of them.
  let end = events.length
  if (query.cursor) {
    const position = decodeTimelineCursor(query.cursor, record.id)
    let low = 0
    let high = events.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if (compareTimelineEvents(events[mid]!, position) < 0) low = mid + 1
      else high = mid
    }
    end = low
  }
  const start = Math.max(0, end - limit)
  const data: PresentedTimelineEvent[] = []
  for (let i = end - 1; i >= start; i--) data.push(presentTimelineEvent(events[i]!))
  if (start === 0) return { data, has_next_page: false }
  return { data, has_next_page: true, next_cursor: encodeTimelineCursor(record.id, events[start]!) }
}
