import { Cron } from 'croner'
import { describe, expect, it } from 'vitest'
import { expectError } from '../support/assertions.js'
import { cpuFloor } from '../support/cpu.js'
import { useTarget, type Target } from '../support/target.js'

const START = '2026-01-15T10:00:00Z'
/** A workspace of its own, so seeded data never reaches the feeds asserted here. */
const WORKSPACE = '61'
const ALL = [
  'notification.read',
  'notification.write',
  'insight.stream',
  'record.read',
  'record.write',
  'task.read',
  'task.write',
]

function api(t: Target) {
  let key = ''
  const open = async (workspace = WORKSPACE) => {
    key = await t.createKey(ALL, workspace)
    return key
  }
  const as = (k?: string) => ({ key: k ?? key })
  const createRule = (description: unknown, k?: string) =>
    t.request('POST', '/v1/notifications/custom', { ...as(k), body: { description } })
  const rules = (k?: string) => t.request('GET', '/v1/notifications/custom', as(k))
  const rule = (id: string, k?: string) => t.request('GET', `/v1/notifications/custom/${id}`, as(k))
  const deleteRule = (id: string, k?: string) => t.request('DELETE', `/v1/notifications/custom/${id}`, as(k))
  const preferences = (k?: string) => t.request('GET', '/v1/notifications/preferences', as(k))
  const patchPreferences = (body: unknown, k?: string) =>
    t.request('PATCH', '/v1/notifications/preferences', { ...as(k), body })
  const feed = (query = '', k?: string) => t.request('GET', `/v1/notifications/feed${query}`, as(k))
  const advanceTo = (iso: string) => t.mock.clock.set(iso)
  const ingest = async (content: string, context?: string) => {
    const posted = await t.request('POST', '/v1/context/text', {
      ...as(),
      body: { content, ...(context && { context }) },
    })
    expect(posted.status, posted.text).toBe(200)
    t.mock.clock.advance('4s')
  }
  return {
    open,
    createRule,
    rules,
    rule,
    deleteRule,
    preferences,
    patchPreferences,
    feed,
    advanceTo,
    ingest,
    key: () => key,
  }
}

