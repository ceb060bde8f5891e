import { z } from 'zod'
import { lazySchema } from '../schemas/lazy.js'
import { findRecord } from '../../core/records/records.js'
import { TIMELINE_PAGE, timelinePage } from '../../core/timeline/timeline.js'
import { defineRoute } from '../route.js'
import { pathId } from '../schemas/common.js'
import { TimelinePageSchema, TimelineQuery } from '../schemas/timeline.js'

const RecordParams = lazySchema(() => z.strictObject({ record_id: pathId('record_id') }))

export const timelineRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/records/{record_id}/timeline',
    operationId: 'getRecordTimeline',
    tag: 'Timeline',
    summary: "Get a record's timeline",
    description:
      `The record's events, newest first: its creation and updates (with field_changes), its tasks and ` +
      `notes, list memberships, and relationship instances added or removed. Pages of limit events (1 ` +
      `to ${TIMELINE_PAGE.maxLimit}, default ${TIMELINE_PAGE.defaultLimit}); next_cursor reads the ` +
      `next page. A page continues exactly where the previous one stopped, even when events arrive in ` +
      `between. A cursor that this timeline did not answer is 400.`,
    public: true,
    scope: 'record.read',
    request: { params: RecordParams, query: TimelineQuery },
    responses: { 200: { description: 'One page of events', schema: TimelinePageSchema } },
    errors: [404],
    handle: ({ params, query, workspace }) => ({
      status: 200,
      body: timelinePage(workspace, findRecord(workspace, params.record_id), query),
    }),
  }),
]
