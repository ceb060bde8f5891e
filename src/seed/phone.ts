import type { Faker } from './faker.js'

/** The options of one digit's draw: kept, not written again for each of the 10 draws of a number. */
const DIGIT = { max: 9 } as const
const FIRST_DIGIT = { max: 8 } as const

/** A character code of a digit, or of the text between the number's groups. */
const ZERO = 48
const ONE = 49
const PLUS = 43
const SPACE = 32

/** A digit's character code, drawn. */
const digit = (faker: Faker): number => ZERO + faker.number.int(DIGIT)

/**
 * A US phone number, `+1 415 555 0123`: what
 * `+1 ${faker.string.numeric({ length: 3, allowLeadingZeros: false })} ${faker.string.numeric(3)} ${faker.string.numeric(4)}`
 * gives, drawn the same way. faker's `numeric` filters its digit list, builds an array of one-digit
 * strings and joins it for every call; each digit is one `number.int({ max })` (an index into
 * '1'..'9' for the first, '0'..'9' for the others), so drawing the indexes straight gives the same
 * digits in the same order at a third of the cost (13,000 numbers in the large scenario). The
 * number is written as one flat string from the digits' codes (arguments are evaluated left to
 * right, so the draws keep their order): a template of ten numbers was ten conversions and a
 * chain of concatenations, about 700 bytes of garbage a number.
 * src/seed/phone.test.ts holds the two side by side.
 *
 * @example phoneNumber(seededFaker(1)) // the same number on every run
 */
export function phoneNumber(faker: Faker): string {
  return String.fromCharCode(
    PLUS,
    ONE,
    SPACE,
    ONE + faker.number.int(FIRST_DIGIT),
    digit(faker),
    digit(faker),
    SPACE,
    digit(faker),
    digit(faker),
    digit(faker),
    SPACE,
    digit(faker),
    digit(faker),
    digit(faker),
    digit(faker),
  )
}
