import { faker as shared } from '@faker-js/faker/locale/en'
import { describe, expect, it } from 'vitest'
import { compileFake } from './compiled-fake.js'
import { seededFaker, type Faker } from './faker.js'

// The compiled `fake` must draw what faker's own draws, in the same order: two fakers on one seed,
// one compiled and one not, give the same text call for call, and stay in step after.

type FakerClass = new (options: { locale: Faker['rawDefinitions'] }) => Faker
const plainFaker = (seed: number): Faker => {
  const faker = new (shared.constructor as FakerClass)({ locale: shared.rawDefinitions })
  faker.seed(seed)
  return faker
}
const compiledFaker = (seed: number): Faker => {
  const faker = plainFaker(seed)
  compileFake(faker)
  faker.seed(seed)
  return faker
}

/** Every generator the seeders use that goes through `fake`, and a few more templates. */
const draws: Array<[string, (faker: Faker) => string]> = [
  ['person.jobTitle', (f) => f.person.jobTitle()],
  ['person.lastName', (f) => f.person.lastName()],
  ['person.firstName', (f) => f.person.firstName()],
  ['location.city', (f) => f.location.city()],
  ['location.streetAddress', (f) => f.location.streetAddress()],
  ['location.streetAddress full', (f) => f.location.streetAddress({ useFullAddress: true })],
  ['location.street', (f) => f.location.street()],
  ['company.name', (f) => f.company.name()],
  ['company.buzzPhrase', (f) => f.company.buzzPhrase()],
  ['lorem.sentence', (f) => f.lorem.sentence()],
  ['hacker.phrase', (f) => f.hacker.phrase()],
  ['person.bio', (f) => f.person.bio()],
  ['a template with literal text', (f) => f.helpers.fake('Hi, {{person.firstName}} from {{location.city}}!')],
  ['a list of templates', (f) => f.helpers.fake(['{{person.firstName}}', '{{company.name}} ({{person.jobType}})'])],
  // Off the plain path: arguments, a raw definition, braces in the literal text, an unclosed placeholder.
  ['arguments', (f) => f.helpers.fake('{{string.numeric(4)}}-{{number.int({"min": 1, "max": 9})}}')],
  ['a raw definition', (f) => f.helpers.fake('{{location.city_name}}, {{person.job_area}}')],
  ['braces in the text', (f) => f.helpers.fake('{ {{person.firstName}} } {{{person.lastName}}}')],
  ['an unclosed placeholder', (f) => f.helpers.fake('{{person.firstName}} and {{person.lastName')],
  ['no placeholder', (f) => f.helpers.fake('plain text')],
]

describe('the compiled fake', () => {
  it('gives what faker gives, call for call, for every template the seeders use', () => {
    const plain = plainFaker(7)
    const compiled = compiledFaker(7)
    const seen = new Set<string>()
    for (let round = 0; round < 300; round++) {
      for (const [name, draw] of draws) {
        const expected = draw(plain)
        expect(draw(compiled), `${name}, round ${round}`).toBe(expected)
        seen.add(expected)
      }
      // Still in step: the next number drawn is the same.
      expect(compiled.number.int(1e9)).toBe(plain.number.int(1e9))
    }
    // The draws vary (a fake that answered one fixed text would not pass for long).
    expect(seen.size).toBeGreaterThan(3000)
  })

  it('is what the seed fakers use, and leaves the shared faker alone', () => {
    expect(seededFaker(1).helpers.fake).not.toBe(plainFaker(1).helpers.fake)
    expect(Object.hasOwn(shared.helpers, 'fake') && shared.helpers.fake.name).toBe('bound fake')
    expect(seededFaker(3).person.jobTitle()).toBe(plainFaker(3).person.jobTitle())
  })

  it('throws as faker does for an expression that does not resolve', () => {
    expect(() => compiledFaker(1).helpers.fake('{{person.noSuchThing}}')).toThrow(
      /Cannot resolve expression 'person.noSuchThing'/,
    )
  })
})
