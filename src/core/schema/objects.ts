import type { Actor } from '../actor.js'
import type { Clock } from '../clock.js'
import { ApiError, badRequest, conflict, notFound } from '../errors.js'
import { checkRoom } from '../limits.js'
import type { AttributeDef, ObjectDef, ObjectType, Workspace } from '../model.js'
import { PRIMARY_ATTRIBUTE } from '../model.js'
import { addAttribute, presentAttribute, type AttributeInput, type PresentedAttribute } from './attributes.js'
import { checkSlug } from './slugs.js'

export interface ObjectInput {
  name: string
  slug: string
  name_plural?: string | undefined
  description?: string | undefined
  /** `list` only through createList (lists/lists.ts), which also records the list's object. */
  type?: ObjectType | undefined
}

export interface ObjectPatch {
  name?: string | undefined
  name_plural?: string | undefined
  description?: string | undefined
}

export interface PresentedObject {
  id: string
  slug: string
  name: string
  name_plural: string
  description: string
  type: ObjectType
  created_at: string
  attributes?: PresentedAttribute[]
}

/**
 * An English plural for a default `name_plural`: a name that already ends in "s" is taken as
 * plural ("VIP Contacts"), "Company" -> "Companies", "Box" -> "Boxes", otherwise "s" is added.
 */
export function pluralize(name: string): string {
  if (/s$/i.test(name)) return name
  if (/[^aeiou]y$/i.test(name)) return `${name.slice(0, -1)}ies`
  if (/(x|z|ch|sh)$/i.test(name)) return `${name}es`
  return `${name}s`
}

/** Finds an object definition by slug (lists included), or throws 404. */
export function findObject(workspace: Workspace, slug: string): ObjectDef {
  const id = workspace.objectIdsBySlug.get(slug)
  const object = id === undefined ? undefined : workspace.objects.get(id)
  if (!object) throw notFound(`Object "${slug}" not found`)
  return object
}

/** The attribute definitions of an object, in creation order. */
export function objectAttributes(workspace: Workspace, object: ObjectDef): AttributeDef[] {
  return object.attribute_ids.map((id) => workspace.attributes.get(id)!)
}

/**
 * Creates an object definition with its primary `name` attribute (or the attributes given).
 *
 * @example createObject(workspace, clock, { name: 'Deal', slug: 'deal', type: 'deal' })
 */
export function createObject(
  workspace: Workspace,
  clock: Clock,
  input: ObjectInput,
  attributes: AttributeInput[] = [
    { name: 'Name', slug: PRIMARY_ATTRIBUTE, type: 'text', options: { is_required: true } },
  ],
): ObjectDef {
  checkSlug(input.slug)
  if (workspace.objectIdsBySlug.has(input.slug)) throw conflict(`An object with slug "${input.slug}" already exists`)
  const name = input.name.trim()
  if (!name) throw badRequest('name: must not be empty')
  if (input.name_plural !== undefined && !input.name_plural.trim()) throw badRequest('name_plural: must not be empty')
  checkRoom('objects', workspace.objects.size)
  checkRoom('attributes', workspace.attributes.size, attributes.length)
  const object: ObjectDef = {
    id: workspace.ids.next(),
    slug: input.slug,
    name,
    name_plural: input.name_plural?.trim() ?? pluralize(name),
    description: input.description ?? '',
    type: input.type ?? 'custom',
    created_at: clock.iso(),
    attribute_ids: [],
  }
  workspace.objects.set(object.id, object)
  workspace.objectIdsBySlug.set(object.slug, object.id)
  workspace.recordIdsByObject.set(object.id, new Set())
  for (const attribute of attributes) addAttribute(workspace, clock, object, attribute)
  return object
}

export function updateObject(object: ObjectDef, patch: ObjectPatch): ObjectDef {
  if (patch.name !== undefined && !patch.name.trim()) throw badRequest('name: must not be empty')
  if (patch.name_plural !== undefined && !patch.name_plural.trim()) throw badRequest('name_plural: must not be empty')
  if (patch.name !== undefined) object.name = patch.name.trim()
  if (patch.name_plural !== undefined) object.name_plural = patch.name_plural.trim()
  if (patch.description !== undefined) object.description = patch.description
  return object
}

/** Deletes an object with its attributes, every record of it and all that hangs on them (see cascade.ts). */
export function deleteObject(workspace: Workspace, clock: Clock, object: ObjectDef, actor?: Actor): void {
  workspace.changes.beforeObjectDeleted(workspace, clock, object, actor)
  const records = [...(workspace.recordIdsByObject.get(object.id) ?? [])].map((id) => workspace.records.get(id)!)
  for (const record of records) workspace.records.delete(record.id)
  removeDefinition(workspace, object)
  workspace.changes.afterObjectDeleted(workspace, clock, object, records)
}

/** Removes an object definition (or a list) with its attributes, their unique indexes and its kept orders. */
export function removeDefinition(workspace: Workspace, object: ObjectDef): void {
  for (const attributeId of object.attribute_ids) {
    workspace.attributes.delete(attributeId)
    workspace.uniqueIndex.delete(attributeId)
  }
  workspace.recordIdsByObject.delete(object.id)
  workspace.orderIndexes.delete(object.id)
  workspace.objectIdsBySlug.delete(object.slug)
  workspace.objects.delete(object.id)
}

export function presentObject(workspace: Workspace, object: ObjectDef, includeAttributes: boolean): PresentedObject {
  const presented: PresentedObject = {
    id: object.id,
    slug: object.slug,
    name: object.name,
    name_plural: object.name_plural,
    description: object.description,
    type: object.type,
    created_at: object.created_at,
  }
  if (includeAttributes) presented.attributes = objectAttributes(workspace, object).map(presentAttribute)
  return presented
}

/** Throws 404 unless `object` is an ordinary object (lists have their own routes). */
export function requireNonList(object: ObjectDef): ObjectDef {
  if (object.type === 'list') throw new ApiError(404, `Object "${object.slug}" not found; it is a list`)
  return object
}
