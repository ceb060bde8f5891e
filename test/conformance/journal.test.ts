import { describe, expect, it } from 'vitest'
import { useTarget } from '../support/target.js'

const t = useTarget()

describe('the request journal', () => {
  it('records method, path, status, clock time, masked key and bodies of every request outside /_mock', async () => {
    await t.request('DELETE', '/_mock/journal', { key: null })
    const created = await t.request('POST', '/v1/objects', { body: { name: 'Deal', slug: 'deal', type: 'deal' } })
    expect(created.status).toBe(200)
    await t.request('GET', '/v1/objects/nope')
    await t.request('GET', '/_mock/clock', { key: null })
    const journal = await t.request('GET', '/_mock/journal', { key: null })
    expect(journal.status).toBe(200)
    expect(journal.body.size).toBe(1000)
    expect(journal.body.count).toBe(2)
    const [post, missing] = journal.body.data
    expect(post).toMatchObject({
      method: 'POST',
      path: '/v1/objects',
      route_path: '/v1/objects',
      status: 200,
      at: '2026-01-15T10:00:00.000Z',
      key: 'cgm_…key',
      token_id: '1',
      fault: null,
    })
    expect(JSON.parse(post.request.body)).toEqual({ name: 'Deal', slug: 'deal', type: 'deal' })
    expect(post.request.headers.authorization).toBe('Bearer [redacted]')
    expect(JSON.parse(post.response.body).slug).toBe('deal')
    expect(missing).toMatchObject({ method: 'GET', path: '/v1/objects/nope', status: 404 })
    expect(missing.id).toBe(post.id + 1)
    expect(journal.text).not.toContain('cgm_dev_key')
  })

  it('redacts an API key in a response body (registration) and in a request body', async () => {
    const registered = await t.request('POST', '/api/v1/agents/register', {
      key: null,
      body: { email: 'ada@example.com' },
    })
    expect(registered.status).toBe(200)
    await t.request('POST', '/v1/notes', {
      body: { title: `key ${registered.body.api_key}`, content: registered.body.api_key, password: 'hunter2' },
    })
    const journal = await t.request('GET', '/_mock/journal', { key: null })
    expect(journal.text).not.toContain(registered.body.api_key)
    expect(journal.text).not.toContain('hunter2')
    const register = journal.body.data.find((e: { path: string }) => e.path === '/api/v1/agents/register')
    expect(JSON.parse(register.response.body).api_key).toBe('[redacted]')
  })

  it('counts and finds by method, path pattern (either prefix) and status, in process and over HTTP', async () => {
    const job = await t.request('POST', '/v1/context/list/jobs', { body: { query: 'engineers' } })
    expect(job.status).toBe(200)
    const id = job.body.message.job_id
    await t.request('GET', `/v1/context/list/jobs/${id}`)
    await t.request('GET', `/api/developers/v1/context/list/jobs/${id}`)
    await t.request('GET', `/v1/context/list/jobs/${id}`)
    expect(t.mock.journal.count({ method: 'GET', path: '/v1/context/list/jobs/*' })).toBe(3)
    expect(t.mock.journal.count({ path: '/v1/context/**' })).toBe(4)
    expect(t.mock.journal.count({ method: 'post' })).toBe(1)
    expect(t.mock.journal.count({ status: '2xx' })).toBe(4)
    expect(t.mock.journal.count({ status: 404 })).toBe(0)
    const found = await t.request(
      'GET',
      `/_mock/journal?method=GET&path=${encodeURIComponent('/v1/context/list/jobs/*')}&limit=2`,
      { key: null },
    )
    expect(found.body.count).toBe(3)
    expect(found.body.data.map((e: { path: string }) => e.path)).toEqual([
      `/api/developers/v1/context/list/jobs/${id}`,
      `/v1/context/list/jobs/${id}`,
    ])
    const bad = await t.request('GET', '/_mock/journal?status=abc', { key: null })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('status')
  })

  it('clears over HTTP and in process', async () => {
    await t.request('GET', '/v1/objects')
    expect(t.mock.journal.count()).toBe(1)
    expect((await t.request('DELETE', '/_mock/journal', { key: null })).status).toBe(200)
    expect(t.mock.journal.count()).toBe(0)
    await t.request('GET', '/v1/objects')
    t.mock.journal.clear()
    expect(t.mock.journal.find()).toEqual([])
  })
})

describe('a small journal', () => {
  const small = useTarget({ journalSize: 3 })
  it('keeps only the newest entries', async () => {
    for (const slug of ['a', 'b', 'c', 'd', 'e']) await small.request('GET', `/v1/objects/${slug}`)
    const paths = small.mock.journal.find().map((e) => e.path)
    expect(paths).toEqual(['/v1/objects/c', '/v1/objects/d', '/v1/objects/e'])
  })
})
