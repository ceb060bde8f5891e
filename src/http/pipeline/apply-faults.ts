import type { Clock } from '../../core/clock.js'
import { ApiError } from '../../core/errors.js'
import { REASONS, type Fault, type Faults } from '../faults.js'
import type { Next, Step } from './compose.js'
import type { Exchange, RawResponse } from './exchange.js'

/**
 * Injected latency, errors, dropped connections and malformed bodies (faults.ts), on every call
 * outside `/_mock`. An override's `next()` is the same call: a fault applies once, on the outer
 * pass; a snapshot's replayed calls have none.
 */
export function applyFaults(faults: Faults, clock: Clock): Step {
  return (exchange, next) => {
    if (exchange.replay || exchange.control || !exchange.outer) return next(exchange)
    const fault = faults.take(exchange.method, exchange.routePath, exchange.target.path)
    exchange.fault = fault
    return fault ? faulted(fault, clock, exchange, next) : next(exchange)
  }
}

async function faulted(fault: Fault, clock: Clock, exchange: Exchange, next: Next): Promise<RawResponse> {
  if (fault.delay_ms) await sleepOnClock(clock, fault.delay_ms)
  if (fault.drop) return { status: 0, headers: {}, body: null, drop: true }
  if (fault.status !== undefined) {
    throw new ApiError(
      fault.status,
      `${REASONS[fault.status] ?? 'Error'} (injected by fault ${fault.id} on ${fault.method} ${fault.path})`,
    )
  }
  const response = await next(exchange)
  // The mock's own answer is malformed; an override's answer is the override's.
  return fault.malformed && !exchange.overridden ? malform(response) : response
}

/** Waits `ms` of the mock's clock: a manual clock holds the answer until it is advanced. */
function sleepOnClock(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => {
    clock.schedule(clock.now() + ms, resolve)
  })
}

/** A malformed answer: the same status and headers, the body cut in half (never valid JSON). */
function malform(response: RawResponse): RawResponse {
  if (response.body instanceof ReadableStream) {
    void response.body.cancel()
    return { ...response, body: '{"data": [' }
  }
  const text = response.body ?? ''
  return { ...response, body: text.length > 1 ? text.slice(0, Math.floor(text.length / 2)) : '{' }
}
