import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createMock } from '../../src/index.js'
import { failNextJob } from '../../src/core/jobs/jobs.js'
import { expectError } from '../support/assertions.js'
import { withoutBuckets } from '../support/state.js'
import { useTarget } from '../support/target.js'

const t = useTarget()

/** What a client sees of the state: the answers of the main reads. */
type Read = (
  method: string,
  path: string,
  options?: { body?: unknown; key?: string | null },
) => Promise<{ text: string }>

async function view(request: Read): Promise<string> {
  const paths = ['/v1/objects', '/v1/tasks', '/v1/notes', '/v1/relationships', '/v1/insights?last=30d']
  const answers = []
  for (const path of paths) answers.push((await request('GET', path)).text)
  answers.push((await request('POST', '/v1/objects/person/records', { body: { limit: 500 } })).text)
  answers.push((await request('GET', '/_mock/clock', { key: null })).text)
  return answers.join('\n')
}

/** A text read in several slices (8 KiB each): distinct people, each with an address and a company. */
function longText(tag: string, lines = 400): string {
  const word = (n: number) =>
    String.fromCharCode(65 + (n % 26)) + String.fromCharCode(97 + (Math.floor(n / 26) % 26)) + 'lan'
  let text = ''
  for (let i = 0; i < lines; i++)
    text += `${word(i)} ${word(i + 7)}son (p${i}@${tag}${i}.io) is the CFO of ${tag}${i} GmbH.\n`
  return text
}

/** Waits turns of the event loop until no slice of a job waits (a restore releases the ones it held). */
async function sliced(mock: { store: { jobs: { slices: { waiting: unknown[] } } } }): Promise<void> {
  for (let turns = 0; mock.store.jobs.slices.waiting.length > 0; turns++) {
    if (turns > 10_000) throw new Error('slices still waiting after 10,000 turns')
    await new Promise((resolve) => setImmediate(resolve))
  }
}

