import { badRequest } from '../errors.js'

/**
 * The slug rule of objects, attributes and lists: lower-case letters, digits, `_` and `-`,
 * starting with a letter, at most 64 characters (`vip-contacts`, `email_addresses`).
 */
export const SLUG_PATTERN = /^[a-z][a-z0-9_-]{0,63}$/

/** The slug rule in words, for error messages and schema descriptions. */
export const SLUG_RULE = 'must start with a lower-case letter and hold only a-z, 0-9, _ and - (at most 64 characters)'

/**
 * Throws 400 naming `field` unless `slug` follows the slug rule.
 *
 * @example checkSlug('vip-contacts') // passes; checkSlug('VIP') throws 400 'slug: "VIP" must start ...'
 */
export function checkSlug(slug: string, field = 'slug'): void {
  if (!SLUG_PATTERN.test(slug)) throw badRequest(`${field}: "${slug}" ${SLUG_RULE}`)
}
