import { describe, expect, it } from 'vitest'
import { seededFaker } from './faker.js'
import { phoneNumber } from './phone.js'

// phoneNumber must draw what faker's `string.numeric` draws for the seeders' phone numbers: two
// fakers on one seed give the same number call for call, and stay in step after.
const withNumeric = (faker: ReturnType<typeof seededFaker>): string =>
  `+1 ${faker.string.numeric({ length: 3, allowLeadingZeros: false })} ${faker.string.numeric(3)} ${faker.string.numeric(4)}`

describe('phoneNumber', () => {
  it.each([1, 2, 0x4157, 2_147_483_647])('draws what faker.string.numeric draws, seed %i', (seed) => {
    const ours = seededFaker(seed)
    const theirs = seededFaker(seed)
    const numbers: string[] = []
    for (let i = 0; i < 500; i++) {
      const number = phoneNumber(ours)
      expect(number).toBe(withNumeric(theirs))
      numbers.push(number)
    }
    // In step after: the next draw of anything is the same.
    expect(ours.person.jobTitle()).toBe(theirs.person.jobTitle())
    expect(numbers.every((number) => /^\+1 [1-9]\d\d \d{3} \d{4}$/.test(number))).toBe(true)
    // Every first digit 1-9 and every later digit 0-9 turns up: the ranges are faker's.
    expect(new Set(numbers.map((number) => number[3])).size).toBe(9)
    expect(new Set(numbers.map((number) => number[4])).size).toBe(10)
  })
})
