import { expect } from 'vitest'
import type { ApiResponse } from './target.js'

/**
 * Asserts the status and that the body is exactly {code, message} with code equal to the status;
 * `message` is the exact text, a pattern, or `{ contains }`. Returns the message.
 */
export function expectError(
  response: ApiResponse,
  status: number,
  message?: string | RegExp | { contains: string },
): string {
  expect(response.status, response.text).toBe(status)
  expect(response.headers.get('content-type')).toContain('application/json')
  expect(Object.keys(response.body).sort()).toEqual(['code', 'message'])
  expect(response.body.code).toBe(status)
  expect(typeof response.body.message).toBe('string')
  expect(response.body.message.length).toBeGreaterThan(0)
  if (typeof message === 'string') expect(response.body.message).toBe(message)
  else if (message instanceof RegExp) expect(response.body.message).toMatch(message)
  else if (message) expect(response.body.message).toContain(message.contains)
  return response.body.message as string
}

/** Asserts a successful delete: 200 with an empty body. */
export function expectEmpty(response: ApiResponse): void {
  expect(response.status).toBe(200)
  expect(response.text).toBe('')
}

/** A resource id: a string of digits. */
export const DIGITS = /^\d+$/

/** An RFC 3339 UTC timestamp. */
export const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

/** The options of an attribute created without any. */
export const DEFAULT_OPTIONS = {
  is_required: false,
  is_unique: false,
  is_multi_value: false,
  is_whole_number: false,
  use_raw_format: false,
  select_options: [],
}
