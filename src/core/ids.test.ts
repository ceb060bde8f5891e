import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { compareIds, createIdFormat, createIdSequence, isIdAfter, LONG_ID_RANGE } from './ids.js'

describe('createIdSequence', () => {
  it('counts up from its start as digit strings', () => {
    const ids = createIdSequence(7)
    expect([ids.next(), ids.next(), ids.peek(), ids.next()]).toEqual(['7', '8', '9', '9'])
  })

  it('counts exactly above 2^53, where a Number would round', () => {
    const ids = createIdSequence(2n ** 53n)
    expect([ids.next(), ids.next(), ids.next()]).toEqual(['9007199254740992', '9007199254740993', '9007199254740994'])
    const long = createIdSequence(32_704_519_835_647_913n)
    expect(long.next()).toBe('32704519835647913')
    expect(long.next()).toBe('32704519835647914')
  })
})

describe('createIdSequence, 17 digits', () => {
  it('counts as BigInts do, across carries and past the last 17-digit id', () => {
    for (const start of [32_704_519_835_647_914n, 32_704_519_835_649_995n, 19_999_999_999_999_998n, 10n ** 17n - 3n]) {
      const ids = createIdSequence(start)
      const drawn: string[] = []
      for (let i = 0; i < 12; i++) {
        expect(ids.peek()).toBe(String(start + BigInt(i)))
        drawn.push(ids.next())
      }
      expect(drawn).toEqual(Array.from({ length: 12 }, (_, i) => String(start + BigInt(i))))
    }
  })

  it('counts as BigInts do from any 17-digit start', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 10n ** 16n, max: 10n ** 17n - 1n }), fc.integer({ min: 1, max: 40 }), (start, n) => {
        const ids = createIdSequence(start)
        for (let i = 0; i < n; i++) expect(ids.next()).toBe(String(start + BigInt(i)))
        expect(ids.peek()).toBe(String(start + BigInt(n)))
      }),
    )
  })
})

describe('compareIds', () => {
  it('orders ids numerically across lengths', () => {
    const ids = ['100', '99', '32704519835647914', '9007199254740993', '9007199254740992', '1']
    expect([...ids].sort(compareIds)).toEqual([
      '1',
      '99',
      '100',
      '9007199254740992',
      '9007199254740993',
      '32704519835647914',
    ])
  })
})

describe('createIdFormat', () => {
  it('names 17-digit workspaces above 2^53, one slot 10^12 ids apart, each sequence starting just above its workspace id', () => {
    const format = createIdFormat()
    expect(format.shortIds).toBe(false)
    const ids = [0, 1, 2].map((slot) => format.workspaceId(slot))
    expect(ids).toEqual(['32704519835647913', '32705519835647913', '32706519835647913'])
    for (const [slot, id] of ids.entries()) {
      expect(BigInt(id)).toBeGreaterThanOrEqual(LONG_ID_RANGE.min)
      expect(BigInt(id)).toBeGreaterThan(2n ** 53n)
      expect(format.firstId(slot)).toBe(BigInt(id) + 1n)
    }
  })

  it('keeps every id of every slot within 17 digits, and refuses a slot that would leave them', () => {
    const format = createIdFormat()
    const last = 67_294
    expect(String(BigInt(format.workspaceId(last)) + 10n ** 12n - 1n)).toHaveLength(17)
    expect(() => format.workspaceId(last + 1)).toThrow(RangeError)
  })

  it('names short workspaces 1, 2, 3 and starts every short sequence at 1', () => {
    const format = createIdFormat({ shortIds: true })
    expect([0, 1, 2].map((slot) => format.workspaceId(slot))).toEqual(['1', '2', '3'])
    expect(format.firstId(0)).toBe(1n)
    expect(format.firstId(5)).toBe(1n)
  })
})

describe('isIdAfter', () => {
  it('answers what the BigInt sum answers, carries and other lengths included', () => {
    const cases: Array<[string, string, 1 | 2]> = [
      ['32704519835647915', '32704519835647914', 1],
      ['32704519835647916', '32704519835647914', 2],
      ['32704519835647916', '32704519835647914', 1],
      ['32704519835647920', '32704519835647919', 1],
      ['32704519835647921', '32704519835647919', 2],
      ['32704519835647910', '32704519835647919', 1],
      ['100', '99', 1],
      ['101', '99', 2],
      ['10', '9', 1],
      ['33704519835647915', '32704519835647914', 1],
      ['3270451983564791', '32704519835647914', 1],
      ['', '8', 1],
    ]
    for (const [id, before, step] of cases)
      expect(isIdAfter(id, before, step), `${id} after ${before} by ${step}`).toBe(
        id === String(BigInt(before) + BigInt(step)),
      )
    expect(cases.filter(([id, before, step]) => isIdAfter(id, before, step))).toHaveLength(7)
  })

  it('answers what the BigInt sum answers for arbitrary ids near each other', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 17n }),
        fc.integer({ min: -3, max: 3 }),
        fc.constantFrom(1 as const, 2 as const),
        (before, offset, step) => {
          const id = String(before + BigInt(step + offset))
          expect(isIdAfter(id, String(before), step)).toBe(offset === 0)
        },
      ),
    )
  })
})
