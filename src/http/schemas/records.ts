import { z } from 'zod'
import { RECORD_PAGE } from '../../core/records/records.js'
import { components, IdString, Timestamp } from './common.js'

export const RecordSchema = z
  .object({
    id: IdString,
    object_id: IdString,
    type: z.string().describe('The slug of the record\'s object'),
    workspace_id: IdString,
    created_at: Timestamp,
    updated_at: Timestamp,
    attributes: z.record(z.string(), z.unknown()).describe('Values by attribute slug, in their structured form'),
  })
  .register(components, { id: 'Record', description: 'A record of an object' })

export const RecordPageSchema = z
  .object({
    data: z.array(RecordSchema),
    total: z.number().int().min(0),
    limit: z.number().int().min(1),
    offset: z.number().int().min(0),
    has_more: z.boolean(),
    next_offset: z.number().int().min(0).nullable().describe('The offset of the next page, or null on the last page'),
  })
  .register(components, { id: 'RecordPage', description: 'One page of records' })

const AttributeValues = z
  .record(z.string(), z.unknown())
  .describe('Values by attribute slug or id. full_name, phone and location take a string or their structured form; multi-value attributes take arrays; null clears a value')

const ValuesWithName = z
  .object({ name: z.union([z.string(), z.record(z.string(), z.unknown())]).describe('The primary attribute: a string, or for a person {first_name, last_name}') })
  .catchall(z.unknown())
  .describe(AttributeValues.description!)

export const CreateRecordBody = z
  .strictObject({
    attributes: ValuesWithName,
  })
  .register(components, { id: 'CreateRecordRequest', description: 'A new record' })

export const UpsertRecordBody = z
  .strictObject({
    attributes: ValuesWithName,
    matching_attribute: z.string().min(1).describe('Slug or id of a unique attribute to match on'),
  })
  .register(components, { id: 'UpsertRecordRequest', description: 'A record to create, or to merge into the record it matches' })

export const UpdateRecordBody = z
  .strictObject({ attributes: AttributeValues })
  .register(components, { id: 'UpdateRecordRequest', description: 'Values to merge into a record' })

export const AttributeSelectionSchema = z
  .union([
    z.enum(['all', 'primary', 'none']),
    z.strictObject({ mode: z.literal('custom'), slugs: z.array(z.string()).min(1).max(200) }),
  ])
  .describe('Which attributes to return: all (default), primary (name only), none, or a custom list of slugs')

export const ListRecordsBody = z
  .strictObject({
    attributes: AttributeSelectionSchema.optional(),
    limit: z.number().int().min(1).max(RECORD_PAGE.maxLimit).optional().describe(`Page size, default ${RECORD_PAGE.defaultLimit}`),
    offset: z.number().int().min(0).optional().describe('Records to skip, default 0'),
    sort: z
      .strictObject({
        attribute: z.string().min(1).optional().describe('An attribute slug, created_at (default) or updated_at'),
        direction: z.enum(['asc', 'desc']).optional().describe('Default asc'),
      })
      .optional(),
  })
  .register(components, { id: 'ListRecordsRequest', description: 'Selection, sort and page of a record query' })
