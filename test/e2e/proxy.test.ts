import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { freePort } from './processes.js'
import { double, json, servedMock, servedProxy } from './proxy-support.js'

const KEY = { authorization: 'Bearer cgm_dev_key' }

/** What a client sees of an answer: status, headers (those of one connection and Date aside), body bytes. */
async function answerOf(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init)
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) headers[name] = value
  })
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()).toString('base64') }
}

describe('proxy --target: forwarding to a correct target (a second mock)', () => {
  it('passes answers through byte-equal apart from Date, and finds no mismatch', async () => {
    const behind = await servedMock()
    const beside = await servedMock()
    const { origin, proxy, log } = await servedProxy(behind.origin)
    const steps: [string, RequestInit][] = [
      ['/v1/objects', { headers: KEY }],
      ['/api/developers/v1/tasks?limit=2', { headers: KEY }],
      [
        '/v1/tasks',
        {
          method: 'POST',
          headers: { ...KEY, 'content-type': 'application/json' },
          body: JSON.stringify({ title: 'Call Ada', priority: 'high' }),
        },
      ],
      ['/v1/tasks/999', { headers: KEY }],
      ['/v1/tasks', { headers: { authorization: 'Bearer not-a-key' } }],
      ['/v1/tasks?limit=0', { headers: KEY }],
    ]
    for (const [path, init] of steps) {
      const through = await answerOf(`${origin}${path}`, init)
      const direct = await answerOf(`${beside.origin}${path}`, init)
      expect(through, path).toEqual(direct)
    }
    await proxy.settled()
    const report = proxy.report.summary()
    expect(report.calls).toBe(6)
    expect(report.operations.map((op) => [op.operationId, op.statuses])).toEqual([
      ['createTask', { 200: 1 }],
      ['getTask', { 404: 1 }],
      ['listObjects', { 200: 1 }],
      ['listTasks', { 200: 1, 401: 1, 400: 1 }],
    ])
    expect(report.operations.flatMap((op) => op.mismatches)).toEqual([
      { direction: 'request', status: 0, path: 'query.limit', expected: '>= 1', actual: 'string "0"', count: 1 },
    ])
    expect(log.filter((line) => line.includes('-> target')).length).toBe(6)
    expect(log.some((line) => /GET \/v1\/tasks\/999 -> target 404 in [\d.]+ ms \(getTask\)/.test(line))).toBe(true)
  })

  it('keeps the journal like the mock, each entry with its validation, at GET /_mock/journal', async () => {
    const behind = await servedMock()
    const { origin } = await servedProxy(behind.origin)
    await fetch(`${origin}/v1/objects`, { headers: KEY })
    await fetch(`${origin}/v1/tasks?limit=0`, { headers: KEY })
    const page = await (await fetch(`${origin}/_mock/journal?status=4xx`)).json()
    expect(page.count).toBe(1)
    const [entry] = page.data
    expect(entry).toMatchObject({ method: 'GET', path: '/v1/tasks', query: 'limit=0', status: 400, key: 'cgm_…key' })
    expect(entry.request.headers.authorization).toBe('Bearer [redacted]')
    expect(entry.validation).toEqual([
      {
        operationId: 'listTasks',
        direction: 'request',
        status: 0,
        path: 'query.limit',
        expected: '>= 1',
        actual: 'string "0"',
      },
    ])
    expect((await (await fetch(`${origin}/_mock/journal`)).json()).count).toBe(2)
    const har = await (await fetch(`${origin}/_mock/journal.har?status=4xx`)).json()
    expect(har.log.version).toBe('1.2')
    expect(har.log.entries).toMatchObject([
      {
        request: { method: 'GET', url: `${origin}/v1/tasks?limit=0` },
        response: { status: 400 },
        comment: 'mismatch listTasks request query.limit: expected >= 1, actual string "0"',
      },
    ])
    // The target's answers as a pact, matchers read from the contract the proxy checks against.
    const pact = await (await fetch(`${origin}/_mock/journal/pact?consumer=web&provider=api&path=/v1/objects`)).json()
    expect(pact.interactions.map((i: any) => [i.description, i.request.headers.Authorization])).toEqual([
      ['listObjects 200', ['Bearer cgm_dev_key']],
    ])
    expect(pact.interactions[0].response.matchingRules.body['$.data[*].id'].matchers).toEqual([
      { match: 'regex', regex: '^\\d+$' },
    ])
    const nameless = await fetch(`${origin}/_mock/journal/pact?consumer=web`)
    expect(nameless.status).toBe(400)
    expect((await nameless.json()).message).toBe("provider: required, the provider's name in the pact")
    const refused = await fetch(`${origin}/_mock/journal?status=teapot`)
    expect(refused.status).toBe(400)
    expect((await refused.json()).message).toContain('status: must be a status such as 429')
    const other = await fetch(`${origin}/_mock/reset`, { method: 'POST' })
    expect(other.status).toBe(404)
  })

  it('streams text/event-stream answers as they come', async () => {
    const behind = await servedMock()
    const { origin, proxy } = await servedProxy(behind.origin)
    const controller = new AbortController()
    const response = await fetch(`${origin}/v1/insights/stream`, { headers: KEY, signal: controller.signal })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const reader = response.body!.getReader()
    const first = new TextDecoder().decode((await reader.read()).value)
    expect(first.length).toBeGreaterThan(0)
    // The stream is open and still going: the report has it already, without a mismatch.
    const report = proxy.report.summary()
    expect(report.operations).toMatchObject([{ operationId: 'streamInsights', statuses: { 200: 1 }, mismatches: [] }])
    controller.abort()
  })
})

