import { describe, expect, it } from 'vitest'
import { useTarget } from '../support/target.js'

// Resets, seeds, restores and registrations build in slices (decision 0031): the server answers
// other requests meanwhile, and a request that would read the state being built waits for it.

// Between two requests the client gives the event loop a turn, as a client across a network does:
// through MSW a request is answered in microtasks alone, and a loop of them would never let the
// rebuild's next slice (a turn of the event loop) run. A bound on the loop fails a test that hangs.
const clientTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))
const MOST_REQUESTS = 20_000

/** Sends health checks one after another while `busy` is unsettled; answers how many came back 200 before it settled. */
async function healthWhile<T>(
  t: ReturnType<typeof useTarget>,
  busy: Promise<T>,
): Promise<{ answered: number; result: T }> {
  let settled = false
  const result = busy.finally(() => (settled = true))
  let answered = 0
  while (!settled) {
    const health = await t.request('GET', '/_mock/health', { key: null })
    expect(health.status).toBe(200)
    if (!settled) answered++
    expect(answered).toBeLessThan(MOST_REQUESTS)
    await clientTurn()
  }
  return { answered, result: await result }
}

/**
 * Sends health checks until the mock reports `scenario` (the rebuild has begun: requests sent from
 * then on wait for it) or `busy` settled. Through MSW two requests in flight at once reach the mock
 * in no set order, so a request meant to arrive during a rebuild is sent once it is seen to run.
 */
async function untilBuilding(t: ReturnType<typeof useTarget>, busy: Promise<unknown>, scenario: string): Promise<void> {
  let settled = false
  void busy.finally(() => (settled = true))
  for (let sent = 0; !settled; sent++) {
    const health = await t.request('GET', '/_mock/health', { key: null })
    if (health.body.scenario === scenario) return
    expect(sent).toBeLessThan(MOST_REQUESTS)
    await clientTurn()
  }
}

describe('while the state is built in slices', () => {
  const t = useTarget({ scenario: 'empty' })

  it('the health check answers during a reset to the large scenario, and a request sent meanwhile waits for the whole state', async () => {
    const reset = t.request('POST', '/_mock/reset', { key: null, body: { scenario: 'large' } })
    await untilBuilding(t, reset, 'large')
    // Sent while the reset runs: it is answered once the reset is done, from the whole workspace.
    const people = t.request('POST', '/v1/objects/person/records', { body: { limit: 1 } })
    const { answered, result } = await healthWhile(t, reset)
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ seed: 1, scenario: 'large' })
    expect(answered).toBeGreaterThan(0)
    expect((await people).body.total).toBe(10_000)
  }, 60_000)

  it('other workspaces are answered while a registration seeds its own; the registered key sees the whole workspace', async () => {
    await t.request('POST', '/_mock/seed', { key: null, body: { scenario: 'large' } })
    const other = await t.createKey(['task.read', 'task.write'], '5')
    const registration = t.request('POST', '/api/v1/agents/register', {
      key: null,
      body: { email: 'grace@example.com' },
    })
    let answered = 0
    let settled = false
    void registration.finally(() => (settled = true))
    while (!settled) {
      const tasks = await t.request('GET', '/v1/tasks', { key: other })
      expect(tasks.status).toBe(200)
      if (!settled) answered++
      expect(answered).toBeLessThan(MOST_REQUESTS)
      await clientTurn()
    }
    expect(answered).toBeGreaterThan(0)
    const registered = await registration
    expect(registered.status).toBe(200)
    const people = await t.request('POST', '/v1/objects/person/records', {
      key: registered.body.api_key,
      body: { limit: 1 },
    })
    expect(people.body.total).toBe(10_000)
  }, 60_000)

  it('a restore answers the health check meanwhile, and a write sent during it lands on the restored state', async () => {
    await t.request('POST', '/_mock/seed', { key: null, body: { scenario: 'large' } })
    await t.request('POST', '/v1/tasks', { body: { title: 'Before the snapshot' } })
    const snapshot = (await t.request('GET', '/_mock/snapshot', { key: null })).body
    await t.request('POST', '/_mock/reset', { key: null, body: { scenario: 'empty' } })
    const restore = t.request('POST', '/_mock/restore', { key: null, body: snapshot })
    await untilBuilding(t, restore, 'large')
    const write = t.request('POST', '/v1/tasks', { body: { title: 'During the restore' } })
    const { answered, result } = await healthWhile(t, restore)
    expect(result.status, result.text).toBe(200)
    expect(answered).toBeGreaterThan(0)
    expect((await write).status).toBe(200)
    const titles = (await t.request('GET', '/v1/tasks?limit=500')).body.data.map(
      (task: { title: string }) => task.title,
    )
    expect(titles).toContain('Before the snapshot')
    expect(titles).toContain('During the restore')
  }, 60_000)

  it('a seed of a large YAML fixture answers the health check while the text is parsed', async () => {
    const lines = ['records:']
    for (let i = 0; i < 6_000; i++)
      lines.push(
        `  - { object: person, ref: p${i}, values: { name: Person Number${i}, email_addresses: [p${i}@example.com] } }`,
      )
    const fixture = `${lines.join('\n')}\n`
    expect(fixture.length).toBeGreaterThan(512 * 1024)
    const seeded = t.request('POST', '/_mock/seed', { key: null, body: { fixture } })
    const { answered, result } = await healthWhile(t, seeded)
    expect(result.status, result.text).toBe(200)
    expect(result.body).toEqual({ seed: 1, scenario: 'empty', records: 6_000 })
    expect(answered).toBeGreaterThan(0)
  }, 60_000)
})
