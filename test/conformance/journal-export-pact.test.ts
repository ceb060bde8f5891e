import { describe, expect, it } from 'vitest'
import { useTarget } from '../support/target.js'

const t = useTarget()

const ISO_8601 = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$'
const rule = (interaction: any, path: string) => interaction.response.matchingRules.body[path]?.matchers

describe('the journal as a PactV4 file (GET /_mock/journal/pact, mock.journal.toPact())', () => {
  it('answers the /v1 interactions with matchers read from the contract', async () => {
    await t.request('GET', '/v1/objects')
    await t.request('POST', '/v1/tasks', { body: { title: 'Call Grace' } })
    await t.request('GET', '/v1/objects/nope')
    await t.request('GET', '/_mock/journal', { key: null })
    const pact = await t.request('GET', '/_mock/journal/pact?consumer=web-app&provider=context-graph-api', {
      key: null,
    })
    expect(pact.status).toBe(200)
    expect(pact.body.consumer).toEqual({ name: 'web-app' })
    expect(pact.body.provider).toEqual({ name: 'context-graph-api' })
    expect(pact.body.metadata.pactSpecification).toEqual({ version: '4.0' })
    expect(pact.body.interactions.map((i: any) => [i.type, i.description, i.request.method, i.request.path])).toEqual([
      ['Synchronous/HTTP', 'listObjects 200', 'GET', '/v1/objects'],
      ['Synchronous/HTTP', 'createTask 200', 'POST', '/v1/tasks'],
      ['Synchronous/HTTP', 'getObject 404', 'GET', '/v1/objects/nope'],
    ])
    const [objects, task, missing] = pact.body.interactions
    expect(objects.response.status).toBe(200)
    expect(objects.response.body.content.data.map((o: any) => o.slug)).toContain('person')
    // Ids as digit strings, timestamps as ISO 8601, enums as values, the rest by type; lists at any length.
    expect(rule(objects, '$.data')).toEqual([{ match: 'type' }])
    expect(rule(objects, '$.data[*].id')).toEqual([{ match: 'regex', regex: '^\\d+$' }])
    expect(rule(objects, '$.data[*].created_at')).toEqual([{ match: 'regex', regex: ISO_8601 }])
    expect(rule(objects, '$.data[*].name')).toEqual([{ match: 'type' }])
    expect(rule(objects, '$.data[*].type')).toBeUndefined()
    expect(objects.response.body.content.data[0].type).toBe('person')
    expect(task.request.body).toEqual({
      contentType: 'application/json',
      encoded: false,
      content: { title: 'Call Grace' },
    })
    expect(rule(task, '$.id')).toEqual([{ match: 'regex', regex: '^\\d+$' }])
    expect(rule(task, '$.priority')).toBeUndefined()
    expect(rule(task, '$.is_completed')).toEqual([{ match: 'type' }])
    expect(task.response.body.content.priority).toBe('unspecified')
    expect(missing.response.body.content).toEqual({ code: 404, message: expect.any(String) })
    // The journal's filters; in process the same file.
    const filtered = await t.request('GET', '/_mock/journal/pact?consumer=a&provider=b&status=4xx', { key: null })
    expect(filtered.body.interactions.map((i: any) => i.description)).toEqual(['getObject 404'])
    const inProcess = await t.mock.journal.toPact({ consumer: 'a', provider: 'b', filter: { method: 'POST' } })
    expect(inProcess.interactions.map((i) => i.description)).toEqual(['createTask 200'])
  })

  it('merges requests of the same method, route, status and body shape; keeps other shapes apart', async () => {
    await t.request('GET', '/v1/tasks?limit=2')
    await t.request('GET', '/v1/tasks?limit=3')
    await t.request('POST', '/v1/tasks', { body: { title: 'One' } })
    await t.request('POST', '/v1/tasks', { body: { title: 'Two' } })
    await t.request('POST', '/v1/tasks', { body: { title: 'Three', description: 'With a description' } })
    const pact = await t.request('GET', '/_mock/journal/pact?consumer=a&provider=b', { key: null })
    expect(pact.body.interactions.map((i: any) => [i.description, i.request.query, i.request.body?.content])).toEqual([
      ['listTasks 200', { limit: ['2'] }, undefined],
      ['createTask 200', undefined, { title: 'One' }],
      ['createTask 200 (2)', undefined, { title: 'Three', description: 'With a description' }],
    ])
  })

  it('keeps no key: the placeholder verify replaces stands in for it', async () => {
    const key = await t.createKey(['task.write', 'task.read'])
    await t.request('POST', '/v1/tasks', { key, body: { title: 'Secret', description: `the key is ${key}` } })
    await t.request('GET', '/v1/tasks', { key: null })
    const pact = await t.request('GET', '/_mock/journal/pact?consumer=a&provider=b&path=/v1/tasks', { key: null })
    expect(pact.text).not.toContain(key)
    const [created, refused] = pact.body.interactions
    expect(created.request.headers.Authorization).toEqual(['Bearer cgm_dev_key'])
    expect(created.response.body.content.description).toBe('the key is [redacted]')
    expect(refused.response.status).toBe(401)
    expect(refused.request.headers.Authorization).toBeUndefined()
  })

  it('names the entries a fresh mock cannot answer alike, and why', async () => {
    const key = await t.createKey(['record.read'])
    await t.request('GET', '/v1/tasks', { key })
    const pact = await t.request('GET', '/_mock/journal/pact?consumer=a&provider=b', { key: null })
    expect(pact.body.interactions).toEqual([])
    expect(pact.body.metadata['context-graph-mock'].left_out).toEqual([
      { entry: expect.any(Number), reason: "the key's scopes answered" },
    ])
  })

  it('refuses a request without consumer or provider, naming the field', async () => {
    const response = await t.request('GET', '/_mock/journal/pact?consumer=a', { key: null })
    expect(response.status).toBe(400)
    expect(response.body.message).toContain('provider')
  })
})
