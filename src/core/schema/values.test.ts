import { describe, expect, it } from 'vitest'
import { ApiError } from '../errors.js'
import { ATTRIBUTE_TYPES, type AttributeDef, type AttributeOptions, type AttributeType } from '../model.js'
import {
  comparableKey,
  normalizeValue,
  plainText,
  presentValue,
  sortKey,
  splitCallingCode,
  VALUE_LIMITS,
} from './values.js'

const INDUSTRY_OPTIONS = [
  { id: 'opt_sw', name: 'Software' },
  { id: 'opt_fin', name: 'Financial Services' },
  { id: 'opt_hc', name: 'Healthcare' },
]

function attr(type: AttributeType, options: Partial<AttributeOptions> = {}, slug: string = type): AttributeDef {
  return {
    id: `attr_${slug}`,
    object_id: 'obj_1',
    slug,
    name: slug,
    description: '',
    type,
    options: {
      is_required: false,
      is_unique: false,
      is_multi_value: false,
      is_whole_number: false,
      use_raw_format: false,
      select_options: type === 'select' ? INDUSTRY_OPTIONS : [],
      ...options,
    },
    created_at: '2026-01-15T10:00:00Z',
  }
}

const multi = (type: AttributeType, options: Partial<AttributeOptions> = {}) =>
  attr(type, { ...options, is_multi_value: true })

/** Runs `fn` and returns the ApiError it throws (failing the test when it does not). */
function apiError(fn: () => unknown): ApiError {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    return error as ApiError
  }
  throw new Error('expected an ApiError, nothing was thrown')
}

/**
 * Asserts that normalizing `input` fails with 400 and a message naming `field` first: `field: `,
 * or a part of it (`field.sub: `, `field[1]: `).
 */
function rejects(attribute: AttributeDef, input: unknown, field: string, pattern?: RegExp): ApiError {
  const error = apiError(() => normalizeValue(attribute, input, field))
  expect(error.status).toBe(400)
  expect(error.message.slice(0, field.length)).toBe(field)
  expect(error.message.slice(field.length)).toMatch(/^(: |\.[a-z_]+: |\[\d+\]: )/)
  if (pattern) expect(error.message).toMatch(pattern)
  return error
}

const F = 'attributes.x'

describe('normalizeValue: null and the shape of the input', () => {
  it.each(ATTRIBUTE_TYPES)('null clears a %s value', (type) => {
    expect(normalizeValue(attr(type), null, F)).toBeNull()
    expect(normalizeValue(multi(type), null, F)).toBeNull()
  })

  it('an empty array clears a multi-value attribute', () => {
    expect(normalizeValue(multi('email'), [], F)).toBeNull()
  })

  it('rejects an array for a single-value attribute, naming the field and slug', () => {
    const error = rejects(attr('text', {}, 'job_title'), ['a'], 'attributes.job_title')
    expect(error.message).toBe('attributes.job_title: job_title is single-valued; send one value, not an array')
  })

  it('rejects a non-array for a multi-value attribute', () => {
    const error = rejects(multi('email'), 'ada@example.com', 'attributes.email_addresses')
    expect(error.message).toContain('is multi-valued; send an array, got string')
  })

  it('rejects a null inside a multi-value array, naming the index', () => {
    const error = rejects(multi('email'), ['ada@example.com', null], 'attributes.email_addresses')
    expect(error.message).toMatch(/^attributes\.email_addresses\[1\]: null is not a value/)
  })

  it('names the index of a bad item of a multi-value array', () => {
    const error = rejects(multi('email'), ['ada@example.com', 'nope'], 'attributes.email_addresses')
    expect(error.message).toBe('attributes.email_addresses[1]: "nope" is not a valid email address')
  })

  it('uses exactly the field name it was given in the message', () => {
    const error = rejects(attr('number'), 'seven', 'body.custom.field')
    expect(error.message).toBe('body.custom.field: expected a finite number, got string')
  })
})

describe('normalizeValue: text', () => {
  it('keeps text exactly as sent', () => {
    expect(normalizeValue(attr('text'), '  Chief Engineer ', F)).toBe('  Chief Engineer ')
  })

  it('reads an empty or blank text as no value', () => {
    expect(normalizeValue(attr('text'), '', F)).toBeNull()
    expect(normalizeValue(attr('text'), '   ', F)).toBeNull()
    expect(normalizeValue(multi('text'), ['a', '', 'b'], F)).toEqual(['a', 'b'])
    expect(normalizeValue(multi('text'), [''], F)).toBeNull()
  })

  it.each([[42], [true], [{}]])('rejects %j', (input) => {
    rejects(attr('text'), input, F, /expected a string/)
  })
})

