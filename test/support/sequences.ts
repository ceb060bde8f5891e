import fc from 'fast-check'
import { COMPOUNDING_JOB_TYPES } from '../../src/core/compounding/state.js'
import { publicRoutes } from '../../src/http/routes/index.js'
import { parseExactJson } from './json.js'

/**
 * Random sequences over the whole API: every one of the 61 public operations and the control
 * actions (connect flows approved and denied, WhatsApp, failed jobs, faults, keys issued and
 * revoked, registrations, the clock, turns of the event loop while jobs run in slices). A step
 * names an action and two numbers; the action picks what it acts on from what earlier answers
 * made (the pools), or an id that does not exist, so sequences hold 4xx answers too.
 */

/** Sends one request: `key` undefined is the development key, null none. */
export type Send = (
  method: string,
  path: string,
  options?: { body?: unknown; key?: string | null; headers?: Record<string, string> },
) => Promise<{ status: number; text: string; body: any; headers: Headers }>

/** What earlier answers made, by kind. The same ids exist in a restored copy. */
export interface Pools {
  objects: string[]
  attributes: Array<[slug: string, id: string]>
  records: string[]
  lists: string[]
  definitions: string[]
  instances: Array<[record: string, id: string]>
  tasks: string[]
  notes: string[]
  artifacts: string[]
  listJobs: string[]
  runs: string[]
  sessions: string[]
  connects: string[]
  connections: string[]
  rules: string[]
  keys: Array<{ key: string; token_id: string }>
  faults: string[]
  users: string[]
  workspaces: string[]
}

export const emptyPools = (): Pools => ({
  objects: ['person', 'company'],
  attributes: [],
  records: [],
  lists: [],
  definitions: [],
  instances: [],
  tasks: [],
  notes: [],
  artifacts: [],
  listJobs: [],
  runs: [],
  sessions: [],
  connects: [],
  connections: [],
  rules: [],
  keys: [],
  faults: [],
  users: [],
  workspaces: [],
})

export interface Step {
  action: string
  a: number
  b: number
}

const NAMES = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Katherine Johnson',
  'Edsger Dijkstra',
  'Barbara Liskov',
  'Donald Knuth',
  'Margaret Hamilton',
]
const COMPANIES = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Stark Industries', 'Wayne Enterprises']
const TEXTS = [
  'Ada Lovelace (ada@analytical.io) is the CTO of Analytical Engines Ltd in London. She met Charles Babbage on Monday.',
  'Grace Hopper joined Navy Systems as head of compilers. Call Grace next week about the COBOL contract.',
  'Alan Turing from Bletchley Park works with Joan Clarke on codebreaking; Alan reports to Dilly Knox.',
  'Katherine Johnson at NASA computed the trajectory; Dorothy Vaughan leads the West Area Computing unit.',
]
const RULES = [
  'Tell me about Acme every Monday at 9am',
  'Notify me of new insights on Ada Lovelace every day at 8am',
  'Every hour tell me about new people',
  'Summarise changes to companies every Friday at 5pm',
]
const LIST_QUERIES = ['engineers in Berlin', 'CTOs at fintech companies', 'people at Acme', 'companies added last week']
const ASKS = ['Who is Ada Lovelace?', 'Where does she work?', 'Who works at Acme?', 'What happened this week?']
const SCOPES_SETS = [
  ['record.read', 'record.write', 'task.read', 'task.write', 'note.read', 'note.write'],
  ['integration.read', 'integration.write', 'notification.read', 'notification.write', 'insight.stream'],
  ['record.read'],
]

const pick = <T>(items: readonly T[], n: number): T | undefined => (items.length ? items[n % items.length] : undefined)
/** An id of the pool most of the time, now and then one that does not exist. */
const idOf = (items: readonly string[], n: number): string => (n % 9 === 8 ? '99999' : (pick(items, n) ?? '99999'))
const text = (items: readonly string[], n: number): string => items[n % items.length]!

