import type { RecordRow, Workspace } from '../model.js'
import { PRIMARY_ATTRIBUTE } from '../model.js'
import { plainText, singleValues } from '../schema/values.js'

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
    const [value] = singleValues(attribute, record.values.get(id))
    return value === undefined ? '' : plainText(attribute, value)
  }
  return ''
}
