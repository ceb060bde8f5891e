/** A JSON Schema of the contract (the generated OpenAPI document's), `$ref`s unresolved. */
type Schema = Record<string, any>

export interface PactMatcher {
  match: 'type' | 'regex'
  regex?: string
}

/** PactV4 matching rules of one category (`body`), by JSON path. */
export type PactRules = Record<string, { combine: 'AND'; matchers: PactMatcher[] }>

/** RFC 3339 / ISO 8601 date-time, as the mock writes timestamps (with or without milliseconds). */
export const ISO_8601 = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$'
/** The API's ids: digit strings. */
export const DIGIT_ID = '^\\d+$'

const jsonType = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? 'number' : typeof value

/** Follows `#/components/schemas/...` references (a few levels: the document's refs do not chain far). */
function resolve(schema: Schema | undefined, components: Record<string, Schema>): Schema | undefined {
  let current = schema
  for (let hops = 0; current?.$ref && hops < 8; hops++)
    current = components[String(current.$ref).replace('#/components/schemas/', '')]
  return current
}

function fits(schema: Schema, value: unknown, components: Record<string, Schema>): boolean {
  const s = resolve(schema, components)
  if (!s) return false
  if (s.const !== undefined) return s.const === value
  if (Array.isArray(s.enum)) return s.enum.includes(value)
  const type = jsonType(value)
  if (s.type === undefined) return s.anyOf || s.oneOf ? narrow(s, value, components) !== undefined : true
  const types: string[] = Array.isArray(s.type) ? s.type : [s.type]
  return types.includes(type) || (type === 'number' && types.includes('integer'))
}

/** The branch of a union (`anyOf`/`oneOf`) the value is of, and `allOf` parts as one object schema. */
function narrow(schema: Schema | undefined, value: unknown, components: Record<string, Schema>): Schema | undefined {
  const s = resolve(schema, components)
  if (!s) return undefined
  const union: Schema[] | undefined = s.anyOf ?? s.oneOf
  if (union) {
    const branch = union.find((b) => fits(b, value, components))
    return branch ? narrow(branch, value, components) : undefined
  }
  if (Array.isArray(s.allOf)) {
    const parts = s.allOf.map((p: Schema) => narrow(p, value, components) ?? {})
    return Object.assign({}, ...parts, {
      properties: Object.assign({}, ...parts.map((p: Schema) => p.properties ?? {})),
    })
  }
  return s
}

const pathOf = (parent: string, key: string): string =>
  /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `${parent}.${key}` : `${parent}['${key.replace(/'/g, "\\'")}']`

/**
 * Matching rules for a JSON body, read from its schema in the contract: a string the schema gives
 * a pattern gets that regex, a date-time the ISO 8601 regex, an id (`id`, `..._id`) the digit-string
 * regex; an enum or constant stays the exact value; everything else matches by type. Arrays match
 * by type at any length, each element by the rules of its kind (`[*]`), so a list that grew or
 * shrank in the session still matches what a fresh mock lists.
 *
 * @example bodyRules({ id: '12' }, schema, components) // { '$.id': { combine: 'AND', matchers: [{ match: 'regex', regex: '^\\d+$' }] } }
 */
export function bodyRules(value: unknown, schema: Schema | undefined, components: Record<string, Schema>): PactRules {
  const rules: PactRules = {}
  const add = (path: string, matcher: PactMatcher) => {
    // The first element of a list decides its `[*]` rules.
    if (!rules[path]) rules[path] = { combine: 'AND', matchers: [matcher] }
  }
  const walk = (node: unknown, nodeSchema: Schema | undefined, path: string, key: string): void => {
    const s = narrow(nodeSchema, node, components)
    if (s && (s.const !== undefined || Array.isArray(s.enum))) return
    if (Array.isArray(node)) {
      add(path, { match: 'type' })
      for (const item of node) walk(item, s?.items, `${path}[*]`, key)
      return
    }
    if (node !== null && typeof node === 'object') {
      for (const [name, child] of Object.entries(node as Record<string, unknown>)) {
        const additional = typeof s?.additionalProperties === 'object' ? s.additionalProperties : undefined
        walk(child, s?.properties?.[name] ?? additional, pathOf(path, name), name)
      }
      return
    }
    if (node === null) return
    if (typeof node === 'string') {
      if (s?.format === 'date-time' || (!s && new RegExp(ISO_8601).test(node)))
        return add(path, { match: 'regex', regex: ISO_8601 })
      if (typeof s?.pattern === 'string' && portable(s.pattern) && safeTest(s.pattern, node))
        return add(path, { match: 'regex', regex: s.pattern })
      if ((key === 'id' || key.endsWith('_id')) && /^\d+$/.test(node))
        return add(path, { match: 'regex', regex: DIGIT_ID })
    }
    add(path, { match: 'type' })
  }
  walk(value, schema, '$', '')
  return rules
}

/** The verifier's regex engine (Rust's) has no look-around or back-references. */
const portable = (pattern: string): boolean => !/\(\?[=!<]|\\\d/.test(pattern)

function safeTest(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value)
  } catch {
    return false
  }
}
