import { describe, expect, it } from 'vitest'
import { useTarget, type ApiResponse } from '../support/target.js'

const t = useTarget()

const OBJECT = 'gadget'

/** The attributes of the custom object every test here writes to. */
const ATTRIBUTES: Array<{ slug: string; type: string; options?: Record<string, unknown> }> = [
  { slug: 'owner', type: 'full_name' },
  { slug: 'phone', type: 'phone' },
  { slug: 'raw_phone', type: 'phone', options: { use_raw_format: true, is_unique: true } },
  { slug: 'place', type: 'location' },
  { slug: 'contact', type: 'email' },
  { slug: 'emails', type: 'email', options: { is_multi_value: true } },
  { slug: 'website', type: 'url' },
  { slug: 'domain', type: 'domain' },
  { slug: 'raw_domain', type: 'domain', options: { use_raw_format: true, is_unique: true } },
  { slug: 'launched_on', type: 'date' },
  { slug: 'active', type: 'boolean' },
  { slug: 'score', type: 'number' },
  { slug: 'units', type: 'number', options: { is_whole_number: true } },
  { slug: 'price', type: 'currency' },
  { slug: 'stage', type: 'select', options: { select_options: [{ name: 'Lead' }, { name: 'Won' }, { name: 'Lost' }] } },
  {
    slug: 'tags',
    type: 'select',
    options: {
      is_multi_value: true,
      select_options: [{ name: 'Hardware' }, { name: 'Software' }, { name: 'Service' }],
    },
  },
  { slug: 'profile', type: 'social_profile' },
  { slug: 'notes', type: 'text' },
]

interface Attribute {
  id: string
  slug: string
  options: { select_options: Array<{ id: string; name: string }> }
}

/** Creates the `gadget` object with one attribute per type; returns its attributes by slug. */
async function setup(): Promise<Record<string, Attribute>> {
  const object = await t.request('POST', '/v1/objects', { body: { name: 'Gadget', slug: OBJECT } })
  expect(object.status).toBe(200)
  const bySlug: Record<string, Attribute> = {}
  for (const attribute of ATTRIBUTES) {
    const response = await t.request('POST', `/v1/objects/${OBJECT}/attributes`, {
      body: {
        name: attribute.slug.replace(/_/g, ' '),
        slug: attribute.slug,
        type: attribute.type,
        ...(attribute.options ? { options: attribute.options } : {}),
      },
    })
    expect(response.status).toBe(200)
    bySlug[attribute.slug] = response.body
  }
  return bySlug
}

const create = (attributes: Record<string, unknown>) =>
  t.request('POST', `/v1/objects/${OBJECT}`, { body: { attributes: { name: 'Widget', ...attributes } } })

async function countGadgets(): Promise<number> {
  const response = await t.request('POST', `/v1/objects/${OBJECT}/records`, { body: { attributes: 'none' } })
  expect(response.status).toBe(200)
  return response.body.total
}

/** Creates a gadget with one value and returns the stored (response) form of that value, checking GET agrees. */
async function stored(slug: string, value: unknown): Promise<unknown> {
  const response = await create({ [slug]: value })
  expect(response.status, response.text).toBe(200)
  const fetched = await t.request('GET', `/v1/records/${response.body.id}`)
  expect(fetched.body.attributes[slug]).toEqual(response.body.attributes[slug])
  return response.body.attributes[slug]
}

/** Expects a create with this value to be rejected with 400 naming `field`, writing nothing. */
async function rejected(slug: string, value: unknown, field = `attributes.${slug}`): Promise<ApiResponse> {
  const response = await create({ [slug]: value })
  expect(response.status, response.text).toBe(400)
  expect(response.body).toEqual({ code: 400, message: expect.stringContaining(field) })
  expect(await countGadgets()).toBe(0)
  return response
}

