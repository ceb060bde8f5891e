/**
 * The ids of the relationship instances each record takes part in, on either side, in the order
 * they were added. A record in one instance (a person who works at a company and no more: about
 * half of the large scenario's people) holds the id alone, not in a Set of one: a Set and its
 * table are about 150 bytes. `get` answers an iterable either way; only instances.ts changes it.
 */
export class RecordInstances {
  private readonly held = new Map<string, string | Set<string>>()

  /** The record's instance ids, oldest first (a new array for a record in one instance). */
  get(recordId: string): Iterable<string> | undefined {
    const held = this.held.get(recordId)
    return typeof held === 'string' ? [held] : held
  }

  /** Every record in an instance, with its instance ids, in the order records got their first. */
  *entries(): Generator<[string, Iterable<string>]> {
    for (const [recordId, held] of this.held) yield [recordId, typeof held === 'string' ? [held] : held]
  }

  add(recordId: string, instanceId: string): void {
    const held = this.held.get(recordId)
    if (held === undefined) this.held.set(recordId, instanceId)
    else if (typeof held === 'string') this.held.set(recordId, new Set([held, instanceId]))
    else held.add(instanceId)
  }

  /** Takes an instance off a record; a record left in none is forgotten. */
  delete(recordId: string, instanceId: string): void {
    const held = this.held.get(recordId)
    if (held === instanceId || (typeof held === 'object' && held.delete(instanceId) && held.size === 0))
      this.held.delete(recordId)
  }
}
