import { describe, expect, it } from 'vitest'
import { ApiError } from '../errors.js'
import { parseDueDate } from './due-date.js'

describe('parseDueDate', () => {
  it.each([
    ['2026-04-01', '2026-04-01T00:00:00Z'],
    ['2026-03-01T09:00:00Z', '2026-03-01T09:00:00Z'],
    ['2026-03-01t09:00:00z', '2026-03-01T09:00:00Z'],
    ['2026-03-01 09:00:00Z', '2026-03-01T09:00:00Z'],
    ['2026-03-01T10:30:00+01:30', '2026-03-01T09:00:00Z'],
    ['2026-03-01T00:30:00+01:00', '2026-02-28T23:30:00Z'],
    ['2026-12-31T20:00:00-05:00', '2027-01-01T01:00:00Z'],
    // Answered in whole seconds, like every timestamp the API writes.
    ['2026-03-01T09:00:00.750Z', '2026-03-01T09:00:00Z'],
    ['2028-02-29', '2028-02-29T00:00:00Z'],
    ['2000-02-29', '2000-02-29T00:00:00Z'],
    ['0050-06-01', '0050-06-01T00:00:00Z'],
    [' 2026-04-01 ', '2026-04-01T00:00:00Z'],
  ])('reads %j as %s', (input, expected) => {
    expect(parseDueDate(input, 'due_date')).toBe(expected)
  })

  it.each([
    '',
    'tomorrow',
    '2026-4-1',
    '01/04/2026',
    '2026-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-04-31',
    '2026-04-01T24:00:00Z',
    '2026-04-01T09:60:00Z',
    '2026-04-01T09:00',
    '2026-04-01T09:00:00',
    '2026-04-01T09:00:00+25:00',
    '0000-01-01T00:00:00+01:00',
    '9999-12-31T23:00:00-05:00',
  ])('refuses %j with a 400 naming the field', (input) => {
    let error: unknown
    try {
      parseDueDate(input, 'due_date')
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(400)
    expect((error as ApiError).message).toBe(
      `due_date: "${input}" is not a date; send RFC 3339 (2026-04-01T09:00:00Z) or a plain date (2026-04-01)`,
    )
  })
})
