import type { AttributeDef, ObjectDef, Workspace } from '../model.js'
import { PRIMARY_ATTRIBUTE } from '../model.js'
import { plainText, presentValue, singleValues, type PresentedValue } from '../schema/values.js'
import type { EntityPayload } from './events.js'

/**
 * What an entity payload (`event_payload.entity`) is read with: an object as it was, with copies
 * of its attributes (their select options as they were). A created event keeps the shape and the
 * record's first values instead of the payload, and presents it when read: the same answer, for
 * about 200 bytes less per record. Shapes are shared by every record created while the object's
 * attributes stay as they are.
 */
export interface EntityShape {
  object_id: string
  slug: string
  /** Copies, in the object's order: slug, type and options as they were (select options are replaced, never changed). */
  attributes: AttributeDef[]
}

/** The entity payload of a record with `values`, read with `shape`: what the cascade stores for an update. */
export function presentEntity(
  shape: EntityShape,
  recordId: string,
  values: ReadonlyMap<string, unknown>,
): EntityPayload {
  const attributes: Record<string, PresentedValue> = {}
  let name: string | undefined
  for (const attribute of shape.attributes) {
    // The name a record goes by (recordName): the plain text of its first primary attribute.
    if (name === undefined && attribute.slug === PRIMARY_ATTRIBUTE) {
      const [value] = singleValues(attribute, values.get(attribute.id))
      name = value === undefined ? '' : plainText(attribute, value)
    }
    if (values.has(attribute.id)) attributes[attribute.slug] = presentValue(attribute, values.get(attribute.id))
  }
  return { id: recordId, definition_id: shape.object_id, type: shape.slug, name: name ?? '', attributes }
}

/**
 * The object's shape as it is now: the one kept for it while its attributes are the same (same
 * ids in the same order, with the same slug, type, multi-value flag and select options), or a new one.
 */
export function entityShape(workspace: Workspace, object: ObjectDef): EntityShape {
  const shapes = workspace.timeline.shapes
  const kept = shapes.get(object.id)
  const version = schemaVersions.get(workspace) ?? 0
  // Found fitting since the last change of attributes: fits still (no walk of them per event).
  if (kept && fitted.get(kept) === version) return kept
  if (kept && fits(workspace, object, kept)) {
    fitted.set(kept, version)
    return kept
  }
  const shape: EntityShape = {
    object_id: object.id,
    slug: object.slug,
    attributes: object.attribute_ids.map((id) => {
      const attribute = workspace.attributes.get(id)!
      return { ...attribute, options: { ...attribute.options } }
    }),
  }
  shapes.set(object.id, shape)
  return shape
}

/*
 * Every created and updated event asks for its object's shape, and `fits` walked the object's
 * attributes each time to find the kept one still right (12,000 times in the large seed). A count
 * beside the workspace moves with every change of attributes, select options or objects (the
 * cascade moves it, core/cascade.ts); a shape found fitting at one count fits until it moves.
 * Both are kept beside the workspace and its shapes, not in them (weak maps: no stored state changes).
 */
const schemaVersions = new WeakMap<Workspace, number>()
const fitted = new WeakMap<EntityShape, number>()

/** Notes that an object's attributes, their options or the objects may have changed. The cascade calls it. */
export function moveShapes(workspace: Workspace): void {
  schemaVersions.set(workspace, (schemaVersions.get(workspace) ?? 0) + 1)
}

function fits(workspace: Workspace, object: ObjectDef, shape: EntityShape): boolean {
  const ids = object.attribute_ids
  if (shape.slug !== object.slug || shape.attributes.length !== ids.length) return false
  for (let i = 0; i < ids.length; i++) {
    const was = shape.attributes[i]!
    const now = workspace.attributes.get(ids[i]!)!
    if (
      was.id !== now.id ||
      was.slug !== now.slug ||
      was.type !== now.type ||
      was.options.is_multi_value !== now.options.is_multi_value ||
      was.options.select_options !== now.options.select_options
    )
      return false
  }
  return true
}
