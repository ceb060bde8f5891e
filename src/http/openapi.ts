import {
  OpenApiBuilder,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
  type ResponsesObject,
} from 'openapi3-ts/oas31'
import { z } from 'zod'
import type { AnyRoute } from './route.js'
import { jsonSchemaOverrides } from './schemas/common.js'
import { resolveSchema, type SchemaRef } from './schemas/lazy.js'

type Registry = z.core.$ZodRegistry<{ id: string; description?: string }>

export interface DocumentOptions {
  title: string
  version: string
  description: string
  /** Named schemas: every body and response schema of `routes` must be registered here. */
  registry: Registry
  /** The body of every error response, registered in `registry`. */
  errorSchema: SchemaRef
  servers: Array<{ url: string; description: string }>
  tags: Array<{ name: string; description: string }>
  /** Public documents describe Bearer auth and per-operation scopes. */
  bearerAuth: boolean
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input; the message names the field and the problem',
  401: 'Missing or unknown API key',
  403: 'The API key lacks the scope this operation requires',
  404: 'Unknown resource',
  409:
    'Conflict with existing data (a unique value taken, a slug in use) or with a bound of the ' +
    'workspace (it holds as many as it may; the message names the bound)',
  410: 'Gone',
  406: 'The representation asked for cannot be served here (the graph page in a browser mock without its library)',
  413: 'Request body over the size limit',
  429:
    'Rate limit exceeded, or as many jobs of this kind in flight as a workspace may have; ' +
    'Retry-After says when to try again',
  500: 'Internal error',
}

function stripMeta(schema: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _s, $id: _i, ...rest } = schema
  return rest
}

function refTo(registry: Registry, schema: SchemaRef, where: string): { $ref: string } {
  const meta = registry.get(resolveSchema(schema))
  if (!meta?.id)
    throw new Error(`${where}: the schema is not registered; register it with an id so the document can name it`)
  return { $ref: `#/components/schemas/${meta.id}` }
}

function parameterSchema(schema: z.ZodType): Record<string, unknown> {
  const override = jsonSchemaOverrides.get(schema)
  if (override) return { ...override }
  const { description: _d, ...json } = stripMeta(
    z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' }) as Record<string, unknown>,
  )
  return json
}

function parameters(ref: SchemaRef | undefined, location: 'path' | 'query'): ParameterObject[] {
  const schema = resolveSchema(ref)
  if (!schema) return []
  if (!(schema instanceof z.ZodObject)) throw new Error(`${location} parameters must be declared with a zod object`)
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => ({
    name,
    in: location,
    required: location === 'path' || !field.safeParse(undefined).success,
    description: field.description ?? name,
    schema: parameterSchema(field),
  }))
}

/** Every schema a route declares: its request's and its responses'. */
function routeSchemas(route: AnyRoute): SchemaRef[] {
  const { params, query, body } = route.request ?? {}
  return [
    ...[params, query, body].filter((ref) => ref !== undefined),
    ...Object.values(route.responses).flatMap((spec) => [
      ...(spec.schema ? [spec.schema] : []),
      ...Object.values(spec.alternatives ?? {}),
    ]),
  ]
}

/** The error statuses an operation can answer: its own plus what the pipeline adds. */
export function errorStatuses(route: AnyRoute, bearerAuth: boolean): number[] {
  const statuses = new Set(route.errors)
  const request = route.request
  if (request?.params || request?.query || request?.body) statuses.add(400)
  if (request?.body) statuses.add(413)
  if (bearerAuth) {
    statuses.add(401)
    statuses.add(403)
    statuses.add(429)
  } else if (route.admin) statuses.add(401)
  statuses.add(500)
  return [...statuses].sort((a, b) => a - b)
}

/**
 * Builds an OpenAPI 3.1 document from a route table.
 *
 * @example createOpenApiDocument(publicRoutes, publicDocumentOptions)
 */
export function createOpenApiDocument(routes: readonly AnyRoute[], options: DocumentOptions): OpenAPIObject {
  const builder = OpenApiBuilder.create()
    .addOpenApiVersion('3.1.0')
    .addTitle(options.title)
    .addVersion(options.version)
    .addDescription(options.description)
    .addContact({ name: 'context-graph-mock', url: 'https://www.npmjs.com/package/context-graph-mock' })
    .addLicense({ name: 'MIT', identifier: 'MIT' })
  for (const server of options.servers) builder.addServer(server)
  for (const tag of options.tags) builder.addTag(tag)
  if (options.bearerAuth)
    builder.addSecurityScheme('bearerAuth', {
      type: 'http',
      scheme: 'bearer',
      description: 'An API key: `Authorization: Bearer <key>`',
    })

  // The schemas are built on first use: build every one the routes name, so the registry holds them.
  resolveSchema(options.errorSchema)
  for (const route of routes) routeSchemas(route).forEach(resolveSchema)
  const { schemas } = z.toJSONSchema(options.registry, {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  })
  for (const [id, schema] of Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))) {
    builder.addSchema(id, stripMeta(schema as Record<string, unknown>))
  }

  const paths: Record<string, Record<string, OperationObject>> = {}
  for (const route of routes) {
    const where = `${route.method.toUpperCase()} ${route.path}`
    const responses: ResponsesObject = {}
    for (const [status, spec] of Object.entries(route.responses)) {
      responses[status] = spec.schema
        ? {
            description: spec.description,
            content: {
              [spec.contentType ?? 'application/json']: { schema: refTo(options.registry, spec.schema, where) },
              ...Object.fromEntries(
                Object.entries(spec.alternatives ?? {}).map(([type, schema]) => [
                  type,
                  { schema: refTo(options.registry, schema, where) },
                ]),
              ),
            },
          }
        : { description: spec.description }
    }
    for (const status of errorStatuses(route, options.bearerAuth)) {
      responses[String(status)] = {
        description:
          status === 401 && !options.bearerAuth
            ? 'Missing or wrong admin token (only when the mock runs with one)'
            : (ERROR_DESCRIPTIONS[status] ?? 'Error'),
        content: { 'application/json': { schema: refTo(options.registry, options.errorSchema, where) } },
      }
    }
    const operation: OperationObject = {
      operationId: route.operationId,
      summary: route.summary,
      description: route.scope ? `${route.description}\n\nRequires scope \`${route.scope}\`.` : route.description,
      tags: [route.tag],
      parameters: [...parameters(route.request?.params, 'path'), ...parameters(route.request?.query, 'query')],
      responses,
    }
    if (route.request?.body) {
      operation.requestBody = {
        required: route.request.bodyRequired ?? false,
        content: { 'application/json': { schema: refTo(options.registry, route.request.body, where) } },
      }
    }
    if (options.bearerAuth && route.scope) {
      // Scopes of a bearer key are not OAuth scopes, so the requirement lists none (Spectral's
      // oas ruleset insists); the scope is carried by x-required-scope and the description.
      operation.security = [{ bearerAuth: [] }]
      operation['x-required-scope'] = route.scope
    }
    ;(paths[route.path] ??= {})[route.method] = operation
  }
  for (const [path, item] of Object.entries(paths)) builder.addPath(path, item)
  return builder.getSpec()
}
