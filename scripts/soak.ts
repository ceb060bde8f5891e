/*
 * npm run soak: 60 s of mixed load on loopback against the mock as `serve` runs it (real clock,
 * short job steps, no rate limit), from a separate client process, covering every operation:
 * writes of every kind, reads, streams that connect and leave, jobs polled to completion, and the
 * control surface's read-only and key operations. Afterwards every acknowledged write is read
 * back. The server process samples its RSS and the event loop's delay (perf_hooks
 * monitorEventLoopDelay). The figures go to docs/reliability.md.
 *
 *   npm run soak                 # 60 s, writes docs/reliability.md
 *   npm run soak -- --seconds 10 # a shorter run (still writes the document)
 */
import { fork } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { INSIGHT_STREAM } from '../src/core/insights/stream.js'
import { JOBS_IN_FLIGHT, MAX_QUEUED_FAILURES } from '../src/core/jobs/jobs.js'
import { WORKSPACE_LIMITS } from '../src/core/limits.js'
import { RETENTION } from '../src/core/retention.js'
import { STORE_LIMITS } from '../src/core/store.js'
import { createNodeHandler, createNodeServer, createMockCore } from '../src/index.js'
import { CHANGE_LOG_LIMIT } from '../src/mock/change-log.js'

const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`)
  return at === -1 ? fallback : args[at + 1]!
}

interface ClientReport {
  requests: number
  byStatus: Record<string, number>
  byOperation: Record<string, number>
  /** The slowest answer of each operation, in ms, as the client saw it. */
  slowest: Record<string, number>
  /** The first few 4xx answers of each status, to show what they were. */
  samples: Record<string, string[]>
  serverErrors: Array<{ op: string; status: number; body: string }>
  nonJson: Array<{ op: string; status: number; body: string }>
  transportErrors: Array<{ op: string; error: string }>
  streams: number
  jobs: { polled: number; completed: number; failed: number; unfinished: number }
  writes: { acknowledged: number; verified: number; lost: Array<{ what: string; status: number; body: string }> }
  /** Archived tasks and notes read back by id, each with its archived_at (none may be forgotten). */
  archived: { tasks: number; notes: number }
}

/**
 * How many archived tasks and notes the soak reads back at least: more than the 1,000 of each the
 * mock once kept (issue 23). A load that archived fewer makes and archives the rest after it.
 */
const ARCHIVED_AT_LEAST = 1_100

async function runServer(seconds: number): Promise<void> {
  const mock = createMockCore({
    seed: 1,
    scenario: 'small',
    clock: 'real',
    jobSteps: '100ms',
    rateLimit: 'off',
    validateResponses: false,
  })
  const server = createNodeServer(createNodeHandler(mock.pipeline, { bodyLimit: mock.bodyLimit }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  // A full collection before each memory figure (the flag is set here, so `npm run soak` needs none).
  setFlagsFromString('--expose-gc')
  ;(runInNewContext('gc') as () => void)()
  const heapStart = process.memoryUsage().heapUsed
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  const started = Date.now()
  const samples: Array<{ at: number; rss: number; heap: number; p99: number; max: number }> = []
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage()
    samples.push({
      at: Math.round((Date.now() - started) / 1000),
      rss,
      heap: heapUsed,
      p99: delay.percentile(99) / 1e6,
      max: delay.max / 1e6,
    })
  }
  sample()
  const sampler = setInterval(sample, 5_000)
  const child = fork(
    fileURLToPath(import.meta.url),
    ['--client', '--port', String(port), '--seconds', String(seconds), '--key', mock.apiKey],
    { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  )
  const report = await new Promise<ClientReport>((resolve, reject) => {
    child.once('message', (message) => resolve(message as ClientReport))
    child.once('exit', (code) => reject(new Error(`the client exited with ${code} before reporting`)))
  })
  clearInterval(sampler)
  sample()
  delay.disable()
  // Memory after a full collection: at start, with the load's state, and after a reset, which
  // keeps only the keys (and their workspaces, emptied): what stays is what the load left outside the state.
  const gc = runInNewContext('gc') as () => void
  gc()
  const loaded = { heap: process.memoryUsage().heapUsed, state: stateCounts(mock) }
  const bounds = checkBounds(mock)
  mock.reset()
  gc()
  const afterReset = {
    heap: process.memoryUsage().heapUsed,
    workspaces: mock.store.workspaces.size,
    keys: mock.store.keys.size,
    timers: mock.clock.pending(),
  }
  const memory = { start: heapStart, loaded, afterReset }
  server.closeAllConnections()
  server.close()
  mock.close?.()
  const document = renderReport(seconds, report, samples, delay.max / 1e6, delay.percentile(99) / 1e6, memory, bounds)
  const out = fileURLToPath(new URL('../docs/reliability.md', import.meta.url))
  writeFileSync(out, document)
  process.stdout.write(document)
  const failed =
    report.serverErrors.length +
    report.nonJson.length +
    report.writes.lost.length +
    (report.archived.tasks < ARCHIVED_AT_LEAST ? 1 : 0) +
    (report.archived.notes < ARCHIVED_AT_LEAST ? 1 : 0) +
    report.transportErrors.length +
    bounds.filter((b) => !b.held).length
  process.exit(failed === 0 ? 0 : 1)
}

type MockCore = ReturnType<typeof createMockCore>

/** What the state holds, summed over the workspaces. */
function stateCounts(mock: MockCore): Record<string, number> {
  const counts = {
    workspaces: mock.store.workspaces.size,
    keys: mock.store.keys.size,
    records: 0,
    insights: 0,
    triplets: 0,
    ghosts: 0,
    artifacts: 0,
    'clock timers': mock.clock.pending(),
  }
  for (const workspace of mock.store.workspaces.values()) {
    counts.records += workspace.records.size
    counts.insights += workspace.insights.byId.size
    counts.triplets += workspace.insights.triplets.size
    counts.ghosts += workspace.insights.ghosts.size
    counts.artifacts += workspace.context.artifacts.size
  }
  return counts
}

interface MemoryReport {
  start: number
  loaded: { heap: number; state: Record<string, number> }
  afterReset: { heap: number; workspaces: number; keys: number; timers: number }
}

interface BoundCheck {
  what: string
  value: number
  bound: number
  held: boolean
}

/** What the load left in the store, against each bound of docs/bounds.md (decisions 0021, 0028). */
function checkBounds(mock: ReturnType<typeof createMockCore>): BoundCheck[] {
  const { store } = mock
  const checks: BoundCheck[] = []
  const check = (what: string, value: number, bound: number) =>
    checks.push({ what, value, bound, held: value <= bound })
  check('workspaces', store.workspaceSlots.size, STORE_LIMITS.workspaces)
  const keysPer = new Map<string, number>()
  for (const key of store.keys.values()) keysPer.set(key.workspace_id, (keysPer.get(key.workspace_id) ?? 0) + 1)
  check('keys of the busiest workspace', Math.max(...keysPer.values()), STORE_LIMITS.keysPerWorkspace)
  const workspace = store.workspaces.get(store.defaultWorkspaceId)!
  check('artifacts kept', workspace.context.artifacts.size, RETENTION.artifacts)
  check('AI list jobs kept', workspace.listJobs.byId.size, RETENTION.listJobs)
  check('compounding runs kept', workspace.compounding.runs.size, RETENTION.compoundingRuns)
  check('insights kept', workspace.insights.byId.size, RETENTION.insights)
  check('triplets kept', workspace.insights.triplets.size, RETENTION.triplets)
  check('ghosts kept', workspace.insights.ghosts.size, RETENTION.ghosts)
  check('records', workspace.records.size, WORKSPACE_LIMITS.records)
  check('objects and lists', workspace.objects.size, WORKSPACE_LIMITS.objects)
  check('relationship definitions', workspace.relationships.definitions.size, WORKSPACE_LIMITS.relationshipDefinitions)
  check('tasks (archived ones included)', workspace.tasks.byId.size, WORKSPACE_LIMITS.tasks)
  check('notes (archived ones included)', workspace.notes.byId.size, WORKSPACE_LIMITS.notes)
  check('timeline events', workspace.timeline.count, WORKSPACE_LIMITS.timelineEvents)
  check('artifacts in flight', workspace.jobs.artifact.size, JOBS_IN_FLIGHT.artifact.jobs)
  check('insight streams open', workspace.insights.listeners.size, INSIGHT_STREAM.maxOpen)
  for (const [kind, queue] of store.jobs.failNext) check(`queued ${kind} failures`, queue.length, MAX_QUEUED_FAILURES)
  let changes = 0
  try {
    changes = JSON.stringify(mock.snapshot().changes).length
  } catch {
    // Past its bound the log was let go: a snapshot is 409, which is the bound holding.
  }
  check('change log (characters)', changes, CHANGE_LOG_LIMIT)
  return checks
}

function renderReport(
  seconds: number,
  report: ClientReport,
  samples: Array<{ at: number; rss: number; heap: number; p99: number; max: number }>,
  worst: number,
  p99: number,
  memory: MemoryReport,
  bounds: BoundCheck[],
): string {
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0)
  const ops = Object.entries(report.byOperation).sort(([a], [b]) => (a < b ? -1 : 1))
  return `# Reliability: a ${seconds} s soak

