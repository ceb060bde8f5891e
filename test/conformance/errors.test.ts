import { describe, expect, it } from 'vitest'
import { createMock } from '../../src/index.js'
import { expectError } from '../support/assertions.js'
import { useTarget, type ApiResponse } from '../support/target.js'

const t = useTarget()

const SEEDED_PEOPLE = 50

/** Every error answers `{code, message}` and nothing else, with code equal to the status. */
async function peopleTotal(): Promise<number> {
  const response = await t.request('POST', '/v1/objects/person/records', { body: { limit: 1, attributes: 'none' } })
  expect(response.status).toBe(200)
  return response.body.total
}

describe('malformed JSON', () => {
  it('answers 400 with the error body for a truncated JSON body', async () => {
    const response = await t.request('POST', '/v1/objects/person', { rawBody: '{"attributes": {"name": "Ada' })
    expect(expectError(response, 400)).toMatch(/JSON/)
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE)
  })

  it.each([
    ['POST', '/v1/objects/person/records'],
    ['PUT', '/v1/objects/person'],
    ['PATCH', '/v1/records/1'],
    ['POST', '/v1/objects'],
  ])('answers 400 to %s %s for a body that is not JSON', async (method, path) => {
    const response = await t.request(method, path, { rawBody: "{name: 'single quotes'}" })
    expect(expectError(response, 400)).toMatch(/JSON/)
  })

  it.each([
    ['null', 'null'],
    ['an array', '[]'],
    ['a string', '"attributes"'],
    ['a number', '42'],
  ])('answers 400 when the body is %s instead of an object', async (_, rawBody) => {
    const response = await t.request('POST', '/v1/objects/person', { rawBody })
    expectError(response, 400)
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE)
  })
})

describe('the "__proto__" key', () => {
  it('answers 400 for "__proto__" among the attributes and writes nothing', async () => {
    const rawBody = '{"attributes": {"name": "Ada Lovelace", "__proto__": {"job_title": "Polluter"}}}'
    const response = await t.request('POST', '/v1/objects/person', { rawBody })
    expect(expectError(response, 400)).toContain('__proto__')
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE)
  })

  it('answers 400 for a top-level "__proto__" key', async () => {
    const rawBody = '{"__proto__": {"limit": 1}, "limit": 2}'
    const response = await t.request('POST', '/v1/objects/person/records', { rawBody })
    expect(expectError(response, 400)).toContain('__proto__')
  })

  it('answers 400 for a "__proto__" key spelled with \\u escapes', async () => {
    const rawBody = String.raw`{"attributes": {"name": "Ada Lovelace", "\u005f\u005fproto__": {"job_title": "Polluter"}}}`
    const response = await t.request('POST', '/v1/objects/person', { rawBody })
    expect(expectError(response, 400)).toContain('__proto__')
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE)
  })

  it('answers 400 for "__proto__" in a PATCH and leaves the record unchanged', async () => {
    const list = await t.request('POST', '/v1/objects/person/records', { body: { limit: 1 } })
    const record = list.body.data[0]
    const rawBody = '{"attributes": {"job_title": "Changed", "__proto__": {"polluted": true}}}'
    const response = await t.request('PATCH', `/v1/records/${record.id}`, { rawBody })
    expectError(response, 400)
    expect((await t.request('GET', `/v1/records/${record.id}`)).body).toEqual(record)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('accepts a body that merely mentions __proto__ inside a string value', async () => {
    const response = await t.request('POST', '/v1/objects/person', {
      body: { attributes: { name: 'Ada Lovelace', job_title: '__proto__' } },
    })
    expect(response.status).toBe(200)
    expect(response.body.attributes.job_title).toBe('__proto__')
  })
})

describe('the default body limit of 1 MiB', () => {
  it('answers 413 for a body over 1 MiB and writes nothing', async () => {
    const response = await t.request('POST', '/v1/objects/person', {
      body: { attributes: { name: 'Ada Lovelace', job_title: 'x'.repeat(1024 * 1024) } },
    })
    expect(expectError(response, 413)).toContain('1048576')
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE)
  })

  it('keeps answering on the same connection after refusing a large body it never read', async () => {
    const big = { attributes: { name: 'Ada Lovelace', job_title: 'x'.repeat(900 * 1024) } }
    const unauthorized = await t.request('POST', '/v1/objects/person', { key: null, body: big })
    expectError(unauthorized, 401)
    const unknown = await t.request('POST', '/v1/nowhere', { body: big })
    expectError(unknown, 404)
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE)
  })

  it('accepts a body of a few hundred kilobytes', async () => {
    // Padded with JSON whitespace: a text value that long would pass the body limit but not the text cap.
    const rawBody = `${JSON.stringify({ attributes: { name: 'Ada Lovelace', job_title: 'x'.repeat(60 * 1024) } })}${' '.repeat(300 * 1024)}`
    const response = await t.request('POST', '/v1/objects/person', { rawBody })
    expect(response.status).toBe(200)
    expect(response.body.attributes.job_title).toHaveLength(60 * 1024)
  })
})

