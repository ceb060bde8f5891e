import { ApiError } from '../errors.js'
import type { AttributeDef, SelectOption } from '../model.js'
import { cutAt } from '../text.js'

/** Structured forms the API answers with. */
export interface FullName {
  first_name: string
  last_name: string
}
/** `country_code` is the calling code as an integer (`1`, `44`), null when the input had none. */
export interface Phone {
  country_code: number | null
  number: string
}
/** Every part is always present, null when unknown. */
export interface Location {
  street: string | null
  city: string | null
  region: string | null
  postal_code: string | null
  country: string | null
}
/** `username` is null when the URL has no path to take it from. */
export interface SocialProfile {
  username: string | null
  url: string
}
export interface Currency {
  amount: number
  currency_code: string
}
/** One value as a record answers it: a scalar, a structured form, or a select value's option. */
export type PresentedSingleValue =
  | string
  | number
  | boolean
  | FullName
  | Phone
  | Location
  | SocialProfile
  | Currency
  | SelectOption
/** An attribute's value as a record answers it: a multi-value attribute's array (`[]` when unset), or null when unset. */
export type PresentedValue = PresentedSingleValue | PresentedSingleValue[] | null

/** Limits on one attribute value. */
export const VALUE_LIMITS = {
  /** The most UTF-8 bytes of any string in a value (64 KiB). */
  maxStringBytes: 65_536,
  /** The most items of a multi-value attribute's array. */
  maxValues: 1_000,
} as const

const fail = (field: string, problem: string): never => {
  throw new ApiError(400, `${field}: ${problem}`)
}

const describe = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value)

// Local part: dot-separated atoms (no leading, trailing or doubled dot), as RFC 5322's dot-atom.
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

// ITU-T E.164: these one- and two-digit calling codes exist; every other code has three digits.
const CALLING_CODES_1 = new Set(['1', '7'])
const CALLING_CODES_2 = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
)

let currencyCodes: Set<string> | undefined
const knownCurrency = (code: string): boolean => {
  currencyCodes ??= new Set(Intl.supportedValuesOf('currency'))
  return currencyCodes.has(code)
}

/** Splits the digits of "+14155550100" into its calling code and national number. */
export function splitCallingCode(digits: string): { country_code: number; number: string } {
  const length = CALLING_CODES_1.has(digits.slice(0, 1)) ? 1 : CALLING_CODES_2.has(digits.slice(0, 2)) ? 2 : 3
  return { country_code: Number(digits.slice(0, length)), number: digits.slice(length) }
}

const utf8 = new TextEncoder()

/** A structured value's field (`attributes.location.city`), named only when a check fails: most never do. */
const partOf = (field: string, part: string | undefined): string => (part === undefined ? field : `${field}.${part}`)

/** Throws 400 naming `field` (its `part`, when given) when a string is over the size cap (64 KiB of UTF-8). */
function checkSize(field: string, text: string, part?: string): void {
  // A UTF-16 code unit takes at most 3 UTF-8 bytes, so short strings need no encoding.
  if (text.length * 3 <= VALUE_LIMITS.maxStringBytes) return
  const bytes = utf8.encode(text).length
  if (bytes > VALUE_LIMITS.maxStringBytes)
    fail(
      partOf(field, part),
      `is ${bytes} bytes long; a value holds at most ${VALUE_LIMITS.maxStringBytes} bytes (64 KiB) of UTF-8`,
    )
}

/** Checks the size of the strings of an input: the value itself, or the fields of a structured form. */
function checkSizes(field: string, input: unknown): void {
  if (typeof input === 'string') checkSize(field, input)
  else if (isPlainObject(input))
    for (const key of Object.keys(input)) {
      const value = input[key]
      if (typeof value === 'string') checkSize(field, value, key)
    }
}

function checkKeys(field: string, value: Record<string, unknown>, allowed: readonly string[]): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) fail(field, `unknown field "${key}"; expected ${allowed.join(', ')}`)
  }
}

