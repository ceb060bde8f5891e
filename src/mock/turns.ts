import { nextTurn, type SlicedWork } from '../core/jobs/jobs.js'

/*
 * Driving sliced work from the mock's asynchronous control functions (docs/time-slicing.md): a
 * slice per turn of the event loop, or, for work whose slices are not metered, a turn every few
 * milliseconds.
 */

/** Entries of a fixture, or changes of a snapshot, checked in one slice (a few ms). */
export const PARSE_SLICE = 500

/** The next turn of the event loop. */
export const turn = (): Promise<void> => new Promise((resolve) => nextTurn(resolve))

/** Runs sliced work to its end, a slice per turn of the event loop. */
export async function drive<R>(work: SlicedWork<R>): Promise<R> {
  let step = work.next()
  while (!step.done) {
    await turn()
    step = work.next()
  }
  return step.value
}

/**
 * Gives the event loop back once `everyMs` of work (wall time; the CPU time counted with the
 * collector's threads is about twice that) passed since it last did: for work
 * whose slices are not metered (a replayed request, a fixture's entry), each of which is short.
 */
export function breather(everyMs = 4): () => Promise<void> {
  let since = performance.now()
  return async () => {
    if (performance.now() - since < everyMs) return
    await turn()
    since = performance.now()
  }
}
