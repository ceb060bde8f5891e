import { trimTrailing } from '../core/text.js'
/**
 * What differs between two OpenAPI 3.x documents, as the drift report `openapi --diff` prints:
 * operations (method and path, path parameters compared by position so `{id}` and `{record_id}`
 * are the same operation), their parameters (name, place, required, type), request body fields
 * and response statuses and fields (dotted paths with their types, `data[].title: string`).
 * Deterministic: every list is sorted, so the same two documents give the same report.
 */
export interface DiffEntry {
  /** `METHOD /path` as in the first document (or the second, for an operation only it has). */
  operation: string
  kind: 'operation' | 'parameter' | 'request' | 'status' | 'field'
  /** What differs: "only in ours", "only in theirs", or "ours: string, theirs: integer". */
  change: string
  /** The parameter, status or field path, when the entry is about one. */
  item?: string
}

type Doc = { paths?: Record<string, Record<string, any>>; components?: any }
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const
const MAX_DEPTH = 8

/** Compares `ours` with `theirs`. */
export function diffDocuments(ours: Doc, theirs: Doc): DiffEntry[] {
  const a = operationsOf(ours)
  const b = operationsOf(theirs)
  const entries: DiffEntry[] = []
  for (const key of [...new Set([...a.keys(), ...b.keys()])].sort()) {
    const x = a.get(key)
    const y = b.get(key)
    if (!x || !y) {
      entries.push({ operation: (x ?? y)!.label, kind: 'operation', change: x ? 'only in ours' : 'only in theirs' })
      continue
    }
    const label = x.label
    compareMaps(entries, label, 'parameter', parametersOf(ours, x), parametersOf(theirs, y))
    compareMaps(
      entries,
      label,
      'request',
      fieldsOf(ours, requestSchema(ours, x.operation)),
      fieldsOf(theirs, requestSchema(theirs, y.operation)),
    )
    const statusesA = Object.keys(x.operation.responses ?? {})
    const statusesB = Object.keys(y.operation.responses ?? {})
    for (const status of [...new Set([...statusesA, ...statusesB])].sort()) {
      const inA = statusesA.includes(status)
      const inB = statusesB.includes(status)
      if (!inA || !inB) {
        entries.push({
          operation: label,
          kind: 'status',
          item: status,
          change: inA ? 'only in ours' : 'only in theirs',
        })
        continue
      }
      // Error bodies are one shared envelope; the fields of success responses are what clients read.
      if (!status.startsWith('2')) continue
      const fields = compareFieldMaps(
        fieldsOf(ours, responseSchema(ours, x.operation, status)),
        fieldsOf(theirs, responseSchema(theirs, y.operation, status)),
      )
      for (const [item, change] of fields)
        entries.push({ operation: label, kind: 'field', item: `${status} ${item}`, change })
    }
  }
  return entries
}

/** The report as text: one line per difference, grouped by operation. */
export function formatDiff(entries: readonly DiffEntry[]): string {
  if (entries.length === 0) return 'No differences.\n'
  const lines: string[] = []
  let current = ''
  for (const entry of entries) {
    if (entry.operation !== current) {
      current = entry.operation
      lines.push(current)
    }
    lines.push(`  ${entry.kind}${entry.item ? ` ${entry.item}` : ''}: ${entry.change}`)
  }
  const operations = new Set(entries.map((e) => e.operation)).size
  lines.push(
    '',
    `${entries.length} difference${entries.length === 1 ? '' : 's'} in ${operations} operation${operations === 1 ? '' : 's'}`,
  )
  return `${lines.join('\n')}\n`
}

function operationsOf(doc: Doc): Map<string, { label: string; path: string; operation: any; item: any }> {
  const map = new Map<string, { label: string; path: string; operation: any; item: any }>()
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    // `/v1/integrations/` and `/v1/integrations` are the same operation; parameters by position.
    const normalised = withoutTrailingSlash(templateOf(path).normalised)
    for (const method of METHODS) {
      if (item?.[method])
        map.set(`${normalised} ${method}`, {
          label: `${method.toUpperCase()} ${path}`,
          path,
          operation: item[method],
          item,
        })
    }
  }
  return map
}