/** A structured value's optional string field (`part` of `field`): trimmed, null when absent or blank. */
function optionalString(field: string, value: unknown, part?: string): string | null {
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') fail(partOf(field, part), `expected a string, got ${describe(value)}`)
  const trimmed = (value as string).trim()
  return trimmed === '' ? null : trimmed
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function expectString(field: string, value: unknown): string {
  if (typeof value !== 'string') fail(field, `expected a string, got ${describe(value)}`)
  return value as string
}

function normalizeHttpUrl(field: string, value: unknown): string {
  return parseHttpUrl(field, value).text
}

/** An absolute http(s) URL as given (trimmed) and parsed, or a 400 naming the field. */
function parseHttpUrl(field: string, value: unknown): { text: string; url: URL } {
  const text = expectString(field, value).trim()
  let url: URL | undefined
  try {
    url = new URL(text)
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    fail(field, `"${text}" is not an absolute http(s) URL`)
  }
  return { text, url: url! }
}

/** "https://Acme.com:8080/about" -> "acme.com": the lower-case host of a domain input. */
function bareHost(text: string): string {
  return cutAt(text.toLowerCase().replace(/^[a-z][a-z0-9+.-]*:\/\//, ''), '/?#')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '')
}

function normalizeDomain(field: string, value: unknown, raw: boolean): string {
  const text = expectString(field, value).trim()
  const host = bareHost(text)
  const labels = host.split('.')
  if (labels.length < 2 || !labels.every((label) => HOST_LABEL.test(label)) || !/^[a-z]{2,63}$/.test(labels.at(-1)!)) {
    fail(field, `"${text}" is not a domain; expected a host name such as example.com`)
  }
  return raw ? text : host
}

function normalizeFullName(field: string, value: unknown): FullName {
  if (typeof value === 'string') {
    const parts = value.trim().split(/\s+/).filter(Boolean)
    if (parts.length === 0) fail(field, 'a name cannot be empty')
    if (parts.length === 1) return { first_name: parts[0]!, last_name: '' }
    return { first_name: parts.slice(0, -1).join(' '), last_name: parts.at(-1)! }
  }
  if (!isPlainObject(value)) return fail(field, `expected a string or {first_name, last_name}, got ${describe(value)}`)
  checkKeys(field, value, ['first_name', 'last_name'])
  const first = optionalString(field, value.first_name, 'first_name') ?? ''
  const last = optionalString(field, value.last_name, 'last_name') ?? ''
  if (!first && !last) fail(field, 'first_name or last_name is required')
  return { first_name: first, last_name: last }
}

/** "+44 20 7946 0958" -> "20 7946 0958": drops the "+", the code's digits and the separators after them. */
function stripCallingCode(text: string, codeDigits: number): string {
  let index = 1
  for (let seen = 0; index < text.length && seen < codeDigits; index++) if (/\d/.test(text[index]!)) seen++
  return text.slice(index).replace(/^[\s).-]+/, '')
}

function normalizePhone(field: string, value: unknown, raw: boolean): Phone {
  if (typeof value === 'string') {
    const text = value.trim()
    if (!/^\+?[\d\s().-]+$/.test(text)) fail(field, `"${text}" is not a phone number`)
    const digits = text.replace(/\D/g, '')
    if (digits.length < 6 || digits.length > 15) fail(field, `"${text}" is not a phone number: expected 6 to 15 digits`)
    if (!text.startsWith('+')) return { country_code: null, number: raw ? text : digits }
    const split = splitCallingCode(digits)
    // Raw format keeps the caller's formatting of the national number; the calling code lives in
    // country_code alone, as it does for the structured input and the normalized form.
    return raw
      ? { country_code: split.country_code, number: stripCallingCode(text, String(split.country_code).length) }
      : split
  }
  if (!isPlainObject(value)) return fail(field, `expected a string or {country_code, number}, got ${describe(value)}`)
  checkKeys(field, value, ['country_code', 'number'])
  const code = callingCode(`${field}.country_code`, value.country_code)
  const number = optionalString(field, value.number, 'number')
  if (number === null) return fail(`${field}.number`, 'is required')
  const digits = number.replace(/[\s().-]/g, '')
  if (!/^\d{4,15}$/.test(digits)) fail(`${field}.number`, `"${number}" is not a phone number`)
  return { country_code: code, number: raw ? number : digits }
}

/**
 * Reads a calling code: an integer 1..999 (`1`, `44`), as the API answers it, or leniently a
 * string of one to three digits with or without "+" (`"+44"`, `"44"`). Null or absent: unknown.
 */
function callingCode(field: string, value: unknown): number | null {
  if (value === undefined || value === null) return null
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 1 || value > 999)
      fail(field, `${value} is not a calling code; expected an integer from 1 to 999 such as 44`)
    return value
  }
  if (typeof value !== 'string') return fail(field, `expected an integer such as 44, got ${describe(value)}`)
  const text = value.trim()
  if (text === '') return null
  if (!/^\+?[1-9]\d{0,2}$/.test(text))
    fail(field, `"${text}" is not a calling code; expected an integer such as 44 (or "+44")`)
  return Number(text.replace('+', ''))
}

