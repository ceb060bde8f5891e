import { describe, expect, it } from 'vitest'
import { sliceFloors } from '../../../test/support/cpu.js'
import { createClock } from '../clock.js'
import { createRecord } from '../records/records.js'
import { findObject } from '../schema/objects.js'
import { createWorkspace } from '../store.js'
import { buildNameIndexSome, forgetNameIndex, matchNames, NAME_SLICE } from './matching.js'

describe('the name index a first question builds', () => {
  // 20,000 people with an address each: the workspace ask's bounds are measured on.
  const clock = createClock({ mode: 'manual' })
  const workspace = createWorkspace('1', clock)
  const person = findObject(workspace, 'person')
  for (let i = 0; i < 20_000; i++)
    createRecord(workspace, clock, person, {
      name: `Person${i} Lastname${i}`,
      email_addresses: [`p${i}@example${i % 100}.com`],
    })

  it('is built in slices of under 50 ms of CPU each, and finds every person', async () => {
    function* build(): Generator<void, number, void> {
      forgetNameIndex(workspace)
      while (!buildNameIndexSome(workspace, NAME_SLICE)) yield
      return matchNames(workspace, 'Who is Person19999 Lastname19999?').searched
    }
    const { worst, slices, result } = await sliceFloors(build)
    expect(slices).toBe(20_000 / NAME_SLICE + 1)
    expect(worst).toBeLessThan(50)
    expect(result).toBe(20_000)
  })
})
