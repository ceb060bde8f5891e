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
