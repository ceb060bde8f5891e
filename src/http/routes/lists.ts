import { z } from 'zod'
import { lazySchema } from '../schemas/lazy.js'
import { apiActor } from '../../core/actor.js'
import { createList, deleteList, findList, listsOf, presentList } from '../../core/lists/lists.js'
import {
  addMember,
  findMember,
  listMembers,
  presentMember,
  removeMember,
  updateMember,
} from '../../core/lists/members.js'
import { findObject, requireNonList } from '../../core/schema/objects.js'
import { defineRoute } from '../route.js'
import { pathId, queryBoolean } from '../schemas/common.js'
import {
  CreateListBody,
  ListListSchema,
  ListMemberBody,
  ListMemberPageSchema,
  ListMemberSchema,
  ListMembersBody,
  ListSchema,
  UpdateListMemberBody,
} from '../schemas/lists.js'

const tag = 'Lists'
const SlugParams = lazySchema(() =>
  z.strictObject({ slug: z.string().describe('The slug of the object whose records the list holds') }),
)
const ListId = lazySchema(() => pathId('id').describe("The list's id: a string of digits"))
const ListParams = lazySchema(() => z.strictObject({ id: ListId() }))
const MemberParams = lazySchema(() =>
  z.strictObject({
    id: ListId(),
    record_id: pathId('record_id').describe(
      "The member record's id (its parent_id), or the membership's own id: a string of digits",
    ),
  }),
)

