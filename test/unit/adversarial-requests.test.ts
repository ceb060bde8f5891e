import { describe, expect, it } from 'vitest'
import { ASK_LIMITS } from '../../src/core/ask/ask.js'
import { MAX_LIST_QUERY } from '../../src/http/schemas/list-jobs.js'
import { SEARCH_LIMITS } from '../../src/core/search/search.js'
import { createMock } from '../../src/index.js'

// Ask, AI list queries and search at their maximum input size with adversarial text: each request
// (and each list job's work) holds the event loop for a bounded time. Measured as CPU time, the
// fastest of three, so a busy shared machine does not fail a bound by chance.

const mock = createMock({ seed: 1, rateLimit: 'off' })
const headers = { authorization: `Bearer ${mock.apiKey}`, 'content-type': 'application/json' }

/** Text of exactly `size` characters made of `unit` repeated. */
const fill = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size)

const shapes: Array<[string, string]> = [
  ['one letter', 'a'],
  ['dots', '.'],
  ['@', '@'],
  ['capitalised words', 'Ada '],
  ['e-mail-like fragments', 'a@b.'],
  ['domains', 'acme.'],
  ['nested parentheses', '(('],
  ['hyphens', 'a-'],
  ['digits', '1'],
  ['spaces', ' '],
  ['apostrophes', "O'"],
  ['accents', 'é'],
]

async function cpu(work: () => Promise<unknown>): Promise<number> {
  let best = Infinity
  for (let i = 0; i < 3; i++) {
    const started = process.cpuUsage()
    await work()
    const used = process.cpuUsage(started)
    best = Math.min(best, (used.user + used.system) / 1000)
  }
  return best
}

async function post(path: string, body: unknown): Promise<{ status: number; body: any }> {
  const response = await mock.fetch(path, { method: 'POST', headers, body: JSON.stringify(body) })
  return { status: response.status, body: await response.json() }
}

describe('adversarial requests at the maximum size', () => {
  it.each(shapes)(`asks a question of ${ASK_LIMITS.maxQuery} characters of %s within 50 ms`, async (_name, unit) => {
    const query = `Who is ${fill(unit, ASK_LIMITS.maxQuery - 8)}?`
    const ms = await cpu(async () => expect((await post('/v1/context/ask', { query })).status).toBe(200))
    expect(ms).toBeLessThan(50)
  })

  it.each(shapes)(`searches ${SEARCH_LIMITS.maxQuery} characters of %s within 50 ms`, async (_name, unit) => {
    const query = fill(unit, SEARCH_LIMITS.maxQuery)
    const ms = await cpu(async () => expect((await post('/v1/search', { query })).status).toBeLessThan(500))
    expect(ms).toBeLessThan(50)
  })

  it.each(shapes)(`reads and runs an AI list query of ${MAX_LIST_QUERY} characters of %s within 50 ms`, async (_name, unit) => {
    const query = fill(unit, MAX_LIST_QUERY)
    const ids: string[] = []
    // The job is read when it is created and runs when the clock passes its steps: both measured.
    const ms = await cpu(async () => {
      const created = await mock.fetch('/v1/context/list/jobs', { method: 'POST', headers, body: JSON.stringify({ query }) })
      ids.push(/"job_id":\s*"?(\d+)/.exec(await created.text())![1]!)
      mock.clock.advance('4s')
    })
    expect(ms).toBeLessThan(50)
    for (const id of ids) {
      const job = await mock.fetch(`/v1/context/list/jobs/${id}`, { headers })
      expect(['completed', 'failed']).toContain(((await job.json()) as { message: { status: string } }).message.status)
    }
  })
})

describe('the served documents', () => {
  it('are built once and then answered from memory within 50 ms, each caller getting its own copy', async () => {
    const get = async (path: string) => (await mock.fetch(path)).json()
    const first = await get('/openapi.json')
    expect(first.paths['/v1/records/{record_id}']).toBeDefined()
    first.paths = {}
    const again = await get('/openapi.json')
    expect(Object.keys(again.paths).length).toBeGreaterThan(30)
    const copy = (await mock.document('public')) as { info: { title: string } }
    copy.info.title = 'changed'
    expect(((await mock.document('public')) as { info: { title: string } }).info.title).toBe('Workspace context graph API (context-graph-mock)')
    await get('/_mock/openapi.json')
    expect(await cpu(() => get('/openapi.json'))).toBeLessThan(50)
    expect(await cpu(() => get('/_mock/openapi.json'))).toBeLessThan(50)
  })
})