type Act = (send: Send, pools: Pools, a: number, b: number, control: Control) => Promise<unknown>

/** What the control actions need beside requests: the clock and the event loop. */
export interface Control {
  /** Lets the event loop turn `n` times (job slices run between them). */
  turns(n: number): Promise<void>
}

/** Keeps the id of an answer when it succeeded. */
const keep = (pool: string[], value: unknown): void => {
  if (value !== undefined && value !== null) pool.push(String(value))
}

/** The key a step uses: usually the development key, now and then one it issued. */
const keyOf = (pools: Pools, n: number): string | undefined => (n % 5 === 4 ? pick(pools.keys, n)?.key : undefined)

/** Every action, by name: the public operations (by operationId) and the control actions. */
export const ACTIONS: Record<string, Act> = {
  // Objects and attributes
  listObjects: (send) => send('GET', '/v1/objects'),
  createObject: async (send, pools, a) => {
    const slug = `thing-${a % 6}`
    const answer = await send('POST', '/v1/objects', {
      body: { name: `Thing ${a % 6}`, name_plural: `Things ${a % 6}`, slug, type: a % 2 ? 'custom' : 'deal' },
    })
    if (answer.status === 200) pools.objects.push(slug)
  },
  getObject: (send, pools, a) => send('GET', `/v1/objects/${pick(pools.objects, a)}`),
  updateObject: (send, pools, a, b) =>
    send('PATCH', `/v1/objects/${pick(pools.objects, a)}`, { body: { description: `Described ${b % 10}` } }),
  deleteObject: (send, pools, a) => send('DELETE', `/v1/objects/${pick(pools.objects, a)}`),
  createAttribute: async (send, pools, a, b) => {
    const slug = pick(pools.objects, a)!
    const answer = await send('POST', `/v1/objects/${slug}/attributes`, {
      body: { name: `Score ${b % 4}`, slug: `score_${b % 4}`, type: b % 2 ? 'number' : 'text' },
    })
    if (answer.status === 200) pools.attributes.push([slug, answer.body.id])
  },
  updateAttribute: (send, pools, a, b) => {
    const [slug, id] = pick(pools.attributes, a) ?? ['person', '99999']
    return send('PATCH', `/v1/objects/${slug}/attributes/${id}`, { body: { description: `About ${b % 5}` } })
  },
  deleteAttribute: (send, pools, a) => {
    const [slug, id] = pick(pools.attributes, a) ?? ['person', '99999']
    return send('DELETE', `/v1/objects/${slug}/attributes/${id}`)
  },
  // Records
  createRecord: async (send, pools, a, b) => {
    const person = b % 3 !== 0
    const answer = await send('POST', person ? '/v1/objects/person' : '/v1/objects/company', {
      key: keyOf(pools, b),
      body: person
        ? { attributes: { name: text(NAMES, a), email_addresses: [`p${a % 40}@example.com`] } }
        : { attributes: { name: text(COMPANIES, a), domains: [`c${a % 40}.example.com`] } },
    })
    if (answer.status === 200) keep(pools.records, answer.body.id)
  },
  upsertRecord: async (send, pools, a) => {
    const answer = await send('PUT', '/v1/objects/company', {
      body: {
        matching_attribute: 'domains',
        attributes: { name: text(COMPANIES, a), domains: [`c${a % 12}.example.com`] },
      },
    })
    if (answer.status === 200 && !pools.records.includes(String(answer.body.id))) keep(pools.records, answer.body.id)
  },
  listRecords: (send, pools, a) =>
    send('POST', `/v1/objects/${pick(pools.objects, a)}/records`, { body: { limit: 5, offset: a % 3 } }),
  getRecord: (send, pools, a) => send('GET', `/v1/records/${idOf(pools.records, a)}`),
  updateRecord: (send, pools, a, b) =>
    send('PATCH', `/v1/records/${idOf(pools.records, a)}`, { body: { attributes: { job_title: `Title ${b % 7}` } } }),
  deleteRecord: (send, pools, a) => send('DELETE', `/v1/records/${idOf(pools.records, a)}`),
  // Relationships
  createRelationshipDefinition: async (send, pools, a) => {
    const objects = (await send('GET', '/v1/objects')).body?.data ?? []
    const id = (slug: string) => objects.find((o: any) => o.slug === slug)?.id ?? '99999'
    const answer = await send('POST', '/v1/relationships', {
      body: {
        type: ['many_to_many', 'one_to_many', 'one_to_one'][a % 3],
        entity_definition_1_id: id('person'),
        entity_definition_2_id: id('company'),
        entity_1_to_2_predicate: `works at ${a % 5}`,
        entity_2_to_1_predicate: `employs ${a % 5}`,
      },
    })
    if (answer.status === 200) keep(pools.definitions, answer.body.id)
  },
  listRelationshipDefinitions: (send) => send('GET', '/v1/relationships'),
  deleteRelationshipDefinition: (send, pools, a) => send('DELETE', `/v1/relationships/${idOf(pools.definitions, a)}`),
  createRelationshipInstance: async (send, pools, a, b) => {
    const record = idOf(pools.records, a)
    const answer = await send('POST', `/v1/records/${record}/relationships`, {
      body: { definition_id: idOf(pools.definitions, b), entity_1_id: record, entity_2_id: idOf(pools.records, b) },
    })
    if (answer.status === 200) pools.instances.push([record, String(answer.body.id)])
  },
  deleteRelationshipInstance: (send, pools, a) => {
    const [record, id] = pick(pools.instances, a) ?? ['99999', '99999']
    return send('DELETE', `/v1/records/${record}/relationships/${id}`)
  },
  // Lists
  createList: async (send, pools, a) => {
    const answer = await send('POST', `/v1/objects/${a % 2 ? 'person' : 'company'}/lists`, {
      body: { name: `List ${a % 5}`, slug: `list-${a % 5}` },
    })
    if (answer.status === 200) keep(pools.lists, answer.body.id)
  },
  listObjectLists: (send, pools, a) => send('GET', `/v1/objects/${pick(pools.objects, a)}/lists`),
  getList: (send, pools, a) => send('GET', `/v1/lists/${idOf(pools.lists, a)}`),
  deleteList: (send, pools, a) => send('DELETE', `/v1/lists/${idOf(pools.lists, a)}`),
  addListMember: (send, pools, a, b) =>
    send('POST', `/v1/lists/${idOf(pools.lists, a)}`, { body: { parent_id: idOf(pools.records, b) } }),
  upsertListMember: (send, pools, a, b) =>
    send('PUT', `/v1/lists/${idOf(pools.lists, a)}`, { body: { parent_id: idOf(pools.records, b) } }),
  listListMembers: (send, pools, a) =>
    send('POST', `/v1/lists/${idOf(pools.lists, a)}/records`, { body: { limit: 5 } }),
  updateListMember: (send, pools, a, b) =>
    send('PATCH', `/v1/lists/${idOf(pools.lists, a)}/records/${idOf(pools.records, b)}`, { body: { attributes: {} } }),
  removeListMember: (send, pools, a, b) =>
    send('DELETE', `/v1/lists/${idOf(pools.lists, a)}/records/${idOf(pools.records, b)}`),
  // Tasks and notes
  createTask: async (send, pools, a, b) => {
    const answer = await send('POST', '/v1/tasks', {
      key: keyOf(pools, b),
      body: {
        title: `Call ${text(NAMES, a)}`,
        priority: ['low', 'medium', 'high', 'urgent'][b % 4],
        ...(b % 2 ? { due_date: `2026-0${1 + (a % 9)}-1${b % 10}` } : {}),
        ...(pools.records.length && a % 3 ? { entity_ids: [pick(pools.records, b)] } : {}),
      },
    })
    if (answer.status === 200) keep(pools.tasks, answer.body.id)
  },
  listTasks: (send, pools, a) =>
    send('GET', `/v1/tasks?limit=5${a % 3 === 0 ? '&is_completed=true' : ''}${a % 4 === 1 ? '&assignee_id=me' : ''}`),
  getTask: (send, pools, a) => send('GET', `/v1/tasks/${idOf(pools.tasks, a)}`),
  updateTask: (send, pools, a, b) =>
    send('PATCH', `/v1/tasks/${idOf(pools.tasks, a)}`, {
      body: b % 2 ? { is_completed: b % 4 === 1 } : { title: `Renamed ${b % 10}` },
    }),
  deleteTask: (send, pools, a) => send('DELETE', `/v1/tasks/${idOf(pools.tasks, a)}`),
  createNote: async (send, pools, a, b) => {
    const answer = await send('POST', '/v1/notes', {
      key: keyOf(pools, b),
      body: {
        title: `Met ${text(NAMES, a)}`,
        content: text(TEXTS, b),
        ...(pools.records.length && a % 2 ? { entity_id: pick(pools.records, b) } : {}),
      },
    })
    if (answer.status === 200) keep(pools.notes, answer.body.id)
  },
  listNotes: (send) => send('GET', '/v1/notes'),
  getNote: (send, pools, a) => send('GET', `/v1/notes/${idOf(pools.notes, a)}`),
  updateNote: (send, pools, a, b) =>
    send('PATCH', `/v1/notes/${idOf(pools.notes, a)}`, { body: { content: `Updated ${b % 10}` } }),
  deleteNote: (send, pools, a) => send('DELETE', `/v1/notes/${idOf(pools.notes, a)}`),
  getRecordTimeline: (send, pools, a) => send('GET', `/v1/records/${idOf(pools.records, a)}/timeline?limit=5`),
  searchRecords: (send, pools, a) => send('POST', '/v1/search', { body: { query: text(NAMES, a).split(' ')[0] } }),
  // Context, insights, jobs
  addContext: async (send, pools, a) => {
    const answer = await send('POST', '/v1/context/text', { body: { content: text(TEXTS, a) } })
    if (answer.status === 200) keep(pools.artifacts, answer.body.artifact_id)
  },
  getArtifact: (send, pools, a) => send('GET', `/v1/context/artifacts/${idOf(pools.artifacts, a)}`),
  createAIListJob: async (send, pools, a) => {
    const answer = await send('POST', '/v1/context/list/jobs', {
      body: { query: text(LIST_QUERIES, a), object_type: a % 2 ? 'contact' : 'company', limit: 5 },
    })
    if (answer.status === 200) keep(pools.listJobs, answer.body.message?.job_id)
  },
  getAIListJob: (send, pools, a) => send('GET', `/v1/context/list/jobs/${idOf(pools.listJobs, a)}`),
  triggerCompoundingJob: async (send, pools, a, b) => {
    const answer = await send('POST', '/v1/compounding/trigger', {
      body: { job_type: COMPOUNDING_JOB_TYPES[a % COMPOUNDING_JOB_TYPES.length], dry_run: b % 3 === 0 },
    })
    if (answer.status === 202) keep(pools.runs, answer.body.job_run_id)
  },
  getCompoundingJobStatus: (send, pools, a) => send('GET', `/v1/compounding/jobs/${idOf(pools.runs, a)}`),
  queryContext: async (send, pools, a, b) => {
    const session = b % 2 ? pick(pools.sessions, b) : undefined
    const answer = await send('POST', '/v1/context/ask', {
      body: { query: text(ASKS, a), ...(session ? { session_id: session } : {}) },
    })
    if (answer.status === 200 && answer.body.session_id && !pools.sessions.includes(answer.body.session_id))
      pools.sessions.push(answer.body.session_id)
  },
  getGraph: (send, pools, a) => send('GET', `/v1/graph?limit=${5 + (a % 20)}`),
  listInsights: (send, pools, a) => send('GET', `/v1/insights?last=${['1h', '1d', '30d'][a % 3]}`),
  streamInsights: (send) => send('GET', '/v1/insights/stream'),
  // Integrations
  listIntegrations: (send) => send('GET', '/v1/integrations'),
  startIntegrationConnect: async (send, pools, a, b) => {
    const pairs = ['crm/hubspot', 'email/google', 'calendar/microsoft', 'email/nope', 'messaging/whatsapp']
    const answer = await send('POST', `/v1/integrations/${text(pairs, a)}/connect`, { key: keyOf(pools, b) })
    if (answer.status === 200) keep(pools.connects, answer.body.connect_id)
  },
  getConnectStatus: (send, pools, a) =>
    send('GET', `/v1/integrations/connect/${pick(pools.connects, a) ?? 'cn_unknown'}/status`),
  disconnectIntegration: (send, pools, a) =>
    send('DELETE', `/v1/integrations/connections/${idOf(pools.connections, a)}`),
  // Notifications
  getNotificationFeed: (send, pools, a) => send('GET', `/v1/notifications/feed?limit=${1 + (a % 20)}`),
  getNotificationPreferences: (send) => send('GET', '/v1/notifications/preferences'),
  updateNotificationPreferences: (send, pools, a, b) =>
    send('PATCH', '/v1/notifications/preferences', {
      body: {
        frequency_minutes: [1, 30, 60, 1440][a % 4],
        ...(b % 2 ? { digest_enabled: b % 4 === 1 } : {}),
      },
    }),
  listCustomNotifications: (send) => send('GET', '/v1/notifications/custom'),
  createCustomNotification: async (send, pools, a) => {
    const answer = await send('POST', '/v1/notifications/custom', { body: { description: text(RULES, a) } })
    if (answer.status === 200) keep(pools.rules, answer.body.id)
  },
  getCustomNotification: (send, pools, a) => send('GET', `/v1/notifications/custom/${idOf(pools.rules, a)}`),
  deleteCustomNotification: (send, pools, a) => send('DELETE', `/v1/notifications/custom/${idOf(pools.rules, a)}`),

  // The control actions
  approve: async (send, pools, a, b) => {
    const id = pick(pools.connects, a) ?? 'cn_unknown'
    const answer = await send('POST', `/_mock/connect/${id}/approve`, {
      key: null,
      body: b % 2 ? { account: `someone${b % 3}@example.com` } : {},
    })
    if (answer.status === 200) keep(pools.connections, answer.body.connection_id)
  },
  deny: (send, pools, a) =>
    send('POST', `/_mock/connect/${pick(pools.connects, a) ?? 'cn_unknown'}/deny`, { key: null }),
  whatsapp: async (send, pools, a) => {
    const answer = await send('POST', '/_mock/integrations/whatsapp', {
      key: null,
      body: { phone_number: `+1415555${String(100 + (a % 4)).padStart(4, '0')}` },
    })
    if (answer.status === 200) keep(pools.connections, answer.body.connection_id)
  },
  failNextJob: (send, pools, a) =>
    send('POST', '/_mock/jobs/fail-next', {
      key: null,
      body: { kind: ['artifact', 'list_job', 'compounding'][a % 3], error: `Failure ${a % 4}` },
    }),
  addFault: async (send, pools, a, b) => {
    const paths = ['/v1/tasks', '/v1/notes/*', '/v1/**', '/v1/objects/*']
    const effect = b % 3 === 0 ? { malformed: true } : { status: [500, 503, 429][b % 3] }
    const answer = await send('POST', '/_mock/faults', {
      key: null,
      body: { method: ['*', 'POST', 'GET'][a % 3], path: text(paths, a), times: 1 + (b % 2), ...effect },
    })
    if (answer.status === 200) keep(pools.faults, answer.body.id)
  },
  removeFault: (send, pools, a) => send('DELETE', `/_mock/faults/${idOf(pools.faults, a)}`, { key: null }),
  createKey: async (send, pools, a, b) => {
    const workspace = b % 4 === 3 ? '424242' : undefined
    const answer = await send('POST', '/_mock/keys', {
      key: null,
      body: {
        scopes: SCOPES_SETS[a % SCOPES_SETS.length],
        ...(workspace ? { workspace } : {}),
        ...(pools.users.length > 1 && !workspace && b % 2 ? { user_id: pick(pools.users, b) } : {}),
      },
    })
    if (answer.status === 200 && !workspace) pools.keys.push({ key: answer.body.key, token_id: answer.body.token_id })
  },
  revokeKey: async (send, pools, a) => {
    const key = pick(pools.keys, a)
    const answer = await send('DELETE', `/_mock/keys/${key?.token_id ?? '99999'}`, { key: null })
    if (answer.status === 200 && key) pools.keys.splice(pools.keys.indexOf(key), 1)
  },
  listUsers: async (send, pools) => {
    const answer = await send('GET', '/_mock/users', { key: null })
    if (answer.status === 200) pools.users = answer.body.data.map((user: { id: string }) => user.id)
  },
  register: async (send, pools, a) => {
    const answer = await send('POST', '/api/v1/agents/register', {
      key: null,
      body: { email: `agent${a % 3}@example.com`, name: `Agent ${a % 3}` },
    })
    if (answer.status === 200 && !pools.workspaces.includes(answer.body.workspace_id))
      pools.workspaces.push(answer.body.workspace_id)
  },
  advance: (send, pools, a) =>
    send('POST', '/_mock/clock/advance', {
      key: null,
      body: { by: [1_000, 4_000, 60_000, 11 * 60_000, 3_600_000, 86_400_000][a % 6] },
    }),
  turns: (send, pools, a, b, control) => control.turns(a % 12),
}

