/*
 * Compounding runs are named by UUIDs, as in the reference. A random UUID would break the mock's
 * promise that the same seed and calls give the same bytes, so the UUID carries the workspace id
 * and a number from the workspace's own id sequence instead: deterministic, unique across
 * workspaces, and still a valid RFC 9562 version 8 (custom) UUID.
 */

const MASK_62 = (1n << 62n) - 1n
const MASK_60 = (1n << 60n) - 1n

/**
 * A version 8 UUID holding `workspaceId` (57 bits for 17 digits) and `sequenceId` (its low 60
 * bits) in the 122 bits a UUID leaves free of version and variant.
 *
 * @example deterministicUuid('32704519835647913', '32704519835648001') // '7433d2d0-3bad-8d40-8000-000000000b11' (shape)
 */
export function deterministicUuid(workspaceId: string, sequenceId: string): string {
  const payload = (BigInt(workspaceId) << 60n) | (BigInt(sequenceId) & MASK_60)
  const high = payload >> 74n
  const middle = (payload >> 62n) & 0xfffn
  const low = payload & MASK_62
  const value = (high << 80n) | (8n << 76n) | (middle << 64n) | (2n << 62n) | low
  const hex = value.toString(16).padStart(32, '0')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Any UUID in its canonical form (the path parameter's shape), case-insensitive. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
