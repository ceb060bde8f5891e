import type { Step } from './compose.js'

/**
 * Requests wait while the state they would read is being built in slices (decision 0031). Each
 * answers a promise to wait for, or undefined to go ahead; a request asks again after waiting.
 */
export interface Admission {
  /**
   * Asked first by every request but those of routes available while building (the health check,
   * the documents) and a snapshot's replayed calls: a reset, seed or restore under way; `control`
   * for requests outside the public API (`/_mock`, the registration), which also wait for a
   * registration's seeding.
   */
  whole(control: boolean): Promise<void> | undefined
  /** Asked by a call of the public API once its key is known: its workspace is being seeded. */
  workspace(id: string): Promise<void> | undefined
}

/** While the state is rebuilt, a request waits for it, unless its route reads none of the state. */
export function awaitRebuild(admission: Admission): Step {
  return (exchange, next) => {
    if (exchange.replay || exchange.route?.availableWhileBuilding) return next(exchange)
    const control = !exchange.publicApi
    const wait = admission.whole(control)
    if (!wait) return next(exchange)
    return (async () => {
      for (let waiting: Promise<void> | undefined = wait; waiting; waiting = admission.whole(control)) await waiting
      return next(exchange)
    })()
  }
}
