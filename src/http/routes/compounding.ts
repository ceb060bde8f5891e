import { z } from 'zod'
import { lazySchema } from '../schemas/lazy.js'
import { JOBS_IN_FLIGHT } from '../../core/jobs/jobs.js'
import { findCompoundingRun, presentCompoundingRun, triggerCompounding } from '../../core/compounding/runs.js'
import { integerId } from '../integer-id.js'
import { defineRoute } from '../route.js'
import { CompoundingAcceptedSchema, CompoundingRunSchema, TriggerCompoundingBody } from '../schemas/compounding.js'

const tag = 'Compounding'
// Any string: the core answers 404 for one that is not a UUID, as for an unknown run (the reference
// declares no 400 here).
const RunParams = lazySchema(() =>
  z.strictObject({
    job_run_id: z.string().describe("The run's id (a UUID) as the trigger answered it"),
  }),
)

export const compoundingRoutes = [
  defineRoute({
    method: 'post',
    path: '/v1/compounding/trigger',
    operationId: 'triggerCompoundingJob',
    tag,
    summary: 'Trigger a compounding job',
    description:
      "Starts a compounding run over the workspace's insight store and answers 202 at once; the run is " +
      '`accepted`, then `running` one job step later, then `completed` or `failed` one more step ' +
      "later, on the mock's clock. Its work is done as that last step passes, in slices of a few ms of " +
      'CPU on turns of the event loop, so other requests are answered meanwhile: a workspace of a few ' +
      'hundred insights needs one slice and completes at once, a large one stays `running` a few turns ' +
      'of the event loop longer. Runs of a workspace work one at a time. Consolidation merges ' +
      'near-duplicate insights of a type (cosine of TF-IDF word vectors at least 0.8; the most ' +
      'confident one is kept and gains a little confidence, the others get merged_into and leave the ' +
      'lists); pattern_detection records each predicate seen between the same entity types for at ' +
      'least 2 subject-object pairs as a `pattern` insight; playbook_synthesis turns recorded patterns ' +
      'into `playbook` rules from what followed them within a week (a task linked to the subject, or ' +
      'another fact about it) at least twice and in at least half of the cases; decay_sweep halves per ' +
      '30 days the confidence of insights not reinforced for 7 days (never below 0.1); metrics counts. ' +
      'A dry run counts the same and changes nothing. The body is required. ' +
      `A workspace holds at most ${JOBS_IN_FLIGHT.compounding.jobs} runs in flight; past that the ` +
      `answer is 429 with Retry-After (clock seconds until the oldest is due to finish).`,
    public: true,
    scope: 'record.write',
    request: { body: TriggerCompoundingBody, bodyRequired: true },
    responses: { 202: { description: 'The run, accepted', schema: CompoundingAcceptedSchema } },
    errors: [],
    handle: ({ body, workspace, services }) => {
      const run = triggerCompounding(workspace, services.clock, services.jobs, body)
      return {
        status: 202,
        body: {
          job_run_id: run.job_run_id,
          job_type: run.job_type,
          workspace_id: integerId(workspace.id),
          dry_run: run.dry_run,
          status: 'accepted',
          success: true,
        },
      }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/compounding/jobs/{job_run_id}',
    operationId: 'getCompoundingJobStatus',
    tag,
    summary: 'Get a compounding job',
    description:
      "Returns a run's status and, once it has finished, its counts, completed_at and duration_ms (a " +
      'failed run: zero counts, errors 1 and error_details). A job_run_id that is not a UUID, a run of ' +
      'another workspace, or none, is 404.',
    public: true,
    scope: 'record.read',
    request: { params: RunParams },
    responses: { 200: { description: 'The run', schema: CompoundingRunSchema } },
    errors: [404],
    handle: ({ params, workspace }) => ({
      status: 200,
      body: {
        ...presentCompoundingRun(workspace, findCompoundingRun(workspace, params.job_run_id)),
        workspace_id: integerId(workspace.id),
      },
    }),
  }),
]
