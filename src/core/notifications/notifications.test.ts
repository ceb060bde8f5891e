import { describe, expect, it } from 'vitest'
import { createClock } from '../clock.js'
import { createRecord } from '../records/records.js'
import { createStore, ensureWorkspace } from '../store.js'
import { workspaceOwner } from '../users/users.js'
import { createRule, deleteRule, listFeed, updatePreferences, userNotifications } from './notifications.js'
import { NOTIFICATION_LIMITS } from './state.js'

function setup() {
  const clock = createClock({ mode: 'manual', start: Date.parse('2026-01-15T10:00:00Z') })
  const store = createStore(clock)
  const workspace = ensureWorkspace(store, '7')
  const user = workspaceOwner(workspace).id
  const person = workspace.objects.get(workspace.objectIdsBySlug.get('person')!)!
  return { clock, workspace, user, addPerson: (name: string) => createRecord(workspace, clock, person, { name }) }
}

describe('notification runs', () => {
  it('keeps at most 500 feed items per user, dropping the oldest', () => {
    const { clock, workspace, user, addPerson } = setup()
    createRule(workspace, clock, user, 'every 1 minute')
    for (let i = 0; i < NOTIFICATION_LIMITS.feedItemsPerUser + 10; i++) {
      addPerson(`Person ${i}`)
      clock.advance('1m')
    }
    const { feed } = userNotifications(workspace, clock, user)
    expect(feed).toHaveLength(NOTIFICATION_LIMITS.feedItemsPerUser)
    expect(feed[0]!.content.entity_changes).toEqual([{ title: 'Person 10', context: 'New person record' }])
    expect(listFeed(workspace, clock, user, { limit: 100 })).toHaveLength(100)
  })

  it('leaves no timer behind once its rule is deleted or its digest turned off', () => {
    const { clock, workspace, user } = setup()
    const before = clock.pending()
    // A read arms nothing: the workspace's default digest waits already.
    userNotifications(workspace, clock, user)
    expect(clock.pending()).toBe(before)
    // The first write gives the user a digest of their own, and the rule its timer.
    const rule = createRule(workspace, clock, user, 'every hour')
    expect(clock.pending()).toBe(before + 2)
    deleteRule(workspace, user, rule.id)
    updatePreferences(workspace, clock, user, { digest_enabled: false })
    expect(clock.pending()).toBe(before)
    updatePreferences(workspace, clock, user, { digest_enabled: true, enabled_types: ['context_alert'] })
    expect(clock.pending()).toBe(before)
  })
})
