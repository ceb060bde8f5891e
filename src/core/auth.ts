import { ApiError } from './errors.js'

/** Every scope a key can carry, in the API's own words. */
export const SCOPES = [
  'object.read',
  'object.write',
  'record.read',
  'record.write',
  'list.read',
  'list.member.read',
  'list.member.write',
  'relationship.read',
  'relationship.write',
  'task.read',
  'task.write',
  'note.read',
  'note.write',
  'insight.stream',
  'integration.read',
  'integration.write',
  'notification.read',
  'notification.write',
] as const

export type Scope = (typeof SCOPES)[number]

/** An API key: it belongs to one workspace and one user, and carries scopes. */
export interface ApiKey {
  key: string
  workspace_id: string
  scopes: Scope[]
  token_id: string
  /** The workspace user the key acts as: the workspace's owner. */
  user_id: string
}

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value)
}

const BEARER = /^Bearer\s+(\S+)\s*$/i

/**
 * The key of an `Authorization: Bearer <key>` header (the scheme in any case), or undefined when
 * the header is absent or has another form. Every reader of the header (authentication, routing a
 * key to its test workspace, the admin token, explanations) reads it with this one rule.
 *
 * @example bearerKey('Bearer cgm_dev_key') // 'cgm_dev_key'
 */
export function bearerKey(header: string | null | undefined): string | undefined {
  return header ? BEARER.exec(header)?.[1] : undefined
}

/**
 * Reads `Authorization: Bearer <key>` and returns the key, or throws 401.
 *
 * @example authenticate(keys, 'Bearer cgm_dev_key')
 */
export function authenticate(keys: ReadonlyMap<string, ApiKey>, header: string | null): ApiKey {
  if (!header) throw new ApiError(401, 'Missing Authorization header: send "Authorization: Bearer <api key>"')
  const text = bearerKey(header)
  if (text === undefined) throw new ApiError(401, 'Malformed Authorization header: expected "Bearer <api key>"')
  const key = keys.get(text)
  if (!key) throw new ApiError(401, 'Invalid API key')
  return key
}

/** Throws 403 when the key lacks the scope an operation requires. */
export function requireScope(key: ApiKey, scope: Scope, operation: string): void {
  if (!key.scopes.includes(scope)) throw new ApiError(403, `${operation} requires scope ${scope}`)
}