function resolve(doc: Doc, value: any, seen = new Set<string>()): any {
  let current = value
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    if (seen.has(current.$ref) || !current.$ref.startsWith('#/')) return {}
    seen.add(current.$ref)
    current = current.$ref
      .slice(2)
      .split('/')
      .map((s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((node: any, key: string) => node?.[key], doc)
  }
  return current ?? {}
}

function parametersOf(doc: Doc, entry: { path: string; operation: any; item: any }): Map<string, string> {
  const map = new Map<string, string>()
  const names = templateOf(entry.path).names
  for (const raw of [...(entry.item.parameters ?? []), ...(entry.operation.parameters ?? [])]) {
    const p = resolve(doc, raw)
    if (!p.name || !p.in || p.in === 'header') continue
    // Path parameters by position, so a rename alone is not a difference of the operation.
    const name = p.in === 'path' ? `path #${names.indexOf(p.name) + 1}` : `${p.in} ${p.name}`
    map.set(name, `${typeOf(doc, p.schema)}${p.required || p.in === 'path' ? ', required' : ''}`)
  }
  return map
}

function requestSchema(doc: Doc, operation: any): any {
  const body = resolve(doc, operation.requestBody)
  return body?.content?.['application/json']?.schema
}

function responseSchema(doc: Doc, operation: any, status: string): any {
  const response = resolve(doc, operation.responses?.[status])
  return response?.content?.['application/json']?.schema
}

/** Field paths of a schema with their types: `data[].title` -> `string`, required marked. */
function fieldsOf(doc: Doc, schema: any): Map<string, string> {
  const fields = new Map<string, string>()
  if (schema !== undefined) walk(doc, schema, '', fields, 0, new Set())
  return fields
}

function walk(doc: Doc, raw: any, at: string, fields: Map<string, string>, depth: number, refs: Set<string>): void {
  if (depth > MAX_DEPTH || !raw || typeof raw !== 'object') return
  if (typeof raw.$ref === 'string') {
    if (refs.has(raw.$ref)) return
    const next = new Set(refs).add(raw.$ref)
    walk(doc, resolve(doc, raw), at, fields, depth, next)
    return
  }
  for (const part of [...(raw.allOf ?? []), ...(raw.oneOf ?? []), ...(raw.anyOf ?? [])])
    walk(doc, part, at, fields, depth + 1, refs)
  for (const [name, property] of Object.entries(raw.properties ?? {})) {
    const path = at ? `${at}.${name}` : name
    fields.set(path, typeOf(doc, property))
    walk(doc, property, path, fields, depth + 1, refs)
  }
  if (raw.items) walk(doc, raw.items, `${at}[]`, fields, depth + 1, refs)
  if (raw.additionalProperties && typeof raw.additionalProperties === 'object')
    walk(doc, raw.additionalProperties, `${at}{}`, fields, depth + 1, refs)
}

/** A short type: `string`, `integer`, `string|null`, `array`, `object`, `a|b` for enums of strings shown as `string`. */
function typeOf(doc: Doc, raw: any, depth = 0): string {
  const schema = resolve(doc, raw)
  if (depth > 3) return 'any'
  if (schema.type) return Array.isArray(schema.type) ? [...schema.type].sort().join('|') : schema.type
  const variants = schema.oneOf ?? schema.anyOf
  if (Array.isArray(variants)) return [...new Set(variants.map((v: any) => typeOf(doc, v, depth + 1)))].sort().join('|')
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) return typeOf(doc, schema.allOf[0], depth + 1)
  if (schema.properties) return 'object'
  if (schema.const !== undefined) return typeof schema.const
  if (Array.isArray(schema.enum))
    return [...new Set(schema.enum.map((v: unknown) => (v === null ? 'null' : typeof v)))].sort().join('|')
  return 'any'
}

function compareMaps(
  entries: DiffEntry[],
  operation: string,
  kind: DiffEntry['kind'],
  a: Map<string, string>,
  b: Map<string, string>,
): void {
  for (const [item, change] of compareFieldMaps(a, b)) entries.push({ operation, kind, item, change })
}

function compareFieldMaps(a: Map<string, string>, b: Map<string, string>): [string, string][] {
  const out: [string, string][] = []
  for (const key of [...new Set([...a.keys(), ...b.keys()])].sort()) {
    const x = a.get(key)
    const y = b.get(key)
    if (x === undefined) out.push([key, 'only in theirs'])
    else if (y === undefined) out.push([key, 'only in ours'])
    else if (x !== y) out.push([key, `ours: ${x}; theirs: ${y}`])
  }
  return out
}

/**
 * A path template's parameters blanked (`/v1/records/{id}` -> `/v1/records/{}`) and their names,
 * in one pass: a pattern such as `/\{[^}]*\}/g` rescans to the end from every unclosed `{`.
 */
function templateOf(path: string): { normalised: string; names: string[] } {
  let normalised = ''
  const names: string[] = []
  let open = -1
  for (let i = 0; i < path.length; i++) {
    const char = path[i]!
    if (open < 0 && char === '{') open = i
    else if (open >= 0 && char === '}') {
      names.push(path.slice(open + 1, i))
      normalised += '{}'
      open = -1
    } else if (open < 0) normalised += char
  }
  return { normalised: open >= 0 ? normalised + path.slice(open) : normalised, names }
}

/** The path without trailing slashes, keeping its first character (`/` stays `/`). */
function withoutTrailingSlash(path: string): string {
  return path.length <= 1 ? path : trimTrailing(path, '/') || path[0]!
}
