import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { formatDiffs, isFieldMismatch, pactDiffs, schemaDiffs } from './field-diff.js'

describe('field diffs', () => {
  it('names the JSON path, what the schema expects and what came, for each broken field', () => {
    const schema = {
      type: 'object',
      required: ['title', 'data'],
      additionalProperties: false,
      properties: {
        title: { type: 'string' },
        data: { type: 'array', items: { type: 'object', properties: { priority: { enum: ['low', 'high'] } } } },
      },
    }
    const validate = new Ajv2020({ allErrors: true }).compile(schema)
    const body = { data: [{ priority: 'urgent' }, { priority: 'low' }], name: 'x'.repeat(100) }
    expect(validate(body)).toBe(false)
    expect(formatDiffs(schemaDiffs(validate.errors!, body))).toEqual([
      '$.title: expected present (required), actual (missing)',
      `$.name: expected absent (not declared), actual "${'x'.repeat(56)}...`,
      '$.data[0].priority: expected one of "low", "high", actual "urgent"',
    ])
  })

  it("reads a Pact verifier's mismatches, which carry their own expected and actual", () => {
    const mismatches = [
      {
        type: 'BodyMismatch',
        path: '$.total',
        expected: '50',
        actual: '"50"',
        mismatch: 'Expected 50 but received "50"',
      },
      { type: 'StatusMismatch', expected: 200, actual: 404 },
      { type: 'HeaderMismatch', key: 'Content-Type', expected: 'application/json', actual: 'text/plain' },
      { type: 'QueryMismatch', parameter: 'limit', expected: '10', actual: '20' },
      { type: 'BodyTypeMismatch', expected: 'application/json', actual: 'text/html' },
      { type: 'HeaderMismatch', mismatch: 'no expected or actual' },
    ]
    expect(formatDiffs(pactDiffs(mismatches))).toEqual([
      '$.total: expected 50, actual "50"',
      'status: expected 200, actual 404',
      'header Content-Type: expected application/json, actual text/plain',
      'query limit: expected 10, actual 20',
      'content type: expected application/json, actual text/html',
    ])
    expect(mismatches.map(isFieldMismatch)).toEqual([true, true, true, true, true, false])
  })
})
