import type { ApiKey } from '../auth.js'
import type { Clock } from '../clock.js'
import { ApiError } from '../errors.js'
import { compareIds } from '../ids.js'
import type { Workspace } from '../model.js'
import { presentInsight, type PresentedInsight } from './list.js'
import { liveInsights, subscribeInsights, type Insight } from './state.js'

/** The open streams of each workspace, each with the function that ends it (closeInsightStreams). */
const openStreams = new WeakMap<Workspace, Set<() => void>>()

/**
 * Ends every insight stream open on `workspace`, as a workspace that is deleted must: each client
 * sees its stream end, and its listener and keepalive timer go.
 *
 * @example closeInsightStreams(workspace) // every EventSource of the workspace gets its end
 */
export function closeInsightStreams(workspace: Workspace): void {
  for (const end of [...(openStreams.get(workspace) ?? [])]) end()
}

/** The stream's timing and replay bounds. */
export const INSIGHT_STREAM = {
  /** Clock time between two `: keepalive` comments. */
  keepaliveMs: 30_000,
  /** Insights replayed on a fresh connection. */
  replay: 20,
  /** Insights replayed at most after a Last-Event-ID: the newest of those the client missed. */
  resumeReplay: 500,
  /** Streams open at once per workspace (each holds a listener and a timer until its client leaves); one more is 429. */
  maxOpen: 100,
} as const

export type InsightStreamEvent = 'insight.replay' | 'insight.batch.created'

/** The `data` of every stream event. */
export interface InsightStreamData {
  /** The workspace's id. */
  workspace: string
  insights: PresentedInsight[]
  insight_count: number
  emitted_at: string
}

export interface InsightStreamOptions {
  /** The `Last-Event-ID` the client sent: replay only insights created after that one. */
  lastEventId?: string | undefined
}

const encoder = new TextEncoder()

/** One SSE event; `id` is the stream's cursor after it (see createInsightStream). */
export function formatInsightEvent(event: InsightStreamEvent, id: string, data: InsightStreamData): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

/**
 * What a connection replays, oldest first: the 20 newest insights by created_at (the ones GET
 * /v1/insights lists first), or after a Last-Event-ID every insight created after that id, in
 * creation order (the newest 500 at most).
 */
export function replayInsights(workspace: Workspace, lastEventId?: string): Insight[] {
  const live = liveInsights(workspace)
  const resume = lastEventId !== undefined && /^\d+$/.test(lastEventId.trim()) ? lastEventId.trim() : undefined
  if (resume === undefined) {
    // liveInsights is newest created first; the stable sort keeps that order within a second.
    const byTime = live.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))
    return byTime.slice(0, INSIGHT_STREAM.replay).reverse()
  }
  const missed: Insight[] = []
  for (const insight of live) {
    if (compareIds(insight.id, resume) <= 0 || missed.length === INSIGHT_STREAM.resumeReplay) break
    missed.push(insight)
  }
  return missed.reverse()
}

/**
 * The insight stream of a workspace as server-sent events: a `: connected` comment, the replay
 * (one `insight.replay` event per insight, oldest first), then one `insight.batch.created` event
 * per batch of new insights as they are added, and a `: keepalive` comment every 30 s of clock
 * time. Cancelling the stream (the client left) unsubscribes and cancels the keepalive timer.
 * A workspace serves at most INSIGHT_STREAM.maxOpen streams at once; one more is 429.
 *
 * An event's `id` is the stream's cursor: the largest insight id it has sent so far. Ids follow
 * creation order, so a client that reconnects with it as Last-Event-ID gets exactly the insights
 * created since (seeded insights dated in the past can make time order and id order differ).
 *
 * @example new Response(createInsightStream(workspace, clock, key), { headers: { 'content-type': 'text/event-stream' } })
 */
export function createInsightStream(
  workspace: Workspace,
  clock: Clock,
  key: ApiKey,
  options: InsightStreamOptions = {},
): ReadableStream<Uint8Array> {
  if (workspace.insights.listeners.size >= INSIGHT_STREAM.maxOpen) {
    throw new ApiError(
      429,
      `Too many insight streams: ${workspace.insights.listeners.size} are open on this workspace, the most the mock serves at once; a stream's place is free as soon as its client leaves`,
      { 'retry-after': '1' },
    )
  }
  let unsubscribe: (() => void) | undefined
  let cancelTimer: (() => void) | undefined
  let end: (() => void) | undefined
  const stop = () => {
    unsubscribe?.()
    cancelTimer?.()
    unsubscribe = cancelTimer = undefined
    if (end) openStreams.get(workspace)?.delete(end)
  }
  let cursor =
    options.lastEventId !== undefined && /^\d+$/.test(options.lastEventId.trim()) ? options.lastEventId.trim() : '0'
  const event = (name: InsightStreamEvent, insights: readonly Insight[]): string => {
    for (const insight of insights) if (compareIds(insight.id, cursor) > 0) cursor = insight.id
    return formatInsightEvent(name, cursor, data(insights))
  }
  const data = (insights: readonly Insight[]): InsightStreamData => ({
    workspace: workspace.id,
    insights: insights.map(presentInsight),
    insight_count: insights.length,
    emitted_at: clock.iso(),
  })

  return new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          // The stream closed under us (errored by its consumer): nothing listens any more.
          stop()
        }
      }
      const keepalive = () => {
        cancelTimer = clock.schedule(clock.now() + INSIGHT_STREAM.keepaliveMs, () => {
          send(': keepalive\n\n')
          if (cancelTimer) keepalive()
        })
      }
      // A retry hint keeps EventSource clients reconnecting promptly after a drop.
      let opening = `: connected workspace_id=${workspace.id} token_id=${key.token_id}\nretry: 3000\n\n`
      for (const insight of replayInsights(workspace, options.lastEventId))
        opening += event('insight.replay', [insight])
      send(opening)
      unsubscribe = subscribeInsights(workspace, (batch) => {
        const listed = batch.filter((insight) => insight.merged_into === undefined)
        if (listed.length > 0) send(event('insight.batch.created', listed))
      })
      keepalive()
      end = () => {
        stop()
        try {
          controller.close()
        } catch {
          // Already closed or errored by its consumer.
        }
      }
      let open = openStreams.get(workspace)
      if (!open) openStreams.set(workspace, (open = new Set()))
      open.add(end)
    },
    cancel() {
      stop()
    },
  })
}
