import { bearerKey, type ApiKey, type Scope } from '../../core/auth.js'
import type { Store } from '../../core/store.js'
import { explanation, type Explanation } from './explanation.js'

/** A key revoked through the control API, or whose test workspace was deleted: whose it was, and when. */
export interface RevokedKey {
  token_id: string
  workspace_id: string
  at: string
  /** `workspace`: the key's test workspace was deleted (DELETE /_mock/workspaces/{id}, or its TTL). */
  why: 'revoked' | 'workspace'
}

/** The most revoked keys remembered; past it the oldest are forgotten. */
const MAX_REVOKED = 10_000

/** Revoked keys by their text, so a 401 can say the key was revoked rather than never issued. */
export function createRevokedKeys() {
  const revoked = new Map<string, RevokedKey>()
  return {
    revoked(key: ApiKey, at: string, why: RevokedKey['why'] = 'revoked'): void {
      revoked.set(key.key, { token_id: key.token_id, workspace_id: key.workspace_id, at, why })
      if (revoked.size > MAX_REVOKED) revoked.delete(revoked.keys().next().value!)
    },
    find: (key: string): RevokedKey | undefined => revoked.get(key),
  }
}

export type RevokedKeys = ReturnType<typeof createRevokedKeys>

/**
 * A 401 of the public API: no header, a malformed one, a key never issued, a revoked key (when,
 * and its token id), or a key whose workspace is gone. Keys are named masked, as the journal
 * shows them.
 */
export function explainBadKey(store: Store, revokedKeys: RevokedKeys, header: string | undefined): Explanation {
  if (header === undefined)
    return explanation('bad_key', 'No Authorization header; send "Authorization: Bearer <api key>"', [
      'Authorization: Bearer <api key>',
    ])
  const text = bearerKey(header)
  if (text === undefined) {
    const scheme = /^\s*(\S+)/.exec(header)?.[1] ?? ''
    const why = /^bearer$/i.test(scheme) ? 'the key is missing after "Bearer"' : 'it must be "Bearer <api key>"'
    return explanation('bad_key', `The Authorization header is malformed: ${why}`, ['Authorization: Bearer <api key>'])
  }
  const key = store.keys.get(text)
  if (key && !store.workspaces.has(key.workspace_id))
    return explanation(
      'bad_key',
      `Key ${masked(text)} (token id ${key.token_id}) belongs to workspace ${key.workspace_id}, which no longer exists`,
      ['POST /_mock/keys to issue a key of an existing workspace'],
    )
  const revoked = revokedKeys.find(text)
  if (revoked?.why === 'workspace')
    return explanation(
      'bad_key',
      `Key ${masked(text)} (token id ${revoked.token_id}) belonged to test workspace ${revoked.workspace_id}, deleted at ${revoked.at}`,
      ['POST /_mock/workspaces for a new test workspace and its key'],
    )
  if (revoked)
    return explanation(
      'bad_key',
      `Key ${masked(text)} (token id ${revoked.token_id}) was revoked at ${revoked.at}; issue a new one`,
      ['POST /_mock/keys'],
    )
  return explanation('bad_key', `Key ${masked(text)} was never issued by this mock (or it was reset since)`, [
    'the key serve printed at start',
    'POST /_mock/keys',
  ])
}

/** A 403: the scope the operation needs, the key's own scopes, and which keys of its workspace have it. */
export function explainScope(store: Store, key: ApiKey, scope: Scope, operation: string): Explanation {
  const holders: string[] = []
  for (const other of store.keys.values()) {
    if (other.workspace_id === key.workspace_id && other.scopes.includes(scope)) holders.push(other.token_id)
    if (holders.length > 5) break
  }
  const has = key.scopes.length > 0 ? key.scopes.join(', ') : 'no scope'
  const who =
    holders.length > 0
      ? `keys of this workspace with it: token ids ${holders.slice(0, 5).join(', ')}`
      : 'no key of this workspace has it; issue one with POST /_mock/keys'
  return explanation(
    'missing_scope',
    `${operation} needs scope ${scope}; key token id ${key.token_id} has ${has}; ${who}`,
    holders.slice(0, 3).map((id) => `token id ${id}`),
  )
}

/** `cgm_dev_key` -> `cgm_...key`, as the journal masks keys but in ASCII; a short text is not shown at all. */
function masked(key: string): string {
  return key.length < 8 ? `of ${key.length} characters` : `${key.slice(0, 4)}...${key.slice(-3)}`
}
