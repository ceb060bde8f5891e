import type { AnyRoute } from '../route.js'
import { askRoutes } from './ask.js'
import { attributeRoutes } from './attributes.js'
import { insightRoutes } from './insights.js'
import { compoundingRoutes } from './compounding.js'
import { contextIngestionRoutes } from './context.js'
import { graphRoutes } from './graph.js'
import { integrationRoutes } from './integrations.js'
import { listJobRoutes } from './list-jobs.js'
import { listRoutes } from './lists.js'
import { objectRoutes } from './objects.js'
import { noteRoutes } from './notes.js'
import { notificationRoutes } from './notifications.js'
import { recordRoutes } from './records.js'
import { relationshipRoutes } from './relationships.js'
import { searchRoutes } from './search.js'
import { taskRoutes } from './tasks.js'
import { timelineRoutes } from './timeline.js'

/** The public route table: every `/v1` operation, declared once. */
export const publicRoutes: readonly AnyRoute[] = [
  ...objectRoutes,
  ...attributeRoutes,
  ...recordRoutes,
  ...relationshipRoutes,
  ...listRoutes,
  ...taskRoutes,
  ...noteRoutes,
  ...timelineRoutes,
  ...searchRoutes,
  ...contextIngestionRoutes,
  ...listJobRoutes,
  ...compoundingRoutes,
  ...askRoutes,
  ...graphRoutes,
  ...insightRoutes,
  ...integrationRoutes,
  ...notificationRoutes,
]
