import type { ApiKey } from '../auth.js'
import type { Clock } from '../clock.js'
import { ApiError, badRequest, conflict, notFound } from '../errors.js'
import type { JobsControl } from '../jobs/jobs.js'
import type { Workspace } from '../model.js'
import { workspaceOwner } from '../users/users.js'
import { startActivity } from './activity.js'
import {
  CATALOGUE,
  findIntegration,
  INTEGRATION_PROVIDERS,
  INTEGRATION_TYPES,
  type IntegrationProvider,
  type IntegrationSpec,
  type IntegrationType,
} from './catalogue.js'
import type { Connection, ConnectAttempt, ConnectStatus, IntegrationSettings } from './state.js'

/** What the integration functions need beside a workspace: the clock, the job settings (activity is ingested as jobs) and the store's settings. */
export interface IntegrationRuntime {
  clock: Clock
  jobs: JobsControl
  settings: IntegrationSettings
}

/** A pending connect id answers 410 once this much clock time has passed without an answer. */
export const CONNECT_TTL_MS = 10 * 60_000

/** The connect call's own limit, per key, on the clock: `limit` calls in any `windowMs`. */
export const CONNECT_RATE = { limit: 10, windowMs: 60_000, keysRemembered: 1_000 } as const

/**
 * What a workspace keeps, so nothing grows without bound: connect attempts (the oldest are
 * dropped past `attempts`, and any finished or expired one a day after it started) and live
 * connections (`connections` at most; one more is 409).
 */
export const INTEGRATION_LIMITS = {
  attempts: 1_000,
  attemptRetentionMs: 24 * 3_600_000,
  connections: 20,
  accountBytes: 254,
} as const

/** The path of the consent page of a connect id, below the mock's base URL. */
export const consentPath = (connectId: string): string => `/_mock/connect/${connectId}`

/** Connect ids: `cn_` and 32 base64url characters (192 random bits). */
export const CONNECT_ID_PATTERN = /^cn_[A-Za-z0-9_-]{32}$/

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/**
 * A fresh connect id from the platform's CSPRNG (Web Crypto, so the browser build works too). It
 * is the only credential of the consent page, so it must not be derivable from the seed; it is
 * the one value of the mock that differs between runs (decision 0015).
 */
export function newConnectId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(24))
  let text = 'cn_'
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!
    text += BASE64URL[(n >> 18) & 63]! + BASE64URL[(n >> 12) & 63]! + BASE64URL[(n >> 6) & 63]! + BASE64URL[n & 63]!
  }
  return text
}

/** A connection as the catalogue answers it. */
export interface PresentedConnection {
  id: number
  status: Connection['status']
  identifier: string
}

export interface PresentedIntegration {
  type: IntegrationType
  provider: IntegrationProvider
  display_name: string
  description: string
  connections: PresentedConnection[]
}

const presentConnection = (connection: Connection): PresentedConnection => ({
  id: connection.id,
  status: connection.status,
  identifier: connection.identifier,
})

/**
 * The catalogue of the nine integrations, each with the workspace's live connections (oldest first).
 *
 * @example listIntegrations(workspace)[0] // { type: 'email', provider: 'google', display_name: 'Gmail', ..., connections: [] }
 */
export function listIntegrations(workspace: Workspace): PresentedIntegration[] {
  const connections = [...workspace.integrations.connections.values()]
  return CATALOGUE.map((spec) => ({
    type: spec.type,
    provider: spec.provider,
    display_name: spec.display_name,
    description: spec.description,
    connections: connections.filter((c) => c.type === spec.type && c.provider === spec.provider).map(presentConnection),
  }))
}

/** The integration of a pair, or 400: an unknown pair, or WhatsApp, which only the operator connects. */
export function connectableIntegration(type: string, provider: string): IntegrationSpec {
  const spec = findIntegration(type, provider)
  if (!spec) {
    const pairs = CATALOGUE.filter((s) => s.method !== 'config').map((s) => `${s.type}/${s.provider}`)
    const known =
      (INTEGRATION_TYPES as readonly string[]).includes(type) &&
      (INTEGRATION_PROVIDERS as readonly string[]).includes(provider)
    throw badRequest(
      `${known ? `${type}/${provider} is not an integration` : `Unknown integration ${type}/${provider}`}: expected one of ${pairs.join(', ')}`,
    )
  }
  if (spec.method === 'config') {
    throw badRequest(
      `${spec.type}/${spec.provider} (${spec.display_name}) is config-based: the operator connects it from the server's configuration, not through this API (on the mock: POST /_mock/integrations/whatsapp)`,
    )
  }
  return spec
}

