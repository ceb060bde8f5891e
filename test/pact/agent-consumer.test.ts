import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createClient } from './client.js'
import {
  aTimestamp,
  anId,
  createConsumerPact,
  jsonHeaders,
  PACT_KEY,
  requestHeaders,
  stateId,
  statePath,
} from './support.js'

const { eachLike, integer, string, like, regex, decimal } = MatchersV3

// The pact of an agent-side client (the MCP server's calls): ask with a session, context
// ingestion polled to completion, AI list jobs polled to completion, and the insight list.
const { pact, checkFresh } = createConsumerPact('context-graph-agent')
const client = (url: string) => createClient({ baseUrl: url, apiKey: PACT_KEY, source: 'mcp' })
const headers = (withBody: boolean) => requestHeaders(withBody, 'mcp')

describe('the agent consumer', () => {
  describe('ask', () => {
    it('asks a question and keeps the session it answers', async () => {
      await pact
        .addInteraction()
        .given('a person with e-mail {email} exists', { email: 'ada@analytical.example' })
        .uponReceiving('a question without a session')
        .withRequest('POST', '/v1/context/ask', (b) =>
          b.headers(headers(true)).jsonBody({ query: 'Who is Ada Lovelace?' }),
        )
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({
            answer: string('Ada Lovelace is CTO at Analytical Engines.'),
            session_id: string('5f0c6d0e-5b7a-4c36-9d53-0b7c5d3c9a10'),
            entity_references: eachLike({
              name: string('Ada Lovelace'),
              type: regex('^[0-9]+$', '14'),
              count: integer(1),
            }),
          }),
        )
        .executeTest(async (server) => {
          const answer = await client(server.url).ask('Who is Ada Lovelace?')
          expect(answer.entity_references[0].name).toBe('Ada Lovelace')
        })
    })

    it('asks a follow-up in the same session', async () => {
      await pact
        .addInteraction()
        .given('a person with e-mail {email} exists', { email: 'ada@analytical.example' })
        .given('an ask session {session_id} exists', { query: 'Who is Ada Lovelace?' })
        .uponReceiving('a follow-up question in a session')
        .withRequest('POST', '/v1/context/ask', (b) =>
          b.headers(headers(true)).jsonBody({
            query: 'What is her e-mail address?',
            session_id: stateId('session_id', '5f0c6d0e-5b7a-4c36-9d53-0b7c5d3c9a10'),
          }),
        )
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({
            answer: string('ada@analytical.example'),
            session_id: string('5f0c6d0e-5b7a-4c36-9d53-0b7c5d3c9a10'),
          }),
        )
        .executeTest(async (server) => {
          const answer = await client(server.url).ask(
            'What is her e-mail address?',
            '5f0c6d0e-5b7a-4c36-9d53-0b7c5d3c9a10',
          )
          expect(answer.session_id).toBe('5f0c6d0e-5b7a-4c36-9d53-0b7c5d3c9a10')
        })
    })
  })

  describe('context ingestion', () => {
    it('adds text as context and gets an artifact id', async () => {
      await pact
        .addInteraction()
        .uponReceiving('a request to add text as context')
        .withRequest('POST', '/v1/context/text', (b) =>
          b
            .headers(headers(true))
            .jsonBody({ content: 'The quarterly numbers look good.', context: 'file-scan:notes/meeting.md' }),
        )
        .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody({ artifact_id: anId() }))
        .executeTest(async (server) => {
          const { artifact_id } = await client(server.url).addContext(
            'The quarterly numbers look good.',
            'file-scan:notes/meeting.md',
          )
          expect(artifact_id).toMatch(/^\d+$/)
        })
    })

    it('polls an artifact until it has completed', async () => {
      await pact
        .addInteraction()
        .given('an artifact {artifact_id} has completed')
        .uponReceiving('a request for a completed artifact')
        .withRequest(
          'GET',
          statePath('/v1/context/artifacts/${artifact_id}', '/v1/context/artifacts/32704519835648903'),
          (b) => b.headers(headers(false)),
        )
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({
            operation_id: anId(),
            status: 'completed',
            result: like({
              entities_created: integer(1),
              entities_updated: integer(0),
              relationships_created: integer(1),
              insights_created: integer(2),
            }),
            created_at: aTimestamp(),
            completed_at: aTimestamp(),
          }),
        )
        .executeTest(async (server) => {
          const artifact = await client(server.url).getArtifact('32704519835648903')
          expect(artifact.status).toBe('completed')
        })
    })
  })

  describe('AI list jobs', () => {
    it('starts an AI list job', async () => {
      await pact
        .addInteraction()
        .uponReceiving('a request to start an AI list job')
        .withRequest('POST', '/v1/context/list/jobs', (b) =>
          b.headers(headers(true)).jsonBody({ query: 'engineers in Berlin', object_type: 'contact', limit: 10 }),
        )
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({ message: { job_id: anId(), status: 'pending' } }),
        )
        .executeTest(async (server) => {
          const { message } = await client(server.url).createListJob({
            query: 'engineers in Berlin',
            object_type: 'contact',
            limit: 10,
          })
          expect(message.status).toBe('pending')
        })
    })

    it('polls an AI list job until it has completed', async () => {
      await pact
        .addInteraction()
        .given('an AI list job {job_id} has completed', { query: 'engineers in Berlin' })
        .uponReceiving('a request for a completed AI list job')
        .withRequest(
          'GET',
          statePath('/v1/context/list/jobs/${job_id}', '/v1/context/list/jobs/32704519835648904'),
          (b) => b.headers(headers(false)),
        )
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody({
            message: {
              job_id: anId(),
              status: 'completed',
              created_at: aTimestamp(),
              query_interpretation: string('Finding contacts whose job title matches engineer, located in Berlin'),
              entities: eachLike({
                id: anId(),
                name: string('Lena Fischer'),
                type: string('contact'),
                reason: string('location Berlin'),
              }),
              count: integer(2),
            },
          }),
        )
        .executeTest(async (server) => {
          const { message } = await client(server.url).getListJob('32704519835648904')
          expect(message.entities[0].name).toBe('Lena Fischer')
        })
    })
  })

  it('reads the insights of the last day', async () => {
    await pact
      .addInteraction()
      .given('an artifact {artifact_id} has completed')
      .uponReceiving('a request for the insights of the last day')
      .withRequest('GET', '/v1/insights', (b) => b.headers(headers(false)).query({ last: '1d', limit: '5' }))
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody({
          insights: eachLike({
            id: anId(),
            content: string('Ada Lovelace works at Analytical Engines as CTO'),
            type: string('relationship'),
            confidence: decimal(0.9),
            created_at: aTimestamp(),
          }),
        }),
      )
      .executeTest(async (server) => {
        const { insights } = await client(server.url).insights('last=1d&limit=5')
        expect(insights[0].type).toBe('relationship')
      })
  })

  it('the committed pact is fresh (npm run pacts:write rewrites it)', () => {
    const stale = checkFresh()
    expect(
      stale,
      'contracts/pacts/context-graph-agent-context-graph-api.json is stale: run npm run pacts:write and commit it',
    ).toBeUndefined()
  })
})
