import type { ApiKey } from './auth.js'

/**
 * Who made a change, as timeline events report it: the channel it came through and the acting
 * user. The route handlers build one from the calling key and hand it to the core functions that
 * write; seeded data carries `SYSTEM_ACTOR`.
 */
export interface Actor {
  /** `developer_api` for a change made with an API key (the reference's word), `system` for seeded history. */
  created_by: string
  /** The acting user's id; absent when no user acted (seeded history). */
  created_by_id?: string | undefined
}

/** The actor of everything the fixtures seed: no user made it, so it names none. */
export const SYSTEM_ACTOR: Actor = Object.freeze({ created_by: 'system' })

/**
 * The actor of a request made with `key`: the developer API, on behalf of the key's user.
 *
 * @example apiActor(key) // { created_by: 'developer_api', created_by_id: '1' }
 */
export function apiActor(key: ApiKey): Actor {
  return { created_by: 'developer_api', created_by_id: key.user_id }
}