describe('normalizeValue: number', () => {
  it('accepts finite numbers', () => {
    expect(normalizeValue(attr('number'), 3.25, F)).toBe(3.25)
    expect(normalizeValue(attr('number'), -7, F)).toBe(-7)
    expect(normalizeValue(attr('number'), 0, F)).toBe(0)
  })

  it.each([['12'], [Number.NaN], [Number.POSITIVE_INFINITY], [true]])('rejects %j', (input) => {
    rejects(attr('number'), input, F, /expected a finite number/)
  })

  it('requires whole numbers when is_whole_number is set', () => {
    const whole = attr('number', { is_whole_number: true })
    expect(normalizeValue(whole, 250, F)).toBe(250)
    const error = rejects(whole, 2.5, 'attributes.employee_count')
    expect(error.message).toBe('attributes.employee_count: expected a whole number, got 2.5')
  })
})

describe('normalizeValue: email', () => {
  it('accepts and trims a valid address', () => {
    expect(normalizeValue(attr('email'), '  ada.lovelace+crm@analytical.co.uk ', F)).toBe(
      'ada.lovelace+crm@analytical.co.uk',
    )
  })

  it.each([['ada'], ['ada@'], ['@example.com'], ['ada@example'], ['ada@@example.com'], ['ada lovelace@example.com']])(
    'rejects %j',
    (input) => {
      rejects(attr('email'), input, F, /is not a valid email address/)
    },
  )

  it('de-duplicates addresses case-insensitively and keeps the first spelling', () => {
    const value = normalizeValue(
      multi('email'),
      ['Ada@Example.com', 'ada@example.com', 'grace@example.com', 'ADA@EXAMPLE.COM'],
      F,
    )
    expect(value).toEqual(['Ada@Example.com', 'grace@example.com'])
  })
})

describe('splitCallingCode', () => {
  it.each([
    ['14155550100', 1, '4155550100'],
    ['442079460958', 44, '2079460958'],
    ['74951234567', 7, '4951234567'],
    ['35312345678', 353, '12345678'],
    ['8613812345678', 86, '13812345678'],
    ['4930123456', 49, '30123456'],
    ['971501234567', 971, '501234567'],
  ])('splits %s into the calling code %i and %s', (digits, country_code, number) => {
    expect(splitCallingCode(digits)).toEqual({ country_code, number })
  })
})

