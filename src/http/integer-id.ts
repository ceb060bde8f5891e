/**
 * Ids the reference types as JSON integers (`artifact_id`, ask's `entities_considered[].id`,
 * compounding's `workspace_id`...) are written as integer literals carrying the id's exact digits.
 * A 17-digit id does not fit a JS number, so a response body holds an `IntegerId` in its place and
 * `stringifyBody` writes its digits raw (decision 0016). The core keeps ids as digit strings; only
 * the wire form changes.
 *
 * @example
 * stringifyBody({ artifact_id: integerId('32704519835647914') }) // '{"artifact_id":32704519835647914}'
 */
export class IntegerId {
  readonly digits: string

  constructor(digits: string) {
    if (!/^\d+$/.test(digits)) throw new TypeError(`An integer id must be a string of digits, not "${digits}"`)
    this.digits = digits
  }

  /** The marker `stringifyBody` replaces by the bare digits. */
  toJSON(): string {
    return `${MARKER}${this.digits}`
  }

  toString(): string {
    return this.digits
  }
}

/** Wraps a digit-string id so the response carries it as a JSON integer. */
export const integerId = (id: string): IntegerId => new IntegerId(id)

/** Wraps an optional id, keeping `undefined` (so the field stays left out). */
export const optionalIntegerId = (id: string | undefined): IntegerId | undefined =>
  id === undefined ? undefined : new IntegerId(id)

// A per-process nonce: no string a client stored can hold it, so only an IntegerId's own marker is
// ever replaced. It never reaches a response, which stays byte-identical across processes.
const MARKER = `\u0091cgm-integer-${Math.random().toString(36).slice(2, 12)}:`
// JSON.stringify writes the marker's U+0091 as is (it escapes only U+0000..U+001F), so the text
// holds `"<marker><digits>"` exactly where an IntegerId stood.
const MARKED = new RegExp(`"${MARKER}(\\d+)"`, 'g')

/**
 * `JSON.stringify` that writes every `IntegerId` as a bare integer literal. One extra linear scan
 * only when the body holds one; `onInteger` hears each id so written (what explanations of a
 * rounded id need).
 */
export function stringifyBody(value: unknown, onInteger?: (digits: string) => void): string {
  const text = JSON.stringify(value)
  if (!text.includes(MARKER)) return text
  return text.replace(MARKED, (_, digits: string) => {
    onInteger?.(digits)
    return digits
  })
}
