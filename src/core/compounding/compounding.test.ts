import { describe, expect, it } from 'vitest'
import { SYSTEM_ACTOR } from '../actor.js'
import { createClock, type Clock } from '../clock.js'
import { addInsights, addTriplet, liveInsights, type EntityRef, type InsightInput } from '../insights/state.js'
import type { Workspace } from '../model.js'
import { createRecord } from '../records/records.js'
import { createWorkspace } from '../store.js'
import { createTask } from '../tasks/tasks.js'
import { DUPLICATE_THRESHOLD } from './consolidation.js'
import { CONFIDENCE_FLOOR } from './decay.js'
import { deterministicUuid, UUID_PATTERN } from './run-id.js'
import { runCompounding } from './runs.js'
import { contentWords, cosine, similarPairs, tfidfVectors } from './similarity.js'

const insight = (content: string, confidence = 0.6, type = 'relationship'): InsightInput => ({
  content,
  type,
  confidence,
  target: { entity_type: 'person', hint: content },
  entities: [],
})

function setup(): {
  workspace: Workspace
  clock: Clock
  person: (name: string) => EntityRef
  company: (name: string) => EntityRef
} {
  const clock = createClock({ mode: 'manual' })
  const workspace = createWorkspace('32704519835647913', clock, 32704519835647914n)
  const make =
    (slug: string) =>
    (name: string): EntityRef => {
      const record = createRecord(workspace, clock, workspace.objects.get(workspace.objectIdsBySlug.get(slug)!)!, {
        name,
      })
      return { id: record.id, name, type: slug }
    }
  return { workspace, clock, person: make('person'), company: make('company') }
}

/** Everything the insight store holds, as plain data. */
const snapshot = (workspace: Workspace) =>
  JSON.stringify({
    insights: [...workspace.insights.byId.values()],
    state: [...workspace.compounding.patterns, ...workspace.compounding.playbooks, ...workspace.compounding.decayedAt],
  })

describe('run ids', () => {
  it('are version 8 UUIDs that differ by workspace and sequence and repeat for the same inputs', () => {
    const a = deterministicUuid('32704519835647913', '32704519835647999')
    expect(a).toMatch(UUID_PATTERN)
    expect(a[14]).toBe('8')
    expect('89ab').toContain(a[19])
    expect(deterministicUuid('32704519835647913', '32704519835647999')).toBe(a)
    expect(deterministicUuid('32704519835647913', '32704519835648000')).not.toBe(a)
    expect(deterministicUuid('32705519835647913', '32704519835647999')).not.toBe(a)
  })
})

describe('similarity', () => {
  it('reads content words without case, accents or stopwords', () => {
    expect(contentWords('Zoë works at the Café, in Berlin!')).toEqual(['zoe', 'works', 'cafe', 'berlin'])
  })

  it('scores a restatement above the threshold and a statement about someone else below it', () => {
    const [a, b, c] = tfidfVectors([
      'Ada Lovelace works at Acme',
      'Ada Lovelace works at Acme Corp',
      'Grace Hopper works at Acme',
      'Linus joined Initech',
    ])
    expect(cosine(a!, a!)).toBeCloseTo(1, 9)
    expect(cosine(a!, b!)).toBeGreaterThanOrEqual(DUPLICATE_THRESHOLD)
    expect(cosine(a!, c!)).toBeLessThan(0.5)
  })
})

describe('similar pairs', () => {
  it('finds exactly the pairs a comparison of every pair finds', () => {
    const words = ['ada', 'grace', 'acme', 'initech', 'works', 'joined', 'cto', 'berlin', 'london', 'demo']
    // A fixed pseudo-random mix of short texts, many of them near each other.
    let seed = 7
    const next = (): number => (seed = (seed * 48271) % 2147483647) / 2147483647
    const texts = Array.from({ length: 120 }, () =>
      Array.from({ length: 2 + Math.floor(next() * 4) }, () => words[Math.floor(next() * words.length)]).join(' '),
    )
    const vectors = tfidfVectors(texts)
    for (const threshold of [0.5, 0.8, 0.95]) {
      const expected: Array<[number, number]> = []
      for (let j = 0; j < vectors.length; j++)
        for (let i = 0; i < j; i++) if (cosine(vectors[i]!, vectors[j]!) >= threshold - 1e-9) expected.push([i, j])
      expect(similarPairs(vectors, threshold).map(([i, j]) => [i, j])).toEqual(
        expected.sort((a, b) => a[0] - b[0] || a[1] - b[1]),
      )
    }
  })
})

