import { describe, expect, it } from 'vitest'
import { createClock } from '../clock.js'
import { addInsights, liveInsights, type EntityRef, type InsightInput } from '../insights/state.js'
import { createJobsControl, failNextJob } from '../jobs/jobs.js'
import { createRecord, deleteRecord } from '../records/records.js'
import { createWorkspace } from '../store.js'
import { triggerCompounding } from './runs.js'
import type { CompoundingRun } from './state.js'

// Runs through the job driver: a large run works in slices on turns of the event loop, and what
// other requests do between its slices is read as it is when the run's writes reach it.

/** Distinct words for group `g`, so groups are far apart and a group's copies are near-duplicates. */
const groupText = (g: number): string => Array.from({ length: 12 }, (_, k) => `w${g}x${k}`).join(' ')

/** Waits for a run to leave `accepted`/`running`, a turn of the event loop at a time (never on the wall clock). */
async function settled(run: CompoundingRun): Promise<number> {
  let turns = 0
  while (run.status === 'running' || run.status === 'accepted') {
    if (++turns > 10_000) throw new Error(`run still ${run.status} after 10,000 turns`)
    await new Promise((resolve) => setImmediate(resolve))
  }
  return turns
}

function setup() {
  const clock = createClock({ mode: 'manual' })
  const workspace = createWorkspace('32704519835647913', clock, 32704519835647914n)
  const person = workspace.objects.get(workspace.objectIdsBySlug.get('person')!)!
  const make = (name: string): EntityRef => ({
    id: createRecord(workspace, clock, person, { name }).id,
    name,
    type: 'person',
  })
  const ada = make('Ada Lovelace')
  const victim = make('Grace Hopper')
  // 1,000 groups of two copies (consolidation compares the newest 2,000): the first copy (0.8) names Ada, the second (0.6) names Ada and Grace.
  const inputs: InsightInput[] = []
  for (let copy = 0; copy < 2; copy++) {
    for (let g = 0; g < 1_000; g++) {
      inputs.push({
        content: groupText(g),
        type: 'relationship',
        confidence: copy === 0 ? 0.8 : 0.6,
        target: { entity_type: 'person', hint: '' },
        entities: copy === 0 ? [ada] : [ada, victim],
      })
    }
  }
  addInsights(workspace, clock, inputs)
  return { clock, workspace, ada, victim, jobs: createJobsControl() }
}

describe('compounding runs in slices', () => {
  it('stays running after its last step while slices remain, gives the event loop back between them, then completes', async () => {
    const { clock, workspace, jobs } = setup()
    const run = triggerCompounding(workspace, clock, jobs, { job_type: 'consolidation' })
    clock.advance('4s')
    expect(run.status).toBe('running')
    let fired = false
    setTimeout(() => (fired = true), 0)
    let statusWhenFired: string | undefined
    let turns = 0
    while (run.status === 'running') {
      expect(++turns).toBeLessThan(10_000)
      await new Promise((resolve) => setImmediate(resolve))
      if (fired && statusWhenFired === undefined) statusWhenFired = run.status
    }
    expect(statusWhenFired).toBe('running')
    expect(turns).toBeGreaterThan(1)
    expect(run).toMatchObject({
      status: 'completed',
      completed_at: '2026-01-15T10:00:04Z',
      result: { insights_scanned: 2_000, insights_affected: 2_000, candidates_created: 0 },
    })
    expect(liveInsights(workspace)).toHaveLength(1_000)
  })

  it('reads a record deleted between its slices as gone, leaves an insight added meanwhile to the next run, and a second run waits for it instead of merging twice', async () => {
    const { clock, workspace, jobs, ada, victim } = setup()
    const first = triggerCompounding(workspace, clock, jobs, { job_type: 'consolidation' })
    clock.advance('4s')
    expect(first.status).toBe('running')
    // Between its slices: Grace's record goes, a third copy of group 0 arrives, and a second consolidation reaches its work.
    deleteRecord(workspace, clock, workspace.records.get(victim.id)!)
    const [late] = addInsights(workspace, clock, [
      {
        content: groupText(0),
        type: 'relationship',
        confidence: 0.7,
        target: { entity_type: 'person', hint: '' },
        entities: [ada],
      },
    ])
    const second = triggerCompounding(workspace, clock, jobs, { job_type: 'consolidation' })
    clock.advance('4s')
    expect([first.status, second.status]).toEqual(['running', 'running'])
    await settled(second)
    expect(first.status).toBe('completed')
    // The first run compared the 2,000 insights there when it began; the second, the 1,000 it left and the late copy.
    expect(first.result).toEqual({ insights_scanned: 2_000, insights_affected: 2_000, candidates_created: 0 })
    expect(second.result).toEqual({ insights_scanned: 1_001, insights_affected: 2, candidates_created: 0 })
    const live = liveInsights(workspace)
    expect(live).toHaveLength(1_000)
    // Each group's first copy kept the second once (0.8 -> 0.82); group 0's also the late copy (-> 0.838).
    const kept = new Map(live.map((insight) => [insight.content, insight]))
    expect(kept.get(groupText(0))!.confidence).toBe(0.838)
    expect(late!.merged_into).toBe(kept.get(groupText(0))!.id)
    expect(
      new Set(live.filter((insight) => insight.content !== groupText(0)).map((insight) => insight.confidence)),
    ).toEqual(new Set([0.82]))
    // Merging did not bring the deleted record back into any insight.
    expect(
      [...workspace.insights.byId.values()].some((insight) =>
        insight.entities.some((entity) => entity.id === victim.id),
      ),
    ).toBe(false)
    expect(kept.get(groupText(1))!.entities).toEqual([ada])
  })

  it('lets the next run work when a run fails, whether by an injected failure or not', async () => {
    const { clock, workspace, jobs } = setup()
    failNextJob(jobs, 'compounding', 'upstream timeout')
    const failed = triggerCompounding(workspace, clock, jobs, { job_type: 'consolidation' })
    const next = triggerCompounding(workspace, clock, jobs, { job_type: 'metrics' })
    clock.advance('4s')
    expect(failed).toMatchObject({ status: 'failed', error: 'upstream timeout' })
    await settled(next)
    expect(next.status).toBe('completed')
    expect(workspace.compounding.working).toEqual([])
  })
})
