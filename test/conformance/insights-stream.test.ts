import { EventSource } from 'eventsource'
import { describe, expect, it, vi } from 'vitest'
import { addInsights, type InsightInput } from '../../src/core/insights/state.js'
import { expectError } from '../support/assertions.js'
import { useTarget } from '../support/target.js'

const t = useTarget()

interface StreamEvent {
  id: string
  event: string
  data: {
    workspace: string
    insights: Array<{ id: string; content: string; type: string }>
    insight_count: number
    emitted_at: string
  }
}

const workspace = () => t.mock.store.workspaces.get(t.mock.store.defaultWorkspaceId)!
const fresh = (content: string): InsightInput => ({
  content,
  type: 'pattern',
  confidence: 0.7,
  target: { entity_type: 'workspace', hint: 'all' },
  entities: [],
})

/** A fetch client on the stream: it sends the Bearer header and reads the body as it arrives. */
async function connect(headers: Record<string, string> = {}, key: string | null = t.mock.apiKey) {
  const controller = new AbortController()
  const response = await fetch(`${t.baseUrl}/v1/insights/stream`, {
    headers: { ...(key === null ? {} : { authorization: `Bearer ${key}` }), accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  })
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  /** Reads until the text received holds `count` blocks (events or comments), and answers them. */
  const blocks = async (count: number): Promise<string[]> => {
    for (;;) {
      const parts = buffer.split('\n\n')
      if (parts.length - 1 >= count) {
        buffer = parts.slice(count).join('\n\n')
        return parts.slice(0, count)
      }
      const { value, done } = await reader.read()
      if (done) throw new Error(`the stream ended after ${JSON.stringify(buffer)}`)
      buffer += decoder.decode(value, { stream: true })
    }
  }
  // A client leaves by aborting its request, as EventSource.close() does; in-process (MSW) that is
  // the only signal that reaches the mock.
  const close = async () => {
    controller.abort()
    await reader.cancel().catch(() => undefined)
  }
  return { response, blocks, close }
}

function parseEvent(block: string): StreamEvent {
  const fields = Object.fromEntries(
    block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
  )
  return { id: fields.id!, event: fields.event!, data: JSON.parse(fields.data!) }
}

const newestIds = async (limit: number) =>
  ((await t.request('GET', `/v1/insights?limit=${limit}`)).body.data as Array<{ id: string }>).map((i) => i.id)

/** Until the server has seen the client leave (over a socket that takes a moment). */
const closed = () =>
  vi.waitFor(() => expect(workspace().insights.listeners.size).toBe(0), { timeout: 5_000, interval: 5 })

describe('the insight stream (GET /v1/insights/stream)', () => {
  it('opens with the connected comment and replays the 20 newest insights, oldest first', async () => {
    const stream = await connect()
    expect(stream.response.status).toBe(200)
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream')
    expect(stream.response.headers.get('cache-control')).toBe('no-cache')
    const key = t.mock.store.keys.get(t.mock.apiKey)!
    const [opening, ...replay] = await stream.blocks(21)
    expect(opening).toBe(
      `: connected workspace_id=${t.mock.store.defaultWorkspaceId} token_id=${key.token_id}\nretry: 3000`,
    )
    const events = replay.map(parseEvent)
    expect(events.map((e) => e.event)).toEqual(Array(20).fill('insight.replay'))
    expect(events.map((e) => e.data.insights[0]!.id)).toEqual((await newestIds(20)).reverse())
    for (const event of events) {
      expect(event.data).toEqual({
        workspace: t.mock.store.defaultWorkspaceId,
        insights: [expect.any(Object)],
        insight_count: 1,
        emitted_at: '2026-01-15T10:00:00Z',
      })
    }
    // Event ids are the stream's cursor: the largest insight id sent so far.
    const ids = events.map((e) => BigInt(e.id))
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect(ids.at(-1)).toBe(events.map((e) => BigInt(e.data.insights[0]!.id)).reduce((a, b) => (a > b ? a : b)))
    await stream.close()
    await closed()
  })

  it('sends a new batch of insights as one insight.batch.created event, as listed', async () => {
    const stream = await connect()
    await stream.blocks(21)
    t.mock.clock.advance('5s')
    const batch = addInsights(workspace(), t.mock.clock, [fresh('first'), fresh('second')])
    const [block] = await stream.blocks(1)
    const event = parseEvent(block!)
    expect(event.event).toBe('insight.batch.created')
    expect(event.id).toBe(batch[1]!.id)
    expect(event.data.insight_count).toBe(2)
    expect(event.data.emitted_at).toBe('2026-01-15T10:00:05Z')
    const listed = (await t.request('GET', '/v1/insights?limit=2')).body.data
    expect(event.data.insights).toEqual([...listed].reverse())
    await stream.close()
  })

  it('sends a keepalive comment every 30 s of clock time', async () => {
    const stream = await connect()
    await stream.blocks(21)
    t.mock.clock.advance('30s')
    expect(await stream.blocks(1)).toEqual([': keepalive'])
    t.mock.clock.advance('90s')
    expect(await stream.blocks(3)).toEqual([': keepalive', ': keepalive', ': keepalive'])
    await stream.close()
  })

  it('replays only what came after the Last-Event-ID on a reconnect', async () => {
    const first = await connect()
    const replay = (await first.blocks(21)).slice(1).map(parseEvent)
    const seen = first.blocks(1)
    const [before] = addInsights(workspace(), t.mock.clock, [fresh('seen before the drop')])
    expect(parseEvent((await seen)[0]!).id).toBe(before!.id)
    await first.close()
    const added = addInsights(workspace(), t.mock.clock, [fresh('missed one'), fresh('missed two')])
    const again = await connect({ 'last-event-id': before!.id })
    const events = (await again.blocks(3)).slice(1).map(parseEvent)
    expect(events.map((e) => [e.event, e.id, e.data.insights[0]!.content])).toEqual([
      ['insight.replay', added[0]!.id, 'missed one'],
      ['insight.replay', added[1]!.id, 'missed two'],
    ])
    await again.close()
    // From a replayed event's id, the reconnect gets every insight created after it.
    const later = replay.at(-1)!.id
    const fromReplay = await connect({ 'last-event-id': later })
    const missed = [...workspace().insights.byId.values()].filter((i) => BigInt(i.id) > BigInt(later)).map((i) => i.id)
    const replayed = (await fromReplay.blocks(1 + missed.length))
      .slice(1)
      .map((block) => parseEvent(block).data.insights[0]!.id)
    expect(replayed).toEqual(missed)
    await fromReplay.close()
  })

  it('answers 401 without a key and 403 without the insight.stream scope, as JSON', async () => {
    expectError(await t.request('GET', '/v1/insights/stream', { key: null }), 401)
    expectError(await t.request('GET', '/v1/insights/stream', { key: await t.createKey(['record.read']) }), 403, {
      contains: 'insight.stream',
    })
    expect(workspace().insights.listeners.size).toBe(0)
  })

  it('leaves no listener or timer behind after 200 clients connect and leave', async () => {
    const baseline = t.mock.clock.pending()
    for (let i = 0; i < 200; i++) {
      const stream = await connect()
      await stream.blocks(1)
      await stream.close()
    }
    await closed()
    await vi.waitFor(() => expect(t.mock.clock.pending()).toBe(baseline), { timeout: 5_000, interval: 5 })
  })

  it('works with the eventsource package, sending the key through its fetch option', async () => {
    const source = new EventSource(`${t.baseUrl}/v1/insights/stream`, {
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...init.headers, authorization: `Bearer ${t.mock.apiKey}` } }),
    })
    const received: Array<{ type: string; id: string; data: StreamEvent['data'] }> = []
    const listen = (type: string) =>
      source.addEventListener(type, (event) =>
        received.push({ type, id: event.lastEventId, data: JSON.parse(event.data) }),
      )
    listen('insight.replay')
    listen('insight.batch.created')
    await vi.waitFor(() => expect(received).toHaveLength(20), { timeout: 5_000, interval: 5 })
    const [added] = addInsights(workspace(), t.mock.clock, [fresh('seen by EventSource')])
    await vi.waitFor(() => expect(received).toHaveLength(21), { timeout: 5_000, interval: 5 })
    expect(received[20]).toEqual({
      type: 'insight.batch.created',
      id: added!.id,
      data: expect.objectContaining({
        insight_count: 1,
        insights: [expect.objectContaining({ content: 'seen by EventSource' })],
      }),
    })
    expect(received.slice(0, 20).map((e) => e.data.insights[0]!.id)).toEqual((await newestIds(21)).slice(1).reverse())
    source.close()
    await closed()
  })
})
