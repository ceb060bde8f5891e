import { badRequest } from '../errors.js'
import type { AttributeDef, ObjectDef, RecordRow, Workspace } from '../model.js'
import { PRIMARY_ATTRIBUTE } from '../model.js'
import { objectAttributeBySlug } from '../schema/attributes.js'
import { objectAttributes } from '../schema/objects.js'
import { presentValue, type PresentedValue } from '../schema/values.js'

/*
 * A record's response form. It lives apart from records.ts so that record-json.ts (the cache of
 * this form, which records.ts reads) does not import records.ts back.
 */

export type AttributeSelection = 'all' | 'primary' | 'none' | { mode: 'custom'; slugs: string[] }

export interface PresentedRecord {
  id: string
  object_id: string
  type: string
  workspace_id: string
  created_at: string
  updated_at: string
  attributes: Record<string, PresentedValue>
}

/** The attributes a selection shows, in the object's order; an unknown custom slug is 400. */
export function selectedAttributes(
  workspace: Workspace,
  object: ObjectDef,
  selection: AttributeSelection,
): AttributeDef[] {
  const all = objectAttributes(workspace, object)
  if (selection === 'all') return all
  if (selection === 'none') return []
  if (selection === 'primary') return all.filter((a) => a.slug === PRIMARY_ATTRIBUTE)
  return selection.slugs.map((slug, index) => {
    const attribute = objectAttributeBySlug(workspace, object, slug)
    if (!attribute) throw badRequest(`attributes.slugs[${index}]: "${object.slug}" has no attribute "${slug}"`)
    return attribute
  })
}

/** The response form of a record. */
export function presentRecord(
  workspace: Workspace,
  record: RecordRow,
  selection: AttributeSelection = 'all',
  attributes?: AttributeDef[],
): PresentedRecord {
  const object = workspace.objects.get(record.object_id)!
  const shown = attributes ?? selectedAttributes(workspace, object, selection)
  const values: Record<string, PresentedValue> = {}
  for (const attribute of shown) values[attribute.slug] = presentValue(attribute, record.values.get(attribute.id))
  return {
    id: record.id,
    object_id: object.id,
    type: object.slug,
    workspace_id: workspace.id,
    created_at: record.created_at,
    updated_at: record.updated_at,
    attributes: values,
  }
}
