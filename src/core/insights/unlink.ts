import type { Workspace } from '../model.js'

/**
 * A record went: insights that named it keep their text but drop it from `entities`, so no
 * insight answers a dangling id. An insight about the record itself keeps its `target` hint (a
 * name, not an id).
 *
 * @example unlinkRecordFromInsights(workspace, ada.id) // Ada's id leaves every insight's entities
 */
export function unlinkRecordFromInsights(workspace: Workspace, recordId: string): void {
  for (const insight of workspace.insights.byId.values()) {
    if (insight.entities.some((entity) => entity.id === recordId))
      insight.entities = insight.entities.filter((entity) => entity.id !== recordId)
  }
}
