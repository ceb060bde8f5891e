import { describe, expect, it } from 'vitest'
import { MAX_QUEUED_FAILURES } from '../../src/core/jobs/jobs.js'
import { INSIGHT_STREAM } from '../../src/core/insights/stream.js'
import { expectError } from '../support/assertions.js'
import { useTarget } from '../support/target.js'

// What the control surface and the streams accumulate is bounded too.
const t = useTarget({ rateLimit: 'off' })

describe('queued job failures', () => {
  it(`queues at most ${MAX_QUEUED_FAILURES} per kind: one more is 409 and queues nothing, and jobs using them make room`, async () => {
    const fail = () =>
      t.request('POST', '/_mock/jobs/fail-next', { key: null, body: { kind: 'list_job', error: 'upstream timeout' } })
    for (let i = 0; i < MAX_QUEUED_FAILURES; i++) expect((await fail()).status).toBe(200)
    expectError(
      await fail(),
      409,
      `${MAX_QUEUED_FAILURES} failures already wait for AI list jobs to finish, the most the mock queues; let jobs of that kind use them, or reset`,
    )
    expect(t.mock.store.jobs.failNext.get('list_job')).toHaveLength(MAX_QUEUED_FAILURES)
    // Other kinds have their own queue.
    expect(
      (await t.request('POST', '/_mock/jobs/fail-next', { key: null, body: { kind: 'artifact', error: 'x' } })).status,
    ).toBe(200)
    await t.request('POST', '/v1/context/list/jobs', { body: { query: 'engineers in Berlin' } })
    t.mock.clock.advance('4s')
    expect((await fail()).body.queued).toBe(MAX_QUEUED_FAILURES)
  })
})

describe('insight streams open at once', () => {
  it(`serves at most ${INSIGHT_STREAM.maxOpen} streams per workspace: one more is 429 until one closes`, async () => {
    const open = async () => {
      const controller = new AbortController()
      const response = await fetch(`${t.baseUrl}/v1/insights/stream`, {
        headers: { authorization: `Bearer ${t.mock.apiKey}` },
        signal: controller.signal,
      })
      if (response.status === 200) await response.body!.getReader().read()
      return { response, close: () => controller.abort() }
    }
    const streams = []
    for (let i = 0; i < INSIGHT_STREAM.maxOpen; i++) streams.push(await open())
    expect(streams.every(({ response }) => response.status === 200)).toBe(true)
    const refused = await open()
    expect(refused.response.status).toBe(429)
    expect(refused.response.headers.get('retry-after')).toBe('1')
    expect(await refused.response.json()).toEqual({
      code: 429,
      message: `Too many insight streams: ${INSIGHT_STREAM.maxOpen} are open on this workspace, the most the mock serves at once; a stream's place is free as soon as its client leaves`,
    })
    const workspace = t.mock.store.workspaces.get(t.mock.store.defaultWorkspaceId)!
    streams.pop()!.close()
    await expect.poll(() => workspace.insights.listeners.size).toBe(INSIGHT_STREAM.maxOpen - 1)
    const again = await open()
    expect(again.response.status).toBe(200)
    for (const stream of [...streams, again]) stream.close()
    await expect.poll(() => workspace.insights.listeners.size).toBe(0)
  }, 30_000)
})
