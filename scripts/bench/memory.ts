/*
 * What state costs in memory: the heap bytes one unit of each kind of state holds, measured by
 * creating many of it and dividing the heap's growth (after a full GC) by the count. The figures
 * back the bounds of docs/bounds.md and decision 0028 (figures vary by a few percent between runs; now
 * and then a collection of earlier garbage during a measurement makes one row read low: run it twice).
 *
 *   npm run bench:memory        # node --expose-gc --import tsx scripts/bench/memory.ts
 *
 * Each kind is measured through the public API of a fresh mock (the journal kept to one entry, so
 * it does not count), and separately what the mock's change log (the snapshot, decision 0019)
 * keeps for the same requests.
 */
import { createMockCore } from '../../src/index.js'
import { addInsights, addTriplet, mentionGhost, type EntityRef } from '../../src/core/insights/state.js'
import { createList } from '../../src/core/lists/lists.js'
import { addMember } from '../../src/core/lists/members.js'
import { createRecord } from '../../src/core/records/records.js'
import { createRelationshipDefinition } from '../../src/core/relationships/definitions.js'
import { createRelationshipInstance } from '../../src/core/relationships/instances.js'
import { findObject } from '../../src/core/schema/objects.js'
import { buildNameIndex, forgetNameIndex } from '../../src/core/ask/matching.js'

const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('Run with node --expose-gc --import tsx scripts/bench/memory.ts')

function heap(): number {
  gc!()
  gc!()
  return process.memoryUsage().heapUsed
}

const rows: Array<[string, string, string]> = []
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

function fresh(scenario: 'empty' | 'small' | 'large' = 'empty', registerScenario: 'scenario' | 'empty' = 'scenario') {
  return createMockCore({
    seed: 1,
    scenario,
    rateLimit: 'off',
    journalSize: 1,
    validateResponses: false,
    registerScenario,
  })
}

async function perRequest(
  what: string,
  count: number,
  send: (mock: ReturnType<typeof fresh>, i: number) => Promise<Response>,
  setup?: (mock: ReturnType<typeof fresh>) => Promise<void>,
  scenario: 'empty' | 'small' = 'empty',
): Promise<void> {
  const mock = fresh(scenario)
  await setup?.(mock)
  const changesBefore = JSON.stringify(mock.snapshot().changes).length
  const before = heap()
  for (let i = 0; i < count; i++) {
    const response = await send(mock, i)
    if (response.status >= 300) throw new Error(`${what}: ${response.status} ${await response.text()}`)
    await response.arrayBuffer()
  }
  const after = heap()
  const changes = JSON.stringify(mock.snapshot().changes).length - changesBefore
  rows.push([what, kib((after - before) / count), kib(changes / count)])
  mock.close()
}

