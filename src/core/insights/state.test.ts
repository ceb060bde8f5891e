import { describe, expect, it } from 'vitest'
import { createClock } from '../clock.js'
import { createWorkspace } from '../store.js'
import { addInsights, liveInsights, mentionGhost, subscribeInsights, type InsightInput } from './state.js'

const input = (content: string): InsightInput => ({ content, type: 'relationship', confidence: 0.8, target: { entity_type: 'person', hint: content }, entities: [] })

describe('the insight store', () => {
  it('adds a batch at the clock time and tells each listener once with the whole batch', () => {
    const clock = createClock({ mode: 'manual' })
    const workspace = createWorkspace('1', clock)
    const batches: string[][] = []
    const stop = subscribeInsights(workspace, (insights) => batches.push(insights.map((i) => i.content)))
    const added = addInsights(workspace, clock, [input('a'), input('b')])
    expect(added.map((i) => [i.workspace_id, i.created_at, i.reinforced_at])).toEqual([
      ['1', '2026-01-15T10:00:00Z', '2026-01-15T10:00:00Z'],
      ['1', '2026-01-15T10:00:00Z', '2026-01-15T10:00:00Z'],
    ])
    expect(batches).toEqual([['a', 'b']])
    stop()
    addInsights(workspace, clock, [input('c')])
    expect(batches).toHaveLength(1)
    expect(workspace.insights.listeners.size).toBe(0)
    expect(liveInsights(workspace).map((i) => i.content)).toEqual(['c', 'b', 'a'])
  })

  it('reaches the same ghost for a second mention of a name, in any case', () => {
    const clock = createClock({ mode: 'manual' })
    const workspace = createWorkspace('1', clock)
    const first = mentionGhost(workspace, clock, 'Charles Babbage', 'person')
    clock.advance('1m')
    const again = mentionGhost(workspace, clock, 'charles babbage ', 'person')
    expect(again).toBe(first)
    expect(first).toMatchObject({ id: 'ghost:1', name: 'Charles Babbage', mentions: 2, first_seen_at: '2026-01-15T10:00:00Z', last_seen_at: '2026-01-15T10:01:00Z' })
    expect(mentionGhost(workspace, clock, 'Difference Engine Ltd', 'company').id).toBe('ghost:2')
  })
})
