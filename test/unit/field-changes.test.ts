import { describe, expect, it } from 'vitest'
import { createMockCore } from '../../src/node-core.js'
import { fieldChangesOf } from '../../src/core/timeline/events.js'

// Readers of field changes (the seeded role-change insights, ask's profile, the notification feed)
// read them through fieldChangesOf, which skips building a payload that presents the whole entity.
describe('fieldChangesOf', () => {
  it("answers every seeded event's payload field changes, however the event is stored", () => {
    const core = createMockCore({ scenario: 'small', seed: 3, clock: 'manual' })
    try {
      const kinds = new Map<string, number>()
      for (const workspace of core.store.workspaces.values())
        for (const events of workspace.timeline.byRecord.values())
          for (const event of events) {
            expect(fieldChangesOf(event)).toEqual(event.event_payload.field_changes)
            const kind = event.constructor.name
            kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
          }
      // The two events that keep their field changes apart, and plain stored events, were all seen.
      expect(kinds.get('RelationshipEvent')).toBeGreaterThan(10)
      expect(kinds.get('UpdatedEntityEvent')).toBeGreaterThan(10)
      expect(kinds.get('Object')).toBeGreaterThan(10)
    } finally {
      core.close()
    }
  })
})
