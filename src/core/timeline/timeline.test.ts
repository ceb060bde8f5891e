import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { apiActor } from '../actor.js'
import type { ApiKey } from '../auth.js'
import { createClock } from '../clock.js'
import { ApiError } from '../errors.js'
import { findObject } from '../schema/objects.js'
import { createRecord, updateRecord } from '../records/records.js'
import { createWorkspace } from '../store.js'
import { decodeTimelineCursor, encodeTimelineCursor } from './cursor.js'
import { appendTimelineEvent } from './events.js'
import { timelinePage } from './timeline.js'

const KEY: ApiKey = { key: 'k', workspace_id: '1', scopes: [], token_id: '7', user_id: '42' }

function setup() {
  const clock = createClock({ mode: 'manual' })
  const workspace = createWorkspace('1', clock)
  const person = findObject(workspace, 'person')
  const ada = createRecord(workspace, clock, person, { name: 'Ada Lovelace' }, apiActor(KEY))
  return { clock, workspace, person, ada }
}

/** Changes Ada's job title `count` times, a minute apart. */
function retitle(setupResult: ReturnType<typeof setup>, count: number, from = 1): void {
  for (let i = from; i < from + count; i++) {
    setupResult.clock.advance('1m')
    updateRecord(setupResult.workspace, setupResult.clock, setupResult.ada, { job_title: `Title ${i}` }, apiActor(KEY))
  }
}

/** Every event id of a timeline, read page by page. */
function readAll(s: ReturnType<typeof setup>, limit: number): string[] {
  const ids: string[] = []
  let cursor: string | undefined
  do {
    const page = timelinePage(s.workspace, s.ada, { limit, cursor })
    ids.push(...page.data.map((event) => event.id))
    cursor = page.next_cursor
    expect(page.has_next_page).toBe(cursor !== undefined)
  } while (cursor)
  return ids
}

const badRequest = (fn: () => unknown): string => {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(400)
    return (error as ApiError).message
  }
  throw new Error('expected a 400')
}

