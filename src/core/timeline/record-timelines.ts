import type { TimelineEvent } from './events.js'

/**
 * Every record's events, oldest first, by record id. A record with one event (most records: the
 * created event) holds it alone, not in an array of one: about 56 bytes of heap less per record.
 * `get` answers an array either way; only events.ts changes what a record holds.
 */
export class RecordTimelines {
  private readonly held = new Map<string, TimelineEvent | TimelineEvent[]>()

  get size(): number {
    return this.held.size
  }

  /** The record's events, oldest first (a new array of one for a record holding one event: do not change it). */
  get(recordId: string): readonly TimelineEvent[] | undefined {
    const held = this.held.get(recordId)
    return held === undefined || Array.isArray(held) ? held : [held]
  }

  has(recordId: string): boolean {
    return this.held.has(recordId)
  }

  /** Every record's events, in the order records got their first. */
  *values(): Generator<readonly TimelineEvent[]> {
    for (const held of this.held.values()) yield Array.isArray(held) ? held : [held]
  }

  /**
   * Adds an event to its record's timeline where it belongs: last for a live event; seeded history
   * written by several seeders, each on its own history clock, can arrive out of time order.
   */
  add(event: TimelineEvent, compare: (a: TimelineEvent, b: TimelineEvent) => number): void {
    const held = this.held.get(event.record_id)
    if (held === undefined) {
      this.held.set(event.record_id, event)
      return
    }
    // A record's second event starts an array of its exact size: one grown by a push holds room for
    // 17 events (about 120 bytes more), and most records have one or two events.
    if (!Array.isArray(held)) {
      this.held.set(event.record_id, compare(held, event) > 0 ? [event, held] : [held, event])
      return
    }
    let at = held.length
    while (at > 0 && compare(held[at - 1]!, event) > 0) at--
    if (at === held.length) held.push(event)
    else held.splice(at, 0, event)
  }

  /** Takes an event off its record's timeline (the record keeps an empty one); false when it was not there. */
  remove(event: TimelineEvent): boolean {
    const held = this.held.get(event.record_id)
    if (held === undefined) return false
    if (!Array.isArray(held)) {
      if (held !== event) return false
      this.held.set(event.record_id, [])
      return true
    }
    // The oldest written is almost always its record's first event; seeded history can differ.
    const at = held[0] === event ? 0 : held.indexOf(event)
    if (at === -1) return false
    held.splice(at, 1)
    return true
  }

  /** Takes a record's whole timeline away and answers it. */
  drop(recordId: string): readonly TimelineEvent[] | undefined {
    const events = this.get(recordId)
    this.held.delete(recordId)
    return events
  }

  clear(): void {
    this.held.clear()
  }
}
