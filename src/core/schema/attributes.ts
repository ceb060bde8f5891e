import type { Clock } from '../clock.js'
import { badRequest, conflict, notFound } from '../errors.js'
import { checkRoom } from '../limits.js'
import type { AttributeDef, AttributeOptions, AttributeType, ObjectDef, SelectOption, Workspace } from '../model.js'
import { PRIMARY_ATTRIBUTE } from '../model.js'
import { comparableKey, singleValues } from './values.js'
import { checkSlug } from './slugs.js'

export interface SelectOptionInput {
  id?: string | undefined
  name: string
}

export interface AttributeOptionsInput {
  is_required?: boolean | undefined
  is_unique?: boolean | undefined
  is_multi_value?: boolean | undefined
  is_whole_number?: boolean | undefined
  use_raw_format?: boolean | undefined
  select_options?: SelectOptionInput[] | undefined
}

export interface AttributeInput {
  name: string
  slug: string
  type: AttributeType
  description?: string | undefined
  options?: AttributeOptionsInput | undefined
}

export interface AttributePatch {
  name?: string | undefined
  description?: string | undefined
  options?: Omit<AttributeOptionsInput, 'is_unique' | 'is_multi_value'> | undefined
}

export interface PresentedAttribute {
  id: string
  slug: string
  name: string
  description: string
  type: AttributeType
  options: AttributeOptions
}

// Types whose input is normalized, so keeping the caller's formatting is a meaningful choice, and
// number, where the reference offers it ("Store raw format (numbers)"): a JSON number carries no
// formatting, so a number value is stored as sent either way.
const RAW_FORMAT_TYPES: readonly AttributeType[] = ['phone', 'domain', 'number']

function checkOptionsFitType(type: AttributeType, options: AttributeOptionsInput): void {
  if (options.is_whole_number !== undefined && type !== 'number')
    throw badRequest(`options.is_whole_number: applies only to number attributes, not ${type}`)
  if (options.select_options !== undefined && type !== 'select')
    throw badRequest(`options.select_options: applies only to select attributes, not ${type}`)
  if (options.use_raw_format && !RAW_FORMAT_TYPES.includes(type))
    throw badRequest(`options.use_raw_format: applies only to ${RAW_FORMAT_TYPES.join(', ')} attributes, not ${type}`)
  if (options.is_unique && type === 'boolean')
    throw badRequest('options.is_unique: a boolean attribute cannot be unique')
}

/**
 * Validates a select option list and returns a function that assigns ids to the options given
 * without one: nothing is taken from the id sequence until the whole request is known to be valid.
 * On create (no `known` list) a given id is kept: any non-empty string unique within the
 * attribute, such as `tech`. On update a given id must be one of the `known` options: it keeps
 * that option; an option without an id is new.
 */
function checkSelectOptions(
  input: SelectOptionInput[],
  known?: SelectOption[],
): (workspace: Workspace) => SelectOption[] {
  const names = new Set<string>()
  const ids = new Set<string>()
  const checked = input.map((option, index) => {
    const name = option.name.trim()
    if (!name) throw badRequest(`options.select_options[${index}].name: must not be empty`)
    if (names.has(name.toLowerCase()))
      throw badRequest(`options.select_options[${index}].name: "${name}" is listed twice`)
    names.add(name.toLowerCase())
    const id = option.id?.trim()
    if (id !== undefined) {
      if (!id)
        throw badRequest(`options.select_options[${index}].id: must not be empty; leave id out and one is assigned`)
      if (known && !known.some((o) => o.id === id))
        throw badRequest(
          `options.select_options[${index}].id: "${id}" is not an option of this attribute; leave id out to add a new option`,
        )
      if (ids.has(id)) throw badRequest(`options.select_options[${index}].id: "${id}" is listed twice`)
      ids.add(id)
    }
    return { id, name }
  })
  // An assigned id skips any id the caller chose, so ids stay unique within the attribute.
  const assign = (workspace: Workspace): string => {
    let id = workspace.ids.next()
    while (ids.has(id)) id = workspace.ids.next()
    return id
  }
  return (workspace) => checked.map(({ id, name }) => ({ id: id ?? assign(workspace), name }))
}

