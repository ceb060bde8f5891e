import type { Clock } from '../clock.js'
import { notFound } from '../errors.js'
import { admitJob, AT_ONCE, driveJob, runToEnd, WorkMeter, type JobsControl } from '../jobs/jobs.js'
import type { Workspace } from '../model.js'
import { RETENTION, retainNewest } from '../retention.js'
import { planConsolidation } from './consolidation.js'
import { planDecay } from './decay.js'
import { planMetrics } from './metrics.js'
import { planPatternDetection } from './patterns.js'
import { planPlaybookSynthesis } from './playbooks.js'
import { deterministicUuid, UUID_PATTERN } from './run-id.js'
import {
  COMPOUNDING_SLICE,
  type CompoundingCounts,
  type CompoundingJobType,
  type CompoundingPlan,
  type CompoundingRun,
  type CompoundingState,
  type WorkspaceMetrics,
} from './state.js'

/** The run's states in the reference's words: queued, working, done, failed. */
const STATES = ['accepted', 'running', 'completed', 'failed'] as const

/** Each job type's algorithm, run against the workspace as it is when the run's work begins. */
const PLANS: Record<
  CompoundingJobType,
  (workspace: Workspace, clock: Clock, meter: WorkMeter) => Generator<void, CompoundingPlan, void>
> = {
  consolidation: (workspace, clock, meter) => planConsolidation(workspace, clock, meter),
  pattern_detection: (workspace, clock, meter) => planPatternDetection(workspace, clock, workspace.compounding, meter),
  playbook_synthesis: (workspace, clock, meter) =>
    planPlaybookSynthesis(workspace, clock, workspace.compounding, meter),
  decay_sweep: (workspace, clock, meter) => planDecay(workspace, clock, workspace.compounding, meter),
  metrics: (workspace, _clock, meter) => planMetrics(workspace, workspace.compounding, meter),
}

/**
 * Computes what a job type would do now and, unless it is a dry run, does it, at once: the counts
 * are the same either way, and the same as the run's in slices.
 *
 * @example runCompounding(workspace, clock, 'decay_sweep', true) // { insights_scanned: 40, insights_affected: 7, candidates_created: 0 } and nothing changed
 */
export function runCompounding(
  workspace: Workspace,
  clock: Clock,
  jobType: CompoundingJobType,
  dryRun: boolean,
): CompoundingCounts {
  return runToEnd(compoundingSlices(workspace, clock, jobType, dryRun, AT_ONCE))
}

/**
 * A run's work in slices: the plan, then (unless it is a dry run) its writes, giving the event
 * loop back each time `meter` has counted a slice's worth of work (COMPOUNDING_SLICE). The result
 * does not depend on where the slices fall.
 *
 * @example runToEnd(compoundingSlices(workspace, clock, 'consolidation', false, new WorkMeter(COMPOUNDING_SLICE.units)))
 */
export function* compoundingSlices(
  workspace: Workspace,
  clock: Clock,
  jobType: CompoundingJobType,
  dryRun: boolean,
  meter: WorkMeter,
): Generator<void, CompoundingCounts, void> {
  const { apply, ...counts } = yield* PLANS[jobType](workspace, clock, meter)
  if (!dryRun) yield* apply(meter)
  return counts
}

/**
 * A run's work, in turn with the workspace's other runs: it waits (a turn of the event loop at a
 * time) until the runs whose work began before it have ended, then works in slices. A run of an
 * ordinary workspace plans and writes within its first slice, so it completes inside the clock
 * step that ends it; a large one stays `running` for as many turns as its slices take.
 */
function* inTurn(
  state: CompoundingState,
  run: CompoundingRun,
  work: Generator<void, CompoundingCounts, void>,
): Generator<void, CompoundingCounts, void> {
  state.working.push(run)
  try {
    while (state.working[0] !== run) yield
    return yield* work
  } finally {
    state.working.splice(state.working.indexOf(run), 1)
  }
}

