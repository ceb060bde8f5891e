import { describe, expect, it } from 'vitest'
import { expectError } from '../support/assertions.js'
import { useTarget } from '../support/target.js'

describe('static overrides over HTTP', () => {
  const t = useTarget()

  it('answers a method and path with a static response under both prefixes, then lists and removes it', async () => {
    const added = await t.request('POST', '/_mock/overrides', {
      key: null,
      body: {
        method: 'GET',
        path: '/v1/objects/{slug}',
        status: 503,
        headers: { 'retry-after': '7' },
        body: { code: 503, message: 'down for maintenance' },
      },
    })
    expect(added.status, added.text).toBe(200)
    expect(added.body).toEqual({
      id: 'o1',
      method: 'GET',
      path: '/v1/objects/{slug}',
      status: 503,
      headers: { 'retry-after': '7', 'content-type': 'application/json' },
      body: { code: 503, message: 'down for maintenance' },
      times: null,
      hits: 0,
    })
    for (const path of ['/v1/objects/person', '/api/developers/v1/objects/company']) {
      const answer = await t.request('GET', path)
      expect({ status: answer.status, body: answer.body, retry: answer.headers.get('retry-after') }).toEqual({
        status: 503,
        body: { code: 503, message: 'down for maintenance' },
        retry: '7',
      })
    }
    expect((await t.request('GET', '/v1/objects')).status).toBe(200)
    const listed = await t.request('GET', '/_mock/overrides', { key: null })
    expect(listed.body.data.map((o: { id: string; hits: number }) => [o.id, o.hits])).toEqual([['o1', 2]])
    expect((await t.request('DELETE', '/_mock/overrides/o1', { key: null })).status).toBe(200)
    expect((await t.request('GET', '/v1/objects/person')).status).toBe(200)
    expectError(await t.request('DELETE', '/_mock/overrides/o1', { key: null }), 404, 'No override with id o1')
  })

  it('answers `times` calls, then lets the mock answer again', async () => {
    await t.request('POST', '/_mock/overrides', {
      key: null,
      body: { method: '*', path: '/v1/tasks', status: 201, body: { data: [] }, times: 2 },
    })
    expect((await t.request('GET', '/v1/tasks')).status).toBe(201)
    expect((await t.request('GET', '/v1/tasks')).status).toBe(201)
    expect((await t.request('GET', '/v1/tasks')).status).toBe(200)
    expect((await t.request('GET', '/_mock/overrides', { key: null })).body).toEqual({ data: [] })
  })

  it('refuses a path not in the short form, and changes nothing', async () => {
    expectError(
      await t.request('POST', '/_mock/overrides', {
        key: null,
        body: { method: 'GET', path: '/api/developers/v1/objects', status: 500 },
      }),
      400,
      { contains: 'short form' },
    )
    expectError(
      await t.request('POST', '/_mock/overrides', { key: null, body: { method: 'GET', path: '/v1/x', status: 42 } }),
      400,
      { contains: 'status' },
    )
    expect((await t.request('GET', '/_mock/overrides', { key: null })).body).toEqual({ data: [] })
  })

  it("answers in a test workspace only for that workspace's keys", async () => {
    const a = (await t.request('POST', '/_mock/workspaces', { key: null, body: { scenario: 'empty' } })).body
    const b = (await t.request('POST', '/_mock/workspaces', { key: null, body: { scenario: 'empty' } })).body
    const added = await t.request('POST', `/_mock/workspaces/${a.workspace_id}/overrides`, {
      key: null,
      body: { method: 'GET', path: '/v1/objects', status: 418, body: { code: 418, message: 'teapot' } },
    })
    expect(added.status, added.text).toBe(200)
    expect((await t.request('GET', '/v1/objects', { key: a.api_key })).status).toBe(418)
    expect((await t.request('GET', '/v1/objects', { key: b.api_key })).status).toBe(200)
    expect((await t.request('GET', '/v1/objects')).status).toBe(200)
    expect((await t.request('GET', '/_mock/overrides', { key: null })).body).toEqual({ data: [] })
    const listed = await t.request('GET', `/_mock/workspaces/${a.workspace_id}/overrides`, { key: null })
    expect(listed.body.data.map((o: { id: string; hits: number }) => [o.id, o.hits])).toEqual([['o1', 1]])
    expect((await t.request('DELETE', `/_mock/workspaces/${a.workspace_id}/overrides/o1`, { key: null })).status).toBe(
      200,
    )
    expect((await t.request('GET', '/v1/objects', { key: a.api_key })).status).toBe(200)
  })
})
