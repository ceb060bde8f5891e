import type { RecordRow, Workspace } from '../model.js'
import { PRIMARY_ATTRIBUTE } from '../model.js'
import { plainText } from '../schema/values.js'

/**
 * The name a record goes by: the plain text of its primary attribute (`''` when it has none).
 *
 * @example recordName(workspace, ada) // 'Ada Lovelace'
 */
export function recordName(workspace: Workspace, record: RecordRow): string {
  const object = workspace.objects.get(record.object_id)!
  for (const id of object.attribute_ids) {
    const attribute = workspace.attributes.get(id)!
    if (attribute.slug !== PRIMARY_ATTRIBUTE) continue
    // The first of singleValues(attribute, stored), without the array: names are read for every
    // relationship event and seeded text.
    const stored = record.values.get(id)
    const value = attribute.options.is_multi_value ? (stored as unknown[] | undefined)?.[0] : stored
    return value === undefined || value === null ? '' : plainText(attribute, value)
  }
  return ''
}

/*
 * A count that moves whenever what `recordName` answers for any record, or which records there
 * are, can change: every record created, updated or deleted, every change of attributes, select
 * options or objects (the cascade moves it, core/cascade.ts). Something built from every record's
 * name (the context reader's name directory, core/context/ingest.ts) is still right while the count
 * has not moved, so it need not walk 10,500 records again to find that out. Kept beside the
 * workspace, not in it, like the ask name index: a new workspace starts at 0.
 */
const nameVersions = new WeakMap<Workspace, number>()

/** How often the workspace's record names may have changed (see above); only equality means anything. */
export function namesVersion(workspace: Workspace): number {
  return nameVersions.get(workspace) ?? 0
}

/** Notes that record names, or the set of records, may have changed. The cascade calls it. */
export function moveNames(workspace: Workspace): void {
  nameVersions.set(workspace, (nameVersions.get(workspace) ?? 0) + 1)
}