describe('full_name values', () => {
  it('turns a plain string into {first_name, last_name}, the last word being the last name', async () => {
    await setup()
    expect(await stored('owner', 'Ada King Lovelace')).toEqual({ first_name: 'Ada King', last_name: 'Lovelace' })
  })

  it('keeps the structured form as given', async () => {
    await setup()
    expect(await stored('owner', { first_name: 'Ada', last_name: 'Lovelace' })).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
    })
  })

  it('gives a one-word name an empty last name', async () => {
    await setup()
    expect(await stored('owner', 'Cher')).toEqual({ first_name: 'Cher', last_name: '' })
  })

  it('turns the person name string into the structured form on the starter person object', async () => {
    const response = await t.request('POST', '/v1/objects/person', {
      body: { attributes: { name: '  Grace   Hopper ' } },
    })
    expect(response.status).toBe(200)
    expect(response.body.attributes.name).toEqual({ first_name: 'Grace', last_name: 'Hopper' })
  })

  it('answers 400 for an empty name', async () => {
    await setup()
    await rejected('owner', '   ')
  })

  it('answers 400 naming the field for an unknown key of the structured form', async () => {
    await setup()
    const response = await rejected('owner', { first_name: 'Ada', middle_name: 'King' })
    expect(response.body.message).toContain('middle_name')
  })

  it('answers 400 for a name that is neither a string nor an object', async () => {
    await setup()
    await rejected('owner', 42)
  })
})

describe('phone values', () => {
  it('splits an international string into an integer country_code and the digits of the number', async () => {
    await setup()
    expect(await stored('phone', '+44 20 7946 0958')).toEqual({ country_code: 44, number: '2079460958' })
  })

  it('recognises a one-digit calling code', async () => {
    await setup()
    expect(await stored('phone', '+1 (415) 555-0100')).toEqual({ country_code: 1, number: '4155550100' })
  })

  it("accepts the reference's structured form with an integer country_code and answers it unchanged", async () => {
    await setup()
    expect(await stored('phone', { country_code: 1, number: '5551234567' })).toEqual({
      country_code: 1,
      number: '5551234567',
    })
    expect(await stored('phone', { country_code: 353, number: '1 234 5678' })).toEqual({
      country_code: 353,
      number: '12345678',
    })
  })

  it('accepts a country_code string with or without the plus, answering the integer', async () => {
    await setup()
    expect(await stored('phone', { country_code: '44', number: '20 7946 0958' })).toEqual({
      country_code: 44,
      number: '2079460958',
    })
    expect(await stored('phone', { country_code: '+44', number: '20 7946 0958' })).toEqual({
      country_code: 44,
      number: '2079460958',
    })
  })

  it('answers a null country_code when the structured form has none', async () => {
    await setup()
    expect(await stored('phone', { number: '5550100' })).toEqual({ country_code: null, number: '5550100' })
    expect(await stored('phone', { country_code: null, number: '5550100' })).toEqual({
      country_code: null,
      number: '5550100',
    })
  })

  it.each([0, 1000, -44, 4.4])('answers 400 naming country_code for the integer %s', async (code) => {
    await setup()
    await rejected('phone', { country_code: code, number: '2079460958' }, 'attributes.phone.country_code')
  })

  it('answers a null country_code for a number without one', async () => {
    await setup()
    expect(await stored('phone', '020 7946 0958')).toEqual({ country_code: null, number: '02079460958' })
  })

  it('keeps the formatting of the number when the attribute uses the raw format', async () => {
    await setup()
    expect(await stored('raw_phone', '+44 20 7946 0958')).toEqual({ country_code: 44, number: '20 7946 0958' })
    expect(await stored('raw_phone', '020 7946 0958')).toEqual({ country_code: null, number: '020 7946 0958' })
    expect(await stored('raw_phone', { country_code: 1, number: '(555) 123-4567' })).toEqual({
      country_code: 1,
      number: '(555) 123-4567',
    })
  })

  it('gives the same raw value for the string and the structured form of one number', async () => {
    await setup()
    const first = await create({ raw_phone: '+1 (415) 555-0100' })
    const fromString = first.body.attributes.raw_phone
    expect((await t.request('DELETE', `/v1/records/${first.body.id}`)).status).toBe(200)
    const fromObject = await stored('raw_phone', { country_code: 1, number: '(415) 555-0100' })
    expect(fromString).toEqual({ country_code: 1, number: '(415) 555-0100' })
    expect(fromObject).toEqual(fromString)
  })

  it('answers 409 for a unique raw-format number given again in another form', async () => {
    await setup()
    expect((await create({ raw_phone: '+44 20 7946 0958' })).status).toBe(200)
    const again = await create({ raw_phone: { country_code: 44, number: '2079460958' } })
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ code: 409, message: expect.stringContaining('attributes.raw_phone') })
    expect(await countGadgets()).toBe(1)
  })

  it('answers 400 for text that is not a phone number', async () => {
    await setup()
    await rejected('phone', 'call me maybe')
  })

  it('answers 400 for too few digits', async () => {
    await setup()
    await rejected('phone', '+44 12')
  })

  it('answers 400 naming number when the structured form has none', async () => {
    await setup()
    await rejected('phone', { country_code: '+44' }, 'attributes.phone.number')
  })

  it('answers 400 naming country_code for a code that is not a calling code', async () => {
    await setup()
    await rejected('phone', { country_code: 'UK', number: '2079460958' }, 'attributes.phone.country_code')
  })

  it('turns the starter phone_number string into the structured form', async () => {
    const response = await t.request('POST', '/v1/objects/person', {
      body: { attributes: { name: 'Ada Lovelace', phone_number: '+44 20 7946 0958' } },
    })
    expect(response.status).toBe(200)
    expect(response.body.attributes.phone_number).toEqual({ country_code: 44, number: '2079460958' })
  })
})

