import type { Scope } from '../core/auth.js'
import { ApiError } from '../core/errors.js'
import type { IntegrationsControl } from '../core/integrations/control.js'
import { AT_ONCE, failNextJob, runToEnd } from '../core/jobs/jobs.js'
import { addKey } from '../core/store.js'
import type { Faults } from '../http/faults.js'
import type { Journal } from '../http/journal.js'
import type { ControlFunctions, StaticOverrides, TestWorkspaces } from '../control/functions.js'
import type { BrowserSessions } from '../http/sessions.js'
import { inFlight } from './in-flight.js'
import { revokeKey } from './keys.js'
import type { RebuildQueue } from './rebuild-queue.js'
import { rebuild, resetSlices, type ResetParts } from './rebuild.js'
import type { Registrations } from './registration.js'
import type { Restorer } from './restore.js'
import type { Seeded } from './seed.js'
import type { SeedInput } from './options.js'
import { servedDocument } from './served-documents.js'

export interface ControlParts {
  workspaces: TestWorkspaces
  staticOverrides: StaticOverrides
  resets: ResetParts
  queue: RebuildQueue
  registrations: Registrations
  restorer: Restorer
  seed: (input?: SeedInput) => Promise<Seeded>
  integrations: IntegrationsControl
  journal: Journal
  faults: Faults
  sessions: BrowserSessions
  apiKey: string
  baseUrl: string
}

/**
 * The mock's control functions: what the `/_mock` routes call, and (but for the sliced forms the
 * routes use, docs/time-slicing.md) what a mock in process offers. Each change a snapshot must
 * replay is recorded in the change log.
 */
export function createControl(parts: ControlParts): ControlFunctions {
  const { resets, registrations } = parts
  const { store, built, log } = resets
  const { clock } = store
  return {
    workspaces: parts.workspaces,
    staticOverrides: parts.staticOverrides,
    openBrowserSession: () => parts.sessions.open(parts.apiKey),
    inFlight: () => inFlight(store),
    reset: (next = {}) => runToEnd(resetSlices(resets, next, AT_ONCE)),
    resetInSlices: (next = {}) => parts.queue.rebuilding(() => rebuild(resets, next)),
    describe: () => ({ seed: built.seed, scenario: built.scenario }),
    createKey(keyOptions: { scopes: Scope[]; workspace?: string | undefined; user_id?: string | undefined }) {
      // A key made here for a test workspace's id would make a server workspace of that id, which
      // the test workspace's own keys would then shadow (decision 0035).
      if (keyOptions.workspace !== undefined && parts.workspaces.get(keyOptions.workspace))
        throw new ApiError(
          409,
          `Workspace ${keyOptions.workspace} is a test workspace: issue its keys with POST /_mock/workspaces/${keyOptions.workspace}/keys`,
        )
      const key = addKey(store, keyOptions)
      log.record({
        kind: 'key',
        at: clock.now(),
        scopes: [...key.scopes],
        workspace: key.workspace_id,
        ...(keyOptions.user_id !== undefined && { user_id: key.user_id }),
      })
      return key
    },
    register: registrations.register,
    registerInSlices: registrations.registerInSlices,
    failNextJob: (kind, error) => {
      failNextJob(store.jobs, kind, error)
      log.record({ kind: 'fail_next_job', at: clock.now(), job_kind: kind, error })
    },
    integrations: parts.integrations,
    // The generator (openapi3-ts, JSON Schema conversion) loads on first use, not at start-up.
    document: async (kind) => structuredClone(await servedDocument(kind, parts.baseUrl)),
    journal: parts.journal,
    faults: parts.faults,
    listKeys: () => [...store.keys.values()].map((key) => ({ ...key, scopes: [...key.scopes] })),
    revokeKey(tokenId) {
      const revoked = revokeKey(store, tokenId)
      if (revoked) log.record({ kind: 'revoke', at: clock.now(), token_id: tokenId })
      return revoked
    },
    users(workspaceId = store.defaultWorkspaceId) {
      const workspace = store.workspaces.get(workspaceId)
      if (!workspace) throw new ApiError(404, `No workspace ${workspaceId}`)
      return { workspace_id: workspace.id, data: [...workspace.users.values()].map((user) => ({ ...user })) }
    },
    snapshot: () => log.snapshot(),
    snapshotParts: () => log.snapshotParts(),
    restore: parts.restorer.restore,
    seed: parts.seed,
  }
}
