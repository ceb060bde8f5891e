import type { AnyRoute, HttpMethod } from './route.js'

interface TrieNode {
  statics: Map<string, TrieNode>
  param?: { name: string; node: TrieNode }
  routes: Map<HttpMethod, { route: AnyRoute; names: string[] }>
}

export type RouteMatch =
  | { kind: 'found'; route: AnyRoute; params: Record<string, string> }
  | { kind: 'method'; allowed: string[] }
  | { kind: 'none' }

export interface Router {
  /** Matches decoded segments; a static segment wins over a parameter at the same place. */
  match(method: string, segments: readonly string[]): RouteMatch
}

const emptyNode = (): TrieNode => ({ statics: new Map(), routes: new Map() })

/**
 * A segment trie over the route table: a match costs one map lookup per segment, whatever the
 * number of routes (a list of regular expressions costs one test per route).
 *
 * @example createRouter(routes).match('get', ['v1', 'records', '12'])
 */
export function createRouter(routes: readonly AnyRoute[]): Router {
  const root = emptyNode()
  for (const route of routes) {
    checkFlags(route)
    let node = root
    for (const segment of route.path.split('/').slice(1)) {
      const param = /^\{(\w+)\}$/.exec(segment)
      if (param) {
        if (node.param && node.param.name !== param[1])
          throw new Error(`${route.path}: parameter {${param[1]}} clashes with {${node.param.name}} at the same place`)
        node.param ??= { name: param[1]!, node: emptyNode() }
        node = node.param.node
      } else {
        let next = node.statics.get(segment)
        if (!next) node.statics.set(segment, (next = emptyNode()))
        node = next
      }
    }
    if (node.routes.has(route.method)) throw new Error(`${route.method.toUpperCase()} ${route.path} is declared twice`)
    node.routes.set(route.method, { route, names: [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!) })
  }

  const find = (
    node: TrieNode,
    segments: readonly string[],
    at: number,
    values: string[],
  ): { node: TrieNode; values: string[] } | undefined => {
    if (at === segments.length) return node.routes.size > 0 ? { node, values } : undefined
    const segment = segments[at]!
    const exact = node.statics.get(segment)
    const viaStatic = exact && find(exact, segments, at + 1, values)
    if (viaStatic) return viaStatic
    // A parameter never matches an empty segment (`/v1/records//x`).
    if (node.param && segment !== '') return find(node.param.node, segments, at + 1, [...values, segment])
    return undefined
  }

  return {
    match(method, segments) {
      const hit = find(root, segments, 0, [])
      if (!hit) return { kind: 'none' }
      const entry = hit.node.routes.get(method.toLowerCase() as HttpMethod)
      if (!entry) return { kind: 'method', allowed: [...hit.node.routes.keys()].map((m) => m.toUpperCase()) }
      const params: Record<string, string> = {}
      for (let i = 0; i < entry.names.length; i++) params[entry.names[i]!] = hit.values[i]!
      return { kind: 'found', route: entry.route, params }
    },
  }
}

/**
 * The route facts the pipeline reads from flags, checked against the table once: an operation
 * under `/v1` is public and needs a scope, and nothing else is or does (the prefix stage sends
 * both public prefixes to `/v1`, and authenticates there).
 */
function checkFlags(route: AnyRoute): void {
  const name = `${route.method.toUpperCase()} ${route.path}`
  const underV1 = route.path.startsWith('/v1/')
  if (Boolean(route.public) !== underV1)
    throw new Error(
      `${name}: ${underV1 ? 'an operation under /v1 is public' : 'only an operation under /v1 is public'}`,
    )
  if (Boolean(route.public) !== (route.scope !== undefined))
    throw new Error(`${name}: ${route.public ? 'a public route needs a scope' : 'only a public route has a scope'}`)
  if (route.public && route.admin) throw new Error(`${name}: a public route is not an admin route`)
}
