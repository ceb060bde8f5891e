import type { z } from 'zod'
import { ApiError } from '../../core/errors.js'
import type { RawResponse } from './exchange.js'

/** A 400 of the route's schemas, carrying zod's issues so the explanation can name the field. */
export class InvalidInput extends ApiError {
  readonly where: 'path' | 'query' | 'body'
  readonly issues: readonly z.core.$ZodIssue[]

  constructor(message: string, where: 'path' | 'query' | 'body', issues: readonly z.core.$ZodIssue[]) {
    super(400, message)
    this.where = where
    this.issues = issues
  }
}

const JSON_HEADERS = { 'content-type': 'application/json' } as const

/** The `{code, message}` answer of an error; anything but an ApiError is a 500 without a stack trace. */
export function errorResponse(error: unknown): RawResponse {
  const apiError =
    error instanceof ApiError
      ? error
      : new ApiError(500, `Internal error: ${error instanceof Error ? error.message : String(error)}`)
  return {
    status: apiError.status,
    headers: { ...apiError.headers, ...JSON_HEADERS },
    body: JSON.stringify({ code: apiError.status, message: apiError.message }),
  }
}

/** `[{path: ['attributes', 'name'], message}]` -> `attributes.name: message`. */
export function formatIssues(issues: readonly z.core.$ZodIssue[], root = ''): string {
  return issues
    .map((issue) => {
      const path = issue.path.reduce<string>(
        (text, part) =>
          typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part),
        '',
      )
      return `${path || root || 'value'}: ${issue.message}`
    })
    .join('; ')
}
