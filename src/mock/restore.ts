import { SEED_SLICE } from '../seed/scenarios.js'
import { parseFixtureSlices } from '../control/fixtures.js'
import {
  applyBase,
  applyConnectCalls,
  captureConnectCalls,
  parseSnapshotSlices,
  SnapshotError,
  type Change,
  type Snapshot,
  type SnapshotRate,
} from '../control/snapshot.js'
import { ApiError } from '../core/errors.js'
import type { IntegrationsControl } from '../core/integrations/control.js'
import { failNextJob, holdSlices, releaseSlices, runNextSlice, WorkMeter } from '../core/jobs/jobs.js'
import { addKey, type Store } from '../core/store.js'
import type { RateLimiter } from '../http/rate-limit.js'
import type { ChangeLog } from './change-log.js'
import type { ConnectIdLedger } from './connect-ids.js'
import { loadFixtureNow } from './fixture-loading.js'
import { revokeKey } from './keys.js'
import type { RebuildQueue } from './rebuild-queue.js'
import { buildSlices, type Built } from './rebuild.js'
import type { Registrations } from './registration.js'
import type { Sender } from './sender.js'
import { setAsideState } from './set-aside.js'
import { breather, drive, PARSE_SLICE } from './turns.js'

export interface RestoreParts {
  store: Store
  built: Built
  log: ChangeLog
  queue: RebuildQueue
  registrations: Registrations
  sender: Sender
  /** The integrations' control functions, which a change of kind `integration` calls again. */
  integrations: IntegrationsControl
  rateLimit: RateLimiter | undefined
  connectIds: ConnectIdLedger
  changed: () => void
}

export interface Restorer {
  /** Puts back the state of a snapshot exactly (400 for one that is not valid; nothing changes then). */
  restore(input: unknown): Promise<void>
}

/** A snapshot checked in slices, and taken from a mock with the same id format as this one. */
async function check(store: Store, input: unknown): Promise<Snapshot> {
  try {
    const snapshot = await drive(parseSnapshotSlices(input, new WorkMeter(PARSE_SLICE)))
    if (snapshot.short_ids !== store.idFormat.shortIds)
      throw new SnapshotError(
        `taken from a mock ${snapshot.short_ids ? 'with' : 'without'} short ids; this one runs ${store.idFormat.shortIds ? 'with' : 'without'}`,
      )
    return snapshot
  } catch (error) {
    if (error instanceof SnapshotError) throw new ApiError(400, `Invalid snapshot: ${error.message}`)
    throw error
  }
}

/**
 * Runs held job slices until `slices` have run since the base: the oldest waiting first, and
 * when none waits, the clock moved to its next timer (at most to `at`), as the snapshot's mock
 * ran timers only with no slice waiting, or logged them. A snapshot of version 1 says nothing:
 * its changes are replayed without waiting for slices.
 */
async function runSlicesTo(
  store: Store,
  slices: number | undefined,
  at: number,
  where: string,
  breathe: () => Promise<void>,
): Promise<void> {
  if (slices === undefined) return
  while (store.jobs.slices.ran < slices) {
    if (!runNextSlice(store.jobs)) {
      const due = store.clock.nextDue()
      if (due === undefined || due > at) {
        throw new ApiError(
          400,
          `Invalid snapshot: ${where} was made after ${slices} slices of jobs had run, but only ${store.jobs.slices.ran} could run before it`,
        )
      }
      store.clock.set(Math.max(due, store.clock.now()))
    }
    await breathe()
  }
}

async function applyChange(parts: RestoreParts, change: Change, i: number): Promise<void> {
  const { store } = parts
  const where = `changes[${i}]`
  switch (change.kind) {
    case 'request': {
      parts.connectIds.replay(change.ids ?? [])
      const answer = await parts.sender.send(change.method, change.target, change.key, change.body)
      if (answer.status >= 300)
        throw new ApiError(
          400,
          `Invalid snapshot: ${where} (${change.method} ${change.target}) no longer applies: ${answer.status} ${answer.text}`,
        )
      return
    }
    case 'key':
      addKey(store, { scopes: change.scopes, workspace: change.workspace, user_id: change.user_id })
      return
    case 'revoke':
      revokeKey(store, change.token_id)
      return
    case 'register':
      await drive(parts.registrations.registerSlices(change.input, new WorkMeter(SEED_SLICE.units)))
      return
    case 'fail_next_job':
      failNextJob(store.jobs, change.job_kind, change.error)
      return
    case 'integration': {
      const integrations = parts.integrations as unknown as Record<string, (...args: unknown[]) => unknown>
      integrations[change.action === 'whatsapp' ? 'connectWhatsApp' : change.action]!(...change.args)
      return
    }
    case 'fixture': {
      const fixture = await drive(parseFixtureSlices(change.fixture, new WorkMeter(PARSE_SLICE)))
      await loadFixtureNow(store, parts.sender, fixture)
      return
    }
    case 'clock':
      return
  }
}