describe('consolidation', () => {
  it('merges near-duplicates into the most confident one, which gains a little confidence and their entities', () => {
    const { workspace, clock, person } = setup()
    const ada = person('Ada Lovelace')
    const [low, high, other, otherType] = addInsights(workspace, clock, [
      { ...insight('Ada Lovelace works at Acme Corp', 0.5), entities: [ada] },
      insight('Ada Lovelace works at Acme', 0.8),
      insight('Grace Hopper works at Acme', 0.9),
      insight('Ada Lovelace works at Acme', 0.7, 'role_change'),
    ])
    clock.advance('1h')
    const counts = runCompounding(workspace, clock, 'consolidation', false)
    expect(counts).toEqual({ insights_scanned: 4, insights_affected: 2, candidates_created: 0 })
    expect(low!.merged_into).toBe(high!.id)
    expect(high).toMatchObject({ confidence: 0.82, entities: [ada], reinforced_at: '2026-01-15T11:00:00Z' })
    expect(other!.merged_into).toBeUndefined()
    expect(otherType!.merged_into).toBeUndefined()
    expect(liveInsights(workspace).map((i) => i.id)).toEqual([otherType!.id, other!.id, high!.id])
    expect(runCompounding(workspace, clock, 'consolidation', false)).toEqual({
      insights_scanned: 3,
      insights_affected: 0,
      candidates_created: 0,
    })
  })

  it('in a dry run counts the same and changes nothing', () => {
    const { workspace, clock } = setup()
    addInsights(workspace, clock, [
      insight('Ada Lovelace works at Acme'),
      insight('Ada Lovelace, works at Acme.'),
      insight('ada lovelace WORKS at acme!'),
      insight('Grace Hopper works at Initech'),
    ])
    const before = snapshot(workspace)
    const dry = runCompounding(workspace, clock, 'consolidation', true)
    expect(snapshot(workspace)).toBe(before)
    expect(runCompounding(workspace, clock, 'consolidation', false)).toEqual(dry)
    expect(dry).toEqual({ insights_scanned: 4, insights_affected: 3, candidates_created: 0 })
    expect(liveInsights(workspace).map((i) => i.content)).toEqual([
      'Grace Hopper works at Initech',
      'Ada Lovelace works at Acme',
    ])
  })
})

describe('pattern detection and playbook synthesis', () => {
  function employment() {
    const context = setup()
    const { workspace, clock, person, company } = context
    const acme = company('Acme')
    const initech = company('Initech')
    const people = ['Ada Lovelace', 'Grace Hopper', 'Linus Torvalds'].map(person)
    for (const [i, someone] of people.entries()) {
      addTriplet(workspace, clock, {
        subject: someone,
        predicate: 'works_at',
        object: i === 1 ? initech : acme,
        confidence: 0.9,
      })
      // Ada and Grace get a follow-up task within the week; Linus gets one after a fortnight.
      clock.advance(i === 2 ? '14d' : '2d')
      createTask(workspace, clock, { title: `Follow up with ${someone.name}`, entity_ids: [someone.id] }, SYSTEM_ACTOR)
    }
    // Stated twice: still one pair. A single "knows" fact is no pattern.
    addTriplet(workspace, clock, { subject: people[0]!, predicate: 'works_at', object: acme, confidence: 0.9 })
    addTriplet(workspace, clock, { subject: people[0]!, predicate: 'knows', object: people[1]!, confidence: 0.5 })
    return { ...context, people }
  }

  it('records a recurring predicate between the same types as a pattern insight, once', () => {
    const { workspace, clock } = employment()
    expect(runCompounding(workspace, clock, 'pattern_detection', false)).toEqual({
      insights_scanned: 5,
      insights_affected: 0,
      candidates_created: 1,
    })
    const [pattern] = liveInsights(workspace).filter((i) => i.type === 'pattern')
    expect(pattern).toMatchObject({
      content:
        'Recurring pattern: a person works at a company, seen 3 times (e.g. Ada Lovelace works at Acme; Grace Hopper works at Initech; Linus Torvalds works at Acme)',
      confidence: 0.75,
      target: { entity_type: 'person', hint: 'works at' },
    })
    expect(pattern!.entities.map((e) => e.name)).toEqual([
      'Ada Lovelace',
      'Acme',
      'Grace Hopper',
      'Initech',
      'Linus Torvalds',
    ])
    expect(runCompounding(workspace, clock, 'pattern_detection', false)).toEqual({
      insights_scanned: 5,
      insights_affected: 0,
      candidates_created: 0,
    })
  })

  it('turns a recorded pattern into a rule from what followed it within a week', () => {
    const { workspace, clock } = employment()
    expect(runCompounding(workspace, clock, 'playbook_synthesis', false)).toEqual({
      insights_scanned: 0,
      insights_affected: 0,
      candidates_created: 0,
    })
    runCompounding(workspace, clock, 'pattern_detection', false)
    const before = snapshot(workspace)
    const dry = runCompounding(workspace, clock, 'playbook_synthesis', true)
    expect(snapshot(workspace)).toBe(before)
    expect(runCompounding(workspace, clock, 'playbook_synthesis', false)).toEqual(dry)
    expect(dry).toEqual({ insights_scanned: 1, insights_affected: 0, candidates_created: 1 })
    const [rule] = liveInsights(workspace).filter((i) => i.type === 'playbook')
    expect(rule).toMatchObject({
      content: 'When a person works at a company, a follow-up task follows within a week (2 of 3 times)',
      confidence: 0.5,
    })
    expect(rule!.entities.map((e) => e.name)).toEqual(['Ada Lovelace', 'Grace Hopper'])
  })
})

