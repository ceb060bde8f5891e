import type { TimelineEvent } from './events.js'

type Compare = (a: TimelineEvent, b: TimelineEvent) => number

/**
 * Every record's events, oldest first, by record id. A record with one event (most records: the
 * created event) holds it alone, not in an array of one: about 56 bytes of heap less per record.
 * `get` answers an array either way; only events.ts changes what a record holds.
 *
 * Events added wait in `pending`, in the order added, until the timelines are next read (any
 * method but `add`): they are then slotted in that order, so every read answers what slotting
 * each as it came would have. The large seed adds about 48,000 events and reads none: slotting
 * them one by one was about a tenth of its main thread (a cold Map lookup and often a new array an
 * event, with the start-up's first answer waiting on it); the first read after it slots them all.
 */
export class RecordTimelines {
  // Private fields (#), out of a walk over the workspace's own keys: a walk reads `held`, settled.
  readonly #held = new Map<string, TimelineEvent | TimelineEvent[]>()
  #pending: TimelineEvent[] = []
  /** The order the pending events are slotted by (events.ts always passes the same one). */
  #pendingCompare: Compare | undefined
  /**
   * Every record's events by record id, settled (one event alone, or an array): what a walk over
   * the workspace's keys reads (the seed's digest, a deep copy). An own key, as the Map it was
   * before events waited; code reads the timelines through the methods.
   */
  declare readonly held: ReadonlyMap<string, TimelineEvent | readonly TimelineEvent[]>

  constructor() {
    Object.defineProperty(this, 'held', {
      enumerable: true,
      get: (): ReadonlyMap<string, TimelineEvent | readonly TimelineEvent[]> => {
        this.settle()
        return this.#held
      },
    })
  }

  get size(): number {
    this.settle()
    return this.#held.size
  }

  /** The record's events, oldest first (a new array of one for a record holding one event: do not change it). */
  get(recordId: string): readonly TimelineEvent[] | undefined {
    this.settle()
    const held = this.#held.get(recordId)
    return held === undefined || Array.isArray(held) ? held : [held]
  }

  has(recordId: string): boolean {
    this.settle()
    return this.#held.has(recordId)
  }

  /** Every record's events, in the order records got their first. */
  *values(): Generator<readonly TimelineEvent[]> {
    this.settle()
    for (const held of this.#held.values()) yield Array.isArray(held) ? held : [held]
  }

  /** Adds an event to its record's timeline (see `slot`), when the timelines are next read. */
  add(event: TimelineEvent, compare: Compare): void {
    if (this.#pendingCompare !== compare) {
      this.settle()
      this.#pendingCompare = compare
    }
    this.#pending.push(event)
  }

  /** Slots the pending events, in the order they were added. */
  private settle(): void {
    const pending = this.#pending
    if (pending.length === 0) return
    this.#pending = []
    for (let i = 0; i < pending.length; i++) this.slot(pending[i]!, this.#pendingCompare!)
  }

  /**
   * Puts an event on its record's timeline where it belongs: last for a live event; seeded history
   * written by several seeders, each on its own history clock, can arrive out of time order.
   */
  private slot(event: TimelineEvent, compare: Compare): void {
    const held = this.#held.get(event.record_id)
    if (held === undefined) {
      this.#held.set(event.record_id, event)
      return
    }
    // A record's second event starts an array of its exact size: one grown by a push holds room for
    // 17 events (about 120 bytes more), and most records have one or two events.
    if (!Array.isArray(held)) {
      this.#held.set(event.record_id, compare(held, event) > 0 ? [event, held] : [held, event])
      return
    }
    let at = held.length
    while (at > 0 && compare(held[at - 1]!, event) > 0) at--
    if (at === held.length) held.push(event)
    else held.splice(at, 0, event)
  }

  /** Takes an event off its record's timeline (the record keeps an empty one); false when it was not there. */
  remove(event: TimelineEvent): boolean {
    this.settle()
    const held = this.#held.get(event.record_id)
    if (held === undefined) return false
    if (!Array.isArray(held)) {
      if (held !== event) return false
      this.#held.set(event.record_id, [])
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
    this.settle()
    const events = this.get(recordId)
    this.#held.delete(recordId)
    return events
  }

  clear(): void {
    this.#pending = []
    this.#held.clear()
  }
}
