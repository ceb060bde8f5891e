import { describe, expect, it } from 'vitest'
import {
  createJournal,
  JOURNAL_BODY_LIMIT,
  journalHeaders,
  journalMessage,
  maskKey,
  REDACTED,
  type JournalEntry,
} from './journal.js'

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

describe('journalHeaders', () => {
  const reader = (headers: Record<string, string>) => (name: string) => headers[name]

  it('keeps the headers worth keeping, credentials redacted; equal headers share one object', () => {
    const sent = { authorization: 'Bearer cgm_dev_key', 'content-type': 'application/json', 'x-other': 'no' }
    const first = journalHeaders(reader(sent))
    expect(first).toEqual({ 'content-type': 'application/json', authorization: `Bearer ${REDACTED}` })
    expect(Object.keys(first)).toEqual(['content-type', 'authorization'])
    expect(journalHeaders(reader({ ...sent }))).toBe(first)
  })

  it('freezes the headers it keeps: one entry changed would change every entry sharing them', () => {
    const kept = journalHeaders(reader({ accept: 'application/json' }))
    expect(Object.isFrozen(kept)).toBe(true)
    expect(() => {
      kept.accept = 'text/html'
    }).toThrow(TypeError)
    expect(journalHeaders(reader({ accept: 'application/json' }))).toEqual({ accept: 'application/json' })
  })

  it('reads each request as sent when headers alternate, with one more or one fewer', () => {
    const a = { 'content-type': 'application/json', accept: 'application/json' }
    const b = { 'content-type': 'application/json', accept: 'text/html' }
    const c = { 'content-type': 'application/json' }
    const d = { 'content-type': 'application/json', cookie: 'session=1' }
    const kept = [a, b, a, c, d, c, a].map((headers) => journalHeaders(reader(headers)))
    expect(kept).toEqual([a, b, a, c, { 'content-type': 'application/json', cookie: REDACTED }, c, a])
  })
})

describe('maskKey', () => {
  it('masks each key as its own, whichever came before', () => {
    expect(['cgm_dev_key', 'cgm_ws2_41', 'cgm_dev_key', 'short'].map(maskKey)).toEqual([
      'cgm_…key',
      'cgm_…_41',
      'cgm_…key',
      '…',
    ])
  })
})

describe('journal.record', () => {
  const fields = (path: string): Omit<JournalEntry, 'id'> => ({
    at: '2026-01-15T10:00:00.000Z',
    method: 'GET',
    path,
    route_path: path,
    query: '',
    status: 200,
    duration_ms: 1,
    key: null,
    token_id: null,
    workspace_id: null,
    fault: null,
    explain: null,
    request: { headers: {}, body: null, truncated: false },
    response: { headers: {}, body: null, truncated: false },
  })

  it('keeps an entry written with an id as it is, its id set; copies any other, its id first', () => {
    const journal = createJournal(10)
    const given = { id: 0, ...fields('/v1/a') }
    const kept = journal.record(given)
    expect(kept).toBe(given)
    expect(kept.id).toBe(1)
    const copied = journal.record(fields('/v1/b'))
    expect(Object.keys(copied)[0]).toBe('id')
    expect(copied.id).toBe(2)
    expect(journal.find().map((entry) => [entry.id, entry.path])).toEqual([
      [1, '/v1/a'],
      [2, '/v1/b'],
    ])
  })
})
