import { z } from 'zod'
import { lazySchema } from './lazy.js'
import { IntegerId } from '../integer-id.js'

/** Named schemas of the public document: each becomes `#/components/schemas/<id>`. */
export const components = z.registry<{ id: string; description?: string }>()

/** JSON Schema overrides for schemas whose wire form zod cannot express (query strings). */
export const jsonSchemaOverrides = new WeakMap<z.ZodType, Record<string, unknown>>()

// Every schema of the API is a lazySchema: built when an operation first needs it, not when the
// CLI loads (decision 0039). Call one for the schema; a route passes it uncalled.

export const ErrorSchema = lazySchema(() =>
  z
    .object({
      code: z.number().int().describe('The HTTP status code'),
      message: z.string().describe('What went wrong, naming the field where there is one'),
    })
    .register(components, { id: 'Error', description: 'The body of every error response' }),
)

/** An RFC 3339 UTC timestamp such as `2026-01-15T10:00:00Z`. */
export const Timestamp = lazySchema(() => z.iso.datetime().describe('RFC 3339 timestamp in UTC'))

/** A resource id: a string of digits. */
export const IdString = lazySchema(() =>
  z.string().regex(/^\d+$/, 'must be a string of digits').describe('A string of digits'),
)

/**
 * A response id the reference types as integer: a JSON integer literal with the id's exact digits
 * (17 of them, above 2^53; decision 0016). A handler puts an `IntegerId` there (`integerId(id)`);
 * a body parsed back from its text holds a number.
 */
export const IntegerIdSchema = lazySchema(() =>
  z
    .custom<IntegerId>((value) => value instanceof IntegerId || Number.isInteger(value), 'must be an integer id')
    .meta({ type: 'integer', format: 'int64', minimum: 0 })
    .describe(
      'An id as a JSON integer; 17 digits by default, above 2^53, so read it with a big-number-safe JSON parser',
    ),
)

/** A path id that the reference types as integer: digits only. */
export const pathId = (name: string) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a string of digits`)
    .describe(`The ${name.replace(/_/g, ' ')}: a string of digits`)

/** A `true`/`false` query parameter. */
export function queryBoolean(description: string) {
  const schema = z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional()
    .describe(description)
  jsonSchemaOverrides.set(schema, { type: 'boolean', description })
  return schema
}

/** An integer query parameter within bounds. */
export function queryInteger(description: string, min: number, max: number) {
  const schema = z
    .string()
    .regex(/^-?\d+$/, 'must be an integer')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .optional()
    .describe(description)
  jsonSchemaOverrides.set(schema, { type: 'integer', minimum: min, maximum: max, description })
  return schema
}

/** The empty object used where an operation takes no parameters of a kind. */
export const NoParams = lazySchema(() => z.strictObject({}))