/** A location answer: every part present, null unless given. */
const place = (parts: Record<string, string>) => ({
  street: null,
  city: null,
  region: null,
  postal_code: null,
  country: null,
  ...parts,
})

describe('location values', () => {
  it('reads "City, Region, Country" into the structured form', async () => {
    await setup()
    expect(await stored('place', 'Austin, TX, US')).toEqual({
      street: null,
      city: 'Austin',
      region: 'TX',
      postal_code: null,
      country: 'US',
    })
  })

  it('reads "City, Country" with a null region', async () => {
    await setup()
    expect(await stored('place', 'London, UK')).toEqual(place({ city: 'London', country: 'UK' }))
  })

  it('reads a lone city with the other parts null', async () => {
    await setup()
    expect(await stored('place', 'Paris')).toEqual(place({ city: 'Paris' }))
  })

  it('fills the parts the structured form leaves out with null', async () => {
    await setup()
    expect(await stored('place', { city: 'Berlin', country: 'DE' })).toEqual(place({ city: 'Berlin', country: 'DE' }))
  })

  it("keeps the street and postal code of the reference's example, answering the parts in its order", async () => {
    await setup()
    const value = await stored('place', {
      street: '123 Main St',
      city: 'Boston',
      region: 'MA',
      postal_code: '02134',
      country: 'US',
    })
    expect(value).toEqual({ street: '123 Main St', city: 'Boston', region: 'MA', postal_code: '02134', country: 'US' })
    expect(Object.keys(value as object)).toEqual(['street', 'city', 'region', 'postal_code', 'country'])
  })

  it('accepts a structured form holding only a street or only a postal code', async () => {
    await setup()
    expect(await stored('place', { street: 'Unter den Linden 1' })).toEqual(place({ street: 'Unter den Linden 1' }))
    expect(await stored('place', { postal_code: ' 10117 ' })).toEqual(place({ postal_code: '10117' }))
  })

  it('answers 400 for a string with more than three parts', async () => {
    await setup()
    await rejected('place', 'a, b, c, d')
  })

  it('answers 400 for a structured form without any part', async () => {
    await setup()
    await rejected('place', {})
  })

  it('answers 400 naming an unknown key of the structured form', async () => {
    await setup()
    const response = await rejected('place', { city: 'Berlin', zip: '10117' })
    expect(response.body.message).toContain('zip')
  })

  it('answers 400 naming postal_code when it is not a string', async () => {
    await setup()
    await rejected('place', { city: 'Boston', postal_code: 2134 }, 'attributes.place.postal_code')
  })
})

describe('email values', () => {
  it('stores a valid address, trimmed', async () => {
    await setup()
    expect(await stored('contact', '  ada@example.com ')).toBe('ada@example.com')
  })

  it('accepts plus tags and dotted local parts', async () => {
    await setup()
    expect(await stored('contact', 'ada.king+notes@mail.example.co.uk')).toBe('ada.king+notes@mail.example.co.uk')
  })

  it.each([
    'not-an-email',
    'ada@',
    '@example.com',
    'ada@example',
    'ada lovelace@example.com',
    'ada..king@example.com',
    '.ada@example.com',
    'ada.@example.com',
  ])('answers 400 for the address %j', async (address) => {
    await setup()
    await rejected('contact', address)
  })

  it('names the index of the bad item of a multi-value attribute', async () => {
    const response = await t.request('POST', '/v1/objects/person', {
      body: { attributes: { name: 'Ada Lovelace', email_addresses: ['ada@example.com', 'nope'] } },
    })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ code: 400, message: expect.stringContaining('attributes.email_addresses[1]') })
  })

  it('names the first item of the starter email_addresses attribute', async () => {
    const response = await t.request('POST', '/v1/objects/person', {
      body: { attributes: { name: 'Ada Lovelace', email_addresses: ['bad'] } },
    })
    expect(response.status).toBe(400)
    expect(response.body.message).toContain('attributes.email_addresses[0]')
  })
})

