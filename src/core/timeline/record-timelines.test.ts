import { describe, expect, it } from 'vitest'
import { compareTimelineEvents, type TimelineEvent } from './events.js'
import { RecordTimelines } from './record-timelines.js'

const event = (record_id: string, event_timestamp: string, seq: number) =>
  ({ record_id, event_timestamp, seq }) as TimelineEvent

describe('RecordTimelines', () => {
  it('answers each record’s events oldest first, one event or many, slotted by time', () => {
    const timelines = new RecordTimelines()
    const [a1, a2, a3, b1] = [
      event('a', '2026-01-15T10:00:02Z', 1),
      event('a', '2026-01-15T10:00:01Z', 2),
      event('a', '2026-01-15T10:00:03Z', 3),
      event('b', '2026-01-15T10:00:00Z', 4),
    ]
    for (const e of [a1, a2, a3, b1]) timelines.add(e, compareTimelineEvents)
    expect(timelines.get('a')).toEqual([a2, a1, a3])
    expect(timelines.get('b')).toEqual([b1])
    expect([...timelines.values()]).toEqual([[a2, a1, a3], [b1]])
    expect(timelines.get('c')).toBeUndefined()
    expect(timelines.size).toBe(2)
  })

  it('takes events off, leaving an empty timeline, and drops a whole one', () => {
    const timelines = new RecordTimelines()
    const [a1, a2, b1] = [event('a', 't1', 1), event('a', 't2', 2), event('b', 't1', 3)]
    for (const e of [a1, a2, b1]) timelines.add(e, compareTimelineEvents)
    expect(timelines.remove(a2)).toBe(true)
    expect(timelines.remove(a2)).toBe(false)
    expect(timelines.get('a')).toEqual([a1])
    expect(timelines.remove(b1)).toBe(true)
    expect(timelines.remove(b1)).toBe(false)
    expect(timelines.get('b')).toEqual([])
    expect(timelines.drop('a')).toEqual([a1])
    expect(timelines.has('a')).toBe(false)
    expect(timelines.drop('a')).toBeUndefined()
  })
})