\`npm run soak\` (scripts/soak.ts), run on ${new Date().toISOString().slice(0, 10)} with Node ${process.version} on a shared 2-core machine.
The server is the mock as \`serve\` runs it (\`createNodeServer\` + \`createNodeHandler\`, seeded \`small\`
workspace, real clock, 100 ms job steps, rate limit off) in one process; the load comes from a
second process over loopback: 16 workers, each picking the next operation at random from every
operation of the public API and the safe part of the control API; insight streams connect, read
and leave; every job (artifact, AI list job, compounding run) is polled until it finishes. After
the load, every acknowledged write is read back.

| figure | value |
| --- | --: |
| requests | ${report.requests.toLocaleString('en')} |
| operations covered | ${ops.length} |
| 5xx answers | ${report.serverErrors.length} |
| answers that were not JSON (where JSON was due) | ${report.nonJson.length} |
| transport errors (reset, refused, timeout) | ${report.transportErrors.length} |
| streams opened and left | ${report.streams.toLocaleString('en')} |
| jobs polled to the end | ${report.jobs.polled} (${report.jobs.completed} completed, ${report.jobs.failed} failed as queued by fail-next, ${report.jobs.unfinished} unfinished) |
| acknowledged writes read back | ${report.writes.verified.toLocaleString('en')} of ${report.writes.acknowledged.toLocaleString('en')} |
| lost writes | ${report.writes.lost.length} |
| archived tasks and notes read back by id | ${report.archived.tasks.toLocaleString('en')} and ${report.archived.notes.toLocaleString('en')} (every one archived; at least ${ARCHIVED_AT_LEAST.toLocaleString('en')} of each) |
| worst event-loop delay (monitorEventLoopDelay) | ${worst.toFixed(1)} ms (p99 ${p99.toFixed(1)} ms) |

Answers by status: ${Object.entries(report.byStatus)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([status, count]) => `${status}: ${count.toLocaleString('en')}`)
    .join(', ')}. The 4xx are the API's own answers to requests the load sends on purpose (unknown
ids, a record deleted by another worker, a duplicate slug) and the bounds it runs into on purpose
(409 for a registration past the mock's 100 workspaces, a failure queued past 100, or an object
past the workspace's 1,000 in a long run).

What the load left, against each bound of docs/bounds.md (a bound not held fails the run):

| what | after the load | bound |
| --- | --: | --: |
${bounds.map((b) => `| ${b.what} | ${b.value.toLocaleString('en')} | ${b.bound.toLocaleString('en')}${b.held ? '' : ' **exceeded**'} |`).join('\n')}

The event-loop delay is how late a 10 ms timer of the server ran. The load generator runs on the
same 2 cores, and 16 workers keep the server busy without pause, so the delay holds the queue of
requests waiting their turn, garbage collection, and the CPU the other process took, not only one
request's own work. What one request may hold the loop for is bounded by the tests, in CPU time
(docs/bounds.md); the slowest in this mix is a registration, which seeds a workspace with the
scenario (about 15 ms of CPU once warm, 50 to 80 ms for the first few while V8 compiles).

RSS, heap and event-loop delay over time (server process; the heap as sampled, garbage included):

| second | RSS (MiB) | heap used (MiB) | delay p99 so far (ms) | delay max so far (ms) |
| --: | --: | --: | --: | --: |
${samples.map((s) => `| ${s.at} | ${mib(s.rss)} | ${mib(s.heap)} | ${s.p99.toFixed(1)} | ${s.max.toFixed(1)} |`).join('\n')}

What the memory holds, after a full garbage collection: the heap grows with the state the load
wrote (every acknowledged write is kept, as in the service), and a reset gives it back. What a
reset keeps is the keys the load issued, each with its workspace emptied to the starter objects.

| when | heap used (MiB) | what the state holds |
| --- | --: | --- |
| before the load | ${mib(memory.start)} | the seeded \`small\` workspace |
| after the load | ${mib(memory.loaded.heap)} | ${Object.entries(memory.loaded.state)
    .map(([name, n]) => `${n.toLocaleString('en')} ${name}`)
    .join(', ')} |
| after \`POST /_mock/reset\` | ${mib(memory.afterReset.heap)} | ${memory.afterReset.workspaces} workspaces (the seeded one, and one per key issued), ${memory.afterReset.keys} keys, ${memory.afterReset.timers} clock timers |

Requests per operation, and the slowest answer each got as the client saw it (queueing behind
other requests included):

| operation | requests | slowest (ms) |
| --- | --: | --: |
${ops.map(([op, count]) => `| \`${op}\` | ${count.toLocaleString('en')} | ${(report.slowest[op] ?? 0).toFixed(0)} |`).join('\n')}

