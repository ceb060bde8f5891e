import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { isSecretField, type JournalMismatch } from '../http/journal.js'
import type { ContractOperation } from '../http/contract-operations.js'

// ajv-formats is CommonJS: its default export arrives as the module object under NodeNext.
const addFormats = ((addFormatsModule as any).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020

/** One way a request or an answer differs from the contract: where (`$.data[0].id` in a body, `query.limit`, `path.task_id`, `(status)`, `(content-type)`), what the contract expects, what came. */
export type Mismatch = JournalMismatch

type Document = { paths?: Record<string, Record<string, any>> }

/**
 * Checks requests and answers against an OpenAPI 3.1 document with ajv (JSON Schema 2020-12),
 * as `verify --base-url` does, but answers each problem as data: the operation, where, what the
 * contract expects and what came. Query and path parameters arrive as text, so their check
 * coerces (`limit=5` is an integer); bodies are checked as sent.
 *
 * @example const validator = createContractValidator(createPublicDocument()); validator.response(op, 200, 'application/json', text)
 */
export function createContractValidator(document: Document) {
  const bodies = new Ajv2020({ strict: false, allErrors: true, validateFormats: true })
  const params = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, coerceTypes: true })
  for (const ajv of [bodies, params]) {
    addFormats(ajv)
    ajv.addSchema(document as object, 'openapi')
  }
  const compiled = new Map<string, ValidateFunction>()
  const compile = (ajv: Ajv2020, pointer: (string | number)[]): ValidateFunction => {
    const key = `${ajv === params ? 'p' : 'b'} ${pointer.join('/')}`
    let validate = compiled.get(key)
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi#/${pointer.map((s) => escapePointer(String(s))).join('/')}` })
      compiled.set(key, validate)
    }
    return validate
  }

  return {
    /** The request's path parameters, query and JSON body against the operation. */
    request(
      operation: ContractOperation,
      query: URLSearchParams,
      contentType: string | undefined,
      body: string,
    ): Mismatch[] {
      const found: Omit<Mismatch, 'operationId' | 'direction' | 'status'>[] = []
      const declared = (operation.operation.parameters ?? []) as any[]
      declared.forEach((parameter, index) => {
        const where = parameter.in as string
        if (where !== 'query' && where !== 'path') return
        const raw = where === 'path' ? operation.params[parameter.name] : (query.get(parameter.name) ?? undefined)
        if (raw === undefined) {
          if (parameter.required)
            found.push({ path: `${where}.${parameter.name}`, expected: 'present', actual: 'missing' })
          return
        }
        if (!parameter.schema) return
        const holder = { value: raw }
        const validate = compile(params, [
          'paths',
          operation.path,
          operation.method.toLowerCase(),
          'parameters',
          index,
          'schema',
        ])
        if (!validate(holder.value))
          for (const error of validate.errors ?? []) found.push(describe(error, raw, `${where}.${parameter.name}`))
      })
      const names = new Set(declared.filter((p) => p.in === 'query').map((p) => p.name as string))
      for (const name of new Set(query.keys()))
        if (!names.has(name)) found.push({ path: `query.${name}`, expected: 'not declared', actual: 'present' })
      const requestBody = operation.operation.requestBody
      const schema = requestBody?.content?.['application/json']?.schema
      if (body.length > 0 && schema) {
        if (contentType !== undefined && !contentType.toLowerCase().startsWith('application/json'))
          found.push({ path: '(content-type)', expected: 'application/json', actual: contentType })
        else {
          const parsed = parseJson(body)
          if (parsed === undefined) found.push({ path: '$', expected: 'JSON', actual: 'text that does not parse' })
          else {
            const validate = compile(bodies, [
              'paths',
              operation.path,
              operation.method.toLowerCase(),
              'requestBody',
              'content',
              'application/json',
              'schema',
            ])
            if (!validate(parsed.value))
              for (const error of validate.errors ?? []) found.push(describe(error, parsed.value))
          }
        }
      } else if (body.length === 0 && requestBody?.required)
        found.push({ path: '$', expected: 'a JSON body', actual: 'none' })
      return dedupe(found).map((m) => ({ operationId: operation.operationId, direction: 'request', status: 0, ...m }))
    },

    /** The target's status, content type and JSON body against the operation's declared answers. */
    response(operation: ContractOperation, status: number, contentType: string | undefined, body: string): Mismatch[] {
      const mismatch = (m: Omit<Mismatch, 'operationId' | 'direction' | 'status'>): Mismatch => ({
        operationId: operation.operationId,
        direction: 'response',
        status,
        ...m,
      })
      const responses = (operation.operation.responses ?? {}) as Record<string, any>
      const response = responses[String(status)]
      if (!response)
        return [
          mismatch({
            path: '(status)',
            expected: `one of ${Object.keys(responses).join(', ')}`,
            actual: String(status),
          }),
        ]
      const media = Object.keys(response.content ?? {})
      if (media.length === 0)
        return body.length === 0 ? [] : [mismatch({ path: '$', expected: 'no body', actual: `${body.length} bytes` })]
      const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
      if (!media.includes(type))
        return [mismatch({ path: '(content-type)', expected: media.join(', '), actual: contentType ?? 'none' })]
      if (type !== 'application/json' || !response.content[type].schema) return []
      const parsed = parseJson(body)
      if (parsed === undefined) return [mismatch({ path: '$', expected: 'JSON', actual: 'text that does not parse' })]
      const validate = compile(bodies, [
        'paths',
        operation.path,
        operation.method.toLowerCase(),
        'responses',
        String(status),
        'content',
        type,
        'schema',
      ])
      if (validate(parsed.value)) return []
      return dedupe((validate.errors ?? []).map((error) => describe(error, parsed.value))).map(mismatch)
    },
  }
}