describe('custom notifications (/v1/notifications/custom)', () => {
  const t = useTarget()

  it.each([
    ['Tell me about new insights on Acme every Monday at 9am', 'New insights on Acme', '0 9 * * 1'],
    ['daily at 8', 'Workspace updates', '0 8 * * *'],
    ['every hour', 'Workspace updates', '0 * * * *'],
    ['Remind me of due tasks weekdays at 17:30', 'Due tasks', '30 17 * * 1-5'],
    ['Updates on fintech CTOs every Monday and Thursday at 4:30 pm', 'Fintech CTOs', '30 16 * * 1,4'],
    ['every 15 minutes', 'Workspace updates', '*/15 * * * *'],
    ['Summarize changes to Globex', 'Globex', '0 9 * * *'],
    ['weekly', 'Workspace updates', '0 9 * * 1'],
    ['monthly report on Initech at noon', 'Initech', '0 12 1 * *'],
  ])('reads "%s" as the rule "%s" on the schedule %s', async (description, name, schedule) => {
    const a = api(t)
    await a.open()
    const response = await a.createRule(description)
    expect(response.status, response.text).toBe(200)
    expect(response.body).toEqual({
      id: expect.stringMatching(/^\d{17}$/),
      name,
      prompt: expect.any(String),
      is_enabled: true,
      schedule,
      created_at: START,
    })
    // A schedule croner reads, that runs.
    expect(new Cron(schedule, { timezone: 'UTC', paused: true }).nextRun(new Date(START))).not.toBeNull()
  })

  it('keeps the request as the prompt, and asks for the whole workspace when the description names no topic', async () => {
    const a = api(t)
    await a.open()
    expect((await a.createRule('  Tell me about   Acme every Monday  ')).body.prompt).toBe(
      'Tell me about Acme every Monday',
    )
    expect((await a.createRule('every hour')).body.prompt).toBe(
      'Summarize what changed in the workspace: new insights, updated records and tasks due',
    )
  })

  it("lists, gets and deletes the user's rules; a deleted rule is 404 and no longer listed", async () => {
    const a = api(t)
    await a.open()
    expect((await a.rules()).body).toEqual({ rules: [] })
    const first = (await a.createRule('daily at 8')).body
    t.mock.clock.advance('1m')
    const second = (await a.createRule('every hour')).body
    expect((await a.rules()).body).toEqual({ rules: [first, second] })
    expect((await a.rule(second.id)).body).toEqual(second)
    const deleted = await a.deleteRule(first.id)
    expect(deleted.status, deleted.text).toBe(200)
    expect(deleted.body).toEqual({ id: first.id, deleted: true })
    expectError(await a.rule(first.id), 404, `Custom notification ${first.id} not found`)
    expectError(await a.deleteRule(first.id), 404, `Custom notification ${first.id} not found`)
    expect((await a.rules()).body).toEqual({ rules: [second] })
  })

  it("keeps rules to the key's user: another user's rule is 404 and not listed, in the same workspace or another", async () => {
    const a = api(t)
    const mine = await a.open()
    const rule = (await a.createRule('every hour')).body
    const owner = t.mock.store.workspaces.get(WORKSPACE)!
    const { createUser } = await import('../../src/core/users/users.js')
    const colleague = createUser(owner, t.mock.clock, { name: 'Grace Hopper', email: 'grace@example.com' })
    const created = await t.request('POST', '/_mock/keys', {
      key: null,
      body: { scopes: ALL, workspace: WORKSPACE, user_id: colleague.id },
    })
    expect(created.status, created.text).toBe(200)
    const theirs = created.body.key as string
    expect(created.body.user_id).toBe(colleague.id)
    expectError(await a.rule(rule.id, theirs), 404, `Custom notification ${rule.id} not found`)
    expectError(await a.deleteRule(rule.id, theirs), 404)
    expect((await a.rules(theirs)).body).toEqual({ rules: [] })
    const other = await t.createKey(ALL, '62')
    expectError(await a.rule(rule.id, other), 404)
    expect((await a.rule(rule.id, mine)).body).toEqual(rule)
    // A key for someone who is not a user of the workspace is refused.
    expectError(
      await t.request('POST', '/_mock/keys', {
        key: null,
        body: { scopes: ALL, workspace: WORKSPACE, user_id: '12345' },
      }),
      400,
      `user_id: 12345 is not a user of workspace ${WORKSPACE}`,
    )
  })

  it('holds at most 50 rules per user: the 51st is 400 and writes nothing, another user still has room', async () => {
    const a = api(t)
    await a.open()
    for (let i = 0; i < 50; i++) expect((await a.createRule(`rule ${i} daily at 8`)).status).toBe(200)
    expectError(
      await a.createRule('one too many'),
      400,
      'A user holds at most 50 custom notification rules; delete one before creating another',
    )
    expect((await a.rules()).body.rules).toHaveLength(50)
    const other = await t.createKey(ALL, '63')
    expect((await a.createRule('every hour', other)).status).toBe(200)
    await a.deleteRule((await a.rules()).body.rules[0].id)
    expect((await a.createRule('one more')).status).toBe(200)
  })

  describe('errors', () => {
    it('answers 400 naming description when it is missing, blank, not a string, over 2000 characters, or beside another field', async () => {
      const a = api(t)
      await a.open()
      expectError(await t.request('POST', '/v1/notifications/custom', { key: a.key(), body: {} }), 400, {
        contains: 'description',
      })
      expectError(await a.createRule('   '), 400, 'Invalid request body: description: must not be blank')
      expectError(await a.createRule(42), 400, { contains: 'description' })
      expectError(
        await a.createRule('a'.repeat(2001)),
        400,
        'Invalid request body: description: must hold at most 2000 characters',
      )
      expectError(
        await t.request('POST', '/v1/notifications/custom', {
          key: a.key(),
          body: { description: 'daily', schedule: '* * * * *' },
        }),
        400,
        { contains: 'schedule' },
      )
      expectError(
        await t.request('POST', '/v1/notifications/custom', { key: a.key() }),
        400,
        'A JSON request body is required',
      )
      expect((await a.rules()).body).toEqual({ rules: [] })
    })

    it('reads a 2000-character adversarial description quickly', async () => {
      const a = api(t)
      await a.open()
      for (const description of [
        'every '.repeat(333),
        '9:'.repeat(1000),
        '12:30pm '.repeat(250),
        'a'.repeat(2000),
        'monday '.repeat(285),
        '1 '.repeat(1000),
      ]) {
        // CPU time of the client and the server (the same process), the least of 3 runs (18 rules of the 50 a user may hold).
        const { ms, result: response } = await cpuFloor(() => a.createRule(description.slice(0, 2000)), {
          runs: 3,
          gapMs: 20,
        })
        expect(ms).toBeLessThan(250)
        expect(response.status, response.text).toBe(200)
        expect(
          new Cron(response.body.schedule, { timezone: 'UTC', paused: true }).nextRun(new Date(START)),
        ).not.toBeNull()
      }
    })

    it('answers 401 without a key and 403 naming the scope each operation needs', async () => {
      expectError(await t.request('GET', '/v1/notifications/custom', { key: null }), 401)
      const reader = await t.createKey(['notification.read'])
      const writer = await t.createKey(['notification.write'])
      expectError(
        await t.request('POST', '/v1/notifications/custom', { key: reader, body: { description: 'x' } }),
        403,
        'POST /v1/notifications/custom requires scope notification.write',
      )
      expectError(
        await t.request('DELETE', '/v1/notifications/custom/1', { key: reader }),
        403,
        'DELETE /v1/notifications/custom/{id} requires scope notification.write',
      )
      expectError(
        await t.request('PATCH', '/v1/notifications/preferences', { key: reader, body: {} }),
        403,
        'PATCH /v1/notifications/preferences requires scope notification.write',
      )
      expectError(
        await t.request('GET', '/v1/notifications/custom', { key: writer }),
        403,
        'GET /v1/notifications/custom requires scope notification.read',
      )
      expectError(
        await t.request('GET', '/v1/notifications/custom/1', { key: writer }),
        403,
        'GET /v1/notifications/custom/{id} requires scope notification.read',
      )
      expectError(
        await t.request('GET', '/v1/notifications/preferences', { key: writer }),
        403,
        'GET /v1/notifications/preferences requires scope notification.read',
      )
      expectError(
        await t.request('GET', '/v1/notifications/feed', { key: writer }),
        403,
        'GET /v1/notifications/feed requires scope notification.read',
      )
    })

    it('answers 404 for a rule id that is not digits or unknown', async () => {
      const a = api(t)
      await a.open()
      expectError(await a.rule('abc'), 404, 'Custom notification abc not found')
      expectError(await a.rule('99999999999999999'), 404, 'Custom notification 99999999999999999 not found')
    })
  })
})

