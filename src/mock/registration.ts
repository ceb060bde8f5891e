import { SEED_SLICE, seedScenarioSlices } from '../seed/scenarios.js'
import { ApiError } from '../core/errors.js'
import { AT_ONCE, runToEnd, WorkMeter, type SlicedWork } from '../core/jobs/jobs.js'
import {
  LARGE_REGISTRATIONS,
  registerWorkspace,
  type Registration,
  type RegistrationInput,
} from '../core/registration.js'
import type { Store } from '../core/store.js'
import { renameUser, workspaceOwner } from '../core/users/users.js'
import type { ChangeLog } from './change-log.js'
import type { RebuildQueue } from './rebuild-queue.js'
import type { Built } from './rebuild.js'
import { drive } from './turns.js'

export interface RegistrationParts {
  store: Store
  built: Built
  log: ChangeLog
  queue: RebuildQueue
  /** Whether a new workspace starts from the mock's scenario (`registerScenario`). */
  seedsScenario: boolean
}

/** The official clients' registration, at once (in process) or seeded in slices (over HTTP). */
export interface Registrations {
  /** The store-level part, then the scenario seeded into a new workspace in slices of `meter`. */
  registerSlices(input: RegistrationInput, meter: WorkMeter): SlicedWork<Registration>
  register(input: RegistrationInput): Registration
  registerInSlices(input: RegistrationInput): Promise<Registration>
}

export function createRegistrations(parts: RegistrationParts): Registrations {
  const { store, built, log, queue } = parts

  /**
   * A registration: the store-level part at once (`registerWorkspace`), then, for a new workspace
   * of a mock whose registrations start from its scenario, the scenario seeded into it in slices
   * of `meter` while its requests wait (`seeding`).
   */
  function* registerSlices(input: RegistrationInput, meter: WorkMeter): SlicedWork<Registration> {
    const before = store.workspaces.size
    const { scenario, seed } = built
    const seeds = parts.seedsScenario && scenario !== 'empty'
    const registration = registerWorkspace(store, input, () => {
      if (seeds && scenario === 'large' && built.largeRegistrations >= LARGE_REGISTRATIONS) {
        throw new ApiError(
          409,
          `This mock gives each new registration the large scenario (10,500 records, about 50 MiB) and has done so ${built.largeRegistrations} times since the last reset, its limit; register after a reset, or start the mock with --register-scenario empty (registerScenario: 'empty')`,
        )
      }
    })
    // A new workspace starts from the server's scenario, so an official client has data to show.
    if (store.workspaces.size > before && seeds) {
      const workspace = store.workspaces.get(registration.workspace_id)!
      if (scenario === 'large') built.largeRegistrations++
      let done!: () => void
      queue.seeding.set(workspace.id, new Promise<void>((resolve) => (done = resolve)))
      try {
        yield* seedScenarioSlices(workspace, store.clock, scenario, seed, meter)
      } finally {
        queue.seeding.delete(workspace.id)
        done()
      }
      // The scenario names an owner of its own; the registrant stays the owner.
      const registrant = store.owners.get(workspace.id)
      if (registrant) renameUser(workspaceOwner(workspace), registrant)
    }
    return registration
  }

  const recordRegistration = ({ email, source, name, company_name }: RegistrationInput): void =>
    log.record({
      kind: 'register',
      at: store.clock.now(),
      input: {
        email,
        ...(source !== undefined && { source }),
        ...(name !== undefined && { name }),
        ...(company_name !== undefined && { company_name }),
      },
    })

  return {
    registerSlices,
    register(input) {
      const registration = runToEnd(registerSlices(input, AT_ONCE))
      recordRegistration(input)
      return registration
    },
    registerInSlices: (input) =>
      queue.inTurn(async () => {
        const mine = built.generation
        const registration = await drive(registerSlices(input, new WorkMeter(SEED_SLICE.units)))
        // A reset while it seeded threw the workspace away; the key stays, as a reset keeps keys.
        if (built.generation === mine) recordRegistration(input)
        return registration
      }),
  }
}
