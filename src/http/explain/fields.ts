import type { z } from 'zod'
import type { Workspace } from '../../core/model.js'
import type { AnyRoute } from '../route.js'
import { resolveSchema } from '../schemas/lazy.js'
import { explanation, quote, type Explanation } from './explanation.js'
import { closest } from './nearest.js'

/**
 * Names the official clients (and their users) send that the reference calls otherwise: the
 * reference's own name is the suggestion, ahead of any nearest name.
 */
export const CLIENT_VARIANTS: Readonly<Record<string, string>> = {
  record_id: 'parent_id',
  email: 'email_addresses',
  emails: 'email_addresses',
  phone: 'phone_number',
  phone_numbers: 'phone_number',
  domain: 'domains',
}

type Where = 'path' | 'query' | 'body'
type Issue = z.core.$ZodIssue

/** The most issues and path parts read: a body with a thousand bad fields is explained by its first. */
const MAX_ISSUES = 20
const MAX_DEPTH = 16

/**
 * A 400 from the route's schemas: an unknown key (the closest declared name, or the reference's
 * name for a known client variant) before a wrong type (its JSON path, the type expected and an
 * example value).
 */
export function explainIssues(route: AnyRoute, where: Where, issues: readonly Issue[]): Explanation | undefined {
  const schema = resolveSchema(route.request?.[where === 'path' ? 'params' : where])
  const read = issues.slice(0, MAX_ISSUES)
  for (const issue of read) {
    if (issue.code !== 'unrecognized_keys') continue
    const [key] = issue.keys
    if (key === undefined) continue
    const at = jsonPath(where, [...issue.path, key])
    const declared = schema ? keysAt(schema, issue.path) : []
    const variant = CLIENT_VARIANTS[key]
    const suggestion =
      variant !== undefined && declared.includes(variant) ? variant : (closest(key, declared)[0] ?? undefined)
    const hint = suggestion
      ? variant === suggestion
        ? `; the reference calls it "${suggestion}"`
        : `; did you mean "${suggestion}"?`
      : declared.length > 0
        ? `; declared: ${declared.slice(0, 8).join(', ')}`
        : ''
    return explanation(
      'unknown_field',
      `${at} is not a field of ${route.method.toUpperCase()} ${route.path}${hint}`,
      suggestion ? [suggestion] : declared.slice(0, 3),
    )
  }
  const [first] = read
  if (!first) return undefined
  const at = jsonPath(where, first.path)
  const expected = expectedOf(first)
  if (expected === undefined) return explanation('invalid_request', `${at}: ${first.message}`, [])
  const example = EXAMPLES[expected] ?? undefined
  return explanation(
    'wrong_type',
    `${at} must be ${expected}${example ? `, for example ${example}` : ''} (${first.message})`,
    example ? [`${at}: ${example}`] : [],
  )
}

/** A core 400 naming an attribute slug the object lacks: `"person" has no attribute "email"`. */
export function explainAttribute(workspace: Workspace | undefined, message: string): Explanation | undefined {
  const match = /^([\w.[\]]+): (?:the list )?"([^"]{1,64})" has no attribute "([^"]{0,200})"/.exec(message)
  if (!match || !workspace) return undefined
  const [, field, slug, name] = match as unknown as [string, string, string, string]
  const objectId = workspace.objectIdsBySlug.get(slug)
  const object = objectId === undefined ? undefined : workspace.objects.get(objectId)
  if (!object) return undefined
  const slugs = object.attribute_ids.map((id) => workspace.attributes.get(id)?.slug).filter((s) => s !== undefined)
  const variant = CLIENT_VARIANTS[name]
  const suggestion = variant !== undefined && slugs.includes(variant) ? variant : closest(name, slugs)[0]
  const hint = suggestion
    ? variant === suggestion
      ? `; the slug is "${suggestion}"`
      : `; did you mean "${suggestion}"?`
    : `; its attributes: ${slugs.slice(0, 8).join(', ')}`
  return explanation(
    'unknown_field',
    `${field}: ${quote(name)} is not an attribute of "${slug}"${hint}`,
    suggestion ? [suggestion] : slugs.slice(0, 3),
  )
}

function jsonPath(where: Where, path: readonly PropertyKey[]): string {
  let text = where === 'body' ? '$' : where
  for (const part of path.slice(0, MAX_DEPTH)) text += typeof part === 'number' ? `[${part}]` : `.${String(part)}`
  return text
}

/** The type or format an issue expected, in JSON's words. */
function expectedOf(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'int' ? 'integer' : issue.expected
    case 'invalid_format':
      return `a ${issue.format}`
    case 'invalid_value':
      return `one of ${issue.values
        .slice(0, 6)
        .map((v) => JSON.stringify(v))
        .join(', ')}`
    case 'too_small':
    case 'too_big':
      return undefined
    default:
      return undefined
  }
}

const EXAMPLES: Record<string, string> = {
  string: '"text"',
  number: '1',
  integer: '1',
  boolean: 'true',
  array: '[]',
  object: '{}',
  'a date': '"2026-04-01"',
  'a datetime': '"2026-04-01T10:00:00Z"',
  'a email': '"ada@example.com"',
  'a uuid': '"6f1c2a7e-9d3b-4c1e-8f7a-2b5d9e0c4a13"',
  'a url': '"https://example.com"',
}

interface Def {
  type: string
  innerType?: z.ZodType
  in?: z.ZodType
  out?: z.ZodType
  element?: z.ZodType
  shape?: Record<string, z.ZodType>
  options?: z.ZodType[]
  valueType?: z.ZodType
  getter?: () => z.ZodType
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The keys an object schema declares at `path` (wrappers, arrays and unions looked through). */
function keysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: z.ZodType | undefined = schema
  for (let i = 0; current && i <= Math.min(path.length, MAX_DEPTH); i++) {
    current = unwrap(current)
    if (i === path.length) break
    const def = defOf(current)
    const part = path[i]
    if (def.type === 'array') current = def.element
    else if (def.type === 'record') current = def.valueType
    else if (def.type === 'object') current = def.shape?.[String(part)]
    else if (def.type === 'union') current = def.options?.find((o) => defOf(unwrap(o)).type === 'object')
    else current = undefined
  }
  if (!current) return []
  const def = defOf(current)
  if (def.type === 'object') return Object.keys(def.shape ?? {})
  if (def.type === 'union') return [...new Set(def.options?.flatMap((option) => keysAt(option, [])) ?? [])]
  return []
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema
  for (let i = 0; i < 8; i++) {
    const def = defOf(current)
    const next =
      def.innerType ?? (def.type === 'pipe' ? def.in : undefined) ?? (def.type === 'lazy' ? def.getter?.() : undefined)
    if (!next) return current
    current = next
  }
  return current
}