describe('url and social_profile values', () => {
  it('keeps an absolute https URL', async () => {
    await setup()
    expect(await stored('website', 'https://example.com/path?q=1')).toBe('https://example.com/path?q=1')
  })

  it('keeps an absolute http URL', async () => {
    await setup()
    expect(await stored('website', 'http://example.org')).toBe('http://example.org')
  })

  it.each(['example.com', '/relative/path', 'ftp://example.com/file', 'javascript:alert(1)', 'mailto:ada@example.com'])(
    'answers 400 for the url %j',
    async (url) => {
      await setup()
      await rejected('website', url)
    },
  )

  it("answers {username, url} for a social profile URL, the username being the URL's last path segment", async () => {
    await setup()
    expect(await stored('profile', 'https://linkedin.com/in/alicejohnson')).toEqual({
      username: 'alicejohnson',
      url: 'https://linkedin.com/in/alicejohnson',
    })
  })

  it('ignores a trailing slash, the query and a leading @ when it derives the username', async () => {
    await setup()
    expect(await stored('profile', 'https://www.linkedin.com/in/ada-lovelace/?trk=x')).toEqual({
      username: 'ada-lovelace',
      url: 'https://www.linkedin.com/in/ada-lovelace/?trk=x',
    })
    expect(await stored('profile', 'https://mastodon.social/@ada')).toEqual({
      username: 'ada',
      url: 'https://mastodon.social/@ada',
    })
  })

  it('answers a null username for a profile URL without a path', async () => {
    await setup()
    expect(await stored('profile', 'https://ada.example.com/')).toEqual({
      username: null,
      url: 'https://ada.example.com/',
    })
  })

  it('keeps the username of the structured form, and derives it when only the url is given', async () => {
    await setup()
    expect(await stored('profile', { username: 'alicejohnson', url: 'https://linkedin.com/in/alicejohnson' })).toEqual({
      username: 'alicejohnson',
      url: 'https://linkedin.com/in/alicejohnson',
    })
    expect(await stored('profile', { username: 'Ada L.', url: 'https://example.com/u/123' })).toEqual({
      username: 'Ada L.',
      url: 'https://example.com/u/123',
    })
    expect(await stored('profile', { url: 'https://github.com/ada' })).toEqual({
      username: 'ada',
      url: 'https://github.com/ada',
    })
  })

  it('answers 400 naming url when the structured form has a username but no url', async () => {
    await setup()
    await rejected('profile', { username: 'alicejohnson' }, 'attributes.profile.url')
  })

  it('answers 400 for a social profile that is not an absolute URL', async () => {
    await setup()
    await rejected('profile', 'linkedin.com/in/ada')
    await rejected('profile', { username: 'ada', url: 'linkedin.com/in/ada' }, 'attributes.profile.url')
  })

  it('answers 400 naming an unknown key of the structured form', async () => {
    await setup()
    const response = await rejected('profile', { url: 'https://github.com/ada', network: 'github' })
    expect(response.body.message).toContain('network')
  })

  it('answers the starter linkedin attribute of a person as {username, url}', async () => {
    const response = await t.request('POST', '/v1/objects/person', {
      body: { attributes: { name: 'Alice Johnson', linkedin: 'https://linkedin.com/in/alicejohnson' } },
    })
    expect(response.status).toBe(200)
    expect(response.body.attributes.linkedin).toEqual({
      username: 'alicejohnson',
      url: 'https://linkedin.com/in/alicejohnson',
    })
  })
})