describe('a configured body limit of 1024 bytes', () => {
  const small = useTarget({ bodyLimit: 1024 })

  const bodyOfSize = (bytes: number): string => {
    const frame = JSON.stringify({ attributes: { name: 'Ada Lovelace', job_title: '' } })
    return JSON.stringify({ attributes: { name: 'Ada Lovelace', job_title: 'x'.repeat(bytes - frame.length) } })
  }

  async function total(): Promise<number> {
    const response = await small.request('POST', '/v1/objects/person/records', { body: { limit: 1 } })
    return response.body.total
  }

  it('answers 413 naming the limit for a body one byte over it, and writes nothing', async () => {
    const rawBody = bodyOfSize(1025)
    expect(rawBody).toHaveLength(1025)
    const response = await small.request('POST', '/v1/objects/person', { rawBody })
    expect(expectError(response, 413)).toContain('1024')
    expect(await total()).toBe(SEEDED_PEOPLE)
  })

  it('accepts a body of exactly the limit', async () => {
    const rawBody = bodyOfSize(1024)
    expect(rawBody).toHaveLength(1024)
    const response = await small.request('POST', '/v1/objects/person', { rawBody })
    expect(response.status).toBe(200)
    expect(await total()).toBe(SEEDED_PEOPLE + 1)
  })

  it('counts bytes, not characters', async () => {
    // 400 three-byte characters: 1200 bytes of UTF-8 in far fewer than 1024 characters.
    const rawBody = JSON.stringify({ attributes: { name: 'Ada Lovelace', job_title: '€'.repeat(400) } })
    expect(rawBody.length).toBeLessThan(1024)
    const response = await small.request('POST', '/v1/objects/person', { rawBody })
    expectError(response, 413)
  })

  it('answers 413 for an oversized body sent without a Content-Length', async () => {
    const bytes = new TextEncoder().encode(bodyOfSize(4096))
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 512) controller.enqueue(bytes.slice(i, i + 512))
        controller.close()
      },
    })
    const response = await fetch(`${small.baseUrl}/v1/objects/person`, {
      method: 'POST',
      headers: { authorization: `Bearer ${small.mock.apiKey}`, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ code: 413, message: expect.stringContaining('1024') })
    expect(await total()).toBe(SEEDED_PEOPLE)
  })
})

describe('unknown paths and methods', () => {
  it.each(['/v1/nothing-here', '/v1/objects/person/records/extra', '/v1', '/v1/records'])(
    'answers 404 with the error body for %s',
    async (path) => {
      const response = await t.request('GET', path)
      expectError(response, 404)
    },
  )

  it('answers 404 for an unknown path with any method', async () => {
    const response = await t.request('POST', '/v1/widgets', { body: {} })
    expect(expectError(response, 404)).toContain('/v1/widgets')
  })

  it('answers 405 with an Allow header listing the methods of a record path', async () => {
    const response = await t.request('PUT', '/v1/records/1', { body: { attributes: {} } })
    expectError(response, 405)
    const allow = (response.headers.get('allow') ?? '')
      .split(',')
      .map((m) => m.trim())
      .sort()
    expect(allow).toEqual(['DELETE', 'GET', 'PATCH'])
  })

  it('answers 405 with Allow: POST for a wrong method on the records query path', async () => {
    const response = await t.request('GET', '/v1/objects/person/records')
    expectError(response, 405)
    expect(response.headers.get('allow')).toBe('POST')
  })

  it('answers 405 with the object collection methods for PATCH /v1/objects', async () => {
    const response = await t.request('PATCH', '/v1/objects', { body: {} })
    const message = expectError(response, 405)
    expect(message).toContain('PATCH')
    const allow = (response.headers.get('allow') ?? '')
      .split(',')
      .map((m) => m.trim())
      .sort()
    expect(allow).toEqual(['GET', 'POST'])
  })
})