describe('decay sweep', () => {
  it('halves the confidence of an insight not reinforced for 30 days, spares fresh ones, and never counts the same days twice', () => {
    const { workspace, clock } = setup()
    const [old, floor] = addInsights(workspace, clock, [insight('old news', 0.8), insight('nearly forgotten', 0.12)])
    clock.advance('25d')
    const [fresh] = addInsights(workspace, clock, [insight('fresh news', 0.8)])
    clock.advance('5d')
    expect(runCompounding(workspace, clock, 'decay_sweep', true)).toEqual({
      insights_scanned: 3,
      insights_affected: 2,
      candidates_created: 0,
    })
    expect(old!.confidence).toBe(0.8)
    expect(runCompounding(workspace, clock, 'decay_sweep', false)).toEqual({
      insights_scanned: 3,
      insights_affected: 2,
      candidates_created: 0,
    })
    expect([old!.confidence, floor!.confidence, fresh!.confidence]).toEqual([0.4, CONFIDENCE_FLOOR, 0.8])
    expect(runCompounding(workspace, clock, 'decay_sweep', false).insights_affected).toBe(0)
    clock.advance('30d')
    runCompounding(workspace, clock, 'decay_sweep', false)
    expect([old!.confidence, floor!.confidence, fresh!.confidence]).toEqual([0.2, CONFIDENCE_FLOOR, 0.3564]) // fresh: 35 days since it was reinforced
  })
})

describe('metrics', () => {
  it('counts insights by type, merged ones, triplets and ghosts without changing anything', () => {
    const { workspace, clock, person } = setup()
    addInsights(workspace, clock, [
      insight('alpha beta gamma', 0.5),
      insight('alpha beta gamma', 0.7),
      insight('x y z', 0.9, 'follow_up'),
    ])
    addTriplet(workspace, clock, {
      subject: person('Ada'),
      predicate: 'knows',
      object: person('Grace'),
      confidence: 0.5,
    })
    runCompounding(workspace, clock, 'consolidation', false)
    const before = snapshot(workspace)
    const counts = runCompounding(workspace, clock, 'metrics', false)
    expect(snapshot(workspace)).toBe(before)
    expect(counts).toEqual({
      insights_scanned: 2,
      insights_affected: 0,
      candidates_created: 0,
      metrics: {
        insights: 2,
        merged_insights: 1,
        insights_by_type: { follow_up: 1, relationship: 1 },
        triplets: 1,
        ghosts: 0,
        patterns: 0,
        playbooks: 0,
        average_confidence: 0.815,
      },
    })
  })
})