describe('snapshot and restore', () => {
  it('round-trips over HTTP: the same answers, ids and clock after restoring', async () => {
    const task = await t.request('POST', '/v1/tasks', { body: { title: 'Call Ada' } })
    expect(task.status).toBe(200)
    t.mock.clock.advance('1h')
    await t.request('POST', '/v1/objects/person', { body: { attributes: { name: 'Ada Lovelace' } } })
    const key = await t.createKey(['task.read'], '42')
    const snapshot = await t.request('GET', '/_mock/snapshot', { key: null })
    expect(snapshot.status).toBe(200)
    expect(snapshot.body).toMatchObject({ format: 'context-graph-mock/snapshot', version: 3, short_ids: false })
    expect(snapshot.body.changes.map((c: { kind: string }) => c.kind)).toEqual(['request', 'request', 'key'])
    const before = await view(t.request)

    await t.request('DELETE', `/v1/tasks/${task.body.id}`)
    t.mock.reset({ scenario: 'empty' })
    expect(await view(t.request)).not.toBe(before)

    expect((await t.request('POST', '/_mock/restore', { key: null, body: snapshot.body })).status).toBe(200)
    expect(await view(t.request)).toBe(before)
    expect((await t.request('GET', '/v1/tasks', { key })).status).toBe(200)
    // The reads since took tokens from the key's rate bucket, and changed nothing else.
    expect(withoutBuckets((await t.request('GET', '/_mock/snapshot', { key: null })).body)).toEqual(
      withoutBuckets(snapshot.body),
    )
  })

  it('keeps no change for a write that changed nothing, and restores to the same answers', async () => {
    const targets = async () =>
      (await t.request('GET', '/_mock/snapshot', { key: null })).body.changes.map(
        (c: { kind: string; method?: string; target?: string }) => `${c.method} ${c.target}`,
      )
    const upsert = (job_title: string) =>
      t.request('PUT', '/v1/objects/person', {
        body: {
          matching_attribute: 'email_addresses',
          attributes: { name: 'Ada Lovelace', email_addresses: ['ada@example.com'], job_title },
        },
      })
    const created = await upsert('Analyst')
    expect(created.status).toBe(200)
    t.mock.clock.advance('1m')
    const again = await upsert('Analyst')
    const patched = await t.request('PATCH', `/v1/records/${created.body.id}`, {
      body: { attributes: { job_title: 'Analyst' } },
    })
    const empty = await t.request('PATCH', `/v1/records/${created.body.id}`, { body: {} })
    // Unchanged: the same record answered, updated_at where it was.
    for (const answer of [again, patched, empty]) {
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual(created.body)
    }
    expect(await targets()).toEqual(['PUT /v1/objects/person'])
    const changed = await upsert('Engineer')
    expect(changed.body.updated_at).not.toBe(created.body.updated_at)
    expect(await targets()).toEqual(['PUT /v1/objects/person', 'PUT /v1/objects/person'])
    const snapshot = (await t.request('GET', '/_mock/snapshot', { key: null })).body
    const before = await view(t.request)
    t.mock.reset({ scenario: 'empty' })
    expect((await t.request('POST', '/_mock/restore', { key: null, body: snapshot })).status).toBe(200)
    expect(await view(t.request)).toBe(before)
  })

  it('refuses a snapshot of another version or with a change that no longer applies, and changes nothing', async () => {
    await t.request('POST', '/v1/notes', { body: { title: 'Kept' } })
    const before = await view(t.request)
    const good = t.mock.snapshot()
    expectError(await t.request('POST', '/_mock/restore', { key: null, body: { ...good, version: 0 } }), 400, {
      contains: 'version',
    })
    await expect(t.mock.restore({ ...good, version: 0 })).rejects.toThrow(
      'written by snapshot format version 0; this version of context-graph-mock reads versions 1, 2 and 3',
    )
    const broken = structuredClone(good)
    broken.changes.push({
      kind: 'request',
      at: good.now,
      method: 'DELETE',
      target: '/v1/notes/999',
      key: 'cgm_dev_key',
      body: null,
    })
    const refused = await t.request('POST', '/_mock/restore', { key: null, body: broken })
    expectError(refused, 400, { contains: 'changes[1] (DELETE /v1/notes/999) no longer applies: 404' })
    expect(await view(t.request)).toBe(before)
    expect(withoutBuckets(t.mock.snapshot())).toEqual(withoutBuckets(good))
  })

  it('replays a job that finished between two writes before the second, in the slices it ran in', async () => {
    const posted = await t.request('POST', '/v1/context/text', { body: { content: longText('firm') } })
    expect(posted.status).toBe(200)
    t.mock.clock.advance('4s')
    // The text is read over several turns of the event loop; the artifact completes after them.
    expect((await t.request('GET', `/v1/context/artifacts/${posted.body.artifact_id}`)).body.status).toBe('processing')
    await sliced(t.mock)
    expect((await t.request('GET', `/v1/context/artifacts/${posted.body.artifact_id}`)).body.status).toBe('completed')
    // Writes that need what the job wrote: the record of a person it created, deleted and linked.
    const people = await t.request('POST', '/v1/objects/person/records', { body: { limit: 500 } })
    const made = people.body.data.filter((record: any) => record.attributes.email_addresses?.[0]?.endsWith('.io'))
    expect(made.length).toBeGreaterThan(10)
    expect((await t.request('DELETE', `/v1/records/${made[0].id}`)).status).toBe(200)
    expect(
      (await t.request('POST', '/v1/tasks', { body: { title: 'Call the CFO', entity_ids: [made[1].id] } })).status,
    ).toBe(200)
    const snapshot = await t.request('GET', '/_mock/snapshot', { key: null })
    const kinds = snapshot.body.changes.map((c: { kind: string; slices: number }) => `${c.kind}@${c.slices}`)
    expect(kinds[0]).toBe('request@0')
    expect(snapshot.body.changes[1].slices).toBeGreaterThan(1)
    const before = await view(t.request)

    t.mock.reset()
    const restored = await t.request('POST', '/_mock/restore', { key: null, body: snapshot.body })
    expect(restored.status, restored.text).toBe(200)
    expect(await view(t.request)).toBe(before)
    expect(withoutBuckets((await t.request('GET', '/_mock/snapshot', { key: null })).body)).toEqual(
      withoutBuckets(snapshot.body),
    )
  })

  it('is exact after random writes (property)', async () => {
    const write = fc.oneof(
      fc.record({
        kind: fc.constant('person' as const),
        name: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim().length > 0),
      }),
      fc.record({
        kind: fc.constant('task' as const),
        title: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim().length > 0),
      }),
      fc.record({
        kind: fc.constant('note' as const),
        title: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim().length > 0),
      }),
      fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 1, max: 120_000 }) }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('key' as const), workspace: fc.constantFrom('7', '8') }),
      // A text read in slices (its job starts two steps after it is sent), and turns of the event
      // loop that let some of its slices run before the next write, or none.
      fc.record({ kind: fc.constant('ingest' as const), lines: fc.integer({ min: 1, max: 500 }) }),
      fc.record({ kind: fc.constant('turns' as const), turns: fc.integer({ min: 0, max: 12 }) }),
      // A write that depends on what the jobs wrote so far: a record of the workspace, deleted.
      fc.record({ kind: fc.constant('delete-any' as const), pick: fc.nat() }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(write, { maxLength: 12 }), async (writes) => {
        const source = createMock({ seed: 3, scenario: 'empty', rateLimit: 'off' })
        const ids: string[] = []
        let ingests = 0
        const call = (method: string, path: string, body?: unknown) =>
          source.fetch(path, {
            method,
            headers: { authorization: `Bearer ${source.apiKey}`, 'content-type': 'application/json' },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          })
        for (const w of writes) {
          if (w.kind === 'person')
            ids.push((await (await call('POST', '/v1/objects/person', { attributes: { name: w.name } })).json()).id)
          else if (w.kind === 'task')
            await call('POST', '/v1/tasks', { title: w.title, ...(ids.length ? { entity_ids: [ids[0]] } : {}) })
          else if (w.kind === 'note') await call('POST', '/v1/notes', { title: w.title })
          else if (w.kind === 'advance') source.clock.advance(w.ms)
          else if (w.kind === 'delete' && ids.length)
            await call('DELETE', `/v1/records/${ids.splice(w.pick % ids.length, 1)[0]}`)
          else if (w.kind === 'key') source.createKey({ scopes: ['record.read'], workspace: w.workspace })
          else if (w.kind === 'ingest')
            await call('POST', '/v1/context/text', { content: longText(`f${ingests++}x`, w.lines) })
          else if (w.kind === 'turns')
            for (let i = 0; i < w.turns; i++) await new Promise((resolve) => setImmediate(resolve))
          else if (w.kind === 'delete-any') {
            const all = (await (await call('POST', '/v1/objects/person/records', { limit: 500 })).json()).data
            if (all.length) await call('DELETE', `/v1/records/${all[w.pick % all.length].id}`)
          }
        }
        const snapshot = JSON.parse(JSON.stringify(source.snapshot()))
        const copy = createMock({ seed: 9, scenario: 'small', rateLimit: 'off' })
        await copy.restore(snapshot)
        expect(copy.snapshot()).toEqual(snapshot)
        // Slices still waiting when the snapshot was taken wait in the copy too; both run them out.
        await sliced(source)
        await sliced(copy)
        const read =
          (mock: typeof source) =>
          async (method: string, path: string, options: { body?: unknown; key?: string | null } = {}) => {
            const response = await mock.fetch(path, {
              method,
              headers: { authorization: `Bearer ${mock.apiKey}`, 'content-type': 'application/json' },
              ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
            })
            const text = await response.text()
            return { text }
          }
        expect(await view(read(copy))).toBe(await view(read(source)))
        expect(copy.listKeys()).toEqual(source.listKeys())
        source.close()
        copy.close()
      }),
      { numRuns: 25, seed: 14 },
    )
  }, 60_000)
})