/**
 * Rebuilds the state of a snapshot: its base (the scenario seeded in slices), then every change
 * at its clock time, the event loop given back every few milliseconds. The job slices the
 * snapshot's mock ran between two changes run between them here too, in the same order: the
 * queue is held, and before each change exactly as many run as had run when it was made, a
 * timer that fell due run whenever the queue runs dry before that (decision 0031).
 */
async function apply(parts: RestoreParts, snapshot: Snapshot): Promise<void> {
  const { store, log } = parts
  const { clock } = store
  const wallNow = clock.now()
  log.replaying = true
  holdSlices(store.jobs)
  const breathe = breather()
  try {
    parts.built.seed = snapshot.base.seed
    parts.built.scenario = snapshot.base.scenario
    applyBase(store, snapshot.base)
    await drive(buildSlices(store, parts.built, new WorkMeter(SEED_SLICE.units), snapshot.base.at))
    for (const [i, change] of snapshot.changes.entries()) {
      await runSlicesTo(store, change.slices, change.at, `changes[${i}]`, breathe)
      if (change.at > clock.now()) clock.set(change.at)
      if (change.kind !== 'clock')
        await applyChange(parts, change, i).catch((error: unknown) => {
          throw changeRefused(error, change, i)
        })
      await breathe()
    }
    await runSlicesTo(store, snapshot.slices, snapshot.now, 'the snapshot', breathe)
    // A manual clock stands where the snapshot was taken; a real one never runs backwards.
    const target = clock.mode === 'manual' ? snapshot.now : Math.max(snapshot.now, wallNow)
    if (target > clock.now()) clock.set(target)
    log.adopt(snapshot)
    applyRate(parts, snapshot.rate)
  } finally {
    parts.connectIds.endReplay()
    log.replaying = false
    releaseSlices(store.jobs)
  }
}

async function restore(parts: RestoreParts, input: unknown): Promise<void> {
  // Requests wait from the moment a restore is asked for: its snapshot is checked in slices
  // inside the turn, so a write sent meanwhile lands on the restored state, not before it.
  await parts.queue.rebuilding(async () => {
    const snapshot = await check(parts.store, input)
    // Built in place of the state set aside, which is put back whole if the snapshot fails.
    const putBack = setAsideState(parts)
    try {
      await apply(parts, snapshot)
    } catch (error) {
      putBack()
      throw refusal(error)
    }
    parts.changed()
  })
}

/** The rate limits of a snapshot (full buckets for one of version 1 or 2, which kept none). */
function applyRate(parts: RestoreParts, rate: SnapshotRate | undefined): void {
  parts.rateLimit?.load(rate?.buckets ?? [])
  applyConnectCalls(parts.store, rate?.connect_calls ?? captureConnectCalls(parts.store))
}

/**
 * What a failed restore answers: 409 where a bound refused a change (a workspace past the
 * mock's 100), otherwise 400 naming what did not apply.
 */
function refusal(error: unknown): ApiError {
  if (error instanceof ApiError && (error.status === 400 || error.status === 409)) return error
  const message = error instanceof ApiError ? `${error.status} ${error.message}` : (error as Error).message
  return new ApiError(400, `Invalid snapshot: ${message}`)
}

/** A change of a snapshot that cannot be replayed: 409 where a bound refused it, else 400 naming it. */
function changeRefused(error: unknown, change: Change, i: number): ApiError {
  if (error instanceof ApiError && error.message.startsWith('Invalid snapshot')) return error
  const status = error instanceof ApiError ? error.status : 500
  const action = change.kind === 'integration' ? ` ${change.action}` : ''
  const what = `Invalid snapshot: changes[${i}] (${change.kind}${action}) no longer applies: ${status} ${(error as Error).message}`
  return new ApiError(status === 409 ? 409 : 400, what)
}

/** A restore over the mock's parts. */
export function createRestorer(parts: RestoreParts): Restorer {
  return { restore: (input) => restore(parts, input) }
}
