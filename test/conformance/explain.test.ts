import { describe, expect, it } from 'vitest'
import { expectError } from '../support/assertions.js'
import { useTarget, type ApiResponse } from '../support/target.js'

const t = useTarget()

/** The `X-Mock-Explain` header split into its kind and message. */
function explained(response: ApiResponse): { kind: string; message: string } {
  const header = response.headers.get('x-mock-explain')
  expect(header, `no X-Mock-Explain on ${response.status} ${response.text}`).not.toBeNull()
  expect(header!.length).toBeLessThanOrEqual(300)
  expect(header).toMatch(/^[\x20-\x7e]+$/)
  const colon = header!.indexOf(': ')
  return { kind: header!.slice(0, colon), message: header!.slice(colon + 2) }
}

/** The journal entry of the last call, as `GET /_mock/journal` shows it. */
async function lastEntry() {
  const page = await t.request('GET', '/_mock/journal?limit=1', { key: null })
  expect(page.status).toBe(200)
  return page.body.data[0]
}

async function firstTaskId(): Promise<string> {
  const tasks = await t.request('GET', '/v1/tasks')
  expect(tasks.status).toBe(200)
  return tasks.body.data[0].id as string
}

async function personListId(): Promise<string> {
  const lists = await t.request('GET', '/v1/objects/person/lists')
  return lists.body.data[0].id as string
}

