import { describe, expect, it } from 'vitest'
import { IntegerId, integerId, optionalIntegerId, stringifyBody } from './integer-id.js'

describe('stringifyBody', () => {
  it('writes an IntegerId as a bare integer literal with its exact digits, wherever it stands', () => {
    const body = {
      artifact_id: integerId('32704519835647914'),
      nested: { list: [integerId('1'), { id: integerId('99999999999999999') }] },
    }
    expect(stringifyBody(body)).toBe('{"artifact_id":32704519835647914,"nested":{"list":[1,{"id":99999999999999999}]}}')
  })

  it('answers what JSON.stringify answers for a body without one, strings that look like ids included', () => {
    const body = { id: '32704519835647914', text: 'cgm-integer-x:123', n: 1.5, none: null }
    expect(stringifyBody(body)).toBe(JSON.stringify(body))
  })

  it("never turns a client's string into an integer, even one copying the marker's shape", () => {
    const marker = JSON.parse(JSON.stringify(integerId('5'))) as string
    const forged = `${marker.slice(0, marker.indexOf(':'))}:7`.replace(/cgm-integer-[a-z0-9]+/, 'cgm-integer-guess')
    expect(stringifyBody({ a: forged, b: integerId('8') })).toBe(`{"a":${JSON.stringify(forged)},"b":8}`)
  })

  it('leaves an optional id out when there is none', () => {
    expect(stringifyBody({ a: optionalIntegerId(undefined), b: optionalIntegerId('2') })).toBe('{"b":2}')
  })

  it('refuses anything but a string of digits', () => {
    expect(() => new IntegerId('12a')).toThrow(TypeError)
    expect(() => new IntegerId('')).toThrow(TypeError)
    expect(() => new IntegerId('-1')).toThrow(TypeError)
  })
})

describe("reading the ids back (the README's advice)", () => {
  const text = stringifyBody({ artifact_id: integerId('32704519835647914') })
  // JSON.parse hands a reviver the source text from Node 21 (V8 11.8) on; Node 20 has no context.
  const hasSource = JSON.parse('1', (_key, value, context?: { source?: string }) => context?.source ?? value) === '1'

  it('loses the digits with a plain JSON.parse', () => {
    expect(String((JSON.parse(text) as { artifact_id: number }).artifact_id)).not.toBe('32704519835647914')
  })

  it.skipIf(!hasSource)('keeps them with a reviver reading context.source', () => {
    const revive = (_key: string, value: unknown, context?: { source?: string }) =>
      typeof value === 'number' && !Number.isSafeInteger(value) ? context?.source : value
    expect(JSON.parse(text, revive as never)).toEqual({ artifact_id: '32704519835647914' })
  })
})
