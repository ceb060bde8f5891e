import { describe, expect, it } from 'vitest'
import { createClock } from '../clock.js'
import { AT_ONCE, createJobsControl, driveJob, failNextJob, WorkMeter, type JobState, type SlicedWork } from './jobs.js'

const STATES = ['pending', 'processing', 'completed', 'failed'] as const

describe('driveJob', () => {
  it('moves a job from pending to processing to completed, one step each, on the clock', () => {
    const clock = createClock({ mode: 'manual' })
    const control = createJobsControl({ artifact: 1000 })
    const job: JobState<number> = { status: '' }
    let runs = 0
    driveJob(clock, control, job, { kind: 'artifact', states: STATES, work: () => ++runs * 42 })
    expect(job.status).toBe('pending')
    clock.advance(999)
    expect(job.status).toBe('pending')
    clock.advance(1)
    expect(job).toMatchObject({ status: 'processing', started_at: '2026-01-15T10:00:01Z' })
    expect(runs).toBe(0)
    clock.advance(1000)
    expect(job).toMatchObject({ status: 'completed', result: 42, completed_at: '2026-01-15T10:00:02Z' })
    expect(clock.pending()).toBe(0)
  })

  it("fails with the work's error message", () => {
    const clock = createClock({ mode: 'manual' })
    const job: JobState<never> = { status: '' }
    driveJob(clock, createJobsControl(), job, {
      kind: 'list_job',
      states: STATES,
      work: () => {
        throw new Error('the query names nothing to look for')
      },
    })
    clock.advance('4s')
    expect(job).toMatchObject({ status: 'failed', error: 'the query names nothing to look for' })
  })

  it('fails the next job of a kind with a queued error, once, and leaves other kinds alone', () => {
    const clock = createClock({ mode: 'manual' })
    const control = createJobsControl()
    failNextJob(control, 'compounding', 'upstream timeout')
    const [first, second, other] = [{ status: '' }, { status: '' }, { status: '' }] as JobState<string>[]
    driveJob(clock, control, first!, {
      kind: 'compounding',
      states: ['accepted', 'running', 'completed', 'failed'],
      work: () => 'done',
    })
    driveJob(clock, control, other!, { kind: 'artifact', states: STATES, work: () => 'done' })
    clock.advance('4s')
    driveJob(clock, control, second!, {
      kind: 'compounding',
      states: ['accepted', 'running', 'completed', 'failed'],
      work: () => 'done',
    })
    clock.advance('4s')
    expect(first).toMatchObject({ status: 'failed', error: 'upstream timeout' })
    expect(other).toMatchObject({ status: 'completed', result: 'done' })
    expect(second).toMatchObject({ status: 'completed', result: 'done' })
  })

  it('stops when cancelled, leaving no timer behind', () => {
    const clock = createClock({ mode: 'manual' })
    const job: JobState<string> = { status: '' }
    const cancel = driveJob(clock, createJobsControl(), job, { kind: 'artifact', states: STATES, work: () => 'x' })
    clock.advance('2s')
    cancel()
    expect(clock.pending()).toBe(0)
    clock.advance('10s')
    expect(job.status).toBe('processing')
  })

  it('closes sliced work when cancelled between slices, so its cleanup runs', () => {
    const clock = createClock({ mode: 'manual' })
    const job: JobState<string> = { status: '' }
    let cleaned = false
    function* work(): SlicedWork<string> {
      try {
        yield
        return 'done'
      } finally {
        cleaned = true
      }
    }
    const cancel = driveJob(clock, createJobsControl(), job, {
      kind: 'compounding',
      states: ['accepted', 'running', 'completed', 'failed'],
      work,
    })
    clock.advance('4s')
    expect([job.status, cleaned]).toEqual(['running', false])
    cancel()
    expect(cleaned).toBe(true)
    expect(job.status).toBe('running')
  })
})

describe('WorkMeter', () => {
  it('asks to yield each time a budget of units has been spent, and never when the budget is infinite', () => {
    const meter = new WorkMeter(10)
    expect([4, 4, 4, 9, 1, 10].map((units) => meter.spend(units))).toEqual([false, false, true, false, true, true])
    expect(Array.from({ length: 1000 }, () => AT_ONCE.spend(1e9)).some(Boolean)).toBe(false)
  })
})
