import { ApiError } from '../core/errors.js'
import { defineRoute, type AnyRoute } from '../http/route.js'
import type { ControlFunctions } from './functions.js'
import { SnapshotSchema } from './snapshot.js'
import {
  SeedBody,
  SeedResult,
  FaultBody,
  FaultList,
  FaultParams,
  FaultSchema,
  HarLog,
  JournalPage,
  JournalQuery,
  PactFile,
  PactQuery,
  KeyList,
  KeyParams,
  UserList,
  UsersQuery,
} from './kit-schemas.js'

const tag = 'Control'

/** The journal, faults, keys and users of the control surface (issue 14). */
export function kitRoutes(control: ControlFunctions): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/_mock/journal',
      admin: true,
      operationId: 'getJournal',
      tag,
      summary: 'Read the request journal',
      description:
        'Every request outside /_mock and its answer, oldest first, with secrets redacted ' +
        '(Authorization, API keys, tokens). The journal keeps the last 1000 by default; older ones fall ' +
        'off. Filters combine; explained=true lists the misses, each with its explanation.',
      request: { query: JournalQuery },
      responses: { 200: { description: 'The matching entries', schema: JournalPage } },
      errors: [],
      handle: ({ query }) => {
        const explained = query.explained === undefined ? undefined : query.explained === 'true'
        const filter = { method: query.method, path: query.path, status: query.status, explained }
        const data = control.journal.find(filter)
        const count = data.length
        return {
          status: 200,
          body: {
            data: query.limit === undefined ? data : data.slice(-query.limit),
            count,
            size: control.journal.size,
          },
        }
      },
    }),
    defineRoute({
      method: 'get',
      path: '/_mock/journal.har',
      admin: true,
      operationId: 'getJournalHar',
      tag,
      summary: 'Read the request journal as HAR 1.2',
      description:
        'The journal (the same filters) as a HAR 1.2 log, for browser developer tools and HAR tools: ' +
        'secrets redacted, bodies as recorded (cut at 8 KiB, with a comment).',
      request: { query: JournalQuery },
      responses: { 200: { description: 'The HAR log', schema: HarLog } },
      errors: [],
      handle: ({ query, services }) => {
        const filter = { method: query.method, path: query.path, status: query.status }
        const har = control.journal.toHar({ filter, origin: services.baseUrl })
        if (query.limit !== undefined) har.log.entries = har.log.entries.slice(-query.limit)
        return { status: 200, body: har }
      },
    }),
    defineRoute({
      method: 'get',
      path: '/_mock/journal/pact',
      admin: true,
      operationId: 'getJournalPact',
      tag,
      summary: 'Read the /v1 interactions of the journal as a PactV4 file',
      description:
        'A pact to verify the provider with (`verify --pact`): one interaction per method, route, status ' +
        'and request body shape, the placeholder key in place of any credential, matchers read from the ' +
        'contract, and the provider states that create what the session created before a request named it. ' +
        'Entries a fresh mock cannot answer alike are left out and named in the metadata.',
      request: { query: PactQuery },
      responses: { 200: { description: 'The pact', schema: PactFile } },
      errors: [],
      handle: async ({ query }) => {
        const { consumer, provider, method, path, status } = query
        const pact = await control.journal.toPact({ consumer, provider, filter: { method, path, status } })
        return { status: 200, body: pact }
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/_mock/journal',
      admin: true,
      operationId: 'clearJournal',
      tag,
      summary: 'Clear the request journal',
      description: 'Forgets every journaled request. Ids keep counting up.',
      responses: { 200: { description: 'Cleared' } },
      errors: [],
      handle: () => {
        control.journal.clear()
        return { status: 200 }
      },
    }),
    defineRoute({
      method: 'post',
      path: '/_mock/faults',
      admin: true,
      operationId: 'addFault',
      tag,
      summary: 'Inject a fault',
      description:
        'Makes calls of a method to a path pattern slow (delay_ms, on the mock clock), fail (status, ' +
        'with the standard error body), drop the connection, or answer a malformed body; for the next ' +
        '`times` calls, a `fraction` of them, or until removed. At most 100 faults at once.',
      request: { body: FaultBody, bodyRequired: true },
      responses: { 200: { description: 'The new fault', schema: FaultSchema } },
      errors: [],
      handle: ({ body }) => {
        try {
          return { status: 200, body: control.faults.add(body) }
        } catch (error) {
          if (error instanceof RangeError) throw new ApiError(400, `Invalid request body: ${error.message}`)
          throw error
        }
      },
    }),
    defineRoute({
      method: 'get',
      path: '/_mock/faults',
      admin: true,
      operationId: 'listFaults',
      tag,
      summary: 'List the active faults',
      description:
        'The active faults in the order they are tried (the first that matches a call applies), with their hits.',
      responses: { 200: { description: 'The faults', schema: FaultList } },
      errors: [],
      handle: () => ({ status: 200, body: { data: control.faults.list() } }),
    }),
    defineRoute({
      method: 'delete',
      path: '/_mock/faults/{id}',
      admin: true,
      operationId: 'removeFault',
      tag,
      summary: 'Remove a fault',
      description: 'Removes an active fault; calls behave normally again.',
      request: { params: FaultParams },
      responses: { 200: { description: 'Removed' } },
      errors: [404],
      handle: ({ params }) => {
        if (!control.faults.remove(params.id)) throw new ApiError(404, `No active fault with id ${params.id}`)
        return { status: 200 }
      },
    }),
    defineRoute({
      method: 'get',
      path: '/_mock/keys',
      admin: true,
      operationId: 'listKeys',
      tag,
      summary: 'List the API keys',
      description: 'Every valid key with its workspace, scopes and token id, in the order they were issued.',
      responses: { 200: { description: 'The keys', schema: KeyList } },
      errors: [],
      handle: () => ({ status: 200, body: { data: control.listKeys() } }),
    }),
    defineRoute({
      method: 'delete',
      path: '/_mock/keys/{token_id}',
      admin: true,
      operationId: 'revokeKey',
      tag,
      summary: 'Revoke an API key',
      description: 'Revokes a key by its token id: from then on it answers 401. Its workspace stays.',
      request: { params: KeyParams },
      responses: { 200: { description: 'Revoked' } },
      errors: [404],
      handle: ({ params }) => {
        if (!control.revokeKey(params.token_id)) throw new ApiError(404, `No key with token id ${params.token_id}`)
        return { status: 200 }
      },
    }),
    defineRoute({
      method: 'get',
      path: '/_mock/users',
      admin: true,
      operationId: 'listUsers',
      tag,
      summary: "List a workspace's users",
      description: 'The members of a workspace, owner first: whom tasks are assigned to and keys act as.',
      request: { query: UsersQuery },
      responses: { 200: { description: 'The users', schema: UserList } },
      errors: [404],
      handle: ({ query }) => ({ status: 200, body: control.users(query.workspace) }),
    }),
    defineRoute({
      method: 'get',
      path: '/_mock/snapshot',
      admin: true,
      operationId: 'getSnapshot',
      tag,
      summary: 'Take a snapshot of the whole state',
      description:
        'The whole state as JSON: the seed and scenario the workspaces were built from, the keys, and ' +
        'every acknowledged change since (writes through /v1, keys, registrations, operator actions), ' +
        'each with its clock time. POST it to /_mock/restore to get exactly this state back. The change ' +
        'log holds at most 32 MiB of JSON: past it, it is dropped and this answers 409 until a reset, ' +
        'seed or restore starts a new one.',
      responses: { 200: { description: 'The snapshot', schema: SnapshotSchema } },
      errors: [409],
      handle: () => ({ status: 200, body: control.snapshot() }),
    }),
    defineRoute({
      method: 'post',
      path: '/_mock/restore',
      admin: true,
      operationId: 'restoreSnapshot',
      tag,
      summary: 'Restore a snapshot',
      description:
        'Rebuilds the state of a snapshot: the same ids, values, keys, clock and jobs in flight. A ' +
        'snapshot of another format version, or one whose changes no longer apply, answers 400 and ' +
        'leaves the state as it was. Faults and the journal are not part of the state and stay. The body ' +
        'limit applies; restore larger snapshots in process (mock.restore) or with serve --state-file.',
      request: { body: SnapshotSchema, bodyRequired: true },
      responses: { 200: { description: 'Restored (empty body)' } },
      errors: [],
      handle: async ({ body }) => {
        await control.restore(body)
        return { status: 200 }
      },
    }),
    defineRoute({
      method: 'post',
      path: '/_mock/seed',
      admin: true,
      operationId: 'seed',
      tag,
      summary: 'Load a scenario or a fixture',
      description:
        'Resets the mock to a named scenario, or to a scenario (default empty) plus a fixture: objects, ' +
        'attributes, records (named by ref), relationships, lists, tasks, notes, insights and pending ' +
        'connect flows, as an ' +
        "object or JSON/YAML text. Every entry goes through the API's own validation; the first bad one " +
        'answers 400 naming its path (records[3].values.email: ...) and nothing of the fixture stays.',
      request: { body: SeedBody },
      responses: { 200: { description: 'What was loaded', schema: SeedResult } },
      errors: [],
      handle: async ({ body }) => ({ status: 200, body: await control.seed(body ?? {}) }),
    }),
  ]
}