export type ContractValidator = ReturnType<typeof createContractValidator>

function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown }
  } catch {
    return undefined
  }
}

function escapePointer(segment: string): string {
  return encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1')).replace(/%7E/gi, '~')
}

/** The segments of a JSON pointer (`/data/0/id`). */
const segmentsOf = (pointer: string): string[] =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))

/** `$.data[0].id` from segments. */
function jsonPath(segments: string[]): string {
  return segments.reduce((path, s) => (/^\d+$/.test(s) ? `${path}[${s}]` : `${path}.${s}`), '$')
}

/** `number 5`, `string "abc"`, `object`, `array of 3`, `null`: what came, short, a secret's value left out. */
export function describeValue(value: unknown, field?: string): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return `array of ${value.length}`
  if (typeof value === 'object') return 'object'
  if (field !== undefined && isSecretField(field)) return `${typeof value} (redacted)`
  if (typeof value === 'string') return `string ${JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)}`
  return `${typeof value} ${String(value)}`
}

function valueAt(root: unknown, segments: string[]): unknown {
  let value = root
  for (const s of segments) value = value && typeof value === 'object' ? (value as any)[s] : undefined
  return value
}

/** An ajv error as where, expected, actual. `prefix` names a parameter (its value is the root). */
function describe(
  error: ErrorObject,
  root: unknown,
  prefix?: string,
): Omit<Mismatch, 'operationId' | 'direction' | 'status'> {
  const segments = segmentsOf(error.instancePath)
  const at = (more: string[] = []) => (prefix ? prefix : jsonPath([...segments, ...more]))
  const value = valueAt(root, segments)
  const field = segments.at(-1) ?? prefix?.split('.').at(-1)
  switch (error.keyword) {
    case 'required': {
      const name = String(error.params.missingProperty)
      return { path: at([name]), expected: 'present', actual: 'missing' }
    }
    case 'additionalProperties': {
      const name = String(error.params.additionalProperty)
      return {
        path: at([name]),
        expected: 'not declared',
        actual: describeValue((value as any)?.[name], name),
      }
    }
    case 'type':
      return { path: at(), expected: String(error.params.type), actual: describeValue(value, field) }
    case 'enum':
      return {
        path: at(),
        expected: `one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
        actual: describeValue(value, field),
      }
    case 'const':
      return { path: at(), expected: JSON.stringify(error.params.allowedValue), actual: describeValue(value, field) }
    case 'format':
      return { path: at(), expected: `format ${error.params.format}`, actual: describeValue(value, field) }
    case 'pattern':
      return { path: at(), expected: `pattern ${error.params.pattern}`, actual: describeValue(value, field) }
    default:
      return {
        path: at(),
        expected: (error.message ?? error.keyword).replace(/^must (be )?/, ''),
        actual: describeValue(value, field),
      }
  }
}

function dedupe<T extends { path: string; expected: string }>(items: T[]): T[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const key = `${item.path}\u0000${item.expected}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
