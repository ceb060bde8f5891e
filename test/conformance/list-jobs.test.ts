import { describe, expect, it } from 'vitest'
import { DIGITS, expectError } from '../support/assertions.js'
import { useTarget, type Target } from '../support/target.js'

/** The instant a fresh mock's manual clock starts at. */
const START = '2026-01-15T10:00:00Z'

interface Entity {
  id: string
  name: string
  type: 'contact' | 'company'
  reason: string
  highlights: string[]
  attributes?: Record<string, any>
}

interface Job {
  job_id: string
  status: string
  created_at: string
  entities?: Entity[]
  count?: number
  query_interpretation: string
  error?: string
}

interface Row {
  id: string
  created_at: string
  attributes: Record<string, any>
}

const fullName = (row: Row): string => `${row.attributes.name.first_name} ${row.attributes.name.last_name}`
const domainOf = (email: string): string => email.slice(email.indexOf('@') + 1)
/** A job title word starting with one of the words (the reader matches word starts). */
const titleHas = (title: string | null, words: string[]): boolean =>
  words.some((word) => new RegExp(`(^|[^a-z])${word}`, 'i').test(title ?? ''))
const located = (row: Row, place: string): boolean =>
  [row.attributes.location?.city, row.attributes.location?.region, row.attributes.location?.country].includes(place)

function api(t: Target) {
  const create = (body: unknown, key?: string) =>
    t.request<{ message: { job_id: string; status: string } }>('POST', '/v1/context/list/jobs', {
      body,
      ...(key && { key }),
    })
  const get = (id: string, query = '', key?: string) =>
    t.request<{ message: Job }>('GET', `/v1/context/list/jobs/${id}${query}`, { ...(key && { key }) })
  /** Creates a job, lets both of its steps pass on the clock, and answers the finished job. */
  const run = async (body: Record<string, unknown>, query = ''): Promise<Job> => {
    const created = await create(body)
    expect(created.status, created.text).toBe(200)
    t.mock.clock.advance('4s')
    const response = await get(created.body.message.job_id, query)
    expect(response.status, response.text).toBe(200)
    return response.body.message
  }
  const records = async (slug: string): Promise<Row[]> => {
    const response = await t.request<{ data: Row[] }>('POST', `/v1/objects/${slug}/records`, {
      body: { limit: 500, sort: { attribute: 'created_at', direction: 'asc' } },
    })
    expect(response.status, response.text).toBe(200)
    return response.body.data
  }
  return { create, get, run, records }
}

const names = (job: Job): string[] => (job.entities ?? []).map((e) => e.name).sort()

