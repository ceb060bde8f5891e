/**
 * Why a call missed, in words a client's author can act on (issue 25, decision 0036). The answer's
 * body stays `{code, message}`; an explanation travels beside it: the `X-Mock-Explain` header, the
 * journal entry's `explain` field, the request log and `createMock({ explain: 'warn' })`.
 */
export const EXPLAIN_KINDS = [
  'id_precision',
  'wrong_kind',
  'deleted',
  'other_workspace',
  'not_found',
  'unknown_route',
  'method_not_allowed',
  'unknown_field',
  'wrong_type',
  'invalid_request',
  'missing_scope',
  'bad_key',
  'rate_limited',
  'conflict',
  'fault',
  'clock_stopped',
  'internal',
] as const

export type ExplainKind = (typeof EXPLAIN_KINDS)[number]

export interface Explanation {
  kind: ExplainKind
  /** One ASCII line, at most 300 characters. */
  message: string
  /** At most 3: the names, paths or calls the client may have meant. */
  suggestions: string[]
}

/** The longest message and header value; a client's own text cannot make one longer. */
export const EXPLAIN_MAX = 300
export const MAX_SUGGESTIONS = 3

/** The response header that carries an explanation. */
export const EXPLAIN_HEADER = 'x-mock-explain'

/**
 * An explanation with its bounds applied: one ASCII line cut at 300 characters, 3 suggestions at
 * most, each cut the same way.
 *
 * @example explanation('wrong_kind', '32704519835648896 is a task, not a record', ['GET /v1/tasks/32704519835648896'])
 */
export function explanation(kind: ExplainKind, message: string, suggestions: readonly string[] = []): Explanation {
  const unique = [...new Set(suggestions.map(oneLine))].filter(Boolean)
  return { kind, message: oneLine(message), suggestions: unique.slice(0, MAX_SUGGESTIONS) }
}

/**
 * The header's value: `<kind>: <message>`, cut to 300 characters. A header holds ASCII only, and
 * the message already is (oneLine), so the value is safe on every adapter.
 */
export function headerValue(explained: Explanation): string {
  return cut(`${explained.kind}: ${explained.message}`)
}

/** Control characters and line breaks become spaces, non-ASCII `?`, and the text is cut at 300. */
export function oneLine(text: string): string {
  // Cut first, so a megabyte of client text costs no more than 300 characters of work here.
  // eslint-disable-next-line no-control-regex
  return cut(
    text
      .slice(0, EXPLAIN_MAX * 2)
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/[^\u0020-\u007e]/g, '?'),
  )
}

function cut(text: string): string {
  return text.length <= EXPLAIN_MAX ? text : `${text.slice(0, EXPLAIN_MAX - 3)}...`
}

/** A client's value quoted in a message, cut short: a long value tells no more than its start. */
export function quote(value: string, max = 60): string {
  return JSON.stringify(value.length > max ? `${value.slice(0, max)}...` : value)
}
