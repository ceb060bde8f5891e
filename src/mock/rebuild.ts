import { SEED_SLICE, seedScenarioSlices } from '../seed/scenarios.js'
import type { ScenarioName } from '../control/schemas.js'
import { captureBase } from '../control/snapshot.js'
import { clearSlices, WorkMeter, type SlicedWork } from '../core/jobs/jobs.js'
import { ensureWorkspace, type Store } from '../core/store.js'
import type { ChangeLog } from './change-log.js'
import { checkScenario, checkSeed } from './options.js'
import { drive } from './turns.js'

/** What the workspaces were last built from, and what a rebuild starts over. */
export interface Built {
  seed: number
  scenario: ScenarioName
  // Bumped by every rebuild: a rebuild in slices that a newer one overtook (a `reset()` in the
  // middle of an HTTP reset) stops at its next slice.
  generation: number
  // Registrations since the last reset that were given the large scenario (a reset empties them).
  largeRegistrations: number
}

/** What a reset may change: the seed, the scenario, or both. */
export interface ResetInput {
  seed?: number | undefined
  scenario?: ScenarioName | undefined
}

/**
 * Rebuilds every workspace: the default one from the scenario, in slices of `meter`, and those of
 * the keys empty (keys survive a reset). The store-level part is done before the first slice; the
 * default workspace is then seeded, so requests wait until it is whole (admission).
 */
export function* buildSlices(store: Store, built: Built, meter: WorkMeter, at?: number): SlicedWork<void> {
  const mine = ++built.generation
  built.largeRegistrations = 0
  store.clock.restart(at)
  store.jobs.inFlight.clear()
  clearSlices(store.jobs)
  store.integrations.seed = built.seed
  store.workspaces.clear()
  const workspace = ensureWorkspace(store, store.defaultWorkspaceId)
  for (const key of store.keys.values()) ensureWorkspace(store, key.workspace_id)
  const seeding = seedScenarioSlices(workspace, store.clock, built.scenario, built.seed, meter)
  while (!seeding.next().done) {
    yield
    if (built.generation !== mine) return
  }
}

export interface ResetParts {
  store: Store
  built: Built
  log: ChangeLog
  /** Clears what requests left behind: faults, the journal, rate buckets. */
  clearRequests: () => void
  /** Tells `onStateChange`. */
  changed: () => void
}

/**
 * A reset: the store-level part at once (in the first slice), then the default workspace seeded
 * in slices of `meter`.
 */
export function* resetSlices(parts: ResetParts, next: ResetInput, meter: WorkMeter): SlicedWork<void> {
  const { store, built } = parts
  if (next.seed !== undefined) built.seed = checkSeed(next.seed)
  if (next.scenario !== undefined) built.scenario = checkScenario(next.scenario)
  const building = buildSlices(store, built, meter)
  // The first slice does the store-level part: what a reset keeps is known at once.
  let step = building.next()
  // A reset is a clean slate for a test: no faults, an empty journal, full rate buckets.
  parts.clearRequests()
  parts.log.start(captureBase(store, built.seed, built.scenario))
  while (!step.done) {
    yield
    step = building.next()
  }
  parts.changed()
}

/** A reset in slices, each on its own turn of the event loop. */
export const rebuild = (parts: ResetParts, next: ResetInput): Promise<void> =>
  drive(resetSlices(parts, next, new WorkMeter(SEED_SLICE.units)))
