import { describe, expect, it } from 'vitest'
import { createPublicDocument } from '../documents.js'
import { cpuFloor } from '../../test/support/cpu.js'
import { createOperationFinder } from '../http/contract-operations.js'
import { CHECKED_ANSWER_LIMIT } from './proxy.js'
import { createContractValidator } from './validate.js'

// The proxy checks an answer on the event loop (one JSON.parse, one ajv run), so the largest
// answer it checks must be checked in under 50 ms of CPU; larger ones are streamed unchecked.

describe("the proxy's check of the largest answer it checks", () => {
  it('checks a list of records just under CHECKED_ANSWER_LIMIT in under 50 ms of CPU, and finds its mismatch', async () => {
    const document = createPublicDocument() as never
    const validator = createContractValidator(document)
    const operation = createOperationFinder(document)('POST', '/v1/objects/person/records')!
    const record = (i: number) => ({
      id: String(32704519835647968n + BigInt(i)),
      object_id: '32704519835647914',
      type: 'person',
      workspace_id: '32704519835647913',
      created_at: '2026-09-23T05:36:22Z',
      updated_at: '2026-11-25T12:08:54Z',
      attributes: { name: { first_name: 'Ova', last_name: `Ortiz${i}` }, job_title: 'Customer Factors Specialist' },
    })
    const data = []
    let size = 100
    for (let i = 0; size < CHECKED_ANSWER_LIMIT - 1024; i++) {
      data.push(record(i))
      size += JSON.stringify(record(i)).length + 1
    }
    // One record breaks the contract: its id is a number.
    ;(data[data.length - 1] as { id: unknown }).id = 7
    const text = JSON.stringify({ data, total: data.length, limit: data.length, offset: 0 })
    expect(text.length).toBeGreaterThan(CHECKED_ANSWER_LIMIT - 2048)
    expect(text.length).toBeLessThanOrEqual(CHECKED_ANSWER_LIMIT)
    const { ms, result } = await cpuFloor(() => validator.response(operation, 200, 'application/json', text))
    expect(result.map((mismatch) => mismatch.path)).toContain(`$.data[${data.length - 1}].id`)
    expect(ms).toBeLessThan(50)
  })
})
