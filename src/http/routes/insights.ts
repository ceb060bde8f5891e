import { INSIGHT_PAGE, listInsights } from '../../core/insights/list.js'
import { createInsightStream, INSIGHT_STREAM } from '../../core/insights/stream.js'
import { defineRoute } from '../route.js'
import { InsightListSchema, InsightStreamSchema, ListInsightsQuery } from '../schemas/insights.js'

export const insightRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/insights',
    operationId: 'listInsights',
    tag: 'Insights',
    summary: 'List insights',
    description:
      `Insights of the workspace, newest first, within a window: \`last\` reaches back from now ` +
      `(\`30m\`, \`2h\`, \`1d\`), \`from\`/\`to\` bound it (RFC 3339, both inclusive, either may be ` +
      `left out), neither lists the most recent. \`last\` together with \`from\` or \`to\` is 400, and ` +
      `so is \`from\` after \`to\`. At most \`limit\` insights (1 to ${INSIGHT_PAGE.maxLimit}, default ` +
      `${INSIGHT_PAGE.defaultLimit}). Insights consolidation merged into another are not listed. The ` +
      `list is answered twice, as \`data\` and as \`insights\`.`,
    public: true,
    scope: 'insight.stream',
    request: { query: ListInsightsQuery },
    responses: { 200: { description: 'The insights in the window', schema: InsightListSchema } },
    errors: [],
    handle: ({ query, workspace, services }) => {
      const insights = listInsights(workspace, query, services.clock.now())
      return { status: 200, body: { data: insights, insights } }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/insights/stream',
    operationId: 'streamInsights',
    tag: 'Insights',
    summary: 'Stream insights (server-sent events)',
    description:
      `A \`text/event-stream\` of the workspace's insights: the comment \`: connected workspace_id=... ` +
      `token_id=...\`, up to ${INSIGHT_STREAM.replay} recent insights as \`insight.replay\` events, ` +
      `then an \`insight.batch.created\` event for each batch of new insights, and a \`: keepalive\` ` +
      `comment every ${INSIGHT_STREAM.keepaliveMs / 1000} s of clock time. Each event's \`id\` is the ` +
      `stream's cursor (the largest insight id sent so far); a \`Last-Event-ID\` header replays only ` +
      `the insights created after it. Event data: \`{workspace, insights, insight_count, emitted_at}\`.`,
    public: true,
    scope: 'insight.stream',
    responses: {
      200: {
        description: 'The event stream; it stays open until the client leaves',
        schema: InsightStreamSchema,
        contentType: 'text/event-stream',
      },
    },
    errors: [],
    handle: ({ workspace, key, services, header }) => ({
      status: 200,
      contentType: 'text/event-stream',
      headers: { 'cache-control': 'no-cache', connection: 'keep-alive', 'x-accel-buffering': 'no' },
      stream: createInsightStream(workspace, services.clock, key, { lastEventId: header('last-event-id') }),
    }),
  }),
]
