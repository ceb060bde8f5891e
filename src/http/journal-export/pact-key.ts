/**
 * The key exported and shipped pacts send: `verify` puts the target's key in its place, so a pact
 * carries no real credential.
 */
export const PACT_PLACEHOLDER_KEY = 'cgm_dev_key'