const LOCATION_PARTS = ['street', 'city', 'region', 'postal_code', 'country'] as const

const location = (parts: Partial<Location>): Location => ({
  street: parts.street ?? null,
  city: parts.city ?? null,
  region: parts.region ?? null,
  postal_code: parts.postal_code ?? null,
  country: parts.country ?? null,
})

function normalizeLocation(field: string, value: unknown): Location {
  if (typeof value === 'string') {
    const parts = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
    if (parts.length === 0 || parts.length > 3)
      fail(
        field,
        `"${value}" is not a location; expected "City", "City, Country", "City, Region, Country" or {street, city, region, postal_code, country}`,
      )
    if (parts.length === 1) return location({ city: parts[0]! })
    if (parts.length === 2) return location({ city: parts[0]!, country: parts[1]! })
    return location({ city: parts[0]!, region: parts[1]!, country: parts[2]! })
  }
  if (!isPlainObject(value))
    return fail(field, `expected a string or {street, city, region, postal_code, country}, got ${describe(value)}`)
  checkKeys(field, value, LOCATION_PARTS)
  const parts: Partial<Location> = {}
  for (const part of LOCATION_PARTS) parts[part] = optionalString(field, value[part], part)
  const result = location(parts)
  if (LOCATION_PARTS.every((part) => result[part] === null))
    fail(field, `at least one of ${LOCATION_PARTS.join(', ')} is required`)
  return result
}

/** The last non-empty path segment of a profile URL, without a leading "@": its username. */
export function usernameOf(url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean)
  const last = segments.at(-1)
  if (last === undefined) return null
  let segment = last
  try {
    segment = decodeURIComponent(last)
  } catch {
    // A malformed escape stays as written.
  }
  return segment.replace(/^@/, '') || null
}

// An http(s) URL that WHATWG URL parses as written: a host of lower-case ASCII labels, the last
// starting with a letter (so not an IPv4 address) and no "--" anywhere (so no punycode label to
// check), no port, user, query or fragment, and a path of plain segments (letters, digits, "_",
// "-": nothing to encode, no dot segments), maybe ending in "/". Its pathname is its path.
const SIMPLE_HTTP_URL = /^https?:\/\/(?!.*--)(?:[a-z0-9-]+\.)+[a-z][a-z0-9-]*((?:\/[A-Za-z0-9_-]+)*)\/?$/

/**
 * The username `usernameOf(new URL(text))` answers, for a URL `new URL` parses as an http(s) URL
 * with a host, without parsing it: undefined when `text` is not that simple. Every seeded profile
 * is (the large scenario normalizes 10,000), and `new URL` was a third of a person's normalization.
 */
export function simpleUrlUsername(text: string): string | null | undefined {
  const path = SIMPLE_HTTP_URL.exec(text)?.[1]
  if (path === undefined) return undefined
  // The segments are plain: decoding and a leading "@" change nothing.
  return path === '' ? null : path.slice(path.lastIndexOf('/') + 1)
}

/**
 * A social profile: a URL (`https://linkedin.com/in/alicejohnson`, the username taken from its
 * last path segment) or `{username?, url}`. The URL is required: a username alone does not say
 * which network, or which kind of page, it belongs to.
 */
function normalizeSocialProfile(field: string, value: unknown): SocialProfile {
  if (typeof value === 'string') {
    const text = value.trim()
    const simple = simpleUrlUsername(text)
    if (simple !== undefined) return { username: simple, url: text }
    const { url } = parseHttpUrl(field, value)
    return { username: usernameOf(url), url: text }
  }
  if (!isPlainObject(value)) return fail(field, `expected a URL or {username, url}, got ${describe(value)}`)
  checkKeys(field, value, ['username', 'url'])
  const username = optionalString(field, value.username, 'username')
  if (value.url === undefined || value.url === null)
    return fail(`${field}.url`, 'is required: send the profile URL, such as https://linkedin.com/in/alicejohnson')
  const { text, url } = parseHttpUrl(`${field}.url`, value.url)
  return { username: username ?? usernameOf(url), url: text }
}