describe('a miss keeps its {code, message} body and says why beside it', () => {
  it('wrong_kind: a task id sent to /v1/records/{id} is named a task', async () => {
    const taskId = await firstTaskId()
    const response = await t.request('GET', `/v1/records/${taskId}`)
    expectError(response, 404, `Record ${taskId} not found`)
    expect(explained(response)).toEqual({
      kind: 'wrong_kind',
      message: `${taskId} is a task, not a record; read it with GET /v1/tasks/${taskId}`,
    })
    const entry = await lastEntry()
    expect(entry.explain).toEqual({
      kind: 'wrong_kind',
      message: `${taskId} is a task, not a record; read it with GET /v1/tasks/${taskId}`,
      suggestions: [`GET /v1/tasks/${taskId}`],
    })
  })

  it('deleted: a record read after its DELETE names the call and its journal id', async () => {
    const people = await t.request('POST', '/v1/objects/person/records', { body: { limit: 1 } })
    const id: string = people.body.data[0].id
    expect((await t.request('DELETE', `/api/developers/v1/records/${id}`)).status).toBe(200)
    const deletion = await lastEntry()
    const response = await t.request('GET', `/v1/records/${id}`)
    expectError(response, 404, `Record ${id} not found`)
    expect(explained(response)).toEqual({
      kind: 'deleted',
      message: `${id} was deleted at ${deletion.at} by DELETE /v1/records/${id} (journal id ${deletion.id})`,
    })
  })

  it('not_found: an id that never existed says so, and names no other workspace', async () => {
    const response = await t.request('GET', '/v1/notes/32704519835999999')
    expectError(response, 404)
    expect(explained(response)).toEqual({
      kind: 'not_found',
      message: "No note with id 32704519835999999 in this key's workspace, and none was deleted through the API here",
    })
  })

  it('unknown_route: a missing /v1 prefix, a typo and a singular each point at the operation', async () => {
    const cases: [string, string][] = [
      ['/objects', 'GET /v1/objects (the path needs the /v1 prefix)'],
      ['/api/developers/objects', 'GET /v1/objects (the prefix is /v1 or /api/developers/v1)'],
      ['/v1/objets', 'GET /v1/objects'],
      ['/v1/task', 'GET /v1/tasks'],
    ]
    for (const [path, meant] of cases) {
      // MSW intercepts only the public prefixes: a path outside them goes to the pipeline as MSW's would.
      const response = await t.raw('GET', path)
      expectError(response, 404, `No operation GET ${path}`)
      expect(explained(response)).toEqual({
        kind: 'unknown_route',
        message: `No operation GET ${path}; did you mean ${meant}?`,
      })
    }
    const entry = await lastEntry()
    expect(entry.explain.suggestions[0]).toBe('GET /v1/tasks')
  })

  it('unknown_route: a path near nothing says so', async () => {
    const response = await t.request('GET', '/v1/zzzzzzzz/qqqqqqqq/wwwwwwww')
    expect(explained(response).message).toBe(
      'No operation GET /v1/zzzzzzzz/qqqqqqqq/wwwwwwww, and none is near it; the operations are listed in GET /openapi.json',
    )
  })

  it('method_not_allowed: POST on a record names the methods it has', async () => {
    const response = await t.request('POST', '/v1/tasks/1', { body: {} })
    expectError(response, 405)
    expect(explained(response)).toEqual({
      kind: 'method_not_allowed',
      message: '/v1/tasks/1 answers GET, PATCH, DELETE, not POST; nearest with POST: POST /v1/tasks',
    })
  })

  it('unknown_field: a mistyped body field names the closest declared one', async () => {
    const response = await t.request('POST', '/v1/tasks', { body: { title: 'Call Ada', priorty: 'high' } })
    expectError(response, 400)
    expect(explained(response)).toEqual({
      kind: 'unknown_field',
      message: '$.priorty is not a field of POST /v1/tasks; did you mean "priority"?',
    })
  })

  it('unknown_field: a mistyped attribute slug names the object and its closest attribute', async () => {
    const response = await t.request('POST', '/v1/objects/person', {
      body: { attributes: { name: 'Ada Lovelace', job_tilte: 'Analyst' } },
    })
    expectError(response, 400)
    expect(explained(response)).toEqual({
      kind: 'unknown_field',
      message: 'attributes.job_tilte: "job_tilte" is not an attribute of "person"; did you mean "job_title"?',
    })
  })

  it('wrong_type: a number sent as a string names the JSON path, the type and an example', async () => {
    const response = await t.request('POST', '/v1/objects/person/records', { body: { limit: '10' } })
    expectError(response, 400)
    expect(explained(response)).toEqual({
      kind: 'wrong_type',
      message: '$.limit must be number, for example 1 (Invalid input: expected number, received string)',
    })
  })

  it('missing_scope: a 403 names the scope, the key scopes and the keys that have it', async () => {
    const issued = await t.request('POST', '/_mock/keys', { key: null, body: { scopes: ['record.read'] } })
    const response = await t.request('POST', '/v1/tasks', { key: issued.body.key, body: { title: 'Call Ada' } })
    expectError(response, 403, 'POST /v1/tasks requires scope task.write')
    expect(explained(response)).toEqual({
      kind: 'missing_scope',
      message:
        `POST /v1/tasks needs scope task.write; key token id ${issued.body.token_id} has record.read; ` +
        'keys of this workspace with it: token ids 1',
    })
  })

  it('bad_key: a revoked key says when it was revoked and which key it was', async () => {
    const issued = await t.request('POST', '/_mock/keys', { key: null, body: { scopes: ['record.read'] } })
    expect((await t.request('DELETE', `/_mock/keys/${issued.body.token_id}`, { key: null })).status).toBe(200)
    const response = await t.request('GET', '/v1/objects', { key: issued.body.key })
    expectError(response, 401, 'Invalid API key')
    const key: string = issued.body.key
    expect(explained(response)).toEqual({
      kind: 'bad_key',
      message: `Key ${key.slice(0, 4)}...${key.slice(-3)} (token id ${issued.body.token_id}) was revoked at 2026-01-15T10:00:00.000Z; issue a new one`,
    })
  })

  it('bad_key: the key of a deleted test workspace says its workspace was deleted, and when', async () => {
    const created = await t.request('POST', '/_mock/workspaces', { key: null, body: { scenario: 'empty' } })
    expect(created.status).toBe(201)
    const { workspace_id, api_key } = created.body
    expect((await t.request('GET', '/v1/objects', { key: api_key })).status).toBe(200)
    expect((await t.request('DELETE', `/_mock/workspaces/${workspace_id}`, { key: null })).status).toBe(204)
    const response = await t.request('GET', '/v1/objects', { key: api_key })
    expectError(response, 401, 'Invalid API key')
    const key: string = api_key
    expect(explained(response)).toEqual({
      kind: 'bad_key',
      message: `Key ${key.slice(0, 4)}...${key.slice(-3)} (token id 1) belonged to test workspace ${workspace_id}, deleted at 2026-01-15T10:00:00.000Z`,
    })
  })

  it('bad_key: a malformed header and an unknown key are told apart', async () => {
    const malformed = await t.request('GET', '/v1/objects', { key: null, headers: { authorization: 'Token abc' } })
    expect(explained(malformed)).toEqual({
      kind: 'bad_key',
      message: 'The Authorization header is malformed: it must be "Bearer <api key>"',
    })
    const unknown = await t.request('GET', '/v1/objects', { key: 'cgm_made_up_key' })
    expect(explained(unknown)).toEqual({
      kind: 'bad_key',
      message: 'Key cgm_...key was never issued by this mock (or it was reset since)',
    })
  })

  it('conflict: a unique value already used names the record that holds it', async () => {
    const people = await t.request('POST', '/v1/objects/person/records', { body: { limit: 1 } })
    const holder = people.body.data[0]
    const email = holder.attributes.email_addresses[0]
    const response = await t.request('POST', '/v1/objects/person', {
      body: { attributes: { name: 'Ada Lovelace', email_addresses: [email] } },
    })
    expectError(response, 409)
    expect(explained(response)).toEqual({
      kind: 'conflict',
      message: `The call conflicts with existing state: ${holder.id} is a person record`,
    })
  })

  it('fault: an injected status names the fault and how many calls it has left', async () => {
    const fault = await t.request('POST', '/_mock/faults', {
      key: null,
      body: { method: 'GET', path: '/v1/objects', status: 503, times: 2 },
    })
    const response = await t.request('GET', '/v1/objects')
    expectError(response, 503)
    expect(explained(response)).toEqual({
      kind: 'fault',
      message: `Injected by fault ${fault.body.id} (GET /v1/objects); it applies 1 more call(s)`,
    })
  })

  it('clock_stopped: the tenth poll of a pending artifact at a standing manual clock says why', async () => {
    const ingested = await t.request('POST', '/v1/context/text', { body: { content: 'Ada Lovelace works at Acme.' } })
    const id = String(ingested.body.artifact_id)
    for (let poll = 1; poll < 10; poll++) {
      const response = await t.request('GET', `/v1/context/artifacts/${id}`)
      expect([response.status, response.headers.get('x-mock-explain')]).toEqual([200, null])
    }
    const tenth = await t.request('GET', `/v1/context/artifacts/${id}`)
    expect(tenth.status).toBe(200)
    expect(explained(tenth)).toEqual({
      kind: 'clock_stopped',
      message:
        "Polled 10 times while the mock's manual clock stood at 2026-01-15T10:00:00.000Z: jobs move only when " +
        "the clock does; call clock.advance(), POST /_mock/clock/advance, or use clock: 'real'",
    })
    // Once the clock moves, the poll is ordinary again.
    t.mock.clock.advance('1s')
    expect((await t.request('GET', `/v1/context/artifacts/${id}`)).headers.get('x-mock-explain')).toBeNull()
  })

  it('GET /_mock/journal?explained=true lists only the explained calls', async () => {
    await t.request('GET', '/v1/objects')
    await t.request('GET', '/v1/objets')
    await t.request('GET', '/v1/tasks')
    const page = await t.request('GET', '/_mock/journal?explained=true', { key: null })
    expect(page.body.data.map((e: any) => [e.path, e.status, e.explain.kind])).toEqual([
      ['/v1/objets', 404, 'unknown_route'],
    ])
    const ordinary = await t.request('GET', '/_mock/journal?explained=false', { key: null })
    expect(ordinary.body.data.map((e: any) => [e.path, e.explain])).toEqual([
      ['/v1/objects', null],
      ['/v1/tasks', null],
    ])
    expectError(await t.request('GET', '/_mock/journal?explained=yes', { key: null }), 400)
  })

  it('an ordinary answer carries no explanation, and /_mock answers are not explained', async () => {
    const response = await t.request('GET', '/v1/objects')
    expect(response.headers.get('x-mock-explain')).toBeNull()
    const control = await t.request('DELETE', '/_mock/keys/999', { key: null })
    expectError(control, 404)
    expect(control.headers.get('x-mock-explain')).toBeNull()
  })
})