describe('proxy --target: a deliberately wrong double', () => {
  const wrong = () =>
    double((req, res) => {
      if (req.url === '/v1/tasks/12') return json(res, 200, { id: 12, description: 'no title', priority: 'soon' })
      if (req.url === '/v1/tasks') return json(res, 418, { code: 418, message: 'a teapot' })
      if (req.url === '/v1/objects') return json(res, 200, { data: [], extra: true })
      return json(res, 404, { code: 404, message: 'no' })
    })

  it('reports wrong types, a missing field and an extra status by operationId and path', async () => {
    const target = await wrong()
    const { origin, proxy, log } = await servedProxy(target.origin)
    expect((await fetch(`${origin}/v1/tasks/12`, { headers: KEY })).status).toBe(200)
    expect((await fetch(`${origin}/v1/tasks`, { headers: KEY })).status).toBe(418)
    await fetch(`${origin}/v1/objects`, { headers: KEY })
    await proxy.settled()
    const byId = Object.fromEntries(proxy.report.summary().operations.map((op) => [op.operationId, op]))
    expect(byId.getTask!.mismatches).toEqual(
      expect.arrayContaining([
        { direction: 'response', status: 200, path: '$.id', expected: 'string', actual: 'number 12', count: 1 },
        { direction: 'response', status: 200, path: '$.title', expected: 'present', actual: 'missing', count: 1 },
        {
          direction: 'response',
          status: 200,
          path: '$.priority',
          expected: 'one of "unspecified", "low", "medium", "high", "urgent"',
          actual: 'string "soon"',
          count: 1,
        },
      ]),
    )
    expect(byId.listTasks!.mismatches).toEqual([
      {
        direction: 'response',
        status: 418,
        path: '(status)',
        expected: 'one of 200, 400, 401, 403, 429, 500',
        actual: '418',
        count: 1,
      },
    ])
    expect(byId.listObjects!.mismatches).toEqual([
      {
        direction: 'response',
        status: 200,
        path: '$.extra',
        expected: 'not declared',
        actual: 'boolean true',
        count: 1,
      },
    ])
    expect(log.some((l) => l.includes('mismatch getTask response 200 $.id: expected string, actual number 12'))).toBe(
      true,
    )
    expect(log.some((l) => l.includes('mismatch listTasks response 418 (status): expected one of 200'))).toBe(true)
    const entry = (await (await fetch(`${origin}/_mock/journal?path=/v1/tasks/*`)).json()).data[0]
    expect(entry.validation.map((m: { path: string }) => m.path)).toEqual(
      expect.arrayContaining(['$.id', '$.title', '$.priority', '$.created_at']),
    )
  })

  it('forwards method, path, query, end-to-end headers and body; adds --api-key when none is sent', async () => {
    const target = await double((_req, res) => json(res, 200, { data: [] }))
    const { origin } = await servedProxy(`${target.origin}/gateway`, { apiKey: 'cgm_staging_key' })
    // fetch refuses a Connection header; node:http sends it as written.
    await new Promise<void>((done, fail) => {
      const req = request(`${origin}/api/developers/v1/notes?limit=3&offset=1`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-nex-source': 'proxy-test',
          connection: 'x-private',
          'x-private': 'hop',
        },
      })
      req.once('response', (res) => res.resume().once('end', () => done()))
      req.once('error', fail)
      req.end('{"content":"hello"}')
    })
    await fetch(`${origin}/v1/objects`, { headers: { authorization: 'Bearer mine' } })
    const [first, second] = target.seen
    expect(first).toMatchObject({
      method: 'POST',
      url: '/gateway/api/developers/v1/notes?limit=3&offset=1',
      body: '{"content":"hello"}',
    })
    expect(first!.headers['x-nex-source']).toBe('proxy-test')
    expect(first!.headers['x-private']).toBeUndefined()
    expect(first!.headers.host).toBe(new URL(target.origin).host)
    expect(first!.headers.authorization).toBe('Bearer cgm_staging_key')
    expect(second!.headers.authorization).toBe('Bearer mine')
  })

  it('answers 502 {code, message} naming the target when it does not answer, and counts it', async () => {
    const closedPort = await freePort()
    const { origin, proxy, log } = await servedProxy(`http://127.0.0.1:${closedPort}`)
    const response = await fetch(`${origin}/v1/tasks`, { headers: KEY })
    expect(response.status).toBe(502)
    const body = await response.json()
    expect(body.code).toBe(502)
    expect(body.message).toContain(`The target http://127.0.0.1:${closedPort} did not answer GET /v1/tasks`)
    expect(body.message).toContain('ECONNREFUSED')
    await proxy.settled()
    expect(proxy.report.summary()).toMatchObject({
      target_errors: 1,
      operations: [{ operationId: 'listTasks', statuses: { 502: 1 } }],
    })
    expect(log.some((line) => line.includes('ERROR: The target') && line.includes('ECONNREFUSED'))).toBe(true)
  })

  it('answers 413 for a body over the limit without forwarding it', async () => {
    const target = await double((_req, res) => json(res, 201, {}))
    const { origin } = await servedProxy(target.origin, { bodyLimit: 1024 })
    const response = await fetch(`${origin}/v1/notes`, {
      method: 'POST',
      headers: { ...KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'x'.repeat(2000) }),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      code: 413,
      message: 'The request body is larger than the limit of 1024 bytes; it was not forwarded',
    })
    expect(target.seen).toEqual([])
  })

  it('streams an answer over 10 MiB whole, and skips its check with a note (past 1 MiB)', async () => {
    const big = JSON.stringify({ nodes: 'x'.repeat(11 * 1024 * 1024), edges: 5 })
    const target = await double((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(big))
    const { origin, proxy, log } = await servedProxy(target.origin)
    const response = await fetch(`${origin}/v1/graph`, { headers: KEY })
    expect(await response.text()).toBe(big)
    await proxy.settled()
    expect(proxy.report.summary().operations).toMatchObject([
      { operationId: 'getGraph', statuses: { 200: 1 }, mismatches: [], unchecked: 1 },
    ])
    const entry = (await (await fetch(`${origin}/_mock/journal`)).json()).data[0]
    expect(entry.note).toBe('the answer is over 1048576 bytes: streamed, not checked')
    expect(entry.response.truncated).toBe(true)
    expect(log.some((line) => line.includes('GET /v1/graph: the answer is over 1048576 bytes'))).toBe(true)
  })

  it('passes a redirect back and never follows it to another origin', async () => {
    const elsewhere = await double((_req, res) => json(res, 200, {}))
    const target = await double((_req, res) => res.writeHead(302, { location: `${elsewhere.origin}/v1/tasks` }).end())
    const { origin } = await servedProxy(target.origin)
    const response = await fetch(`${origin}/v1/tasks`, { headers: KEY, redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`${elsewhere.origin}/v1/tasks`)
    expect(elsewhere.seen).toEqual([])
  })

  it('answers 404 for paths outside the forwarded prefixes without forwarding', async () => {
    const target = await double((_req, res) => json(res, 200, {}))
    const { origin } = await servedProxy(target.origin)
    const response = await fetch(`${origin}/v2/tasks`)
    expect(response.status).toBe(404)
    expect((await response.json()).message).toContain('/v2/tasks is none of them')
    await fetch(`${origin}/api/v1/agents/register`, { method: 'POST', body: '{}' })
    expect(target.seen.map((r) => r.url)).toEqual(['/api/v1/agents/register'])
  })
})
