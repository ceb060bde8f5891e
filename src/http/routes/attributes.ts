import { z } from 'zod'
import { lazySchema } from '../schemas/lazy.js'
import {
  addAttribute,
  deleteAttribute,
  findAttribute,
  presentAttribute,
  updateAttribute,
} from '../../core/schema/attributes.js'
import { findObject } from '../../core/schema/objects.js'
import { defineRoute } from '../route.js'
import { AttributeSchema, CreateAttributeBody, UpdateAttributeBody } from '../schemas/objects.js'

const tag = 'Attributes'
// A list's own attributes are managed here too, under the list's slug (lists have no other attribute routes).
const SlugParam = lazySchema(() =>
  z.string().describe("The object slug, or a list's slug for the list's own attributes"),
)
const AttributeParams = lazySchema(() =>
  z.strictObject({
    slug: SlugParam(),
    attr_id: z.string().describe('The attribute id or slug'),
  }),
)

const ObjectSlugParams = lazySchema(() => z.strictObject({ slug: SlugParam() }))
export const attributeRoutes = [
  defineRoute({
    method: 'post',
    path: '/v1/objects/{slug}/attributes',
    operationId: 'createAttribute',
    tag,
    summary: 'Create an attribute',
    description:
      "Adds an attribute definition to an object, or under a list's slug to the list (what its members " +
      "hold besides their record's values; a slug that the list's object uses is 409, since members " +
      'show both side by side). The slug holds lower-case letters, digits, _ and -, starting with a ' +
      'letter. Options must fit the type: is_whole_number for number, select_options for select, ' +
      'use_raw_format for phone, domain and number; a boolean cannot be unique. Select option ids ' +
      'given here are kept (any non-empty string unique within the attribute, such as `tech`); options ' +
      'without one get an id from the workspace sequence. A taken slug answers 409.',
    public: true,
    scope: 'object.write',
    request: { params: ObjectSlugParams, body: CreateAttributeBody, bodyRequired: true },
    responses: { 200: { description: 'The new attribute definition', schema: AttributeSchema } },
    errors: [404, 409],
    handle: ({ params, body, workspace, services }) => {
      const object = findObject(workspace, params.slug)
      return { status: 200, body: presentAttribute(addAttribute(workspace, services.clock, object, body)) }
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/v1/objects/{slug}/attributes/{attr_id}',
    operationId: 'updateAttribute',
    tag,
    summary: 'Update an attribute',
    description:
      'Changes an attribute definition. select_options replaces the option list: options given with an ' +
      'id keep it, new ones get one, and values holding a removed option are cleared. Turning on ' +
      'is_whole_number while a record holds a fraction answers 409.',
    public: true,
    scope: 'object.write',
    request: { params: AttributeParams, body: UpdateAttributeBody, bodyRequired: true },
    responses: { 200: { description: 'The updated attribute definition', schema: AttributeSchema } },
    errors: [404, 409],
    handle: ({ params, body, workspace }) => {
      const object = findObject(workspace, params.slug)
      const attribute = findAttribute(workspace, object, params.attr_id)
      return { status: 200, body: presentAttribute(updateAttribute(workspace, attribute, body)) }
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/objects/{slug}/attributes/{attr_id}',
    operationId: 'deleteAttribute',
    tag,
    summary: 'Delete an attribute',
    description:
      'Deletes an attribute definition and drops its values from every record. The primary attribute ' +
      '`name` cannot be deleted (400).',
    public: true,
    scope: 'object.write',
    request: { params: AttributeParams },
    responses: { 200: { description: 'Attribute definition deleted (empty body)' } },
    errors: [404],
    handle: ({ params, workspace, services }) => {
      const object = findObject(workspace, params.slug)
      deleteAttribute(workspace, services.clock, object, findAttribute(workspace, object, params.attr_id))
      return { status: 200 }
    },
  }),
]
