import { describe, expect, it } from 'vitest'
import { expectError } from '../support/assertions.js'
import { useTarget, type ApiResponse } from '../support/target.js'

/** The four rate headers of an answer, null where absent. */
const rateHeaders = (response: ApiResponse) => ({
  limit: response.headers.get('x-ratelimit-limit'),
  remaining: response.headers.get('x-ratelimit-remaining'),
  reset: response.headers.get('x-ratelimit-reset'),
  retryAfter: response.headers.get('retry-after'),
})
const NONE = { limit: null, remaining: null, reset: null, retryAfter: null }

describe('the default rate limit', () => {
  const t = useTarget()
  it('puts the X-RateLimit headers on every /v1 answer to a key, 2xx and 4xx, under both prefixes, and Retry-After on none of them', async () => {
    // 1000 calls per 10 s: one token comes back every 10 ms, so the bucket is full again within 1 s.
    const ok = await t.request('GET', '/v1/objects')
    expect(ok.status).toBe(200)
    expect(rateHeaders(ok)).toEqual({ limit: '1000', remaining: '999', reset: '1', retryAfter: null })
    const created = await t.request('POST', '/api/developers/v1/objects/person', {
      body: { attributes: { name: 'Ada Lovelace' } },
    })
    expect(created.status).toBe(200)
    expect(rateHeaders(created)).toEqual({ limit: '1000', remaining: '998', reset: '1', retryAfter: null })
    const missing = await t.request('GET', '/v1/objects/nope')
    expect(missing.status).toBe(404)
    expect(rateHeaders(missing)).toEqual({ limit: '1000', remaining: '997', reset: '1', retryAfter: null })
    const invalid = await t.request('POST', '/api/developers/v1/objects/person', { body: { attributes: 'nope' } })
    expect(invalid.status).toBe(400)
    expect(rateHeaders(invalid)).toEqual({ limit: '1000', remaining: '996', reset: '1', retryAfter: null })
    const reader = await t.createKey(['record.read'])
    const forbidden = await t.request('POST', '/v1/objects/person', {
      key: reader,
      body: { attributes: { name: 'Grace Hopper' } },
    })
    expect(forbidden.status).toBe(403)
    // The reader has a bucket of its own.
    expect(rateHeaders(forbidden)).toEqual({ limit: '1000', remaining: '999', reset: '1', retryAfter: null })
  })

  it('sends none where no key is known (401) and none under /_mock', async () => {
    const anonymous = await t.request('GET', '/v1/objects', { key: null })
    expect(anonymous.status).toBe(401)
    expect(rateHeaders(anonymous)).toEqual(NONE)
    const control = await t.request('GET', '/_mock/clock', { key: null })
    expect(rateHeaders(control)).toEqual(NONE)
  })
})

describe('a small rate limit', () => {
  const t = useTarget({ rateLimit: '3/10s' })
  it('answers 429 with Retry-After past the limit, per key, and recovers as the clock moves', async () => {
    // 3 calls per 10 s: a token every 3.33 s. An allowed call has no Retry-After (RFC 9110: 429 and 503 only).
    const expected = [
      { limit: '3', remaining: '2', reset: '4', retryAfter: null },
      { limit: '3', remaining: '1', reset: '7', retryAfter: null },
      { limit: '3', remaining: '0', reset: '10', retryAfter: null },
    ]
    for (const headers of expected) {
      const response = await t.request('GET', '/v1/objects')
      expect(response.status).toBe(200)
      expect(rateHeaders(response)).toEqual(headers)
    }
    const limited = await t.request('GET', '/api/developers/v1/objects')
    expectError(limited, 429, 'Rate limit exceeded: at most 3 calls per 10 s per key; retry after 4 s')
    // On the 429, Retry-After is when the next call is allowed, not when the bucket is full.
    expect(rateHeaders(limited)).toEqual({ limit: '3', remaining: '0', reset: '10', retryAfter: '4' })
    const other = await t.createKey(['object.read'])
    expect((await t.request('GET', '/v1/objects', { key: other })).status).toBe(200)
    t.mock.clock.advance('3s')
    expect((await t.request('GET', '/v1/objects')).status).toBe(429)
    t.mock.clock.advance('1s')
    const again = await t.request('GET', '/v1/objects')
    expect(again.status).toBe(200)
    expect(rateHeaders(again)).toEqual({ limit: '3', remaining: '0', reset: '10', retryAfter: null })
  })
})

describe('rate limit off', () => {
  const t = useTarget({ rateLimit: 'off' })
  it('sends no rate headers on any /v1 answer and never answers 429', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await t.request('GET', i % 2 ? '/v1/objects' : '/api/developers/v1/objects')
      expect(response.status).toBe(200)
      expect(rateHeaders(response)).toEqual(NONE)
    }
    const missing = await t.request('GET', '/v1/objects/nope')
    expect(missing.status).toBe(404)
    expect(rateHeaders(missing)).toEqual(NONE)
  })

  it("keeps the connect call's own limit of 10 a minute, and its headers", async () => {
    const first = await t.request('POST', '/v1/integrations/email/google/connect')
    expect(first.status).toBe(200)
    expect(rateHeaders(first)).toEqual({ limit: '10', remaining: '9', reset: '60', retryAfter: null })
  })
})

describe("the connect call's own limit", () => {
  const t = useTarget()
  it('describes the connect minute on its 200s, on a refused pair (400, which counts) and on its 429', async () => {
    const first = await t.request('POST', '/api/developers/v1/integrations/email/google/connect')
    expect(first.status).toBe(200)
    expect(rateHeaders(first)).toEqual({ limit: '10', remaining: '9', reset: '60', retryAfter: null })
    t.mock.clock.advance('20s')
    const refused = await t.request('POST', '/v1/integrations/email/slack/connect')
    expect(refused.status).toBe(400)
    expect(rateHeaders(refused)).toEqual({ limit: '10', remaining: '8', reset: '60', retryAfter: null })
    for (let i = 0; i < 8; i++)
      expect((await t.request('POST', '/v1/integrations/crm/hubspot/connect')).status).toBe(200)
    t.mock.clock.advance('15s')
    const limited = await t.request('POST', '/v1/integrations/email/google/connect')
    // The first call leaves the minute in 25 s; the last one in 45 s.
    expectError(limited, 429, 'Too many connect calls: at most 10 a minute per API key; retry in 25 s')
    expect(rateHeaders(limited)).toEqual({ limit: '10', remaining: '0', reset: '45', retryAfter: '25' })
    // Other calls of the key answer the general limit's headers.
    expect(rateHeaders(await t.request('GET', '/v1/integrations'))).toEqual({
      limit: '1000',
      remaining: '998',
      reset: '1',
      retryAfter: null,
    })
  })
})
