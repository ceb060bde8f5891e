import { describe, expect, it } from 'vitest'
import { createClock } from '../clock.js'
import { ApiError } from '../errors.js'
import { createWorkspace } from '../store.js'
import { insightWindow, listInsights, presentInsight } from './list.js'
import { addInsights, type InsightInput } from './state.js'

const NOW = Date.parse('2026-01-15T10:00:00Z')
const input = (content: string): InsightInput => ({
  content,
  type: 'relationship',
  confidence: 0.8,
  target: { entity_type: 'person', hint: content },
  entities: [{ id: '7', name: content, type: 'person' }],
  artifact_id: '3',
})

/** A workspace with insights a, b, c, d created an hour apart, the last one at 10:00. */
function fourHours() {
  const clock = createClock({ mode: 'manual', start: NOW - 3 * 3_600_000 })
  const workspace = createWorkspace('1', clock)
  for (const content of ['a', 'b', 'c', 'd']) {
    addInsights(workspace, clock, [input(content)])
    if (content !== 'd') clock.advance('1h')
  }
  return { workspace, clock }
}

const contents = (list: Array<{ content: string }>) => list.map((i) => i.content)

describe('the insight window', () => {
  it('reaches back from now with last', () => {
    expect(insightWindow({ last: '2h' }, NOW)).toEqual({ from: NOW - 7_200_000, to: NOW })
    expect(insightWindow({ last: '1h30m' }, NOW)).toEqual({ from: NOW - 5_400_000, to: NOW })
    expect(insightWindow({ last: '1d' }, NOW).from).toBe(NOW - 86_400_000)
  })

  it('is unbounded on the ends from and to leave open', () => {
    expect(insightWindow({}, NOW)).toEqual({ from: -Infinity, to: Infinity })
    expect(insightWindow({ from: '2026-01-15T09:00:00+01:00' }, NOW)).toEqual({
      from: Date.parse('2026-01-15T08:00:00Z'),
      to: Infinity,
    })
  })

  it.each([
    [{ last: '2h', from: '2026-01-15T08:00:00Z' }, 'last cannot be combined with from or to'],
    [{ last: '2h', to: '2026-01-15T08:00:00Z' }, 'last cannot be combined with from or to'],
    [{ last: '2 hours' }, 'last: must be a duration such as 30m, 2h or 1d'],
    [{ last: '90' }, 'last: must be a duration such as 30m, 2h or 1d'],
    [{ last: '0m' }, 'last: must be longer than zero'],
    [{ from: 'yesterday' }, 'from: must be an RFC 3339 timestamp'],
    [{ to: '2026-02-30T00:00:00Z' }, 'to: must be an RFC 3339 timestamp'],
    [{ from: '2026-01-15T10:00:00Z', to: '2026-01-15T09:00:00Z' }, 'from must not be after to'],
  ])('refuses %o with 400', (query, message) => {
    const error = (() => {
      try {
        insightWindow(query, NOW)
      } catch (caught) {
        return caught
      }
    })() as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(400)
    expect(error.message).toContain(message)
  })
})

describe('listing insights', () => {
  it('answers newest first within the window, both ends inclusive', () => {
    const { workspace } = fourHours()
    expect(contents(listInsights(workspace, {}, NOW))).toEqual(['d', 'c', 'b', 'a'])
    expect(contents(listInsights(workspace, { last: '1h' }, NOW))).toEqual(['d', 'c'])
    expect(contents(listInsights(workspace, { last: '59m' }, NOW))).toEqual(['d'])
    expect(
      contents(listInsights(workspace, { from: '2026-01-15T08:00:00Z', to: '2026-01-15T09:00:00Z' }, NOW)),
    ).toEqual(['c', 'b'])
    expect(contents(listInsights(workspace, { to: '2026-01-15T07:59:59Z' }, NOW))).toEqual(['a'])
    expect(contents(listInsights(workspace, { limit: 2 }, NOW))).toEqual(['d', 'c'])
  })

  it('lists the later-created first among insights of the same second', () => {
    const { workspace, clock } = fourHours()
    addInsights(workspace, clock, [input('e'), input('f')])
    expect(contents(listInsights(workspace, { last: '1m' }, NOW))).toEqual(['f', 'e', 'd'])
  })

  it('leaves out insights merged into another', () => {
    const { workspace } = fourHours()
    const [, b] = [...workspace.insights.byId.values()]
    b!.merged_into = 'x'
    expect(contents(listInsights(workspace, {}, NOW))).toEqual(['d', 'c', 'a'])
  })

  it('presents an insight without its bookkeeping', () => {
    const { workspace } = fourHours()
    const insight = [...workspace.insights.byId.values()][0]!
    expect(presentInsight(insight)).toEqual({
      id: insight.id,
      workspace_id: '1',
      content: 'a',
      type: 'relationship',
      confidence: 0.8,
      target: { entity_type: 'person', hint: 'a' },
      entities: [{ id: '7', name: 'a', type: 'person' }],
      created_at: '2026-01-15T07:00:00Z',
    })
  })
})
