import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { simpleUrlUsername, usernameOf } from './values.js'

/** What a social profile's username is without the shortcut: undefined when the text is no http(s) URL with a host. */
function parsed(text: string): string | null | undefined {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return undefined
  return usernameOf(url)
}

const hostChars = 'abcxyz0129-.AZ_:@%'.split('')
const pathChars = 'abAZ09_-./@%~?#:'.split('')
const url = fc
  .tuple(
    fc.constantFrom('http://', 'https://', 'HTTPS://', 'ftp://', 'http:/', ''),
    fc.string({ unit: fc.constantFrom(...hostChars), maxLength: 14 }),
    fc.constantFrom('.com', '.io', '.0', '.1x', '.xn--abc', '.x', '', '.co.uk', '.-'),
    fc.string({ unit: fc.constantFrom(...pathChars), maxLength: 20 }),
  )
  .map(([scheme, host, tld, path]) => `${scheme}${host}${tld}${path}`)

describe('the simple URL shortcut of a social profile', () => {
  it('answers what new URL and usernameOf answer, whenever it answers', () => {
    fc.assert(
      fc.property(url, (text) => {
        const simple = simpleUrlUsername(text)
        if (simple !== undefined) expect(simple).toBe(parsed(text))
      }),
      { numRuns: 20_000 },
    )
  })

  it('takes the seeded profiles and leaves out what needs parsing', () => {
    expect(simpleUrlUsername('https://linkedin.com/in/ada-lovelace-2')).toBe('ada-lovelace-2')
    expect(simpleUrlUsername('https://linkedin.com/in/ada/')).toBe('ada')
    expect(simpleUrlUsername('https://linkedin.com')).toBeNull()
    expect(simpleUrlUsername('http://x.example.com/')).toBeNull()
    for (const text of [
      'https://linkedin.com/in/@ada',
      'https://linkedin.com/in/ad%61',
      'https://linkedin.com/in/../ada',
      'https://LinkedIn.com/in/ada',
      'https://linkedin.com:443/in/ada',
      'https://1.2.3.4/ada',
      'https://xn--nxasmq6b.com/ada',
      'https://linkedin.com/in/ada?x=1',
      'ftp://linkedin.com/in/ada',
    ])
      expect(simpleUrlUsername(text), text).toBeUndefined()
  })
})
