import { describe, expect, it, vi } from 'vitest'
import { LARGE_REGISTRATIONS } from '../../src/core/registration.js'

// Seeding the large scenario takes about 2 s of CPU each time; what is tested here is how many
// registrations get it, so the seeding itself is left out.
const seeded = vi.hoisted(() => [] as string[])
vi.mock('../../src/seed/scenarios.js', async (original) => ({
  ...(await original<typeof import('../../src/seed/scenarios.js')>()),
  seedScenarioSlices: function* (_workspace: unknown, _clock: unknown, scenario: string) {
    seeded.push(scenario)
  },
}))
const { buildMockCore } = await import('../../src/mock/mock-core.js')

describe('registrations on a mock of the large scenario', () => {
  it(`gives ${LARGE_REGISTRATIONS} new registrations between two resets the large scenario; one more is 409, a known email still registers, and a reset makes room`, () => {
    const mock = buildMockCore({ seed: 1, scenario: 'large' })
    seeded.length = 0
    for (let i = 0; i < LARGE_REGISTRATIONS; i++) mock.register({ email: `dev${i}@example.com` })
    expect(seeded).toEqual(Array(LARGE_REGISTRATIONS).fill('large'))
    const workspaces = mock.store.workspaceSlots.size
    expect(() => mock.register({ email: 'one-more@example.com' })).toThrow(
      expect.objectContaining({
        status: 409,
        message: `This mock gives each new registration the large scenario (10,500 records, about 50 MiB) and has done so ${LARGE_REGISTRATIONS} times since the last reset, its limit; register after a reset, or start the mock with --register-scenario empty (registerScenario: 'empty')`,
      }),
    )
    expect(mock.store.workspaceSlots.size).toBe(workspaces)
    expect(mock.register({ email: 'dev3@example.com' }).workspace_id).toBe(
      mock.store.keys.get(mock.listKeys().at(-1)!.key)!.workspace_id,
    )
    mock.reset()
    seeded.length = 0
    mock.register({ email: 'one-more@example.com' })
    expect(seeded).toEqual(['large'])
  })

  it('has no such bound with registerScenario empty', () => {
    const mock = buildMockCore({ seed: 1, scenario: 'large', registerScenario: 'empty' })
    for (let i = 0; i <= LARGE_REGISTRATIONS; i++) mock.register({ email: `dev${i}@example.com` })
    expect(mock.store.workspaceSlots.size).toBe(LARGE_REGISTRATIONS + 2)
  })
})
