import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMock } from '../../index.js'
import { explanation, headerValue } from './explanation.js'
import { closest, editDistance } from './nearest.js'

describe('an explanation', () => {
  it('is one ASCII line of at most 300 characters with at most 3 suggestions', () => {
    const e = explanation('unknown_field', `"naïve\r\nname" ${'x'.repeat(1000)}`, ['a', 'b', 'b', 'c', 'd'])
    expect(e.message.startsWith('"na?ve name" xxx')).toBe(true)
    expect(e.message).toHaveLength(300)
    expect(e.message.endsWith('...')).toBe(true)
    expect(e.suggestions).toEqual(['a', 'b', 'c'])
    expect(headerValue(e)).toHaveLength(300)
    expect(headerValue(e)).toMatch(/^unknown_field: "na\?ve name" x+\.\.\.$/)
  })
})

describe('the nearest name', () => {
  it('is a typo, a prefix or a part away, and nothing further', () => {
    expect(editDistance('objets', 'objects')).toBe(1)
    expect(editDistance('a'.repeat(100), 'b'.repeat(100), 3)).toBe(4)
    expect(closest('emial_addresses', ['name', 'email_addresses'])).toEqual(['email_addresses'])
    expect(closest('email', ['name', 'email_addresses', 'job_title'])).toEqual(['email_addresses'])
    expect(closest('zzzz', ['name', 'email_addresses'])).toEqual([])
    expect(closest('nmae', ['game', 'name', 'names'], 3)).toEqual(['name'])
    expect(closest('titel', ['title', 'tile', 'titles'], 3)).toEqual(['title'])
  })
})

describe("createMock({ explain: 'warn' })", () => {
  afterEach(() => vi.restoreAllMocks())

  it('prints each explained call with console.warn, as MSW warns of an unhandled request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const mock = createMock({ seed: 1, scenario: 'empty', explain: 'warn' })
    const headers = { authorization: `Bearer ${mock.apiKey}` }
    expect((await mock.fetch('/v1/objects', { headers })).status).toBe(200)
    const miss = await mock.fetch('/v1/objets', { headers })
    expect(miss.headers.get('x-mock-explain')).toBe(
      'unknown_route: No operation GET /v1/objets; did you mean GET /v1/objects?',
    )
    expect(warn.mock.calls).toEqual([
      [
        '[context-graph-mock] GET /v1/objets 404: unknown_route: No operation GET /v1/objets; did you mean ' +
          'GET /v1/objects?\n  suggestions: GET /v1/objects | POST /v1/objects',
      ],
    ])
  })

  it('is quiet by default, and refuses a value it does not know', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const mock = createMock({ seed: 1, scenario: 'empty' })
    const miss = await mock.fetch('/v1/objets', { headers: { authorization: `Bearer ${mock.apiKey}` } })
    expect(miss.headers.get('x-mock-explain')).toMatch(/^unknown_route: /)
    expect(warn).not.toHaveBeenCalled()
    expect(() => createMock({ explain: 'log' as 'warn' })).toThrow('Invalid explain "log": expected \'warn\'')
  })
})
