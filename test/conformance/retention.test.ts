import { describe, expect, it } from 'vitest'
import { RETENTION } from '../../src/core/retention.js'
import { expectError } from '../support/assertions.js'
import { useTarget } from '../support/target.js'

// State that grows by one entry per request keeps the newest entries only: a long-lived server's
// memory stays bounded however many requests come, and an evicted id answers 404.

// The rate limit (1,000 calls per 10 s per key) is off: these tests send more than that on a still clock.
const t = useTarget({ rateLimit: 'off' })

/** Sends `count` requests, 50 at a time, and answers their bodies in order. */
async function many(count: number, send: (i: number) => Promise<{ status: number; body: any; text: string }>): Promise<any[]> {
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

describe('retention of per-request state', () => {
  it(`keeps the newest ${RETENTION.artifacts} artifacts: the oldest answers 404 and the rest are still polled`, async () => {
    const created = await many(RETENTION.artifacts + 1, (i) => t.request('POST', '/v1/context/text', { body: { content: `Note ${i}: call Ada about the proposal` } }))
    const [oldest, second] = [created[0].artifact_id, created[1].artifact_id]
    expectError(await t.request('GET', `/v1/context/artifacts/${oldest}`), 404, `Artifact ${oldest} not found`)
    expect((await t.request('GET', `/v1/context/artifacts/${second}`)).body.status).toBe('pending')
    expect(workspace().context.artifacts.size).toBe(RETENTION.artifacts)
  }, 60_000)

  it('drops an artifact\'s text once it is read, keeping its result', async () => {
    const { body } = await t.request('POST', '/v1/context/text', { body: { content: 'Ada Lovelace works at Acme. Reach her at ada@acme-example.com' } })
    expect(workspace().context.artifacts.get(String(body.artifact_id))!.content).toContain('Ada Lovelace')
    t.mock.clock.advance('4s')
    const polled = await t.request('GET', `/v1/context/artifacts/${body.artifact_id}`)
    expect(polled.body.status).toBe('completed')
    expect(polled.body.result.entities_extracted.length).toBeGreaterThan(0)
    expect(workspace().context.artifacts.get(String(body.artifact_id))!.content).toBe('')
  })

  it(`keeps the newest ${RETENTION.listJobs} AI list jobs`, async () => {
    const created = await many(RETENTION.listJobs + 1, () => t.request('POST', '/v1/context/list/jobs', { body: { query: 'engineers in Berlin', limit: 1 } }))
    const oldest = created[0].message.job_id
    expectError(await t.request('GET', `/v1/context/list/jobs/${oldest}`), 404)
    expect((await t.request('GET', `/v1/context/list/jobs/${created[1].message.job_id}`)).status).toBe(200)
    expect(workspace().listJobs.byId.size).toBe(RETENTION.listJobs)
  }, 60_000)

  it(`keeps the newest ${RETENTION.compoundingRuns} compounding runs`, async () => {
    const created = await many(RETENTION.compoundingRuns + 1, () => t.request('POST', '/v1/compounding/trigger', { body: { job_type: 'metrics' } }))
    const oldest = created[0].job_run_id
    expectError(await t.request('GET', `/v1/compounding/jobs/${oldest}`), 404)
    t.mock.clock.advance('4s')
    const newest = await t.request('GET', `/v1/compounding/jobs/${created.at(-1).job_run_id}`)
    expect(newest.body.status).toBe('completed')
    expect(workspace().compounding.runs.size).toBe(RETENTION.compoundingRuns)
  }, 60_000)
})
