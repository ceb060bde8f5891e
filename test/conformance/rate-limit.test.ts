import { describe, expect, it } from 'vitest'
import { expectError } from '../support/assertions.js'
import { useTarget } from '../support/target.js'

describe('the default rate limit', () => {
  const t = useTarget()
  it('puts X-RateLimit headers on every /v1 answer, errors included', async () => {
    const ok = await t.request('GET', '/v1/objects')
    expect(ok.headers.get('x-ratelimit-limit')).toBe('1000')
    expect(ok.headers.get('x-ratelimit-remaining')).toBe('999')
    expect(ok.headers.get('x-ratelimit-reset')).toBe('1')
    expect(ok.headers.get('retry-after')).toBeNull()
    const missing = await t.request('GET', '/v1/objects/nope')
    expect(missing.headers.get('x-ratelimit-remaining')).toBe('998')
    const control = await t.request('GET', '/_mock/clock', { key: null })
    expect(control.headers.get('x-ratelimit-limit')).toBeNull()
  })
})

describe('a small rate limit', () => {
  const t = useTarget({ rateLimit: '3/10s' })
  it('answers 429 with Retry-After past the limit, per key, and recovers as the clock moves', async () => {
    for (let i = 0; i < 3; i++) expect((await t.request('GET', '/v1/objects')).status).toBe(200)
    const limited = await t.request('GET', '/api/developers/v1/objects')
    expectError(limited, 429, 'Rate limit exceeded: at most 3 calls per 10 s per key; retry after 4 s')
    expect(limited.headers.get('retry-after')).toBe('4')
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0')
    expect(limited.headers.get('x-ratelimit-reset')).toBe('10')
    const other = await t.createKey(['object.read'])
    expect((await t.request('GET', '/v1/objects', { key: other })).status).toBe(200)
    t.mock.clock.advance('3s')
    expect((await t.request('GET', '/v1/objects')).status).toBe(429)
    t.mock.clock.advance('1s')
    const again = await t.request('GET', '/v1/objects')
    expect(again.status).toBe(200)
    expect(again.headers.get('x-ratelimit-remaining')).toBe('0')
  })
})

describe('rate limit off', () => {
  const t = useTarget({ rateLimit: 'off' })
  it('sends no rate headers and never answers 429', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await t.request('GET', '/v1/objects')
      expect(response.status).toBe(200)
      expect(response.headers.get('x-ratelimit-limit')).toBeNull()
    }
  })
})
