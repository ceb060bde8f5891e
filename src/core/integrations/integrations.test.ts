import { describe, expect, it } from 'vitest'
import { cpuFloor } from '../../../test/support/cpu.js'
import { buildMockCore, type MockCore } from '../../mock/mock-core.js'
import { SYSTEM_ACTOR } from '../actor.js'
import { submitContext } from '../context/artifacts.js'
import { JOBS_IN_FLIGHT } from '../jobs/jobs.js'
import type { Workspace } from '../model.js'
import { ACTIVITY_LIMITS, activityItem } from './activity.js'
import { checkAccount, CONNECT_RATE, INTEGRATION_LIMITS, startConnect, type IntegrationRuntime } from './connect.js'

const workspaceOf = (mock: MockCore): Workspace => mock.store.workspaces.get(mock.store.defaultWorkspaceId)!
const runtimeOf = (mock: MockCore): IntegrationRuntime => ({
  clock: mock.clock,
  jobs: mock.store.jobs,
  settings: mock.store.integrations,
})
const devKey = (mock: MockCore) => mock.store.keys.get(mock.apiKey)!

/** Starts and approves a flow in process; answers the connection id. */
function connect(mock: MockCore, pair = 'email/google', account = 'ada@analytical.io'): number {
  const [type, provider] = pair.split('/') as [string, string]
  const { connect_id } = startConnect(workspaceOf(mock), runtimeOf(mock), devKey(mock), type, provider)
  return mock.integrations.approve(connect_id, { account }).connection_id!
}

/** The artifacts integrations made (their context names the integration and the account). */
const fed = (mock: MockCore) =>
  [...workspaceOf(mock).context.artifacts.values()].filter((a) => a.context?.includes('('))

/** Moves the clock one interval at a time and collects each new item's text while its artifact is pending (ingestion drops the text once done). */
function collect(mock: MockCore, intervals: number, every = '5m'): string[] {
  const texts: string[] = []
  for (let i = 0; i < intervals; i++) {
    mock.clock.advance(every)
    texts.push(
      ...fed(mock)
        .filter((a) => a.status === 'pending')
        .map((a) => a.content),
    )
  }
  return texts
}