describe('normalizeValue: phone', () => {
  const phone = attr('phone', {}, 'phone_number')
  const rawPhone = attr('phone', { use_raw_format: true }, 'phone_number')

  it.each([
    ['+1 (415) 555-0100', 1, '4155550100'],
    ['+44 20 7946 0958', 44, '2079460958'],
    ['+7 495 123-45-67', 7, '4951234567'],
    ['+353 1 234 5678', 353, '12345678'],
    ['+86 138 1234 5678', 86, '13812345678'],
  ])('splits the string %j into the integer calling code %i and digits', (input, country_code, number) => {
    expect(normalizeValue(phone, input, F)).toEqual({ country_code, number })
  })

  it('keeps a number without + as digits with no calling code', () => {
    expect(normalizeValue(phone, '020 7946 0958', F)).toEqual({ country_code: null, number: '02079460958' })
  })

  it("accepts the reference's structured form with an integer calling code", () => {
    expect(normalizeValue(phone, { country_code: 1, number: '5551234567' }, F)).toEqual({
      country_code: 1,
      number: '5551234567',
    })
    expect(normalizeValue(phone, { country_code: 999, number: '5551234567' }, F)).toEqual({
      country_code: 999,
      number: '5551234567',
    })
  })

  it('accepts a calling code string with or without the +, answering the integer', () => {
    expect(normalizeValue(phone, { country_code: '44', number: '20 7946-0958' }, F)).toEqual({
      country_code: 44,
      number: '2079460958',
    })
    expect(normalizeValue(phone, { country_code: ' +1 ', number: '(415) 555.0100' }, F)).toEqual({
      country_code: 1,
      number: '4155550100',
    })
  })

  it('answers a null calling code when none, null or an empty string is given', () => {
    expect(normalizeValue(phone, { number: '5550100' }, F)).toEqual({ country_code: null, number: '5550100' })
    expect(normalizeValue(phone, { country_code: null, number: '5550100' }, F)).toEqual({
      country_code: null,
      number: '5550100',
    })
    expect(normalizeValue(phone, { country_code: '', number: '5550100' }, F)).toEqual({
      country_code: null,
      number: '5550100',
    })
  })

  it.each([[0], [1000], [-1], [44.5], [Number.NaN]])('rejects the integer calling code %s', (code) => {
    rejects(
      phone,
      { country_code: code, number: '2079460958' },
      `${F}.country_code`,
      /is not a calling code; expected an integer from 1 to 999/,
    )
  })

  it.each([[true], [[44]], [{ code: 44 }]])(
    'rejects the calling code %j that is neither an integer nor a string',
    (code) => {
      rejects(
        phone,
        { country_code: code, number: '2079460958' },
        `${F}.country_code`,
        /expected an integer such as 44/,
      )
    },
  )

  it('keeps the number as written when use_raw_format is set', () => {
    expect(normalizeValue(rawPhone, '020 7946 0958', F)).toEqual({ country_code: null, number: '020 7946 0958' })
    expect(normalizeValue(rawPhone, { country_code: 44, number: '20 7946 0958' }, F)).toEqual({
      country_code: 44,
      number: '20 7946 0958',
    })
  })

  it('keeps the calling code out of a raw-format number given as a "+" string', () => {
    expect(normalizeValue(rawPhone, '+44 20 7946 0958', F)).toEqual({ country_code: 44, number: '20 7946 0958' })
    expect(normalizeValue(rawPhone, '+1 (415) 555-0100', F)).toEqual({ country_code: 1, number: '(415) 555-0100' })
    expect(normalizeValue(rawPhone, '+353 1 234 5678', F)).toEqual({ country_code: 353, number: '1 234 5678' })
    const fromString = normalizeValue(rawPhone, '+44 20 7946 0958', F)
    const fromObject = normalizeValue(rawPhone, { country_code: '+44', number: '20 7946 0958' }, F)
    expect(comparableKey(rawPhone, fromString)).toBe(comparableKey(rawPhone, fromObject))
  })

  it.each([['call me'], ['+44 abc'], ['12345'], ['+1234567890123456']])('rejects the string %j', (input) => {
    rejects(phone, input, 'attributes.phone_number', /is not a phone number/)
  })

  it('names the sub-field of a bad structured phone', () => {
    expect(rejects(phone, { country_code: '+12345', number: '5550100' }, 'attributes.phone_number').message).toBe(
      'attributes.phone_number.country_code: "+12345" is not a calling code; expected an integer such as 44 (or "+44")',
    )
    expect(rejects(phone, { country_code: '+1' }, 'attributes.phone_number').message).toBe(
      'attributes.phone_number.number: is required',
    )
    expect(rejects(phone, { number: '12ab' }, 'attributes.phone_number').message).toBe(
      'attributes.phone_number.number: "12ab" is not a phone number',
    )
    expect(rejects(phone, { number: 5550100 }, 'attributes.phone_number').message).toBe(
      'attributes.phone_number.number: expected a string, got number',
    )
  })

  it('rejects unknown keys and non-object input', () => {
    rejects(phone, { number: '5550100', extension: '12' }, F, /unknown field "extension"/)
    rejects(phone, 4155550100, F, /expected a string or \{country_code, number\}, got number/)
  })
})

