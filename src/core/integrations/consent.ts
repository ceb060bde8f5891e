import { findIntegration } from './catalogue.js'
import type { ConnectAttempt, ConnectStatus } from './state.js'

/**
 * What the consent page of a connect flow shows (the page itself is the control surface's): the
 * integration asked for, what it may do, the account proposed, and how the flow stands.
 */
export interface ConsentRequest {
  connect_id: string
  type: string
  provider: string
  /** The provider's name as a person knows it (`Gmail`). */
  display_name: string
  /** The connection goes through an OAuth broker (HubSpot, Salesforce), whose step comes first. */
  brokered: boolean
  /** What the mock will be allowed to do, one line each. */
  access: readonly string[]
  /** The e-mail address proposed, or the account connected. */
  account: string
  status: ConnectStatus
}

/**
 * The consent request of a connect attempt.
 *
 * @example consentRequest(attempt).display_name // 'Gmail'
 */
export function consentRequest(attempt: ConnectAttempt): ConsentRequest {
  const spec = findIntegration(attempt.type, attempt.provider)!
  return {
    connect_id: attempt.id,
    type: spec.type,
    provider: spec.provider,
    display_name: spec.display_name,
    brokered: spec.method === 'brokered_oauth',
    access: spec.access,
    account: attempt.account,
    status: attempt.status,
  }
}
