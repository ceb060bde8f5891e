import type { ErrorObject } from 'ajv/dist/2020.js'

/** One field a failing check found wrong: where, what the contract expects, what the server sent. */
export interface FieldDiff {
  /** A JSON path into the response (`$.data[0].title`), or `status`. */
  path: string
  expected: string
  actual: string
}

/** The most field diffs printed per check: the first ones tell what is wrong. */
export const MAX_DIFFS = 10

/**
 * The field diffs of a response that breaks its schema, from ajv's errors: the JSON path, what
 * the schema expects there (a type, a format, presence, one of some values) and the value sent.
 *
 * @example schemaDiffs(validate.errors, { title: 12 }) // [{ path: '$.title', expected: 'string', actual: '12' }]
 */
export function schemaDiffs(errors: readonly ErrorObject[], body: unknown): FieldDiff[] {
  const diffs: FieldDiff[] = []
  const seen = new Set<string>()
  for (const error of errors) {
    const parts = error.instancePath
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    let expected: string
    let at = parts
    if (error.keyword === 'required') {
      at = [...parts, String(error.params.missingProperty)]
      expected = 'present (required)'
    } else if (error.keyword === 'additionalProperties') {
      at = [...parts, String(error.params.additionalProperty)]
      expected = 'absent (not declared)'
    } else if (error.keyword === 'type') expected = String(error.params.type)
    else if (error.keyword === 'format') expected = `a ${String(error.params.format)} string`
    else if (error.keyword === 'enum')
      expected = `one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`
    else expected = error.message ?? error.keyword
    const path = jsonPath(at)
    const key = `${path}\u0000${expected}`
    if (seen.has(key)) continue
    seen.add(key)
    diffs.push({ path, expected, actual: show(valueAt(body, at)) })
    if (diffs.length >= MAX_DIFFS) break
  }
  return diffs
}

/** Whether a Pact verifier's mismatch carries its own expected and actual, so it reads as a field diff. */
export function isFieldMismatch(mismatch: any): boolean {
  return Boolean(mismatch) && (mismatch.expected !== undefined || mismatch.actual !== undefined)
}

/**
 * The field diffs of a Pact verifier's mismatches that carry their own expected and actual: a body
 * field by its JSON path, a header, a query parameter, the status or the content type by name.
 */
export function pactDiffs(mismatches: readonly any[]): FieldDiff[] {
  return mismatches
    .filter(isFieldMismatch)
    .slice(0, MAX_DIFFS)
    .map((m) => ({ path: pactPath(m), expected: showPact(m.expected), actual: showPact(m.actual) }))
}

function pactPath(m: any): string {
  if (typeof m.path === 'string') return m.path
  if (m.type === 'StatusMismatch') return 'status'
  if (m.type === 'HeaderMismatch' && typeof m.key === 'string') return `header ${m.key}`
  if (m.type === 'QueryMismatch' && typeof m.parameter === 'string') return `query ${m.parameter}`
  if (m.type === 'BodyTypeMismatch') return 'content type'
  return '$'
}

/** The lines `verify` prints under a failed check: `$.title: expected string, actual 12`. */
export function formatDiffs(diffs: readonly FieldDiff[]): string[] {
  return diffs.map((d) => `${d.path}: expected ${d.expected}, actual ${d.actual}`)
}

const MISSING = Symbol('missing')

function valueAt(body: unknown, parts: readonly string[]): unknown {
  let value: unknown = body
  for (const part of parts) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return MISSING
    value = (value as Record<string, unknown>)[part]
  }
  return value
}

function jsonPath(parts: readonly string[]): string {
  return parts.reduce((path, s) => (/^\d+$/.test(s) ? `${path}[${s}]` : `${path}.${s}`), '$')
}

/** A value as a diff shows it: JSON, cut at 60 characters; `(missing)` when there is none. */
function show(value: unknown): string {
  if (value === MISSING) return '(missing)'
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}

function showPact(value: unknown): string {
  if (value === undefined || value === null) return '(none)'
  return typeof value === 'string' ? (value.length > 60 ? `${value.slice(0, 57)}...` : value) : show(value)
}