describe('AI list jobs', () => {
  const t = useTarget()
  const { create, get, run, records } = api(t)

  describe('POST /v1/context/list/jobs and the job on the clock', () => {
    it('answers a pending job, then moves it to processing and completed, one 2 s step each', async () => {
      const created = await create({ query: 'engineers in Berlin' })
      expect(created.status, created.text).toBe(200)
      expect(created.body).toEqual({ message: { job_id: expect.stringMatching(DIGITS), status: 'pending' } })
      const id = created.body.message.job_id

      const pending = (await get(id)).body.message
      expect(Object.keys(pending)).toEqual(['job_id', 'status', 'created_at', 'query_interpretation'])
      expect(pending).toMatchObject({ job_id: id, status: 'pending', created_at: START })
      expect(pending.query_interpretation).toBe(
        'Finding contacts whose job title matches engineer ("engineer"), located in Berlin; at most 50 (the query names roles or people)',
      )

      t.mock.clock.advance('1999ms')
      expect((await get(id)).body.message.status).toBe('pending')
      t.mock.clock.advance('1ms')
      expect((await get(id)).body.message.status).toBe('processing')
      t.mock.clock.advance('2s')
      const done = (await get(id)).body.message
      expect(done.status).toBe('completed')
      expect(Object.keys(done)).toEqual(['job_id', 'status', 'created_at', 'query_interpretation', 'entities', 'count'])
      expect(done.created_at).toBe(START)
      expect(done.count).toBe(done.entities!.length)
    })

    it('finds exactly the seeded engineers in Berlin, each with its job title and place as the reason', async () => {
      // Independently: every person whose title says engineer (or developer, programmer) and whose location names Berlin.
      const expected = (await records('person')).filter(
        (p) => titleHas(p.attributes.job_title, ['engineer', 'developer', 'programmer']) && located(p, 'Berlin'),
      )
      expect(expected.map(fullName).sort()).toEqual(['Jonas Weber', 'Lena Fischer'])

      const job = await run({ query: 'engineers in Berlin' })
      expect(names(job)).toEqual(expected.map(fullName).sort())
      for (const entity of job.entities!) {
        const row = expected.find((p) => p.id === entity.id)!
        expect(entity.type).toBe('contact')
        expect(entity.reason).toBe(`job title '${row.attributes.job_title}' matches engineer; location Berlin`)
        expect(entity).not.toHaveProperty('attributes')
      }
    })

    it('finds exactly the seeded CTOs at fintech (financial services) companies, by title and employer', async () => {
      const fintech = (await records('company')).filter((c) =>
        c.attributes.industries.some((i: { id: string }) => i.id === 'finance'),
      )
      const domains = new Map(
        fintech.flatMap((c) => c.attributes.domains.map((d: string) => [d, c.attributes.name as string])),
      )
      const expected = (await records('person')).filter(
        (p) =>
          titleHas(p.attributes.job_title, ['cto', 'chief technology officer', 'chief technical officer']) &&
          p.attributes.email_addresses.some((e: string) => domains.has(domainOf(e))),
      )
      expect(expected.map(fullName).sort()).toEqual(['Marcus Hale', 'Priya Raman'])

      const job = await run({ query: 'CTOs at fintech companies' })
      expect(job.query_interpretation).toBe(
        'Finding contacts whose job title matches CTO ("cto"), in the Financial Services ("fintech") industry; at most 50 (the query names roles or people)',
      )
      expect(names(job)).toEqual(expected.map(fullName).sort())
      for (const entity of job.entities!) {
        const row = expected.find((p) => p.id === entity.id)!
        const employer = domains.get(domainOf(row.attributes.email_addresses[0]))
        expect(entity.reason).toBe(
          `job title '${row.attributes.job_title}' matches CTO; works at ${employer} (Financial Services)`,
        )
      }
      // Sofia Marin is a CTO too, but at a healthcare company.
      expect(names(job)).not.toContain('Sofia Marin')
    })

    it('finds exactly the people at a seeded company: those with an e-mail on its domain, who also work there by relationship', async () => {
      const companies = await records('company')
      const people = await records('person')
      for (const company of [companies[0]!, companies.find((c) => c.attributes.name === 'Ledgerline Payments')!]) {
        const expected = people.filter((p) =>
          p.attributes.email_addresses.some((e: string) => company.attributes.domains.includes(domainOf(e))),
        )
        expect(expected.length).toBeGreaterThan(0)
        const job = await run({ query: `people at ${company.attributes.name}` })
        expect(job.query_interpretation).toContain(
          `at ${company.attributes.name} (works-at relationship or e-mail domain)`,
        )
        expect(names(job)).toEqual(expected.map(fullName).sort())
        for (const entity of job.entities!) expect(entity.reason).toBe(`works at ${company.attributes.name}`)
      }
    })

    it('ranks by score, then id: with equal criteria the entity with insights comes first, the rest in id order', async () => {
      const job = await run({ query: 'people at Ledgerline Payments' })
      const entities = job.entities!
      expect(entities[0]!.name).toBe('Priya Raman')
      const rest = entities.filter((e) => e.highlights.length === 0).map((e) => BigInt(e.id))
      expect(rest).toEqual([...rest].sort((a, b) => (a < b ? -1 : 1)))
    })

    it('shows at most three highlights, the newest insights about the entity', async () => {
      const job = await run({ query: 'CTOs at fintech companies' })
      const priya = job.entities!.find((e) => e.name === 'Priya Raman')!
      expect(priya.highlights).toEqual([
        'Priya Raman prefers e-mail over calls for vendor introductions',
        'Priya Raman asked for a security review before the SOC 2 audit',
        'Priya Raman is hiring two platform engineers for the Berlin office',
      ])
      const everyone = await run({ query: 'everyone', limit: 100 })
      for (const entity of everyone.entities!) expect(entity.highlights.length).toBeLessThanOrEqual(3)
    })

    it('adds every attribute when the POST asks for include_attributes', async () => {
      const job = await run({ query: 'engineers in Berlin', include_attributes: true })
      expect(job.entities!.length).toBe(2)
      for (const entity of job.entities!) {
        const record = await t.request('GET', `/v1/records/${entity.id}`)
        expect(entity.attributes).toEqual(record.body.attributes)
        expect(Object.keys(entity)).toEqual(['id', 'name', 'type', 'reason', 'highlights', 'attributes'])
      }
    })

    it('adds every attribute when the GET asks for include_attributes, and only then', async () => {
      const created = await create({ query: 'fintech companies' })
      t.mock.clock.advance('4s')
      const id = created.body.message.job_id
      const plain = (await get(id)).body.message
      const explicitFalse = (await get(id, '?include_attributes=false')).body.message
      const full = (await get(id, '?include_attributes=true')).body.message
      expect(plain.entities!.every((e) => !('attributes' in e))).toBe(true)
      expect(explicitFalse).toEqual(plain)
      expect(full.entities!.map((e) => e.id)).toEqual(plain.entities!.map((e) => e.id))
      for (const entity of full.entities!) {
        expect(entity.type).toBe('company')
        expect(entity.attributes!.industries.map((i: { id: string }) => i.id)).toContain('finance')
      }
    })

    it('reads object_type: company targets companies, free text is a hint', async () => {
      const companies = await run({ query: 'in Berlin', object_type: 'company' })
      const expected = (await records('company')).filter((c) => located(c, 'Berlin'))
      expect(companies.entities!.map((e) => e.id).sort()).toEqual(expected.map((c) => c.id).sort())
      expect(companies.entities!.every((e) => e.type === 'company' && e.reason === 'location Berlin')).toBe(true)

      const contacts = await run({ query: 'in Berlin', object_type: 'contact' })
      expect(contacts.entities!.every((e) => e.type === 'contact')).toBe(true)
      expect(names(contacts)).toEqual(
        (await records('person'))
          .filter((p) => located(p, 'Berlin'))
          .map(fullName)
          .sort(),
      )

      const investors = await run({ query: 'everything', object_type: 'investors' })
      expect(investors.query_interpretation).toContain('(object_type "investors" read as a hint)')
      const vc = (await records('company')).filter((c) =>
        c.attributes.industries.some((i: { id: string }) => i.id === 'venture_capital'),
      )
      const titled = (await records('person')).filter((p) => titleHas(p.attributes.job_title, ['investor', 'venture']))
      expect(investors.entities!.map((e) => e.id).sort()).toEqual([...vc, ...titled].map((r) => r.id).sort())
    })

    it('keeps to the limit of the body, and to a smaller one in the query', async () => {
      expect((await run({ query: 'everyone', limit: 3 })).count).toBe(3)
      const top = await run({ query: 'top 2 people' })
      expect(top.count).toBe(2)
      expect(top.query_interpretation).toContain('at most 2')
      expect((await run({ query: 'everyone' })).count).toBe(50)
    })

    it('reads who reports to a person through the seeded reporting lines', async () => {
      const people = await records('person')
      const ledgerline = people.filter((p) => domainOf(p.attributes.email_addresses[0]) === 'ledgerline.app')
      const head = ledgerline[0]!
      const job = await run({ query: `who reports to ${fullName(head)}` })
      expect(job.count).toBeGreaterThan(0)
      for (const entity of job.entities!) {
        expect(entity.reason).toBe(`reports to ${fullName(head)}`)
        expect(ledgerline.map((p) => p.id)).toContain(entity.id)
      }
    })

    it('leaves out a record deleted after the job completed', async () => {
      const job = await run({ query: 'engineers in Berlin' })
      const [first, second] = job.entities!
      expect((await t.request('DELETE', `/v1/records/${first!.id}`)).status).toBe(200)
      const after = (await get(job.job_id)).body.message
      expect(after.entities!.map((e) => e.id)).toEqual([second!.id])
      expect(after.count).toBe(1)
    })

    it('gives the same bytes for the same calls on two mocks with the same seed', async () => {
      const first = await run({ query: 'senior engineers added in the last 90 days', include_attributes: true })
      t.mock.reset()
      const second = await run({ query: 'senior engineers added in the last 90 days', include_attributes: true })
      expect(JSON.stringify(second)).toBe(JSON.stringify(first))
      expect(first.count).toBeGreaterThan(0)
    })
  })

  describe('failed jobs (still 200)', () => {
    it('fails an empty query with an error', async () => {
      const job = await run({ query: '' })
      expect(job).toEqual({
        job_id: expect.stringMatching(DIGITS),
        status: 'failed',
        created_at: START,
        query_interpretation:
          'Could not read the query: the query is empty: say what to list, e.g. "engineers in Berlin"',
        error: 'the query is empty: say what to list, e.g. "engineers in Berlin"',
      })
    })

    it('fails a query it cannot read, after the same steps', async () => {
      const created = await create({ query: 'qwzx blorf' })
      const id = created.body.message.job_id
      t.mock.clock.advance('2s')
      expect((await get(id)).body.message.status).toBe('processing')
      t.mock.clock.advance('2s')
      const job = (await get(id)).body.message
      expect(job.status).toBe('failed')
      expect(job.error).toBe(
        'the query "qwzx blorf" names no role, seniority, place, industry, company, person, relationship or time that the workspace knows',
      )
      expect(job).not.toHaveProperty('entities')
      expect(job).not.toHaveProperty('count')
    })

    it('fails the next job with the error queued by POST /_mock/jobs/fail-next, and only that one', async () => {
      const queued = await t.request('POST', '/_mock/jobs/fail-next', {
        key: null,
        body: { kind: 'list_job', error: 'list backend unavailable' },
      })
      expect(queued.status, queued.text).toBe(200)
      const failed = await run({ query: 'engineers in Berlin' })
      expect(failed.status).toBe('failed')
      expect(failed.error).toBe('list backend unavailable')
      const next = await run({ query: 'engineers in Berlin' })
      expect(next.status).toBe('completed')
      expect(next.count).toBe(2)
    })
  })

  describe('errors', () => {
    it('answers 400 naming the field for a bad body, and creates nothing', async () => {
      const before = (await create({ query: 'everyone' })).body.message.job_id
      expectError(await create({}), 400, { contains: 'query' })
      expectError(await create({ query: 42 }), 400, { contains: 'query' })
      expectError(await create({ query: 'everyone', limit: 0 }), 400, { contains: 'limit' })
      expectError(await create({ query: 'everyone', limit: 101 }), 400, { contains: 'limit' })
      expectError(await create({ query: 'everyone', limit: 2.5 }), 400, { contains: 'limit' })
      expectError(await create({ query: 'everyone', include_attributes: 'yes' }), 400, {
        contains: 'include_attributes',
      })
      expectError(await create({ query: 'everyone', object_type: 7 }), 400, { contains: 'object_type' })
      expectError(await create({ query: 'everyone', colour: 'red' }), 400, { contains: 'colour' })
      expectError(await create({ query: 'x'.repeat(1001) }), 400, { contains: 'query' })
      const after = (await create({ query: 'everyone' })).body.message.job_id
      expect(BigInt(after)).toBe(BigInt(before) + 1n)
    })

    it('answers 400 for a job id that is not an id, and for a bad include_attributes', async () => {
      expectError(await get('abc'), 400, { contains: 'job_id' })
      const id = (await create({ query: 'everyone' })).body.message.job_id
      expectError(await get(id, '?include_attributes=maybe'), 400, { contains: 'include_attributes' })
    })

    it("answers 404 for an unknown job and for another workspace's job", async () => {
      expectError(await get('99999999999999999'), 404, 'List job 99999999999999999 not found')
      const id = (await create({ query: 'everyone' })).body.message.job_id
      const other = await t.createKey(['insight.stream'], '2')
      expectError(await get(id, '', other), 404)
    })

    it('answers 401 without a key and 403 without the insight.stream scope', async () => {
      expectError(await t.request('POST', '/v1/context/list/jobs', { key: null, body: { query: 'everyone' } }), 401)
      expectError(await t.request('GET', '/v1/context/list/jobs/1', { key: null }), 401)
      const reader = await t.createKey(['record.read'])
      expectError(await create({ query: 'everyone' }, reader), 403, { contains: 'insight.stream' })
      const id = (await create({ query: 'everyone' })).body.message.job_id
      expectError(await get(id, '', reader), 403, { contains: 'insight.stream' })
    })
  })
})
