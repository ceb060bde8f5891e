import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { schemaDiffs, type FieldDiff } from './field-diff.js'

// ajv-formats is CommonJS: its default export arrives as the module object under NodeNext.
const addFormats = ((addFormatsModule as any).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020

type Document = { paths?: Record<string, Record<string, any>> }

/**
 * Validates responses against an OpenAPI 3.1 document with ajv (JSON Schema 2020-12): is the
 * status declared for the operation, and does the JSON body fit its schema? Problems name the
 * operation and the field (`createTask 200: title: must be string`).
 *
 * @example const check = createResponseValidator(createPublicDocument()); check('getTask', 200, body)
 */
export function createResponseValidator(document: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true })
  addFormats(ajv)
  ajv.addSchema(document as object, 'openapi')
  const operations = new Map<string, { path: string; method: string; operation: any }>()
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item))
      if (operation?.operationId) operations.set(operation.operationId, { path, method, operation })
  }
  const compiled = new Map<string, ValidateFunction | null>()

  return {
    operationIds: [...operations.keys()],
    /** Problems of one response: an empty list when it fits. */
    check(operationId: string, status: number, body: unknown, contentType = 'application/json'): string[] {
      const entry = operations.get(operationId)
      if (!entry) return [`${operationId}: not an operation of the document`]
      const response = entry.operation.responses?.[String(status)]
      if (!response)
        return [
          `${operationId}: status ${status} is not declared (declared: ${Object.keys(entry.operation.responses ?? {}).join(', ')})`,
        ]
      const media = Object.keys(response.content ?? {})
      if (media.length === 0)
        return body === null || body === undefined || body === ''
          ? []
          : [`${operationId} ${status}: a body where the document declares none`]
      const type =
        media.find((m) => contentType.startsWith(m)) ??
        (media.includes('application/json') ? 'application/json' : undefined)
      if (!type)
        return [`${operationId} ${status}: content type ${contentType} is not declared (declared: ${media.join(', ')})`]
      if (type !== 'application/json') return []
      const key = `${operationId} ${status}`
      if (!compiled.has(key)) {
        const pointer = ['paths', entry.path, entry.method, 'responses', String(status), 'content', type, 'schema']
          .map(escapePointer)
          .join('/')
        compiled.set(key, response.content[type].schema ? ajv.compile({ $ref: `openapi#/${pointer}` }) : null)
      }
      const validate = compiled.get(key)
      if (!validate || validate(body)) return []
      return dedupe((validate.errors ?? []).map((error) => `${operationId} ${status}: ${describe(error)}`))
    },
    /** The field diffs (JSON path, expected, actual) of a response `check` found problems in. */
    diffs(operationId: string, status: number, body: unknown): FieldDiff[] {
      const validate = compiled.get(`${operationId} ${status}`)
      if (!validate || validate(body)) return []
      return schemaDiffs(validate.errors ?? [], body)
    },
  }
}

export type ResponseValidator = ReturnType<typeof createResponseValidator>

function escapePointer(segment: string): string {
  return encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1')).replace(/%7E/gi, '~')
}

/** `data[0].title: must be string`, `title: is required`, `name: is not declared`. */
function describe(error: ErrorObject): string {
  const at = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, s) => (/^\d+$/.test(s) ? `${path}[${s}]` : path ? `${path}.${s}` : s), '')
  const field = (name: string) => (at ? `${at}.${name}` : name)
  if (error.keyword === 'required') return `${field(String(error.params.missingProperty))}: is required but missing`
  if (error.keyword === 'additionalProperties')
    return `${field(String(error.params.additionalProperty))}: is not declared`
  return `${at || '(body)'}: ${error.message}${error.keyword === 'enum' ? ` (${(error.params.allowedValues as unknown[]).join(', ')})` : ''}`
}

function dedupe(items: string[]): string[] {
  return [...new Set(items)]
}
