import { describe, expect, it } from 'vitest'
import { parseExactIds } from './json.js'

describe('parseExactIds', () => {
  it('keeps the exact digits of 16+ digit integers as strings, and leaves the rest as JSON.parse does', () => {
    expect(
      parseExactIds(
        '{"artifact_id":32704519835648903,"n":12,"f":1.5,"e":12345678901234567e2,"s":"32704519835648903 \\"x\\" 99999999999999999"}',
      ),
    ).toEqual({
      artifact_id: '32704519835648903',
      n: 12,
      f: 1.5,
      e: 12345678901234567e2,
      s: '32704519835648903 "x" 99999999999999999',
    })
    expect(parseExactIds('[-1234567890123456789, 3]')).toEqual(['-1234567890123456789', 3])
    expect(parseExactIds('null')).toBe(null)
  })

  it('reads a large body in linear time', () => {
    const body = JSON.stringify({
      data: Array.from({ length: 50_000 }, (_, i) => ({ id: 32704519835648903 + i, name: `x\\"${i}` })),
    })
    const start = performance.now()
    expect(parseExactIds(body).data).toHaveLength(50_000)
    expect(performance.now() - start).toBeLessThan(1000)
  })
})