describe('a record timeline page', () => {
  it('lists the events newest first, with the acting user, and without the append number', () => {
    const s = setup()
    retitle(s, 2)
    const page = timelinePage(s.workspace, s.ada)
    expect(page.has_next_page).toBe(false)
    expect(page.next_cursor).toBeUndefined()
    expect(page.data.map((e) => [e.event_type, e.event_payload.field_changes?.[0]?.new_value ?? null])).toEqual([
      ['updated', 'Title 2'],
      ['updated', 'Title 1'],
      ['created', null],
    ])
    expect(page.data[0]).toMatchObject({
      resource_type: 'entity',
      resource_id: s.ada.id,
      created_by: 'developer_api',
      created_by_id: '42',
      is_aggregated: false,
      children: [],
    })
    expect(page.data[0]).not.toHaveProperty('seq')
    expect(page.data.map((e) => e.event_timestamp)).toEqual([
      '2026-01-15T10:02:00Z',
      '2026-01-15T10:01:00Z',
      '2026-01-15T10:00:00Z',
    ])
  })

  it('pages with a cursor until every event was read once', () => {
    const s = setup()
    retitle(s, 11)
    const all = timelinePage(s.workspace, s.ada, { limit: 100 }).data.map((e) => e.id)
    expect(all).toHaveLength(12)
    for (const limit of [1, 2, 5, 12, 50]) expect(readAll(s, limit)).toEqual(all)
  })

  it('continues where the last page stopped when events arrive between pages', () => {
    const s = setup()
    retitle(s, 9)
    const first = timelinePage(s.workspace, s.ada, { limit: 4 })
    retitle(s, 3, 100)
    const second = timelinePage(s.workspace, s.ada, { limit: 4, cursor: first.next_cursor })
    const third = timelinePage(s.workspace, s.ada, { limit: 4, cursor: second.next_cursor })
    expect(third.has_next_page).toBe(false)
    const read = [...first.data, ...second.data, ...third.data].map(
      (e) => e.event_payload.field_changes?.[0]?.new_value ?? 'created',
    )
    expect(read).toEqual([
      'Title 9',
      'Title 8',
      'Title 7',
      'Title 6',
      'Title 5',
      'Title 4',
      'Title 3',
      'Title 2',
      'Title 1',
      'created',
    ])
    // The new events open a fresh first page.
    expect(
      timelinePage(s.workspace, s.ada, { limit: 3 }).data.map((e) => e.event_payload.field_changes?.[0]?.new_value),
    ).toEqual(['Title 102', 'Title 101', 'Title 100'])
  })

  it('never repeats or skips an event, whatever arrives between pages (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 10 }),
        (initial, limit, arrivals) => {
          const s = setup()
          retitle(s, initial)
          const before = timelinePage(s.workspace, s.ada, { limit: 100 }).data.map((e) => e.id)
          const read: string[] = []
          let cursor: string | undefined
          let round = 0
          do {
            const page = timelinePage(s.workspace, s.ada, { limit, cursor })
            read.push(...page.data.map((e) => e.id))
            cursor = page.next_cursor
            retitle(s, arrivals[round++ % Math.max(1, arrivals.length)] ?? 0, 1000 * round)
          } while (cursor)
          expect(read).toEqual(before)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('orders seeded events written out of time order by their timestamps', () => {
    const s = setup()
    retitle(s, 2)
    // A seeder on its own history clock writes an event older than the ones already there.
    const past = createClock({ mode: 'manual', start: '2026-01-15T10:00:30Z' })
    const seeded = appendTimelineEvent(s.workspace, past, s.ada.id, {
      resource_type: 'note',
      resource_id: '9',
      event_type: 'created',
      event_payload: { note: { id: '9', title: 'Met at a conference' } },
    })
    const page = timelinePage(s.workspace, s.ada)
    expect(page.data.map((e) => e.event_timestamp)).toEqual([
      '2026-01-15T10:02:00Z',
      '2026-01-15T10:01:00Z',
      '2026-01-15T10:00:30Z',
      '2026-01-15T10:00:00Z',
    ])
    expect(page.data[2]).toMatchObject({ id: seeded.id, created_by: 'system' })
    expect(page.data[2]).not.toHaveProperty('created_by_id')
    expect(readAll(s, 1)).toEqual(page.data.map((e) => e.id))
  })

  it('answers an empty cursor with the first page', () => {
    const s = setup()
    retitle(s, 3)
    expect(timelinePage(s.workspace, s.ada, { limit: 2, cursor: '' })).toEqual(
      timelinePage(s.workspace, s.ada, { limit: 2 }),
    )
  })
})

describe('a timeline cursor', () => {
  it('round-trips the position of the last event shown', () => {
    const cursor = encodeTimelineCursor('123', { event_timestamp: '2026-01-15T10:00:00Z', seq: 7 })
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeTimelineCursor(cursor, '123')).toEqual({ event_timestamp: '2026-01-15T10:00:00Z', seq: 7 })
  })

  it('is refused for another record, naming cursor', () => {
    const cursor = encodeTimelineCursor('123', { event_timestamp: '2026-01-15T10:00:00Z', seq: 7 })
    expect(badRequest(() => decodeTimelineCursor(cursor, '124'))).toBe(
      'cursor: belongs to the timeline of another record, not record 124',
    )
  })

  it('is refused when it is not one this timeline answered', () => {
    const valid = encodeTimelineCursor('123', { event_timestamp: '2026-01-15T10:00:00Z', seq: 7 })
    const forged = (text: string) => Buffer.from(text).toString('base64url')
    for (const cursor of [
      'abc',
      '!!',
      `${valid}=`,
      `${valid}x`,
      forged('123.x.7'),
      forged('123.1.7.9'),
      forged('123.-1.7'),
      forged('{"seq":7}'),
      'a'.repeat(201),
    ]) {
      expect(badRequest(() => decodeTimelineCursor(cursor, '123'))).toMatch(/^cursor: not a cursor of this timeline/)
    }
  })
})