/** The public operations the actions cover: every one of the route table, checked by the test. */
export const OPERATION_IDS = publicRoutes.map((route) => route.operationId)

// Writes and control actions come up more often than reads, so sequences build state to read.
const WEIGHTS: Record<string, number> = {
  createRecord: 4,
  createTask: 3,
  createNote: 3,
  addContext: 2,
  startIntegrationConnect: 3,
  approve: 3,
  advance: 3,
  turns: 2,
  createKey: 2,
  listUsers: 1,
}

/** A step of a sequence. */
export const stepArbitrary: fc.Arbitrary<Step> = fc.record({
  action: fc.constantFrom(
    ...Object.keys(ACTIONS).flatMap((name) => Array.from({ length: WEIGHTS[name] ?? 1 }, () => name)),
  ),
  a: fc.nat(1000),
  b: fc.nat(1000),
})

/** Runs a sequence against a mock, filling the pools. */
export async function runSequence(send: Send, steps: readonly Step[], control: Control): Promise<Pools> {
  const pools = emptyPools()
  for (const step of steps) await ACTIONS[step.action]!(send, pools, step.a, step.b, control)
  return pools
}

/**
 * Every read of the API: each GET route (and the POSTs that only read) with each id of the
 * pools and one that does not exist, and the control surface's reads of the state. The
 * insight stream is read up to the end of its opening.
 */