const ids: string[] = []
const json = (mock: ReturnType<typeof fresh>, method: string, path: string, body: unknown) =>
  mock.fetch(path, {
    method,
    headers: { authorization: `Bearer ${mock.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

await perRequest('person record (name, e-mail, job title)', 5_000, (mock, i) =>
  json(mock, 'POST', '/v1/objects/person', {
    attributes: {
      name: `Person Number${i}`,
      email_addresses: [`person${i}@example-${i % 50}.com`],
      job_title: 'Engineer',
    },
  }),
)
// What the person record's heap is made of: the same writes on a fresh mock, then each part let go
// in turn and the heap's fall divided by the count (what is left is the change log and the rest).
{
  const mock = fresh()
  const workspace = mock.store.workspaces.get(mock.store.defaultWorkspaceId)!
  const n = 5_000
  const start = heap()
  for (let i = 0; i < n; i++) {
    const response = await json(mock, 'POST', '/v1/objects/person', {
      attributes: {
        name: `Person Number${i}`,
        email_addresses: [`person${i}@example-${i % 50}.com`],
        job_title: 'Engineer',
      },
    })
    await response.arrayBuffer()
  }
  let last = heap()
  rows.push(['- the same, written again (the parts below add up to it)', kib((last - start) / n), '-'])
  // The name index is made by a workspace's first question, not by writes: what it holds once asked.
  buildNameIndex(workspace)
  rows.push(['- not in it: the name index (ask), once a question built it', kib((heap() - last) / n), '-'])
  forgetNameIndex(workspace)
  last = heap()
  const part = (what: string, release: () => void) => {
    release()
    const now = heap()
    rows.push([`- of which ${what}`, kib((last - now) / n), '-'])
    last = now
  }
  part('its timeline event', () => {
    workspace.timeline.byRecord.clear()
    workspace.timeline.written = []
  })
  part('the record (id, timestamps, values)', () => workspace.records.clear())
  part('the created_at order, unique index, records by object', () => {
    workspace.orderIndexes.clear()
    workspace.uniqueIndex.clear()
    workspace.recordIdsByObject.clear()
  })
  rows.push(['- of which the change log and the rest', kib((last - start) / n), '-'])
  mock.close()
}
await perRequest(
  'record update (one attribute; adds a timeline event)',
  5_000,
  (mock, i) => json(mock, 'PATCH', `/v1/records/${ids[0]}`, { attributes: { job_title: `Title ${i}` } }),
  async (mock) => {
    const created = await (
      await json(mock, 'POST', '/v1/objects/person', { attributes: { name: 'Ada Lovelace' } })
    ).json()
    ids[0] = String(created.id)
  },
)
await perRequest('note (title, 200 characters)', 5_000, (mock, i) =>
  json(mock, 'POST', '/v1/notes', {
    title: `Note ${i}`,
    content: 'Met at the conference; wants a follow-up about pricing next week. '.repeat(3).slice(0, 200),
  }),
)
await perRequest('task (title, description)', 5_000, (mock, i) =>
  json(mock, 'POST', '/v1/tasks', { title: `Task ${i}`, description: 'Send the proposal', priority: 'high' }),
)

// Derived state, written through the core as ingestion writes it.
{
  const mock = fresh()
  const workspace = mock.store.workspaces.get(mock.store.defaultWorkspaceId)!
  const ada: EntityRef = { id: '1', name: 'Ada Lovelace', type: 'person' }
  const acme: EntityRef = { id: '2', name: 'Acme', type: 'company' }
  // As many as a workspace keeps (RETENTION), so none is forgotten while measuring.
  const n = 5_000
  let before = heap()
  for (let i = 0; i < n; i++)
    addInsights(workspace, mock.clock, [
      {
        content: `Ada Lovelace works at Acme as Head of Growth (note ${i}); she wants a demo next week.`,
        type: 'relationship',
        confidence: 0.8,
        target: { entity_type: 'person', hint: 'Ada Lovelace' },
        entities: [ada, acme],
        artifact_id: String(i),
      },
    ])
  rows.push(['insight (90 characters, 2 entities)', kib((heap() - before) / n), '-'])
  before = heap()
  for (let i = 0; i < n; i++)
    addTriplet(workspace, mock.clock, {
      subject: ada,
      predicate: 'works_at',
      object: acme,
      confidence: 0.8,
      artifact_id: String(i),
    })
  rows.push(['triplet', kib((heap() - before) / n), '-'])
  before = heap()
  for (let i = 0; i < n; i++) mentionGhost(workspace, mock.clock, `Someone Unknown${i}`, 'person')
  rows.push(['ghost', kib((heap() - before) / n), '-'])
  mock.close()
}

// User-written state that takes other records to exist: relationship instances and list entries,
// written through the core on 200 people and 200 companies (what each adds, timeline events included).
{
  const mock = fresh()
  const workspace = mock.store.workspaces.get(mock.store.defaultWorkspaceId)!
  const person = findObject(workspace, 'person')
  const company = findObject(workspace, 'company')
  const people = Array.from({ length: 200 }, (_, i) =>
    createRecord(workspace, mock.clock, person, { name: `Person ${i}` }),
  )
  const companies = Array.from({ length: 200 }, (_, i) =>
    createRecord(workspace, mock.clock, company, { name: `Company ${i}` }),
  )
  const definition = createRelationshipDefinition(workspace, mock.clock, {
    type: 'many_to_many',
    entity_definition_1_id: person.id,
    entity_definition_2_id: company.id,
  })
  let before = heap()
  let count = 0
  for (const p of people.slice(0, 50))
    for (const c of companies)
      (createRelationshipInstance(workspace, mock.clock, p.id, {
        definition_id: definition.id,
        entity_1_id: p.id,
        entity_2_id: c.id,
      }),
        count++)
  rows.push(['relationship instance (with its two timeline events)', kib((heap() - before) / count), '-'])
  before = heap()
  count = 0
  for (let l = 0; l < 25; l++) {
    const list = createList(workspace, mock.clock, person, { name: `List ${l}`, slug: `list-${l}` })
    for (const p of people) (addMember(workspace, mock.clock, list, { parent_id: p.id }), count++)
  }
  rows.push(['list entry (with its timeline event)', kib((heap() - before) / count), '-'])
  mock.close()
}

// Whole workspaces.
for (const scenario of ['small', 'large'] as const) {
  const before = heap()
  const mock = fresh(scenario)
  rows.push([`the default workspace, scenario ${scenario}`, `${((heap() - before) / 1024 / 1024).toFixed(1)} MiB`, '-'])
  mock.close()
}
await perRequest(
  'registration (a new workspace, scenario small)',
  20,
  (mock, i) =>
    mock.fetch('/api/v1/agents/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `dev${i}@example.com` }),
    }),
  undefined,
  'small',
)

console.log('| what | heap per unit | change log per unit |\n| --- | --: | --: |')
for (const [what, bytes, changes] of rows) console.log(`| ${what} | ${bytes} | ${changes} |`)