function normalizeCurrency(field: string, value: unknown): Currency {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) fail(field, 'must be a finite number')
    return { amount: value, currency_code: 'USD' }
  }
  if (!isPlainObject(value)) return fail(field, `expected a number or {amount, currency_code}, got ${describe(value)}`)
  checkKeys(field, value, ['amount', 'currency_code'])
  if (typeof value.amount !== 'number' || !Number.isFinite(value.amount))
    fail(`${field}.amount`, `expected a finite number, got ${describe(value.amount)}`)
  const code =
    value.currency_code === undefined
      ? 'USD'
      : expectString(`${field}.currency_code`, value.currency_code).trim().toUpperCase()
  if (!/^[A-Z]{3}$/.test(code) || !knownCurrency(code))
    fail(`${field}.currency_code`, `"${value.currency_code as string}" is not an ISO 4217 currency code`)
  return { amount: value.amount as number, currency_code: code }
}

function normalizeDate(field: string, value: unknown): string {
  const text = expectString(field, value).trim()
  const match = DATE.exec(text)
  const valid =
    match &&
    (() => {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
      const date = new Date(0)
      // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
      date.setUTCFullYear(year, month - 1, day)
      return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    })()
  if (!valid) fail(field, `"${text}" is not a date; expected YYYY-MM-DD`)
  return text
}

/** Normalizes one (single) value of an attribute into its stored form, or throws 400 naming `field`. */
export function normalizeSingle(attribute: AttributeDef, input: unknown, field: string): unknown {
  const raw = attribute.options.use_raw_format
  checkSizes(field, input)
  switch (attribute.type) {
    case 'text': {
      // An empty text is no value: it clears, so a required text cannot be satisfied by "".
      const text = expectString(field, input)
      return text.trim() === '' ? null : text
    }
    case 'number': {
      if (typeof input !== 'number' || !Number.isFinite(input))
        return fail(field, `expected a finite number, got ${describe(input)}`)
      if (attribute.options.is_whole_number && !Number.isInteger(input))
        fail(field, `expected a whole number, got ${input}`)
      return input
    }
    case 'email': {
      const text = expectString(field, input).trim()
      if (!EMAIL.test(text)) fail(field, `"${text}" is not a valid email address`)
      return text
    }
    case 'phone':
      return normalizePhone(field, input, raw)
    case 'url':
      return normalizeHttpUrl(field, input)
    case 'social_profile':
      return normalizeSocialProfile(field, input)
    case 'date':
      return normalizeDate(field, input)
    case 'boolean':
      if (typeof input !== 'boolean') fail(field, `expected true or false, got ${describe(input)}`)
      return input
    case 'currency':
      return normalizeCurrency(field, input)
    case 'location':
      return normalizeLocation(field, input)
    case 'select': {
      const text = expectString(field, input).trim()
      const options = attribute.options.select_options
      const option =
        options.find((o) => o.id === text) ?? options.find((o) => o.name.toLowerCase() === text.toLowerCase())
      if (!option) {
        const names = options.map((o) => `"${o.name}"`).join(', ')
        fail(field, `"${text}" is not an option of ${attribute.slug}; options are ${names || '(none)'}`)
      }
      return option!.id
    }
    case 'domain':
      return normalizeDomain(field, input, raw)
    case 'full_name':
      return normalizeFullName(field, input)
  }
}

/**
 * Normalizes an attribute's input into its stored form. `null` (and `[]` for multi-value
 * attributes) clears the value and is returned as `null`.
 *
 * @example normalizeValue(phoneAttribute, '+44 20 7946 0958', 'attributes.phone_number')
 * // { country_code: 44, number: '2079460958' }
 */
export function normalizeValue(attribute: AttributeDef, input: unknown, field: string): unknown {
  if (input === null) return null
  if (!attribute.options.is_multi_value) {
    if (Array.isArray(input)) fail(field, `${attribute.slug} is single-valued; send one value, not an array`)
    return normalizeSingle(attribute, input, field)
  }
  if (!Array.isArray(input))
    return fail(field, `${attribute.slug} is multi-valued; send an array, got ${describe(input)}`)
  if (input.length > VALUE_LIMITS.maxValues)
    fail(field, `holds ${input.length} values; a multi-value attribute holds at most ${VALUE_LIMITS.maxValues}`)
  // Holes of a sparse array are no values (as forEach skips them); JSON has none.
  if (input.length === 1) {
    // The usual case, with nothing to drop as a repeat: no set of keys, and the array of exact size at once.
    if (!(0 in input)) return null
    if (input[0] === null) fail(`${field}[0]`, 'null is not a value; leave it out of the array')
    const value = normalizeSingle(attribute, input[0], `${field}[0]`)
    return value === null ? null : [value]
  }
  const seen = new Set<string>()
  const values: unknown[] = []
  for (let index = 0; index < input.length; index++) {
    if (!(index in input)) continue
    const item: unknown = input[index]
    if (item === null) fail(`${field}[${index}]`, 'null is not a value; leave it out of the array')
    const value = normalizeSingle(attribute, item, `${field}[${index}]`)
    if (value === null) continue
    const key = comparableKey(attribute, value)
    if (!seen.has(key)) {
      seen.add(key)
      values.push(value)
    }
  }
  // A copy of exact size is what a record keeps: the array grown by push holds room for 17 values
  // (about 130 bytes more for the usual one or two).
  return values.length === 0 ? null : values.slice()
}

