import { z } from 'zod'
import { lazySchema } from './lazy.js'
import { ARTIFACT_STATES, CONTEXT_LIMITS } from '../../core/context/artifacts.js'
import { components, IntegerIdSchema, Timestamp } from './common.js'

export const AddContextTextBody = lazySchema(() =>
  z
    .strictObject({
      content: z
        .string()
        .describe(
          `The text to ingest (meeting notes, an e-mail, a message): not blank, at most ` +
            `${CONTEXT_LIMITS.maxContentBytes / 1024} KiB of UTF-8`,
        ),
      context: z
        .string()
        .optional()
        .describe(
          `Where the text came from, such as \`file-scan:notes.md\` or \`New LinkedIn activity\`; quoted ` +
            `in the insights and tasks it produces. At most ${CONTEXT_LIMITS.maxContextBytes / 1024} KiB`,
        ),
      session_id: z
        .string()
        .optional()
        .describe(
          `A client's conversation id, kept with the artifact. At most ${CONTEXT_LIMITS.maxSessionIdBytes} bytes`,
        ),
    })
    .register(components, {
      id: 'AddContextTextRequest',
      description: 'Unstructured text about (new or existing) people and companies',
    }),
)

export const AddContextTextResponseSchema = lazySchema(() =>
  z
    .strictObject({
      artifact_id: IntegerIdSchema().describe('The artifact to poll with GET /v1/context/artifacts/{artifact_id}'),
    })
    .register(components, { id: 'AddContextTextResponse', description: 'The artifact the text is processed as' }),
)

const ExtractedEntitySchema = lazySchema(() =>
  z
    .strictObject({
      type: z.enum(['PERSON', 'COMPANY']),
      context_id: IntegerIdSchema().describe('The artifact the entity was read from'),
      canonical_entity_id: IntegerIdSchema()
        .optional()
        .describe('The record the entity resolved to; left out for a ghost and for a record deleted since'),
      ghost_id: z
        .string()
        .optional()
        .describe(
          'For a mention that matches no record and carries no e-mail address or domain: the ghost entity ' +
            '(`ghost:N`) it became',
        ),
      properties: z
        .record(z.string(), z.unknown())
        .describe('What the text said: name, email, job_title, phone (people); name, domain (companies)'),
      previous_properties: z
        .record(z.string(), z.unknown())
        .optional()
        .describe('The same properties before this ingestion; only for a record it updated'),
      is_new: z.boolean().describe('Whether the record was created by this ingestion'),
    })
    .register(components, { id: 'ExtractedEntity', description: 'A person or company an ingested text is about' }),
)

export const ArtifactResultSchema = lazySchema(() =>
  z
    .strictObject({
      entities_extracted: z.array(ExtractedEntitySchema()),
      entities_created: z.number().int().min(0).describe('Records created'),
      entities_updated: z.number().int().min(0).describe('Existing records whose values changed'),
      relationships_created: z
        .number()
        .int()
        .min(0)
        .describe('Relationship instances created (works at, reports to, knows, introduced by, left)'),
      insights_created: z.number().int().min(0),
      tasks_suggested: z
        .number()
        .int()
        .min(0)
        .describe('Tasks created from follow-ups ("send the proposal by Friday")'),
      dropped: z
        .strictObject({
          entities: z
            .number()
            .int()
            .min(0)
            .describe('People and companies read but neither written as records nor as ghosts'),
          relationships: z.number().int().min(0).describe('Links read but not written'),
          insights: z.number().int().min(0).describe('Insights beyond the cap'),
          tasks: z.number().int().min(0).describe('Follow-ups beyond the cap'),
        })
        .optional()
        .describe(
          'Present only when the text named more than one artifact writes (50 new records, 50 ghosts, 100 ' +
            'relationships, 100 insights, 20 tasks): how much was left out',
        ),
    })
    .register(components, { id: 'ArtifactResult', description: 'What an ingestion found and wrote' }),
)

export const ArtifactSchema = lazySchema(() =>
  z
    .strictObject({
      operation_id: IntegerIdSchema().describe('The artifact id'),
      status: z.enum(ARTIFACT_STATES),
      result: ArtifactResultSchema().optional().describe('Once completed'),
      error: z.string().optional().describe('Once failed: why'),
      created_at: Timestamp(),
      completed_at: Timestamp().optional().describe('When it completed or failed'),
    })
    .register(components, {
      id: 'Artifact',
      description: 'An ingested text: its processing status and, once completed, its result',
    }),
)
