import { z } from 'zod'
import { lazySchema } from './lazy.js'
import { offsetPageFields, offsetQueryFields } from './pages.js'
import { RECORD_PAGE } from '../../core/records/records.js'
import { VALUE_LIMITS } from '../../core/schema/values.js'
import { components, IdString, Timestamp } from './common.js'
import { SelectOptionSchema } from './objects.js'

// The structured forms of values, as records answer them. Strict, so a drifting shape fails response validation.
const FullNameValue = lazySchema(() =>
  z
    .strictObject({ first_name: z.string(), last_name: z.string().describe('Empty for a one-word name') })
    .register(components, {
      id: 'FullNameValue',
      description: 'A full_name value: `"Ada Lovelace"` answers `{first_name: "Ada", last_name: "Lovelace"}`',
    }),
)

const PhoneValue = lazySchema(() =>
  z
    .strictObject({
      country_code: z
        .number()
        .int()
        .min(1)
        .max(999)
        .nullable()
        .describe('The calling code as an integer (1, 44), or null when the input had none'),
      number: z
        .string()
        .describe('The national number: its digits, or as written when the attribute uses use_raw_format'),
    })
    .register(components, {
      id: 'PhoneValue',
      description:
        'A phone value, such as `{country_code: 1, number: "5551234567"}`. Input: `"+44 20 7946 0958"`, ' +
        'or `{country_code, number}` with country_code an integer (leniently a string such as "+44")',
    }),
)

const LocationValue = lazySchema(() =>
  z
    .strictObject({
      street: z.string().nullable(),
      city: z.string().nullable(),
      region: z.string().nullable(),
      postal_code: z.string().nullable(),
      country: z.string().nullable(),
    })
    .register(components, {
      id: 'LocationValue',
      description:
        'A location value. Every part is present, null when unknown. Input: `"City"`, `"City, Country"`, ' +
        '`"City, Region, Country"`, or the object with any of its parts (at least one)',
    }),
)

const SocialProfileValue = lazySchema(() =>
  z
    .strictObject({
      username: z
        .string()
        .nullable()
        .describe(
          'As given, or the last path segment of the URL (`https://linkedin.com/in/alicejohnson` -> ' +
            '`alicejohnson`); null when the URL has no path',
        ),
      url: z.string().describe('An absolute http(s) URL'),
    })
    .register(components, {
      id: 'SocialProfileValue',
      description: 'A social_profile value. Input: a URL, or `{username?, url}` (the URL is required)',
    }),
)

const CurrencyValue = lazySchema(() =>
  z.strictObject({ amount: z.number(), currency_code: z.string().describe('ISO 4217') }).register(components, {
    id: 'CurrencyValue',
    description: 'A currency value. Input: `{amount, currency_code}`, or a number (USD)',
  }),
)

const SingleValue = lazySchema(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    FullNameValue(),
    PhoneValue(),
    LocationValue(),
    SocialProfileValue(),
    CurrencyValue(),
    SelectOptionSchema(),
  ]),
)

export const AttributeValueSchema = lazySchema(() =>
  z.union([SingleValue(), z.array(SingleValue()), z.null()]).register(components, {
    id: 'AttributeValue',
    description:
      'One attribute value: a string (text, email, url, date, domain), a number, a boolean, a ' +
      'structured form (full_name, phone, location, social_profile, currency, select `{id, name}`), an ' +
      'array of these for a multi-value attribute (`[]` when unset), or null when unset',
  }),
)

export const RecordSchema = lazySchema(() =>
  z
    .object({
      id: IdString(),
      object_id: IdString(),
      type: z.string().describe("The slug of the record's object"),
      workspace_id: IdString(),
      created_at: Timestamp(),
      updated_at: Timestamp(),
      attributes: z
        .record(z.string(), AttributeValueSchema())
        .describe('Values by attribute slug, in their structured form'),
    })
    .register(components, { id: 'Record', description: 'A record of an object' }),
)

export const RecordPageSchema = lazySchema(() =>
  z
    .object(offsetPageFields(RecordSchema()))
    .register(components, { id: 'RecordPage', description: 'One page of records' }),
)

const AttributeValues = lazySchema(() =>
  z
    .record(z.string(), z.unknown())
    .describe(
      `Values by attribute slug or id. full_name, phone and location take a string or their structured ` +
        `form; phone country_code is an integer (leniently a string such as "+44"); social_profile takes ` +
        `a URL or {username, url}; multi-value attributes take arrays (at most ${VALUE_LIMITS.maxValues} ` +
        `items); a string holds at most 64 KiB of UTF-8; null clears a value`,
    ),
)

const ValuesWithName = lazySchema(() =>
  z
    .object({
      name: z
        .union([z.string(), z.record(z.string(), z.unknown())])
        .describe('The primary attribute: a string, or for a person {first_name, last_name}'),
    })
    .catchall(z.unknown())
    .describe(AttributeValues().description!),
)

export const CreateRecordBody = lazySchema(() =>
  z
    .strictObject({
      attributes: ValuesWithName(),
    })
    .register(components, { id: 'CreateRecordRequest', description: 'A new record' }),
)

export const UpsertRecordBody = lazySchema(() =>
  z
    .strictObject({
      attributes: AttributeValues().describe(
        `${AttributeValues().description!}. The object's required attributes (such as name) are needed ` +
          `only when the upsert creates a record`,
      ),
      matching_attribute: z.string().min(1).describe('Slug or id of a unique attribute to match on'),
    })
    .register(components, {
      id: 'UpsertRecordRequest',
      description: 'A record to create, or to merge into the record it matches',
    }),
)

export const UpdateRecordBody = lazySchema(() =>
  z
    .strictObject({
      attributes: AttributeValues()
        .optional()
        .describe(`${AttributeValues().description!}. Optional: an empty body object changes nothing`),
    })
    .register(components, { id: 'UpdateRecordRequest', description: 'Values to merge into a record' }),
)

export const AttributeSelectionSchema = lazySchema(() =>
  z
    .union([
      z.enum(['all', 'primary', 'none']),
      z.strictObject({ mode: z.literal('custom'), slugs: z.array(z.string()).min(1).max(200) }),
    ])
    .describe('Which attributes to return: all (default), primary (name only), none, or a custom list of slugs'),
)

export const ListRecordsBody = lazySchema(() =>
  z
    .strictObject({
      attributes: AttributeSelectionSchema().optional(),
      ...offsetQueryFields(RECORD_PAGE, {
        items: 'Records',
        sortAttribute: 'An attribute slug or id, created_at (default) or updated_at',
      }),
    })
    .register(components, { id: 'ListRecordsRequest', description: 'Selection, sort and page of a record query' }),
)
