import type { Clock } from '../clock.js'
import { ApiError } from '../errors.js'
import { RETENTION } from '../retention.js'

/*
 * Jobs, and time slicing (docs/time-slicing.md). Work that takes longer than a request may hold the
 * event loop (a seed, a long text read, a compounding run, a restore's replay) is written once as
 * `SlicedWork`: a generator whose every `next()` does a bounded part. Where a part ends is counted
 * by a `WorkMeter` in units the work names (records written, texts read), never in time, so the
 * slices fall alike on every machine. The same generator runs at once (`runToEnd` with `AT_ONCE`)
 * or a slice per turn of the event loop. A job's slices wait in one queue per store (`SliceQueue`),
 * which counts the slices run so a snapshot can say how many had run at each change and a restore
 * can replay them between the same changes. A function's sliced form is named `...Slices`; its
 * at-once form is a wrapper over it. Reset, seed, restore and registration build in slices over
 * HTTP, one at a time, while requests wait for the whole state (src/mock/rebuild-queue.ts).
 */

/** The kinds of work that take time: each moves through its states on the clock. */
export const JOB_KINDS = ['artifact', 'list_job', 'compounding'] as const
export type JobKind = (typeof JOB_KINDS)[number]

/** How long each step of a job of a kind takes, in clock milliseconds. */
export type JobSteps = Record<JobKind, number>

export const DEFAULT_JOB_STEP_MS = 2_000

/** The store-wide job settings and the failures queued for the next jobs of a kind. */
export interface JobsControl {
  steps: JobSteps
  failNext: Map<JobKind, string[]>
  /** Jobs that have not finished yet, with their kind and when they were queued (the control page lists them). */
  inFlight: Set<InFlightJob>
  /** Slices of jobs waiting for their turn of the event loop (see SliceQueue). */
  slices: SliceQueue
}

/**
 * The slices of sliced jobs waiting to run, oldest first, across the store's workspaces: one runs
 * per turn of the event loop. `ran` counts the slices run since the last reset, so a snapshot can
 * say how many had run when each change was made, and a restore, which holds the queue while it
 * replays, runs exactly as many between two changes as ran between them the first time.
 */
export interface SliceQueue {
  waiting: Array<() => void>
  ran: number
  /** While held, nothing runs on its own: `runNextSlice` runs them (a restore replaying). */
  held: boolean
  /** A turn of the event loop is asked for already. */
  scheduled: boolean
}

/** Queues a slice of a job; it runs on a later turn of the event loop, after those queued before it. */
export function queueSlice(control: JobsControl, slice: () => void): void {
  control.slices.waiting.push(slice)
  pump(control)
}

/** Runs the oldest waiting slice now; false when none waits. */
export function runNextSlice(control: JobsControl): boolean {
  const slice = control.slices.waiting.shift()
  if (!slice) return false
  control.slices.ran++
  slice()
  return true
}

/** Holds the queue (nothing runs on its own) until `releaseSlices`. */
export function holdSlices(control: JobsControl): void {
  control.slices.held = true
}

/** Lets held slices run again, one per turn of the event loop. */
export function releaseSlices(control: JobsControl): void {
  control.slices.held = false
  pump(control)
}

/** Drops every waiting slice and starts the count over (a reset: the jobs they belong to are gone). */
export function clearSlices(control: JobsControl, ran = 0): void {
  control.slices.waiting = []
  control.slices.ran = ran
}

function pump(control: JobsControl): void {
  const queue = control.slices
  if (queue.held || queue.scheduled || queue.waiting.length === 0) return
  queue.scheduled = true
  nextTurn(() => {
    queue.scheduled = false
    if (queue.held) return
    runNextSlice(control)
    pump(control)
  })
}

export interface InFlightJob {
  kind: JobKind
  job: JobState<unknown>
  /** Clock time it was queued. */
  queued_at: string
  /** Clock ms at which its last step is due (sliced work finishes a few turns of the event loop later). */
  due_at: number
  /** Bytes of input it holds until it finishes (an artifact's text). */
  bytes: number
}

/**
 * How many jobs of each kind a workspace may have in flight (queued or working), and how many
 * bytes of input they may hold between them. With a manual clock that is never advanced nothing
 * finishes, so without a bound every request would leave a timer and its input behind for good.
 * The counts equal what retention keeps (retention.ts), so a job is not forgotten before it runs;
 * the bytes bound what queued artifacts hold: 32 MiB, 64 texts of the largest size.
 */
export const JOBS_IN_FLIGHT: Record<JobKind, { jobs: number; bytes: number }> = {
  artifact: { jobs: RETENTION.artifacts, bytes: 32 * 1024 * 1024 },
  list_job: { jobs: RETENTION.listJobs, bytes: Infinity },
  compounding: { jobs: RETENTION.compoundingRuns, bytes: Infinity },
}