describe('the rate limit', () => {
  const limited = useTarget({ rateLimit: '2/10s' })

  it('rate_limited: a 429 names the bucket, its refill and the flag', async () => {
    await limited.request('GET', '/v1/objects')
    await limited.request('GET', '/v1/objects')
    const response = await limited.request('GET', '/v1/objects')
    expectError(response, 429)
    expect(explained(response)).toEqual({
      kind: 'rate_limited',
      message:
        "This key's bucket holds 2 calls and refills 2 per 10 s on the mock's clock; retry after 5 s; raise it " +
        'with serve --rate-limit <n/window> (or createMock({ rateLimit })), or turn it off with --rate-limit off',
    })
  })
})

describe("the official clients' known variants", () => {
  it('POST /v1/lists/{id} with record_id: the reference calls it parent_id', async () => {
    const listId = await personListId()
    const people = await t.request('POST', '/v1/objects/person/records', { body: { limit: 1 } })
    const response = await t.request('POST', `/v1/lists/${listId}`, { body: { record_id: people.body.data[0].id } })
    expectError(response, 400)
    const { kind, message } = explained(response)
    expect([kind, message]).toEqual([
      'unknown_field',
      '$.record_id is not a field of POST /v1/lists/{id}; the reference calls it "parent_id"',
    ])
    expect((await lastEntry()).explain.suggestions).toEqual(['parent_id'])
  })

  it('PUT /v1/objects/person matching on "email": the slug is email_addresses', async () => {
    const response = await t.request('PUT', '/v1/objects/person', {
      body: { matching_attribute: 'email', attributes: { name: 'Ada Lovelace', email_addresses: ['ada@example.com'] } },
    })
    expectError(response, 400, 'matching_attribute: "person" has no attribute "email"')
    expect(explained(response)).toEqual({
      kind: 'unknown_field',
      message: 'matching_attribute: "email" is not an attribute of "person"; the slug is "email_addresses"',
    })
  })

  it('an attribute "phone": the slug is phone_number', async () => {
    const response = await t.request('POST', '/v1/objects/person', {
      body: { attributes: { name: 'Ada Lovelace', phone: '+44 20 7946 0000' } },
    })
    expectError(response, 400)
    expect(explained(response)).toEqual({
      kind: 'unknown_field',
      message: 'attributes.phone: "phone" is not an attribute of "person"; the slug is "phone_number"',
    })
  })

  it('PUT of a list member: the reference updates one with PATCH', async () => {
    const listId = await personListId()
    const members = await t.request('POST', `/v1/lists/${listId}/records`, { body: { limit: 1 } })
    const member = members.body.data[0].id
    const response = await t.request('PUT', `/v1/lists/${listId}/records/${member}`, { body: { attributes: {} } })
    expectError(response, 405)
    expect(explained(response)).toEqual({
      kind: 'method_not_allowed',
      message: `/v1/lists/${listId}/records/${member} answers PATCH, DELETE, not PUT; nearest with PUT: PATCH /v1/lists/${listId}/records/${member}`,
    })
    expect((await lastEntry()).explain.suggestions[0]).toBe(`PATCH /v1/lists/${listId}/records/${member}`)
  })
})

