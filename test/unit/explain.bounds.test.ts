import { describe, expect, it } from 'vitest'
import { createMock } from '../../src/index.js'
import { explainAttribute, explainIssues } from '../../src/http/explain/fields.js'
import { publicRoutes } from '../../src/http/routes/index.js'
import { resolveSchema } from '../../src/http/schemas/lazy.js'
import { cpuFloor } from '../support/cpu.js'

// Nothing a client sends makes an explanation slow or large (issue 25): a miss at the largest body
// (1 MiB, the default limit) and a path far longer than any server accepts is answered, explanation
// and all, within the 50 ms budget, and its header stays one line of at most 300 characters.

const mock = createMock({ seed: 1, rateLimit: 'off' })
const headers = { authorization: `Bearer ${mock.apiKey}`, 'content-type': 'application/json' }
const LIMIT = mock.bodyLimit

/** The least CPU ms of `work` over 3 runs spaced 50 ms apart (test/support/cpu.ts). */
const cpu = async (work: () => Promise<unknown>): Promise<number> => (await cpuFloor(work, { runs: 3, gapMs: 50 })).ms

async function miss(method: string, path: string, body?: string): Promise<{ status: number; header: string }> {
  const response = await mock.fetch(path, { method, headers, body })
  await response.text()
  const header = response.headers.get('x-mock-explain') ?? ''
  expect(header.length).toBeGreaterThan(0)
  expect(header.length).toBeLessThanOrEqual(300)
  expect(header).toMatch(/^[\x20-\x7e]+$/)
  return { status: response.status, header }
}

/** A JSON object of about `size` bytes: `count` keys, each `name(i)` with a short value. */
function objectOf(count: number, name: (i: number) => string, value = '1'): string {
  const parts: string[] = []
  for (let i = 0; i < count; i++) parts.push(`${JSON.stringify(name(i))}:${value}`)
  return `{${parts.join(',')}}`
}

describe('explanations at the largest request', () => {
  const cases: Array<[string, () => Promise<{ status: number; header: string }>, number, string]> = [
    ['a 64 KiB path segment', () => miss('GET', `/v1/${'objetcs'.repeat(9400)}`), 404, 'unknown_route'],
    ['a path of 8,000 segments', () => miss('GET', `/v1${'/objetcs'.repeat(8000)}`), 404, 'unknown_route'],
    [
      'a 64 KiB path under a method the path lacks',
      () => miss('PUT', `/v1/tasks/${'9'.repeat(65000)}`),
      405,
      'method_not_allowed',
    ],
    [
      'an attribute slug of nearly 1 MiB',
      () => miss('POST', '/v1/objects/person', `{"attributes":{${JSON.stringify('e'.repeat(LIMIT - 40))}:"a"}}`),
      400,
      'invalid_request',
    ],
    [
      'a 1 MiB array of wrong types',
      () =>
        miss(
          'POST',
          '/v1/tasks',
          `{"title":"t","entity_ids":[${'1,'.repeat(999)}1],"due_date":${'1'.repeat(LIMIT - 4096)}}`,
        ),
      400,
      'wrong_type',
    ],
  ]

  it.each(cases)('explains %s within 50 ms', async (_name, send, status, kind) => {
    const first = await send()
    expect(first.status).toBe(status)
    expect(first.header.startsWith(`${kind}: `), first.header).toBe(true)
    const ms = await cpu(send)
    expect(ms).toBeLessThan(50)
  })
})

// A body of 32,768 unknown keys costs the pipeline ~100 ms before any explanation: JSON.parse, zod's
// strict object and its message naming every key. The explanation of it is measured alone here.
describe('explanations of the largest bodies, measured alone', () => {
  const tasks = publicRoutes.find((route) => route.method === 'post' && route.path === '/v1/tasks')!
  const issuesOf = (text: string) => {
    const result = resolveSchema(tasks.request!.body!).safeParse(JSON.parse(text))
    expect(result.success).toBe(false)
    return result.error!.issues
  }

  it('names the closest field among 32,768 unknown keys of a 1 MiB body within 5 ms', async () => {
    const issues = issuesOf(objectOf(Math.floor(LIMIT / 32), (i) => `priorty_${i}_${'x'.repeat(6)}`))
    const { ms, result } = await cpuFloor(() => explainIssues(tasks, 'body', issues))
    expect(result).toEqual({
      kind: 'unknown_field',
      message:
        '$.priorty_0_xxxxxx is not a field of POST /v1/tasks; declared: title, description, priority, due_date, entity_ids, assignee_ids',
      suggestions: ['title', 'description', 'priority'],
    })
    expect(ms).toBeLessThan(5)
  })

  it('names the closest attribute to a slug of nearly 1 MiB within 5 ms', async () => {
    const workspace = mock.store.workspaces.get(mock.store.defaultWorkspaceId)!
    const slug = `job_title${'z'.repeat(LIMIT - 40)}`
    const message = `attributes.${slug}: "person" has no attribute "${slug}"`
    const { ms, result } = await cpuFloor(() => explainAttribute(workspace, message))
    // A slug longer than 200 characters is not echoed: the explanation is the generic one.
    expect(result).toBeUndefined()
    const near = `attributes.job_titel: "person" has no attribute "job_titel"`
    expect(explainAttribute(workspace, near)?.message).toBe(
      'attributes.job_titel: "job_titel" is not an attribute of "person"; did you mean "job_title"?',
    )
    expect(ms).toBeLessThan(5)
  })
})