describe('normalizeValue: url and social_profile', () => {
  it('url accepts absolute http(s) URLs, trimmed', () => {
    expect(normalizeValue(attr('url'), ' https://example.com/ada ', F)).toBe('https://example.com/ada')
    expect(normalizeValue(attr('url'), 'http://example.com', F)).toBe('http://example.com')
  })

  it('social_profile reads a URL into {username, url}, the username being the last path segment', () => {
    const profile = attr('social_profile', {}, 'linkedin')
    expect(normalizeValue(profile, ' https://linkedin.com/in/alicejohnson ', F)).toEqual({
      username: 'alicejohnson',
      url: 'https://linkedin.com/in/alicejohnson',
    })
    expect(normalizeValue(profile, 'https://x.com/@ada/', F)).toEqual({ username: 'ada', url: 'https://x.com/@ada/' })
    expect(normalizeValue(profile, 'https://example.com/u/J%C3%BCrgen?ref=1#top', F)).toEqual({
      username: 'Jürgen',
      url: 'https://example.com/u/J%C3%BCrgen?ref=1#top',
    })
    expect(normalizeValue(profile, 'http://example.com', F)).toEqual({ username: null, url: 'http://example.com' })
  })

  it('social_profile keeps a given username and requires the url', () => {
    const profile = attr('social_profile', {}, 'linkedin')
    expect(normalizeValue(profile, { username: ' alice ', url: 'https://linkedin.com/in/alicejohnson' }, F)).toEqual({
      username: 'alice',
      url: 'https://linkedin.com/in/alicejohnson',
    })
    expect(normalizeValue(profile, { username: '', url: 'https://linkedin.com/in/alicejohnson' }, F)).toEqual({
      username: 'alicejohnson',
      url: 'https://linkedin.com/in/alicejohnson',
    })
    expect(rejects(profile, { username: 'alicejohnson' }, 'attributes.linkedin').message).toMatch(
      /^attributes\.linkedin\.url: is required/,
    )
    rejects(
      profile,
      { url: 'linkedin.com/in/ada' },
      'attributes.linkedin',
      /^attributes\.linkedin\.url: "linkedin\.com\/in\/ada" is not an absolute http\(s\) URL/,
    )
    rejects(
      profile,
      { url: 'https://github.com/ada', handle: 'ada' },
      F,
      /unknown field "handle"; expected username, url/,
    )
    rejects(profile, 42, F, /expected a URL or \{username, url\}, got number/)
  })

  it.each(['url', 'social_profile'] as const)('%s rejects relative and non-http URLs', (type) => {
    rejects(attr(type), 'example.com/ada', F, /is not an absolute http\(s\) URL/)
    rejects(attr(type), 'ftp://example.com', F, /is not an absolute http\(s\) URL/)
    rejects(attr(type), 'mailto:ada@example.com', F, /is not an absolute http\(s\) URL/)
  })

  it('url rejects non-string input', () => {
    rejects(attr('url'), 42, F, /expected a string, got number/)
  })

  it('de-duplicates social profiles by URL, case-insensitively', () => {
    const profiles = normalizeValue(
      multi('social_profile'),
      ['https://github.com/ada', { username: 'Ada', url: 'https://GitHub.com/ada' }],
      F,
    )
    expect(profiles).toEqual([{ username: 'ada', url: 'https://github.com/ada' }])
  })
})

describe('normalizeValue: domain', () => {
  const domain = attr('domain', {}, 'domains')

  it.each([
    ['example.com', 'example.com'],
    ['Example.COM', 'example.com'],
    ['  https://www.Example.com/about?x=1#top ', 'www.example.com'],
    ['http://example.co.uk:8080/path', 'example.co.uk'],
    ['example.com.', 'example.com'],
    ['sub-domain.example.io', 'sub-domain.example.io'],
  ])('normalizes %j to %j', (input, expected) => {
    expect(normalizeValue(domain, input, F)).toBe(expected)
  })

  it('keeps the trimmed input as written when use_raw_format is set', () => {
    expect(normalizeValue(attr('domain', { use_raw_format: true }), ' https://Example.com/ ', F)).toBe(
      'https://Example.com/',
    )
  })

  it('still validates the host when use_raw_format is set', () => {
    rejects(attr('domain', { use_raw_format: true }), 'not a domain', F, /is not a domain/)
  })

  it.each([['localhost'], ['example'], ['-bad.com'], ['exa mple.com'], ['example.c0m'], ['example..com'], ['']])(
    'rejects %j',
    (input) => {
      rejects(
        domain,
        input,
        'attributes.domains',
        /^attributes\.domains: ".*" is not a domain; expected a host name such as example\.com$/,
      )
    },
  )

  it('de-duplicates domains after normalization', () => {
    expect(normalizeValue(multi('domain'), ['Example.com', 'https://example.com/', 'example.org'], F)).toEqual([
      'example.com',
      'example.org',
    ])
  })
})

describe('normalizeValue: date', () => {
  it('accepts calendar dates, including 29 February of a leap year', () => {
    expect(normalizeValue(attr('date'), '2024-02-29', F)).toBe('2024-02-29')
    expect(normalizeValue(attr('date'), ' 2026-12-31 ', F)).toBe('2026-12-31')
    expect(normalizeValue(attr('date'), '2000-02-29', F)).toBe('2000-02-29')
  })

  it('accepts dates in the years 0000 to 0099', () => {
    expect(normalizeValue(attr('date'), '0050-06-15', F)).toBe('0050-06-15')
    expect(normalizeValue(attr('date'), '0004-02-29', F)).toBe('0004-02-29')
    rejects(attr('date'), '0003-02-29', F, /is not a date/)
  })

  it.each([
    ['2026-02-29'],
    ['1900-02-29'],
    ['2026-04-31'],
    ['2026-13-01'],
    ['2026-00-10'],
    ['2026-1-5'],
    ['15/01/2026'],
    ['2026-01-15T10:00:00Z'],
  ])('rejects %j', (input) => {
    const error = rejects(attr('date', {}, 'closed_on'), input, 'attributes.closed_on')
    expect(error.message).toBe(`attributes.closed_on: "${input}" is not a date; expected YYYY-MM-DD`)
  })

  it('rejects a non-string', () => {
    rejects(attr('date'), 20260115, F, /expected a string, got number/)
  })
})

