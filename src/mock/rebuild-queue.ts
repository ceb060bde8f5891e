import type { Admission } from '../http/pipeline/index.js'

/**
 * Reset, seed, restore and registration run one at a time, in the order they were asked for.
 * While a reset, seed or restore is asked for or runs, every request but the health check and the
 * documents waits for it; while a registration seeds a workspace, that workspace's requests (and
 * the control surface's) wait for it (decision 0031).
 */
export class RebuildQueue {
  /** The workspaces a registration is seeding, each with a promise kept until it is whole. */
  readonly seeding = new Map<string, Promise<void>>()
  /** What the pipeline asks before it lets a request in. */
  readonly admission: Admission = {
    whole: (control) => {
      if (this.rebuilds > 0) return this.rebuilt!.promise
      if (control && this.seeding.size > 0) return Promise.all(this.seeding.values()).then(() => undefined)
      return undefined
    },
    workspace: (id) => this.seeding.get(id),
  }
  private queue: Promise<unknown> = Promise.resolve()
  private rebuilds = 0
  private rebuilt: { promise: Promise<void>; resolve: () => void } | undefined

  /** Runs `operation` after every one asked for before it. */
  inTurn<T>(operation: () => Promise<T>): Promise<T> {
    const result = this.queue.then(operation)
    this.queue = result.catch(() => undefined)
    return result
  }

  /** Runs a rebuild (reset, seed, restore) in turn; requests wait from now until it is done. */
  rebuilding<T>(operation: () => Promise<T>): Promise<T> {
    if (this.rebuilds++ === 0) this.rebuilt = settled()
    return this.inTurn(operation).finally(() => {
      if (--this.rebuilds === 0) this.rebuilt!.resolve()
    })
  }
}

/** A promise with its resolve function. */
function settled(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}
