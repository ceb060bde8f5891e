import type { Clock } from '../../clock.js'
import type { ObjectDef, Workspace } from '../../model.js'
import { createRelationshipDefinition } from '../../relationships/definitions.js'
import type { RelationshipDefinition } from '../../relationships/state.js'
import type { ExtractedLink } from '../extract/index.js'

/** The seeded-style definitions ingestion writes links as (fixtures/relationships.ts), and those it adds when a workspace has none. */
export const LINK_DEFINITIONS = {
  works_at: {
    first: 'company',
    second: 'person',
    type: 'one_to_many',
    entity_1_to_2_predicate: 'employs',
    entity_2_to_1_predicate: 'works at',
  },
  reports_to: {
    first: 'person',
    second: 'person',
    type: 'one_to_many',
    entity_1_to_2_predicate: 'manages',
    entity_2_to_1_predicate: 'reports to',
  },
  knows: {
    first: 'person',
    second: 'person',
    type: 'many_to_many',
    entity_1_to_2_predicate: 'knows',
    entity_2_to_1_predicate: 'knows',
  },
  introduced_by: {
    first: 'person',
    second: 'person',
    type: 'many_to_many',
    entity_1_to_2_predicate: 'introduced',
    entity_2_to_1_predicate: 'introduced by',
  },
  left_for: {
    first: 'person',
    second: 'company',
    type: 'many_to_many',
    entity_1_to_2_predicate: 'left',
    entity_2_to_1_predicate: 'former employer of',
  },
} as const

const lower = (s: string) => s.toLowerCase()

/**
 * The workspace's definition for a kind of link, matched on its objects and predicate in either
 * orientation; `swap` tells that the workspace's entity 1 is our `second`. Works-at, reports-to
 * and knows use the workspace's own (seeded) definitions and are never added; introduced-by and
 * left-for are added on first use (decision 0014).
 */
export function linkDefinition(
  workspace: Workspace,
  clock: Clock,
  kind: ExtractedLink['kind'],
  objects: { person: ObjectDef; company: ObjectDef },
  create: boolean,
): { definition: RelationshipDefinition; swap: boolean } | undefined {
  const spec = LINK_DEFINITIONS[kind]
  const first = objects[spec.first]
  const second = objects[spec.second]
  for (const definition of workspace.relationships.definitions.values()) {
    if (
      definition.entity_definition_1_id === first.id &&
      definition.entity_definition_2_id === second.id &&
      lower(definition.entity_2_to_1_predicate) === spec.entity_2_to_1_predicate
    )
      return { definition, swap: false }
    if (
      definition.entity_definition_1_id === second.id &&
      definition.entity_definition_2_id === first.id &&
      lower(definition.entity_1_to_2_predicate) === spec.entity_2_to_1_predicate
    )
      return { definition, swap: true }
  }
  if (!create || kind === 'works_at' || kind === 'reports_to' || kind === 'knows') return undefined
  const definition = createRelationshipDefinition(workspace, clock, {
    type: spec.type,
    entity_definition_1_id: first.id,
    entity_definition_2_id: second.id,
    entity_1_to_2_predicate: spec.entity_1_to_2_predicate,
    entity_2_to_1_predicate: spec.entity_2_to_1_predicate,
  })
  return { definition, swap: false }
}

/** Whether an instance may link the pair: it is new and the definition's cardinality holds. */
export function instanceAllowed(
  workspace: Workspace,
  definition: RelationshipDefinition,
  first: string,
  second: string,
): boolean {
  const ofRecord = (id: string) =>
    [...(workspace.relationships.byRecord.get(id) ?? [])]
      .map((i) => workspace.relationships.instances.get(i)!)
      .filter((i) => i.definition_id === definition.id)
  const ofFirst = ofRecord(first)
  if (
    ofFirst.some(
      (i) =>
        (i.entity_1_id === first && i.entity_2_id === second) || (i.entity_1_id === second && i.entity_2_id === first),
    )
  )
    return false
  if (definition.type === 'many_to_many') return true
  const seconds = ofRecord(second).filter((i) => i.entity_2_id === second)
  if (seconds.length > 0) return false
  return definition.type !== 'one_to_one' || ofFirst.every((i) => i.entity_1_id !== first)
}