describe('normalizeValue: boolean', () => {
  it('accepts true and false', () => {
    expect(normalizeValue(attr('boolean'), true, F)).toBe(true)
    expect(normalizeValue(attr('boolean'), false, F)).toBe(false)
  })

  it.each([['true'], [0], [1]])('rejects %j', (input) => {
    rejects(attr('boolean'), input, F, /expected true or false/)
  })
})

describe('normalizeValue: currency', () => {
  const currency = attr('currency', {}, 'deal_value')

  it('reads a bare number as US dollars', () => {
    expect(normalizeValue(currency, 1250.5, F)).toEqual({ amount: 1250.5, currency_code: 'USD' })
  })

  it('defaults the currency code to USD in the structured form', () => {
    expect(normalizeValue(currency, { amount: 10 }, F)).toEqual({ amount: 10, currency_code: 'USD' })
  })

  it('upper-cases and accepts an ISO 4217 code', () => {
    expect(normalizeValue(currency, { amount: 99, currency_code: 'eur' }, F)).toEqual({
      amount: 99,
      currency_code: 'EUR',
    })
    expect(normalizeValue(currency, { amount: 5000, currency_code: 'JPY' }, F)).toEqual({
      amount: 5000,
      currency_code: 'JPY',
    })
  })

  it('rejects a code that is not an ISO 4217 currency', () => {
    const error = rejects(currency, { amount: 1, currency_code: 'ABC' }, 'attributes.deal_value')
    expect(error.message).toBe('attributes.deal_value.currency_code: "ABC" is not an ISO 4217 currency code')
    rejects(
      currency,
      { amount: 1, currency_code: 'EURO' },
      'attributes.deal_value',
      /currency_code: "EURO" is not an ISO 4217/,
    )
  })

  it('rejects a missing or non-numeric amount, naming the amount', () => {
    expect(rejects(currency, { currency_code: 'USD' }, 'attributes.deal_value').message).toBe(
      'attributes.deal_value.amount: expected a finite number, got undefined',
    )
    rejects(currency, { amount: '10' }, 'attributes.deal_value', /^attributes\.deal_value\.amount: /)
  })

  it('rejects non-finite numbers, strings and unknown keys', () => {
    rejects(currency, Number.NaN, F, /must be a finite number/)
    rejects(currency, '10 USD', F, /expected a number or \{amount, currency_code\}, got string/)
    rejects(currency, { amount: 1, code: 'USD' }, F, /unknown field "code"/)
  })
})

describe('normalizeValue: location', () => {
  const location = attr('location')
  const place = (parts: Record<string, string>) => ({
    street: null,
    city: null,
    region: null,
    postal_code: null,
    country: null,
    ...parts,
  })

  it('reads "City"', () => {
    expect(normalizeValue(location, 'London', F)).toEqual({
      street: null,
      city: 'London',
      region: null,
      postal_code: null,
      country: null,
    })
  })

  it('reads "City, Country"', () => {
    expect(normalizeValue(location, 'London , GB', F)).toEqual(place({ city: 'London', country: 'GB' }))
  })

  it('reads "City, Region, Country"', () => {
    expect(normalizeValue(location, 'San Francisco, CA, US', F)).toEqual(
      place({ city: 'San Francisco', region: 'CA', country: 'US' }),
    )
  })

  it('keeps street and postal_code of the structured form', () => {
    expect(
      normalizeValue(
        location,
        { street: ' 456 Innovation Dr ', city: 'Austin', region: 'TX', postal_code: '73301', country: 'US' },
        F,
      ),
    ).toEqual({
      street: '456 Innovation Dr',
      city: 'Austin',
      region: 'TX',
      postal_code: '73301',
      country: 'US',
    })
  })

  it('rejects an empty string and more than three parts', () => {
    rejects(location, ' , ', F, /is not a location/)
    rejects(location, 'a, b, c, d', F, /is not a location/)
  })

  it('accepts the structured form, trimming parts and turning blanks into null', () => {
    expect(normalizeValue(location, { city: ' Paris ', country: 'FR', region: '', street: null }, F)).toEqual(
      place({ city: 'Paris', country: 'FR' }),
    )
  })

  it('requires at least one part in the structured form', () => {
    rejects(location, {}, F, /at least one of street, city, region, postal_code, country is required/)
    rejects(location, { street: ' ', postal_code: null }, F, /at least one of/)
  })

  it('names the sub-field of a bad structured location', () => {
    expect(rejects(location, { city: 7 }, 'attributes.location').message).toBe(
      'attributes.location.city: expected a string, got number',
    )
    rejects(location, { town: 'Paris' }, F, /unknown field "town"; expected street, city, region, postal_code, country/)
    expect(rejects(location, { postal_code: 2134 }, 'attributes.location').message).toBe(
      'attributes.location.postal_code: expected a string, got number',
    )
  })
})

