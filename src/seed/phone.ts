import type { Faker } from './faker.js'

/**
 * A US phone number, `+1 415 555 0123`: what
 * `+1 ${faker.string.numeric({ length: 3, allowLeadingZeros: false })} ${faker.string.numeric(3)} ${faker.string.numeric(4)}`
 * gives, drawn the same way. faker's `numeric` filters its digit list, builds an array of one-digit
 * strings and joins it for every call; each digit is one `number.int({ max })` (an index into
 * '1'..'9' for the first, '0'..'9' for the others), so drawing the indexes straight gives the same
 * digits in the same order at a third of the cost (13,000 numbers in the large scenario).
 * src/seed/phone.test.ts holds the two side by side.
 *
 * @example phoneNumber(seededFaker(1)) // the same number on every run
 */
export function phoneNumber(faker: Faker): string {
  const digit = () => faker.number.int({ max: 9 })
  const area = `${faker.number.int({ max: 8 }) + 1}${digit()}${digit()}`
  return `+1 ${area} ${digit()}${digit()}${digit()} ${digit()}${digit()}${digit()}${digit()}`
}
