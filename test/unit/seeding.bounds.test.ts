import { describe, expect, it } from 'vitest'
import { buildMockCore, type MockCore } from '../../src/mock/mock-core.js'
import { SEED_SLICE, seedScenario, seedScenarioSlices } from '../../src/seed/scenarios.js'
import { createClock } from '../../src/core/clock.js'
import { WorkMeter } from '../../src/core/jobs/jobs.js'
import { createWorkspace } from '../../src/core/store.js'
import { sliceFloors, worstTurn } from '../support/cpu.js'
import { stateDigest } from '../support/digest.js'

// Issue 11: no request holds the event loop for 50 ms. Seeding the large scenario (10,500 records)
// takes most of a second of CPU, so every path that seeds or rebuilds works in slices (decision
// 0031). Each path is measured as a client drives it, at the large scenario: the most CPU time
// between two turns of the event loop, the least of five runs spaced 100 ms apart. The worst turns
// hold a slice and a young-generation collection: 7-10 ms of the main thread's CPU, which the
// measure counts (test/support/cpu.ts). Counted with the collector's helper threads, a restore read
// 25-33 ms alone, and a clean-clone CI run saw the least of five at 53 ms.

const RUNS = 5
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The least over RUNS runs of the longest hold of the event loop while `work` ran; `prepare` is not measured. */
async function floorOfWorstTurn(
  prepare: () => Promise<() => Promise<unknown>> | (() => Promise<unknown>),
): Promise<number> {
  let best = Infinity
  for (let run = 0; run < RUNS; run++) {
    if (run > 0) await pause(100)
    const work = await prepare()
    best = Math.min(best, await worstTurn(work))
  }
  return best
}

