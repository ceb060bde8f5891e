import type { Clock } from '../clock.js'
import { badRequest, conflict, notFound } from '../errors.js'
import type { AttributeDef, AttributeOptions, AttributeType, ObjectDef, SelectOption, Workspace } from '../model.js'
import { PRIMARY_ATTRIBUTE } from '../model.js'
import { comparableKey, singleValues } from './values.js'

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

const SLUG = /^[a-z][a-z0-9_]{0,63}$/
// Types whose input is normalized, so keeping the caller's formatting is a meaningful choice.
const RAW_FORMAT_TYPES: readonly AttributeType[] = ['phone', 'domain']

function checkOptionsFitType(type: AttributeType, options: AttributeOptionsInput): void {
  if (options.is_whole_number !== undefined && type !== 'number') throw badRequest(`options.is_whole_number: applies only to number attributes, not ${type}`)
  if (options.select_options !== undefined && type !== 'select') throw badRequest(`options.select_options: applies only to select attributes, not ${type}`)
  if (options.use_raw_format && !RAW_FORMAT_TYPES.includes(type)) throw badRequest(`options.use_raw_format: applies only to ${RAW_FORMAT_TYPES.join(' and ')} attributes, not ${type}`)
  if (options.is_unique && type === 'boolean') throw badRequest('options.is_unique: a boolean attribute cannot be unique')
}

/**
 * Validates a select option list, keeping given ids (which must be options in `known`; on create
 * there is no `known` list and no id is accepted), and returns a function that assigns ids to the
 * new options: nothing is taken from the id sequence until the whole request is known to be valid.
 */
function checkSelectOptions(input: SelectOptionInput[], known?: SelectOption[]): (workspace: Workspace) => SelectOption[] {
  const names = new Set<string>()
  const ids = new Set<string>()
  const checked = input.map((option, index) => {
    const name = option.name.trim()
    if (!name) throw badRequest(`options.select_options[${index}].name: must not be empty`)
    if (names.has(name.toLowerCase())) throw badRequest(`options.select_options[${index}].name: "${name}" is listed twice`)
    names.add(name.toLowerCase())
    const id = option.id
    if (id !== undefined) {
      // Option ids come from the workspace's id sequence (an id names one thing): a new attribute has no options to keep.
      if (!known) throw badRequest(`options.select_options[${index}].id: a new attribute has no options to keep; leave id out and one is assigned`)
      if (!known.some((o) => o.id === id)) throw badRequest(`options.select_options[${index}].id: "${id}" is not an option of this attribute; leave id out to add a new option`)
      if (ids.has(id)) throw badRequest(`options.select_options[${index}].id: "${id}" is listed twice`)
    }
    if (id !== undefined) ids.add(id)
    return { id, name }
  })
  return (workspace) => checked.map(({ id, name }) => ({ id: id ?? workspace.ids.next(), name }))
}

/** Adds an attribute definition to an object (no validation of the object itself). */
export function addAttribute(workspace: Workspace, clock: Clock, object: ObjectDef, input: AttributeInput): AttributeDef {
  if (!SLUG.test(input.slug)) throw badRequest(`slug: "${input.slug}" must start with a lower-case letter and hold only a-z, 0-9 and _ (at most 64 characters)`)
  const name = input.name.trim()
  if (!name) throw badRequest('name: must not be empty')
  if (objectAttributeBySlug(workspace, object, input.slug)) throw conflict(`Object "${object.slug}" already has an attribute with slug "${input.slug}"`)
  const options = input.options ?? {}
  checkOptionsFitType(input.type, options)
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
      if (offending !== undefined) throw conflict(`options.is_whole_number: record ${record.id} holds ${String(offending)}, which is not a whole number`)
    }
  }
  const selectOptions = options.select_options ? checkSelectOptions(options.select_options, attribute.options.select_options)(workspace) : undefined

  if (patch.name !== undefined) attribute.name = patch.name.trim()
  if (patch.description !== undefined) attribute.description = patch.description
  if (options.is_required !== undefined) attribute.options.is_required = options.is_required
  if (options.is_whole_number !== undefined) attribute.options.is_whole_number = options.is_whole_number
  if (options.use_raw_format !== undefined) attribute.options.use_raw_format = options.use_raw_format
  if (selectOptions) {
    const kept = new Set(selectOptions.map((o) => o.id))
    attribute.options.select_options = selectOptions
    for (const record of recordsOf(workspace, attribute.object_id)) {
      const stored = record.values.get(attribute.id)
      if (stored === undefined) continue
      const remaining = singleValues(attribute, stored).filter((id) => kept.has(id as string))
      if (remaining.length === 0) record.values.delete(attribute.id)
      else if (attribute.options.is_multi_value) record.values.set(attribute.id, remaining)
    }
  }
  // Sort keys can follow the definition (a select sorts by its option's name), so any change
  // drops the kept order; the next sorted list rebuilds it.
  workspace.orderIndexes.get(attribute.object_id)?.delete(attribute.id)
  return attribute
}

/** Deletes an attribute and drops its values from every record. The primary attribute stays. */
export function deleteAttribute(workspace: Workspace, object: ObjectDef, attribute: AttributeDef): void {
  if (attribute.slug === PRIMARY_ATTRIBUTE) throw badRequest(`The primary attribute "${PRIMARY_ATTRIBUTE}" of "${object.slug}" cannot be deleted`)
  for (const record of recordsOf(workspace, object.id)) record.values.delete(attribute.id)
  object.attribute_ids = object.attribute_ids.filter((id) => id !== attribute.id)
  workspace.attributes.delete(attribute.id)
  workspace.uniqueIndex.delete(attribute.id)
  workspace.orderIndexes.get(object.id)?.delete(attribute.id)
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

function* recordsOf(workspace: Workspace, objectId: string) {
  for (const id of workspace.recordIdsByObject.get(objectId) ?? []) yield workspace.records.get(id)!
}

/** The unique-index keys of a stored value: one per single value. */
export function indexKeys(attribute: AttributeDef, stored: unknown): string[] {
  return singleValues(attribute, stored).map((value) => comparableKey(attribute, value))
}
