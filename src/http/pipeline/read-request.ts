import { z } from 'zod'
import { ApiError } from '../../core/errors.js'
import type { AnyRoute } from '../route.js'
import { resolveSchema } from '../schemas/lazy.js'
import type { Next, Step } from './compose.js'
import { formatIssues, InvalidInput } from './errors.js'
import type { Exchange, RawResponse } from './exchange.js'

/**
 * The route's input: the body read (413 past `bodyLimit`) and parsed as JSON, then the path
 * parameters, the query parameters the route declares and the body, each checked by its schema
 * (400 naming the field). A GET or HEAD reads no body.
 */
export function readRequest(routes: readonly AnyRoute[], bodyLimit: number): Step {
  // The query parameters each route declares; every other parameter (a cache buster) is ignored.
  // Read when the route is first called, as its schemas are built then.
  const queryKeys = new Map<AnyRoute, string[] | undefined>()
  const queryKeysOf = (route: AnyRoute): string[] | undefined => {
    if (queryKeys.has(route)) return queryKeys.get(route)
    const query = resolveSchema(route.request?.query)
    const keys = query instanceof z.ZodObject ? Object.keys(query.shape) : undefined
    queryKeys.set(route, keys)
    return keys
  }
  const parseInput = (exchange: Exchange, bytes: Uint8Array | undefined, next: Next): Promise<RawResponse> => {
    const route = exchange.route!
    exchange.requestBody = bytes
    const text = bytes === undefined ? undefined : decoder.decode(bytes)
    exchange.requestText = text
    const rawBody = parseJson(text)
    if (rawBody === undefined && route.request?.bodyRequired) throw new ApiError(400, 'A JSON request body is required')
    const pathParams = exchange.match?.kind === 'found' ? exchange.match.params : {}
    const params = parse(resolveSchema(route.request?.params), pathParams, 'path')
    const query = parse(
      resolveSchema(route.request?.query),
      readQuery(exchange.target.query, queryKeysOf(route)),
      'query',
    )
    // An operation whose body is optional (bodyRequired unset) treats no body as "all defaults".
    const body =
      route.request?.body && rawBody !== undefined
        ? parse(resolveSchema(route.request.body), rawBody, 'body')
        : undefined
    exchange.input = { params, query, body }
    return next(exchange)
  }
  return (exchange, next) => {
    if (exchange.method === 'GET' || exchange.method === 'HEAD') return parseInput(exchange, undefined, next)
    return exchange.request.readBody(bodyLimit).then((bytes) => parseInput(exchange, bytes, next))
  }
}

/** The query parameters an operation declares; every other parameter is ignored. */
function readQuery(query: string, known: string[] | undefined): Record<string, string> {
  const values: Record<string, string> = {}
  if (!query || !known) return values
  const params = new URLSearchParams(query)
  for (const name of known) {
    const value = params.get(name)
    if (value !== null) values[name] = value
  }
  return values
}

class ForbiddenKey extends Error {}

const decoder = new TextDecoder()

function parseJson(text: string | undefined): unknown {
  if (text === undefined || text.trim() === '') return undefined
  try {
    // A "__proto__" key is spelled so, or with a `\u` escape: without either, no reviver is needed
    // (a reviver called for every value was most of an upsert's body parsing).
    if (!text.includes('__proto__') && !text.includes('\\u')) return JSON.parse(text) as unknown
    return JSON.parse(text, (name, value: unknown) => {
      // A "__proto__" key would reach objects built from the body; refuse it outright.
      if (name === '__proto__') throw new ForbiddenKey()
      return value
    })
  } catch (error) {
    if (error instanceof ForbiddenKey) throw new ApiError(400, 'Invalid JSON body: the key "__proto__" is not allowed')
    throw new ApiError(400, `Malformed JSON body: ${(error as Error).message}`)
  }
}

const PROBLEMS = { path: 'Invalid path parameter', query: 'Invalid query parameter', body: 'Invalid request body' }

function parse(schema: z.ZodType | undefined, value: unknown, where: 'path' | 'query' | 'body'): unknown {
  if (!schema) return value
  const result = schema.safeParse(value)
  if (!result.success)
    throw new InvalidInput(
      `${PROBLEMS[where]}: ${formatIssues(result.error.issues, where === 'body' ? 'body' : '')}`,
      where,
      result.error.issues,
    )
  return result.data
}