async function post(mock: MockCore, path: string, body: unknown): Promise<{ status: number; text: string }> {
  const response = await mock.fetch(path, {
    method: 'POST',
    headers: { authorization: `Bearer ${mock.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, text: await response.text() }
}

const ok = async (answer: Promise<{ status: number; text: string }>): Promise<void> => {
  const { status, text } = await answer
  expect(status, text).toBe(200)
}

describe('seeding and restoring the large scenario never hold the event loop for 50 ms', () => {
  // One mock of the large scenario for the paths that rebuild it (each rebuild frees the last).
  const mock = buildMockCore({ seed: 1, scenario: 'empty', rateLimit: 'off' })
  const measured: Record<string, number> = {}

  it('the seed itself: every slice, at the same places on every run, and the same state as a seed at once', async () => {
    const clock = createClock({ mode: 'manual' })
    const workspace = () => createWorkspace('32704519835647913', clock, 32704519835647914n)
    let last = workspace()
    const { worst, slices } = await sliceFloors(
      () => seedScenarioSlices((last = workspace()), clock, 'large', 1, new WorkMeter(SEED_SLICE.units)),
      { runs: RUNS, gapMs: 100 },
    )
    measured['seed slices'] = worst
    expect(slices).toBeGreaterThan(300)
    expect(worst).toBeLessThan(50)
    const whole = workspace()
    seedScenario(whole, clock, 'large', 1)
    expect(stateDigest(last)).toBe(stateDigest(whole))
  }, 120_000)

  it('POST /_mock/reset', async () => {
    measured.reset = await floorOfWorstTurn(() => () => ok(post(mock, '/_mock/reset', { scenario: 'large' })))
    expect(mock.store.workspaces.get(mock.store.defaultWorkspaceId)!.records.size).toBe(10_500)
    expect(measured.reset).toBeLessThan(50)
  }, 120_000)

  it('POST /_mock/seed with a scenario (what serve does at start)', async () => {
    measured['seed scenario'] = await floorOfWorstTurn(
      () => () => ok(post(mock, '/_mock/seed', { scenario: 'large', seed: 2 })),
    )
    expect(measured['seed scenario']).toBeLessThan(50)
  }, 120_000)

  it('POST /_mock/seed with a fixture of 5,000 records and 2,500 tasks (about 1 MiB)', async () => {
    const records = Array.from({ length: 5_000 }, (_, i) => ({
      object: 'person',
      ref: `p${i}`,
      values: { name: `Person Number${i}`, email_addresses: [`p${i}@example.com`], job_title: 'Engineer' },
    }))
    const fixture = {
      records,
      tasks: records.slice(0, 2_500).map((record, i) => ({ title: `Call ${i}`, records: [record.ref] })),
    }
    expect(JSON.stringify(fixture).length).toBeGreaterThan(700 * 1024)
    measured['seed fixture'] = await floorOfWorstTurn(() => () => ok(post(mock, '/_mock/seed', { fixture })))
    expect(mock.store.workspaces.get(mock.store.defaultWorkspaceId)!.records.size).toBe(5_000)
    expect(measured['seed fixture']).toBeLessThan(50)
  }, 120_000)

  it('POST /_mock/workspaces of the large scenario (a test workspace seeded in slices)', async () => {
    const ids: string[] = []
    measured['test workspace'] = await floorOfWorstTurn(() => async () => {
      const response = await mock.fetch('/_mock/workspaces', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ scenario: 'large' }),
      })
      const text = await response.text()
      expect(response.status, text).toBe(201)
      ids.push(JSON.parse(text).workspace_id)
    })
    expect(ids).toHaveLength(RUNS)
    expect(mock.workspaces.get(ids[0]!)).toBeDefined()
    for (const id of ids) expect(mock.workspaces.delete(id)).toBe(true)
    expect(measured['test workspace']).toBeLessThan(50)
  }, 180_000)

  it('POST /api/v1/agents/register on a mock of the large scenario', async () => {
    mock.reset({ scenario: 'large' })
    let n = 0
    measured.register = await floorOfWorstTurn(
      () => () => ok(post(mock, '/api/v1/agents/register', { email: `dev${n++}@example.com` })),
    )
    expect(mock.store.workspaces.size).toBe(1 + RUNS)
    expect(measured.register).toBeLessThan(50)
  }, 120_000)

  it('the first timeline read after the large seed, which slots the 48,577 seeded events', async () => {
    let id = ''
    measured['first timeline read'] = await floorOfWorstTurn(async () => {
      mock.reset({ scenario: 'large' })
      const page = JSON.parse((await post(mock, '/v1/objects/person/records', { limit: 1 })).text)
      id = page.data[0].id
      return async () => {
        const response = await mock.fetch(`/v1/records/${id}/timeline`, {
          headers: { authorization: `Bearer ${mock.apiKey}` },
        })
        const text = await response.text()
        expect(response.status, text).toBe(200)
        expect(JSON.parse(text).data.length).toBeGreaterThan(0)
      }
    })
    expect(measured['first timeline read']).toBeLessThan(50)
  }, 180_000)

  it('POST /_mock/restore of a large scenario with writes, a registration and a text read in slices between them', async () => {
    mock.reset({ scenario: 'large' })
    let text = ''
    for (let i = 0; i < 300; i++) text += `Person${i} Example${i} (p${i}@firm${i}.io) is the CFO of Firm${i} GmbH.\n`
    await ok(post(mock, '/v1/context/text', { content: text }))
    mock.clock.advance('4s')
    while (mock.store.jobs.slices.waiting.length > 0) await new Promise((resolve) => setImmediate(resolve))
    await ok(post(mock, '/v1/tasks', { title: 'After the text' }))
    await ok(post(mock, '/api/v1/agents/register', { email: 'grace@example.com' }))
    const snapshot = mock.snapshot()
    expect(snapshot.changes.map((change) => change.kind)).toEqual(['request', 'request', 'register'])
    const copy = buildMockCore({ seed: 1, scenario: 'empty', rateLimit: 'off' })
    measured.restore = await floorOfWorstTurn(() => () => ok(post(copy, '/_mock/restore', snapshot)))
    expect(copy.snapshot()).toEqual(snapshot)
    expect(measured.restore).toBeLessThan(50)
    console.log(
      `worst hold of the event loop, ms of CPU (least of ${RUNS} runs): ${Object.entries(measured)
        .map(([path, ms]) => `${path} ${ms.toFixed(1)}`)
        .join(', ')}`,
    )
  }, 180_000)
})