/**
 * Triggers a run: it is `accepted` now, `running` one job step later and `completed` (its work
 * done) or `failed` one more step later, on the clock. The work is done in slices of a few ms
 * of CPU (COMPOUNDING_SLICE), on turns of the event loop, so a run over a large workspace never
 * holds the server for long: other requests are answered between its slices, and it stays
 * `running` until its last one, a few turns of the event loop after its last step. A workspace
 * of a few hundred ordinary insights needs one slice, so its run is completed as soon as the
 * clock passes the step (`clock.advance('4s')` leaves it completed). Runs of one workspace work
 * one at a time, in the order their last steps came. The run id is a UUID derived from the
 * workspace's id sequence, so the same calls give the same ids.
 *
 * @example triggerCompounding(workspace, clock, jobs, { job_type: 'metrics' }).status // 'accepted'
 */
export function triggerCompounding(
  workspace: Workspace,
  clock: Clock,
  jobs: JobsControl,
  input: { job_type: CompoundingJobType; dry_run?: boolean | undefined },
): CompoundingRun {
  admitJob(clock, workspace.jobs, 'compounding')
  const run: CompoundingRun = {
    job_run_id: deterministicUuid(workspace.id, workspace.ids.next()),
    job_type: input.job_type,
    dry_run: input.dry_run ?? false,
    accepted_at: clock.iso(),
    status: STATES[0],
  }
  workspace.compounding.runs.set(run.job_run_id, run)
  retainNewest(workspace.compounding.runs, RETENTION.compoundingRuns)
  driveJob(clock, jobs, run, {
    kind: 'compounding',
    states: STATES,
    workspaceJobs: workspace.jobs,
    work: () =>
      inTurn(
        workspace.compounding,
        run,
        compoundingSlices(workspace, clock, run.job_type, run.dry_run, new WorkMeter(COMPOUNDING_SLICE.units)),
      ),
  })
  return run
}

/**
 * The run with this id in the workspace; 404 for an unknown one and for one that is not even a
 * UUID (the reference declares no 400 for this operation, so no run can have such an id).
 */
export function findCompoundingRun(workspace: Workspace, id: string): CompoundingRun {
  const run = UUID_PATTERN.test(id) ? workspace.compounding.runs.get(id.toLowerCase()) : undefined
  if (!run) throw notFound(`Compounding job ${id} not found`)
  return run
}

export interface PresentedCompoundingRun {
  job_run_id: string
  job_type: CompoundingJobType
  /** The route answers it as a JSON integer (integerId). */
  workspace_id: string
  status: (typeof STATES)[number]
  dry_run: boolean
  started_at: string
  insights_scanned?: number
  insights_affected?: number
  candidates_created?: number
  errors?: number
  completed_at?: string
  duration_ms?: number
  error_details?: { message: string; job_type: CompoundingJobType }
  metrics?: WorkspaceMetrics
}

/** A run in its response form: counts once it has finished (zeros and one error when it failed). */
export function presentCompoundingRun(workspace: Workspace, run: CompoundingRun): PresentedCompoundingRun {
  const presented: PresentedCompoundingRun = {
    job_run_id: run.job_run_id,
    job_type: run.job_type,
    workspace_id: workspace.id,
    // The jobs module moves a run through STATES only; JobState types it as any string.
    status: run.status as (typeof STATES)[number],
    dry_run: run.dry_run,
    started_at: run.accepted_at,
  }
  if (run.completed_at === undefined) return presented
  const counts = run.result ?? { insights_scanned: 0, insights_affected: 0, candidates_created: 0 }
  Object.assign(presented, {
    insights_scanned: counts.insights_scanned,
    insights_affected: counts.insights_affected,
    candidates_created: counts.candidates_created,
    errors: run.status === STATES[3] ? 1 : 0,
    completed_at: run.completed_at,
    duration_ms: Date.parse(run.completed_at) - Date.parse(run.accepted_at),
  })
  if (run.status === STATES[3]) presented.error_details = { message: run.error ?? 'failed', job_type: run.job_type }
  if (counts.metrics) presented.metrics = counts.metrics
  return presented
}
