import { describe, expect, it } from 'vitest'
import { createClock } from '../clock.js'
import { runCompounding } from '../compounding/runs.js'
import { RETENTION } from '../retention.js'
import { createWorkspace } from '../store.js'
import { replayInsights } from './stream.js'
import {
  addInsights,
  addTriplet,
  liveInsights,
  mentionGhost,
  subscribeInsights,
  type EntityRef,
  type InsightInput,
} from './state.js'

const input = (content: string): InsightInput => ({
  content,
  type: 'relationship',
  confidence: 0.8,
  target: { entity_type: 'person', hint: content },
  entities: [],
})

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
    expect(first).toMatchObject({
      id: 'ghost:1',
      name: 'Charles Babbage',
      mentions: 2,
      first_seen_at: '2026-01-15T10:00:00Z',
      last_seen_at: '2026-01-15T10:01:00Z',
    })
    expect(mentionGhost(workspace, clock, 'Difference Engine Ltd', 'company').id).toBe('ghost:2')
  })
})

describe('what the insight store keeps', () => {
  /** Adds `count` insights in batches of 100, as that many ingests at their cap would. */
  function ingestMany(count: number) {
    const clock = createClock({ mode: 'manual' })
    const workspace = createWorkspace('1', clock)
    const heard: number[] = []
    subscribeInsights(workspace, (batch) => heard.push(batch.length))
    for (let i = 0; i < count; i += 100) {
      addInsights(
        workspace,
        clock,
        Array.from({ length: Math.min(100, count - i) }, (_, k) => input(`insight ${i + k}`)),
      )
      clock.advance('1m')
    }
    return { clock, workspace, heard }
  }

  it(`keeps the newest ${RETENTION.insights} insights: older ones leave the list, the stream's replay and the store, and every batch is still heard`, () => {
    const { workspace, heard } = ingestMany(RETENTION.insights + 250)
    expect(workspace.insights.byId.size).toBe(RETENTION.insights)
    expect(heard.reduce((a, b) => a + b, 0)).toBe(RETENTION.insights + 250)
    const live = liveInsights(workspace)
    expect(live).toHaveLength(RETENTION.insights)
    expect(live.at(-1)!.content).toBe('insight 250')
    expect(live[0]!.content).toBe(`insight ${RETENTION.insights + 249}`)
    // A client resuming from before the oldest kept insight gets the newest it missed, at most 500.
    const replay = replayInsights(workspace, '1')
    expect(replay).toHaveLength(500)
    expect(replay.at(-1)!.content).toBe(`insight ${RETENTION.insights + 249}`)
  })

  it('counts merged insights against the bound, so they are forgotten first (they are the older ones)', () => {
    const { clock, workspace } = ingestMany(RETENTION.insights)
    const oldest = [...workspace.insights.byId.values()].slice(0, 10)
    for (const insight of oldest) insight.merged_into = [...workspace.insights.byId.keys()].at(-1)
    expect(liveInsights(workspace)).toHaveLength(RETENTION.insights - 10)
    addInsights(
      workspace,
      clock,
      Array.from({ length: 10 }, (_, k) => input(`late ${k}`)),
    )
    expect(workspace.insights.byId.size).toBe(RETENTION.insights)
    expect(liveInsights(workspace)).toHaveLength(RETENTION.insights)
    for (const insight of oldest) expect(workspace.insights.byId.has(insight.id)).toBe(false)
  })

  it(`keeps the newest ${RETENTION.triplets} triplets`, () => {
    const clock = createClock({ mode: 'manual' })
    const workspace = createWorkspace('1', clock)
    const ada: EntityRef = { id: '10', name: 'Ada Lovelace', type: 'person' }
    const acme: EntityRef = { id: '11', name: 'Acme', type: 'company' }
    const first = addTriplet(workspace, clock, { subject: ada, predicate: 'works_at', object: acme, confidence: 0.8 })
    for (let i = 0; i < RETENTION.triplets; i++)
      addTriplet(workspace, clock, { subject: ada, predicate: `p${i}`, object: acme, confidence: 0.8 })
    expect(workspace.insights.triplets.size).toBe(RETENTION.triplets)
    expect(workspace.insights.triplets.has(first.id)).toBe(false)
    expect([...workspace.insights.triplets.values()][0]!.predicate).toBe('p0')
  })

  it(`keeps ${RETENTION.ghosts} ghosts, forgetting the least recently mentioned; a forgotten name mentioned again is a new ghost`, () => {
    const clock = createClock({ mode: 'manual' })
    const workspace = createWorkspace('1', clock)
    const kept = mentionGhost(workspace, clock, 'Charles Babbage', 'person')
    const dropped = mentionGhost(workspace, clock, 'Difference Engine Ltd', 'company')
    for (let i = 0; i < RETENTION.ghosts - 1; i++) {
      mentionGhost(workspace, clock, `Someone ${i}`, 'person')
      // Charles keeps being mentioned, so he stays the most recent.
      if (i % 1000 === 0) mentionGhost(workspace, clock, 'charles babbage', 'person')
    }
    expect(workspace.insights.ghosts.size).toBe(RETENTION.ghosts)
    expect(workspace.insights.ghostsByName.size).toBe(RETENTION.ghosts)
    expect(workspace.insights.ghosts.get(kept.id)).toBe(kept)
    expect(workspace.insights.ghosts.has(dropped.id)).toBe(false)
    const again = mentionGhost(workspace, clock, 'Difference Engine Ltd', 'company')
    expect(again.id).not.toBe(dropped.id)
    expect(again.mentions).toBe(1)
    expect(workspace.insights.ghosts.size).toBe(RETENTION.ghosts)
  })

  it('lets a decay sweep forget the decay marks of insights no longer kept', () => {
    const { clock, workspace } = ingestMany(RETENTION.insights)
    clock.advance('30d')
    runCompounding(workspace, clock, 'decay_sweep', false)
    expect(workspace.compounding.decayedAt.size).toBe(RETENTION.insights)
    for (let i = 0; i < 10; i++)
      addInsights(
        workspace,
        clock,
        Array.from({ length: 100 }, (_, k) => input(`later ${i}.${k}`)),
      )
    clock.advance('30d')
    runCompounding(workspace, clock, 'decay_sweep', false)
    expect(workspace.compounding.decayedAt.size).toBe(RETENTION.insights)
    for (const id of workspace.compounding.decayedAt.keys()) expect(workspace.insights.byId.has(id)).toBe(true)
  })
})