describe('normalizeValue: select', () => {
  const select = attr('select', {}, 'industry')

  it('finds an option by id', () => {
    expect(normalizeValue(select, 'opt_fin', F)).toBe('opt_fin')
  })

  it('finds an option by name, case-insensitively and trimmed', () => {
    expect(normalizeValue(select, 'healthcare', F)).toBe('opt_hc')
    expect(normalizeValue(select, ' FINANCIAL services ', F)).toBe('opt_fin')
  })

  it('prefers an exact id over a name', () => {
    const tricky = attr('select', {
      select_options: [
        { id: 'Software', name: 'Other' },
        { id: 'x', name: 'Software' },
      ],
    })
    expect(normalizeValue(tricky, 'Software', F)).toBe('Software')
  })

  it('rejects an unknown option, listing the options', () => {
    const error = rejects(select, 'Mining', 'attributes.industry')
    expect(error.message).toBe(
      'attributes.industry: "Mining" is not an option of industry; options are "Software", "Financial Services", "Healthcare"',
    )
  })

  it('says (none) when the attribute has no options', () => {
    rejects(attr('select', { select_options: [] }, 'stage'), 'Won', F, /options are \(none\)$/)
  })

  it('de-duplicates a multi-select given by id and by name', () => {
    expect(
      normalizeValue(multi('select', { select_options: INDUSTRY_OPTIONS }), ['software', 'opt_sw', 'Healthcare'], F),
    ).toEqual(['opt_sw', 'opt_hc'])
  })
})

describe('normalizeValue: full_name', () => {
  const name = attr('full_name', {}, 'name')

  it('splits a string on its last space', () => {
    expect(normalizeValue(name, 'Ada Lovelace', F)).toEqual({ first_name: 'Ada', last_name: 'Lovelace' })
    expect(normalizeValue(name, '  Mary   Ann  Evans ', F)).toEqual({ first_name: 'Mary Ann', last_name: 'Evans' })
  })

  it('reads a single word as a first name', () => {
    expect(normalizeValue(name, 'Plato', F)).toEqual({ first_name: 'Plato', last_name: '' })
  })

  it('rejects an empty name', () => {
    expect(rejects(name, '   ', 'attributes.name').message).toBe('attributes.name: a name cannot be empty')
  })

  it('accepts the structured form with either part', () => {
    expect(normalizeValue(name, { first_name: ' Grace ', last_name: 'Hopper' }, F)).toEqual({
      first_name: 'Grace',
      last_name: 'Hopper',
    })
    expect(normalizeValue(name, { last_name: 'Hopper' }, F)).toEqual({ first_name: '', last_name: 'Hopper' })
  })

  it('rejects a structured name without any part, with unknown keys, or of the wrong type', () => {
    rejects(name, { first_name: '', last_name: null }, F, /first_name or last_name is required/)
    rejects(name, { first: 'Grace' }, F, /unknown field "first"/)
    expect(rejects(name, { first_name: 1 }, 'attributes.name').message).toBe(
      'attributes.name.first_name: expected a string, got number',
    )
    rejects(name, 42, F, /expected a string or \{first_name, last_name\}, got number/)
  })
})

