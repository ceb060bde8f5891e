import { badRequest, notFound } from '../errors.js'
import type { Store } from '../store.js'
import {
  approveConnect,
  checkAnswerable,
  connectWhatsApp,
  denyConnect,
  isExpired,
  locateAttempt,
  type IntegrationRuntime,
} from './connect.js'
import { consentRequest, type ConsentRequest } from './consent.js'
import type { ConnectStatus } from './state.js'

/** What answering a connect flow did. */
export interface ConnectOutcome {
  connect_id: string
  type: string
  provider: string
  status: ConnectStatus
  /** Once connected: the connection and its account. */
  connection_id?: number
  identifier?: string
}

/** A connection the operator set up. */
export interface OperatorConnection {
  workspace_id: string
  connection_id: number
  type: string
  provider: string
  identifier: string
}

/**
 * The connect flow without a browser, as `mock.integrations` and the `/_mock` endpoints offer it.
 * A connect id is found in whichever workspace started it: it is the only credential needed.
 */
export interface IntegrationsControl {
  /** Approves a pending connect id, as the consent page's Approve button does; `account` replaces the proposed e-mail address. */
  approve(connectId: string, options?: { account?: string | undefined }): ConnectOutcome
  /** Denies a pending connect id: its status becomes `denied`. */
  deny(connectId: string): ConnectOutcome
  /** The operator's config-based WhatsApp setup: connects a number to a workspace (default: the seeded one). */
  connectWhatsApp(options: { phoneNumber: string; workspace?: string | undefined }): OperatorConnection
  /** What the consent page of a connect id shows (404 unknown, 410 expired). */
  consent(connectId: string): ConsentRequest
}

/**
 * The integration control functions of a store.
 *
 * @example const control = createIntegrationsControl(store); control.approve(connectId, { account: 'ada@example.com' })
 */
export function createIntegrationsControl(store: Store): IntegrationsControl {
  const runtime = (): IntegrationRuntime => ({ clock: store.clock, jobs: store.jobs, settings: store.integrations })
  const outcome = (attempt: ReturnType<typeof locateAttempt>['attempt']): ConnectOutcome => ({
    connect_id: attempt.id,
    type: attempt.type,
    provider: attempt.provider,
    status: attempt.status,
    ...(attempt.connection_id !== undefined && { connection_id: attempt.connection_id, identifier: attempt.account }),
  })
  return {
    approve(connectId, options = {}) {
      const { workspace, attempt } = locateAttempt(store.workspaces.values(), connectId)
      approveConnect(workspace, runtime(), attempt, options)
      return outcome(attempt)
    },
    deny(connectId) {
      const { attempt } = locateAttempt(store.workspaces.values(), connectId)
      denyConnect(attempt, store.clock)
      return outcome(attempt)
    },
    connectWhatsApp({ phoneNumber, workspace: workspaceId }) {
      const id = workspaceId ?? store.defaultWorkspaceId
      const workspace = store.workspaces.get(id)
      if (!workspace) throw notFound(`Workspace ${id} not found`)
      if (typeof phoneNumber !== 'string') throw badRequest('phone_number: required, a string such as +14155550123')
      const connection = connectWhatsApp(workspace, runtime(), phoneNumber)
      return {
        workspace_id: workspace.id,
        connection_id: connection.id,
        type: connection.type,
        provider: connection.provider,
        identifier: connection.identifier,
      }
    },
    consent(connectId) {
      const { attempt } = locateAttempt(store.workspaces.values(), connectId)
      if (isExpired(attempt, store.clock)) checkAnswerable(attempt, store.clock)
      return consentRequest(attempt)
    },
  }
}
