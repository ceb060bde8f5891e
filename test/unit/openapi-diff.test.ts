import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createPublicDocument } from '../../src/documents.js'
import { diffDocuments, formatDiff } from '../../src/verify/openapi-diff.js'

// A copy of the generated document with known changes: DELETE /v1/tasks/{task_id} removed, GET
// /v1/tasks/{task_id}/comments added, the timeline's {record_id} renamed {id}, GET /v1/tasks'
// limit typed string and search removed, a task's title renamed name, GET /v1/notes/{note_id}'s 404 dropped.
const changed = JSON.parse(readFileSync(new URL('../fixtures/openapi-changed.json', import.meta.url), 'utf8'))

describe('openapi --diff', () => {
  it('lists the operations, parameters, statuses and response fields that differ', () => {
    const entries = diffDocuments(createPublicDocument() as object, changed)
    expect(entries).toEqual(
      expect.arrayContaining([
        { operation: 'DELETE /v1/tasks/{task_id}', kind: 'operation', change: 'only in ours' },
        { operation: 'GET /v1/tasks/{task_id}/comments', kind: 'operation', change: 'only in theirs' },
        { operation: 'GET /v1/tasks', kind: 'parameter', item: 'query limit', change: 'ours: integer; theirs: string' },
        { operation: 'GET /v1/tasks', kind: 'parameter', item: 'query search', change: 'only in ours' },
        { operation: 'GET /v1/tasks/{task_id}', kind: 'field', item: '200 title', change: 'only in ours' },
        { operation: 'GET /v1/tasks/{task_id}', kind: 'field', item: '200 name', change: 'only in theirs' },
        { operation: 'GET /v1/notes/{note_id}', kind: 'status', item: '404', change: 'only in ours' },
      ]),
    )
    // A path parameter renamed alone is the same operation with the same parameter.
    expect(entries.filter((e) => e.operation.includes('/timeline') && e.kind !== 'status')).toEqual([])
  })

  it('prints a deterministic report, grouped by operation', () => {
    const text = formatDiff(diffDocuments(createPublicDocument() as object, changed))
    expect(text).toBe(formatDiff(diffDocuments(createPublicDocument() as object, changed)))
    expect(text).toContain(
      'GET /v1/tasks/{task_id}\n  field 200 name: only in theirs\n  field 200 title: only in ours\n',
    )
    expect(text).toMatch(/\n\d+ differences in \d+ operations\n$/)
  })

  it('finds no differences between the document and itself', () => {
    expect(diffDocuments(createPublicDocument() as object, createPublicDocument() as object)).toEqual([])
    expect(formatDiff([])).toBe('No differences.\n')
  })

  it('follows $refs into nested fields, and stops at a schema that refers to itself', () => {
    const doc = (type: string) => ({
      paths: {
        '/v1/things': {
          get: {
            responses: {
              '200': {
                description: 'x',
                content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
              },
            },
          },
        },
      },
      components: {
        schemas: {
          Thing: {
            type: 'object',
            properties: {
              owner: { type: 'object', properties: { age: { type } } },
              children: { type: 'array', items: { $ref: '#/components/schemas/Thing' } },
            },
          },
        },
      },
    })
    expect(diffDocuments(doc('integer'), doc('string'))).toEqual([
      { operation: 'GET /v1/things', kind: 'field', item: '200 owner.age', change: 'ours: integer; theirs: string' },
    ])
  })
})
