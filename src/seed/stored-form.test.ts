import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createClock } from '../core/clock.js'
import type { AttributeDef, AttributeType, Workspace } from '../core/model.js'
import { objectAttributeBySlug } from '../core/schema/attributes.js'
import { findObject } from '../core/schema/objects.js'
import { normalizeValue } from '../core/schema/values.js'
import { createWorkspace } from '../core/store.js'
import { buildCompanies, buildPeople } from './builders.js'
import { seededFaker } from './faker.js'
import { LIST_JOB_COMPANIES, LIST_JOB_PEOPLE } from './list-job-people.js'
import { seededStoredForm } from './stored-form.js'

const workspace: Workspace = createWorkspace('1', createClock())

/** normalizeValue's answer as JSON (key order included), or its error's message. */
function normalized(attribute: AttributeDef, input: unknown): string {
  try {
    return JSON.stringify(normalizeValue(attribute, input, `attributes.${attribute.slug}`))
  } catch (error) {
    return `error: ${(error as Error).message}`
  }
}

/** Whether the seed's stored form, where it answers one, is exactly normalizeValue's answer. */
function agrees(attribute: AttributeDef, input: unknown): boolean {
  const stored = seededStoredForm(attribute, input)
  return stored === undefined || JSON.stringify(stored) === normalized(attribute, input)
}

function inputsOf(slug: 'company' | 'person', inputs: ReadonlyArray<Record<string, unknown>>) {
  const object = findObject(workspace, slug)
  return inputs.flatMap((input) =>
    Object.entries(input).flatMap(([key, value]) => {
      const attribute = objectAttributeBySlug(workspace, object, key)
      return attribute ? [{ attribute, value }] : []
    }),
  )
}

describe('seededStoredForm', () => {
  it('answers what normalizeValue answers for every value the builders and the cast give, most of them plainly', () => {
    for (const seed of [1, 7, 3]) {
      const faker = seededFaker(seed, Date.parse('2026-01-15T10:00:00Z'))
      const companies = buildCompanies(200, faker)
      const people = buildPeople(2000, companies, faker)
      const values = [
        ...inputsOf('company', [...companies, ...LIST_JOB_COMPANIES]),
        ...inputsOf('person', [...people, ...LIST_JOB_PEOPLE]),
      ]
      let plain = 0
      for (const { attribute, value } of values) {
        const stored = seededStoredForm(attribute, value)
        if (stored === undefined) continue
        plain++
        expect(JSON.stringify(stored), `${attribute.slug} ${JSON.stringify(value)}`).toBe(normalized(attribute, value))
      }
      // Names, titles, numbers, locations and profiles are plain; e-mail addresses, domains and industries are not.
      expect(plain).toBeGreaterThan(values.length / 2)
    }
  })

  it('answers nothing normalizeValue would answer otherwise, for arbitrary input to each kind it shortcuts', () => {
    const attribute = (type: AttributeType, options: Partial<AttributeDef['options']> = {}): AttributeDef => {
      const base = [...workspace.attributes.values()].find((a) => a.type === type && !a.options.is_multi_value)
      const found = base ?? [...workspace.attributes.values()].find((a) => a.type === 'text')!
      return { ...found, type, options: { ...found.options, is_multi_value: false, ...options } }
    }
    const text = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('', ' ', ' a', 'a ', 'Ada', 'x'.repeat(21_846), '\u00a0b', 'https://linkedin.com/in/ada-l'),
    )
    const anything = fc.oneof(
      text,
      fc.constant(null),
      fc.constant(undefined),
      fc.double(),
      fc.integer(),
      fc.array(text, { maxLength: 2 }),
      fc.dictionary(
        fc.constantFrom('first_name', 'last_name', 'street', 'city', 'region', 'postal_code', 'country', 'other'),
        fc.oneof(text, fc.constant(null), fc.integer()),
      ),
      fc
        .tuple(
          fc.integer({ min: 0, max: 999 }),
          fc.integer({ min: 0, max: 9999 }),
          fc.constantFrom('+1 ', '+44 ', '+1', ' +1 '),
        )
        .map(
          ([a, b, prefix]) =>
            `${prefix}${String(a).padStart(3, '0')} ${String(a).padStart(3, '1')} ${String(b).padStart(4, '0')}`,
        ),
      fc.constantFrom(
        'https://linkedin.com/in/ada',
        'https://linkedin.com/',
        'http://x.io/a/b/',
        ' https://a.io/b',
        'ftp://a.io/b',
      ),
    )
    const kinds = [
      attribute('text'),
      attribute('number'),
      attribute('number', { is_whole_number: true }),
      attribute('full_name'),
      attribute('location'),
      attribute('phone'),
      attribute('phone', { use_raw_format: true }),
      attribute('social_profile'),
      attribute('text', { is_multi_value: true }),
    ]
    // Edges an arbitrary draw rarely reaches: empty and blank parts, a missing or extra one, no part at all.
    const edges: unknown[] = [
      { first_name: '', last_name: '' },
      { first_name: 'Ada', last_name: '' },
      { first_name: '', last_name: 'Lovelace' },
      { first_name: ' Ada', last_name: 'Lovelace' },
      { first_name: 'Ada' },
      { first_name: 'Ada', last_name: 'Lovelace', middle: 'B' },
      {},
      { city: '' },
      { city: 'Berlin', country: ' DE' },
      { city: 'Berlin', country: null },
      { city: 'Berlin', county: 'X' },
      Object.create({ city: 'Berlin' }),
      '+1 415 555 0123',
      '+1 415 555 0123 ',
      '+1 415-555-0123',
      '+7 415 555 0123',
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]
    for (const kind of kinds)
      for (const input of edges) expect(agrees(kind, input), `${kind.type} ${String(input)}`).toBe(true)
    fc.assert(
      fc.property(fc.constantFrom(...kinds), anything, (kind, input) => agrees(kind, input)),
      { numRuns: 20_000 },
    )
  })

  it('leaves a raw-format phone and every multi-value attribute to normalizeValue', () => {
    const person = findObject(workspace, 'person')
    const phone = objectAttributeBySlug(workspace, person, 'phone_number')!
    const emails = objectAttributeBySlug(workspace, person, 'email_addresses')!
    expect(seededStoredForm(phone, '+1 415 555 0123')).toEqual({ country_code: 1, number: '4155550123' })
    expect(seededStoredForm({ ...phone, options: { ...phone.options, use_raw_format: true } }, '+1 415 555 0123')).toBe(
      undefined,
    )
    expect(seededStoredForm(emails, ['ada@example.com'])).toBeUndefined()
  })
})
