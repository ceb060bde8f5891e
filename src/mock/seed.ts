import { FixtureError } from '../control/fixtures.js'
import type { ScenarioName } from '../control/schemas.js'
import { ApiError } from '../core/errors.js'
import { loadFixtureNow, readFixture } from './fixture-loading.js'
import type { SeedInput } from './options.js'
import { rebuild, type ResetInput, type ResetParts } from './rebuild.js'
import type { RebuildQueue } from './rebuild-queue.js'
import type { Sender } from './sender.js'
import { setAsideState } from './set-aside.js'
import type { RateLimiter } from '../http/rate-limit.js'

export interface SeedParts {
  resets: ResetParts
  queue: RebuildQueue
  rateLimit: RateLimiter | undefined
  sender: Sender
  parseYaml: ((text: string) => Promise<unknown>) | undefined
}

export type Seeded = { seed: number; scenario: ScenarioName; records: number }

/**
 * Loads a named scenario (a reset in slices), or a fixture into the default workspace on top of a
 * scenario (default `empty`): all of it or, when an entry is refused, none of it.
 */
export function createSeeder(parts: SeedParts): (input?: SeedInput) => Promise<Seeded> {
  const { resets, queue } = parts
  const { built, log, store } = resets
  return async (input = {}) => {
    if (input.fixture === undefined) {
      await queue.rebuilding(() => rebuild(resets, { seed: input.seed, scenario: input.scenario }))
      return { seed: built.seed, scenario: built.scenario, records: 0 }
    }
    const fixtureInput = input.fixture
    const next: ResetInput = { seed: input.seed, scenario: input.scenario ?? 'empty' }
    // As a restore: requests wait from the moment the seed is asked for, its text parsed inside the turn.
    return queue.rebuilding(async () => {
      const fixture = await readFixture(fixtureInput, parts.parseYaml)
      // No partial load: the state before the seed is set aside, and put back whole if it fails.
      const putBack = setAsideState({ store, built, log, rateLimit: parts.rateLimit })
      try {
        await rebuild(resets, next)
        log.replaying = true
        const loaded = await loadFixtureNow(store, parts.sender, fixture)
        log.replaying = false
        log.record({ kind: 'fixture', at: store.clock.now(), fixture })
        return { seed: built.seed, scenario: built.scenario, records: loaded.records }
      } catch (error) {
        log.replaying = false
        putBack()
        throw error instanceof FixtureError ? new ApiError(400, `Invalid fixture: ${error.message}`) : error
      }
    })
  }
}