describe('notification preferences (/v1/notifications/preferences)', () => {
  const t = useTarget()

  it('starts with a daily digest and every type, and changes only the given fields', async () => {
    const a = api(t)
    await a.open()
    const defaults = {
      frequency_minutes: 1440,
      enabled_types: ['daily_digest', 'meeting_summary', 'task_reminder', 'task_assigned', 'context_alert'],
      digest_enabled: true,
    }
    expect((await a.preferences()).body).toEqual(defaults)
    const patched = await a.patchPreferences({ frequency_minutes: 60 })
    expect(patched.status, patched.text).toBe(200)
    expect(patched.body).toEqual({ ...defaults, frequency_minutes: 60 })
    const types = await a.patchPreferences({
      enabled_types: ['context_alert', 'daily_digest', 'context_alert'],
      digest_enabled: false,
    })
    expect(types.body).toEqual({
      frequency_minutes: 60,
      enabled_types: ['daily_digest', 'context_alert'],
      digest_enabled: false,
    })
    expect((await a.preferences()).body).toEqual(types.body)
    expect((await a.patchPreferences({})).body).toEqual(types.body)
    // Preferences are the user's: another workspace's key sees the defaults.
    expect((await a.preferences(await t.createKey(ALL, '64'))).body).toEqual(defaults)
  })

  it.each([
    [{ frequency_minutes: 0 }, 'Invalid request body: frequency_minutes: must be at least 1'],
    [{ frequency_minutes: -5 }, 'Invalid request body: frequency_minutes: must be at least 1'],
    [{ frequency_minutes: 10_081 }, 'Invalid request body: frequency_minutes: must be at most 10080 (a week)'],
    [{ frequency_minutes: 1.5 }, 'Invalid request body: frequency_minutes: must be a whole number of minutes'],
    [{ frequency_minutes: '60' }, { contains: 'frequency_minutes' }],
    [
      { enabled_types: ['daily_digest', 'weekly_poem'] },
      'Invalid request body: enabled_types[1]: must be one of daily_digest, meeting_summary, task_reminder, task_assigned, context_alert',
    ],
    [{ enabled_types: 'daily_digest' }, { contains: 'enabled_types' }],
    [{ digest_enabled: 'yes' }, { contains: 'digest_enabled' }],
    [{ frequency_minutes: 30, colour: 'blue' }, { contains: 'colour' }],
  ])('answers 400 for %j and changes nothing', async (body, message) => {
    const a = api(t)
    await a.open()
    const before = (await a.preferences()).body
    expectError(await a.patchPreferences(body), 400, message as string)
    expect((await a.preferences()).body).toEqual(before)
  })
})

