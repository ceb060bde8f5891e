import { z } from 'zod'
import { lazySchema } from './lazy.js'
import { COMPOUNDING_JOB_TYPES } from '../../core/compounding/state.js'
import { components, IntegerIdSchema, Timestamp } from './common.js'

const JobType = lazySchema(() =>
  z
    .enum(COMPOUNDING_JOB_TYPES)
    .describe('consolidation, pattern_detection, playbook_synthesis, decay_sweep or metrics'),
)
const RunId = lazySchema(() =>
  z.uuid().describe("The run's id: a UUID, deterministic from the workspace's id sequence"),
)

export const TriggerCompoundingBody = lazySchema(() =>
  z
    .strictObject({
      job_type: JobType(),
      dry_run: z.boolean().optional().describe('true counts what the run would do and changes nothing; default false'),
    })
    .register(components, { id: 'TriggerCompoundingRequest', description: 'The compounding job to run' }),
)

export const CompoundingAcceptedSchema = lazySchema(() =>
  z
    .strictObject({
      job_run_id: RunId(),
      job_type: JobType(),
      workspace_id: IntegerIdSchema().describe('The workspace the run works on'),
      dry_run: z.boolean(),
      status: z.literal('accepted'),
      success: z.literal(true),
    })
    .register(components, {
      id: 'CompoundingJobAccepted',
      description: 'A compounding run, accepted; poll it by job_run_id',
    }),
)

const Count = (description: string) =>
  z.number().int().min(0).optional().describe(`${description}; present once the run has finished`)

const MetricsSchema = lazySchema(() =>
  z
    .strictObject({
      insights: z.number().int().min(0).describe('Listed insights (not merged)'),
      merged_insights: z.number().int().min(0).describe('Insights consolidation merged into another'),
      insights_by_type: z.record(z.string(), z.number().int().min(0)).describe('Listed insights by type'),
      triplets: z.number().int().min(0),
      ghosts: z.number().int().min(0).describe('Entities mentioned in context that match no record'),
      patterns: z.number().int().min(0).describe('Pattern insights recorded by pattern_detection runs'),
      playbooks: z.number().int().min(0).describe('Playbook insights recorded by playbook_synthesis runs'),
      average_confidence: z.number().min(0).max(1).describe('Mean confidence of the listed insights'),
    })
    .register(components, { id: 'CompoundingMetrics', description: 'What a metrics run counted' }),
)

export const CompoundingRunSchema = lazySchema(() =>
  z
    .strictObject({
      job_run_id: RunId(),
      job_type: JobType(),
      workspace_id: IntegerIdSchema().describe('The workspace the run works on'),
      status: z.enum(['accepted', 'running', 'completed', 'failed']),
      dry_run: z.boolean(),
      started_at: Timestamp().describe('When the run was triggered (entered the system)'),
      insights_scanned: Count(
        'Insights evaluated (for pattern_detection the triplets read, for playbook_synthesis the recorded patterns)',
      ),
      insights_affected: Count(
        'Insights changed (or, in a dry run, that would change): merged and kept ones, decayed ones, ' +
          'updated patterns and playbooks',
      ),
      candidates_created: Count('Pattern or playbook insights created (or that would be)'),
      errors: Count('1 when the run failed, else 0'),
      completed_at: Timestamp().optional().describe('When the run finished; present once it has'),
      duration_ms: z
        .number()
        .int()
        .min(0)
        .optional()
        .describe('Clock milliseconds from started_at to completed_at; present once the run has finished'),
      error_details: z
        .strictObject({ message: z.string(), job_type: JobType() })
        .optional()
        .describe('Why the run failed; failed runs only'),
      metrics: MetricsSchema().optional().describe('The counts a completed metrics run took; metrics runs only'),
    })
    .register(components, {
      id: 'CompoundingJob',
      description: 'A compounding run and, once finished, what it counted',
    }),
)