/** Counts a connect call of a key, or throws 429 with Retry-After once it made CONNECT_RATE.limit calls in the last minute. */
function takeConnectSlot(workspace: Workspace, clock: Clock, key: ApiKey): void {
  const now = clock.now()
  const calls = (workspace.integrations.connectCalls.get(key.key) ?? []).filter(
    (at) => at > now - CONNECT_RATE.windowMs,
  )
  workspace.integrations.connectCalls.set(key.key, calls)
  if (calls.length >= CONNECT_RATE.limit) {
    const retryAfter = Math.max(1, Math.ceil((calls[0]! + CONNECT_RATE.windowMs - now) / 1000))
    throw new ApiError(
      429,
      `Too many connect calls: at most ${CONNECT_RATE.limit} a minute per API key; retry in ${retryAfter} s`,
      {
        ...connectRateHeaders(workspace, clock, key),
        // On the 429: seconds until the oldest call leaves the minute, when one call is allowed again.
        'retry-after': String(retryAfter),
      },
    )
  }
  calls.push(now)
  const byKey = workspace.integrations.connectCalls
  byKey.set(key.key, calls)
  // Keys come and go (registration revokes old ones): forget keys with no call in the last minute
  // once many are remembered, so the map holds at most about that many plus the keys calling now.
  if (byKey.size > CONNECT_RATE.keysRemembered) {
    for (const [other, times] of byKey) if (times.at(-1)! <= now - CONNECT_RATE.windowMs) byKey.delete(other)
  }
}

/**
 * Where a key stands against the connect call's own limit, as headers: `X-RateLimit-Limit` (10),
 * `-Remaining` (calls left in the minute) and `-Reset` (seconds until the key's minute is empty
 * again, 0 when it is). Only a 429 adds `Retry-After`: the seconds until one call is allowed.
 *
 * @example connectRateHeaders(workspace, clock, key) // { 'x-ratelimit-limit': '10', 'x-ratelimit-remaining': '9', 'x-ratelimit-reset': '60' }
 */
export function connectRateHeaders(workspace: Workspace, clock: Clock, key: ApiKey): Record<string, string> {
  const now = clock.now()
  const calls = (workspace.integrations.connectCalls.get(key.key) ?? []).filter(
    (at) => at > now - CONNECT_RATE.windowMs,
  )
  const reset =
    calls.length === 0 ? '0' : String(Math.max(1, Math.ceil((calls.at(-1)! + CONNECT_RATE.windowMs - now) / 1000)))
  return {
    'x-ratelimit-limit': String(CONNECT_RATE.limit),
    'x-ratelimit-remaining': String(Math.max(0, CONNECT_RATE.limit - calls.length)),
    'x-ratelimit-reset': reset,
  }
}

/** Drops the attempts past their retention, and the oldest past the count limit. Attempts are kept in start order. */
function pruneAttempts(workspace: Workspace, clock: Clock): void {
  const attempts = workspace.integrations.attempts
  const horizon = clock.now() - INTEGRATION_LIMITS.attemptRetentionMs
  for (const [id, attempt] of attempts) {
    if (attempt.started_at > horizon && attempts.size < INTEGRATION_LIMITS.attempts) break
    attempts.delete(id)
  }
}

/**
 * Starts a connect flow: a pending attempt with an unguessable connect id, and the URL of the
 * consent page a browser opens to approve or deny it. At most 10 calls a minute per key (429).
 *
 * @example startConnect(workspace, runtime, key, 'email', 'google') // { auth_url: 'http://127.0.0.1:4010/_mock/connect/cn_...', connect_id: 'cn_...' }
 */