export function readRequests(pools: Pools): Array<{ method: string; path: string; body?: unknown }> {
  const ids = (items: readonly string[]) => [...items, '99999']
  const reads: Array<{ method: string; path: string; body?: unknown }> = []
  const slugs = [...new Set(pools.objects), 'nope']
  for (const route of publicRoutes) {
    const template = route.path
    if (route.method !== 'get' && !route.readOnly) continue
    const fill = (values: Record<string, string[]>): string[] => {
      let paths = [template]
      for (const [name, options] of Object.entries(values)) {
        if (!template.includes(`{${name}}`)) continue
        paths = paths.flatMap((path) => options.map((value) => path.replace(`{${name}}`, encodeURIComponent(value))))
      }
      return paths
    }
    const paths = fill({
      slug: slugs,
      record_id: ids(pools.records),
      id: template.startsWith('/v1/lists') ? ids(pools.lists) : ids(pools.rules),
      task_id: ids(pools.tasks),
      note_id: ids(pools.notes),
      artifact_id: ids(pools.artifacts),
      job_id: ids(pools.listJobs),
      job_run_id: ids(pools.runs),
      connect_id: [...pools.connects, 'cn_unknown'],
    })
    for (const path of paths) {
      if (route.method === 'get') {
        reads.push({ method: 'GET', path })
        if (path === '/v1/tasks')
          for (const q of ['?limit=200', '?is_completed=true', '?assignee_id=me'])
            reads.push({ method: 'GET', path: `${path}${q}` })
        if (path === '/v1/insights') reads.push({ method: 'GET', path: '/v1/insights?last=30d&limit=100' })
        if (path === '/v1/notifications/feed') reads.push({ method: 'GET', path: `${path}?limit=100` })
        if (path === '/v1/graph') reads.push({ method: 'GET', path: '/v1/graph?limit=500' })
      } else reads.push({ method: 'POST', path, body: path === '/v1/search' ? { query: 'a' } : { limit: 500 } })
    }
  }
  for (const path of ['/_mock/keys', '/_mock/users', '/_mock/clock', '/_mock/in-flight'])
    reads.push({ method: 'GET', path })
  for (const workspace of pools.workspaces) reads.push({ method: 'GET', path: `/_mock/users?workspace=${workspace}` })
  for (const id of pools.connects) reads.push({ method: 'GET', path: `/_mock/connect/${id}` })
  return reads
}

