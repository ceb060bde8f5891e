import type { AttributeDef } from '../core/model.js'
import type { StoredForm } from '../core/records/value-input.js'
import { simpleUrlUsername, VALUE_LIMITS, type FullName, type Location, type Phone } from '../core/schema/values.js'

/*
 * The stored form of the values the seed writes, where it is plain to see: what normalizeValue
 * answers for them, without its checks for what a client may send (keys to refuse, parts to trim,
 * a URL to parse). Normalizing was a tenth of the large seed's CPU. Anything not plainly one of
 * these forms (a multi-value attribute, a raw-format phone, a part with spaces around it, an
 * empty one, a number not written `+1 415 555 0123`) is left to normalizeValue. src/seed/
 * stored-form.test.ts checks, over the seed's own inputs and over arbitrary ones, that whatever
 * this answers is what normalizeValue answers.
 */

/** A string the size check lets through without encoding it (3 UTF-8 bytes a code unit at most). */
const MAX_PLAIN_LENGTH = Math.floor(VALUE_LIMITS.maxStringBytes / 3)

const LOCATION_PARTS: ReadonlySet<string> = new Set(['street', 'city', 'region', 'postal_code', 'country'])

/** A US number as the seed writes it: the calling code 1 and ten digits in groups. */
const US_PHONE = /^\+1 (\d{3}) (\d{3}) (\d{4})$/

/** A string with nothing to trim, within the size check's plain range. */
const plainString = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_PLAIN_LENGTH && value.trim() === value

/** A literal object (so `for...in` walks its own keys alone). */
const literal = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype

function fullName(value: unknown): FullName | undefined {
  if (!literal(value)) return undefined
  for (const key in value) if (key !== 'first_name' && key !== 'last_name') return undefined
  const { first_name: first, last_name: last } = value
  if (!plainString(first) || !plainString(last) || (first === '' && last === '')) return undefined
  return { first_name: first, last_name: last }
}

function location(value: unknown): Location | undefined {
  if (!literal(value)) return undefined
  let parts = 0
  for (const key in value) {
    const part = value[key]
    if (!LOCATION_PARTS.has(key) || !plainString(part) || part === '') return undefined
    parts++
  }
  if (parts === 0) return undefined
  const given = value as Partial<Location>
  return {
    street: given.street ?? null,
    city: given.city ?? null,
    region: given.region ?? null,
    postal_code: given.postal_code ?? null,
    country: given.country ?? null,
  }
}

function phone(value: unknown): Phone | undefined {
  if (typeof value !== 'string') return undefined
  const groups = US_PHONE.exec(value)
  return groups ? { country_code: 1, number: `${groups[1]}${groups[2]}${groups[3]}` } : undefined
}

function socialProfile(value: unknown): { username: string | null; url: string } | undefined {
  if (!plainString(value)) return undefined
  const username = simpleUrlUsername(value)
  return username === undefined ? undefined : { username, url: value }
}

/** The seed's StoredForm (see above): a single value of a text, number, name, location, phone or profile attribute. */
export const seededStoredForm: StoredForm = (attribute: AttributeDef, input: unknown): unknown => {
  if (attribute.options.is_multi_value) return undefined
  switch (attribute.type) {
    case 'text':
      return plainString(input) && input !== '' ? input : undefined
    case 'number':
      return typeof input === 'number' &&
        Number.isFinite(input) &&
        (!attribute.options.is_whole_number || Number.isInteger(input))
        ? input
        : undefined
    case 'full_name':
      return fullName(input)
    case 'location':
      return location(input)
    case 'phone':
      return attribute.options.use_raw_format ? undefined : phone(input)
    case 'social_profile':
      return socialProfile(input)
    default:
      return undefined
  }
}
