import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createControlDocument, createPublicDocument } from '../../src/documents.js'
import { createMock } from '../../src/index.js'
import { components } from '../../src/http/schemas/common.js'
import { lazySchemasBuilt } from '../../src/http/schemas/lazy.js'

// The zod schemas of every operation are built when an operation first needs them, not when the
// mock loads (decision 0039): a start builds none, a call builds its own, and the documents, which
// name them all, are the same whichever calls came first. The module graph is this file's own, so
// nothing else built a schema before it.

/** The ids the public registry holds: the named schemas built so far. */
const named = () => [...(components as unknown as { _idmap: Map<string, unknown> })._idmap.keys()]

describe('schemas built on first use', () => {
  const mock = createMock({ seed: 1, scenario: 'small', rateLimit: 'off' })
  const headers = { authorization: `Bearer ${mock.apiKey}`, 'content-type': 'application/json' }

  it('a seeded mock has built none', () => {
    expect(lazySchemasBuilt()).toBe(0)
    expect(named()).toEqual([])
  })

  it("a call builds its operation's schemas and not the others'", async () => {
    const response = await mock.fetch('/v1/tasks?limit=2', { headers })
    expect(response.status).toBe(200)
    expect((await response.json()).data).toHaveLength(2)
    expect(named()).toEqual(expect.arrayContaining(['Task', 'TaskPage']))
    expect(named()).not.toContain('Record')
    expect(named()).not.toContain('CreateTaskRequest')
    const built = lazySchemasBuilt()
    await mock.fetch('/v1/tasks?limit=1', { headers })
    expect(lazySchemasBuilt()).toBe(built)
  })

  it('validates a first call as before: a bad query is 400 naming the field', async () => {
    const response = await mock.fetch('/v1/insights?limit=0', { headers })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toMatch(/limit/)
  })

  it('builds the documents the contracts hold after calls built some schemas', () => {
    const file = (name: string) => readFileSync(new URL(`../../contracts/${name}`, import.meta.url), 'utf8')
    expect(`${JSON.stringify(createPublicDocument(), null, 2)}\n`).toBe(file('openapi.json'))
    expect(`${JSON.stringify(createControlDocument(), null, 2)}\n`).toBe(file('control-openapi.json'))
  })
})
