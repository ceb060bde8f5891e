import { formatTimestamp } from '../clock.js'
import { badRequest } from '../errors.js'
import { trimTrailing } from '../text.js'

/** Where a timeline page stopped: the last event it showed, by the keys a timeline is ordered on. */
export interface TimelinePosition {
  event_timestamp: string
  seq: number
}

const PAYLOAD = /^(\d{1,20})\.(\d{1,15})\.(\d{1,15})$/

/**
 * An opaque cursor: base64url of `<record id>.<timestamp ms>.<seq>` of the last event a page
 * showed. The next page holds the events ordered before it, so events appended meanwhile (always
 * newer) never shift it. The record id makes a cursor of another record's timeline a 400.
 *
 * @example encodeTimelineCursor('32704519835647990', event) // 'MzI3MDQ1MTk4MzU2NDc5OTAuMTc2ODQ3MTIwMDAwMC4xMg'
 */
export function encodeTimelineCursor(recordId: string, event: TimelinePosition): string {
  return toBase64Url(`${recordId}.${Date.parse(event.event_timestamp)}.${event.seq}`)
}

/**
 * Reads a cursor of `recordId`'s timeline, or throws 400 naming `cursor`: for anything this
 * timeline did not issue, and for a cursor of another record's timeline.
 *
 * @example decodeTimelineCursor(page.next_cursor, record.id) // { event_timestamp: '2026-01-15T10:00:00Z', seq: 12 }
 */
export function decodeTimelineCursor(cursor: string, recordId: string): TimelinePosition {
  const text = /^[A-Za-z0-9_-]{1,200}$/.test(cursor) ? fromBase64Url(cursor) : ''
  const match = PAYLOAD.exec(text)
  // Only the exact text a page answered is a cursor: no padding, no stray bits, no other encodings.
  if (!match || toBase64Url(text) !== cursor) {
    throw badRequest(
      'cursor: not a cursor of this timeline; pass the next_cursor of the previous page as it was answered',
    )
  }
  if (match[1] !== recordId)
    throw badRequest(`cursor: belongs to the timeline of another record, not record ${recordId}`)
  return { event_timestamp: formatTimestamp(Number(match[2])), seq: Number(match[3]) }
}

// btoa/atob rather than Buffer, so the core runs in a browser too; a payload is ASCII digits and dots.
function toBase64Url(ascii: string): string {
  return trimTrailing(btoa(ascii).replace(/\+/g, '-').replace(/\//g, '_'), '=')
}

/** The decoded text, or '' for what is not base64url (only ASCII payloads can match afterwards). */
function fromBase64Url(text: string): string {
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  } catch {
    return ''
  }
}
