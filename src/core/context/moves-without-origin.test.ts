import { describe, expect, it } from 'vitest'
import { SYSTEM_ACTOR } from '../actor.js'
import { createClock } from '../clock.js'
import { createWorkspace } from '../store.js'
import { createNameDirectory, extractContext } from './extract/index.js'
import { ingestContext } from './ingest.js'

// "X left for Z", "X moved to Z": a move, though the text does not say what X left. The link is
// left_for with no `previous`; a later sentence that names the company left fills it in.
const NOW = Date.parse('2026-01-15T10:00:00Z')
const links = (text: string) =>
  extractContext(text, createNameDirectory([]), NOW)
    .links.map((l) => `${l.kind} ${l.from} -> ${l.to}${l.previous ? ` (left ${l.previous})` : ''}`)
    .sort()

describe('a move with no company left named', () => {
  it.each([
    [
      'Since Lukas Weber left for Alpine Mills, the account has been quiet.',
      ['left_for Lukas Weber -> Alpine Mills', 'works_at Lukas Weber -> Alpine Mills'],
    ],
    [
      'Tomás Ruiz moved to Harbor Bank in March.',
      ['left_for Tomás Ruiz -> Harbor Bank', 'works_at Tomás Ruiz -> Harbor Bank'],
    ],
    // The company left, named in a later sentence, is set on the same link.
    [
      'Tomás Ruiz moved to Harbor Bank in March. Before that he was at Lisbon Freight.',
      ['left_for Tomás Ruiz -> Harbor Bank (left Lisbon Freight)', 'works_at Tomás Ruiz -> Harbor Bank'],
    ],
    // Not a move: a visit, an office.
    ['Tomás Ruiz went to Harbor Bank for the review.', []],
  ])('%s', (text, expected) => {
    expect(links(text)).toEqual(expected)
  })

  it('writes the joined works-at link and nothing for the company left, which the text does not name', () => {
    const clock = createClock({ mode: 'manual' })
    const workspace = createWorkspace('1', clock)
    ingestContext(workspace, clock, 'Lukas Weber left for Alpine Mills in May.', {
      artifactId: '1',
      actor: SYSTEM_ACTOR,
    })
    const triplets = [...workspace.insights.triplets.values()].map(
      (t) => `${t.subject.name} ${t.predicate} ${t.object.name}`,
    )
    expect(triplets).toEqual(['Lukas Weber joined Alpine Mills'])
    expect([...workspace.insights.byId.values()].map((insight) => insight.content)).toEqual([
      'Lukas Weber joined Alpine Mills',
    ])
  })
})
