import { describe, expect, it } from 'vitest'
import { SYSTEM_ACTOR } from '../../src/core/actor.js'
import {
  addInsights,
  addTriplet,
  liveInsights,
  type EntityRef,
  type InsightInput,
} from '../../src/core/insights/state.js'
import type { Workspace } from '../../src/core/model.js'
import { createRecord } from '../../src/core/records/records.js'
import { createTask } from '../../src/core/tasks/tasks.js'
import { expectError } from '../support/assertions.js'
import { useTarget, type Target } from '../support/target.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const START = '2026-01-15T10:00:00Z'
/** A workspace of its own, so seeded insights never change the counts asserted here. */
const WORKSPACE = '42'
/** Its id as the responses carry it: a JSON integer (the reference types workspace_id as integer). */
const WORKSPACE_ID = 42

const insight = (content: string, confidence = 0.6, type = 'relationship'): InsightInput => ({
  content,
  type,
  confidence,
  target: { entity_type: 'person', hint: content },
  entities: [],
})

function api(t: Target) {
  let key = ''
  const open = async (): Promise<Workspace> => {
    key = await t.createKey(['record.read', 'record.write'], WORKSPACE)
    return t.mock.store.workspaces.get(WORKSPACE)!
  }
  const trigger = (body: unknown) => t.request('POST', '/v1/compounding/trigger', { key, body })
  const job = (id: string) => t.request('GET', `/v1/compounding/jobs/${id}`, { key })
  /** Triggers a run, lets it finish on the clock and answers its final state. */
  const run = async (job_type: string, dry_run?: boolean) => {
    const accepted = await trigger(dry_run === undefined ? { job_type } : { job_type, dry_run })
    expect(accepted.status, accepted.text).toBe(202)
    t.mock.clock.advance('4s')
    const done = await job(accepted.body.job_run_id)
    expect(done.status, done.text).toBe(200)
    return done.body
  }
  const counts = (body: any) => ({
    insights_scanned: body.insights_scanned,
    insights_affected: body.insights_affected,
    candidates_created: body.candidates_created,
    errors: body.errors,
  })
  const state = (workspace: Workspace) => JSON.stringify([...workspace.insights.byId.values()])
  const person = (workspace: Workspace, name: string): EntityRef => ({
    id: createRecord(workspace, t.mock.clock, workspace.objects.get(workspace.objectIdsBySlug.get('person')!)!, {
      name,
    }).id,
    name,
    type: 'person',
  })
  const company = (workspace: Workspace, name: string): EntityRef => ({
    id: createRecord(workspace, t.mock.clock, workspace.objects.get(workspace.objectIdsBySlug.get('company')!)!, {
      name,
    }).id,
    name,
    type: 'company',
  })
  return { open, trigger, job, run, counts, state, person, company, key: () => key }
}