const IncludeAttributesQuery = lazySchema(() =>
  z.strictObject({ include_attributes: queryBoolean("Include each list's own attribute definitions") }),
)
export const listRoutes = [
  defineRoute({
    method: 'post',
    path: '/v1/objects/{slug}/lists',
    operationId: 'createList',
    tag,
    summary: 'Create a list',
    description:
      "Creates a list of the object's records: an object definition of type list. Its slug is unique " +
      'among objects and lists (409). It starts without attributes of its own; add them with POST ' +
      "/v1/objects/{list slug}/attributes, as for any object (a slug the object's attributes use is " +
      '409, since members show both side by side).',
    public: true,
    scope: 'object.write',
    request: { params: SlugParams, body: CreateListBody, bodyRequired: true },
    responses: { 200: { description: 'The new list', schema: ListSchema } },
    errors: [404, 409],
    handle: ({ params, body, workspace, services }) => {
      const object = requireNonList(findObject(workspace, params.slug))
      return { status: 200, body: presentList(workspace, createList(workspace, services.clock, object, body), true) }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/objects/{slug}/lists',
    operationId: 'listObjectLists',
    tag,
    summary: 'List the lists of an object',
    description: 'Lists the lists of an object, oldest first.',
    public: true,
    scope: 'list.read',
    request: {
      params: SlugParams,
      query: IncludeAttributesQuery,
    },
    responses: { 200: { description: "The object's lists", schema: ListListSchema } },
    errors: [404],
    handle: ({ params, query, workspace }) => {
      const object = requireNonList(findObject(workspace, params.slug))
      return {
        status: 200,
        body: {
          data: listsOf(workspace, object).map((list) =>
            presentList(workspace, list, query.include_attributes ?? false),
          ),
        },
      }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/lists/{id}',
    operationId: 'getList',
    tag,
    summary: 'Get a list',
    description: 'Returns a list definition with its own attributes.',
    public: true,
    scope: 'list.read',
    request: { params: ListParams },
    responses: { 200: { description: 'The list', schema: ListSchema } },
    errors: [404],
    handle: ({ params, workspace }) => ({
      status: 200,
      body: presentList(workspace, findList(workspace, params.id), true),
    }),
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/lists/{id}',
    operationId: 'deleteList',
    tag,
    summary: 'Delete a list',
    description:
      "Deletes a list with its attributes and memberships; the records stay, and each one's timeline " +
      'shows its removal.',
    public: true,
    scope: 'object.write',
    request: { params: ListParams },
    responses: { 200: { description: 'List deleted (empty body)' } },
    errors: [404],
    handle: ({ params, workspace, services, key }) => {
      deleteList(workspace, services.clock, findList(workspace, params.id), apiActor(key))
      return { status: 200 }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/lists/{id}',
    operationId: 'addListMember',
    tag,
    summary: 'Add a record to a list',
    description:
      "Adds a record (parent_id) with values of the list's own attributes, validated as record values " +
      'are. A record of another object answers 400, an unknown record 404, a record already in the ' +
      'list 409.',
    public: true,
    scope: 'list.member.write',
    request: { params: ListParams, body: ListMemberBody, bodyRequired: true },
    responses: { 200: { description: 'The new member', schema: ListMemberSchema } },
    errors: [404, 409],
    handle: ({ params, body, workspace, services, key }) => {
      const list = findList(workspace, params.id)
      const { member } = addMember(workspace, services.clock, list, body, { actor: apiActor(key) })
      return { status: 200, body: presentMember(workspace, list, member) }
    },
  }),
  defineRoute({
    method: 'put',
    path: '/v1/lists/{id}',
    operationId: 'upsertListMember',
    tag,
    summary: 'Add a record to a list, or update its list values',
    description:
      'Adds the record as POST does, or when it is already a member merges the given values into its ' +
      'membership (null clears one). Answers 200 either way.',
    public: true,
    scope: 'list.member.write',
    request: { params: ListParams, body: ListMemberBody, bodyRequired: true },
    responses: { 200: { description: 'The created or updated member', schema: ListMemberSchema } },
    errors: [404, 409],
    handle: ({ params, body, workspace, services, key }) => {
      const list = findList(workspace, params.id)
      const { member } = addMember(workspace, services.clock, list, body, { upsert: true, actor: apiActor(key) })
      return { status: 200, body: presentMember(workspace, list, member) }
    },
  }),
  defineRoute({
    method: 'post',
    readOnly: true,
    path: '/v1/lists/{id}/records',
    operationId: 'listListMembers',
    tag,
    summary: 'List the records of a list',
    description:
      "One page of the list's members, each the record with the list's values merged into its " +
      'attributes. Attribute selection, sort and offset pagination as for records: sort on a record or ' +
      'list attribute (slug or id), created_at (default: when the record was added) or updated_at, ' +
      'ties broken by membership id, members without a value last; limit 1 to 500, default 50.',
    public: true,
    scope: 'list.member.read',
    request: { params: ListParams, body: ListMembersBody },
    responses: { 200: { description: 'One page of members', schema: ListMemberPageSchema } },
    errors: [404],
    handle: ({ params, body, workspace }) => ({
      status: 200,
      body: listMembers(workspace, findList(workspace, params.id), body ?? {}),
    }),
  }),
  defineRoute({
    method: 'patch',
    path: '/v1/lists/{id}/records/{record_id}',
    operationId: 'updateListMember',
    tag,
    summary: "Update a record's list values",
    description:
      "Merges values of the list's own attributes into a membership; null clears one. record_id is the " +
      "record's id or the membership's; a record not in the list answers 404. `{}` changes nothing and " +
      'answers the member.',
    public: true,
    scope: 'list.member.write',
    request: { params: MemberParams, body: UpdateListMemberBody, bodyRequired: true },
    responses: { 200: { description: 'The updated member', schema: ListMemberSchema } },
    errors: [404, 409],
    handle: ({ params, body, workspace, services, key }) => {
      const list = findList(workspace, params.id)
      const member = updateMember(
        workspace,
        services.clock,
        list,
        findMember(workspace, list, params.record_id),
        body.attributes ?? {},
        apiActor(key),
      )
      return { status: 200, body: presentMember(workspace, list, member) }
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/lists/{id}/records/{record_id}',
    operationId: 'removeListMember',
    tag,
    summary: 'Remove a record from a list',
    description:
      "Takes a record out of a list (record_id is the record's id or the membership's); the record " +
      'itself stays. A record not in the list answers 404.',
    public: true,
    scope: 'record.write',
    request: { params: MemberParams },
    responses: { 200: { description: 'Record removed from the list (empty body)' } },
    errors: [404],
    handle: ({ params, workspace, services, key }) => {
      const list = findList(workspace, params.id)
      removeMember(workspace, services.clock, findMember(workspace, list, params.record_id), { actor: apiActor(key) })
      return { status: 200 }
    },
  }),
]
