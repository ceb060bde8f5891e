import { parseDuration, type Duration } from '../core/clock.js'
import { ApiError } from '../core/errors.js'

/**
 * A duration of the control API, in milliseconds. A JSON number is milliseconds; a string needs its
 * unit, as the CLI's flags do: `"60"` reads as 60 ms to the clock but as a minute to many a person,
 * so it is a 400 naming the forms meant.
 */
export function controlDuration(field: string, value: Duration): number {
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) {
    const text = value.trim()
    throw new ApiError(
      400,
      `Invalid request body: ${field}: "${text}" needs a unit, e.g. ${text}s or ${text}ms (units: ms, s, m, h, d)`,
    )
  }
  try {
    return parseDuration(value)
  } catch (error) {
    throw new ApiError(400, `Invalid request body: ${field}: ${(error as Error).message}`)
  }
}
