import { z } from 'zod'
import { ATTRIBUTE_TYPES, OBJECT_TYPES } from '../../core/model.js'
import { components, IdString, Timestamp } from './common.js'

export const SelectOptionSchema = z
  .object({ id: IdString, name: z.string() })
  .register(components, { id: 'SelectOption', description: 'One option of a select attribute' })

export const AttributeOptionsSchema = z
  .object({
    is_required: z.boolean(),
    is_unique: z.boolean(),
    is_multi_value: z.boolean(),
    is_whole_number: z.boolean(),
    use_raw_format: z.boolean(),
    select_options: z.array(SelectOptionSchema),
  })
  .register(components, { id: 'AttributeOptions', description: 'The options of an attribute definition' })

export const AttributeSchema = z
  .object({
    id: IdString,
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    type: z.enum(ATTRIBUTE_TYPES),
    options: AttributeOptionsSchema,
  })
  .register(components, { id: 'Attribute', description: 'An attribute definition of an object' })

export const ObjectSchema = z
  .object({
    id: IdString,
    slug: z.string(),
    name: z.string(),
    name_plural: z.string(),
    description: z.string(),
    type: z.enum([...OBJECT_TYPES, 'list']),
    created_at: Timestamp,
    attributes: z.array(AttributeSchema).optional().describe('Present when attributes are requested, and always on a single object'),
  })
  .register(components, { id: 'Object', description: 'An object definition' })

export const ObjectListSchema = z
  .object({ data: z.array(ObjectSchema) })
  .register(components, { id: 'ObjectList', description: 'Object definitions of the workspace' })

const slugField = z.string().min(1).max(64).describe('Lower-case letters, digits and _, starting with a letter')

export const CreateObjectBody = z
  .strictObject({
    name: z.string().min(1).max(200),
    slug: slugField,
    name_plural: z.string().min(1).max(200).optional(),
    description: z.string().max(2000).optional(),
    type: z.enum(OBJECT_TYPES).optional().describe('Defaults to custom'),
  })
  .register(components, { id: 'CreateObjectRequest', description: 'A new object definition' })

export const UpdateObjectBody = z
  .strictObject({
    name: z.string().min(1).max(200).optional(),
    name_plural: z.string().min(1).max(200).optional(),
    description: z.string().max(2000).optional(),
  })
  .register(components, { id: 'UpdateObjectRequest', description: 'Changes to an object definition' })

const SelectOptionInput = z.strictObject({ id: IdString.optional().describe('On update only: keeps that existing option. Refused on create, where the mock assigns ids'), name: z.string().min(1).max(200) })

export const CreateAttributeBody = z
  .strictObject({
    name: z.string().min(1).max(200),
    slug: slugField,
    type: z.enum(ATTRIBUTE_TYPES),
    description: z.string().max(2000).optional(),
    options: z
      .strictObject({
        is_required: z.boolean().optional(),
        is_unique: z.boolean().optional(),
        is_multi_value: z.boolean().optional(),
        use_raw_format: z.boolean().optional(),
        is_whole_number: z.boolean().optional(),
        select_options: z.array(SelectOptionInput).max(500).optional(),
      })
      .optional(),
  })
  .register(components, { id: 'CreateAttributeRequest', description: 'A new attribute definition' })

export const UpdateAttributeBody = z
  .strictObject({
    name: z.string().min(1).max(200).optional(),
    description: z.string().max(2000).optional(),
    options: z
      .strictObject({
        is_required: z.boolean().optional(),
        use_raw_format: z.boolean().optional(),
        is_whole_number: z.boolean().optional(),
        select_options: z.array(SelectOptionInput).max(500).optional().describe('The full new option list; options given with an id keep it'),
      })
      .optional(),
  })
  .register(components, { id: 'UpdateAttributeRequest', description: 'Changes to an attribute definition' })