describe('request body validation', () => {
  it.each([
    ['POST', '/v1/objects/person'],
    ['PUT', '/v1/objects/person'],
    ['PATCH', '/v1/records/1'],
    ['POST', '/v1/objects'],
  ])('answers 400 to %s %s without a body', async (method, path) => {
    const response = await t.request(method, path)
    expect(expectError(response, 400)).toMatch(/body/i)
  })

  it('answers 400 for a body of only whitespace where one is required', async () => {
    const response = await t.request('POST', '/v1/objects/person', { rawBody: '   \n ' })
    expectError(response, 400)
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE)
  })

  it.each([
    ['POST', '/v1/objects/person', { attributes: { name: 'Ada Lovelace' }, colour: 'red' }],
    [
      'PUT',
      '/v1/objects/person',
      {
        matching_attribute: 'email_addresses',
        attributes: { name: 'Ada', email_addresses: ['a@example.com'] },
        colour: 'red',
      },
    ],
    ['PATCH', '/v1/records/1', { attributes: {}, colour: 'red' }],
    ['POST', '/v1/objects/person/records', { limit: 5, colour: 'red' }],
    ['POST', '/v1/objects', { name: 'Deal', slug: 'deal', colour: 'red' }],
  ])('answers 400 naming an unknown top-level field of %s %s', async (method, path, body) => {
    const response = await t.request(method, path, { body })
    expect(expectError(response, 400)).toContain('colour')
    expect(await peopleTotal()).toBe(SEEDED_PEOPLE)
  })

  it('answers 400 naming a field of the wrong type', async () => {
    const response = await t.request('POST', '/v1/objects/person/records', { body: { limit: 'ten' } })
    expect(expectError(response, 400)).toContain('limit')
  })
})

describe('the error body', () => {
  it('is exactly {code, message} with code equal to the status, for every kind of error', async () => {
    const readOnly = await t.createKey(['record.read'])
    const first = (await t.request('POST', '/v1/objects/person/records', { body: { limit: 1 } })).body.data[0]
    const cases: Array<[number, Promise<ApiResponse>]> = [
      [400, t.request('POST', '/v1/objects/person', { rawBody: '{' })],
      [400, t.request('GET', '/v1/records/not-a-number')],
      [401, t.request('GET', '/v1/objects', { key: null })],
      [401, t.request('GET', '/v1/objects', { key: 'cgm_nobody' })],
      [401, t.request('GET', '/v1/objects', { key: null, headers: { authorization: 'Basic abc' } })],
      [403, t.request('POST', '/v1/objects/person', { key: readOnly, body: { attributes: { name: 'Ada' } } })],
      [404, t.request('GET', '/v1/records/999999')],
      [404, t.request('GET', '/v1/unknown')],
      [405, t.request('DELETE', '/v1/objects')],
      [
        409,
        t.request('POST', '/v1/objects/person', {
          body: { attributes: { name: 'Copy', email_addresses: first.attributes.email_addresses } },
        }),
      ],
    ]
    for (const [status, pending] of cases) expectError(await pending, status)
  })
})

describe('determinism', () => {
  const listRequest = () =>
    new Request('http://127.0.0.1:4010/v1/objects/person/records', {
      method: 'POST',
      headers: { authorization: 'Bearer cgm_dev_key', 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 20, sort: { attribute: 'name' } }),
    })

  it('answers byte-identical text for the same request to two mocks with the same seed', async () => {
    const through = await t.request('POST', '/v1/objects/person/records', {
      body: { limit: 20, sort: { attribute: 'name' } },
    })
    expect(through.status).toBe(200)
    const direct = await createMock({ seed: 1 }).fetch(listRequest())
    expect(direct.status).toBe(200)
    expect(through.text).toBe(await direct.text())
  })

  it('answers the same ids and timestamps for the same writes to two mocks with the same seed', async () => {
    const other = createMock({ seed: 1 })
    const body = { attributes: { name: 'Ada Lovelace', email_addresses: ['ada@example.com'] } }
    t.mock.clock.advance('5m')
    other.clock.advance('5m')
    const through = await t.request('POST', '/v1/objects/person', { body })
    const direct = await other.fetch('/v1/objects/person', {
      method: 'POST',
      headers: { authorization: 'Bearer cgm_dev_key', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(through.status).toBe(200)
    expect(through.text).toBe(await direct.text())
    expect(through.body.created_at).toBe('2026-01-15T10:05:00Z')
  })

  it('answers the same text twice in a row from one mock', async () => {
    const a = await t.request('POST', '/v1/objects/company/records', { body: {} })
    const b = await t.request('POST', '/v1/objects/company/records', { body: {} })
    expect(a.status).toBe(200)
    expect(b.text).toBe(a.text)
  })

  it('answers different data for another seed', async () => {
    const one = await createMock({ seed: 1 }).fetch(listRequest())
    const two = await createMock({ seed: 2 }).fetch(listRequest())
    expect(two.status).toBe(200)
    const [textOne, textTwo] = [await one.text(), await two.text()]
    expect(textTwo).not.toBe(textOne)
    expect(JSON.parse(textTwo).total).toBe(SEEDED_PEOPLE)
  })
})
