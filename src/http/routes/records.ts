import { z } from 'zod'
import { lazySchema } from '../schemas/lazy.js'
import { apiActor } from '../../core/actor.js'
import {
  createRecord,
  deleteRecord,
  findRecord,
  listRecordsJson,
  mergeIntoRecord,
  upsertRecord,
} from '../../core/records/records.js'
import { recordJsonPart, writtenRecordJson } from '../../core/records/record-json.js'
import type { RecordRow, Workspace } from '../../core/model.js'
import { findObject, requireNonList } from '../../core/schema/objects.js'
import { defineRoute, type RouteResult } from '../route.js'
import { pathId } from '../schemas/common.js'
import {
  CreateRecordBody,
  ListRecordsBody,
  RecordPageSchema,
  RecordSchema,
  UpdateRecordBody,
  UpsertRecordBody,
} from '../schemas/records.js'

const tag = 'Records'
const SlugParams = lazySchema(() => z.strictObject({ slug: z.string().describe('The object slug') }))
const RecordParams = lazySchema(() => z.strictObject({ record_id: pathId('record_id') }))

/** A record's cached form as the answer, named as the record's so validation checks it once. */
function recordAnswer(workspace: Workspace, record: RecordRow): RouteResult {
  const part = recordJsonPart(workspace, record)
  return { status: 200, json: part.json, records: { record: part } }
}

/**
 * The answer to a write that changed nothing: the record as a read answers it (its cached form),
 * marked so the change log keeps no entry for it.
 */
function unchangedAnswer(workspace: Workspace, record: RecordRow): RouteResult {
  // Written out, not `{ ...recordAnswer(), unchanged: true }`: the spread was a twentieth of an upsert.
  const part = recordJsonPart(workspace, record)
  return { status: 200, json: part.json, records: { record: part }, unchanged: true }
}

export const recordRoutes = [
  defineRoute({
    method: 'post',
    path: '/v1/objects/{slug}',
    operationId: 'createRecord',
    tag,
    summary: 'Create a record',
    description:
      'Creates a record. Values are validated by attribute type; a missing required value is 400 and a ' +
      'value taken on a unique attribute is 409. Nothing is written when any value is rejected.',
    public: true,
    scope: 'record.write',
    request: { params: SlugParams, body: CreateRecordBody, bodyRequired: true },
    responses: { 200: { description: 'The new record', schema: RecordSchema } },
    errors: [404, 409],
    handle: ({ params, body, workspace, key, services }) => {
      const object = requireNonList(findObject(workspace, params.slug))
      return {
        status: 200,
        json: writtenRecordJson(
          workspace,
          createRecord(workspace, services.clock, object, body.attributes, apiActor(key)),
        ),
      }
    },
  }),
  defineRoute({
    method: 'put',
    path: '/v1/objects/{slug}',
    operationId: 'upsertRecord',
    tag,
    summary: 'Create or update a record',
    description:
      'Finds the record whose matching_attribute (a unique attribute, by slug or id) equals the given ' +
      'value, or for a multi-value attribute shares any value with it, and merges the attributes into ' +
      'it; creates the record when none matches. Required attributes such as name are needed only when ' +
      'it creates. Answers 200 either way.',
    public: true,
    scope: 'record.write',
    request: { params: SlugParams, body: UpsertRecordBody, bodyRequired: true },
    responses: { 200: { description: 'The created or updated record', schema: RecordSchema } },
    errors: [404, 409],
    handle: ({ params, body, workspace, key, services }) => {
      const object = requireNonList(findObject(workspace, params.slug))
      const { record, changed } = upsertRecord(
        workspace,
        services.clock,
        object,
        body.matching_attribute,
        body.attributes,
        apiActor(key),
      )
      return changed ? { status: 200, json: writtenRecordJson(workspace, record) } : unchangedAnswer(workspace, record)
    },
  }),
  defineRoute({
    method: 'post',
    readOnly: true,
    path: '/v1/objects/{slug}/records',
    operationId: 'listRecords',
    tag,
    summary: 'List records',
    description:
      'Lists the records of an object with an attribute selection, a sort on an attribute slug or id, ' +
      'created_at or updated_at (ties broken by id; records without a value last), and offset ' +
      'pagination (limit 1 to 500, default 50).',
    public: true,
    scope: 'record.read',
    request: { params: SlugParams, body: ListRecordsBody },
    responses: { 200: { description: 'One page of records', schema: RecordPageSchema } },
    errors: [404],
    handle: ({ params, body, workspace }) => {
      const object = requireNonList(findObject(workspace, params.slug))
      const { json, parts } = listRecordsJson(workspace, object, body ?? {})
      return { status: 200, json, records: parts }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/records/{record_id}',
    operationId: 'getRecord',
    tag,
    summary: 'Get a record',
    description: 'Returns one record with all its attributes.',
    public: true,
    scope: 'record.read',
    request: { params: RecordParams },
    responses: { 200: { description: 'The record', schema: RecordSchema } },
    errors: [404],
    handle: ({ params, workspace }) => recordAnswer(workspace, findRecord(workspace, params.record_id)),
  }),
  defineRoute({
    method: 'patch',
    path: '/v1/records/{record_id}',
    operationId: 'updateRecord',
    tag,
    summary: 'Update a record',
    description:
      'Merges the given values into a record; null clears a value. updated_at moves only when a value ' +
      'changed; `{}` changes nothing and answers the record.',
    public: true,
    scope: 'record.write',
    request: { params: RecordParams, body: UpdateRecordBody, bodyRequired: true },
    responses: { 200: { description: 'The updated record', schema: RecordSchema } },
    errors: [404, 409],
    handle: ({ params, body, workspace, key, services }) => {
      const record = findRecord(workspace, params.record_id)
      const changed = mergeIntoRecord(workspace, services.clock, record, body.attributes ?? {}, apiActor(key))
      return changed ? { status: 200, json: writtenRecordJson(workspace, record) } : unchangedAnswer(workspace, record)
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/records/{record_id}',
    operationId: 'deleteRecord',
    tag,
    summary: 'Delete a record',
    description:
      "Deletes a record with its relationship instances (each partner's timeline shows the removal) " +
      'and list memberships.',
    public: true,
    scope: 'record.write',
    request: { params: RecordParams },
    responses: { 200: { description: 'Record deleted (empty body)' } },
    errors: [404],
    handle: ({ params, workspace, key, services }) => {
      deleteRecord(workspace, services.clock, findRecord(workspace, params.record_id), apiActor(key))
      return { status: 200 }
    },
  }),
]
