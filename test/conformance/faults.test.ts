import { describe, expect, it, vi } from 'vitest'
import { expectError } from '../support/assertions.js'
import { useTarget } from '../support/target.js'

const t = useTarget()

const addFault = (body: Record<string, unknown>) => t.request('POST', '/_mock/faults', { key: null, body })

describe('faults', () => {
  it('answers a status with the standard error body for the next N calls, on both prefixes, then removes itself', async () => {
    const added = await addFault({ method: 'GET', path: '/v1/objects', status: 503, times: 2 })
    expect(added.status).toBe(200)
    expect(added.body).toMatchObject({
      id: 'f1',
      method: 'GET',
      path: '/v1/objects',
      status: 503,
      times: 2,
      hits: 0,
      remaining: 2,
    })
    expectError(
      await t.request('GET', '/v1/objects'),
      503,
      'Service Unavailable (injected by fault f1 on GET /v1/objects)',
    )
    expectError(await t.request('GET', '/api/developers/v1/objects'), 503)
    expect((await t.request('GET', '/v1/objects')).status).toBe(200)
    expect((await t.request('GET', '/_mock/faults', { key: null })).body).toEqual({ data: [] })
    expect(t.mock.journal.find({ status: 503 }).map((e) => e.fault)).toEqual(['f1', 'f1'])
  })

  it('matches a path pattern written with the long prefix, and only the given method', async () => {
    await addFault({ method: 'post', path: '/api/developers/v1/objects/*/records', status: 500 })
    expectError(await t.request('POST', '/v1/objects/person/records', { body: {} }), 500)
    expect((await t.request('GET', '/v1/objects/person')).status).toBe(200)
    expect((await t.request('GET', '/_mock/faults', { key: null })).body.data[0]).toMatchObject({
      path: '/v1/objects/*/records',
      method: 'POST',
      hits: 1,
      remaining: null,
    })
  })

  it('holds the answer for delay_ms of the mock clock: it arrives once the clock is advanced', async () => {
    await addFault({ method: 'GET', path: '/v1/objects', delay_ms: 2000 })
    const timers = t.mock.clock.pending()
    let settled = false
    const pending = t.request('GET', '/v1/objects').then((response) => {
      settled = true
      return response
    })
    await vi.waitFor(() => expect(t.mock.clock.pending()).toBe(timers + 1))
    t.mock.clock.advance(1999)
    await new Promise((resolve) => setImmediate(resolve))
    expect(settled).toBe(false)
    t.mock.clock.advance(1)
    const response = await pending
    expect(response.status).toBe(200)
    expect(response.body.data.length).toBeGreaterThan(1)
  })

  it('drops the connection: the client sees a network error', async () => {
    await addFault({ method: '*', path: '/v1/**', drop: true, times: 1 })
    await expect(t.request('GET', '/v1/objects')).rejects.toThrow()
    expect((await t.request('GET', '/v1/objects')).status).toBe(200)
    expect(t.mock.journal.find()[0]).toMatchObject({ status: 0, fault: 'f1' })
  })

  it('answers a malformed body: the route ran, its JSON cut in half', async () => {
    t.mock.faults.add({ method: 'GET', path: '/v1/objects/person', malformed: true, times: 1 })
    const response = await t.request('GET', '/v1/objects/person')
    expect(response.status).toBe(200)
    expect(() => JSON.parse(response.text)).toThrow()
    expect(response.text.startsWith('{"id":')).toBe(true)
  })

  it('hits a fraction of calls, the same calls for the same seed', async () => {
    const pattern = async () => {
      t.mock.reset()
      t.mock.faults.add({ method: 'GET', path: '/v1/objects', status: 502, fraction: 0.5 })
      const statuses: number[] = []
      for (let i = 0; i < 40; i++) statuses.push((await t.request('GET', '/v1/objects')).status)
      return statuses
    }
    const first = await pattern()
    const failed = first.filter((s) => s === 502).length
    expect(failed).toBeGreaterThan(8)
    expect(failed).toBeLessThan(32)
    expect(await pattern()).toEqual(first)
  })

  it('lists and removes faults; an unknown id answers 404', async () => {
    const one = t.mock.faults.add({ method: 'GET', path: '/v1/tasks', status: 500 })
    await addFault({ method: 'GET', path: '/v1/notes', status: 500 })
    expect(t.mock.faults.list().map((f) => f.id)).toEqual([one.id, 'f2'])
    expect((await t.request('DELETE', `/_mock/faults/${one.id}`, { key: null })).status).toBe(200)
    expect((await t.request('GET', '/v1/tasks')).status).toBe(200)
    expect(t.mock.faults.remove('f2')).toBe(true)
    expectError(await t.request('DELETE', '/_mock/faults/f9', { key: null }), 404, 'No active fault with id f9')
  })

  it('refuses a fault with no effect, or with two exclusive effects, naming the problem', async () => {
    expectError(await addFault({ method: 'GET', path: '/v1/objects' }), 400, {
      contains: 'at least one of status, delay_ms, drop, malformed',
    })
    expectError(await addFault({ method: 'GET', path: '/v1/objects', status: 500, drop: true }), 400, {
      contains: 'exclude each other',
    })
    expectError(await addFault({ method: 'GET', path: 'v1/objects', status: 500 }), 400, { contains: 'path' })
    expectError(await addFault({ method: 'GET', path: '/v1/objects', status: 200 }), 400, { contains: 'status' })
    expect(t.mock.faults.list()).toEqual([])
  })
})

describe('faults under a base path', () => {
  const based = useTarget({ baseUrl: 'http://127.0.0.1:4010/context' })
  it('a fault on /v1/... matches calls under the base path and both prefixes', async () => {
    based.mock.faults.add({ method: 'GET', path: '/v1/objects', status: 504 })
    expectError(await based.request('GET', '/v1/objects'), 504)
    expectError(await based.request('GET', '/api/developers/v1/objects'), 504)
  })
})
