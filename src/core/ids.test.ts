import { describe, expect, it } from 'vitest'
import { compareIds, createIdFormat, createIdSequence, LONG_ID_RANGE } from './ids.js'

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
