import type { Clock } from '../clock.js'

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
}

export interface InFlightJob {
  kind: JobKind
  job: JobState<unknown>
  /** Clock time it was queued. */
  queued_at: string
}

export function createJobsControl(steps: Partial<JobSteps> = {}): JobsControl {
  const all = Object.fromEntries(JOB_KINDS.map((kind) => [kind, steps[kind] ?? DEFAULT_JOB_STEP_MS])) as JobSteps
  return { steps: all, failNext: new Map(), inFlight: new Set() }
}

/** Queues a failure: the next job of `kind` to finish fails with `error` instead of doing its work. */
export function failNextJob(control: JobsControl, kind: JobKind, error: string): void {
  let queue = control.failNext.get(kind)
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
 * (setImmediate), so a long job never holds the loop for long.
 */
export type SlicedWork<R> = Generator<void, R, void>

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
  const tracked: InFlightJob = { kind: plan.kind, job: job as JobState<unknown>, queued_at: clock.iso() }
  control.inFlight.add(tracked)
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
        control.inFlight.delete(tracked)
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
      const slice = (): void => {
        if (cancelled) return
        try {
          const step = slices.next()
          if (step.done) finish({ result: step.value })
          else nextTurn(slice)
        } catch (error) {
          finish({ error: errorMessage(error) })
        }
      }
      slice()
    })
  })
  return () => {
    cancelled = true
    control.inFlight.delete(tracked)
    cancel()
  }
}

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error))

function isSliced<R>(work: R | SlicedWork<R>): work is SlicedWork<R> {
  return typeof work === 'object' && work !== null && typeof (work as { next?: unknown }).next === 'function' && typeof (work as { throw?: unknown }).throw === 'function' && Symbol.iterator in work
}

/** The next turn of the event loop: setImmediate where there is one (Node), else a zero timeout (browsers). */
const nextTurn = (fn: () => void): void => {
  const immediate = (globalThis as { setImmediate?: (fn: () => void) => unknown }).setImmediate
  if (immediate) immediate(fn)
  else setTimeout(fn, 0)
}

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
