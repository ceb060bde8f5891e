import { z } from 'zod'
import { lazySchema } from '../schemas/lazy.js'
import { JOBS_IN_FLIGHT } from '../../core/jobs/jobs.js'
import { apiActor } from '../../core/actor.js'
import {
  CONTEXT_LIMITS,
  findArtifact,
  presentArtifact,
  submitContext,
  type PresentedArtifact,
} from '../../core/context/artifacts.js'
import { integerId, optionalIntegerId } from '../integer-id.js'
import { defineRoute } from '../route.js'
import { pathId } from '../schemas/common.js'
import { AddContextTextBody, AddContextTextResponseSchema, ArtifactSchema } from '../schemas/context.js'

const tag = 'Context'
const ArtifactParams = lazySchema(() => z.strictObject({ artifact_id: pathId('artifact_id') }))

/** The artifact's wire form: the ids the reference types as integers become JSON integers. */
function artifactBody(artifact: PresentedArtifact): unknown {
  const result = artifact.result && {
    ...artifact.result,
    entities_extracted: artifact.result.entities_extracted.map((entity) => ({
      ...entity,
      context_id: integerId(entity.context_id),
      ...(entity.canonical_entity_id !== undefined && {
        canonical_entity_id: optionalIntegerId(entity.canonical_entity_id),
      }),
    })),
  }
  return { ...artifact, operation_id: integerId(artifact.operation_id), ...(result && { result }) }
}

export const contextIngestionRoutes = [
  defineRoute({
    method: 'post',
    path: '/v1/context/text',
    operationId: 'addContext',
    tag,
    summary: 'Add context to the workspace',
    description:
      `Ingests unstructured text about people and companies. Answers an artifact id at once; the ` +
      `artifact is pending, processing after one job step and completed after two (on the mock's ` +
      `clock), when the text is read against the workspace as it is then: e-mail addresses, domains, ` +
      `known record names, "X works at Y" / "X is the CTO of Y" / "X joined Y" statements, phone ` +
      `numbers, dates and follow-ups become records (matched on e-mail address and domain), works-at ` +
      `relationships, triplets, insights, suggested tasks and ghost entities. content must not be ` +
      `blank; at most ${CONTEXT_LIMITS.maxContentBytes / 1024} KiB. A workspace holds at most ` +
      `${JOBS_IN_FLIGHT.artifact.jobs} artifacts in flight, with ` +
      `${JOBS_IN_FLIGHT.artifact.bytes / 1024 / 1024} MiB of text between them; past that the answer ` +
      `is 429 with Retry-After (clock seconds until the oldest is due to finish).`,
    public: true,
    scope: 'insight.stream',
    request: { body: AddContextTextBody, bodyRequired: true },
    responses: { 200: { description: 'The artifact the text is processed as', schema: AddContextTextResponseSchema } },
    errors: [],
    handle: ({ body, workspace, key, services }) => ({
      status: 200,
      body: { artifact_id: integerId(submitContext(workspace, services.clock, services.jobs, body, apiActor(key)).id) },
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/context/artifacts/{artifact_id}',
    operationId: 'getArtifact',
    tag,
    summary: 'Get an artifact',
    description:
      'The processing status of an ingested text and, once completed, what it found and wrote; once ' +
      'failed, the error (a failed ingestion writes nothing).',
    public: true,
    scope: 'insight.stream',
    request: { params: ArtifactParams },
    responses: { 200: { description: 'The artifact', schema: ArtifactSchema } },
    errors: [404],
    handle: ({ params, workspace }) => ({
      status: 200,
      body: artifactBody(presentArtifact(workspace, findArtifact(workspace, params.artifact_id))),
    }),
  }),
]
