import type { Actor } from '../actor.js'
import type { Clock } from '../clock.js'
import { badRequest, notFound } from '../errors.js'
import { checkRoom } from '../limits.js'
import type { ObjectDef, RecordRow, Workspace } from '../model.js'
import { recordRelationships, removeInstance } from './instances.js'
import type { RelationshipDefinition, RelationshipType } from './state.js'

export interface RelationshipDefinitionInput {
  type: RelationshipType
  entity_definition_1_id: string
  entity_definition_2_id: string
  entity_1_to_2_predicate?: string | undefined
  entity_2_to_1_predicate?: string | undefined
}

export type PresentedRelationshipDefinition = Omit<RelationshipDefinition, never>

/** The predicate of a direction the definition leaves out. */
export const DEFAULT_PREDICATE = 'related to'

/** The object a definition may name: an object of the workspace, not a list. */
function linkableObject(workspace: Workspace, id: string, field: string): ObjectDef {
  const object = workspace.objects.get(id)
  if (!object) throw badRequest(`${field}: no object with id ${id} in this workspace`)
  if (object.type === 'list')
    throw badRequest(`${field}: ${id} is the list "${object.slug}"; a relationship links objects, not lists`)
  return object
}

function predicate(input: string | undefined, field: string): string {
  if (input === undefined) return DEFAULT_PREDICATE
  const text = input.trim()
  if (!text) throw badRequest(`${field}: must not be blank; leave it out for "${DEFAULT_PREDICATE}"`)
  return text
}

/**
 * Creates a relationship definition between two objects (the same object twice is allowed:
 * person "reports to" person). A predicate left out reads "related to".
 *
 * @example createRelationshipDefinition(workspace, clock, { type: 'one_to_many', entity_definition_1_id: company.id, entity_definition_2_id: person.id, entity_1_to_2_predicate: 'employs', entity_2_to_1_predicate: 'works at' })
 */
export function createRelationshipDefinition(
  workspace: Workspace,
  clock: Clock,
  input: RelationshipDefinitionInput,
): RelationshipDefinition {
  const first = linkableObject(workspace, input.entity_definition_1_id, 'entity_definition_1_id')
  const second = linkableObject(workspace, input.entity_definition_2_id, 'entity_definition_2_id')
  checkRoom('relationshipDefinitions', workspace.relationships.definitions.size)
  const definition: RelationshipDefinition = {
    id: '',
    type: input.type,
    entity_definition_1_id: first.id,
    entity_definition_2_id: second.id,
    entity_1_to_2_predicate: predicate(input.entity_1_to_2_predicate, 'entity_1_to_2_predicate'),
    entity_2_to_1_predicate: predicate(input.entity_2_to_1_predicate, 'entity_2_to_1_predicate'),
    created_at: clock.iso(),
  }
  definition.id = workspace.ids.next()
  workspace.relationships.definitions.set(definition.id, definition)
  workspace.relationships.byDefinition.set(definition.id, new Set())
  return definition
}

/** Finds a relationship definition by id, or throws 404 (`field` names where the id came from, when it came in a body). */
export function findRelationshipDefinition(workspace: Workspace, id: string, field?: string): RelationshipDefinition {
  const definition = workspace.relationships.definitions.get(id)
  if (!definition) throw notFound(`${field ? `${field}: ` : ''}Relationship definition ${id} not found`)
  return definition
}

/** Every relationship definition of the workspace, oldest first. */
export function listRelationshipDefinitions(workspace: Workspace): RelationshipDefinition[] {
  return [...workspace.relationships.definitions.values()]
}

/**
 * Deletes a definition with its instances; each instance's removal shows on the timelines of
 * both its records.
 *
 * @example deleteRelationshipDefinition(workspace, clock, definition, actor)
 */
export function deleteRelationshipDefinition(
  workspace: Workspace,
  clock: Clock,
  definition: RelationshipDefinition,
  actor?: Actor | undefined,
): void {
  const state = workspace.relationships
  for (const instanceId of [...(state.byDefinition.get(definition.id) ?? [])])
    removeInstance(workspace, clock, state.instances.get(instanceId)!, { actor })
  state.byDefinition.delete(definition.id)
  state.definitions.delete(definition.id)
}

/** Deletes every definition that names an object (its instances must be gone already, or go with it). */
export function deleteDefinitionsNaming(workspace: Workspace, clock: Clock, object: ObjectDef): void {
  for (const definition of [...workspace.relationships.definitions.values()]) {
    if (definition.entity_definition_1_id === object.id || definition.entity_definition_2_id === object.id)
      deleteRelationshipDefinition(workspace, clock, definition)
  }
}

/**
 * Before an object goes: removes the instances of its records (their partners of other objects
 * see the removal; records of the object itself are going and get no event) and then the
 * definitions that name it. Run while the object still exists, so the events can name its records.
 */
export function removeObjectRelationships(
  workspace: Workspace,
  clock: Clock,
  object: ObjectDef,
  actor?: Actor | undefined,
): void {
  const skip = (record: RecordRow): boolean => record.object_id === object.id
  for (const recordId of workspace.recordIdsByObject.get(object.id) ?? []) {
    for (const instance of recordRelationships(workspace, recordId))
      removeInstance(workspace, clock, instance, { actor, skip })
  }
  deleteDefinitionsNaming(workspace, clock, object)
}

export function presentRelationshipDefinition(definition: RelationshipDefinition): PresentedRelationshipDefinition {
  return { ...definition }
}
