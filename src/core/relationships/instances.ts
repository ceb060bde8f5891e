import type { Actor } from '../actor.js'
import type { Clock } from '../clock.js'
import { badRequest, conflict, notFound } from '../errors.js'
import { checkRoom } from '../limits.js'
import { compareIds } from '../ids.js'
import type { ObjectDef, RecordRow, Workspace } from '../model.js'
import { relationshipEvent } from './events.js'
import { recordName } from '../records/record-name.js'
import type { RelationshipDefinition, RelationshipInstance } from './state.js'

export interface RelationshipInstanceInput {
  definition_id: string
  entity_1_id: string
  entity_2_id: string
}

export type PresentedRelationshipInstance = Omit<RelationshipInstance, never>

function bodyRecord(workspace: Workspace, id: string, field: string): RecordRow {
  const record = workspace.records.get(id)
  if (!record) throw notFound(`${field}: record ${id} not found`)
  return record
}

const slugOf = (workspace: Workspace, objectId: string): string => workspace.objects.get(objectId)!.slug

/** Throws 400 when `record` is not of the object the definition's side 1 or 2 links. */
function checkSideObject(
  workspace: Workspace,
  definition: RelationshipDefinition,
  record: RecordRow,
  side: 1 | 2,
): void {
  const objectId = side === 1 ? definition.entity_definition_1_id : definition.entity_definition_2_id
  if (record.object_id === objectId) return
  throw badRequest(
    `entity_${side}_id: record ${record.id} is a ${slugOf(workspace, record.object_id)}, but entity ${side} of definition ${definition.id} is a ${slugOf(workspace, objectId)}`,
  )
}

/** The instances of a definition a record takes part in on one side (1 or 2). */
function instancesOnSide(
  workspace: Workspace,
  recordId: string,
  definitionId: string,
  side: 1 | 2,
): RelationshipInstance[] {
  const found: RelationshipInstance[] = []
  for (const id of workspace.relationships.byRecord.get(recordId) ?? []) {
    const instance = workspace.relationships.instances.get(id)!
    if (
      instance.definition_id === definitionId &&
      (side === 1 ? instance.entity_1_id : instance.entity_2_id) === recordId
    )
      found.push(instance)
  }
  return found
}

/** Throws 409 when the new pair repeats an instance or breaks the definition's cardinality. */
function checkCardinality(
  workspace: Workspace,
  definition: RelationshipDefinition,
  first: RecordRow,
  second: RecordRow,
): void {
  // Entity 2's instances are the ones to read: a company may employ thousands, a person works at one.
  const asSecond = instancesOnSide(workspace, second.id, definition.id, 2)
  const same = asSecond.find((instance) => instance.entity_1_id === first.id)
  if (same)
    throw conflict(
      `entity_2_id: records ${first.id} and ${second.id} are already related by definition ${definition.id} (instance ${same.id})`,
    )
  if (definition.type === 'many_to_many') return
  // The "one" side of one_to_many is entity 1: each entity 2 has at most one entity 1.
  const [taken2] = asSecond
  if (taken2) {
    throw conflict(
      `entity_2_id: record ${second.id} already ${definition.entity_2_to_1_predicate} record ${taken2.entity_1_id} (instance ${taken2.id}); in a ${definition.type} definition each entity 2 has at most one entity 1`,
    )
  }
  const [taken1] = definition.type === 'one_to_one' ? instancesOnSide(workspace, first.id, definition.id, 1) : []
  if (taken1) {
    throw conflict(
      `entity_1_id: record ${first.id} already ${definition.entity_1_to_2_predicate} record ${taken1.entity_2_id} (instance ${taken1.id}); in a one_to_one definition each entity 1 has at most one entity 2`,
    )
  }
}

/**
 * Links two records by a relationship definition, from one of them (`recordId`). Checks, in
 * order: the records and the definition exist (404), `recordId` is one of the two (400), the
 * records are of the definition's objects and are two records (400), the pair is new and the
 * cardinality holds (409). The new instance shows on both records' timelines, under the two
 * records' names (`recordName`).
 *
 * @example createRelationshipInstance(workspace, clock, person.id, { definition_id: worksAt.id, entity_1_id: company.id, entity_2_id: person.id })
 */
export function createRelationshipInstance(
  workspace: Workspace,
  clock: Clock,
  recordId: string,
  input: RelationshipInstanceInput,
  actor?: Actor | undefined,
): RelationshipInstance {
  const state = workspace.relationships
  if (!workspace.records.has(recordId)) throw notFound(`Record ${recordId} not found`)
  const definition = state.definitions.get(input.definition_id)
  if (!definition) throw notFound(`definition_id: relationship definition ${input.definition_id} not found`)
  const first = bodyRecord(workspace, input.entity_1_id, 'entity_1_id')
  const second = bodyRecord(workspace, input.entity_2_id, 'entity_2_id')
  if (recordId !== first.id && recordId !== second.id) {
    throw badRequest(
      `record_id: record ${recordId} is neither entity_1_id nor entity_2_id; create an instance from one of its two records`,
    )
  }
  checkSideObject(workspace, definition, first, 1)
  checkSideObject(workspace, definition, second, 2)
  if (first.id === second.id) throw badRequest(`entity_2_id: record ${second.id} cannot be related to itself`)
  checkCardinality(workspace, definition, first, second)
  return writeInstance(
    workspace,
    clock,
    definition,
    first,
    recordName(workspace, first),
    second,
    recordName(workspace, second),
    actor,
  )
}

