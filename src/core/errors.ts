/**
 * The one error type the core throws. Only dispatch turns it into a response body.
 *
 * @example
 * throw new ApiError(404, 'Object "deal" not found')
 */
export class ApiError extends Error {
  readonly status: number
  readonly headers: Record<string, string>

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.headers = headers
  }
}

export const badRequest = (message: string): ApiError => new ApiError(400, message)
export const notFound = (message: string): ApiError => new ApiError(404, message)
export const conflict = (message: string): ApiError => new ApiError(409, message)