describe('the notification feed (/v1/notifications/feed)', () => {
  const t = useTarget()
  const ADA = 'Ada Lovelace (ada@analytical.io) is the CTO of Analytical Engines. Send the proposal to her by Friday.'

  it('fills from an enabled rule as the clock passes its schedule, with what really changed since its last run', async () => {
    const a = api(t)
    await a.open()
    const rule = (await a.createRule('every hour')).body
    expect((await a.feed()).body).toEqual({ items: [] })
    await a.ingest(ADA, 'meeting notes')
    a.advanceTo('2026-01-15T10:59:59Z')
    expect((await a.feed()).body).toEqual({ items: [] })
    a.advanceTo('2026-01-15T11:00:00Z')
    const first = await a.feed()
    expect(first.status, first.text).toBe(200)
    expect(first.body).toEqual({
      items: [
        {
          id: expect.stringMatching(/^\d{17}$/),
          type: 'custom',
          status: 'sent',
          alert_time: '2026-01-15T11:00:00Z',
          sent_at: '2026-01-15T11:00:00Z',
          rule_id: rule.id,
          rule_name: 'Workspace updates',
          content: {
            important_items: [
              {
                title: 'Meeting notes processed: meeting notes',
                context: 'About Ada Lovelace, Analytical Engines. 3 insights, 1 suggested tasks',
              },
              {
                title: 'Task due 2026-01-16: Send the proposal to her by Friday',
                context: 'About Ada Lovelace, Analytical Engines',
              },
              // Insights, most confident first.
              { title: 'New contact info insight', context: "Ada Lovelace's e-mail address is ada@analytical.io" },
              { title: 'New relationship insight', context: 'Ada Lovelace works at Analytical Engines as CTO' },
              {
                title: 'New follow up insight',
                context: 'Follow-up with Ada Lovelace: Send the proposal to her by Friday (due 2026-01-16)',
              },
            ],
            entity_changes: [
              { title: 'Ada Lovelace', context: 'New person record' },
              { title: 'Analytical Engines', context: 'New company record' },
            ],
          },
        },
      ],
    })

    // A quiet hour sends nothing; the task is not reminded twice.
    a.advanceTo('2026-01-15T12:00:00Z')
    expect((await a.feed()).body.items).toHaveLength(1)

    // A changed record is reported at the next run, with the attributes that changed.
    a.advanceTo('2026-01-15T12:30:00Z')
    const ada = first.body.items[0]
    const adaId = [...t.mock.store.workspaces.get(WORKSPACE)!.records.values()].find((r) =>
      JSON.stringify([...r.values.values()]).includes('ada@analytical.io'),
    )!.id
    expect(
      (
        await t.request('PATCH', `/v1/records/${adaId}`, {
          key: a.key(),
          body: { attributes: { job_title: 'Chief Scientist' } },
        })
      ).status,
    ).toBe(200)
    a.advanceTo('2026-01-15T13:00:00Z')
    const second = await a.feed()
    expect(second.body.items).toHaveLength(2)
    expect(second.body.items[0]).toMatchObject({
      alert_time: '2026-01-15T13:00:00Z',
      content: { important_items: [], entity_changes: [{ title: 'Ada Lovelace', context: 'Updated job_title' }] },
    })
    expect(second.body.items[1]).toEqual(ada)

    // since (exclusive) and limit.
    expect((await a.feed('?since=2026-01-15T11:00:00Z')).body.items.map((i: { id: string }) => i.id)).toEqual([
      second.body.items[0].id,
    ])
    expect((await a.feed('?since=2026-01-15T10:00:00Z&limit=1')).body.items.map((i: { id: string }) => i.id)).toEqual([
      second.body.items[0].id,
    ])
    expect((await a.feed('?since=2026-01-15T13:00:00Z')).body).toEqual({ items: [] })

    // A deleted rule stops; its items stay.
    await a.deleteRule(rule.id)
    await a.ingest('Grace Hopper (grace@navy.mil) joined Initech.')
    a.advanceTo('2026-01-15T15:00:00Z')
    expect((await a.feed()).body.items).toHaveLength(2)
  })

  it('narrows a rule to the topic its description names', async () => {
    const a = api(t)
    await a.open()
    await a.createRule('Tell me about Initech every hour')
    await a.ingest(ADA)
    a.advanceTo('2026-01-15T11:00:00Z')
    expect((await a.feed()).body).toEqual({ items: [] })
    await a.ingest('Grace Hopper (grace@initech.com) is the Head of Research at Initech.')
    a.advanceTo('2026-01-15T12:00:00Z')
    const items = (await a.feed()).body.items
    expect(items).toHaveLength(1)
    const texts = JSON.stringify(items[0].content)
    expect(texts).toContain('Initech')
    expect(texts).not.toContain('Analytical Engines')
  })

  it('sends the digest every frequency_minutes while it is enabled, reporting only the enabled types', async () => {
    const a = api(t)
    await a.open()
    expect(
      (await a.patchPreferences({ frequency_minutes: 30, enabled_types: ['daily_digest', 'context_alert'] })).status,
    ).toBe(200)
    await a.ingest(ADA)
    a.advanceTo('2026-01-15T10:30:00Z')
    const [digest] = (await a.feed()).body.items
    expect(digest).toMatchObject({
      type: 'daily_digest',
      status: 'sent',
      alert_time: '2026-01-15T10:30:00Z',
      sent_at: '2026-01-15T10:30:00Z',
    })
    expect(digest.rule_id).toBeUndefined()
    // Insights only: no meeting, task or record entries beyond the record changes.
    expect(
      digest.content.important_items
        .map((i: { title: string }) => i.title)
        .every((title: string) => title.endsWith('insight')),
    ).toBe(true)
    expect(digest.content.important_items).toHaveLength(3)
    expect(digest.content.entity_changes).toHaveLength(2)
    // Turned off: no more digests.
    await a.patchPreferences({ digest_enabled: false })
    await a.ingest('Grace Hopper (grace@navy.mil) joined Initech.')
    a.advanceTo('2026-01-15T12:00:00Z')
    expect((await a.feed()).body.items).toHaveLength(1)
  })

  it('gives the same feed, byte for byte, for the same calls after a reset', async () => {
    const run = async () => {
      const a = api(t)
      await a.open()
      await a.createRule('every 15 minutes')
      await a.patchPreferences({ frequency_minutes: 20 })
      await a.ingest(ADA, 'meeting notes')
      a.advanceTo('2026-01-15T11:00:00Z')
      return (await a.feed()).text
    }
    const first = await run()
    expect(JSON.parse(first).items.length).toBeGreaterThan(1)
    t.mock.reset()
    expect(await run()).toBe(first)
  })

  it('answers 400 for a bad limit or since', async () => {
    const a = api(t)
    await a.open()
    expectError(await a.feed('?limit=0'), 400, 'Invalid query parameter: limit: must be at least 1')
    expectError(await a.feed('?limit=101'), 400, 'Invalid query parameter: limit: must be at most 100')
    expectError(
      await a.feed('?since=yesterday'),
      400,
      'Invalid query parameter: since: must be an RFC 3339 timestamp such as 2026-01-15T10:00:00Z',
    )
    expectError(
      await a.feed('?since=2026-13-45T10:00:00Z'),
      400,
      'Invalid query parameter: since: must be an RFC 3339 timestamp such as 2026-01-15T10:00:00Z',
    )
  })
})