describe('integration activity', () => {
  it('is the same for the same seed and calls, and differs for another seed', () => {
    const run = (seed: number) => {
      const mock = buildMockCore({ seed })
      connect(mock, 'email/google')
      connect(mock, 'crm/hubspot')
      return collect(mock, 6)
    }
    const first = run(1)
    expect(first).toHaveLength(12)
    expect(first.every((text) => text.length > 50)).toBe(true)
    expect(run(1)).toEqual(first)
    expect(run(2)).not.toEqual(first)
  })

  it('writes what its type says: e-mails, meetings, chat messages and CRM updates', () => {
    const mock = buildMockCore({ seed: 1 })
    const workspace = workspaceOf(mock)
    const byType = {
      email: /^From: .+\nSubject: /,
      calendar: /^Meeting: .+\nOrganizer: ada@analytical\.io\nAttendees: /,
      messaging: /^#\w+ .+: Just got off a call with /,
      crm: /^Attio update: contact .+ changed job title to /,
    }
    for (const [pair, pattern] of [
      ['email/microsoft', byType.email],
      ['calendar/google', byType.calendar],
      ['messaging/slack', byType.messaging],
      ['crm/attio', byType.crm],
    ] as const) {
      const id = connect(mock, pair)
      expect(activityItem(workspace, workspace.integrations.connections.get(id)!, 1, 0).content).toMatch(pattern)
    }
  })

  it('introduces a new person at a known company every fourth item, linked to it through ingestion', () => {
    const mock = buildMockCore({ seed: 1 })
    const workspace = workspaceOf(mock)
    connect(mock, 'messaging/slack')
    const people = () => workspace.recordIdsByObject.get(workspace.objectIdsBySlug.get('person')!)!.size
    const before = people()
    const fourth = collect(mock, 4)[3]!
    mock.clock.advance('4s')
    const introduced = /\n(\w+ \w+) \(([^)]+)\) joined (.+) as /.exec(fourth)
    expect(introduced, fourth).not.toBeNull()
    expect(people()).toBeGreaterThan(before)
    const artifact = [...workspace.context.artifacts.values()].at(-1)!
    expect(artifact.status).toBe('completed')
    expect(artifact.result!.entities_extracted).toContainEqual(
      expect.objectContaining({
        type: 'PERSON',
        is_new: true,
        properties: expect.objectContaining({ email: introduced![2] }),
      }),
    )
  })

  it('feeds an empty workspace too, making up the people and companies', () => {
    const mock = buildMockCore({ seed: 1, scenario: 'empty' })
    connect(mock, 'email/google')
    mock.clock.advance('5m4s')
    const workspace = workspaceOf(mock)
    expect([...workspace.context.artifacts.values()][0]!.status).toBe('completed')
    expect(workspace.records.size).toBeGreaterThan(0)
  })

  it('skips an item, without failing the clock, when the workspace has as many artifacts in flight as it takes', () => {
    const mock = buildMockCore({ seed: 1, scenario: 'empty' })
    const id = connect(mock)
    const connection = workspaceOf(mock).integrations.connections.get(id)!
    // Just before the first item: fill the workspace's artifacts in flight.
    mock.clock.advance('4m59s')
    for (let i = 0; i < JOBS_IN_FLIGHT.artifact.jobs; i++)
      submitContext(workspaceOf(mock), mock.clock, mock.store.jobs, { content: `Note ${i}` }, SYSTEM_ACTOR)
    expect(() => mock.clock.advance('1s')).not.toThrow()
    expect([connection.activity_count, connection.skipped_items]).toEqual([1, 1])
    // The next interval finds room again: the queued notes finished 4 s after they were sent.
    mock.clock.advance('5m')
    expect([connection.activity_count, connection.skipped_items]).toEqual([2, 1])
    expect(fed(mock)).toHaveLength(1)
  })

  it('stops after its bound, and on disconnect and reset', () => {
    const mock = buildMockCore({ seed: 1 })
    const id = connect(mock)
    const connection = workspaceOf(mock).integrations.connections.get(id)!
    connection.activity_count = ACTIVITY_LIMITS.itemsPerConnection - 1
    // Besides activity, only the workspace's notification digest waits on the clock.
    const digest = 1
    mock.clock.advance('5m4s')
    expect(connection.activity_count).toBe(ACTIVITY_LIMITS.itemsPerConnection)
    expect(mock.clock.pending()).toBe(digest)
    connect(mock, 'crm/attio')
    expect(mock.clock.pending()).toBe(digest + 1)
    mock.reset()
    expect(mock.clock.pending()).toBe(digest)
    expect(workspaceOf(mock).integrations.connections.size).toBe(0)
  })

  it('is off with integrationActivity 0 or false, and refuses less than a second', () => {
    for (const integrationActivity of [0, false] as const) {
      const mock = buildMockCore({ seed: 1, integrationActivity })
      const timers = mock.clock.pending()
      connect(mock)
      expect(mock.clock.pending()).toBe(timers)
    }
    expect(() => buildMockCore({ integrationActivity: '500ms' })).toThrow(
      'Invalid integrationActivity "500ms": at least 1s, or 0 for off',
    )
    const hourly = buildMockCore({ integrationActivity: '1h' })
    connect(hourly)
    hourly.clock.advance('59m')
    expect(fed(hourly)).toHaveLength(0)
    hourly.clock.advance('1m')
    expect(fed(hourly)).toHaveLength(1)
  })
})