describe('seed', () => {
  it('loads a YAML fixture over HTTP: records by ref, relationships, lists, tasks, notes, insights', async () => {
    const fixture = [
      'objects:',
      '  - { name: Deal, slug: deal, type: deal }',
      'attributes:',
      '  - { object: deal, name: Stage, slug: stage, type: text }',
      'records:',
      '  - { object: person, ref: ada, values: { name: Ada Lovelace, email_addresses: [ada@example.com] } }',
      '  - { object: company, ref: acme, values: { name: Acme } }',
      '  - { object: deal, ref: big, values: { name: Big deal, stage: won } }',
      'relationships:',
      '  - { type: one_to_many, object_1: company, object_2: person, entity_1_to_2_predicate: employs, entity_2_to_1_predicate: works at, links: [[acme, ada]] }',
      'lists:',
      '  - { object: person, name: VIP, slug: vip, members: [ada] }',
      'tasks:',
      '  - { title: Call Ada, records: [ada] }',
      'notes:',
      '  - { title: Met Ada, record: ada }',
      'insights:',
      '  - { content: Ada leads the analytical engine work, type: role_change, records: [ada] }',
    ].join('\n')
    const seeded = await t.request('POST', '/_mock/seed', { key: null, body: { fixture } })
    expect(seeded.status, seeded.text).toBe(200)
    expect(seeded.body).toEqual({ seed: 1, scenario: 'empty', records: 3 })
    const people = await t.request('POST', '/v1/objects/person/records', { body: {} })
    expect(people.body.data.map((r: any) => `${r.attributes.name.first_name} ${r.attributes.name.last_name}`)).toEqual([
      'Ada Lovelace',
    ])
    const ada = people.body.data[0].id
    const definitions = (await t.request('GET', '/v1/relationships')).body.data
    expect(definitions.map((d: any) => d.entity_2_to_1_predicate)).toContain('works at')
    const lists = (await t.request('GET', '/v1/objects/person/lists')).body.data
    const vip = lists.find((l: any) => l.slug === 'vip')
    const members = await t.request('POST', `/v1/lists/${vip.id}/records`, { body: {} })
    expect(members.body.data.map((m: any) => m.parent_id ?? m.id)).toContain(ada)
    expect((await t.request('GET', '/v1/tasks')).body.data.map((task: any) => [task.title, task.entity_ids])).toEqual([
      ['Call Ada', [ada]],
    ])
    expect((await t.request('GET', '/v1/notes')).body.data.map((note: any) => note.title)).toEqual(['Met Ada'])
    const insights = await t.request('GET', '/v1/insights?last=1d')
    expect(JSON.stringify(insights.body)).toContain('Ada leads the analytical engine work')
    // The fixture is part of the state: a snapshot restores it.
    const snapshot = t.mock.snapshot()
    expect(snapshot.changes.map((c) => c.kind)).toEqual(['fixture'])
    t.mock.reset()
    await t.mock.restore(snapshot)
    expect((await t.request('GET', '/v1/tasks')).body.data).toHaveLength(1)
  })

  it('names the path of a bad entry, and keeps nothing of the fixture', async () => {
    const bad = await t.request('POST', '/_mock/seed', {
      key: null,
      body: {
        fixture: {
          records: [
            { object: 'person', ref: 'a', values: { name: 'A' } },
            { object: 'person', values: { name: 'B', email_addresses: ['not an email'] } },
          ],
        },
      },
    })
    expectError(bad, 400, /^Invalid fixture: records\[1\]\.values\.email_addresses/)
    expectError(
      await t.request('POST', '/_mock/seed', {
        key: null,
        body: { fixture: { records: [{ object: 'person', values: 3 }] } },
      }),
      400,
      /^Invalid fixture: records\[0\]\.values: /,
    )
    expectError(
      await t.request('POST', '/_mock/seed', {
        key: null,
        body: { fixture: { tasks: [{ title: 'x', records: ['ghost'] }] } },
      }),
      400,
      'Invalid fixture: tasks[0].records[0]: no record with ref "ghost" in this fixture',
    )
    expectError(await t.request('POST', '/_mock/seed', { key: null, body: { fixture: 'records: [' } }), 400, {
      contains: 'not valid JSON or YAML',
    })
    expect(t.mock.describe().scenario).toBe('small')
    expect((await t.request('POST', '/v1/objects/person/records', { body: { limit: 1 } })).body.total).toBeGreaterThan(
      1,
    )
  })

  it('drops its change log past 32 MiB: snapshots answer 409 until a restore or reset, and writes go on', async () => {
    await t.request('POST', '/v1/tasks', { body: { title: 'Before' } })
    const early = t.mock.snapshot()
    // About 500 KiB a text: the log keeps each ingest's body, so the 66th passes 32 MiB.
    const text = 'Ada Lovelace met Charles Babbage in London. '.repeat(11_600)
    for (let i = 0; i < 70; i++) {
      expect((await t.request('POST', '/v1/context/text', { body: { content: `${i} ${text}` } })).status).toBe(200)
      // A workspace holds 32 MiB of queued text (docs/bounds.md): let these jobs finish, failing
      // at once rather than reading 500 KiB each; neither the clock nor these failures are changes.
      if (i % 50 === 49) {
        for (let k = 0; k < 50; k++) failNextJob(t.mock.store.jobs, 'artifact', 'not read in this test')
        t.mock.clock.advance('4s')
      }
    }
    const refused = await t.request('GET', '/_mock/snapshot', { key: null })
    expectError(
      refused,
      409,
      'No snapshot: the changes since the last reset passed what a snapshot may hold (32 MiB of JSON) at change 67, and the log was dropped; a reset, a seed or a restore starts a new one',
    )
    expect(() => t.mock.snapshot()).toThrow('at change 67')
    // The mock itself goes on: writes are acknowledged and read back.
    const task = await t.request('POST', '/v1/tasks', { body: { title: 'After' } })
    expect(task.status).toBe(200)
    expect((await t.request('GET', `/v1/tasks/${task.body.id}`)).body.title).toBe('After')
    // A restore starts a new log.
    expect((await t.request('POST', '/_mock/restore', { key: null, body: early })).status).toBe(200)
    expect((await t.request('GET', '/_mock/snapshot', { key: null })).body).toEqual(early)
    expect((await t.request('GET', `/v1/tasks/${task.body.id}`)).status).toBe(404)
    // 70 ingests of 500 KiB: about 5 s alone, more on a busy machine.
  }, 30_000)

  it('loads a named scenario with a seed', async () => {
    const seeded = await t.request('POST', '/_mock/seed', { key: null, body: { scenario: 'empty', seed: 5 } })
    expect(seeded.body).toEqual({ seed: 5, scenario: 'empty', records: 0 })
    expect((await t.request('POST', '/v1/objects/person/records', { body: {} })).body.total).toBe(0)
  })
})

describe('registration', () => {
  it("a registered workspace starts from the server's scenario", async () => {
    const registered = await t.request('POST', '/api/v1/agents/register', {
      key: null,
      body: { email: 'grace@example.com' },
    })
    const people = await t.request('POST', '/v1/objects/person/records', {
      key: registered.body.api_key,
      body: { limit: 1 },
    })
    expect(people.body.total).toBeGreaterThan(5)
  })
  describe('with registerScenario empty', () => {
    const empty = useTarget({ registerScenario: 'empty' })
    it('starts empty', async () => {
      const registered = await empty.request('POST', '/api/v1/agents/register', {
        key: null,
        body: { email: 'grace@example.com' },
      })
      const people = await empty.request('POST', '/v1/objects/person/records', {
        key: registered.body.api_key,
        body: { limit: 1 },
      })
      expect(people.body.total).toBe(0)
    })
  })
})
