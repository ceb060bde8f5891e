import { z } from 'zod'
import { lazySchema } from '../http/schemas/lazy.js'
import { SCOPES } from '../core/auth.js'
import { JOB_KINDS } from '../core/jobs/jobs.js'
import { ErrorSchema } from '../http/schemas/common.js'

/** Named schemas of the control document, the error body among them; built with the first of them. */
export const controlComponents = lazySchema(() => {
  const registry = z.registry<{ id: string; description?: string }>()
  ErrorSchema().register(registry, { id: 'Error', description: 'The body of every error response' })
  return registry
})

export const SCENARIOS = ['empty', 'small', 'large'] as const
export type ScenarioName = (typeof SCENARIOS)[number]

export const ResetBody = lazySchema(() =>
  z
    .strictObject({
      seed: z
        .number()
        .int()
        .min(0)
        .max(2 ** 31 - 1)
        .optional()
        .describe('Seed for the fixtures; default: the seed the mock started with'),
      scenario: z.enum(SCENARIOS).optional().describe('Fixture scenario; default: the scenario the mock started with'),
    })
    .register(controlComponents(), { id: 'ResetRequest', description: 'What to reset to' }),
)

export const ResetResult = lazySchema(() =>
  z
    .object({ seed: z.number().int(), scenario: z.enum(SCENARIOS), now: z.string() })
    .register(controlComponents(), { id: 'ResetResult', description: 'The state the mock was reset to' }),
)

export const CreateKeyBody = lazySchema(() =>
  z
    .strictObject({
      scopes: z.array(z.enum(SCOPES)).describe('Scopes the key carries'),
      workspace: z
        .string()
        .regex(/^\d+$/, 'must be a string of digits')
        .optional()
        .describe('Workspace id; a new id creates an empty workspace. Default: the seeded workspace'),
      user_id: z
        .string()
        .regex(/^\d+$/, 'must be a string of digits')
        .optional()
        .describe(
          'The workspace user the key acts as (tasks assigned to "me", notifications); must be a user of ' +
            'the workspace. Default: its owner',
        ),
    })
    .register(controlComponents(), { id: 'CreateKeyRequest', description: 'A key to issue' }),
)

export const KeySchema = lazySchema(() =>
  z
    .object({
      key: z.string(),
      workspace_id: z.string(),
      scopes: z.array(z.enum(SCOPES)),
      token_id: z.string(),
      user_id: z.string(),
    })
    .register(controlComponents(), { id: 'ApiKey', description: 'An issued API key' }),
)

export const ClockSchema = lazySchema(() =>
  z
    .object({ now: z.string(), mode: z.enum(['manual', 'real']), pending_timers: z.number().int() })
    .register(controlComponents(), { id: 'Clock', description: 'The mock clock' }),
)

export const AdvanceClockBody = lazySchema(() =>
  z
    .strictObject({
      by: z
        .union([z.number().int().min(0), z.string().min(1)])
        .optional()
        .describe('Milliseconds (a number), or a duration with its unit such as 5s, 2m, 1h30m ("60" is refused)'),
      to: z.string().min(1).optional().describe('An RFC 3339 instant to move to (never backwards)'),
    })
    .register(controlComponents(), { id: 'AdvanceClockRequest', description: 'How far to move the clock: by or to' }),
)

export const HealthSchema = lazySchema(() =>
  z
    .object({ status: z.literal('ok'), seed: z.number().int(), scenario: z.enum(SCENARIOS), now: z.string() })
    .register(controlComponents(), { id: 'Health', description: 'The mock is serving' }),
)

export const OpenApiDocumentSchema = lazySchema(() =>
  z
    .object({
      openapi: z.string(),
      info: z.object({ title: z.string(), version: z.string() }).passthrough(),
      paths: z.record(z.string(), z.unknown()),
    })
    .passthrough()
    .register(controlComponents(), { id: 'OpenApiDocument', description: 'An OpenAPI 3.1 document' }),
)

export const FailNextJobBody = lazySchema(() =>
  z
    .strictObject({
      kind: z
        .enum(JOB_KINDS)
        .describe('The kind of job: artifact (context ingestion), list_job (AI list jobs) or compounding'),
      error: z.string().min(1).max(2000).describe('The error the job reports'),
    })
    .register(controlComponents(), { id: 'FailNextJobRequest', description: 'A failure for the next job of a kind' }),
)

export const FailNextJobResult = lazySchema(() =>
  z
    .object({
      kind: z.enum(JOB_KINDS),
      error: z.string(),
      queued: z.number().int().min(1).describe('Failures now waiting for jobs of this kind'),
    })
    .register(controlComponents(), { id: 'FailNextJobResult', description: 'The queued failure' }),
)