/** A string that is equal for two single stored values exactly when the API treats them as the same. */
export function comparableKey(attribute: AttributeDef, value: unknown): string {
  switch (attribute.type) {
    case 'domain':
      // A raw-format domain keeps the input as written; two inputs naming one host are the same.
      return bareHost(value as string)
    case 'email':
    case 'url':
      return (value as string).toLowerCase()
    case 'social_profile':
      // One profile is one URL, however its username was given.
      return (value as SocialProfile).url.toLowerCase()
    case 'full_name': {
      const name = value as FullName
      return `${name.first_name}\u0000${name.last_name}`.toLowerCase()
    }
    case 'phone': {
      const phone = value as Phone
      return `${phone.country_code === null ? '' : `+${phone.country_code}`}${phone.number.replace(/\D/g, '')}`
    }
    case 'text':
      return value as string
    default:
      return JSON.stringify(value)
  }
}

/** The single values of a stored value (an array for multi-value attributes, one value otherwise). */
export function singleValues(attribute: AttributeDef, stored: unknown): unknown[] {
  if (stored === null || stored === undefined) return []
  return attribute.options.is_multi_value ? (stored as unknown[]) : [stored]
}

/** The response form of a stored value. Unset values read as `null` (`[]` when multi-valued). */
export function presentValue(attribute: AttributeDef, stored: unknown): PresentedValue {
  if (stored === null || stored === undefined) return attribute.options.is_multi_value ? [] : null
  // Stored values were normalized on the way in (normalizeValue): they already have these forms.
  if (attribute.type !== 'select') return stored as PresentedValue
  const present = (id: unknown) => attribute.options.select_options.find((o) => o.id === id) ?? null
  // Removing an option removes it from the values (updateAttribute), so every id finds its option;
  // were one missing, a multi-value answer leaves it out rather than answer null inside the array.
  return attribute.options.is_multi_value
    ? (stored as unknown[]).map(present).filter((option) => option !== null)
    : present(stored)
}

/** A human-readable text of a single stored value: what search matches and sorting compares. */
export function plainText(attribute: AttributeDef, value: unknown): string {
  switch (attribute.type) {
    case 'full_name': {
      // [first, last].filter(Boolean).join(' ') without the arrays: every relationship event names two records.
      const { first_name: first, last_name: last } = value as FullName
      return first && last ? `${first} ${last}` : first || last
    }
    case 'phone': {
      const phone = value as Phone
      return phone.country_code === null ? phone.number : `+${phone.country_code} ${phone.number}`
    }
    case 'location': {
      const location = value as Location
      return LOCATION_PARTS.map((part) => location[part])
        .filter(Boolean)
        .join(', ')
    }
    case 'social_profile': {
      const profile = value as SocialProfile
      return profile.username === null ? profile.url : `${profile.username} ${profile.url}`
    }
    case 'currency': {
      const currency = value as Currency
      return `${currency.amount} ${currency.currency_code}`
    }
    case 'select':
      return attribute.options.select_options.find((o) => o.id === value)?.name ?? ''
    default:
      return String(value)
  }
}

/** A sort key for a stored value: numbers compare numerically, everything else as lower-case text. */
export function sortKey(attribute: AttributeDef, stored: unknown): number | string | null {
  const first = singleValues(attribute, stored)[0]
  if (first === undefined) return null
  if (attribute.type === 'number') return first as number
  if (attribute.type === 'currency') return (first as Currency).amount
  if (attribute.type === 'boolean') return first ? 1 : 0
  if (attribute.type === 'full_name') {
    const name = first as FullName
    return `${name.last_name} ${name.first_name}`.trim().toLowerCase()
  }
  if (attribute.type === 'location') {
    // City first, as before street and postal code existed: a street does not order places.
    const place = first as Location
    return [place.city, place.region, place.country, place.postal_code, place.street]
      .filter(Boolean)
      .join(', ')
      .toLowerCase()
  }
  if (attribute.type === 'social_profile') return (first as SocialProfile).url.toLowerCase()
  return plainText(attribute, first).toLowerCase()
}
