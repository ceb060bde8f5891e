import type { Store } from '../core/store.js'

/** Removes the key with a token id; false when there is none. */
export function revokeKey(store: Store, tokenId: string): boolean {
  for (const [name, key] of store.keys) {
    if (key.token_id === tokenId) {
      store.keys.delete(name)
      return true
    }
  }
  return false
}
