import { z } from 'zod'
import { lazySchema } from './lazy.js'
import { LIST_JOB_LIMIT, LIST_JOB_STATES } from '../../core/list-jobs/list-jobs.js'
import { components, IdString, pathId, queryBoolean, Timestamp } from './common.js'

export const MAX_LIST_QUERY = 1_000

export const CreateListJobBody = lazySchema(() =>
  z
    .strictObject({
      query: z
        .string()
        .max(MAX_LIST_QUERY, `must hold at most ${MAX_LIST_QUERY} characters`)
        .describe(
          'What to list, in plain words: "engineers in Berlin", "CTOs at fintech companies", "people at ' +
            'Acme", "who reports to Ada Lovelace", "companies added last week". An empty or unreadable query ' +
            'is accepted and makes the job fail with an error',
        ),
      object_type: z
        .string()
        .max(200, 'must hold at most 200 characters')
        .optional()
        .describe(
          '`person` or `contact` (the default), `company`, or free text read as a hint (`investors`: ' +
            'people whose title says investor and venture capital companies)',
        ),
      limit: z
        .number()
        .int('must be an integer')
        .min(LIST_JOB_LIMIT.min, `must be at least ${LIST_JOB_LIMIT.min}`)
        .max(LIST_JOB_LIMIT.max, `must be at most ${LIST_JOB_LIMIT.max}`)
        .optional()
        .describe(
          `Most entities to return, ${LIST_JOB_LIMIT.min} to ${LIST_JOB_LIMIT.max}, default ` +
            `${LIST_JOB_LIMIT.defaultLimit}; a smaller limit in the query itself ("top 10") wins`,
        ),
      include_attributes: z
        .boolean()
        .optional()
        .describe('Include every attribute value of each entity (default false); a GET may also ask'),
    })
    .register(components, {
      id: 'CreateListJobRequest',
      description: 'A plain-language description of the records to list',
    }),
)

export const CreateListJobResponse = lazySchema(() =>
  z
    .strictObject({
      message: z.strictObject({
        job_id: IdString().describe("The job's id, to poll"),
        status: z.literal('pending'),
      }),
    })
    .register(components, { id: 'CreateListJobResponse', description: 'The new job, always pending' }),
)

const ListEntitySchema = lazySchema(() =>
  z
    .strictObject({
      id: IdString().describe("The record's id"),
      name: z.string().describe("The record's name (its primary attribute)"),
      type: z.enum(['contact', 'company']),
      reason: z
        .string()
        .describe(
          "Why it matched, criterion by criterion: \"job title 'Senior Software Engineer' matches " +
            'engineer; location Berlin"',
        ),
      highlights: z.array(z.string()).max(3).describe('Up to three insights about the entity, newest first'),
      attributes: z
        .record(z.string(), z.unknown())
        .optional()
        .describe('Every attribute value, as records show them; only with include_attributes'),
    })
    .register(components, { id: 'ListJobEntity', description: 'A person (contact) or company that matched the query' }),
)

export const ListJobResponse = lazySchema(() =>
  z
    .strictObject({
      message: z.strictObject({
        job_id: IdString(),
        status: z.enum(LIST_JOB_STATES),
        created_at: Timestamp(),
        entities: z
          .array(ListEntitySchema())
          .optional()
          .describe('Best match first (score, then id); only when completed'),
        count: z.number().int().min(0).optional().describe('How many entities; only when completed'),
        query_interpretation: z
          .string()
          .describe(
            'How the query was read: the target, each criterion and the words that named it, the limit, and ' +
              'words left unused',
          ),
        error: z.string().optional().describe('Why the job failed; only when failed'),
      }),
    })
    .register(components, {
      id: 'ListJobResponse',
      description: 'An AI list job: its status, how the query was read and, once completed, the matches',
    }),
)

export const ListJobParams = lazySchema(() => z.strictObject({ job_id: pathId('job_id') }))

export const ListJobQuery = lazySchema(() =>
  z.strictObject({
    include_attributes: queryBoolean(
      'Include every attribute value of each entity, even if the job was created without',
    ),
  }),
)
