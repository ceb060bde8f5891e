import type { AnyRoute } from '../route.js'
import { editDistance } from './nearest.js'
import { explanation, oneLine, type Explanation } from './explanation.js'

/** The most segments and characters per segment compared: a longer path names no operation anyway. */
const MAX_SEGMENTS = 12
const MAX_SEGMENT = 64

interface Pattern {
  route: AnyRoute
  method: string
  /** The path's segments; a parameter is null (it matches any value). */
  segments: (string | null)[]
}

/** One reading of what the client sent: the segments, and what was changed to read them so. */
interface Reading {
  segments: string[]
  fixed: string | undefined
  cost: number
}

/**
 * Near misses of the route table: for a path no operation has, the operations the client most
 * likely meant (a missing `/v1` or `/api/developers` prefix, a typo, a singular for a plural);
 * for a method the path lacks, the methods it has and the nearest operation with that method.
 * The search is bounded by the route table: at most 12 segments of 64 characters, compared with
 * the operations of the same length.
 */
export function createRouteExplainer(routes: readonly AnyRoute[]) {
  const patterns: Pattern[] = routes
    .filter((route) => route.public)
    .map((route) => ({
      route,
      method: route.method.toUpperCase(),
      segments: route.path
        .split('/')
        .filter(Boolean)
        .map((s) => (s.startsWith('{') ? null : s)),
    }))

  /** The operations nearest to `segments`, best first, as `METHOD /path` with the client's values. */
  function nearest(method: string, segments: readonly string[], sameMethodOnly: boolean) {
    const found: { text: string; cost: number; fixed: string | undefined }[] = []
    for (const reading of readings(segments)) {
      for (const pattern of patterns) {
        if (pattern.segments.length !== reading.segments.length) continue
        if (sameMethodOnly && pattern.method !== method) continue
        const cost = distance(pattern.segments, reading.segments)
        if (cost === undefined) continue
        const path = pattern.segments.map((s, i) => s ?? reading.segments[i]!).join('/')
        found.push({
          text: `${pattern.method} /${path}`,
          cost: reading.cost + cost + (pattern.method === method ? 0 : 0.5),
          fixed: reading.fixed,
        })
      }
    }
    found.sort((a, b) => a.cost - b.cost)
    const seen = new Set<string>()
    return found.filter((f) => !seen.has(f.text) && seen.add(f.text)).slice(0, 3)
  }

  return {
    unknownRoute(method: string, path: string, segments: readonly string[]): Explanation {
      const near = nearest(method, segments, false)
      const shown = oneLine(path).slice(0, 120)
      if (near.length === 0)
        return explanation(
          'unknown_route',
          `No operation ${method} ${shown}, and none is near it; the operations are listed in GET /openapi.json`,
        )
      const [best] = near
      const why = best!.fixed ? ` (${best!.fixed})` : ''
      return explanation(
        'unknown_route',
        `No operation ${method} ${shown}; did you mean ${best!.text}${why}?`,
        near.map((n) => n.text),
      )
    },

    methodNotAllowed(method: string, path: string, segments: readonly string[], allowed: readonly string[]) {
      const shown = oneLine(path).slice(0, 120)
      const suggestions: string[] = []
      // The official client's PUT of a list member: the reference updates one with PATCH.
      if (method === 'PUT' && allowed.includes('PATCH')) suggestions.push(`PATCH ${shown}`)
      suggestions.push(...nearest(method, segments, true).map((n) => n.text))
      const hint = suggestions.length > 0 ? `; nearest with ${method}: ${suggestions[0]}` : ''
      return explanation(
        'method_not_allowed',
        `${shown} answers ${allowed.join(', ')}, not ${method}${hint}`,
        suggestions.length > 0 ? suggestions : allowed.map((m) => `${m} ${shown}`),
      )
    },
  }
}

export type RouteExplainer = ReturnType<typeof createRouteExplainer>

/** The ways a client's path may be read: as sent, with `/v1` added, or with a stray prefix dropped. */
function readings(sent: readonly string[]): Reading[] {
  const segments = sent.slice(0, MAX_SEGMENTS).map((s) => s.slice(0, MAX_SEGMENT))
  const out: Reading[] = [{ segments, fixed: undefined, cost: 0 }]
  const add = (next: string[], fixed: string) => out.push({ segments: next, fixed, cost: 1 })
  if (segments[0] !== 'v1') add(['v1', ...segments], 'the path needs the /v1 prefix')
  // `/api/objects`, `/developers/v1/objects`, `/api/developers/objects`: part of the long prefix.
  const prefix = ['api', 'developers', 'v1']
  let i = 0
  while (i < segments.length && i < prefix.length && prefix.includes(segments[i]!)) i++
  // `POST /v1/tasks/1` for `POST /v1/tasks`: the collection the client may have meant.
  if (segments.length > 2) out.push({ segments: segments.slice(0, -1), fixed: 'without the last segment', cost: 1.5 })
  if (i > 0 && segments[i - 1] !== 'v1') add(['v1', ...segments.slice(i)], 'the prefix is /v1 or /api/developers/v1')
  else if (i > 1) add(['v1', ...segments.slice(i)], 'the prefix is /v1 or /api/developers/v1')
  return out
}

/** The cost of reading `sent` as the pattern, or undefined when a segment is not near. */
function distance(pattern: readonly (string | null)[], sent: readonly string[]): number | undefined {
  let total = 0
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i]
    if (want === null || want === undefined || want === sent[i]) continue
    const got = sent[i]!.toLowerCase()
    if (got === want) total += 0.25
    else if (
      got === `${want}s` ||
      `${got}s` === want ||
      got === want.replace(/ies$/, 'y') ||
      want === got.replace(/ies$/, 'y')
    )
      total += 0.5
    else {
      const max = Math.max(1, Math.floor(want.length / 3))
      const d = editDistance(got, want, max)
      if (d > max) return undefined
      total += d
    }
  }
  return total
}