export function startConnect(
  workspace: Workspace,
  runtime: IntegrationRuntime,
  key: ApiKey,
  type: string,
  provider: string,
): { auth_url: string; connect_id: string } {
  takeConnectSlot(workspace, runtime.clock, key)
  let spec: IntegrationSpec
  try {
    spec = connectableIntegration(type, provider)
  } catch (error) {
    // A refused pair counts against the minute too: its 400 says where the key stands.
    if (error instanceof ApiError) Object.assign(error.headers, connectRateHeaders(workspace, runtime.clock, key))
    throw error
  }
  pruneAttempts(workspace, runtime.clock)
  const user = workspace.users.get(key.user_id) ?? workspaceOwner(workspace)
  const attempt: ConnectAttempt = {
    id: (runtime.settings.drawConnectId ?? newConnectId)(),
    type: spec.type,
    provider: spec.provider,
    status: 'pending',
    started_at: runtime.clock.now(),
    account: user.email,
  }
  workspace.integrations.attempts.set(attempt.id, attempt)
  return { auth_url: `${runtime.settings.publicUrl}${consentPath(attempt.id)}`, connect_id: attempt.id }
}

/** Whether a pending attempt has run out of time. */
export const isExpired = (attempt: ConnectAttempt, clock: Clock): boolean =>
  attempt.status === 'pending' && clock.now() >= attempt.started_at + CONNECT_TTL_MS

const expired = (attempt: ConnectAttempt): ApiError =>
  new ApiError(
    410,
    `Connect id ${attempt.id} expired: it was not approved within ${CONNECT_TTL_MS / 60_000} minutes; start a new connect`,
  )

/** A connect attempt of the workspace, or 404. */
export function findAttempt(workspace: Workspace, connectId: string): ConnectAttempt {
  const attempt = workspace.integrations.attempts.get(connectId)
  if (!attempt) throw notFound(`Connect id ${connectId} not found`)
  return attempt
}

/**
 * The state of a connect flow: pending, connected (with the connection's id) or denied; 410 once
 * a pending one is 10 minutes old.
 *
 * @example connectStatus(workspace, clock, id) // { status: 'connected', connection_id: 1 }
 */
export function connectStatus(
  workspace: Workspace,
  clock: Clock,
  connectId: string,
): { status: ConnectStatus; connection_id?: number } {
  const attempt = findAttempt(workspace, connectId)
  if (isExpired(attempt, clock)) throw expired(attempt)
  return attempt.connection_id === undefined
    ? { status: attempt.status }
    : { status: attempt.status, connection_id: attempt.connection_id }
}

/** A connect attempt by id in any workspace (the consent page and the control API have no key), or 404. */
export function locateAttempt(
  workspaces: Iterable<Workspace>,
  connectId: string,
): { workspace: Workspace; attempt: ConnectAttempt } {
  for (const workspace of workspaces) {
    const attempt = workspace.integrations.attempts.get(connectId)
    if (attempt) return { workspace, attempt }
  }
  throw notFound(`Connect id ${connectId} not found`)
}

/** Checks that an attempt can still be answered: pending and not expired. */
export function checkAnswerable(attempt: ConnectAttempt, clock: Clock): void {
  if (isExpired(attempt, clock)) throw expired(attempt)
  if (attempt.status !== 'pending')
    throw conflict(`Connect id ${attempt.id} was already answered: it is ${attempt.status}`)
}

/** A plausible e-mail address, checked without a regular expression (linear in its length). */
export function checkAccount(account: string): string {
  const text = account.trim()
  const fail = (why: string) => badRequest(`account: "${text.slice(0, 80)}" ${why}`)
  if (text.length === 0 || new TextEncoder().encode(text).length > INTEGRATION_LIMITS.accountBytes)
    throw badRequest(`account: must be an e-mail address of 1 to ${INTEGRATION_LIMITS.accountBytes} bytes`)
  const at = text.indexOf('@')
  if (at <= 0 || at !== text.lastIndexOf('@')) throw fail('is not an e-mail address (one @ with a name before it)')
  const domain = text.slice(at + 1)
  if (!domain.includes('.') || domain.startsWith('.') || domain.endsWith('.') || domain.includes('..'))
    throw fail('is not an e-mail address (its domain needs a dot)')
  for (const char of text)
    if (char <= ' ' || char === '\u007f' || '<>()[]\\,;:"'.includes(char))
      throw fail('is not an e-mail address (it holds a space or a character such as < > , ;)')
  return text
}

