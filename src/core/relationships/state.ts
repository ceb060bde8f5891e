import { RecordInstances } from './record-instances.js'

/** The cardinalities a relationship definition can have, in the reference's words. */
export const RELATIONSHIP_TYPES = ['one_to_one', 'one_to_many', 'many_to_many'] as const
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number]

/**
 * A relationship definition: it links two object definitions, entity 1 and entity 2, with a
 * predicate for each direction. In a `one_to_many` definition entity 1 is the "one" side: an
 * entity 1 has many entity 2s, and each entity 2 has at most one entity 1.
 */
export interface RelationshipDefinition {
  id: string
  type: RelationshipType
  entity_definition_1_id: string
  entity_definition_2_id: string
  /** How entity 1 relates to entity 2 (`employs`). */
  entity_1_to_2_predicate: string
  /** How entity 2 relates to entity 1 (`works at`). */
  entity_2_to_1_predicate: string
  created_at: string
}

/** A relationship instance: two records linked by a definition. */
export interface RelationshipInstance {
  id: string
  definition_id: string
  entity_1_id: string
  entity_2_id: string
  created_at: string
}

/** One workspace's relationship definitions and instances, with the indexes the cascades and cardinality checks read. */
export interface RelationshipState {
  definitions: Map<string, RelationshipDefinition>
  instances: Map<string, RelationshipInstance>
  /** Record id -> the ids of the instances it takes part in, on either side. */
  byRecord: RecordInstances
  /** Definition id -> the ids of its instances. */
  byDefinition: Map<string, Set<string>>
}

/**
 * An empty relationship state, as a new workspace holds.
 *
 * @example createRelationshipState().definitions.size // 0
 */
export const createRelationshipState = (): RelationshipState => ({
  definitions: new Map(),
  instances: new Map(),
  byRecord: new RecordInstances(),
  byDefinition: new Map(),
})
