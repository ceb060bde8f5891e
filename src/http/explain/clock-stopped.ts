import type { Clock } from '../../core/clock.js'
import { explanation, type Explanation } from './explanation.js'

/** The operations a client polls until a job ends: they end only as the mock's clock moves. */
const POLLED = new Set([
  '/v1/context/artifacts/{artifact_id}',
  '/v1/context/list/jobs/{job_id}',
  '/v1/compounding/jobs/{job_run_id}',
])
/** Polls of one job at one clock instant before the answer says why it does not move. */
export const POLLS_BEFORE_EXPLAINING = 10
const UNFINISHED = /"status":"(pending|processing|accepted|running)"/
const MAX_WATCHED = 1000

/**
 * A test that polls a job "until completed" while the manual clock stands still waits forever:
 * jobs move only when the clock does. From the 10th poll of one job at one instant, the answer
 * (still a 200) says so. Only the polled operations' answers are looked at: one Map entry each.
 */
export function createPollWatch(clock: Clock) {
  const polls = new Map<string, { at: number; count: number }>()
  return (route: string, key: string, body: string | null): Explanation | undefined => {
    if (clock.mode !== 'manual' || !POLLED.has(route) || body === null) return undefined
    if (!UNFINISHED.test(body.slice(0, 4096))) {
      polls.delete(key)
      return undefined
    }
    const now = clock.now()
    const seen = polls.get(key)
    const count = seen && seen.at === now ? seen.count + 1 : 1
    if (!seen && polls.size >= MAX_WATCHED) polls.clear()
    polls.set(key, { at: now, count })
    if (count < POLLS_BEFORE_EXPLAINING) return undefined
    return explanation(
      'clock_stopped',
      `Polled ${count} times while the mock's manual clock stood at ${new Date(now).toISOString()}: jobs move ` +
        `only when the clock does; call clock.advance(), POST /_mock/clock/advance, or use clock: 'real'`,
      ["mock.clock.advance('2s')", 'POST /_mock/clock/advance', "createMock({ clock: 'real' })"],
    )
  }
}