/** Adds a live connection and starts its activity; the same account on the same integration replaces its old connection. */
function addConnection(
  workspace: Workspace,
  runtime: IntegrationRuntime,
  spec: Pick<IntegrationSpec, 'type' | 'provider'>,
  identifier: string,
): Connection {
  const state = workspace.integrations
  const same = [...state.connections.values()].find(
    (c) =>
      c.type === spec.type && c.provider === spec.provider && c.identifier.toLowerCase() === identifier.toLowerCase(),
  )
  if (same) removeConnection(workspace, same)
  else if (state.connections.size >= INTEGRATION_LIMITS.connections) {
    throw conflict(
      `The workspace already has ${INTEGRATION_LIMITS.connections} connections, the mock's limit; disconnect one first`,
    )
  }
  const connection: Connection = {
    id: state.nextConnectionId++,
    type: spec.type,
    provider: spec.provider,
    status: 'active',
    identifier,
    created_at: runtime.clock.iso(),
    activity_count: 0,
    skipped_items: 0,
    stop: () => {},
  }
  state.connections.set(connection.id, connection)
  startActivity(workspace, runtime, connection)
  return connection
}

function removeConnection(workspace: Workspace, connection: Connection): void {
  connection.stop()
  workspace.integrations.connections.delete(connection.id)
}

/**
 * Approves a pending connect flow, as the consent page's Approve button does: the connection is
 * made with `account` (default: the proposed one) and starts feeding the workspace.
 *
 * @example approveConnect(workspace, runtime, attempt, { account: 'ada@example.com' }) // { status: 'connected', connection_id: 1, ... }
 */
export function approveConnect(
  workspace: Workspace,
  runtime: IntegrationRuntime,
  attempt: ConnectAttempt,
  options: { account?: string | undefined } = {},
): Connection {
  checkAnswerable(attempt, runtime.clock)
  const account = checkAccount(options.account ?? attempt.account)
  const connection = addConnection(workspace, runtime, attempt, account)
  attempt.status = 'connected'
  attempt.account = account
  attempt.connection_id = connection.id
  return connection
}

/** Denies a pending connect flow, as the consent page's Deny button does: its status becomes `denied`. */
export function denyConnect(attempt: ConnectAttempt, clock: Clock): void {
  checkAnswerable(attempt, clock)
  attempt.status = 'denied'
}

/**
 * Disconnects a connection: it leaves the catalogue and its activity stops. Unknown id: 404.
 *
 * @example disconnect(workspace, '1')
 */
export function disconnect(workspace: Workspace, connectionId: string): void {
  const id = Number(connectionId)
  const connection = /^\d{1,15}$/.test(connectionId) ? workspace.integrations.connections.get(id) : undefined
  if (!connection) throw notFound(`Connection ${connectionId} not found`)
  removeConnection(workspace, connection)
}

/** A WhatsApp number in international form: `+` and 8 to 15 digits, spaces and dashes ignored. */
export function checkPhoneNumber(input: string): string {
  if (input.length > 40) throw badRequest('phone_number: at most 40 characters, such as +14155550123')
  const digits = input.replace(/[\s-]/g, '')
  if (!/^\+[1-9]\d{7,14}$/.test(digits))
    throw badRequest(`phone_number: "${input.slice(0, 40)}" must be an international number such as +14155550123`)
  return digits
}

/**
 * The operator's config-based WhatsApp setup: connects the workspace's WhatsApp Business number
 * directly, with no consent flow. Its messages feed the workspace like any connection's.
 *
 * @example connectWhatsApp(workspace, runtime, '+14155550123').id // 1
 */
export function connectWhatsApp(workspace: Workspace, runtime: IntegrationRuntime, phoneNumber: string): Connection {
  return addConnection(workspace, runtime, { type: 'messaging', provider: 'whatsapp' }, checkPhoneNumber(phoneNumber))
}

export { presentConnection }
