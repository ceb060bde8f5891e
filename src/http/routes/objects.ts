import { z } from 'zod'
import { lazySchema } from '../schemas/lazy.js'
import { apiActor } from '../../core/actor.js'
import {
  createObject,
  deleteObject,
  findObject,
  presentObject,
  requireNonList,
  updateObject,
} from '../../core/schema/objects.js'
import { defineRoute } from '../route.js'
import { queryBoolean } from '../schemas/common.js'
import { CreateObjectBody, ObjectListSchema, ObjectSchema, UpdateObjectBody } from '../schemas/objects.js'

const tag = 'Objects'
const SlugParams = lazySchema(() => z.strictObject({ slug: z.string().describe('The object slug') }))

const IncludeAttributesQuery = lazySchema(() =>
  z.strictObject({ include_attributes: queryBoolean("Include each object's attribute definitions") }),
)
export const objectRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/objects',
    operationId: 'listObjects',
    tag,
    summary: 'List objects',
    description: 'Lists the object definitions of the workspace (lists excluded), oldest first.',
    public: true,
    scope: 'object.read',
    request: {
      query: IncludeAttributesQuery,
    },
    responses: { 200: { description: 'The object definitions', schema: ObjectListSchema } },
    errors: [],
    handle: ({ query, workspace }) => ({
      status: 200,
      body: {
        data: [...workspace.objects.values()]
          .filter((object) => object.type !== 'list')
          .map((object) => presentObject(workspace, object, query.include_attributes ?? false)),
      },
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/v1/objects',
    operationId: 'createObject',
    tag,
    summary: 'Create an object',
    description:
      'Creates a custom object definition with a required text attribute `name` as its primary ' +
      'attribute. The slug holds lower-case letters, digits, _ and -, starting with a letter ' +
      '(`vip-contacts`). A taken slug answers 409.',
    public: true,
    scope: 'object.write',
    request: { body: CreateObjectBody, bodyRequired: true },
    responses: { 200: { description: 'The new object definition', schema: ObjectSchema } },
    errors: [409],
    handle: ({ body, workspace, services }) => ({
      status: 200,
      body: presentObject(workspace, createObject(workspace, services.clock, body), true),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/objects/{slug}',
    operationId: 'getObject',
    tag,
    summary: 'Get an object',
    description: 'Returns one object definition with its attribute definitions.',
    public: true,
    scope: 'object.read',
    request: { params: SlugParams },
    responses: { 200: { description: 'The object definition', schema: ObjectSchema } },
    errors: [404],
    handle: ({ params, workspace }) => ({
      status: 200,
      body: presentObject(workspace, requireNonList(findObject(workspace, params.slug)), true),
    }),
  }),
  defineRoute({
    method: 'patch',
    path: '/v1/objects/{slug}',
    operationId: 'updateObject',
    tag,
    summary: 'Update an object',
    description: 'Changes the name, plural name or description of an object definition.',
    public: true,
    scope: 'object.write',
    request: { params: SlugParams, body: UpdateObjectBody, bodyRequired: true },
    responses: { 200: { description: 'The updated object definition', schema: ObjectSchema } },
    errors: [404],
    handle: ({ params, body, workspace }) => {
      const object = updateObject(requireNonList(findObject(workspace, params.slug)), body)
      return { status: 200, body: presentObject(workspace, object, true) }
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/objects/{slug}',
    operationId: 'deleteObject',
    tag,
    summary: 'Delete an object',
    description:
      'Deletes an object definition and all associated data: its attributes, its records with their ' +
      'relationship instances, its lists, and the relationship definitions that name it.',
    public: true,
    scope: 'object.write',
    request: { params: SlugParams },
    responses: { 200: { description: 'Object definition deleted (empty body)' } },
    errors: [404],
    handle: ({ params, workspace, key, services }) => {
      deleteObject(workspace, services.clock, requireNonList(findObject(workspace, params.slug)), apiActor(key))
      return { status: 200 }
    },
  }),
]
