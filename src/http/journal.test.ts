import { describe, expect, it } from 'vitest'
import { JOURNAL_BODY_LIMIT, journalMessage, REDACTED } from './journal.js'

describe('journalMessage', () => {
  it('redacts a kept body when it is first read, once, with the keys valid then', () => {
    const keys = new Set(['cgm_dev_key'])
    let checks = 0
    const isKey = (value: string) => {
      checks++
      return keys.has(value)
    }
    const message = journalMessage(
      { 'content-type': 'application/json' },
      JSON.stringify({ api_key: 'x', note: 'cgm_dev_key', other: 'cgm_gone_1' }),
      isKey,
    )
    expect(checks).toBe(0)
    expect(JSON.parse(message.body!)).toEqual({ api_key: REDACTED, note: REDACTED, other: 'cgm_gone_1' })
    const afterFirstRead = checks
    expect(message.truncated).toBe(false)
    expect(JSON.parse(JSON.stringify(message))).toEqual({
      headers: { 'content-type': 'application/json' },
      body: message.body,
      truncated: false,
    })
    expect(checks).toBe(afterFirstRead)
  })

  it('keeps the first 8 KiB of a longer body, redacted when read', () => {
    const text = `{"token":"cgm_dev_key","pad":"${'a'.repeat(3 * JOURNAL_BODY_LIMIT)}"}`
    let checks = 0
    const message = journalMessage({}, text, (value) => (checks++, value === 'cgm_dev_key'))
    expect(checks).toBe(0)
    expect(message.body!.length).toBe(JOURNAL_BODY_LIMIT - 1) // the first 8 KiB, with a key of 11 characters masked by 10
    expect(message.body!.startsWith('{"token":"[redacted]"')).toBe(true)
    expect(message.truncated).toBe(true)
  })

  it('reads each body as written when equal and different bodies alternate (equal ones share what is kept)', () => {
    const isKey = (value: string) => value === 'cgm_dev_key'
    const long = (fill: string) => `{"pad":"${fill.repeat(2 * JOURNAL_BODY_LIMIT)}","token":"x"}`
    // Built separately, so equal texts are equal by content, not the same string.
    const texts = [long('a'), long('b'), long('a'), '{"n":1}', `{"n":${1}}`, '{"n":2}', long('b')]
    const messages = texts.map((text) => journalMessage({}, text, isKey))
    expect(messages.map((message) => message.body!.slice(0, 12))).toEqual([
      '{"pad":"aaaa',
      '{"pad":"bbbb',
      '{"pad":"aaaa',
      '{"n":1}',
      '{"n":1}',
      '{"n":2}',
      '{"pad":"bbbb',
    ])
    expect(messages.map((message) => message.truncated)).toEqual([true, true, true, false, false, false, true])
    expect(messages.every((message) => message.body!.length <= JOURNAL_BODY_LIMIT)).toBe(true)
  })
})
