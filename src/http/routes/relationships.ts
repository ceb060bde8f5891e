import { z } from 'zod'
import { lazySchema } from '../schemas/lazy.js'
import { apiActor } from '../../core/actor.js'
import {
  createRelationshipDefinition,
  deleteRelationshipDefinition,
  findRelationshipDefinition,
  listRelationshipDefinitions,
  presentRelationshipDefinition,
} from '../../core/relationships/definitions.js'
import {
  createRelationshipInstance,
  deleteRelationshipInstance,
  presentRelationshipInstance,
} from '../../core/relationships/instances.js'
import { defineRoute } from '../route.js'
import { pathId } from '../schemas/common.js'
import {
  CreateRelationshipDefinitionBody,
  CreateRelationshipInstanceBody,
  RelationshipDefinitionListSchema,
  RelationshipDefinitionSchema,
  RelationshipInstanceSchema,
} from '../schemas/relationships.js'

const tag = 'Relationships'

const DefinitionParams = lazySchema(() =>
  z.strictObject({ id: pathId('id').describe("The relationship definition's id: a string of digits") }),
)
const RecordParams = lazySchema(() => z.strictObject({ record_id: pathId('record_id') }))
const InstanceParams = lazySchema(() =>
  z.strictObject({
    record_id: pathId('record_id'),
    rel_id: pathId('rel_id').describe("The relationship instance's id: a string of digits"),
  }),
)

export const relationshipRoutes = [
  defineRoute({
    method: 'post',
    path: '/v1/relationships',
    operationId: 'createRelationshipDefinition',
    tag,
    summary: 'Create a relationship definition',
    description:
      'Links two objects (by id; not lists; the same object twice is allowed) with a cardinality and a ' +
      'predicate for each direction. In one_to_many, entity 1 is the "one" side: an entity 1 has many ' +
      'entity 2s, each entity 2 at most one entity 1. A predicate left out reads "related to". An id ' +
      'that is not an object of the workspace answers 400 naming the field. A workspace holds at most ' +
      '1,000 definitions; one more is 409.',
    public: true,
    scope: 'relationship.write',
    request: { body: CreateRelationshipDefinitionBody, bodyRequired: true },
    responses: { 200: { description: 'The new relationship definition', schema: RelationshipDefinitionSchema } },
    errors: [409],
    handle: ({ body, workspace, services }) => ({
      status: 200,
      body: presentRelationshipDefinition(createRelationshipDefinition(workspace, services.clock, body)),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/relationships',
    operationId: 'listRelationshipDefinitions',
    tag,
    summary: 'List relationship definitions',
    description: 'Lists the relationship definitions of the workspace, oldest first.',
    public: true,
    scope: 'relationship.read',
    responses: { 200: { description: 'The relationship definitions', schema: RelationshipDefinitionListSchema } },
    errors: [],
    handle: ({ workspace }) => ({
      status: 200,
      body: { data: listRelationshipDefinitions(workspace).map(presentRelationshipDefinition) },
    }),
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/relationships/{id}',
    operationId: 'deleteRelationshipDefinition',
    tag,
    summary: 'Delete a relationship definition',
    description:
      'Deletes a relationship definition and every instance of it; each removal shows on the timelines ' +
      'of both records.',
    public: true,
    scope: 'relationship.write',
    request: {
      params: DefinitionParams,
    },
    responses: { 200: { description: 'Relationship definition deleted (empty body)' } },
    errors: [404],
    handle: ({ params, workspace, services, key }) => {
      deleteRelationshipDefinition(
        workspace,
        services.clock,
        findRelationshipDefinition(workspace, params.id),
        apiActor(key),
      )
      return { status: 200 }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/records/{record_id}/relationships',
    operationId: 'createRelationshipInstance',
    tag,
    summary: 'Create a relationship instance',
    description:
      "Links two records by a relationship definition; the path's record must be entity_1_id or " +
      'entity_2_id (else 400). An unknown record or definition answers 404; records of other objects ' +
      "than the definition's, or a record linked to itself, 400. The same pair twice answers 409, and " +
      'so does breaking the cardinality: in one_to_one each record has at most one partner, in ' +
      'one_to_many each entity 2 has at most one entity 1 (the message names the partner it already ' +
      "has). The instance shows on both records' timelines.",
    public: true,
    scope: 'relationship.write',
    request: {
      params: RecordParams,
      body: CreateRelationshipInstanceBody,
      bodyRequired: true,
    },
    responses: { 200: { description: 'The new relationship instance', schema: RelationshipInstanceSchema } },
    errors: [404, 409],
    handle: ({ params, body, workspace, services, key }) => ({
      status: 200,
      body: presentRelationshipInstance(
        createRelationshipInstance(workspace, services.clock, params.record_id, body, apiActor(key)),
      ),
    }),
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/records/{record_id}/relationships/{rel_id}',
    operationId: 'deleteRelationshipInstance',
    tag,
    summary: 'Delete a relationship instance',
    description:
      'Deletes a relationship instance of the record (404 when the record takes no part in it); the ' +
      "removal shows on both records' timelines.",
    public: true,
    scope: 'relationship.write',
    request: {
      params: InstanceParams,
    },
    responses: { 200: { description: 'Relationship instance deleted (empty body)' } },
    errors: [404],
    handle: ({ params, workspace, services, key }) => {
      deleteRelationshipInstance(workspace, services.clock, params.record_id, params.rel_id, apiActor(key))
      return { status: 200 }
    },
  }),
]
