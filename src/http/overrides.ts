/*
 * Overrides: a resolver for one method and path of the public API that answers instead of the
 * mock, under every prefix the mock serves (`/v1`, `/api/developers/v1`, behind a base path) and
 * in every adapter, because the pipeline consults them after taking the prefix off. A resolver
 * that answers nothing (undefined) lets the mock answer.
 */

/**
 * What a resolver gets: the request (a copy: its body may be read), the path's named segments, and
 * the mock's own answer on demand.
 */
export interface OverrideInput {
  request: Request
  /** Named segments of the pattern (`:slug` or `{slug}`), decoded. */
  params: Record<string, string>
  /** The mock's answer to the same request, as if there were no override. */
  next(): Promise<Response>
}

export type OverrideResolver = (input: OverrideInput) => Response | undefined | Promise<Response | undefined>

export interface Override {
  /** Upper-case method, or `*` for any. */
  method: string
  /** The pattern's segments after `v1`: literals, `:name`, or a final `*` for any rest. */
  segments: string[]
  resolver: OverrideResolver
}

export interface Overrides {
  /** Adds an override; the function it returns removes it. Added later wins over earlier. */
  add(method: string, path: string, resolver: OverrideResolver): () => void
  /** The newest override for a method and the segments of a path in its short form (`['v1', 'objects']`). */
  match(method: string, segments: readonly string[]): { override: Override; params: Record<string, string> } | undefined
  clear(): void
  readonly size: number
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', '*'])
/** Bounds what one mock holds: overrides are for tests, a few at a time. */
export const MAX_OVERRIDES = 1000

/**
 * Reads a pattern of the short form: `/v1/objects`, `/v1/objects/:slug/records`,
 * `/v1/objects/{slug}`, `/v1/lists/*`. The long prefix or a base path is refused: one pattern
 * covers them all.
 */
export function parseOverridePath(path: string): string[] {
  const parts = path.split('?')[0]!.split('/')
  if (parts[0] !== '' || parts[1] !== 'v1') {
    throw new RangeError(
      `Invalid override path "${path}": write it in the short form, starting with /v1/ (it covers ` +
        `/api/developers/v1 and the base path too)`,
    )
  }
  const rest = parts.slice(2).filter((part, i, all) => part !== '' || i < all.length - 1)
  rest.forEach((part, i) => {
    if (part === '') throw new RangeError(`Invalid override path "${path}": an empty segment`)
    if (part === '*' && i !== rest.length - 1)
      throw new RangeError(`Invalid override path "${path}": "*" may only end the path`)
  })
  return rest.map((part) => (part.startsWith('{') && part.endsWith('}') ? `:${part.slice(1, -1)}` : part))
}

export function createOverrides(): Overrides {
  const list: Override[] = []
  return {
    add(method, path, resolver) {
      const upper = method.toUpperCase()
      if (!METHODS.has(upper))
        throw new RangeError(`Invalid override method "${method}": expected GET, POST, PUT, PATCH, DELETE or *`)
      if (typeof resolver !== 'function') throw new TypeError('An override needs a resolver function')
      if (list.length >= MAX_OVERRIDES)
        throw new RangeError(`At most ${MAX_OVERRIDES} overrides at once; remove some first`)
      const override: Override = { method: upper, segments: parseOverridePath(path), resolver }
      list.push(override)
      return () => {
        const at = list.indexOf(override)
        if (at !== -1) list.splice(at, 1)
      }
    },
    match(method, segments) {
      if (segments[0] !== 'v1') return undefined
      const rest = segments.slice(1)
      for (let i = list.length - 1; i >= 0; i--) {
        const override = list[i]!
        if (override.method !== '*' && override.method !== method) continue
        const params = matchSegments(override.segments, rest)
        if (params) return { override, params }
      }
      return undefined
    },
    clear: () => void list.splice(0),
    get size() {
      return list.length
    },
  }
}

function matchSegments(pattern: readonly string[], segments: readonly string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {}
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i]!
    if (part === '*' && i === pattern.length - 1) return params
    const segment = segments[i]
    if (segment === undefined) return undefined
    if (part.startsWith(':')) params[part.slice(1)] = segment
    else if (part !== segment) return undefined
  }
  return pattern.length === segments.length ? params : undefined
}
