import type { z } from 'zod'

/**
 * A schema built when first used, then reused: building every operation's zod schemas when the
 * CLI loads cost most of its module evaluation, though a start uses a few of them (decision 0039).
 * Call it for the schema; pass it uncalled where a route declares its request and responses.
 */
export type Lazy<S> = () => S

/** A schema as a route declares it: built, or built on first use. */
export type SchemaRef = z.ZodType | Lazy<z.ZodType>

/** The schema a `SchemaRef` stands for. */
export type Built<R> = R extends Lazy<infer S> ? S : R

let built = 0

/**
 * Builds the schema on the first call and answers the same object after, so a schema registered
 * with an id is one object wherever it is used.
 *
 * @example export const TaskSchema = lazySchema(() => z.strictObject({ id: IdString() }))
 */
export function lazySchema<S>(build: () => S): Lazy<S> {
  let schema: S | undefined
  return () => {
    if (schema === undefined) {
      schema = build()
      built += 1
    }
    return schema
  }
}

/** The schema itself, built now if it was not yet. */
export function resolveSchema<R extends SchemaRef>(ref: R): Built<R>
export function resolveSchema<R extends SchemaRef>(ref: R | undefined): Built<R> | undefined
export function resolveSchema(ref: SchemaRef | undefined): z.ZodType | undefined {
  return typeof ref === 'function' ? ref() : ref
}

/** How many lazy schemas have been built in this process: what a start costs, for its test. */
export function lazySchemasBuilt(): number {
  return built
}