/** A workspace's jobs in flight, by kind, oldest first (driveJob keeps them). */
export type WorkspaceJobs = Record<JobKind, Set<InFlightJob>>

export const createWorkspaceJobs = (): WorkspaceJobs => ({
  artifact: new Set(),
  list_job: new Set(),
  compounding: new Set(),
})

const NOUNS: Record<JobKind, string> = {
  artifact: 'artifacts',
  list_job: 'AI list jobs',
  compounding: 'compounding runs',
}

/**
 * Checks that a workspace can take one more job of `kind` holding `bytes` of input, or throws 429
 * with `Retry-After`: the clock seconds until its oldest job in flight is due to finish (at least
 * 1). Called before anything is written, so a refused request leaves nothing behind.
 *
 * @example admitJob(clock, workspace.jobs, 'artifact', 2048)
 */
export function admitJob(clock: Clock, jobs: WorkspaceJobs, kind: JobKind, bytes = 0): void {
  const inFlight = jobs[kind]
  const bound = JOBS_IN_FLIGHT[kind]
  const full = inFlight.size >= bound.jobs
  let held = 0
  if (!full && Number.isFinite(bound.bytes)) for (const job of inFlight) held += job.bytes
  if (!full && held + bytes <= bound.bytes) return
  const oldest = inFlight.values().next().value
  const retryAfter = Math.max(1, Math.ceil(((oldest?.due_at ?? clock.now()) - clock.now()) / 1000))
  const what = full
    ? `${bound.jobs} ${NOUNS[kind]} waiting for their steps, the most it holds at once`
    : `${NOUNS[kind]} waiting for their steps that hold ${mib(held)} of input, and this one would add ${mib(bytes)} (at most ${mib(bound.bytes)} at once)`
  throw new ApiError(
    429,
    `Too many ${NOUNS[kind]} in flight: this workspace has ${what}; retry after ${retryAfter} s of clock time, when the oldest is due to finish`,
    { 'retry-after': String(retryAfter) },
  )
}

