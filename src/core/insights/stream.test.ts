import { describe, expect, it } from 'vitest'
import type { ApiKey } from '../auth.js'
import { createClock } from '../clock.js'
import { createWorkspace } from '../store.js'
import { addInsights, type InsightInput } from './state.js'
import { createInsightStream, INSIGHT_STREAM, replayInsights } from './stream.js'

const key = { key: 'k', workspace_id: '1', scopes: ['insight.stream'], token_id: '9', user_id: '2' } as ApiKey
const input = (content: string): InsightInput => ({
  content,
  type: 'relationship',
  confidence: 0.8,
  target: { entity_type: 'person', hint: content },
  entities: [],
})

function setup(count: number) {
  const clock = createClock({ mode: 'manual' })
  const workspace = createWorkspace('1', clock)
  for (let i = 0; i < count; i++) addInsights(workspace, clock, [input(`i${i}`)])
  return { clock, workspace }
}

/**
 * Reads what the stream has queued so far (it enqueues synchronously). A read that finds nothing
 * stays pending for the next call, so no chunk is lost.
 */
function drainer(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined
  const drain = async (): Promise<string> => {
    let text = ''
    for (;;) {
      pending ??= reader.read()
      const next = await Promise.race([pending, new Promise<null>((resolve) => setTimeout(() => resolve(null), 5))])
      if (next === null) return text
      pending = undefined
      if (next.done) return text
      text += decoder.decode(next.value)
    }
  }
  return { drain, cancel: () => reader.cancel() }
}

const events = (text: string) =>
  text
    .split('\n\n')
    .filter((block) => block.startsWith('id: '))
    .map((block) => {
      const [id, event, data] = block.split('\n')
      return { id: id!.slice(4), event: event!.slice(7), data: JSON.parse(data!.slice(6)) }
    })

describe('what a connection replays', () => {
  it('is the newest 20 insights, oldest first', () => {
    const { workspace } = setup(25)
    expect(replayInsights(workspace).map((i) => i.content)).toEqual(Array.from({ length: 20 }, (_, i) => `i${i + 5}`))
  })

  it('is every insight after the Last-Event-ID, and nothing for the newest id', () => {
    const { workspace } = setup(25)
    const ids = [...workspace.insights.byId.keys()]
    expect(replayInsights(workspace, ids[21]).map((i) => i.content)).toEqual(['i22', 'i23', 'i24'])
    expect(replayInsights(workspace, ids[2]).length).toBe(22)
    expect(replayInsights(workspace, ids[24])).toEqual([])
  })

  it('follows created_at, as the list does, when insights were created out of time order', () => {
    const { clock, workspace } = setup(0)
    clock.advance('1h')
    addInsights(workspace, clock, [input('late')])
    const past = createClock({ mode: 'manual' })
    addInsights(workspace, past, [input('dated earlier')])
    expect(replayInsights(workspace).map((i) => i.content)).toEqual(['dated earlier', 'late'])
  })

  it('ignores a Last-Event-ID that is not an id', () => {
    const { workspace } = setup(3)
    expect(replayInsights(workspace, 'abc').map((i) => i.content)).toEqual(['i0', 'i1', 'i2'])
  })

  it(`stops at the newest ${INSIGHT_STREAM.resumeReplay} missed insights`, () => {
    const { workspace } = setup(INSIGHT_STREAM.resumeReplay + 3)
    const missed = replayInsights(workspace, '0')
    expect(missed).toHaveLength(INSIGHT_STREAM.resumeReplay)
    expect(missed[0]!.content).toBe('i3')
  })
})

describe('the insight stream', () => {
  it('opens with the connected comment and the replay, then sends new batches and keepalives on the clock', async () => {
    const { clock, workspace } = setup(2)
    const { drain, cancel } = drainer(createInsightStream(workspace, clock, key))
    const opening = await drain()
    expect(opening.startsWith(': connected workspace_id=1 token_id=9\nretry: 3000\n\n')).toBe(true)
    expect(events(opening).map((e) => [e.event, e.data.insights[0].content, e.data.insight_count])).toEqual([
      ['insight.replay', 'i0', 1],
      ['insight.replay', 'i1', 1],
    ])

    clock.advance('10s')
    const batch = addInsights(workspace, clock, [input('new1'), input('new2')])
    const [created] = events(await drain())
    expect(created).toEqual({
      id: batch[1]!.id,
      event: 'insight.batch.created',
      data: {
        workspace: '1',
        insights: [expect.objectContaining({ content: 'new1' }), expect.objectContaining({ content: 'new2' })],
        insight_count: 2,
        emitted_at: '2026-01-15T10:00:10Z',
      },
    })

    clock.advance('19s')
    expect(await drain()).toBe('')
    clock.advance('1s')
    expect(await drain()).toBe(': keepalive\n\n')
    clock.advance('60s')
    expect(await drain()).toBe(': keepalive\n\n: keepalive\n\n')
    await cancel()
  })

  it('numbers events with its cursor: the largest insight id sent so far', async () => {
    const { clock, workspace } = setup(0)
    clock.advance('1h')
    const [late] = addInsights(workspace, clock, [input('late')])
    const [earlier] = addInsights(workspace, createClock({ mode: 'manual' }), [input('dated earlier')])
    const { drain, cancel } = drainer(createInsightStream(workspace, clock, key))
    expect(events(await drain()).map((e) => [e.id, e.data.insights[0].content])).toEqual([
      [earlier!.id, 'dated earlier'],
      [earlier!.id, 'late'],
    ])
    expect(late!.id < earlier!.id).toBe(true)
    await cancel()
  })

  it('leaves no listener or timer behind after 200 connections closed by their clients', async () => {
    const { clock, workspace } = setup(3)
    const baseline = clock.pending()
    for (let i = 0; i < 200; i++) {
      const reader = createInsightStream(workspace, clock, key).getReader()
      await reader.read()
      expect(workspace.insights.listeners.size).toBe(1)
      expect(clock.pending()).toBe(baseline + 1)
      await reader.cancel()
    }
    expect(workspace.insights.listeners.size).toBe(0)
    expect(clock.pending()).toBe(baseline)
  })
})