describe('domain values', () => {
  it('strips the scheme and the path and lower-cases the host', async () => {
    await setup()
    expect(await stored('domain', 'https://Acme.com/about')).toBe('acme.com')
  })

  it('strips a port and keeps subdomains', async () => {
    await setup()
    expect(await stored('domain', 'WWW.Example.co.uk:8080')).toBe('www.example.co.uk')
  })

  it('keeps the input as written when the attribute uses the raw format, and still validates the host', async () => {
    await setup()
    await rejected('raw_domain', 'https://not a domain/')
    expect(await stored('raw_domain', ' https://Acme.com/about ')).toBe('https://Acme.com/about')
  })

  it('answers 409 for a unique raw-format domain given again with another case, scheme or path', async () => {
    await setup()
    expect((await create({ raw_domain: 'https://Acme.com/about' })).status).toBe(200)
    const again = await create({ raw_domain: 'acme.com' })
    expect(again.status).toBe(409)
    expect(again.body.message).toContain('attributes.raw_domain')
    expect(await countGadgets()).toBe(1)
  })

  it.each(['localhost', 'not a domain', 'https://', 'acme.c0m'])('answers 400 for the domain %j', async (domain) => {
    await setup()
    await rejected('domain', domain)
  })

  it('normalizes the starter company domains', async () => {
    const response = await t.request('POST', '/v1/objects/company', {
      body: { attributes: { name: 'Acme', domains: ['https://Acme-Widgets.com/about'] } },
    })
    expect(response.status).toBe(200)
    expect(response.body.attributes.domains).toEqual(['acme-widgets.com'])
  })
})

describe('date values', () => {
  it('keeps a YYYY-MM-DD date', async () => {
    await setup()
    expect(await stored('launched_on', '2026-01-15')).toBe('2026-01-15')
  })

  it('accepts 29 February of a leap year', async () => {
    await setup()
    expect(await stored('launched_on', '2024-02-29')).toBe('2024-02-29')
  })

  it.each([
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '2026-04-31',
    '2026-1-5',
    '15/01/2026',
    '2026-01-15T10:00:00Z',
    'yesterday',
  ])('answers 400 for the date %j', async (date) => {
    await setup()
    await rejected('launched_on', date)
  })

  it('answers 400 for a date given as a number', async () => {
    await setup()
    await rejected('launched_on', 20260115)
  })
})

describe('boolean values', () => {
  it('stores true', async () => {
    await setup()
    expect(await stored('active', true)).toBe(true)
  })

  it('stores false as false, not as an empty value', async () => {
    await setup()
    expect(await stored('active', false)).toBe(false)
  })

  it.each(['true', 1, 0, 'yes'])('answers 400 for %j', async (value) => {
    await setup()
    await rejected('active', value)
  })
})

describe('number values', () => {
  it('stores fractions, negatives and zero', async () => {
    await setup()
    expect(await stored('score', 3.25)).toBe(3.25)
    expect(await stored('score', -2)).toBe(-2)
    expect(await stored('score', 0)).toBe(0)
  })

  it('answers 400 for a number written as a string', async () => {
    await setup()
    await rejected('score', '3')
  })

  it('answers 400 for a number too large to be finite', async () => {
    await setup()
    const response = await t.request('POST', `/v1/objects/${OBJECT}`, {
      rawBody: '{"attributes":{"name":"Widget","score":1e400}}',
    })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ code: 400, message: expect.stringContaining('attributes.score') })
    expect(await countGadgets()).toBe(0)
  })

  it('accepts a whole number on a whole-number attribute', async () => {
    await setup()
    expect(await stored('units', 12)).toBe(12)
  })

  it('answers 400 for a fraction on a whole-number attribute', async () => {
    await setup()
    await rejected('units', 2.5)
  })

  it('answers 400 for a fraction on the starter employee_count', async () => {
    const response = await t.request('POST', '/v1/objects/company', {
      body: { attributes: { name: 'Acme', employee_count: 10.5 } },
    })
    expect(response.status).toBe(400)
    expect(response.body.message).toContain('attributes.employee_count')
  })
})

