import type { IntegrationProvider, IntegrationType } from './catalogue.js'

/** A live connection of an integration: it feeds the workspace until it is disconnected. */
export interface Connection {
  /** A JSON integer, numbered per workspace from 1, as the reference types it. */
  id: number
  type: IntegrationType
  provider: IntegrationProvider
  status: 'active'
  /** The connected account: an e-mail address, or the WhatsApp number. */
  identifier: string
  created_at: string
  /** How many activity items it has produced (activity.ts stops at its bound). */
  activity_count: number
  /** Items skipped because the workspace had as many artifacts in flight as it takes. */
  skipped_items: number
  /** Stops its activity timer. */
  stop: () => void
}

export const CONNECT_STATUSES = ['pending', 'connected', 'denied'] as const
export type ConnectStatus = (typeof CONNECT_STATUSES)[number]

/** A connect flow started by `POST /v1/integrations/{type}/{provider}/connect`. */
export interface ConnectAttempt {
  /** The opaque, unguessable token that is the consent page's only credential. */
  id: string
  type: IntegrationType
  provider: IntegrationProvider
  status: ConnectStatus
  /** Clock ms when it was started; a pending attempt expires CONNECT_TTL_MS later. */
  started_at: number
  /** The account the consent page proposes: the key's user's e-mail address. */
  account: string
  connection_id?: number | undefined
}

/** A workspace's connections and connect flows. */
export interface IntegrationsState {
  connections: Map<number, Connection>
  attempts: Map<string, ConnectAttempt>
  nextConnectionId: number
  /** Per key: the clock instants of its connect calls within the last minute (at most CONNECT_RATE.limit). */
  connectCalls: Map<string, number[]>
}

export const createIntegrationsState = (): IntegrationsState => ({
  connections: new Map(),
  attempts: new Map(),
  nextConnectionId: 1,
  connectCalls: new Map(),
})

/**
 * Store-wide settings of integrations: how often a connection produces activity, where a browser
 * reaches the consent page, and the seed the activity is drawn from.
 */
export interface IntegrationSettings {
  /** Clock milliseconds between two activity items of a connection; 0 turns activity off. */
  activityEvery: number
  /** Where a browser reaches the mock (origin and base path): the consent page's `auth_url` starts with it. */
  publicUrl: string
  /** The fixture seed the mock was last built from. */
  seed: number
  /**
   * Draws a connect id (default: `newConnectId`, from the platform's CSPRNG). The mock passes one
   * that notes each id it draws in the change log, and draws a replayed call's ids from there, so a
   * restored connect flow keeps its id (decision 0019).
   */
  drawConnectId?: (() => string) | undefined
}

/** Default clock time between two activity items of a connection. */
export const DEFAULT_ACTIVITY_EVERY_MS = 5 * 60_000
