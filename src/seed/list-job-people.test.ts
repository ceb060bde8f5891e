import { describe, expect, it } from 'vitest'
import { createClock } from '../core/clock.js'
import { createWorkspace } from '../core/store.js'
import { seedScenario } from './scenarios.js'

describe('the list jobs cast', () => {
  it.each(['small', 'large'] as const)('gives Priya Raman her four insights in the %s scenario', (scenario) => {
    const clock = createClock({ mode: 'manual' })
    const workspace = createWorkspace('1', clock)
    seedScenario(workspace, clock, scenario, 1)
    const about = [...workspace.insights.byId.values()].filter((insight) =>
      insight.entities.some((entity) => entity.name === 'Priya Raman'),
    )
    expect(about.map((insight) => insight.content)).toEqual([
      'Priya Raman moved the Ledgerline card ledger to double-entry bookkeeping last quarter',
      'Priya Raman is hiring two platform engineers for the Berlin office',
      'Priya Raman asked for a security review before the SOC 2 audit',
      'Priya Raman prefers e-mail over calls for vendor introductions',
    ])
    const priya = workspace.records.get(about[0]!.entities[0]!.id)!
    expect([...priya.values.values()]).toContainEqual(['priya.raman@ledgerline.app'])
  })
})
