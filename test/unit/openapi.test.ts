import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { declaredControlRoutes } from '../../src/control/route-table.js'
import { createControlDocument, createPublicDocument } from '../../src/documents.js'
import { publicRoutes } from '../../src/http/routes/index.js'

const committed = (file: string) => readFileSync(new URL(`../../contracts/${file}`, import.meta.url), 'utf8')

describe('the generated OpenAPI documents', () => {
  it('match the committed contracts/openapi.json byte for byte', () => {
    expect(committed('openapi.json')).toBe(`${JSON.stringify(createPublicDocument(), null, 2)}\n`)
  })

  it('match the committed contracts/control-openapi.json byte for byte', () => {
    expect(committed('control-openapi.json')).toBe(`${JSON.stringify(createControlDocument(), null, 2)}\n`)
  })

  it('describe /v1 only in the public document, and keep /v1 out of the control document', () => {
    expect(Object.keys(createPublicDocument().paths ?? {}).every((path) => path.startsWith('/v1/'))).toBe(true)
    const control = Object.keys(createControlDocument().paths ?? {})
    expect(control).toEqual(
      expect.arrayContaining(['/_mock/reset', '/_mock/keys', '/_mock/clock', '/_mock/clock/advance']),
    )
    expect(control.filter((path) => path.startsWith('/v1/') || path.includes('/developers/'))).toEqual([])
  })

  it('give every public operation a unique operationId, a summary, its scope and the error statuses', () => {
    const document = createPublicDocument()
    const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item as Record<string, any>).map(([method, operation]) => ({ path, method, operation })),
    )
    expect(operations).toHaveLength(publicRoutes.length)
    expect(new Set(operations.map((o) => o.operation.operationId)).size).toBe(operations.length)
    for (const { path, method, operation } of operations) {
      const route = publicRoutes.find((r) => r.path === path && r.method === method)!
      expect(operation.summary, `${method} ${path}`).toBe(route.summary)
      expect(operation['x-required-scope']).toBe(route.scope)
      expect(operation.description).toContain(`Requires scope \`${route.scope}\``)
      for (const status of ['401', '403', '500']) {
        expect(operation.responses[status].content['application/json'].schema).toEqual({
          $ref: '#/components/schemas/Error',
        })
      }
      for (const status of route.errors) expect(Object.keys(operation.responses)).toContain(String(status))
    }
  })

  it('declare 400 and 413 on every operation that takes a body, with the body schema by reference', () => {
    const document = createPublicDocument()
    for (const route of publicRoutes.filter((r) => r.request?.body)) {
      const operation = (document.paths as any)[route.path][route.method]
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '413']))
      expect(operation.requestBody.content['application/json'].schema.$ref).toMatch(
        /^#\/components\/schemas\/\w+Request$/,
      )
    }
  })

  it('keep the control operations out of the public document', () => {
    const ids = Object.values(createPublicDocument().paths ?? {}).flatMap((item) =>
      Object.values(item as Record<string, { operationId: string }>).map((o) => o.operationId),
    )
    expect(ids).toContain('listRecords')
    for (const route of declaredControlRoutes) expect(ids).not.toContain(route.operationId)
  })
})
