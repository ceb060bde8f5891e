import { z } from 'zod'
import { lazySchema } from './lazy.js'
import { ATTRIBUTE_TYPES, OBJECT_TYPES } from '../../core/model.js'
import { SLUG_PATTERN, SLUG_RULE } from '../../core/schema/slugs.js'
import { components, IdString, Timestamp } from './common.js'

export const SelectOptionSchema = lazySchema(() =>
  z
    .strictObject({
      id: z
        .string()
        .min(1)
        .describe('Kept as given on create (such as `tech`), otherwise assigned from the workspace id sequence'),
      name: z.string(),
    })
    .register(components, {
      id: 'SelectOption',
      description: 'One option of a select attribute; a select value answers as its option',
    }),
)

export const AttributeOptionsSchema = lazySchema(() =>
  z
    .object({
      is_required: z.boolean(),
      is_unique: z.boolean(),
      is_multi_value: z.boolean(),
      is_whole_number: z.boolean(),
      use_raw_format: z.boolean(),
      select_options: z.array(SelectOptionSchema()),
    })
    .register(components, { id: 'AttributeOptions', description: 'The options of an attribute definition' }),
)

export const AttributeSchema = lazySchema(() =>
  z
    .object({
      id: IdString(),
      slug: z.string(),
      name: z.string(),
      description: z.string(),
      type: z.enum(ATTRIBUTE_TYPES),
      options: AttributeOptionsSchema(),
    })
    .register(components, { id: 'Attribute', description: 'An attribute definition of an object' }),
)

export const ObjectSchema = lazySchema(() =>
  z
    .object({
      id: IdString(),
      slug: z.string(),
      name: z.string(),
      name_plural: z.string(),
      description: z.string(),
      type: z.enum([...OBJECT_TYPES, 'list']),
      created_at: Timestamp(),
      attributes: z
        .array(AttributeSchema())
        .optional()
        .describe('Present when attributes are requested, and always on a single object'),
    })
    .register(components, { id: 'Object', description: 'An object definition' }),
)

export const ObjectListSchema = lazySchema(() =>
  z
    .object({ data: z.array(ObjectSchema()) })
    .register(components, { id: 'ObjectList', description: 'Object definitions of the workspace' }),
)

const slugField = lazySchema(() =>
  z
    .string()
    .regex(SLUG_PATTERN, SLUG_RULE)
    .describe('Lower-case letters, digits, _ and -, starting with a letter, at most 64 characters (`vip-contacts`)'),
)

export const CreateObjectBody = lazySchema(() =>
  z
    .strictObject({
      name: z.string().min(1).max(200),
      slug: slugField(),
      name_plural: z.string().min(1).max(200).optional(),
      description: z.string().max(2000).optional(),
      type: z.enum(OBJECT_TYPES).optional().describe('Defaults to custom'),
    })
    .register(components, { id: 'CreateObjectRequest', description: 'A new object definition' }),
)

export const UpdateObjectBody = lazySchema(() =>
  z
    .strictObject({
      name: z.string().min(1).max(200).optional(),
      name_plural: z.string().min(1).max(200).optional(),
      description: z.string().max(2000).optional(),
    })
    .register(components, { id: 'UpdateObjectRequest', description: 'Changes to an object definition' }),
)

const SelectOptionInput = lazySchema(() =>
  z.strictObject({
    id: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .describe(
        'On create: the option id to keep (any non-empty string unique within the attribute, such as ' +
          '`tech`); left out, one is assigned. On update: the id of an existing option, which keeps it',
      ),
    name: z.string().min(1).max(200),
  }),
)

export const CreateAttributeBody = lazySchema(() =>
  z
    .strictObject({
      name: z.string().min(1).max(200),
      slug: slugField(),
      type: z.enum(ATTRIBUTE_TYPES),
      description: z.string().max(2000).optional(),
      options: z
        .strictObject({
          is_required: z.boolean().optional(),
          is_unique: z.boolean().optional(),
          is_multi_value: z.boolean().optional(),
          use_raw_format: z.boolean().optional(),
          is_whole_number: z.boolean().optional(),
          select_options: z.array(SelectOptionInput()).max(500).optional(),
        })
        .optional(),
    })
    .register(components, { id: 'CreateAttributeRequest', description: 'A new attribute definition' }),
)

export const UpdateAttributeBody = lazySchema(() =>
  z
    .strictObject({
      name: z.string().min(1).max(200).optional(),
      description: z.string().max(2000).optional(),
      options: z
        .strictObject({
          is_required: z.boolean().optional(),
          use_raw_format: z.boolean().optional(),
          is_whole_number: z.boolean().optional(),
          select_options: z
            .array(SelectOptionInput())
            .max(500)
            .optional()
            .describe('The full new option list; options given with an id keep it'),
        })
        .optional(),
    })
    .register(components, { id: 'UpdateAttributeRequest', description: 'Changes to an attribute definition' }),
)
