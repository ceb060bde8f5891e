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

/**
 * Reads `Authorization: Bearer <key>` and returns the key, or throws 401.
 *
 * @example authenticate(keys, 'Bearer cgm_dev_key')
 */
export function authenticate(keys: ReadonlyMap<string, ApiKey>, header: string | null): ApiKey {
  if (!header) throw new ApiError(401, 'Missing Authorization header: send "Authorization: Bearer <api key>"')
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  if (!match) throw new ApiError(401, 'Malformed Authorization header: expected "Bearer <api key>"')
  const key = keys.get(match[1]!)
  if (!key) throw new ApiError(401, 'Invalid API key')
  return key
}

/** Throws 403 when the key lacks the scope an operation requires. */
export function requireScope(key: ApiKey, scope: Scope, operation: string): void {
  if (!key.scopes.includes(scope)) throw new ApiError(403, `${operation} requires scope ${scope}`)
}