/** Adds an attribute definition to an object (no validation of the object itself). */
export function addAttribute(
  workspace: Workspace,
  clock: Clock,
  object: ObjectDef,
  input: AttributeInput,
): AttributeDef {
  checkSlug(input.slug)
  const name = input.name.trim()
  if (!name) throw badRequest('name: must not be empty')
  if (objectAttributeBySlug(workspace, object, input.slug))
    throw conflict(`Object "${object.slug}" already has an attribute with slug "${input.slug}"`)
  if (parentAttributeWithSlug(workspace, object, input.slug)) {
    throw conflict(
      `slug: "${input.slug}" is an attribute of the list's object; list members show both side by side, so a list attribute needs a slug of its own`,
    )
  }
  const options = input.options ?? {}
  checkOptionsFitType(input.type, options)
  checkRoom('attributes', workspace.attributes.size)
  const attribute: AttributeDef = {
    id: '',
    object_id: object.id,
    slug: input.slug,
    name,
    description: input.description ?? '',
    type: input.type,
    options: {
      is_required: options.is_required ?? false,
      is_unique: options.is_unique ?? false,
      is_multi_value: options.is_multi_value ?? false,
      is_whole_number: options.is_whole_number ?? false,
      use_raw_format: options.use_raw_format ?? false,
      select_options: [],
    },
    created_at: clock.iso(),
  }
  const selectOptions = options.select_options ? checkSelectOptions(options.select_options) : undefined
  attribute.id = workspace.ids.next()
  attribute.options.select_options = selectOptions ? selectOptions(workspace) : []
  workspace.attributes.set(attribute.id, attribute)
  object.attribute_ids.push(attribute.id)
  if (attribute.options.is_unique) workspace.uniqueIndex.set(attribute.id, new Map())
  // Every record of the object now answers the new attribute (as null).
  workspace.changes.afterAttributesChanged(workspace, object)
  return attribute
}

export function objectAttributeBySlug(workspace: Workspace, object: ObjectDef, slug: string): AttributeDef | undefined {
  for (const id of object.attribute_ids) {
    const attribute = workspace.attributes.get(id)!
    if (attribute.slug === slug) return attribute
  }
  return undefined
}

/** Finds an attribute of an object by id or slug, or throws 404. */
export function findAttribute(workspace: Workspace, object: ObjectDef, idOrSlug: string): AttributeDef {
  const byId = workspace.attributes.get(idOrSlug)
  const attribute = byId && byId.object_id === object.id ? byId : objectAttributeBySlug(workspace, object, idOrSlug)
  if (!attribute) throw notFound(`Attribute "${idOrSlug}" not found on object "${object.slug}"`)
  return attribute
}