describe('currency values', () => {
  it('reads a plain number as an amount in USD', async () => {
    await setup()
    expect(await stored('price', 1999.99)).toEqual({ amount: 1999.99, currency_code: 'USD' })
  })

  it('keeps {amount, currency_code}, upper-casing the code', async () => {
    await setup()
    expect(await stored('price', { amount: 10, currency_code: 'eur' })).toEqual({ amount: 10, currency_code: 'EUR' })
  })

  it('answers 400 naming currency_code for a code that is not ISO 4217', async () => {
    await setup()
    await rejected('price', { amount: 10, currency_code: 'XYZ' }, 'attributes.price.currency_code')
  })

  it('answers 400 naming currency_code for a code of the wrong length', async () => {
    await setup()
    await rejected('price', { amount: 10, currency_code: 'EURO' }, 'attributes.price.currency_code')
  })

  it('answers 400 naming amount when the amount is not a number', async () => {
    await setup()
    await rejected('price', { amount: '10', currency_code: 'EUR' }, 'attributes.price.amount')
  })

  it('answers 400 for a currency given as text', async () => {
    await setup()
    await rejected('price', '$10')
  })
})

describe('select values', () => {
  it('accepts an option by name and answers {id, name}', async () => {
    const attributes = await setup()
    const won = attributes.stage!.options.select_options.find((o) => o.name === 'Won')!
    expect(won.id).toMatch(/^\d+$/)
    expect(await stored('stage', 'Won')).toEqual({ id: won.id, name: 'Won' })
  })

  it('accepts an option by id and answers {id, name}', async () => {
    const attributes = await setup()
    const lost = attributes.stage!.options.select_options.find((o) => o.name === 'Lost')!
    expect(await stored('stage', lost.id)).toEqual({ id: lost.id, name: 'Lost' })
  })

  it('answers 400 for an unknown option, listing the options', async () => {
    await setup()
    const response = await rejected('stage', 'Pending')
    expect(response.body.message).toContain('Pending')
    expect(response.body.message).toContain('Won')
  })

  it('answers 400 for the id of an option of another attribute', async () => {
    const attributes = await setup()
    const hardware = attributes.tags!.options.select_options.find((o) => o.name === 'Hardware')!
    await rejected('stage', hardware.id)
  })

  it('answers an array of {id, name} for a multi-value select', async () => {
    const attributes = await setup()
    const options = attributes.tags!.options.select_options
    const software = options.find((o) => o.name === 'Software')!
    const hardware = options.find((o) => o.name === 'Hardware')!
    expect(await stored('tags', ['Software', hardware.id])).toEqual([
      { id: software.id, name: 'Software' },
      { id: hardware.id, name: 'Hardware' },
    ])
  })

  it('accepts the starter company industries by option id and by name', async () => {
    const response = await t.request('POST', '/v1/objects/company', {
      body: { attributes: { name: 'Acme', industries: ['tech', 'financial services'] } },
    })
    expect(response.status).toBe(200)
    expect(response.body.attributes.industries).toEqual([
      { id: 'tech', name: 'Technology' },
      { id: 'finance', name: 'Financial Services' },
    ])
  })

  it('answers 400 for a single industry sent to the multi-value starter industries', async () => {
    const response = await t.request('POST', '/v1/objects/company', {
      body: { attributes: { name: 'Acme', industries: 'tech' } },
    })
    expect(response.status).toBe(400)
    expect(response.body.message).toContain('attributes.industries')
  })
})

describe('text values', () => {
  it('keeps text as given', async () => {
    await setup()
    expect(await stored('notes', 'Line one\nLine two')).toBe('Line one\nLine two')
  })

  it('answers 400 when a required text attribute is given an empty string', async () => {
    await setup()
    const response = await t.request('POST', `/v1/objects/${OBJECT}`, { body: { attributes: { name: '  ' } } })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ code: 400, message: 'attributes.name: is required' })
    expect(await countGadgets()).toBe(0)
  })

  it('clears an optional text attribute given an empty string', async () => {
    await setup()
    const created = await create({ notes: 'draft' })
    const patched = await t.request('PATCH', `/v1/records/${created.body.id}`, { body: { attributes: { notes: '' } } })
    expect(patched.status).toBe(200)
    expect(patched.body.attributes.notes).toBeNull()
  })

  it('answers 400 for a number on a text attribute', async () => {
    await setup()
    await rejected('notes', 12)
  })

  it('stores a text of exactly 64 KiB (65,536 bytes of UTF-8)', async () => {
    await setup()
    const text = 'a'.repeat(65_536)
    expect(await stored('notes', text)).toBe(text)
  })

  it('answers 400 naming the field for a text one byte over 64 KiB, and writes nothing', async () => {
    await setup()
    const response = await rejected('notes', 'a'.repeat(65_537))
    expect(response.body.message).toContain('65536')
  })

  it('counts UTF-8 bytes, not characters: 32,769 two-byte characters are over the cap', async () => {
    await setup()
    await rejected('notes', 'é'.repeat(32_769))
    expect(await stored('notes', 'é'.repeat(32_768))).toHaveLength(32_768)
  })

  it('answers 400 for a one-megabyte-ish job title on the starter person', async () => {
    const response = await t.request('POST', '/v1/objects/person', {
      body: { attributes: { name: 'Ada Lovelace', job_title: 'x'.repeat(900_000) } },
    })
    expect(response.status).toBe(400)
    expect(response.body.message).toContain('attributes.job_title')
  })

  it('applies the cap to the strings of a structured value too, naming the part', async () => {
    await setup()
    await rejected('place', { city: 'c'.repeat(65_537) }, 'attributes.place.city')
  })
})

