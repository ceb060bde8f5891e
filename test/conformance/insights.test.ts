import { describe, expect, it } from 'vitest'
import { addInsights } from '../../src/core/insights/state.js'
import { DIGITS, expectError, TIMESTAMP } from '../support/assertions.js'
import { useTarget } from '../support/target.js'

const t = useTarget()

/** The instant a fresh mock's manual clock starts at. */
const NOW = Date.parse('2026-01-15T10:00:00Z')

interface ListedInsight {
  id: string
  workspace_id: string
  content: string
  type: string
  confidence: number
  target: { entity_type: string; hint: string }
  entities: Array<{ id: string; name: string; type: string }>
  created_at: string
}

interface InsightList {
  data: ListedInsight[]
  insights: ListedInsight[]
}

const list = (query = '', key?: string) =>
  t.request<InsightList>('GET', `/v1/insights${query}`, key === undefined ? {} : { key })
const workspace = () => t.mock.store.workspaces.get(t.mock.store.defaultWorkspaceId)!

describe('listing insights (GET /v1/insights)', () => {
  it('answers the 20 most recent seeded insights, newest first, the same list as data and insights', async () => {
    const response = await list()
    expect(response.status).toBe(200)
    const { data, insights } = response.body
    expect(insights).toEqual(data)
    expect(data).toHaveLength(20)
    const times = data.map((i) => i.created_at)
    expect(times).toEqual([...times].sort().reverse())
    for (const insight of data) {
      expect(Object.keys(insight).sort()).toEqual([
        'confidence',
        'content',
        'created_at',
        'entities',
        'id',
        'target',
        'type',
        'workspace_id',
      ])
      expect(insight.id).toMatch(DIGITS)
      expect(insight.workspace_id).toBe(t.mock.store.defaultWorkspaceId)
      expect(insight.created_at).toMatch(TIMESTAMP)
      expect(Date.parse(insight.created_at)).toBeLessThanOrEqual(NOW)
      expect(insight.confidence).toBeGreaterThan(0)
      expect(insight.confidence).toBeLessThanOrEqual(1)
      expect(insight.type.length).toBeGreaterThan(0)
    }
  })

  it('names records that exist, by their id and object', async () => {
    const { data } = (await list('?limit=100')).body
    for (const insight of data) {
      // Ghosts (`ghost:N`) are mentions that match no record.
      for (const entity of insight.entities.filter((e) => DIGITS.test(e.id))) {
        const record = await t.request('GET', `/v1/records/${entity.id}`)
        expect(record.status).toBe(200)
        expect(record.body.type).toBe(entity.type)
      }
    }
  })

  it('says where a seeded person works, and as what when the title is known', async () => {
    const employment = (await list('?limit=100')).body.data.filter(
      (i) => i.type === 'relationship' && i.content.includes(' works at '),
    )
    expect(employment.length).toBeGreaterThan(0)
    let titled = 0
    for (const insight of employment) {
      const [person, company] = insight.entities
      // An ingested text may name someone who matches no record yet: a ghost.
      expect(['person', 'ghost']).toContain(person!.type)
      expect(['company', 'ghost']).toContain(company!.type)
      expect(insight.target).toEqual({ entity_type: 'person', hint: person!.name })
      const prefix = `${person!.name} works at ${company!.name}`
      expect(insight.content.startsWith(prefix)).toBe(true)
      if (insight.content === prefix || person!.type === 'ghost') continue
      // A title, when stated, is the person's current job title.
      const record = await t.request('GET', `/v1/records/${person!.id}`)
      expect(insight.content).toBe(`${prefix} as ${record.body.attributes.job_title}`)
      titled++
    }
    expect(titled).toBeGreaterThan(0)
  })

  it('narrows to a rolling window with last: 2h holds fewer than 1d, and each only what falls within it', async () => {
    const all = (await list('?limit=100')).body.data
    for (const [last, span] of [
      ['30m', 1_800_000],
      ['2h', 7_200_000],
      ['1d', 86_400_000],
    ] as const) {
      const { data } = (await list(`?last=${last}&limit=100`)).body
      expect(data).toEqual(all.filter((i) => Date.parse(i.created_at) >= NOW - span))
    }
    const twoHours = (await list('?last=2h&limit=100')).body.data.length
    const oneDay = (await list('?last=1d&limit=100')).body.data.length
    expect(twoHours).toBeGreaterThan(0)
    expect(oneDay).toBeGreaterThan(twoHours)
    expect(all.length).toBeGreaterThan(oneDay)
  })

  it('moves the window with the clock', async () => {
    const before = (await list('?last=1d&limit=100')).body.data.length
    t.mock.clock.advance('25h')
    expect((await list('?last=1h&limit=100')).body.data).toEqual([])
    expect(before).toBeGreaterThan(0)
  })

  it('bounds the list with from and to, both inclusive', async () => {
    const all = (await list('?limit=100')).body.data
    const from = all[9]!.created_at
    const to = all[3]!.created_at
    const within = (low: string, high: string) => all.filter((i) => i.created_at >= low && i.created_at <= high)
    const between = within(from, to)
    expect(between.length).toBeGreaterThanOrEqual(7)
    expect((await list(`?from=${from}&to=${to}&limit=100`)).body.data).toEqual(between)
    expect((await list(`?from=${from}&limit=100`)).body.data).toEqual(within(from, '9999'))
    expect((await list(`?to=${to}&limit=100`)).body.data).toEqual(within('0000', to))
    // Any offset is read as the instant it names.
    const shifted = new Date(Date.parse(from) + 3_600_000).toISOString().replace('.000Z', '+01:00')
    expect((await list(`?from=${encodeURIComponent(shifted)}&limit=100`)).body.data).toEqual(within(from, '9999'))
  })

  it('answers at most limit insights', async () => {
    const all = (await list('?limit=100')).body.data
    expect((await list('?limit=3')).body.data).toEqual(all.slice(0, 3))
    expect((await list('?limit=1')).body.insights).toEqual(all.slice(0, 1))
  })

  it('lists a new insight first, and leaves out one merged into another', async () => {
    t.mock.clock.advance('1m')
    const [added] = addInsights(workspace(), t.mock.clock, [
      {
        content: 'A fresh insight',
        type: 'pattern',
        confidence: 0.5,
        target: { entity_type: 'workspace', hint: 'all' },
        entities: [],
      },
    ])
    const first = (await list('?limit=1')).body.data[0]!
    expect(first).toEqual({
      id: added!.id,
      workspace_id: t.mock.store.defaultWorkspaceId,
      content: 'A fresh insight',
      type: 'pattern',
      confidence: 0.5,
      target: { entity_type: 'workspace', hint: 'all' },
      entities: [],
      created_at: '2026-01-15T10:01:00Z',
    })
    added!.merged_into = [...workspace().insights.byId.keys()][0]
    expect((await list('?limit=100')).body.data.map((i) => i.id)).not.toContain(added!.id)
  })

  it('answers an empty list in a workspace without insights', async () => {
    const key = await t.createKey(['insight.stream'], '2')
    expect((await list('', key)).body).toEqual({ data: [], insights: [] })
  })

  it.each([
    [
      '?last=2h&from=2026-01-15T08:00:00Z',
      'Invalid query parameter: last cannot be combined with from or to; send one or the other',
    ],
    [
      '?last=1d&to=2026-01-15T08:00:00Z',
      'Invalid query parameter: last cannot be combined with from or to; send one or the other',
    ],
    ['?last=2hours', 'Invalid query parameter: last: must be a duration such as 30m, 2h or 1d'],
    ['?last=', 'Invalid query parameter: last: must be a duration such as 30m, 2h or 1d'],
    ['?last=0h', 'Invalid query parameter: last: must be longer than zero'],
    ['?from=yesterday', 'Invalid query parameter: from: must be an RFC 3339 timestamp such as 2026-01-15T10:00:00Z'],
    [
      '?to=2026-02-30T00:00:00Z',
      'Invalid query parameter: to: must be an RFC 3339 timestamp such as 2026-01-15T10:00:00Z',
    ],
    ['?from=2026-01-15T10:00:00Z&to=2026-01-15T09:00:00Z', 'Invalid query parameter: from must not be after to'],
    ['?limit=0', 'Invalid query parameter: limit: must be at least 1'],
    ['?limit=101', 'Invalid query parameter: limit: must be at most 100'],
    ['?limit=ten', 'Invalid query parameter: limit: must be an integer'],
  ])('answers 400 for %s', async (query, message) => {
    expectError(await list(query), 400, message)
  })

  it('answers 401 without a key and 403 without the insight.stream scope', async () => {
    expectError(await t.request('GET', '/v1/insights', { key: null }), 401)
    expectError(await list('', await t.createKey(['record.read'])), 403, { contains: 'insight.stream' })
  })
})

describe('deleting a record an insight names', () => {
  it("drops the record from the insight's entities and keeps the insight", async () => {
    const insight = (await list('?limit=100')).body.data.find((i) => i.type === 'relationship')!
    const [person, company] = insight.entities
    expect((await t.request('DELETE', `/v1/records/${person!.id}`)).status).toBe(200)
    const after = (await list('?limit=100')).body.data.find((i) => i.id === insight.id)!
    expect(after).toEqual({ ...insight, entities: [company] })
    for (const listed of (await list('?limit=100')).body.data)
      expect(listed.entities.map((e) => e.id)).not.toContain(person!.id)
  })

  it('drops every record of a deleted object from the insights', async () => {
    const before = (await list('?limit=100')).body.data
    expect((await t.request('DELETE', '/v1/objects/company')).status).toBe(200)
    const after = (await list('?limit=100')).body.data
    expect(after.map((i) => i.id)).toEqual(before.map((i) => i.id))
    for (const insight of after) expect(insight.entities.filter((e) => e.type === 'company')).toEqual([])
  })
})
