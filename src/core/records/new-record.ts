import type { Clock } from '../clock.js'
import { checkRoom } from '../limits.js'
import type { ObjectDef, RecordRow, Workspace } from '../model.js'

/**
 * A new record row of `object` holding `values`, after the workspace's record limit is checked: its
 * id drawn and its timestamps the clock's now. Nothing is stored yet; `createRecord` and the seed's
 * writer (seed-writer.ts) store it, so both draw ids and times the same way.
 *
 * @example const record = newRecordRow(workspace, clock, person, values)
 */
export function newRecordRow(
  workspace: Workspace,
  clock: Clock,
  object: ObjectDef,
  values: Map<string, unknown>,
): RecordRow {
  checkRoom('records', workspace.records.size)
  const now = clock.iso()
  return { id: workspace.ids.next(), object_id: object.id, created_at: now, updated_at: now, values }
}