describe('comparableKey', () => {
  it('ignores case for email, domain and url', () => {
    for (const type of ['email', 'domain', 'url'] as const) {
      expect(comparableKey(attr(type), 'HTTPS://Example.com/Ada')).toBe(
        comparableKey(attr(type), 'https://example.com/ada'),
      )
    }
  })

  it('compares social profiles by URL only, ignoring case and the username', () => {
    const profile = attr('social_profile')
    expect(comparableKey(profile, { username: 'Ada', url: 'HTTPS://Example.com/Ada' })).toBe(
      comparableKey(profile, { username: null, url: 'https://example.com/ada' }),
    )
    expect(comparableKey(profile, { username: 'ada', url: 'https://example.com/ada' })).not.toBe(
      comparableKey(profile, { username: 'ada', url: 'https://example.org/ada' }),
    )
  })

  it('ignores case for full names but keeps first and last apart', () => {
    const name = attr('full_name')
    expect(comparableKey(name, { first_name: 'ADA', last_name: 'Lovelace' })).toBe(
      comparableKey(name, { first_name: 'ada', last_name: 'LOVELACE' }),
    )
    expect(comparableKey(name, { first_name: 'Ada Love', last_name: 'Lace' })).not.toBe(
      comparableKey(name, { first_name: 'Ada', last_name: 'Love Lace' }),
    )
  })

  it('compares phones by calling code and digits only', () => {
    const phone = attr('phone')
    expect(comparableKey(phone, { country_code: 44, number: '20 7946 0958' })).toBe('+442079460958')
    expect(comparableKey(phone, { country_code: 4, number: '42079460958' })).toBe('+442079460958')
    expect(comparableKey(phone, { country_code: null, number: '020-7946-0958' })).toBe('02079460958')
  })

  it('keeps text case-sensitive', () => {
    expect(comparableKey(attr('text'), 'Engineer')).not.toBe(comparableKey(attr('text'), 'engineer'))
  })

  it('uses JSON for the other types', () => {
    expect(comparableKey(attr('number'), 12)).toBe('12')
    expect(comparableKey(attr('boolean'), true)).toBe('true')
    expect(comparableKey(attr('date'), '2026-01-15')).toBe('"2026-01-15"')
    expect(comparableKey(attr('select'), 'opt_sw')).toBe('"opt_sw"')
    expect(comparableKey(attr('currency'), { amount: 5, currency_code: 'EUR' })).toBe(
      '{"amount":5,"currency_code":"EUR"}',
    )
    expect(
      comparableKey(attr('location'), {
        street: null,
        city: 'Paris',
        region: null,
        postal_code: '75001',
        country: 'FR',
      }),
    ).toBe('{"street":null,"city":"Paris","region":null,"postal_code":"75001","country":"FR"}')
  })
})

describe('presentValue', () => {
  it('reads an unset single value as null and an unset multi value as []', () => {
    expect(presentValue(attr('text'), undefined)).toBeNull()
    expect(presentValue(attr('text'), null)).toBeNull()
    expect(presentValue(multi('email'), undefined)).toEqual([])
    expect(presentValue(multi('email'), null)).toEqual([])
  })

  it('returns stored values of non-select types unchanged', () => {
    const phone = { country_code: 1, number: '4155550100' }
    expect(presentValue(attr('phone'), phone)).toBe(phone)
    expect(presentValue(multi('domain'), ['example.com'])).toEqual(['example.com'])
  })

  it('expands select ids into their option objects', () => {
    expect(presentValue(attr('select'), 'opt_hc')).toEqual({ id: 'opt_hc', name: 'Healthcare' })
    expect(presentValue(multi('select', { select_options: INDUSTRY_OPTIONS }), ['opt_sw', 'opt_fin'])).toEqual([
      { id: 'opt_sw', name: 'Software' },
      { id: 'opt_fin', name: 'Financial Services' },
    ])
  })

  it('reads a select id without an option as null', () => {
    expect(presentValue(attr('select'), 'opt_gone')).toBeNull()
  })
})

describe('plainText', () => {
  it.each<[AttributeType, unknown, string]>([
    ['text', 'Engineer', 'Engineer'],
    ['number', 42.5, '42.5'],
    ['email', 'ada@example.com', 'ada@example.com'],
    ['phone', { country_code: 44, number: '2079460958' }, '+44 2079460958'],
    ['phone', { country_code: 1, number: '(555) 123-4567' }, '+1 (555) 123-4567'],
    ['phone', { country_code: null, number: '5550100' }, '5550100'],
    ['url', 'https://example.com', 'https://example.com'],
    ['date', '2026-01-15', '2026-01-15'],
    ['boolean', false, 'false'],
    ['currency', { amount: 12.5, currency_code: 'EUR' }, '12.5 EUR'],
    ['location', { street: null, city: 'Paris', region: null, postal_code: null, country: 'FR' }, 'Paris, FR'],
    [
      'location',
      { street: '123 Main St', city: 'Boston', region: 'MA', postal_code: '02134', country: 'US' },
      '123 Main St, Boston, MA, 02134, US',
    ],
    ['select', 'opt_fin', 'Financial Services'],
    ['select', 'opt_gone', ''],
    ['social_profile', { username: 'ada', url: 'https://social.example/ada' }, 'ada https://social.example/ada'],
    ['social_profile', { username: null, url: 'https://social.example/' }, 'https://social.example/'],
    ['domain', 'example.com', 'example.com'],
    ['full_name', { first_name: 'Ada', last_name: 'Lovelace' }, 'Ada Lovelace'],
    ['full_name', { first_name: 'Plato', last_name: '' }, 'Plato'],
  ])('renders a %s value %j as %j', (type, value, expected) => {
    expect(plainText(attr(type), value)).toBe(expected)
  })
})