describe('ids the mock sends as JSON integers', () => {
  /** The first entity of an ask answer whose id JSON.parse rounds onto another existing record. */
  async function roundedEntity(): Promise<{ exact: string; rounded: string }> {
    const people = await t.request('POST', '/v1/objects/person/records', { body: { limit: 3 } })
    const name = people.body.data[0].attributes.name
    const asked = await t.request('POST', '/v1/context/ask', { body: { query: `Who is ${name.full_name}?` } })
    expect(asked.status).toBe(200)
    // The exact ids, as the harness parses them (bigint past 2^53), beside what JSON.parse makes of them.
    const exact: string[] = asked.body.entities_considered.map((e: { id: bigint }) => String(e.id))
    const naive: string[] = JSON.parse(asked.text).entities_considered.map((e: { id: number }) => String(e.id))
    const i = naive.findIndex((id, n) => id !== exact[n] && !exact.includes(id))
    expect(i).toBeGreaterThanOrEqual(0)
    return { exact: exact[i]!, rounded: naive[i]! }
  }

  it('id_precision: a JSON.parse client reads the wrong record with a 200, and the header names the right one', async () => {
    const { exact, rounded } = await roundedEntity()
    const response = await t.request('GET', `/v1/records/${rounded}`)
    // The wrong record, answered as usual...
    expect(response.status).toBe(200)
    expect(response.body.id).toBe(rounded)
    expect(response.body.id).not.toBe(exact)
    // ...and the explanation names the one the client meant.
    expect(explained(response)).toEqual({
      kind: 'id_precision',
      message:
        `${rounded} answered, but it is also ${exact} rounded to a double, and the mock sent ${exact} as a ` +
        'JSON integer: parse ids as strings (lossless-json) or quote them before JSON.parse',
    })
    expect((await lastEntry()).explain.suggestions).toEqual([`GET /v1/records/${exact}`])
    // The exact id reads the right record, with no explanation.
    const right = await t.request('GET', `/v1/records/${exact}`)
    expect([right.body.id, right.headers.get('x-mock-explain')]).toEqual([exact, null])
  })

  it('id_precision: a rounded artifact id that names nothing is explained on its 404', async () => {
    // Ingest until an artifact id is not a double (2 of 4 ids are not).
    for (let n = 0; n < 4; n++) {
      const ingested = await t.request('POST', '/v1/context/text', { body: { content: `Note ${n} about Ada.` } })
      const exact = String(ingested.body.artifact_id)
      const rounded = String(JSON.parse(ingested.text).artifact_id)
      if (rounded === exact) continue
      const response = await t.request('GET', `/v1/context/artifacts/${rounded}`)
      if (response.status === 200) continue
      expectError(response, 404)
      expect(explained(response)).toEqual({
        kind: 'id_precision',
        message:
          `${rounded} is ${exact} rounded to a double: this mock sent ${exact} as a JSON integer and JSON.parse ` +
          'rounds integers above 2^53; parse ids as strings (lossless-json, or a reviver reading context.source) ' +
          'or quote them before JSON.parse',
      })
      return
    }
    throw new Error('no artifact id was rounded onto nothing')
  })

  it('ids only ever sent as strings never trigger it', async () => {
    const people = await t.request('POST', '/v1/objects/person/records', { body: { limit: 5 } })
    let read = 0
    for (const person of people.body.data) {
      const rounded = String(Number(person.id))
      const response = await t.request('GET', `/v1/records/${rounded}`)
      if (response.status !== 200) continue
      read++
      expect(response.headers.get('x-mock-explain')).toBeNull()
    }
    // Sequential ids: most rounded ids name another record, read here without a word.
    expect(read).toBeGreaterThan(0)
  })
})

