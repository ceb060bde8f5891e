import { SCOPES } from './auth.js'
import { badRequest } from './errors.js'
import { addKey, ensureWorkspace, nextWorkspaceId, type Store } from './store.js'
import { trimChar } from './text.js'

export interface RegistrationInput {
  email: string
  source?: string | undefined
  name?: string | undefined
  company_name?: string | undefined
}

export interface Registration {
  api_key: string
  workspace_id: string
  workspace_slug: string
  email: string
}

/** A registered email: its workspace, and the keys registrations issued for it, oldest first. */
export interface RegisteredEmail {
  workspaceId: string
  slug: string
  keys: string[]
}

/** Keys registration keeps per email: registering again past this revokes the oldest one it issued. */
export const REGISTRATION_KEYS = 10

/**
 * New registrations a mock of the large scenario seeds with it between two resets (10,500 records,
 * about 50 MiB each); one more is 409. Registrations of the small scenario (about 0.7 MiB each) are
 * bounded by the store's workspaces alone.
 */
export const LARGE_REGISTRATIONS = 10

// The email a workspace was registered with, per store: registering again reaches the same workspace.
const registered = new WeakMap<Store, Map<string, RegisteredEmail>>()

/**
 * The official clients' registration call: a new workspace, owned by a user with this email (and
 * `name`, else the email's local part), for a new email, and a new key with every scope each time.
 * The same email (any case) reaches the workspace it registered first; it keeps the newest
 * REGISTRATION_KEYS keys registrations issued, the oldest one revoked (401 from then on) past
 * that. A new email when the store holds as many workspaces as it may is 409 (STORE_LIMITS).
 * `beforeNewWorkspace` runs before a workspace is made for a new email, and may refuse it by
 * throwing.
 *
 * @example registerWorkspace(store, { email: 'ada@example.com', source: 'skill-cli' }).api_key
 */
export function registerWorkspace(
  store: Store,
  input: RegistrationInput,
  beforeNewWorkspace?: () => void,
): Registration {
  const email = input.email.trim()
  if (!looksLikeEmail(email)) throw badRequest(`email: "${email}" is not a valid email address`)
  let byEmail = registered.get(store)
  if (!byEmail) registered.set(store, (byEmail = new Map()))
  let entry = byEmail.get(email.toLowerCase())
  if (!entry) {
    beforeNewWorkspace?.()
    const workspaceId = nextWorkspaceId(store)
    entry = { workspaceId, slug: workspaceSlug(input, workspaceId), keys: [] }
    byEmail.set(email.toLowerCase(), entry)
    // The registrant owns the new workspace; the store keeps the name, so a reset rebuilds the same owner.
    store.owners.set(workspaceId, { name: input.name?.trim() || email.split('@')[0]!, email })
  }
  ensureWorkspace(store, entry.workspaceId)
  // Room for the new key: keys revoked since are forgotten, then the oldest go.
  entry.keys = entry.keys.filter((key) => store.keys.has(key))
  while (entry.keys.length >= REGISTRATION_KEYS) store.keys.delete(entry.keys.shift()!)
  const key = addKey(store, { scopes: SCOPES, workspace: entry.workspaceId })
  entry.keys.push(key.key)
  return { api_key: key.key, workspace_id: entry.workspaceId, workspace_slug: entry.slug, email }
}

function workspaceSlug(input: RegistrationInput, workspaceId: string): string {
  const from = input.company_name?.trim() || input.name?.trim() || input.email.split('@')[0]!
  const slug = trimChar(
    from
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-'),
    '-',
  ).slice(0, 48)
  return `${slug || 'workspace'}-${workspaceId.slice(-4)}`
}

/** `local@domain.tld`: no whitespace, one `@`, and a dot inside the domain (a linear check). */
function looksLikeEmail(email: string): boolean {
  const at = email.indexOf('@')
  const domain = email.slice(at + 1)
  return at > 0 && !email.includes('@', at + 1) && !/\s/.test(email) && domain.slice(1, -1).includes('.')
}

/** The emails registered so far, their workspaces and the keys registration issued them, for a snapshot. */
export function registrationsOf(store: Store): Array<[string, RegisteredEmail]> {
  return [...(registered.get(store) ?? new Map<string, RegisteredEmail>()).entries()].map(([email, entry]) => [
    email,
    { ...entry, keys: [...entry.keys] },
  ])
}

/** Replaces the registered emails (restoring a snapshot). */
export function setRegistrations(store: Store, entries: ReadonlyArray<readonly [string, RegisteredEmail]>): void {
  registered.set(store, new Map(entries.map(([email, entry]) => [email, { ...entry, keys: [...entry.keys] }])))
}
