import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { ApiClientError, createClient } from './client.js'
import {
  aTimestamp,
  anId,
  createConsumerPact,
  errorBody,
  jsonHeaders,
  PACT_KEY,
  requestHeaders,
  stateId,
  statePath,
} from './support.js'

const { eachLike, integer, string, boolean, like } = MatchersV3

// The pact of a CLI-like client: records, relationships, lists, tasks, notes, timeline, search and errors.
const { pact, checkFresh } = createConsumerPact('context-graph-cli')
const EMAIL = 'ada@analytical.example'
const client = (url: string, apiKey = PACT_KEY) => createClient({ baseUrl: url, apiKey })

const personBody = {
  id: anId(),
  object_id: anId('32704519835647914'),
  type: 'person',
  created_at: aTimestamp(),
  updated_at: aTimestamp(),
  attributes: like({ name: { first_name: 'Ada', last_name: 'Lovelace' }, email_addresses: eachLike(EMAIL) }),
}

const taskBody = {
  id: anId(),
  title: string('Send the deck'),
  priority: string('unspecified'),
  is_completed: boolean(false),
  entity_ids: MatchersV3.atLeastLike(anId(), 0, 1),
  created_at: aTimestamp(),
}

describe('the CLI consumer', () => {
  describe('records', () => {
    it('creates a person', async () => {
      await pact
        .addInteraction()
        .uponReceiving('a request to create a person')
        .withRequest('POST', '/v1/objects/person', (b) =>
          b.headers(requestHeaders(true)).jsonBody({
            attributes: {
              name: { first_name: 'Grace', last_name: 'Hopper' },
              email_addresses: ['grace@navy.example'],
            },
          }),
        )
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({
            ...personBody,
            attributes: like({
              name: { first_name: 'Grace', last_name: 'Hopper' },
              email_addresses: eachLike('grace@navy.example'),
            }),
          }),
        )
        .executeTest(async (server) => {
          const record = await client(server.url).createRecord('person', {
            name: { first_name: 'Grace', last_name: 'Hopper' },
            email_addresses: ['grace@navy.example'],
          })
          expect(record.attributes.name).toEqual({ first_name: 'Grace', last_name: 'Hopper' })
        })
    })

    it('reads a person', async () => {
      await pact
        .addInteraction()
        .given('a person with e-mail {email} exists', { email: EMAIL })
        .uponReceiving('a request for a person by id')
        .withRequest('GET', statePath('/v1/records/${person_id}', '/v1/records/32704519835648894'), (b) =>
          b.headers(requestHeaders(false)),
        )
        .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(personBody))
        .executeTest(async (server) => {
          const record = await client(server.url).getRecord('32704519835648894')
          expect(record.attributes.email_addresses).toEqual([EMAIL])
        })
    })

    it('lists people a page at a time, sorted by name', async () => {
      await pact
        .addInteraction()
        .given('a person with e-mail {email} exists', { email: EMAIL })
        .uponReceiving('a request for a page of people')
        .withRequest('POST', '/v1/objects/person/records', (b) =>
          b
            .headers(requestHeaders(true))
            .jsonBody({ attributes: 'primary', limit: 2, offset: 0, sort: { attribute: 'name', direction: 'asc' } }),
        )
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({
            data: eachLike({
              id: anId(),
              type: 'person',
              attributes: like({ name: { first_name: 'Ada', last_name: 'Lovelace' } }),
            }),
            total: integer(51),
            limit: 2,
            offset: 0,
          }),
        )
        .executeTest(async (server) => {
          const page = await client(server.url).listRecords('person', {
            attributes: 'primary',
            limit: 2,
            offset: 0,
            sort: { attribute: 'name', direction: 'asc' },
          })
          expect(page.data).toHaveLength(1)
          expect(page.total).toBe(51)
        })
    })

    it('upserts a person matched on e-mail', async () => {
      await pact
        .addInteraction()
        .given('a person with e-mail {email} exists', { email: EMAIL })
        .uponReceiving('a request to upsert a person by e-mail')
        .withRequest('PUT', '/v1/objects/person', (b) =>
          b.headers(requestHeaders(true)).jsonBody({
            matching_attribute: 'email_addresses',
            attributes: { name: 'Ada Lovelace', email_addresses: [EMAIL], job_title: 'CTO' },
          }),
        )
        .willRespondWith(200, (b) =>
          b
            .headers(jsonHeaders)
            .jsonBody({ ...personBody, attributes: like({ email_addresses: eachLike(EMAIL), job_title: 'CTO' }) }),
        )
        .executeTest(async (server) => {
          const record = await client(server.url).upsertRecord('person', 'email_addresses', {
            name: 'Ada Lovelace',
            email_addresses: [EMAIL],
            job_title: 'CTO',
          })
          expect(record.attributes.job_title).toBe('CTO')
        })
    })

    it("updates a person's job title", async () => {
      await pact
        .addInteraction()
        .given('a person with e-mail {email} exists', { email: EMAIL })
        .uponReceiving('a request to update a person')
        .withRequest('PATCH', statePath('/v1/records/${person_id}', '/v1/records/32704519835648894'), (b) =>
          b.headers(requestHeaders(true)).jsonBody({ attributes: { job_title: 'Engineer' } }),
        )
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({ ...personBody, attributes: like({ job_title: 'Engineer' }) }),
        )
        .executeTest(async (server) => {
          const record = await client(server.url).updateRecord('32704519835648894', { job_title: 'Engineer' })
          expect(record.attributes.job_title).toBe('Engineer')
        })
    })

    it('deletes a person', async () => {
      await pact
        .addInteraction()
        .given('a person with e-mail {email} exists', { email: EMAIL })
        .uponReceiving('a request to delete a person')
        .withRequest('DELETE', statePath('/v1/records/${person_id}', '/v1/records/32704519835648894'), (b) =>
          b.headers(requestHeaders(false)),
        )
        .willRespondWith(200)
        .executeTest(async (server) => {
          expect(await client(server.url).deleteRecord('32704519835648894')).toBeNull()
        })
    })
  })

  describe('relationships, lists, tasks and notes', () => {
    it('lists relationship definitions', async () => {
      await pact
        .addInteraction()
        .given('the relationship definition {predicate} exists', { predicate: 'works at' })
        .uponReceiving('a request for the relationship definitions')
        .withRequest('GET', '/v1/relationships', (b) => b.headers(requestHeaders(false)))
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({
            data: eachLike({
              id: anId(),
              type: MatchersV3.regex('^(one_to_one|one_to_many|many_to_many)$', 'one_to_many'),
              entity_definition_1_id: anId(),
              entity_definition_2_id: anId(),
              entity_1_to_2_predicate: string('employs'),
              entity_2_to_1_predicate: string('works at'),
            }),
          }),
        )
        .executeTest(async (server) => {
          const { data } = await client(server.url).listRelationshipDefinitions()
          expect(data[0].entity_2_to_1_predicate).toBe('works at')
        })
    })

    it('links a person to the company they work at', async () => {
      await pact
        .addInteraction()
        .given('a person with e-mail {email} exists', { email: EMAIL })
        .given('a company with domain {domain} exists', { domain: 'analytical.example' })
        .given('the relationship definition {predicate} exists', { predicate: 'works at' })
        .uponReceiving('a request to link two records')
        .withRequest(
          'POST',
          statePath('/v1/records/${company_id}/relationships', '/v1/records/32704519835648896/relationships'),
          (b) =>
            b.headers(requestHeaders(true)).jsonBody({
              definition_id: stateId('definition_id', '32704519835648329'),
              entity_1_id: stateId('company_id', '32704519835648896'),
              entity_2_id: stateId('person_id'),
            }),
        )
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({
            id: anId(),
            definition_id: anId(),
            entity_1_id: anId(),
            entity_2_id: anId(),
            created_at: aTimestamp(),
          }),
        )
        .executeTest(async (server) => {
          const link = await client(server.url).linkRecords('32704519835648896', {
            definition_id: '32704519835648329',
            entity_1_id: '32704519835648896',
            entity_2_id: '32704519835648894',
          })
          expect(link.entity_2_id).toBe('32704519835648894')
        })
    })

    it('adds a person to a list', async () => {
      await pact
        .addInteraction()
        .given('a person with e-mail {email} exists', { email: EMAIL })
        .given('a list {slug} exists on {object}', { slug: 'vip-contacts', object: 'person' })
        .uponReceiving('a request to add a record to a list')
        .withRequest('POST', statePath('/v1/lists/${list_id}', '/v1/lists/32704519835648617'), (b) =>
          b.headers(requestHeaders(true)).jsonBody({ parent_id: stateId('person_id') }),
        )
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({ id: anId(), object_id: anId(), created_at: aTimestamp() }),
        )
        .executeTest(async (server) => {
          const member = await client(server.url).addListMember('32704519835648617', '32704519835648894')
          expect(member.id).toBe('32704519835648894')
        })
    })

    it('reads the members of a list', async () => {
      await pact
        .addInteraction()
        .given('the person with e-mail {email} is on the list {slug}', { email: EMAIL, slug: 'vip-contacts' })
        .uponReceiving('a request for the members of a list')
        .withRequest('POST', statePath('/v1/lists/${list_id}/records', '/v1/lists/32704519835648617/records'), (b) =>
          b.headers(requestHeaders(true)).jsonBody({ limit: 10, offset: 0 }),
        )
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({
            data: eachLike({ id: anId(), attributes: like({ email_addresses: eachLike(EMAIL) }) }),
            total: integer(1),
          }),
        )
        .executeTest(async (server) => {
          const page = await client(server.url).listListMembers('32704519835648617', { limit: 10, offset: 0 })
          expect(page.total).toBe(1)
        })
    })

    it('creates a task about a person, due on a date', async () => {
      await pact
        .addInteraction()
        .given('a person with e-mail {email} exists', { email: EMAIL })
        .uponReceiving('a request to create a task')
        .withRequest('POST', '/v1/tasks', (b) =>
          b.headers(requestHeaders(true)).jsonBody({
            title: 'Send the deck',
            priority: 'high',
            due_date: '2026-04-01',
            entity_ids: [stateId('person_id')],
          }),
        )
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({
            ...taskBody,
            priority: 'high',
            due_date: aTimestamp('2026-04-01T00:00:00Z'),
            entity_ids: eachLike(anId()),
          }),
        )
        .executeTest(async (server) => {
          const task = await client(server.url).createTask({
            title: 'Send the deck',
            priority: 'high',
            due_date: '2026-04-01',
            entity_ids: ['32704519835648894'],
          })
          expect(task.priority).toBe('high')
        })
    })

    it('completes a task', async () => {
      await pact
        .addInteraction()
        .given('a task {title} exists', { title: 'Send the deck' })
        .uponReceiving('a request to complete a task')
        .withRequest('PATCH', statePath('/v1/tasks/${task_id}', '/v1/tasks/32704519835648898'), (b) =>
          b.headers(requestHeaders(true)).jsonBody({ is_completed: true }),
        )
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({ ...taskBody, is_completed: true, completed_at: aTimestamp() }),
        )
        .executeTest(async (server) => {
          const task = await client(server.url).updateTask('32704519835648898', { is_completed: true })
          expect(task.is_completed).toBe(true)
        })
    })

    it('lists open tasks', async () => {
      await pact
        .addInteraction()
        .given('a task {title} exists', { title: 'Send the deck' })
        .uponReceiving('a request for open tasks')
        .withRequest('GET', '/v1/tasks', (b) =>
          b.headers(requestHeaders(false)).query({ is_completed: 'false', limit: '10' }),
        )
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({ data: eachLike(taskBody), total: integer(1), has_more: boolean(false) }),
        )
        .executeTest(async (server) => {
          const page = await client(server.url).listTasks('is_completed=false&limit=10')
          expect(page.data[0].title).toBe('Send the deck')
        })
    })

    it('writes a note about a person', async () => {
      await pact
        .addInteraction()
        .given('a person with e-mail {email} exists', { email: EMAIL })
        .uponReceiving('a request to create a note')
        .withRequest('POST', '/v1/notes', (b) =>
          b
            .headers(requestHeaders(true))
            .jsonBody({ title: 'First meeting', content: 'Talked about the roadmap', entity_id: stateId('person_id') }),
        )
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({
            id: anId(),
            title: 'First meeting',
            content: 'Talked about the roadmap',
            entity_id: anId(),
            created_at: aTimestamp(),
          }),
        )
        .executeTest(async (server) => {
          const note = await client(server.url).createNote({
            title: 'First meeting',
            content: 'Talked about the roadmap',
            entity_id: '32704519835648894',
          })
          expect(note.title).toBe('First meeting')
        })
    })

    it("lists a person's notes", async () => {
      await pact
        .addInteraction()
        .given('the person with e-mail {email} has a timeline of more than one page', { email: EMAIL })
        .uponReceiving("a request for a record's notes")
        .withRequest('GET', '/v1/notes', (b) =>
          b.headers(requestHeaders(false)).query({ entity_id: stateId('person_id') }),
        )
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({
            data: eachLike({
              id: anId(),
              title: string('First meeting'),
              entity_id: anId(),
              created_at: aTimestamp(),
            }),
          }),
        )
        .executeTest(async (server) => {
          const { data } = await client(server.url).listNotes('32704519835648894')
          expect(data[0].title).toBe('First meeting')
        })
    })
  })

  describe('timeline and search', () => {
    const event = {
      id: anId(),
      resource_type: string('note'),
      resource_id: anId(),
      event_type: string('created'),
      event_timestamp: aTimestamp(),
    }

    it("reads the first page of a person's timeline", async () => {
      await pact
        .addInteraction()
        .given('the person with e-mail {email} has a timeline of more than one page', { email: EMAIL })
        .uponReceiving('a request for the first page of a timeline')
        .withRequest(
          'GET',
          statePath('/v1/records/${person_id}/timeline', '/v1/records/32704519835648894/timeline'),
          (b) => b.headers(requestHeaders(false)).query({ limit: '1' }),
        )
        .willRespondWith(200, (b) =>
          b
            .headers(jsonHeaders)
            .jsonBody({ data: eachLike(event), has_next_page: true, next_cursor: string('eyJvIjoxfQ') }),
        )
        .executeTest(async (server) => {
          const page = await client(server.url).timeline('32704519835648894', 1)
          expect(page.has_next_page).toBe(true)
        })
    })

    it("reads the next page of a person's timeline with its cursor", async () => {
      await pact
        .addInteraction()
        .given('the person with e-mail {email} has a timeline of more than one page', { email: EMAIL })
        .uponReceiving('a request for the next page of a timeline')
        .withRequest(
          'GET',
          statePath('/v1/records/${person_id}/timeline', '/v1/records/32704519835648894/timeline'),
          (b) => b.headers(requestHeaders(false)).query({ limit: '1', cursor: stateId('next_cursor', 'eyJvIjoxfQ') }),
        )
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({ data: eachLike(event), has_next_page: boolean(true) }),
        )
        .executeTest(async (server) => {
          const page = await client(server.url).timeline('32704519835648894', 1, 'eyJvIjoxfQ')
          expect(page.data).toHaveLength(1)
        })
    })

    it('searches records by name', async () => {
      await pact
        .addInteraction()
        .given('a person with e-mail {email} exists', { email: EMAIL })
        .uponReceiving('a search for a name')
        .withRequest('POST', '/v1/search', (b) => b.headers(requestHeaders(true)).jsonBody({ query: 'Ada Lovelace' }))
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({
            results: {
              person: eachLike({
                id: anId(),
                primary_value: string('Ada Lovelace'),
                score: MatchersV3.number(16.3),
                entity_definition_id: anId(),
              }),
            },
          }),
        )
        .executeTest(async (server) => {
          const { results } = await client(server.url).search('Ada Lovelace')
          expect(results.person[0].primary_value).toBe('Ada Lovelace')
        })
    })
  })

  describe('the connect flow', () => {
    const CONNECT_ID = 'c_0f9a1c2e4b7d48a6b1e3f5a7c9d1e3f5'

    it('reads the integration catalogue with its connections', async () => {
      await pact
        .addInteraction()
        .given('a connect flow for {type}/{provider} has been approved', { type: 'email', provider: 'google' })
        .uponReceiving('a request for the integration catalogue')
        .withRequest('GET', '/v1/integrations/', (b) => b.headers(requestHeaders(false)))
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody(
            eachLike({
              type: string('email'),
              provider: string('google'),
              display_name: string('Gmail'),
              description: string('E-mail from Gmail'),
              connections: MatchersV3.atLeastLike(
                { id: integer(1), status: 'active', identifier: string('ada@analytical.example') },
                0,
                1,
              ),
            }),
          ),
        )
        .executeTest(async (server) => {
          const catalogue = await client(server.url).integrations()
          expect(catalogue[0].connections[0].status).toBe('active')
        })
    })

    it('starts connecting an integration, with no body', async () => {
      await pact
        .addInteraction()
        .uponReceiving('a request to connect an integration')
        .withRequest('POST', '/v1/integrations/email/google/connect', (b) => b.headers(requestHeaders(false)))
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({
            auth_url: MatchersV3.regex('^https?://\\S+$', `http://127.0.0.1:4010/_mock/connect/${CONNECT_ID}`),
            connect_id: string(CONNECT_ID),
          }),
        )
        .executeTest(async (server) => {
          const { auth_url } = await client(server.url).connect('email', 'google')
          expect(auth_url).toContain(CONNECT_ID)
        })
    })

    it('polls a connect flow until it is connected', async () => {
      await pact
        .addInteraction()
        .given('a connect flow for {type}/{provider} has been approved', { type: 'email', provider: 'google' })
        .uponReceiving('a request for the status of an approved connect flow')
        .withRequest(
          'GET',
          statePath('/v1/integrations/connect/${connect_id}/status', `/v1/integrations/connect/${CONNECT_ID}/status`),
          (b) => b.headers(requestHeaders(false)),
        )
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({ status: 'connected', connection_id: integer(1) }),
        )
        .executeTest(async (server) => {
          expect((await client(server.url).connectStatus(CONNECT_ID)).status).toBe('connected')
        })
    })

    it('disconnects a connection', async () => {
      await pact
        .addInteraction()
        .given('a connect flow for {type}/{provider} has been approved', { type: 'email', provider: 'google' })
        .uponReceiving('a request to disconnect a connection')
        .withRequest(
          'DELETE',
          statePath('/v1/integrations/connections/${connection_id}', '/v1/integrations/connections/1'),
          (b) => b.headers(requestHeaders(false)),
        )
        .willRespondWith(200)
        .executeTest(async (server) => {
          expect(await client(server.url).disconnect('1')).toBeNull()
        })
    })
  })

  describe('errors', () => {
    const failsWith = async (promise: Promise<unknown>, status: number) => {
      const error = await promise.then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(ApiClientError)
      expect((error as ApiClientError).status).toBe(status)
    }

    it('400: a record without its required name', async () => {
      await pact
        .addInteraction()
        .uponReceiving('a request to create a person without a name')
        .withRequest('POST', '/v1/objects/person', (b) =>
          b.headers(requestHeaders(true)).jsonBody({ attributes: { job_title: 'CTO' } }),
        )
        .willRespondWith(400, (b) =>
          b.headers(jsonHeaders).jsonBody(errorBody(400, 'Invalid request body: attributes.name: Invalid input')),
        )
        .executeTest(async (server) => failsWith(client(server.url).createRecord('person', { job_title: 'CTO' }), 400))
    })

    it('401: an unknown key', async () => {
      await pact
        .addInteraction()
        .uponReceiving('a request with an unknown key')
        .withRequest('GET', '/v1/objects', (b) =>
          b.headers({ Authorization: 'Bearer not-a-key', 'X-Nex-Source': 'skill-cli' }),
        )
        .willRespondWith(401, (b) => b.headers(jsonHeaders).jsonBody(errorBody(401, 'Invalid API key')))
        .executeTest(async (server) => failsWith(client(server.url, 'not-a-key').call('GET', '/v1/objects'), 401))
    })

    it('403: a key without the scope', async () => {
      await pact
        .addInteraction()
        .given('the key lacks {scope}', { scope: 'record.write' })
        .uponReceiving('a request to create a person with a key that lacks record.write')
        .withRequest('POST', '/v1/objects/person', (b) =>
          b.headers(requestHeaders(true)).jsonBody({ attributes: { name: 'Alan Turing' } }),
        )
        .willRespondWith(403, (b) =>
          b.headers(jsonHeaders).jsonBody(errorBody(403, 'This key lacks the record.write scope')),
        )
        .executeTest(async (server) =>
          failsWith(client(server.url).createRecord('person', { name: 'Alan Turing' }), 403),
        )
    })

    it('404: a deleted record', async () => {
      await pact
        .addInteraction()
        .given('a person with e-mail {email} existed and was deleted', { email: 'gone@analytical.example' })
        .uponReceiving('a request for a deleted record')
        .withRequest('GET', statePath('/v1/records/${person_id}', '/v1/records/32704519835648894'), (b) =>
          b.headers(requestHeaders(false)),
        )
        .willRespondWith(404, (b) =>
          b.headers(jsonHeaders).jsonBody(errorBody(404, 'Record 32704519835648894 not found')),
        )
        .executeTest(async (server) => failsWith(client(server.url).getRecord('32704519835648894'), 404))
    })

    it('409: an e-mail address another person has', async () => {
      await pact
        .addInteraction()
        .given('a person with e-mail {email} exists', { email: EMAIL })
        .uponReceiving('a request to create a person with a taken e-mail address')
        .withRequest('POST', '/v1/objects/person', (b) =>
          b.headers(requestHeaders(true)).jsonBody({ attributes: { name: 'Ada King', email_addresses: [EMAIL] } }),
        )
        .willRespondWith(409, (b) =>
          b.headers(jsonHeaders).jsonBody(errorBody(409, 'attributes.email_addresses: value is already used')),
        )
        .executeTest(async (server) =>
          failsWith(client(server.url).createRecord('person', { name: 'Ada King', email_addresses: [EMAIL] }), 409),
        )
    })
  })

  describe('notifications', () => {
    const TYPES = ['daily_digest', 'meeting_summary', 'task_reminder', 'task_assigned', 'context_alert']
    const rule = {
      id: anId(),
      name: string('New deals'),
      prompt: string('Tell me every Monday at 9am about new deals'),
      is_enabled: boolean(true),
      schedule: string('0 9 * * 1'),
      created_at: aTimestamp(),
    }

    it('reads the feed since the last notification it saw', async () => {
      await pact
        .addInteraction()
        .uponReceiving('a request for the notification feed since an instant')
        .withRequest('GET', '/v1/notifications/feed', (b) =>
          b.headers(requestHeaders(false)).query({ limit: '10', since: '2026-01-15T09:00:00Z' }),
        )
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({
            items: MatchersV3.atLeastLike(
              {
                id: anId(),
                sent_at: aTimestamp(),
                content: like({
                  important_items: MatchersV3.atLeastLike(
                    { title: string('Call Ada'), context: string('due today') },
                    0,
                    1,
                  ),
                  entity_changes: MatchersV3.atLeastLike(
                    { title: string('Ada Lovelace'), context: string('job title changed') },
                    0,
                    1,
                  ),
                }),
              },
              0,
              1,
            ),
          }),
        )
        .executeTest(async (server) => {
          const { items } = await client(server.url).feed(10, '2026-01-15T09:00:00Z')
          expect(items[0].content.important_items[0].title).toBe('Call Ada')
        })
    })

    it('reads the notification preferences', async () => {
      await pact
        .addInteraction()
        .uponReceiving('a request for the notification preferences')
        .withRequest('GET', '/v1/notifications/preferences', (b) => b.headers(requestHeaders(false)))
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({
            frequency_minutes: integer(60),
            enabled_types: eachLike('daily_digest'),
            digest_enabled: boolean(true),
          }),
        )
        .executeTest(async (server) => {
          expect((await client(server.url).preferences()).frequency_minutes).toBe(60)
        })
    })

    it('sets the notification preferences, the whole list of types at once', async () => {
      await pact
        .addInteraction()
        .uponReceiving('a request to change the notification preferences')
        .withRequest('PATCH', '/v1/notifications/preferences', (b) =>
          b
            .headers(requestHeaders(true))
            .jsonBody({ frequency_minutes: 120, enabled_types: TYPES, digest_enabled: true }),
        )
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({ frequency_minutes: 120, enabled_types: TYPES, digest_enabled: true }),
        )
        .executeTest(async (server) => {
          expect(
            (
              await client(server.url).updatePreferences({
                frequency_minutes: 120,
                enabled_types: TYPES,
                digest_enabled: true,
              })
            ).enabled_types,
          ).toEqual(TYPES)
        })
    })

    it('adds a notification rule described in plain words', async () => {
      await pact
        .addInteraction()
        .uponReceiving('a request to add a custom notification')
        .withRequest('POST', '/v1/notifications/custom', (b) =>
          b.headers(requestHeaders(true)).jsonBody({ description: 'Tell me every Monday at 9am about new deals' }),
        )
        .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(rule))
        .executeTest(async (server) => {
          expect((await client(server.url).addRule('Tell me every Monday at 9am about new deals')).schedule).toBe(
            '0 9 * * 1',
          )
        })
    })

    it('lists the notification rules', async () => {
      await pact
        .addInteraction()
        .given('a custom notification {description} exists', {
          description: 'Tell me every Monday at 9am about new deals',
        })
        .uponReceiving('a request for the custom notifications')
        .withRequest('GET', '/v1/notifications/custom', (b) => b.headers(requestHeaders(false)))
        .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody({ rules: eachLike(rule) }))
        .executeTest(async (server) => {
          expect((await client(server.url).rules()).rules[0].name).toBe('New deals')
        })
    })

    it('deletes a notification rule', async () => {
      await pact
        .addInteraction()
        .given('a custom notification {description} exists', {
          description: 'Tell me every Monday at 9am about new deals',
        })
        .uponReceiving('a request to delete a custom notification')
        .withRequest(
          'DELETE',
          statePath('/v1/notifications/custom/${rule_id}', '/v1/notifications/custom/32704519835648950'),
          (b) => b.headers(requestHeaders(false)),
        )
        .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody({ id: anId(), deleted: true }))
        .executeTest(async (server) => {
          expect((await client(server.url).deleteRule('32704519835648950')).deleted).toBe(true)
        })
    })
  })

  describe('rate limits', () => {
    it('429: too many connect calls, with Retry-After in seconds', async () => {
      await pact
        .addInteraction()
        .given('the key has used up its connect calls')
        .uponReceiving('a connect call over the rate limit')
        .withRequest('POST', '/v1/integrations/email/google/connect', (b) => b.headers(requestHeaders(false)))
        .willRespondWith(429, (b) =>
          b
            .headers({ ...jsonHeaders, 'Retry-After': MatchersV3.regex('^[0-9]+$', '60') })
            .jsonBody(errorBody(429, 'Too many connect calls')),
        )
        .executeTest(async (server) => {
          const error = await client(server.url)
            .connect('email', 'google')
            .then(
              () => undefined,
              (e: unknown) => e,
            )
          expect(error).toBeInstanceOf(ApiClientError)
          expect((error as ApiClientError).retryAfter).toBe(60)
        })
    })
  })

  it('the committed pact is fresh (npm run pacts:write rewrites it)', () => {
    const stale = checkFresh()
    expect(
      stale,
      'contracts/pacts/context-graph-cli-context-graph-api.json is stale: run npm run pacts:write and commit it',
    ).toBeUndefined()
  })
})
