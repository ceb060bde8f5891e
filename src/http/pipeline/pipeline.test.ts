import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createClock } from '../../core/clock.js'
import { addKey, createStore, ensureWorkspace } from '../../core/store.js'
import { createJournal } from '../journal.js'
import { defineRoute, type AnyRoute } from '../route.js'
import { compose, type Step } from './compose.js'
import { newExchange } from './exchange.js'
import { createPipeline, journalAnswers, recordWrites, type AcknowledgedWrite, type RawRequest } from './index.js'

const request = (method: string, target: string, headers: Record<string, string> = {}, body?: string): RawRequest => ({
  method,
  target,
  header: (name) => headers[name],
  readBody: async () => (body === undefined ? undefined : new TextEncoder().encode(body)),
})

describe('compose', () => {
  it('runs the steps in order, each around the ones after it', async () => {
    const seen: string[] = []
    const step =
      (name: string): Step =>
      async (exchange, next) => {
        seen.push(`${name} in`)
        const response = await next(exchange)
        seen.push(`${name} out`)
        return { ...response, headers: { ...response.headers, [name]: String(seen.length) } }
      }
    const last: Step = async () => {
      seen.push('last')
      return { status: 200, headers: {}, body: 'ok' }
    }
    const answer = compose([step('a'), step('b'), last])
    const response = await answer(newExchange(request('GET', '/'), 0, { replay: false, outer: true }))
    expect(seen).toEqual(['a in', 'b in', 'last', 'b out', 'a out'])
    expect(response).toEqual({ status: 200, headers: { b: '4', a: '5' }, body: 'ok' })
  })

  it('refuses a pipeline whose last step hands on', async () => {
    const answer = compose([(exchange, next) => next(exchange)])
    await expect(answer(newExchange(request('GET', '/'), 0, { replay: false, outer: true }))).rejects.toThrow(
      'The last step of the pipeline must answer',
    )
  })
})

describe('the pipeline', () => {
  const probe = (fields: Partial<AnyRoute> & Pick<AnyRoute, 'method' | 'path'>): AnyRoute =>
    defineRoute({
      operationId: `${fields.method} ${fields.path}`,
      summary: 'probe',
      description: 'probe',
      tag: 'Probe',
      request: { body: z.object({ n: z.number() }).optional() },
      responses: { 200: { description: 'ok', schema: z.object({ ok: z.boolean() }) } },
      errors: [],
      handle: () => ({ status: 200, body: { ok: true } }),
      ...fields,
    })
  const routes = [
    probe({ method: 'post', path: '/v1/probe', public: true, scope: 'record.write' }),
    probe({ method: 'post', path: '/v1/probe/query', public: true, scope: 'record.read', readOnly: true }),
    probe({ method: 'get', path: '/v1/probe', public: true, scope: 'record.read' }),
    probe({ method: 'get', path: '/_mock/probe', admin: true }),
    probe({ method: 'get', path: '/_mock/health', availableWhileBuilding: true }),
  ]
  const setup = (options: { building?: () => Promise<void> | undefined } = {}) => {
    const store = createStore(createClock())
    ensureWorkspace(store, store.defaultWorkspaceId)
    const key = addKey(store, { scopes: ['record.read', 'record.write'], key: 'cgm_test_key' }).key
    const writes: AcknowledgedWrite[] = []
    const journal = createJournal(10)
    const pipeline = createPipeline({
      routes,
      store,
      bodyLimit: 1024,
      validateResponses: true,
      basePath: '/base',
      baseUrl: 'http://127.0.0.1:4010/base',
      adminToken: 'secret',
      admission: { whole: () => options.building?.(), workspace: () => undefined },
      listeners: [recordWrites((write) => writes.push(write)), journalAnswers(journal, (v) => store.keys.has(v))],
    })
    return { pipeline, writes, journal, auth: { authorization: `Bearer ${key}` } }
  }

  it('tells the listeners of public writes and journals every request outside /_mock', async () => {
    const { pipeline, writes, journal, auth } = setup()
    expect((await pipeline.handle(request('POST', '/base/api/developers/v1/probe?x=1', auth, '{"n":1}'))).status).toBe(
      200,
    )
    await pipeline.handle(request('POST', '/base/v1/probe/query', auth, '{"n":2}'))
    await pipeline.handle(request('GET', '/base/v1/probe', auth))
    await pipeline.handle(request('POST', '/base/v1/probe', {}, '{"n":3}'))
    await pipeline.replay(request('POST', '/base/v1/probe', auth, '{"n":4}'))
    expect((await pipeline.handle(request('GET', '/base/_mock/probe', { 'x-admin-token': 'secret' }))).status).toBe(200)
    // Only the 2xx write of a public, writing route, in route form with its query.
    expect(writes).toEqual([
      {
        at: expect.any(Number),
        method: 'POST',
        target: '/v1/probe?x=1',
        key: 'cgm_test_key',
        body: '{"n":1}',
        slices: 0,
      },
    ])
    expect(journal.find().map((entry) => [entry.method, entry.route_path, entry.status])).toEqual([
      ['POST', '/v1/probe', 200],
      ['POST', '/v1/probe/query', 200],
      ['GET', '/v1/probe', 200],
      ['POST', '/v1/probe', 401],
    ])
  })

  it('asks for the admin token on admin routes only, and answers a route available while building at once', async () => {
    let finish!: () => void
    let built = false
    const building = new Promise<void>((resolve) => (finish = resolve)).then(() => {
      built = true
    })
    const { pipeline, auth } = setup({ building: () => (built ? undefined : building) })
    const health = await pipeline.handle(request('GET', '/base/_mock/health'))
    expect(health.status).toBe(200)
    let answered = false
    const waiting = pipeline.handle(request('GET', '/base/_mock/probe')).then((response) => {
      answered = true
      return response
    })
    await new Promise((resolve) => setImmediate(resolve))
    expect(answered).toBe(false)
    finish()
    const refused = await waiting
    expect([refused.status, JSON.parse(refused.body as string).message]).toEqual([
      401,
      'The control surface is protected: send "X-Admin-Token: <token>" (the token serve was started with --admin-token)',
    ])
    expect((await pipeline.handle(request('GET', '/base/v1/probe', auth))).status).toBe(200)
  })
})