describe('compounding jobs', () => {
  const t = useTarget()

  it('accepts a run with a UUID, then moves it accepted -> running -> completed on the clock with its counts', async () => {
    const a = api(t)
    const workspace = await a.open()
    addInsights(workspace, t.mock.clock, [
      insight('Ada Lovelace works at Acme'),
      insight('Ada Lovelace works at Acme!', 0.9),
    ])
    const accepted = await a.trigger({ job_type: 'consolidation', dry_run: false })
    expect(accepted.status, accepted.text).toBe(202)
    expect(accepted.body).toEqual({
      job_run_id: expect.stringMatching(UUID),
      job_type: 'consolidation',
      workspace_id: WORKSPACE_ID,
      dry_run: false,
      status: 'accepted',
      success: true,
    })
    const id = accepted.body.job_run_id
    expect((await a.job(id)).body).toEqual({
      job_run_id: id,
      job_type: 'consolidation',
      workspace_id: WORKSPACE_ID,
      status: 'accepted',
      dry_run: false,
      started_at: START,
    })
    t.mock.clock.advance('2s')
    expect((await a.job(id)).body).toEqual({
      job_run_id: id,
      job_type: 'consolidation',
      workspace_id: WORKSPACE_ID,
      status: 'running',
      dry_run: false,
      started_at: START,
    })
    expect(liveInsights(workspace)).toHaveLength(2)
    t.mock.clock.advance('2s')
    expect((await a.job(id)).body).toEqual({
      job_run_id: id,
      job_type: 'consolidation',
      workspace_id: WORKSPACE_ID,
      status: 'completed',
      dry_run: false,
      started_at: START,
      insights_scanned: 2,
      insights_affected: 2,
      candidates_created: 0,
      errors: 0,
      completed_at: '2026-01-15T10:00:04Z',
      duration_ms: 4000,
    })
    expect(liveInsights(workspace).map((i) => [i.content, i.confidence])).toEqual([
      ['Ada Lovelace works at Acme!', 0.91],
    ])
  })

  it("answers the seeded workspace's 17-digit id as a bare JSON integer with its exact digits", async () => {
    const id = t.mock.store.defaultWorkspaceId
    expect(id).toMatch(/^\d{17}$/)
    const accepted = await t.request('POST', '/v1/compounding/trigger', { body: { job_type: 'metrics' } })
    expect(accepted.text).toContain(`"workspace_id":${id},`)
    expect(accepted.body.workspace_id).toBe(BigInt(id))
    const polled = await t.request('GET', `/v1/compounding/jobs/${accepted.body.job_run_id}`)
    expect(polled.text).toContain(`"workspace_id":${id},`)
  })

  it('numbers runs the same way after a reset, and upper-case ids reach the same run', async () => {
    const a = api(t)
    await a.open()
    const first = (await a.trigger({ job_type: 'metrics' })).body.job_run_id
    expect((await a.job(first.toUpperCase())).body.job_run_id).toBe(first)
    t.mock.reset()
    await a.open()
    expect((await a.trigger({ job_type: 'metrics' })).body.job_run_id).toBe(first)
  })

  it('counts the same in a dry run as in the real run after it, and only the real run changes the insights', async () => {
    const a = api(t)
    const workspace = await a.open()
    addInsights(workspace, t.mock.clock, [
      insight('Grace Hopper joined Initech'),
      insight('Grace Hopper joined Initech.'),
      insight('Linus moved to Portland'),
    ])
    t.mock.clock.advance('40d')
    for (const job_type of ['consolidation', 'decay_sweep']) {
      const before = a.state(workspace)
      const dry = await a.run(job_type, true)
      expect(dry.dry_run).toBe(true)
      expect(a.state(workspace)).toBe(before)
      const real = await a.run(job_type, false)
      expect(a.counts(real)).toEqual(a.counts(dry))
      expect(a.state(workspace)).not.toBe(before)
    }
    expect(liveInsights(workspace).map((i) => [i.content, i.confidence])).toEqual([
      // 40 days without reinforcement: 0.6 halved 4/3 times.
      ['Linus moved to Portland', 0.2381],
      // Merging its duplicate raised it to 0.64 and reinforced it, so the sweep spared it.
      ['Grace Hopper joined Initech', 0.64],
    ])
  })

  it('detects a recurring triplet as a pattern, then synthesizes a playbook rule from the follow-up tasks', async () => {
    const a = api(t)
    const workspace = await a.open()
    const acme = a.company(workspace, 'Acme')
    for (const name of ['Ada Lovelace', 'Grace Hopper']) {
      const someone = a.person(workspace, name)
      addTriplet(workspace, t.mock.clock, { subject: someone, predicate: 'joined', object: acme, confidence: 0.9 })
      t.mock.clock.advance('1d')
      createTask(workspace, t.mock.clock, { title: `Welcome ${name}`, entity_ids: [someone.id] }, SYSTEM_ACTOR)
    }
    expect(a.counts(await a.run('pattern_detection'))).toEqual({
      insights_scanned: 2,
      insights_affected: 0,
      candidates_created: 1,
      errors: 0,
    })
    expect(a.counts(await a.run('playbook_synthesis'))).toEqual({
      insights_scanned: 1,
      insights_affected: 0,
      candidates_created: 1,
      errors: 0,
    })
    expect(liveInsights(workspace).map((i) => [i.type, i.content])).toEqual([
      ['playbook', 'When a person joined a company, a follow-up task follows within a week (2 of 2 times)'],
      [
        'pattern',
        'Recurring pattern: a person joined a company, seen 2 times (e.g. Ada Lovelace joined Acme; Grace Hopper joined Acme)',
      ],
    ])
    const metrics = await a.run('metrics')
    expect(metrics.metrics).toEqual({
      insights: 2,
      merged_insights: 0,
      insights_by_type: { pattern: 1, playbook: 1 },
      triplets: 2,
      ghosts: 0,
      patterns: 1,
      playbooks: 1,
      average_confidence: 0.667,
    })
    expect(a.counts(metrics)).toEqual({ insights_scanned: 2, insights_affected: 0, candidates_created: 0, errors: 0 })
  })

  it('fails the next run with a queued error, reporting it and changing nothing', async () => {
    const a = api(t)
    const workspace = await a.open()
    addInsights(workspace, t.mock.clock, [
      insight('Ada Lovelace works at Acme'),
      insight('Ada Lovelace works at Acme!'),
    ])
    const queued = await t.request('POST', '/_mock/jobs/fail-next', {
      key: null,
      body: { kind: 'compounding', error: 'insight store unavailable' },
    })
    expect(queued.status, queued.text).toBe(200)
    const before = a.state(workspace)
    const failed = await a.run('consolidation')
    expect(failed).toMatchObject({
      status: 'failed',
      insights_scanned: 0,
      insights_affected: 0,
      candidates_created: 0,
      errors: 1,
      duration_ms: 4000,
      error_details: { message: 'insight store unavailable', job_type: 'consolidation' },
    })
    expect(a.state(workspace)).toBe(before)
    expect((await a.run('consolidation')).status).toBe('completed')
  })

  describe('errors', () => {
    it('answers 401 without a key and 403 naming the scope each operation needs', async () => {
      const a = api(t)
      await a.open()
      const id = (await a.trigger({ job_type: 'metrics' })).body.job_run_id
      expectError(await t.request('POST', '/v1/compounding/trigger', { key: null, body: { job_type: 'metrics' } }), 401)
      expectError(await t.request('GET', `/v1/compounding/jobs/${id}`, { key: null }), 401)
      const reader = await t.createKey(['record.read'], WORKSPACE)
      const writer = await t.createKey(['record.write'], WORKSPACE)
      expectError(
        await t.request('POST', '/v1/compounding/trigger', { key: reader, body: { job_type: 'metrics' } }),
        403,
        'POST /v1/compounding/trigger requires scope record.write',
      )
      expectError(
        await t.request('GET', `/v1/compounding/jobs/${id}`, { key: writer }),
        403,
        'GET /v1/compounding/jobs/{job_run_id} requires scope record.read',
      )
      expect((await t.request('GET', `/v1/compounding/jobs/${id}`, { key: reader })).status).toBe(200)
    })

    it('answers 400 naming the field for a bad trigger body, and starts nothing', async () => {
      const a = api(t)
      const workspace = await a.open()
      expectError(await a.trigger({ job_type: 'summarize' }), 400, { contains: 'job_type' })
      expectError(await a.trigger({}), 400, { contains: 'job_type' })
      expectError(await a.trigger({ job_type: 'metrics', dry_run: 'yes' }), 400, { contains: 'dry_run' })
      expectError(await a.trigger({ job_type: 'metrics', force: true }), 400, { contains: 'force' })
      expectError(
        await t.request('POST', '/v1/compounding/trigger', { key: a.key() }),
        400,
        'A JSON request body is required',
      )
      expect(workspace.compounding.runs.size).toBe(0)
    })

    it("answers 404 for a run id that is not a UUID (the reference declares no 400 there), an unknown one or another workspace's", async () => {
      const a = api(t)
      await a.open()
      expectError(await a.job('12345'), 404, 'Compounding job 12345 not found')
      expectError(await a.job('not-a-run'), 404, 'Compounding job not-a-run not found')
      expectError(
        await a.job('00000000-0000-8000-8000-000000000000'),
        404,
        'Compounding job 00000000-0000-8000-8000-000000000000 not found',
      )
      const theirs = (await t.request('POST', '/v1/compounding/trigger', { body: { job_type: 'metrics' } })).body
        .job_run_id
      expectError(await a.job(theirs), 404, { contains: theirs })
    })
  })
})

