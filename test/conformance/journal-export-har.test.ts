import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { useTarget } from '../support/target.js'

const t = useTarget()

/** The required fields of a HAR 1.2 log (http://www.softwareishard.com/blog/har-12-spec/), as JSON Schema. */
const nameValue = {
  type: 'object',
  required: ['name', 'value'],
  properties: { name: { type: 'string' }, value: { type: 'string' } },
}
const HAR_1_2 = {
  type: 'object',
  required: ['log'],
  properties: {
    log: {
      type: 'object',
      required: ['version', 'creator', 'entries'],
      properties: {
        version: { const: '1.2' },
        creator: { type: 'object', required: ['name', 'version'] },
        entries: {
          type: 'array',
          items: {
            type: 'object',
            required: ['startedDateTime', 'time', 'request', 'response', 'cache', 'timings'],
            properties: {
              startedDateTime: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$' },
              time: { type: 'number', minimum: 0 },
              request: {
                type: 'object',
                required: [
                  'method',
                  'url',
                  'httpVersion',
                  'cookies',
                  'headers',
                  'queryString',
                  'headersSize',
                  'bodySize',
                ],
                properties: {
                  url: { type: 'string', pattern: '^https?://' },
                  headers: { type: 'array', items: nameValue },
                  queryString: { type: 'array', items: nameValue },
                  postData: { type: 'object', required: ['mimeType', 'text'] },
                  headersSize: { type: 'integer' },
                  bodySize: { type: 'integer' },
                },
              },
              response: {
                type: 'object',
                required: [
                  'status',
                  'statusText',
                  'httpVersion',
                  'cookies',
                  'headers',
                  'content',
                  'redirectURL',
                  'headersSize',
                  'bodySize',
                ],
                properties: {
                  status: { type: 'integer' },
                  headers: { type: 'array', items: nameValue },
                  content: { type: 'object', required: ['size', 'mimeType'] },
                  redirectURL: { type: 'string' },
                },
              },
              cache: { type: 'object' },
              timings: {
                type: 'object',
                required: ['send', 'wait', 'receive'],
                properties: { send: { type: 'number' }, wait: { type: 'number' }, receive: { type: 'number' } },
              },
            },
          },
        },
      },
    },
  },
}

describe('the journal as HAR 1.2 (GET /_mock/journal.har, mock.journal.toHar())', () => {
  it('answers a valid HAR 1.2 log of the journal, with the journal filters', async () => {
    await t.request('GET', '/v1/objects')
    await t.request('GET', '/v1/tasks?limit=2&offset=1')
    await t.request('GET', '/v1/objects/nope')
    const har = await t.request('GET', '/_mock/journal.har', { key: null })
    expect(har.status).toBe(200)
    const validate = new Ajv2020({ strict: false, allErrors: true }).compile(HAR_1_2)
    expect(validate(har.body), JSON.stringify(validate.errors)).toBe(true)
    const entries = har.body.log.entries
    expect(entries.map((e: any) => [e.request.method, new URL(e.request.url).pathname, e.response.status])).toEqual([
      ['GET', '/v1/objects', 200],
      ['GET', '/v1/tasks', 200],
      ['GET', '/v1/objects/nope', 404],
    ])
    expect(entries[1].request.queryString).toEqual([
      { name: 'limit', value: '2' },
      { name: 'offset', value: '1' },
    ])
    expect(entries[0].startedDateTime).toBe('2026-01-15T10:00:00.000Z')
    expect(JSON.parse(entries[0].response.content.text).data.map((o: any) => o.slug)).toContain('person')
    expect(entries[0].response.content.mimeType).toMatch(/^application\/json/)
    const filtered = await t.request('GET', '/_mock/journal.har?status=4xx', { key: null })
    expect(filtered.body.log.entries.map((e: any) => e.response.status)).toEqual([404])
    // In process: the same log.
    expect(t.mock.journal.toHar({ filter: { status: '4xx' } }).log.entries.map((e) => e.request.url)).toEqual([
      'http://127.0.0.1:4010/v1/objects/nope',
    ])
  })

  it('keeps no key, token or password: they are redacted in headers and bodies', async () => {
    const key = await t.createKey(['record.read', 'record.write', 'task.write', 'task.read'])
    await t.request('POST', '/v1/tasks', { key, body: { title: key, password: 'hunter2', token: 't0k3n' } })
    await t.request('POST', '/v1/tasks', { key, body: { title: 'Tell nobody', description: `the key is ${key}` } })
    const har = await t.request('GET', '/_mock/journal.har', { key: null })
    expect(har.status).toBe(200)
    for (const secret of [key, 'hunter2', 't0k3n']) expect(har.text).not.toContain(secret)
    const [refused, created] = har.body.log.entries.slice(-2)
    expect(refused.request.headers).toContainEqual({ name: 'authorization', value: 'Bearer [redacted]' })
    expect(JSON.parse(refused.request.postData.text)).toEqual({
      title: '[redacted]',
      password: '[redacted]',
      token: '[redacted]',
    })
    expect(refused.response.status).toBe(400)
    expect(JSON.parse(created.response.content.text).description).toBe('the key is [redacted]')
  })
})