describe('multi-value attributes', () => {
  it('take and return arrays', async () => {
    await setup()
    expect(await stored('emails', ['ada@example.com', 'countess@example.org'])).toEqual([
      'ada@example.com',
      'countess@example.org',
    ])
  })

  it('answer an empty array when unset', async () => {
    await setup()
    const response = await create({})
    expect(response.status).toBe(200)
    expect(response.body.attributes.emails).toEqual([])
    expect(response.body.attributes.tags).toEqual([])
    expect(response.body.attributes.contact).toBeNull()
  })

  it('collapse values that are the same address in another letter case', async () => {
    await setup()
    expect(await stored('emails', ['ada@example.com', 'ADA@example.com'])).toEqual(['ada@example.com'])
  })

  it('answer 400 for a single value instead of an array', async () => {
    await setup()
    const response = await rejected('emails', 'ada@example.com')
    expect(response.body.message).toContain('array')
  })

  it('answer 400 for a null item of the array', async () => {
    await setup()
    await rejected('emails', ['ada@example.com', null], 'attributes.emails[1]')
  })

  it('answer 400 for an array sent to a single-value attribute', async () => {
    await setup()
    await rejected('contact', ['ada@example.com'])
  })

  it('take up to 1,000 values', async () => {
    await setup()
    const emails = Array.from({ length: 1_000 }, (_, i) => `user${i}@example.com`)
    expect(await stored('emails', emails)).toEqual(emails)
  })

  it('answer 400 naming the field for 1,001 values, and write nothing', async () => {
    await setup()
    const emails = Array.from({ length: 1_001 }, (_, i) => `user${i}@example.com`)
    const response = await rejected('emails', emails)
    expect(response.body.message).toContain('1000')
  })
})

describe('the same rules apply to updates', () => {
  it('normalizes values given to PATCH', async () => {
    await setup()
    const created = await create({})
    const response = await t.request('PATCH', `/v1/records/${created.body.id}`, {
      body: {
        attributes: {
          phone: '+44 20 7946 0958',
          place: 'London, UK',
          domain: 'https://Acme.com/about',
          owner: 'Ada Lovelace',
        },
      },
    })
    expect(response.status).toBe(200)
    expect(response.body.attributes).toMatchObject({
      phone: { country_code: 44, number: '2079460958' },
      place: { street: null, city: 'London', region: null, postal_code: null, country: 'UK' },
      domain: 'acme.com',
      owner: { first_name: 'Ada', last_name: 'Lovelace' },
    })
  })

  it('rejects an invalid PATCH value with 400 naming the field and keeps the record', async () => {
    await setup()
    const created = await create({ launched_on: '2026-01-15' })
    const response = await t.request('PATCH', `/v1/records/${created.body.id}`, {
      body: { attributes: { launched_on: '2026-02-30' } },
    })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ code: 400, message: expect.stringContaining('attributes.launched_on') })
    const fetched = await t.request('GET', `/v1/records/${created.body.id}`)
    expect(fetched.body.attributes.launched_on).toBe('2026-01-15')
  })

  it('rejects a value given by attribute id with 400 naming the attribute slug', async () => {
    const attributes = await setup()
    const response = await create({ [attributes.contact!.id]: 'not-an-email' })
    expect(response.status).toBe(400)
    expect(response.body.message).toContain('attributes.contact')
  })
})
