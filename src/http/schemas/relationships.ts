import { z } from 'zod'
import { lazySchema } from './lazy.js'
import { RELATIONSHIP_TYPES } from '../../core/relationships/state.js'
import { DEFAULT_PREDICATE } from '../../core/relationships/definitions.js'
import { components, IdString, Timestamp } from './common.js'

const predicate = (direction: string) =>
  z.string().min(1).max(200).optional().describe(`How ${direction} (default "${DEFAULT_PREDICATE}")`)

export const CreateRelationshipDefinitionBody = lazySchema(() =>
  z
    .strictObject({
      type: z
        .enum(RELATIONSHIP_TYPES)
        .describe(
          'Cardinality. In one_to_many, entity 1 is the "one" side: an entity 1 has many entity 2s, each ' +
            'entity 2 at most one entity 1',
        ),
      entity_definition_1_id: IdString().describe('The id of the first object (not a list)'),
      entity_definition_2_id: IdString().describe(
        'The id of the second object (not a list); it may be the first one again',
      ),
      entity_1_to_2_predicate: predicate('entity 1 relates to entity 2 ("employs")'),
      entity_2_to_1_predicate: predicate('entity 2 relates to entity 1 ("works at")'),
    })
    .register(components, {
      id: 'CreateRelationshipDefinitionRequest',
      description: 'A new relationship definition between two objects',
    }),
)

export const RelationshipDefinitionSchema = lazySchema(() =>
  z
    .strictObject({
      id: IdString(),
      type: z.enum(RELATIONSHIP_TYPES),
      entity_definition_1_id: IdString(),
      entity_definition_2_id: IdString(),
      entity_1_to_2_predicate: z.string(),
      entity_2_to_1_predicate: z.string(),
      created_at: Timestamp(),
    })
    .register(components, {
      id: 'RelationshipDefinition',
      description: 'A relationship definition: two objects, a cardinality and a predicate each way',
    }),
)

export const RelationshipDefinitionListSchema = lazySchema(() =>
  z.strictObject({ data: z.array(RelationshipDefinitionSchema()).describe('Oldest first') }).register(components, {
    id: 'RelationshipDefinitionList',
    description: 'The relationship definitions of the workspace',
  }),
)

export const CreateRelationshipInstanceBody = lazySchema(() =>
  z
    .strictObject({
      definition_id: IdString().describe('The relationship definition'),
      entity_1_id: IdString().describe("A record of the definition's first object"),
      entity_2_id: IdString().describe("A record of the definition's second object"),
    })
    .register(components, {
      id: 'CreateRelationshipInstanceRequest',
      description: "Two records to link; the path's record must be one of them",
    }),
)

export const RelationshipInstanceSchema = lazySchema(() =>
  z
    .strictObject({
      id: IdString(),
      definition_id: IdString(),
      entity_1_id: IdString(),
      entity_2_id: IdString(),
      created_at: Timestamp(),
    })
    .register(components, {
      id: 'RelationshipInstance',
      description: 'Two records linked by a relationship definition',
    }),
)
