import { ApiError } from '../core/errors.js'

/** A request target split without any normalization: what the client put on the request line. */
export interface ParsedTarget {
  /** The path as sent, without the query (`/v1/objects/person`). */
  path: string
  /** Decoded path segments; a trailing slash adds no segment. */
  segments: string[]
  /** The raw query string after `?`, without it. */
  query: string
  /**
   * Why the path cannot be routed (a `.`/`..` segment, a bad percent-escape, a control
   * character), or undefined. Reported only after authentication, so a caller without a key
   * learns nothing about the path.
   */
  problem?: string | undefined
}

const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i
const NEEDS_DECODING = /[%\\\u0000-\u001f\u007f]/

/**
 * Splits a request target (`/v1/objects?x=1`, or the absolute form `http://host/v1/objects`)
 * into decoded segments. Dot segments are never resolved: a `.` or `..` segment, raw or
 * percent-encoded, is a problem, never a step up the path. The host of an absolute-form
 * target is ignored, as is the Host header: routing reads the path alone.
 *
 * @example parseTarget('/v1/records/12?x=1') // { path: '/v1/records/12', segments: ['v1', 'records', '12'], query: 'x=1' }
 */
export function parseTarget(target: string): ParsedTarget {
  let rest = target
  // Origin form (`/...`), nearly every request, needs no look for a scheme.
  const absolute = target.charCodeAt(0) === 47 ? null : ABSOLUTE_FORM.exec(rest)
  if (absolute) rest = rest.slice(absolute[0].length) || '/'
  const hash = rest.indexOf('#')
  if (hash !== -1) rest = rest.slice(0, hash)
  const mark = rest.indexOf('?')
  const path = mark === -1 ? rest : rest.slice(0, mark)
  const query = mark === -1 ? '' : rest.slice(mark + 1)
  if (!path.startsWith('/'))
    return { path, segments: [], query, problem: `the request target "${clip(path)}" must start with "/"` }
  const raw = path.slice(1).split('/')
  if (raw.length > 1 && raw[raw.length - 1] === '') raw.pop()
  // A path without `%`, backslash or control character (nearly every one) is its own decoding:
  // only dot segments are looked for, and the split is the segments.
  if (!NEEDS_DECODING.test(path)) {
    for (const segment of raw)
      if (segment === '.' || segment === '..')
        return {
          path,
          segments: raw,
          query,
          problem: `the segment "${clip(segment)}" is a dot segment; paths are routed exactly as sent and never resolved`,
        }
    return { path, segments: raw, query, problem: undefined }
  }
  const segments: string[] = []
  let problem: string | undefined
  for (const segment of raw) {
    let decoded = segment
    if (segment.includes('%')) {
      try {
        decoded = decodeURIComponent(segment)
      } catch {
        problem ??= `"${clip(segment)}" holds a malformed percent-escape; escape "%" as "%25" and send valid UTF-8`
      }
    }
    // A backslash is a path separator to WHATWG URL parsers; a control character has no place in a path.
    if (!problem && (decoded === '.' || decoded === '..'))
      problem = `the segment "${clip(segment)}" is a dot segment; paths are routed exactly as sent and never resolved`
    if (!problem && /[\\\u0000-\u001f\u007f]/.test(decoded))
      problem = `the segment "${clip(segment)}" holds a backslash or a control character`
    segments.push(decoded)
  }
  return { path, segments, query, problem }
}

/** Throws the 400 for a target that cannot be routed. */
export function rejectTarget(target: ParsedTarget): void {
  if (target.problem) throw new ApiError(400, `Invalid path: ${target.problem}`)
}

const clip = (text: string): string => (text.length > 80 ? `${text.slice(0, 77)}...` : text)
