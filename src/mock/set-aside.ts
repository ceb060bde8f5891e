import { applyConnectCalls, captureConnectCalls } from '../control/snapshot.js'
import { registrationsOf, setRegistrations } from '../core/registration.js'
import type { Store } from '../core/store.js'
import type { RateLimiter } from '../http/rate-limit.js'
import type { ChangeLog } from './change-log.js'
import type { Built } from './rebuild.js'

export interface SetAsideParts {
  store: Store
  built: Built
  log: ChangeLog
  rateLimit: RateLimiter | undefined
}

/**
 * Moves the live state out of the way while a restore or a seed builds another in its place, and
 * answers the function that puts it back exactly as it was, whatever the new one got to: the
 * same workspaces (the very objects, which the timers set aside refer to), keys and key counter,
 * workspace slots, owners, registrations, queued job failures, jobs in flight and their slices,
 * the clock's timers and instant, the change log and the rate buckets. A failed restore changes
 * nothing (issue 23); the state before no longer has to be replayed to be put back, so it can
 * be whatever its log holds, even past the log's bound.
 */
export function setAsideState({ store, built, log, rateLimit }: SetAsideParts): () => void {
  const kept = {
    built: { ...built },
    log: log.setAside(),
    workspaces: [...store.workspaces],
    keys: [...store.keys],
    keyCount: store.keyCount,
    slots: [...store.workspaceSlots],
    owners: [...store.owners],
    registrations: registrationsOf(store),
    failNext: [...store.jobs.failNext].map(([kind, errors]) => [kind, [...errors]] as const),
    inFlight: [...store.jobs.inFlight],
    waiting: store.jobs.slices.waiting,
    ran: store.jobs.slices.ran,
    integrationSeed: store.integrations.seed,
    buckets: rateLimit?.buckets() ?? [],
    connectCalls: captureConnectCalls(store),
    clock: store.clock.setAside(),
  }
  return () => {
    // The clock first: it cancels every timer the new state armed.
    kept.clock()
    built.seed = kept.built.seed
    built.scenario = kept.built.scenario
    built.largeRegistrations = kept.built.largeRegistrations
    kept.log()
    refill(store.workspaces, kept.workspaces)
    refill(store.keys, kept.keys)
    store.keyCount = kept.keyCount
    refill(store.workspaceSlots, kept.slots)
    refill(store.owners, kept.owners)
    setRegistrations(store, kept.registrations)
    refill(store.jobs.failNext, kept.failNext)
    store.jobs.inFlight.clear()
    for (const job of kept.inFlight) store.jobs.inFlight.add(job)
    store.jobs.slices.waiting = kept.waiting
    store.jobs.slices.ran = kept.ran
    store.integrations.seed = kept.integrationSeed
    rateLimit?.load(kept.buckets)
    applyConnectCalls(store, kept.connectCalls)
  }
}

/** Empties a map and fills it with `entries`, in place (the pipeline and the control functions hold the store's maps). */
function refill<K, V>(map: Map<K, V>, entries: ReadonlyArray<readonly [K, V]>): void {
  map.clear()
  for (const [key, value] of entries) map.set(key, value)
}