describe('compounding over a large workspace', () => {
  // A fixture of 2,000 long insights is about 5 MB: more than the default body limit.
  const t = useTarget({ bodyLimit: 8 * 1024 * 1024 })

  /** 50 people and 2,000 insights of 300 capitalised words each, every one near the next: consolidation's worst case, in about 30 slices. */
  const fixture = {
    records: Array.from({ length: 50 }, (_, i) => ({
      object: 'person',
      ref: `p${i}`,
      values: { name: `Person ${i}` },
    })),
    insights: Array.from({ length: 2_000 }, (_, i) => ({
      content: Array.from({ length: 300 }, (_, k) => `Word${(i + k) % 977}`).join(' '),
      type: 'relationship',
      confidence: 0.5 + (i % 5) / 10,
      records: [`p${i % 50}`],
    })),
  }

  /** Polls a run on turns of the event loop (never sleeping on the wall clock) until it has finished. */
  async function finished(id: string): Promise<any> {
    for (let polls = 0; polls < 2_000; polls++) {
      const run = await t.request('GET', `/v1/compounding/jobs/${id}`)
      expect(run.status, run.text).toBe(200)
      if (run.body.status !== 'running') return run.body
      await new Promise((resolve) => setImmediate(resolve))
    }
    throw new Error(`run ${id} still running after 2,000 polls`)
  }

  it('answers other requests while a run works through its slices, then completes it with the counts of a dry run', async () => {
    const seeded = await t.request('POST', '/_mock/seed', { key: null, body: { fixture } })
    expect(seeded.status, seeded.text).toBe(200)
    const runs: any[] = []
    for (const dry_run of [true, false]) {
      const accepted = await t.request('POST', '/v1/compounding/trigger', {
        body: { job_type: 'consolidation', dry_run },
      })
      expect(accepted.status, accepted.text).toBe(202)
      const id = accepted.body.job_run_id
      // Two job steps: the run's work begins inside this request, and its first slice is all that runs in it.
      const advanced = await t.request('POST', '/_mock/clock/advance', { key: null, body: { by: '4s' } })
      expect(advanced.status, advanced.text).toBe(200)
      // The server answers other requests between the run's slices, and the run is still working after them.
      const health = await t.request('GET', '/_mock/health', { key: null })
      expect(health.status, health.text).toBe(200)
      const listed = await t.request('GET', '/v1/insights?limit=1')
      expect(listed.status, listed.text).toBe(200)
      expect((await t.request('GET', `/v1/compounding/jobs/${id}`)).body.status).toBe('running')
      runs.push(await finished(id))
    }
    const [dry, real] = runs
    for (const run of runs) expect(run).toMatchObject({ status: 'completed', errors: 0, insights_scanned: 2_000 })
    // Completed at the clock time of its last step: the clock did not move while its slices ran.
    expect(real.completed_at).toBe('2026-01-15T10:00:08Z')
    expect(real.insights_affected).toBe(dry.insights_affected)
    expect(real.insights_affected).toBeGreaterThan(1_000)
    const live = await t.request('GET', '/v1/insights?limit=100')
    expect(live.body.insights.length).toBeGreaterThan(0)
  }, 60_000)
})
