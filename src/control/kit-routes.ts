import { ApiError } from '../core/errors.js'
import { defineRoute } from '../http/route.js'
import { FaultBody, FaultList, FaultParams, FaultSchema, JournalPage, JournalQuery, KeyList, KeyParams, UserList, UsersQuery } from './kit-schemas.js'

const tag = 'Control'

/** The journal, faults, keys and users of the control surface (issue 14). */
export const kitRoutes = [
  defineRoute({
    method: 'get',
    path: '/_mock/journal',
    operationId: 'getJournal',
    tag,
    summary: 'Read the request journal',
    description:
      'Every request outside /_mock and its answer, oldest first, with secrets redacted (Authorization, API keys, tokens). The journal keeps the last 1000 by default; older ones fall off. Filters combine.',
    request: { query: JournalQuery },
    responses: { 200: { description: 'The matching entries', schema: JournalPage } },
    errors: [],
    handle: ({ query, services }) => {
      const filter = { method: query.method, path: query.path, status: query.status }
      const data = services.control.journal.find(filter)
      const count = data.length
      return { status: 200, body: { data: query.limit === undefined ? data : data.slice(-query.limit), count, size: services.control.journal.size } }
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/_mock/journal',
    operationId: 'clearJournal',
    tag,
    summary: 'Clear the request journal',
    description: 'Forgets every journaled request. Ids keep counting up.',
    responses: { 200: { description: 'Cleared' } },
    errors: [],
    handle: ({ services }) => {
      services.control.journal.clear()
      return { status: 200 }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/_mock/faults',
    operationId: 'addFault',
    tag,
    summary: 'Inject a fault',
    description:
      'Makes calls of a method to a path pattern slow (delay_ms, on the mock clock), fail (status, with the standard error body), drop the connection, or answer a malformed body; for the next `times` calls, a `fraction` of them, or until removed. At most 100 faults at once.',
    request: { body: FaultBody, bodyRequired: true },
    responses: { 200: { description: 'The new fault', schema: FaultSchema } },
    errors: [],
    handle: ({ body, services }) => {
      try {
        return { status: 200, body: services.control.faults.add(body) }
      } catch (error) {
        if (error instanceof RangeError) throw new ApiError(400, `Invalid request body: ${error.message}`)
        throw error
      }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/_mock/faults',
    operationId: 'listFaults',
    tag,
    summary: 'List the active faults',
    description: 'The active faults in the order they are tried (the first that matches a call applies), with their hits.',
    responses: { 200: { description: 'The faults', schema: FaultList } },
    errors: [],
    handle: ({ services }) => ({ status: 200, body: { data: services.control.faults.list() } }),
  }),
  defineRoute({
    method: 'delete',
    path: '/_mock/faults/{id}',
    operationId: 'removeFault',
    tag,
    summary: 'Remove a fault',
    description: 'Removes an active fault; calls behave normally again.',
    request: { params: FaultParams },
    responses: { 200: { description: 'Removed' } },
    errors: [404],
    handle: ({ params, services }) => {
      if (!services.control.faults.remove(params.id)) throw new ApiError(404, `No active fault with id ${params.id}`)
      return { status: 200 }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/_mock/keys',
    operationId: 'listKeys',
    tag,
    summary: 'List the API keys',
    description: 'Every valid key with its workspace, scopes and token id, in the order they were issued.',
    responses: { 200: { description: 'The keys', schema: KeyList } },
    errors: [],
    handle: ({ services }) => ({ status: 200, body: { data: services.control.listKeys() } }),
  }),
  defineRoute({
    method: 'delete',
    path: '/_mock/keys/{token_id}',
    operationId: 'revokeKey',
    tag,
    summary: 'Revoke an API key',
    description: 'Revokes a key by its token id: from then on it answers 401. Its workspace stays.',
    request: { params: KeyParams },
    responses: { 200: { description: 'Revoked' } },
    errors: [404],
    handle: ({ params, services }) => {
      if (!services.control.revokeKey(params.token_id)) throw new ApiError(404, `No key with token id ${params.token_id}`)
      return { status: 200 }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/_mock/users',
    operationId: 'listUsers',
    tag,
    summary: 'List a workspace\'s users',
    description: 'The members of a workspace, owner first: whom tasks are assigned to and keys act as.',
    request: { query: UsersQuery },
    responses: { 200: { description: 'The users', schema: UserList } },
    errors: [404],
    handle: ({ query, services }) => ({ status: 200, body: services.control.users(query.workspace) }),
  }),
]
