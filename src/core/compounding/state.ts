import type { JobState, WorkMeter } from '../jobs/jobs.js'

/** The five kinds of compounding run, in the reference's words. */
export const COMPOUNDING_JOB_TYPES = [
  'consolidation',
  'pattern_detection',
  'playbook_synthesis',
  'decay_sweep',
  'metrics',
] as const
export type CompoundingJobType = (typeof COMPOUNDING_JOB_TYPES)[number]

/** What a finished run counted (a dry run counts the same and changes nothing). */
export interface CompoundingCounts {
  insights_scanned: number
  insights_affected: number
  candidates_created: number
  /** Metrics runs only: the snapshot they took. */
  metrics?: WorkspaceMetrics | undefined
}

/** The counts a metrics run reports: live insights by type, and the facts around them. */
export interface WorkspaceMetrics {
  insights: number
  merged_insights: number
  insights_by_type: Record<string, number>
  triplets: number
  ghosts: number
  patterns: number
  playbooks: number
  average_confidence: number
}

/** One triggered run; the job state machine (jobs/jobs.ts) moves `status`. */
export interface CompoundingRun extends JobState<CompoundingCounts> {
  job_run_id: string
  job_type: CompoundingJobType
  dry_run: boolean
  /** When the run was triggered (the reference's started_at: "when the job entered the system"). */
  accepted_at: string
}

/** A workspace's compounding runs and what earlier runs left behind for later ones. */
export interface CompoundingState {
  runs: Map<string, CompoundingRun>
  /** Pattern key (`person|works_at|company`) -> the pattern insight recording it. */
  patterns: Map<string, string>
  /** Rule key -> the playbook insight stating it. */
  playbooks: Map<string, string>
  /** Insight id -> clock ms of the decay sweep that last lowered it, so a sweep never decays the same time twice. */
  decayedAt: Map<string, number>
  /**
   * Runs whose work has begun and not ended, in the order their last step came: the first one
   * works, the others wait for it, so a run never plans from what another is halfway through
   * changing, and two runs never apply the same thing twice.
   */
  working: CompoundingRun[]
}

/**
 * What one run may create: a run that finds more creates the first ones (in the order it finds
 * them) and leaves the rest to the next run, which finds them again as not yet recorded.
 */
export const COMPOUNDING_OUTPUT = { patternsPerRun: 100, rulesPerRun: 100 } as const

export const createCompoundingState = (): CompoundingState => ({
  runs: new Map(),
  patterns: new Map(),
  playbooks: new Map(),
  decayedAt: new Map(),
  working: [],
})

/**
 * How a run is sliced (see `compoundingSlices` in runs.ts). Work is counted in units, about one
 * per word read or compared, per map lookup or per entity merged, plus `perItem` for each insight
 * or triplet handled at all; a slice spends at most `units` (a few ms of CPU) and then gives the
 * event loop back. Counting units rather than time makes where the slices fall, and so whether a
 * run completes within its first slice, the same on every machine: a workspace of a few hundred
 * ordinary insights takes a fraction of one slice.
 */
export const COMPOUNDING_SLICE = { units: 200_000, perItem: 8 } as const

/**
 * What one algorithm found: its counts, and the writes that make them true (skipped by a dry
 * run). The writes may be sliced too; each checks that what it changes is still there and live,
 * since other requests run between slices.
 */
export interface CompoundingPlan extends CompoundingCounts {
  apply(meter: WorkMeter): Generator<void, void, void>
}