describe('sortKey', () => {
  it('is null for unset values', () => {
    expect(sortKey(attr('text'), null)).toBeNull()
    expect(sortKey(attr('number'), undefined)).toBeNull()
    expect(sortKey(multi('email'), [])).toBeNull()
  })

  it('compares numbers, currency amounts and booleans numerically', () => {
    expect(sortKey(attr('number'), 12)).toBe(12)
    expect(sortKey(attr('currency'), { amount: 99.5, currency_code: 'EUR' })).toBe(99.5)
    expect(sortKey(attr('boolean'), true)).toBe(1)
    expect(sortKey(attr('boolean'), false)).toBe(0)
  })

  it('sorts full names by last name, then first, lower-cased', () => {
    expect(sortKey(attr('full_name'), { first_name: 'Ada', last_name: 'Lovelace' })).toBe('lovelace ada')
    expect(sortKey(attr('full_name'), { first_name: 'Plato', last_name: '' })).toBe('plato')
  })

  it('sorts a select by its option name and the rest by lower-case text', () => {
    expect(sortKey(attr('select'), 'opt_hc')).toBe('healthcare')
    expect(sortKey(attr('text'), 'Zebra')).toBe('zebra')
    expect(
      sortKey(attr('location'), { street: null, city: 'Paris', region: null, postal_code: null, country: 'FR' }),
    ).toBe('paris, fr')
  })

  it('sorts a location by city before its street, and a social profile by its URL', () => {
    expect(
      sortKey(attr('location'), {
        street: '1 Zeta Rd',
        city: 'Boston',
        region: 'MA',
        postal_code: '02134',
        country: 'US',
      }),
    ).toBe('boston, ma, us, 02134, 1 zeta rd')
    expect(sortKey(attr('social_profile'), { username: 'Zed', url: 'https://A.example/zed' })).toBe(
      'https://a.example/zed',
    )
  })

  it('uses the first value of a multi-value attribute', () => {
    expect(sortKey(multi('email'), ['Zed@example.com', 'amy@example.com'])).toBe('zed@example.com')
  })
})

describe('normalizeValue: phone calling codes', () => {
  it('rejects a calling code that starts with 0', () => {
    rejects(attr('phone'), { country_code: '+0', number: '2079460958' }, `${F}.country_code`, /is not a calling code/)
    rejects(attr('phone'), { country_code: '044', number: '2079460958' }, `${F}.country_code`, /is not a calling code/)
  })

  it('accepts a calling code with or without its plus sign', () => {
    expect(normalizeValue(attr('phone'), { country_code: '44', number: '20 7946 0958' }, F)).toEqual({
      country_code: 44,
      number: '2079460958',
    })
  })
})

describe('normalizeValue: size limits', () => {
  it('caps every string at 64 KiB of UTF-8', () => {
    expect(VALUE_LIMITS.maxStringBytes).toBe(65_536)
    expect(normalizeValue(attr('text'), 'a'.repeat(65_536), F)).toHaveLength(65_536)
    const error = rejects(attr('text', {}, 'job_title'), 'a'.repeat(65_537), 'attributes.job_title')
    expect(error.message).toBe(
      'attributes.job_title: is 65537 bytes long; a value holds at most 65536 bytes (64 KiB) of UTF-8',
    )
  })

  it('counts bytes, so 21,846 three-byte characters are over the cap and 21,845 are not', () => {
    expect(normalizeValue(attr('text'), '€'.repeat(21_845), F)).toHaveLength(21_845)
    rejects(attr('text'), '€'.repeat(21_846), F, /is 65538 bytes long/)
  })

  it('caps the strings of a structured value, naming the part', () => {
    rejects(
      attr('full_name'),
      { first_name: 'x'.repeat(70_000) },
      'attributes.name',
      /^attributes\.name\.first_name: is 70000 bytes long/,
    )
    rejects(attr('url'), `https://example.com/${'a'.repeat(70_000)}`, F, /bytes long/)
  })

  it('caps each item of a multi-value attribute, naming its index', () => {
    rejects(multi('text'), ['short', 'x'.repeat(65_537)], F, /^attributes\.x\[1\]: is 65537 bytes long/)
  })

  it('takes at most 1,000 values of a multi-value attribute', () => {
    const values = Array.from({ length: 1_000 }, (_, i) => `tag ${i}`)
    expect(normalizeValue(multi('text'), values, F)).toEqual(values)
    expect(rejects(multi('text'), [...values, 'one more'], F).message).toBe(
      'attributes.x: holds 1001 values; a multi-value attribute holds at most 1000',
    )
  })
})
