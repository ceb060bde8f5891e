import { describe, expect, it, vi } from 'vitest'
import { JOBS_IN_FLIGHT } from '../../src/core/jobs/jobs.js'
import { RETENTION } from '../../src/core/retention.js'
import { expectError } from '../support/assertions.js'
import { useTarget } from '../support/target.js'

// State that grows by one entry per request keeps the newest entries only: a long-lived server's
// memory stays bounded however many requests come, and an evicted id answers 404.

// The rate limit (1,000 calls per 10 s per key) is off: these tests send more than that on a still clock.
const t = useTarget({ rateLimit: 'off' })

/** Sends `count` requests, 50 at a time, and answers their bodies in order. */
async function many(
  count: number,
  send: (i: number) => Promise<{ status: number; body: any; text: string }>,
): Promise<any[]> {
  const bodies: any[] = []
  for (let start = 0; start < count; start += 50) {
    const batch = await Promise.all(Array.from({ length: Math.min(50, count - start) }, (_, k) => send(start + k)))
    for (const response of batch) {
      expect(response.status, response.text).toBeLessThan(300)
      bodies.push(response.body)
    }
  }
  return bodies
}

const workspace = () => t.mock.store.workspaces.get(t.mock.store.defaultWorkspaceId)!

/** Moves the clock past every job's steps and waits until the sliced ones have finished too. */
async function finishJobs(): Promise<void> {
  t.mock.clock.advance('4s')
  await vi.waitFor(() => expect(t.mock.store.jobs.inFlight.size).toBe(0))
}

describe('retention of per-request state', () => {
  it(`keeps the newest ${RETENTION.artifacts} artifacts: the oldest answers 404 and the rest are still polled`, async () => {
    const created = await many(RETENTION.artifacts, (i) =>
      t.request('POST', '/v1/context/text', { body: { content: `Note ${i}: call Ada about the proposal` } }),
    )
    await finishJobs()
    const { body: newest } = await t.request('POST', '/v1/context/text', { body: { content: 'One more note' } })
    const [oldest, second] = [created[0].artifact_id, created[1].artifact_id]
    expectError(await t.request('GET', `/v1/context/artifacts/${oldest}`), 404, `Artifact ${oldest} not found`)
    expect((await t.request('GET', `/v1/context/artifacts/${second}`)).body.status).toBe('completed')
    expect((await t.request('GET', `/v1/context/artifacts/${newest.artifact_id}`)).body.status).toBe('pending')
    expect(workspace().context.artifacts.size).toBe(RETENTION.artifacts)
  }, 60_000)

  it("drops an artifact's text once it is read, keeping its result", async () => {
    const { body } = await t.request('POST', '/v1/context/text', {
      body: { content: 'Ada Lovelace works at Acme. Reach her at ada@acme-example.com' },
    })
    expect(workspace().context.artifacts.get(String(body.artifact_id))!.content).toContain('Ada Lovelace')
    t.mock.clock.advance('4s')
    const polled = await t.request('GET', `/v1/context/artifacts/${body.artifact_id}`)
    expect(polled.body.status).toBe('completed')
    expect(polled.body.result.entities_extracted.length).toBeGreaterThan(0)
    expect(workspace().context.artifacts.get(String(body.artifact_id))!.content).toBe('')
  })

  it(`keeps the newest ${RETENTION.listJobs} AI list jobs`, async () => {
    const created = await many(RETENTION.listJobs, () =>
      t.request('POST', '/v1/context/list/jobs', { body: { query: 'engineers in Berlin', limit: 1 } }),
    )
    await finishJobs()
    await t.request('POST', '/v1/context/list/jobs', { body: { query: 'engineers in Berlin', limit: 1 } })
    const oldest = created[0].message.job_id
    expectError(await t.request('GET', `/v1/context/list/jobs/${oldest}`), 404)
    expect((await t.request('GET', `/v1/context/list/jobs/${created[1].message.job_id}`)).status).toBe(200)
    expect(workspace().listJobs.byId.size).toBe(RETENTION.listJobs)
  }, 60_000)

  it(`keeps the newest ${RETENTION.compoundingRuns} compounding runs`, async () => {
    const created = await many(RETENTION.compoundingRuns, () =>
      t.request('POST', '/v1/compounding/trigger', { body: { job_type: 'metrics' } }),
    )
    await finishJobs()
    const { body: newest } = await t.request('POST', '/v1/compounding/trigger', { body: { job_type: 'metrics' } })
    expectError(await t.request('GET', `/v1/compounding/jobs/${created[0].job_run_id}`), 404)
    expect((await t.request('GET', `/v1/compounding/jobs/${created[1].job_run_id}`)).body.status).toBe('completed')
    t.mock.clock.advance('4s')
    expect((await t.request('GET', `/v1/compounding/jobs/${newest.job_run_id}`)).body.status).toBe('completed')
    expect(workspace().compounding.runs.size).toBe(RETENTION.compoundingRuns)
  }, 60_000)
})

describe('jobs in flight on a clock that does not move', () => {
  const kinds = [
    {
      kind: 'artifact',
      what: 'artifacts',
      path: '/v1/context/text',
      body: { content: 'Ada Lovelace works at Acme' },
      id: (b: any) => String(b.artifact_id),
      poll: (id: string) => `/v1/context/artifacts/${id}`,
    },
    {
      kind: 'list_job',
      what: 'AI list jobs',
      path: '/v1/context/list/jobs',
      body: { query: 'engineers in Berlin', limit: 1 },
      id: (b: any) => String(b.message.job_id),
      poll: (id: string) => `/v1/context/list/jobs/${id}`,
    },
    {
      kind: 'compounding',
      what: 'compounding runs',
      path: '/v1/compounding/trigger',
      body: { job_type: 'metrics' },
      id: (b: any) => b.job_run_id,
      poll: (id: string) => `/v1/compounding/jobs/${id}`,
    },
  ] as const

  for (const { kind, what, path, body, id, poll } of kinds)
    it(`answers 429 with Retry-After in clock seconds once ${JOBS_IN_FLIGHT[kind].jobs} ${what} are in flight, keeps nothing of it, and takes more once the clock moves`, async () => {
      const bound = JOBS_IN_FLIGHT[kind].jobs
      await many(bound, () => t.request('POST', path, { body }))
      expect(workspace().jobs[kind].size).toBe(bound)
      const timers = t.mock.clock.pending()
      // A second later, the oldest is 3 s of clock time from finishing.
      t.mock.clock.advance('1s')
      const refused = await t.request('POST', path, { body })
      expectError(
        refused,
        429,
        `Too many ${what} in flight: this workspace has ${bound} ${what} waiting for their steps, the most it holds at once; retry after 3 s of clock time, when the oldest is due to finish`,
      )
      expect(refused.headers.get('retry-after')).toBe('3')
      // Nothing of the refused request stays: no job, no timer.
      expect(workspace().jobs[kind].size).toBe(bound)
      expect(t.mock.clock.pending()).toBe(timers)
      t.mock.clock.advance('3s')
      await vi.waitFor(() => expect(workspace().jobs[kind].size).toBe(0))
      const accepted = await t.request('POST', path, { body })
      expect(accepted.status).toBeLessThan(300)
      expect((await t.request('GET', poll(id(accepted.body)))).status).toBe(200)
    }, 60_000)
})
