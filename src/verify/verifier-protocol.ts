/**
 * The messages between `verify` and the process that runs the Pact verifier
 * (verifier-process.ts). The verifier runs apart because pact-core writes its own coloured report
 * straight to file descriptor 1, with no switch in the Node binding to turn that off; in its own
 * process, what it prints can be dropped or passed on as `verify` chooses. Everything that needs
 * the provider (states, keys, resets, undoing what an interaction created) stays in `verify` and
 * is asked for over IPC, so the messages carry plain data only.
 */
import type { BrokerOptions } from './broker.js'

/** What the verifier needs to start: where the provider is, and which pacts. */
export interface VerifierRunOptions {
  providerBaseUrl: string
  source: { pactUrls: string[] } | { broker: BrokerOptions }
  /** The state names the pact files use; a broker's are not known before the run (every name is asked). */
  stateNames?: string[] | undefined
  logLevel: 'error' | 'warn' | 'info' | 'debug' | 'trace'
}

/** A request the verifier is about to send to the provider. */
export interface ProxiedRequest {
  method: string
  path: string
  authorization?: string | undefined
}

/** What to do with a proxied request: the Authorization to send, and whether to report what it creates. */
export interface RequestAnswer {
  authorization?: string | undefined
  capture: boolean
}

/** The calls the verifier process makes; each is answered by a `reply` with the same id. */
export type VerifierCall =
  | { method: 'setup'; name: string; params: Record<string, unknown> }
  | { method: 'teardown' }
  | { method: 'request'; request: ProxiedRequest }

export type ToVerifier =
  | { type: 'run'; options: VerifierRunOptions }
  | { type: 'reply'; id: number; value?: unknown; error?: string | undefined }

export type FromVerifier =
  | ({ type: 'call'; id: number } & VerifierCall)
  /** A 2xx answer to a request whose answer was asked for (`capture`): its JSON body. */
  | { type: 'created'; request: ProxiedRequest; body: unknown }
  /** The verifier's JSON report (`ok`), or why it failed: a failed verification's report, or an error. */
  | { type: 'done'; ok: boolean; text: string }
  | { type: 'missing-pact' }