/**
 * Writes an instance of `definition` from `first` (entity 1) to `second` (entity 2) without the
 * checks of createRelationshipInstance but the workspace's limit: the seed's, whose pairs are
 * valid by construction (src/seed/relationships.ts says why each check cannot fail there; its
 * test holds the two paths side by side). Every instance is written here, so both paths write the
 * same instance, indexes and events.
 *
 * The two records' names are the caller's (`recordName` of each, as the events show them).
 *
 * @example writeInstance(workspace, clock, worksAt, company, 'Acme', person, 'Ada Lovelace', undefined)
 */
export function writeInstance(
  workspace: Workspace,
  clock: Clock,
  definition: RelationshipDefinition,
  first: RecordRow,
  firstName: string,
  second: RecordRow,
  secondName: string,
  actor: Actor | undefined,
): RelationshipInstance {
  const state = workspace.relationships
  checkRoom('relationshipInstances', state.instances.size)
  const instance: RelationshipInstance = {
    id: workspace.ids.next(),
    definition_id: definition.id,
    entity_1_id: first.id,
    entity_2_id: second.id,
    created_at: clock.iso(),
  }
  state.instances.set(instance.id, instance)
  state.byDefinition.get(definition.id)!.add(instance.id)
  state.byRecord.add(first.id, instance.id)
  state.byRecord.add(second.id, instance.id)
  relationshipEvent(workspace, clock, instance, definition, first, firstName, second, secondName, 'added', actor)
  relationshipEvent(workspace, clock, instance, definition, second, secondName, first, firstName, 'added', actor)
  return instance
}

export interface RemoveInstanceOptions {
  actor?: Actor | undefined
  /** A record already taken out of the workspace (a cascade's record), so its partner's event can still name it. */
  gone?: RecordRow | undefined
  /** Records that get no removal event (they are about to go themselves). */
  skip?: ((record: RecordRow) => boolean) | undefined
}

/**
 * Takes an instance out of the indexes and writes its removal on the timelines of the records
 * that remain. Every removal goes through here: the instance delete, a definition delete, and
 * the record and object cascades.
 */
export function removeInstance(
  workspace: Workspace,
  clock: Clock,
  instance: RelationshipInstance,
  options: RemoveInstanceOptions = {},
): void {
  const state = workspace.relationships
  state.instances.delete(instance.id)
  state.byDefinition.get(instance.definition_id)?.delete(instance.id)
  state.byRecord.delete(instance.entity_1_id, instance.id)
  state.byRecord.delete(instance.entity_2_id, instance.id)
  const definition = state.definitions.get(instance.definition_id)!
  const resolve = (id: string): RecordRow | undefined =>
    workspace.records.get(id) ?? (options.gone?.id === id ? options.gone : undefined)
  const first = resolve(instance.entity_1_id)
  const second = resolve(instance.entity_2_id)
  if (!first || !second) return
  const firstName = recordName(workspace, first)
  const secondName = recordName(workspace, second)
  for (const [side, sideName, partner, partnerName] of [
    [first, firstName, second, secondName],
    [second, secondName, first, firstName],
  ] as const) {
    if (!workspace.records.has(side.id) || options.skip?.(side)) continue
    relationshipEvent(
      workspace,
      clock,
      instance,
      definition,
      side,
      sideName,
      partner,
      partnerName,
      'removed',
      options.actor,
    )
  }
}

/**
 * Deletes an instance from one of its records. An instance that does not exist, or that the
 * record takes no part in, is 404.
 *
 * @example deleteRelationshipInstance(workspace, clock, person.id, instance.id, actor)
 */
export function deleteRelationshipInstance(
  workspace: Workspace,
  clock: Clock,
  recordId: string,
  instanceId: string,
  actor?: Actor | undefined,
): void {
  if (!workspace.records.has(recordId)) throw notFound(`Record ${recordId} not found`)
  const instance = workspace.relationships.instances.get(instanceId)
  if (!instance) throw notFound(`Relationship instance ${instanceId} not found`)
  if (instance.entity_1_id !== recordId && instance.entity_2_id !== recordId)
    throw notFound(`Relationship instance ${instanceId} not found on record ${recordId}`)
  removeInstance(workspace, clock, instance, { actor })
}

/**
 * The instances a record takes part in, oldest first: for the timeline, the graph and the
 * cascades (the reference has no operation that lists them).
 *
 * @example recordRelationships(workspace, person.id).map((i) => i.definition_id)
 */
export function recordRelationships(workspace: Workspace, recordId: string): RelationshipInstance[] {
  const ids = [...(workspace.relationships.byRecord.get(recordId) ?? [])].sort(compareIds)
  return ids.map((id) => workspace.relationships.instances.get(id)!)
}

/**
 * Removes every instance of a deleted record (`record` is out of the workspace already); each
 * partner's timeline shows the removal.
 */
export function removeRecordRelationships(
  workspace: Workspace,
  clock: Clock,
  record: RecordRow,
  actor?: Actor | undefined,
): void {
  for (const instance of recordRelationships(workspace, record.id))
    removeInstance(workspace, clock, instance, { gone: record, actor })
}

export function presentRelationshipInstance(instance: RelationshipInstance): PresentedRelationshipInstance {
  return { ...instance }
}