/** Applies a patch to an attribute. Removing a select option clears it from every record. */
export function updateAttribute(workspace: Workspace, attribute: AttributeDef, patch: AttributePatch): AttributeDef {
  const options = patch.options ?? {}
  checkOptionsFitType(attribute.type, options)
  if (patch.name !== undefined && !patch.name.trim()) throw badRequest('name: must not be empty')
  if (options.is_whole_number && !attribute.options.is_whole_number) {
    for (const record of recordsOf(workspace, attribute.object_id)) {
      const offending = singleValues(attribute, record.values.get(attribute.id)).find((v) => !Number.isInteger(v))
      if (offending !== undefined)
        throw conflict(
          `options.is_whole_number: record ${record.id} holds ${String(offending)}, which is not a whole number`,
        )
    }
  }
  const selectOptions = options.select_options
    ? checkSelectOptions(options.select_options, attribute.options.select_options)(workspace)
    : undefined

  if (patch.name !== undefined) attribute.name = patch.name.trim()
  if (patch.description !== undefined) attribute.description = patch.description
  if (options.is_required !== undefined) attribute.options.is_required = options.is_required
  if (options.is_whole_number !== undefined) attribute.options.is_whole_number = options.is_whole_number
  if (options.use_raw_format !== undefined) attribute.options.use_raw_format = options.use_raw_format
  if (selectOptions) {
    const kept = new Set(selectOptions.map((o) => o.id))
    // Renaming or adding options leaves every value as it is: only a removal visits the records.
    const removed = attribute.options.select_options.some((o) => !kept.has(o.id))
    attribute.options.select_options = selectOptions
    for (const record of removed ? recordsOf(workspace, attribute.object_id) : []) {
      const stored = record.values.get(attribute.id)
      if (stored === undefined) continue
      const values = singleValues(attribute, stored)
      const remaining = values.filter((id) => kept.has(id as string))
      if (remaining.length === values.length) continue
      // Replaced, not changed: the record's created event reads the values it was created with.
      record.values = new Map(record.values)
      if (remaining.length === 0) record.values.delete(attribute.id)
      else record.values.set(attribute.id, remaining)
    }
    workspace.changes.afterSelectOptionsChanged(workspace, attribute)
  }
  // Sort keys can follow the definition (a select sorts by its option's name), so any change
  // drops the kept order; the next sorted list rebuilds it.
  workspace.orderIndexes.get(attribute.object_id)?.delete(attribute.id)
  workspace.changes.afterAttributesChanged(workspace, workspace.objects.get(attribute.object_id)!)
  return attribute
}

/** Deletes an attribute and drops its values from every record. The primary attribute stays. */
export function deleteAttribute(workspace: Workspace, clock: Clock, object: ObjectDef, attribute: AttributeDef): void {
  if (attribute.slug === PRIMARY_ATTRIBUTE)
    throw badRequest(`The primary attribute "${PRIMARY_ATTRIBUTE}" of "${object.slug}" cannot be deleted`)
  // Replaced, not changed: a record's created event reads the values it was created with.
  for (const record of recordsOf(workspace, object.id))
    if (record.values.has(attribute.id)) {
      record.values = new Map(record.values)
      record.values.delete(attribute.id)
    }
  object.attribute_ids = object.attribute_ids.filter((id) => id !== attribute.id)
  workspace.attributes.delete(attribute.id)
  workspace.uniqueIndex.delete(attribute.id)
  workspace.orderIndexes.get(object.id)?.delete(attribute.id)
  workspace.changes.afterAttributeDeleted(workspace, clock, object, attribute)
}

export function presentAttribute(attribute: AttributeDef): PresentedAttribute {
  return {
    id: attribute.id,
    slug: attribute.slug,
    name: attribute.name,
    description: attribute.description,
    type: attribute.type,
    options: { ...attribute.options, select_options: attribute.options.select_options.map((o) => ({ ...o })) },
  }
}

/** What holds values of an object's attributes: its records, or for a list its memberships. */
function* recordsOf(workspace: Workspace, objectId: string): Generator<{ id: string; values: Map<string, unknown> }> {
  if (workspace.objects.get(objectId)?.type === 'list') {
    for (const id of workspace.lists.byList.get(objectId)?.values() ?? []) yield workspace.lists.members.get(id)!
    return
  }
  for (const id of workspace.recordIdsByObject.get(objectId) ?? []) yield workspace.records.get(id)!
}

/**
 * A list member shows its record's values and the list's side by side, so a list's attribute may
 * not take a slug its object's attributes use. (An object may still gain an attribute that one
 * of its lists uses: lists must not freeze their object; the list's value then shows in its members.)
 */
function parentAttributeWithSlug(workspace: Workspace, object: ObjectDef, slug: string): AttributeDef | undefined {
  if (object.type !== 'list') return undefined
  return objectAttributeBySlug(workspace, workspace.objects.get(object.parent_object_id!)!, slug)
}

/** The unique-index keys of a stored value: one per single value. */
export function indexKeys(attribute: AttributeDef, stored: unknown): string[] {
  return singleValues(attribute, stored).map((value) => comparableKey(attribute, value))
}
