import { z } from 'zod'
import { lazySchema } from './lazy.js'
import { offsetPageFields, offsetQueryFields } from './pages.js'
import { MEMBER_PAGE } from '../../core/lists/members.js'
import { components, IdString, Timestamp } from './common.js'
import { AttributeSchema } from './objects.js'
import { AttributeSelectionSchema, AttributeValueSchema } from './records.js'
import { SLUG_PATTERN, SLUG_RULE } from '../../core/schema/slugs.js'

export const CreateListBody = lazySchema(() =>
  z
    .strictObject({
      name: z.string().min(1).max(200),
      slug: z
        .string()
        .regex(SLUG_PATTERN, SLUG_RULE)
        .describe(
          "Unique among the workspace's objects and lists. Lower-case letters, digits, _ and -, starting " +
            'with a letter, at most 64 characters (`vip-contacts`)',
        ),
      name_plural: z.string().min(1).max(200).optional(),
      description: z.string().max(2000).optional(),
    })
    .register(components, { id: 'CreateListRequest', description: "A new list of an object's records" }),
)

export const ListSchema = lazySchema(() =>
  z
    .object({
      id: IdString(),
      slug: z.string(),
      name: z.string(),
      name_plural: z.string(),
      description: z.string(),
      type: z.literal('list'),
      created_at: Timestamp(),
      parent_object_id: IdString().describe('The object whose records the list holds'),
      parent_object_slug: z.string().describe("That object's slug"),
      attributes: z
        .array(AttributeSchema())
        .optional()
        .describe(
          "The list's own attributes (what each member holds besides its record's values); present when " +
            'requested, and always on a single list',
        ),
    })
    .register(components, {
      id: 'List',
      description:
        'A list: an object definition of type list, holding records of one object with values of its own attributes',
    }),
)

export const ListListSchema = lazySchema(() =>
  z
    .object({ data: z.array(ListSchema()).describe('Oldest first') })
    .register(components, { id: 'ListList', description: 'The lists of an object' }),
)

const ListValues = lazySchema(() =>
  z
    .record(z.string(), z.unknown())
    .describe(
      "Values of the list's own attributes, by slug or id, with the same value rules as record " +
        "attributes; null clears a value. The record's own values are changed on the record",
    ),
)

export const ListMemberBody = lazySchema(() =>
  z
    .strictObject({
      parent_id: IdString().describe("The record to add: a record of the list's object"),
      attributes: ListValues().optional(),
    })
    .register(components, {
      id: 'ListMemberRequest',
      description: "A record to add to a list, with the list's values for it",
    }),
)

export const UpdateListMemberBody = lazySchema(() =>
  z
    .strictObject({
      attributes: ListValues()
        .optional()
        .describe(`${ListValues().description!}. Optional: an empty body object changes nothing`),
    })
    .register(components, { id: 'UpdateListMemberRequest', description: 'List values to merge into a membership' }),
)

export const ListMemberSchema = lazySchema(() =>
  z
    .object({
      id: IdString().describe("The membership's id"),
      object_id: IdString().describe("The record's object"),
      type: z.string().describe("The slug of the record's object"),
      workspace_id: IdString(),
      created_at: Timestamp().describe('When the record was added to the list'),
      updated_at: Timestamp().describe("When the list's values for it last changed"),
      attributes: z
        .record(z.string(), AttributeValueSchema())
        .describe("The record's values and the list's values side by side, by attribute slug"),
      parent_id: IdString().describe("The record's id"),
      list_id: IdString(),
    })
    .register(components, {
      id: 'ListMember',
      description: "A record in a list: the record with the list's values merged into its attributes",
    }),
)

export const ListMemberPageSchema = lazySchema(() =>
  z
    .object(offsetPageFields(ListMemberSchema()))
    .register(components, { id: 'ListMemberPage', description: "One page of a list's members" }),
)

export const ListMembersBody = lazySchema(() =>
  z
    .strictObject({
      attributes: AttributeSelectionSchema()
        .optional()
        .describe(
          "Which attributes to return: all (default: the record's and the list's), primary (name only), " +
            'none, or a custom list of slugs of either',
        ),
      ...offsetQueryFields(MEMBER_PAGE, {
        items: 'Members',
        sortAttribute: 'A slug or id of a record or list attribute, created_at (default: when added) or updated_at',
      }),
    })
    .register(components, { id: 'ListMembersRequest', description: 'Selection, sort and page of a list member query' }),
)
