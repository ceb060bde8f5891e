/** An operation of the contract, found from a request's method and path. */
export interface ContractOperation {
  operationId: string
  method: string
  /** The path template of the document (`/v1/tasks/{task_id}`). */
  path: string
  /** The path parameters read from the request, by name. */
  params: Record<string, string>
  /** The operation object of the document. */
  operation: any
}

type Document = { paths?: Record<string, Record<string, any>> }

interface Template {
  path: string
  method: string
  segments: string[]
  /** Literal segments first: `/v1/objects/{slug}/records` beats `/v1/objects/{slug}/{x}`. */
  literals: number
  operation: any
}

/**
 * Finds the operation of an OpenAPI document a request is for: the method and the route path
 * (`/v1/...`, the `/api/developers` prefix already dropped) matched segment by segment against
 * the document's path templates, a literal segment winning over a parameter.
 *
 * @example findOperation('GET', '/v1/tasks/12')?.operationId // 'getTask'
 */
export function createOperationFinder(
  document: Document,
): (method: string, routePath: string) => ContractOperation | undefined {
  const templates: Template[] = []
  for (const [path, item] of Object.entries(document.paths ?? {}))
    for (const [method, operation] of Object.entries(item)) {
      if (!operation?.operationId) continue
      const segments = path.split('/').slice(1)
      templates.push({
        path,
        method: method.toUpperCase(),
        segments,
        literals: segments.filter((s) => !s.startsWith('{')).length,
        operation,
      })
    }
  templates.sort((a, b) => b.literals - a.literals)
  return (method, routePath) => {
    const segments = routePath.split('/').slice(1)
    const upper = method.toUpperCase()
    for (const template of templates) {
      if (template.method !== upper || template.segments.length !== segments.length) continue
      const params: Record<string, string> = {}
      let matched = true
      for (let i = 0; i < segments.length; i++) {
        const want = template.segments[i]!
        const got = segments[i]!
        if (want.startsWith('{')) {
          if (got === '') {
            matched = false
            break
          }
          params[want.slice(1, -1)] = safeDecode(got)
        } else if (want !== got) {
          matched = false
          break
        }
      }
      if (matched)
        return {
          operationId: template.operation.operationId,
          method: template.method,
          path: template.path,
          params,
          operation: template.operation,
        }
    }
    return undefined
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
