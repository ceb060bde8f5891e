import { describe, expect, it } from 'vitest'
import { isoMillis } from './iso-millis.js'

describe('isoMillis', () => {
  it('is toISOString for instants in order, repeated, backwards and fractional', () => {
    const start = Date.UTC(2026, 10, 27, 23, 59, 59, 990)
    const instants = [start, start, start + 9, start + 10, start + 10.7, start + 1_000, start, -1, -1_001, 0, 1.5e12]
    for (const instant of instants) expect(isoMillis(instant)).toBe(new Date(Math.trunc(instant)).toISOString())
  })

  it('gives an invalid instant as Date does', () => {
    expect(() => isoMillis(Number.NaN)).toThrow(RangeError)
  })
})