describe('connect flows in process', () => {
  it('approves and denies with mock.integrations, as the consent page does', () => {
    const mock = buildMockCore({ seed: 1, publicUrl: 'https://mock.example.test/gw' })
    const workspace = workspaceOf(mock)
    const started = startConnect(workspace, runtimeOf(mock), devKey(mock), 'crm', 'salesforce')
    expect(started.auth_url).toBe(`https://mock.example.test/gw/_mock/connect/${started.connect_id}`)
    expect(mock.integrations.approve(started.connect_id)).toEqual({
      connect_id: started.connect_id,
      type: 'crm',
      provider: 'salesforce',
      status: 'connected',
      connection_id: 1,
      identifier: workspace.users.values().next().value!.email,
    })
    const other = startConnect(workspace, runtimeOf(mock), devKey(mock), 'email', 'google')
    expect(mock.integrations.deny(other.connect_id)).toEqual({
      connect_id: other.connect_id,
      type: 'email',
      provider: 'google',
      status: 'denied',
    })
    expect(() => mock.integrations.deny(other.connect_id)).toThrow('was already answered: it is denied')
    expect(mock.integrations.connectWhatsApp({ phoneNumber: '+44 20 7946 0958' })).toEqual({
      workspace_id: workspace.id,
      connection_id: 2,
      type: 'messaging',
      provider: 'whatsapp',
      identifier: '+442079460958',
    })
  })

  it('allows at most 20 live connections per workspace (409), and drops the oldest connect ids past 1,000', () => {
    const mock = buildMockCore({ seed: 1, integrationActivity: 0 })
    for (let i = 0; i < INTEGRATION_LIMITS.connections; i++) {
      mock.clock.advance('6s')
      connect(mock, 'email/google', `user${i}@example.com`)
    }
    mock.clock.advance('6s')
    expect(() => connect(mock, 'email/google', 'one.more@example.com')).toThrow('already has 20 connections')
    const workspace = workspaceOf(mock)
    mock.clock.advance('6s')
    const first = startConnect(workspace, runtimeOf(mock), devKey(mock), 'email', 'google').connect_id
    for (let i = 0; i < INTEGRATION_LIMITS.attempts; i++) {
      mock.clock.advance('6s')
      startConnect(workspace, runtimeOf(mock), devKey(mock), 'email', 'google')
    }
    expect(workspace.integrations.attempts.size).toBe(INTEGRATION_LIMITS.attempts)
    expect(workspace.integrations.attempts.has(first)).toBe(false)
    // The connect calls of the last minute are all a key keeps.
    expect(workspace.integrations.connectCalls.get(mock.apiKey)!.length).toBeLessThanOrEqual(10)
  })

  it('forgets the connect calls of keys that made none in the last minute once it remembers many keys', () => {
    const mock = buildMockCore({ seed: 1, scenario: 'empty' })
    const workspace = workspaceOf(mock)
    // Keys that call once and are never seen again, as registrations revoke and issue keys.
    for (let i = 0; i < 3 * CONNECT_RATE.keysRemembered; i++) {
      startConnect(workspace, runtimeOf(mock), { ...devKey(mock), key: `cgm_gone_${i}` }, 'email', 'google')
      if (i % 100 === 99) mock.clock.advance('61s')
    }
    expect(workspace.integrations.connectCalls.size).toBeLessThanOrEqual(CONNECT_RATE.keysRemembered + 100)
    expect(workspace.integrations.connectCalls.has(`cgm_gone_${3 * CONNECT_RATE.keysRemembered - 1}`)).toBe(true)
  })

  it('draws connect ids from the CSPRNG: distinct across mocks with the same seed', () => {
    const ids = new Set<string>()
    for (let i = 0; i < 20; i++) {
      const mock = buildMockCore({ seed: 1, scenario: 'empty' })
      ids.add(startConnect(workspaceOf(mock), runtimeOf(mock), devKey(mock), 'email', 'google').connect_id)
    }
    expect(ids.size).toBe(20)
  })
})

describe('the account a consent page proposes', () => {
  it('checks an account of 1 MiB in linear time', async () => {
    for (const hostile of ['a'.repeat(1 << 20), `a@${'.a'.repeat(1 << 19)}`, `${'@'.repeat(1 << 20)}`]) {
      const { ms } = await cpuFloor(() => expect(() => checkAccount(hostile)).toThrow(/^account: /), { runs: 3 })
      expect(ms).toBeLessThan(50)
    }
    expect(checkAccount('  ada@analytical.io ')).toBe('ada@analytical.io')
  })
})
