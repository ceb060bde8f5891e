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

  it('answers every event added before a read, whichever read comes first, in the order added', () => {
    // Events wait until the next read and are slotted then: each read must see what slotting them
    // one by one would have, whether it is a get, a has, the size, the values, a remove or a drop.
    const [a1, a2, b1, a3] = [
      event('a', '2026-01-15T10:00:02Z', 1),
      event('a', '2026-01-15T10:00:01Z', 2),
      event('b', '2026-01-15T10:00:00Z', 3),
      event('a', '2026-01-15T10:00:01Z', 4),
    ]
    const reads: Array<(timelines: RecordTimelines) => unknown> = [
      (timelines) => timelines.get('a'),
      (timelines) => timelines.has('b'),
      (timelines) => timelines.size,
      (timelines) => [...timelines.values()],
    ]
    for (const read of reads) {
      const timelines = new RecordTimelines()
      timelines.add(a1, compareTimelineEvents)
      timelines.add(a2, compareTimelineEvents)
      expect(read(timelines)).toBeDefined()
      timelines.add(b1, compareTimelineEvents)
      timelines.add(a3, compareTimelineEvents)
      expect(timelines.get('a')).toEqual([a2, a3, a1])
      expect(timelines.get('b')).toEqual([b1])
      expect(timelines.size).toBe(2)
    }
    const removing = new RecordTimelines()
    for (const e of [a1, a2, b1]) removing.add(e, compareTimelineEvents)
    expect(removing.remove(a2)).toBe(true)
    removing.add(a3, compareTimelineEvents)
    expect(removing.drop('a')).toEqual([a3, a1])
    expect(removing.get('b')).toEqual([b1])
    const cleared = new RecordTimelines()
    cleared.add(a1, compareTimelineEvents)
    cleared.clear()
    expect(cleared.size).toBe(0)
  })

  it('slots what waits by the order it was added with when a later add brings another', () => {
    const newestFirst = (a: TimelineEvent, b: TimelineEvent) => -compareTimelineEvents(a, b)
    const [a1, a2, a3] = [event('a', 't1', 1), event('a', 't2', 2), event('a', 't3', 3)]
    const timelines = new RecordTimelines()
    timelines.add(a1, compareTimelineEvents)
    timelines.add(a2, compareTimelineEvents)
    timelines.add(a3, newestFirst)
    // a1 and a2 were slotted oldest first before a3 came with the other order: a3 goes before both.
    expect(timelines.get('a')).toEqual([a3, a1, a2])
  })
})
