import { describe, expect, it } from 'vitest'
import { authenticate, bearerKey, type ApiKey } from './auth.js'

describe('bearerKey', () => {
  it('reads the key of a Bearer header, the scheme in any case, spaces around the key allowed', () => {
    expect(bearerKey('Bearer cgm_dev_key')).toBe('cgm_dev_key')
    expect(bearerKey('bearer  cgm_dev_key ')).toBe('cgm_dev_key')
    expect(bearerKey('BEARER\tk-1')).toBe('k-1')
  })

  it('reads nothing from an absent header, another scheme, a missing key or two words', () => {
    for (const header of [undefined, null, '', 'Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Bearer a b', 'Token k'])
      expect(bearerKey(header)).toBeUndefined()
  })
})

describe('authenticate', () => {
  const key = { key: 'k-1', workspace_id: 'w', scopes: [] } as unknown as ApiKey
  const keys = new Map([['k-1', key]])

  it('finds the key the header names', () => {
    expect(authenticate(keys, 'bearer k-1')).toBe(key)
  })

  it('tells an absent, a malformed and an unknown key apart with 401s', () => {
    expect(() => authenticate(keys, null)).toThrow(/Missing Authorization header/)
    expect(() => authenticate(keys, 'Basic k-1')).toThrow(/Malformed Authorization header/)
    expect(() => authenticate(keys, 'Bearer k-2')).toThrow(/Invalid API key/)
  })
})