const mib = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MiB`
    : bytes >= 1024
      ? `${Math.ceil(bytes / 1024)} KiB`
      : `${bytes} bytes`

export function createJobsControl(steps: Partial<JobSteps> = {}): JobsControl {
  const all = Object.fromEntries(JOB_KINDS.map((kind) => [kind, steps[kind] ?? DEFAULT_JOB_STEP_MS])) as JobSteps
  return {
    steps: all,
    failNext: new Map(),
    inFlight: new Set(),
    slices: { waiting: [], ran: 0, held: false, scheduled: false },
  }
}

/** Failures that may wait for jobs of one kind; one more is 409 until jobs use some. */
export const MAX_QUEUED_FAILURES = 100

/** Queues a failure: the next job of `kind` to finish fails with `error` instead of doing its work. */
export function failNextJob(control: JobsControl, kind: JobKind, error: string): void {
  let queue = control.failNext.get(kind)
  if (queue && queue.length >= MAX_QUEUED_FAILURES) {
    throw new ApiError(
      409,
      `${queue.length} failures already wait for ${NOUNS[kind]} to finish, the most the mock queues; let jobs of that kind use them, or reset`,
    )
  }
  if (!queue) control.failNext.set(kind, (queue = []))
  queue.push(error)
}

/** What a job looks like to the state machine; each resource keeps its own fields beside these. */
export interface JobState<R> {
  status: string
  result?: R | undefined
  error?: string | undefined
  started_at?: string | undefined
  completed_at?: string | undefined
}

/**
 * Work done in slices: each `next()` does a bounded part and the return value is the result. The
 * driver runs the first slice at once and each further one on a later turn of the event loop
 * (through the store's SliceQueue), so a long job never holds the loop for long.
 */
export type SlicedWork<R> = Generator<void, R, void>

/**
 * Counts the work a slice has done in units the work itself names (texts read, comparisons,
 * insights written), not in time, so where the slices fall, and so whether a job finishes within
 * its first slice, is the same on every machine and every run. Work calls `spend` as it goes and
 * yields when it answers true; the count then starts over for the next slice.
 *
 * @example const meter = new WorkMeter(1000); for (const item of items) { handle(item); if (meter.spend(1)) yield }
 */
export class WorkMeter {
  private used = 0
  /** @param budget the units one slice may spend (Infinity: never yield, for work run at once). */
  constructor(readonly budget: number) {}

  /** Counts `units` of work done; true when the slice's budget is spent and the work should yield. */
  spend(units: number): boolean {
    this.used += units
    if (this.used < this.budget) return false
    this.used = 0
    return true
  }
}

export interface JobPlan<R> {
  kind: JobKind
  /** The status names, in order: queued, working, done, failed (`pending`, `processing`, `completed`, `failed`). */
  states: readonly [queued: string, working: string, done: string, failed: string]
  /**
   * The work itself, run when the job finishes its last step, against the workspace as it is
   * then. It answers the result (or slices that end with it), or throws: an Error's message
   * becomes the job's `error`. Sliced work stays in the working state until its last slice.
   */
  work: () => R | SlicedWork<R>
  /** Called after every change of status (to notify streams, say). */
  onChange?: (() => void) | undefined
  /** The workspace's jobs in flight, which this job joins until it finishes (see admitJob). */
  workspaceJobs?: WorkspaceJobs | undefined
  /** Bytes of input the job holds until it finishes. */
  bytes?: number | undefined
}

/**
 * Moves a job through `queued -> working -> done | failed`, one step of the kind's duration each,
 * on the clock: with a manual clock nothing moves until `advance`, so tests are exact. A failure
 * queued with `failNextJob` takes the place of the work. Returns a cancel function.
 *
 * @example
 * const job = { status: 'pending' }
 * driveJob(clock, control, job, { kind: 'artifact', states: ['pending', 'processing', 'completed', 'failed'], work: () => extract(text) })
 * clock.advance('4s') // job.status === 'completed'
 */
export function driveJob<R>(clock: Clock, control: JobsControl, job: JobState<R>, plan: JobPlan<R>): () => void {
  const [queued, working, done, failed] = plan.states
  const step = control.steps[plan.kind]
  job.status = queued
  let cancelled = false
  // Cancelling sliced work closes it, so its cleanup (`finally` blocks) runs.
  let closeSlices: (() => void) | undefined
  const tracked: InFlightJob = {
    kind: plan.kind,
    job: job as JobState<unknown>,
    queued_at: clock.iso(),
    due_at: clock.now() + 2 * step,
    bytes: plan.bytes ?? 0,
  }
  const workspaceInFlight = plan.workspaceJobs?.[plan.kind]
  control.inFlight.add(tracked)
  workspaceInFlight?.add(tracked)
  const untrack = (): void => {
    control.inFlight.delete(tracked)
    workspaceInFlight?.delete(tracked)
  }
  let cancel = clock.schedule(clock.now() + step, () => {
    job.status = working
    job.started_at = clock.iso()
    plan.onChange?.()
    cancel = clock.schedule(clock.now() + step, () => {
      const finish = (outcome: { result: R } | { error: string }) => {
        if ('result' in outcome) {
          job.result = outcome.result
          job.status = done
        } else {
          job.status = failed
          job.error = outcome.error
        }
        job.completed_at = clock.iso()
        untrack()
        plan.onChange?.()
      }
      const injected = control.failNext.get(plan.kind)?.shift()
      if (injected !== undefined) return finish({ error: injected })
      let work: R | SlicedWork<R>
      try {
        work = plan.work()
      } catch (error) {
        return finish({ error: errorMessage(error) })
      }
      if (!isSliced(work)) return finish({ result: work })
      const slices = work
      closeSlices = () => slices.return(undefined as R)
      const slice = (): void => {
        if (cancelled) return
        try {
          const step = slices.next()
          if (step.done) finish({ result: step.value })
          else queueSlice(control, slice)
        } catch (error) {
          finish({ error: errorMessage(error) })
        }
      }
      slice()
    })
  })
  return () => {
    cancelled = true
    untrack()
    cancel()
    closeSlices?.()
  }
}

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error))

function isSliced<R>(work: R | SlicedWork<R>): work is SlicedWork<R> {
  return (
    typeof work === 'object' &&
    work !== null &&
    typeof (work as { next?: unknown }).next === 'function' &&
    typeof (work as { throw?: unknown }).throw === 'function' &&
    Symbol.iterator in work
  )
}

/** The next turn of the event loop: setImmediate where there is one (Node), else a zero timeout (browsers). */
export const nextTurn = (fn: () => void): void => {
  const immediate = (globalThis as { setImmediate?: (fn: () => void) => unknown }).setImmediate
  if (immediate) immediate(fn)
  else setTimeout(fn, 0)
}

/** A meter that never asks to yield: metered work given it runs at once. */
export const AT_ONCE = new WorkMeter(Infinity)

/**
 * Runs sliced work to its end at once (fixtures, tests); plain work is answered as it is.
 *
 * @example runToEnd(ingestSlices(workspace, clock, text, options))
 */
export function runToEnd<R>(work: R | SlicedWork<R>): R {
  if (!isSliced(work)) return work
  let step = work.next()
  while (!step.done) step = work.next()
  return step.value
}