/** The answers of every read, one line each: method, path, status, rate-limit headers and body. */
export async function readAll(send: Send, pools: Pools): Promise<string[]> {
  const lines: string[] = []
  for (const read of readRequests(pools)) {
    const control = read.path.startsWith('/_mock')
    const answer = await send(read.method, read.path, {
      ...(read.body === undefined ? {} : { body: read.body }),
      ...(control ? { key: null } : {}),
    })
    const rate = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']
      .map((name) => answer.headers.get(name) ?? '-')
      .join('/')
    lines.push(`${read.method} ${read.path} ${answer.status} ${rate} ${answer.text}`)
  }
  return lines
}

/**
 * A Send over fetch to `base()` with the key `apiKey()` (read at each call, so a test can move to
 * another mock). An event stream is read up to the end of its opening (one write of the server),
 * then left, as a client leaves: by aborting its request (in process, under MSW, the only signal
 * that reaches the mock); its text is the opening's first line.
 */
export function fetchSend(
  base: () => string,
  apiKey: () => string,
  fetcher: (url: string, init: RequestInit) => Promise<Response> = fetch,
): Send {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers }
    const key = options.key === undefined ? apiKey() : options.key
    if (key !== null) headers.authorization = `Bearer ${key}`
    const body = options.body === undefined ? undefined : JSON.stringify(options.body)
    if (body !== undefined) headers['content-type'] = 'application/json'
    const abort = new AbortController()
    const response = await fetcher(`${base()}${path}`, { method, headers, body, signal: abort.signal })
    let text: string
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
      const reader = response.body!.getReader()
      const decoder = new TextDecoder()
      text = ''
      while (!text.endsWith('\n\n')) {
        const { value, done } = await reader.read()
        if (done) break
        text += decoder.decode(value, { stream: true })
      }
      abort.abort()
      await reader.cancel().catch(() => undefined)
      text = text.split('\n')[0]!
    } else text = await response.text()
    let parsed: any = null
    try {
      parsed = text ? parseExactJson(text) : null
    } catch {
      parsed = text
    }
    return { status: response.status, text, body: parsed, headers: response.headers }
  }
}