Examples of the 4xx answers:

${Object.entries(report.samples)
  .map(([status, list]) => list.map((line) => `- ${status} ${line.replace(/\|/g, '/')}`).join('\n'))
  .join('\n')}
${report.serverErrors.length + report.nonJson.length + report.transportErrors.length + report.writes.lost.length > 0 ? `\nFailures (first 20):\n\n\`\`\`\n${JSON.stringify([...report.serverErrors, ...report.nonJson, ...report.transportErrors, ...report.writes.lost].slice(0, 20), null, 2)}\n\`\`\`\n` : ''}`
}

// ---------------------------------------------------------------------------------------------
// The client: 16 workers for `seconds`, then verification.

async function runClient(port: number, seconds: number, key: string): Promise<void> {
  const base = `http://127.0.0.1:${port}`
  const report: ClientReport = {
    requests: 0,
    byStatus: {},
    byOperation: {},
    slowest: {},
    samples: {},
    serverErrors: [],
    nonJson: [],
    transportErrors: [],
    streams: 0,
    jobs: { polled: 0, completed: 0, failed: 0, unfinished: 0 },
    writes: { acknowledged: 0, verified: 0, lost: [] },
    archived: { tasks: 0, notes: 0 },
  }
  let seq = 0
  const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)]

  async function call(
    op: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: any; text: string }> {
    report.requests++
    report.byOperation[op] = (report.byOperation[op] ?? 0) + 1
    const started = performance.now()
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${key}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      })
      const text = await response.text()
      report.slowest[op] = Math.max(report.slowest[op] ?? 0, performance.now() - started)
      report.byStatus[response.status] = (report.byStatus[response.status] ?? 0) + 1
      if (response.status >= 400) {
        const list = (report.samples[response.status] ??= [])
        if (list.length < 3) list.push(`${op}: ${text.slice(0, 160)}`)
      }
      let parsed: any = null
      const type = response.headers.get('content-type') ?? ''
      if (text !== '' && type.includes('json')) {
        try {
          parsed = JSON.parse(text)
        } catch {
          report.nonJson.push({ op, status: response.status, body: text.slice(0, 200) })
        }
      } else if (text !== '' && !type.includes('html') && !type.includes('event-stream'))
        report.nonJson.push({ op, status: response.status, body: text.slice(0, 200) })
      if (
        response.status >= 400 &&
        (parsed === null || typeof parsed.code !== 'number' || typeof parsed.message !== 'string')
      )
        report.nonJson.push({ op, status: response.status, body: text.slice(0, 200) })
      if (response.status >= 500) report.serverErrors.push({ op, status: response.status, body: text.slice(0, 300) })
      return { status: response.status, body: parsed, text }
    } catch (error) {
      report.transportErrors.push({ op, error: (error as Error).message })
      return { status: 0, body: null, text: '' }
    }
  }

  // What the load created and still expects to find.
  const records: Array<{ id: string; slug: string; name: string }> = []
  const tasks: Array<{ id: string; title: string; archived: boolean }> = []
  const notes: Array<{ id: string; title: string; archived: boolean }> = []
  const lists: Array<{ id: string; slug: string }> = []
  const members: Array<{ list: string; record: string }> = []
  const objects: string[] = []
  const definitions: string[] = []
  const instances: Array<{ record: string; id: string }> = []
  const connectIds: string[] = []
  const deleted = new Set<string>()

  const seeded = await call('POST /v1/objects/{slug}/records', 'POST', '/v1/objects/person/records', { limit: 50 })
  const seedPeople: string[] = (seeded.body?.data ?? []).map((r: { id: string | number }) => String(r.id))
  const companies = await call('POST /v1/objects/{slug}/records', 'POST', '/v1/objects/company/records', { limit: 20 })
  const seedCompanies: string[] = (companies.body?.data ?? []).map((r: { id: string | number }) => String(r.id))
  const objectIds = Object.fromEntries(
    ((await call('GET /v1/objects', 'GET', '/v1/objects')).body?.data ?? []).map(
      (o: { slug: string; id: string | number }) => [o.slug, String(o.id)],
    ),
  )
  const anyRecord = () => pick(records.filter((r) => !deleted.has(r.id)))?.id ?? pick(seedPeople)!

  async function poll(op: string, path: string, done: (body: any) => string | undefined): Promise<void> {
    report.jobs.polled++
    for (let i = 0; i < 100; i++) {
      const { status, body } = await call(op, 'GET', path)
      const state = status === 200 ? done(body) : 'gone'
      if (state === 'completed') return void report.jobs.completed++
      if (state === 'failed') return void report.jobs.failed++
      if (state === 'gone') break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    report.jobs.unfinished++
  }

  const operations: Array<() => Promise<unknown>> = [
    () => call('GET /v1/objects', 'GET', '/v1/objects?include_attributes=true'),
    async () => {
      const slug = `soak-${process.pid}-${++seq}`
      const { status } = await call('POST /v1/objects', 'POST', '/v1/objects', { name: `Soak ${seq}`, slug })
      if (status === 200) objects.push(slug)
    },
    () => call('GET /v1/objects/{slug}', 'GET', `/v1/objects/${pick(objects) ?? 'person'}`),
    () =>
      call('PATCH /v1/objects/{slug}', 'PATCH', `/v1/objects/${pick(objects) ?? 'company'}`, {
        description: `changed ${++seq}`,
      }),
    async () => {
      // A scratch object, deleted with what it holds.
      const slug = `scratch-${process.pid}-${++seq}`
      await call('POST /v1/objects', 'POST', '/v1/objects', { name: `Scratch ${seq}`, slug })
      await call('POST /v1/objects/{slug}', 'POST', `/v1/objects/${slug}`, { attributes: { name: 'gone soon' } })
      await call('DELETE /v1/objects/{slug}', 'DELETE', `/v1/objects/${slug}`)
    },
    async () => {
      const name = `Soak Person ${process.pid} ${++seq}`
      const { status, body } = await call('POST /v1/objects/{slug}', 'POST', '/v1/objects/person', {
        attributes: { name, email_addresses: [`soak${seq}@soak-example.com`], job_title: 'Engineer' },
      })
      if (status === 200) {
        records.push({ id: String(body.id), slug: 'person', name })
        report.writes.acknowledged++
      }
    },
    async () => {
      const domain = `soak${process.pid}x${++seq}.example.com`
      const { status, body } = await call('PUT /v1/objects/{slug}', 'PUT', '/v1/objects/company', {
        matching_attribute: 'domains',
        attributes: { name: `Soak Co ${seq}`, domains: [domain] },
      })
      if (status === 200) {
        records.push({ id: String(body.id), slug: 'company', name: `Soak Co ${seq}` })
        report.writes.acknowledged++
      }
    },
    async () => {
      const slug = pick(objects) ?? 'person'
      const attribute = `f${++seq}`
      const { status, body } = await call(
        'POST /v1/objects/{slug}/attributes',
        'POST',
        `/v1/objects/${slug}/attributes`,
        { name: `Field ${seq}`, slug: attribute, type: 'text' },
      )
      if (status === 200) {
        await call(
          'PATCH /v1/objects/{slug}/attributes/{attr_id}',
          'PATCH',
          `/v1/objects/${slug}/attributes/${body.id}`,
          { name: `Field ${seq} renamed` },
        )
        await call(
          'DELETE /v1/objects/{slug}/attributes/{attr_id}',
          'DELETE',
          `/v1/objects/${slug}/attributes/${body.id}`,
        )
      }
    },
    () =>
      call('POST /v1/objects/{slug}/records', 'POST', `/v1/objects/${pick(['person', 'company'])}/records`, {
        limit: 20,
        offset: Math.floor(Math.random() * 40),
        sort: { attribute: 'name', direction: 'asc' },
      }),
    () => call('GET /v1/records/{record_id}', 'GET', `/v1/records/${anyRecord()}`),
    async () => {
      const record = pick(records.filter((r) => r.slug === 'person' && !deleted.has(r.id)))
      if (record)
        await call('PATCH /v1/records/{record_id}', 'PATCH', `/v1/records/${record.id}`, {
          attributes: { job_title: `Title ${++seq}` },
        })
    },
    async () => {
      // Create and delete, so the deletion has something of its own to delete.
      const { status, body } = await call('POST /v1/objects/{slug}', 'POST', '/v1/objects/person', {
        attributes: { name: `Temp ${++seq}` },
      })
      if (status === 200) {
        deleted.add(String(body.id))
        await call('DELETE /v1/records/{record_id}', 'DELETE', `/v1/records/${body.id}`)
      }
    },
    async () => {
      const { status, body } = await call('POST /v1/relationships', 'POST', '/v1/relationships', {
        type: 'many_to_many',
        entity_definition_1_id: objectIds.person,
        entity_definition_2_id: objectIds.company,
        entity_1_to_2_predicate: `advises ${++seq}`,
        entity_2_to_1_predicate: 'advised by',
      })
      if (status === 200) definitions.push(String(body.id))
    },
    () => call('GET /v1/relationships', 'GET', '/v1/relationships'),
    async () => {
      const id = definitions.pop()
      if (id) await call('DELETE /v1/relationships/{id}', 'DELETE', `/v1/relationships/${id}`)
    },
    async () => {
      const definition = pick(definitions)
      const person = pick(seedPeople)!
      const company = pick(seedCompanies)!
      if (!definition) return
      const { status, body } = await call(
        'POST /v1/records/{record_id}/relationships',
        'POST',
        `/v1/records/${person}/relationships`,
        { definition_id: definition, entity_1_id: person, entity_2_id: company },
      )
      if (status === 200) instances.push({ record: person, id: String(body.id) })
    },
    async () => {
      const instance = instances.pop()
      if (instance)
        await call(
          'DELETE /v1/records/{record_id}/relationships/{rel_id}',
          'DELETE',
          `/v1/records/${instance.record}/relationships/${instance.id}`,
        )
    },
    async () => {
      const slug = `soak-list-${process.pid}-${++seq}`
      const { status, body } = await call('POST /v1/objects/{slug}/lists', 'POST', '/v1/objects/person/lists', {
        name: `Soak list ${seq}`,
        slug,
      })
      if (status === 200) lists.push({ id: String(body.id), slug })
    },
    () => call('GET /v1/objects/{slug}/lists', 'GET', '/v1/objects/person/lists'),
    () => call('GET /v1/lists/{id}', 'GET', `/v1/lists/${pick(lists)?.id ?? '1'}`),
    async () => {
      const slug = `scratch-list-${process.pid}-${++seq}`
      const { status, body } = await call('POST /v1/objects/{slug}/lists', 'POST', '/v1/objects/company/lists', {
        name: `Scratch list ${seq}`,
        slug,
      })
      if (status === 200) await call('DELETE /v1/lists/{id}', 'DELETE', `/v1/lists/${body.id}`)
    },
    async () => {
      const list = pick(lists)
      const record = pick(seedPeople.slice(0, 25))!
      if (!list) return
      const { status } = await call('POST /v1/lists/{id}', 'POST', `/v1/lists/${list.id}`, { parent_id: record })
      if (status === 200) {
        members.push({ list: list.id, record })
        report.writes.acknowledged++
      }
    },
    async () => {
      const list = pick(lists)
      if (list)
        await call('PUT /v1/lists/{id}', 'PUT', `/v1/lists/${list.id}`, { parent_id: pick(seedPeople.slice(0, 25))! })
    },
    async () => {
      const list = pick(lists)
      if (list) await call('POST /v1/lists/{id}/records', 'POST', `/v1/lists/${list.id}/records`, { limit: 20 })
    },
    async () => {
      const member = pick(members)
      if (member)
        await call(
          'PATCH /v1/lists/{id}/records/{record_id}',
          'PATCH',
          `/v1/lists/${member.list}/records/${member.record}`,
          { attributes: {} },
        )
    },
    async () => {
      // Its own membership, added and then removed.
      const list = pick(lists)
      if (!list) return
      // People the acknowledged memberships never use, so the removal takes nothing of theirs.
      const record = pick(seedPeople.slice(25))!
      await call('POST /v1/lists/{id}', 'POST', `/v1/lists/${list.id}`, { parent_id: record })
      await call('DELETE /v1/lists/{id}/records/{record_id}', 'DELETE', `/v1/lists/${list.id}/records/${record}`)
    },
    async () => {
      const title = `Soak task ${process.pid} ${++seq}`
      const { status, body } = await call('POST /v1/tasks', 'POST', '/v1/tasks', {
        title,
        priority: 'high',
        entity_ids: [pick(seedPeople)!],
      })
      if (status === 200) {
        tasks.push({ id: String(body.id), title, archived: false })
        report.writes.acknowledged++
      }
    },
    () => call('GET /v1/tasks', 'GET', `/v1/tasks?limit=20&search=soak`),
    () => call('GET /v1/tasks/{task_id}', 'GET', `/v1/tasks/${pick(tasks)?.id ?? '1'}`),
    async () => {
      const task = pick(tasks.filter((t) => !t.archived))
      if (task) await call('PATCH /v1/tasks/{task_id}', 'PATCH', `/v1/tasks/${task.id}`, { is_completed: true })
    },
    async () => {
      const task = pick(tasks.filter((t) => !t.archived))
      if (!task) return
      const { status } = await call('DELETE /v1/tasks/{task_id}', 'DELETE', `/v1/tasks/${task.id}`)
      if (status === 200) task.archived = true
    },
    async () => {
      const title = `Soak note ${process.pid} ${++seq}`
      const { status, body } = await call('POST /v1/notes', 'POST', '/v1/notes', {
        title,
        content: 'Met at the conference.',
        entity_id: pick(seedPeople)!,
      })
      if (status === 200) {
        notes.push({ id: String(body.id), title, archived: false })
        report.writes.acknowledged++
      }
    },
    () => call('GET /v1/notes', 'GET', '/v1/notes'),
    () => call('GET /v1/notes/{note_id}', 'GET', `/v1/notes/${pick(notes)?.id ?? '1'}`),
    async () => {
      const note = pick(notes.filter((n) => !n.archived))
      if (note) await call('PATCH /v1/notes/{note_id}', 'PATCH', `/v1/notes/${note.id}`, { content: `edited ${++seq}` })
    },
    async () => {
      const note = pick(notes.filter((n) => !n.archived))
      if (!note) return
      const { status } = await call('DELETE /v1/notes/{note_id}', 'DELETE', `/v1/notes/${note.id}`)
      if (status === 200) note.archived = true
    },
    () => call('GET /v1/records/{record_id}/timeline', 'GET', `/v1/records/${pick(seedPeople)}/timeline?limit=20`),
    () =>
      call('POST /v1/search', 'POST', '/v1/search', { query: pick(['engineer', 'berlin', 'soak', 'acme', 'Person']) }),
    async () => {
      const { status, text } = await call('POST /v1/context/text', 'POST', '/v1/context/text', {
        content: `Meeting notes: Soak Person ${seq} (soak.person${++seq}@soakco${seq}.com) works at Soakco${seq}. Send the proposal by Friday.`,
      })
      // The id is a JSON integer above 2^53: read from the text, as JSON.parse would round it.
      const id = /"artifact_id":\s*"?(\d+)/.exec(text)?.[1]
      if (status === 200 && id)
        await poll('GET /v1/context/artifacts/{artifact_id}', `/v1/context/artifacts/${id}`, (b) => b.status)
    },
    async () => {
      const { status, body } = await call('POST /v1/context/list/jobs', 'POST', '/v1/context/list/jobs', {
        query: pick(['engineers in Berlin', 'fintech CTOs', 'top 5 companies', 'people updated last week']),
        limit: 10,
      })
      if (status === 200)
        await poll(
          'GET /v1/context/list/jobs/{job_id}',
          `/v1/context/list/jobs/${body.message.job_id}`,
          (b) => b.message.status,
        )
    },
    async () => {
      const { status, body } = await call('POST /v1/compounding/trigger', 'POST', '/v1/compounding/trigger', {
        job_type: pick(['consolidation', 'pattern_detection', 'playbook_synthesis', 'decay_sweep', 'metrics']),
      })
      if (status === 202)
        await poll('GET /v1/compounding/jobs/{job_run_id}', `/v1/compounding/jobs/${body.job_run_id}`, (b) => b.status)
    },
    () =>
      call('POST /v1/context/ask', 'POST', '/v1/context/ask', {
        query: pick([
          'Who works at Acme?',
          'What changed recently?',
          'Where does she work?',
          'Tell me about the engineers',
        ]),
      }),
    () => call('GET /v1/graph', 'GET', `/v1/graph?limit=${pick([50, 500, 1000])}`),
    () => call('GET /v1/graph', 'GET', '/v1/graph?format=html&limit=100'),
    () => call('GET /v1/insights', 'GET', `/v1/insights?${pick(['last=1h', 'limit=50', 'last=1d&limit=100'])}`),
    async () => {
      report.streams++
      report.requests++
      report.byOperation['GET /v1/insights/stream'] = (report.byOperation['GET /v1/insights/stream'] ?? 0) + 1
      const controller = new AbortController()
      try {
        const response = await fetch(`${base}/v1/insights/stream`, {
          headers: { authorization: `Bearer ${key}` },
          signal: controller.signal,
        })
        report.byStatus[response.status] = (report.byStatus[response.status] ?? 0) + 1
        if (response.status >= 500)
          report.serverErrors.push({ op: 'GET /v1/insights/stream', status: response.status, body: '' })
        const reader = response.body!.getReader()
        await reader.read()
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 1500))
        controller.abort()
        await reader.cancel().catch(() => undefined)
      } catch (error) {
        if ((error as Error).name !== 'AbortError')
          report.transportErrors.push({ op: 'GET /v1/insights/stream', error: (error as Error).message })
      }
    },
    () => call('GET /v1/integrations', 'GET', '/v1/integrations'),
    async () => {
      const { status, body } = await call(
        'POST /v1/integrations/{type}/{provider}/connect',
        'POST',
        `/v1/integrations/${pick(['email', 'calendar'])}/google/connect`,
      )
      if (status === 200 && body?.connect_id) connectIds.push(String(body.connect_id))
    },
    () =>
      call(
        'GET /v1/integrations/connect/{connect_id}/status',
        'GET',
        `/v1/integrations/connect/${pick(connectIds) ?? 'unknown'}/status`,
      ),
    () =>
      call(
        'DELETE /v1/integrations/connections/{connection_id}',
        'DELETE',
        `/v1/integrations/connections/${Math.floor(Math.random() * 5) + 1}`,
      ),
    () => call('GET /_mock/health', 'GET', '/_mock/health'),
    () => call('GET /_mock/clock', 'GET', '/_mock/clock'),
    () => call('POST /_mock/keys', 'POST', '/_mock/keys', { scopes: ['record.read'] }),
    () => call('GET /_mock/keys', 'GET', '/_mock/keys'),
    () => call('GET /_mock/users', 'GET', '/_mock/users'),
    () => call('GET /_mock/journal', 'GET', '/_mock/journal?limit=20'),
    () => call('GET /_mock/in-flight', 'GET', '/_mock/in-flight'),
    () =>
      call('POST /_mock/jobs/fail-next', 'POST', '/_mock/jobs/fail-next', {
        kind: 'list_job',
        error: 'soak: a queued failure',
      }),
    () => call('GET /openapi.json', 'GET', '/openapi.json'),
    () => call('GET /_mock/openapi.json', 'GET', '/_mock/openapi.json'),
    // 150 emails: the first 99 make workspaces (the mock holds 100; later new emails are 409), and
    // registering one again revokes its oldest key past 10.
    () =>
      call('POST /api/v1/agents/register', 'POST', '/api/v1/agents/register', {
        email: `soak${process.pid}x${++seq % 150}@soak-example.com`,
      }),
  ]

  const deadline = Date.now() + seconds * 1000
  const worker = async () => {
    while (Date.now() < deadline) await pick(operations)!()
  }
  await Promise.all(Array.from({ length: 16 }, worker))

  // More archived tasks and notes than the mock once kept (1,000 of each), whatever the load did:
  // each made and archived (the API's delete), to be read back below.
  const archive = async (kind: 'tasks' | 'notes', rows: Array<{ id: string; title: string; archived: boolean }>) => {
    while (rows.filter((row) => row.archived).length < ARCHIVED_AT_LEAST) {
      const title = `Soak archived ${kind} ${process.pid} ${++seq}`
      const made = await call(`POST /v1/${kind}`, 'POST', `/v1/${kind}`, { title })
      if (made.status !== 200) throw new Error(`POST /v1/${kind} answered ${made.status}: ${made.text.slice(0, 200)}`)
      report.writes.acknowledged++
      const row = { id: String(made.body.id), title, archived: false }
      rows.push(row)
      const { status } = await call(`DELETE /v1/${kind}/{id}`, 'DELETE', `/v1/${kind}/${row.id}`)
      if (status === 200) row.archived = true
    }
  }
  await archive('tasks', tasks)
  await archive('notes', notes)

  // Every acknowledged write, read back.
  const lost = (what: string, status: number, body: unknown) =>
    report.writes.lost.push({ what, status, body: JSON.stringify(body).slice(0, 200) })
  const check = async (what: string, path: string, ok: (body: any) => boolean) => {
    const { status, body } = await call(`verify ${what}`, 'GET', path)
    if (status === 200 && ok(body)) report.writes.verified++
    else lost(`${what} ${path}`, status, body)
  }
  const names = (body: any) => JSON.stringify(body.attributes?.name ?? body.values?.name ?? body)
  for (const record of records) {
    if (deleted.has(record.id)) continue
    const first = record.name.split(' ')[0]!
    await check('record', `/v1/records/${record.id}`, (body) => names(body).includes(first))
  }
  // An archived one must still be there, with its archived_at: a delete archives, it does not remove.
  for (const [kind, rows] of [
    ['tasks', tasks],
    ['notes', notes],
  ] as const)
    for (const row of rows)
      await check(kind.slice(0, -1), `/v1/${kind}/${row.id}`, (body) => {
        const ok = body.title === row.title && (!row.archived || body.archived_at !== undefined)
        if (ok && row.archived) report.archived[kind]++
        return ok
      })
  const listed = new Map<string, Set<string>>()
  for (const member of members) {
    let set = listed.get(member.list)
    if (!set) {
      const { body } = await call('verify list members', 'POST', `/v1/lists/${member.list}/records`, { limit: 500 })
      listed.set(
        member.list,
        (set = new Set((body?.data ?? []).map((m: { parent_id: string | number }) => String(m.parent_id)))),
      )
    }
    if (set.has(member.record)) report.writes.verified++
    else lost(`list member ${member.record} of ${member.list}`, 200, [...set])
  }
  process.send!(report, () => process.exit(0))
}

// Last, so every constant above is initialized before the run reads it.
if (args.includes('--client'))
  await runClient(Number(option('port', '0')), Number(option('seconds', '60')), option('key', ''))
else await runServer(Number(option('seconds', '60')))
