import { describe, expect, it } from 'vitest'
import { useTarget } from '../support/target.js'

const t = useTarget()

describe('authentication and scopes', () => {
  it('answers 401 with the error body when the Authorization header is missing', async () => {
    const response = await t.request('GET', '/v1/objects', { key: null })
    expect(response.status).toBe(401)
    expect(response.body).toEqual({ code: 401, message: expect.stringContaining('Authorization') })
  })

  it('answers 401 for an unknown key', async () => {
    const response = await t.request('GET', '/v1/objects', { key: 'not-a-key' })
    expect(response.status).toBe(401)
    expect(response.body).toEqual({ code: 401, message: 'Invalid API key' })
  })

  it('answers 403 naming the scope when the key lacks it', async () => {
    const key = await t.createKey(['record.read'])
    const response = await t.request('GET', '/v1/objects', { key })
    expect(response.status).toBe(403)
    expect(response.body).toEqual({ code: 403, message: 'GET /v1/objects requires scope object.read' })
  })

  it('lets a key with the scope through', async () => {
    const key = await t.createKey(['object.read'])
    const response = await t.request('GET', '/v1/objects', { key })
    expect(response.status).toBe(200)
    expect(response.body.data.map((o: { slug: string }) => o.slug)).toEqual(['person', 'company'])
  })

  it('answers 404 for a record of another workspace', async () => {
    const created = await t.request('POST', '/v1/objects/person', { body: { attributes: { name: 'Grace Hopper' } } })
    expect(created.status).toBe(200)
    const foreign = await t.createKey(['record.read'], '2')
    const response = await t.request('GET', `/v1/records/${created.body.id}`, { key: foreign })
    expect(response.status).toBe(404)
    expect(response.body.code).toBe(404)
  })
})