describe('other_workspace', () => {
  const OTHER = '32705519835647913'

  it('never reaches the client: the journal names the other workspace, the answer does not', async () => {
    const other = await t.request('POST', '/_mock/keys', {
      key: null,
      body: { scopes: ['task.read', 'task.write'], workspace: OTHER },
    })
    const created = await t.request('POST', '/v1/tasks', { key: other.body.key, body: { title: 'Theirs' } })
    expect(created.status).toBe(200)
    const theirs: string = created.body.id
    const response = await t.request('GET', `/v1/tasks/${theirs}`)
    expectError(response, 404)
    // What the client hears is what it would hear for an id that never existed.
    const never = await t.request('GET', `/v1/tasks/${BigInt(theirs) + 500_000n}`)
    expect(explained(response).kind).toBe('not_found')
    expect(explained(response).message).toBe(
      explained(never).message.replaceAll(String(BigInt(theirs) + 500_000n), theirs),
    )
    expect(response.text).not.toContain(OTHER)
    expect(response.headers.get('x-mock-explain')).not.toContain(OTHER)
    expect(response.headers.get('x-mock-explain')).not.toContain('workspace 3')
    // The journal, which only the operator reads, says where it is.
    const entry = (await t.request('GET', `/_mock/journal?path=/v1/tasks/${theirs}&method=GET`, { key: null })).body
      .data[0]
    expect(entry.explain).toEqual({
      kind: 'other_workspace',
      message: `${theirs} is a task in workspace ${OTHER}, not in this key's workspace 32704519835647913; use a key of workspace ${OTHER}`,
      suggestions: [`a key of workspace ${OTHER}`],
    })
  })
})
