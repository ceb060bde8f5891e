import { newConnectId } from '../core/integrations/connect.js'

/**
 * Connect ids are the one value of the mock drawn from the platform's CSPRNG rather than the seed
 * (the consent page's only credential, decision 0015). Each id drawn is noted, the change that drew
 * it keeps it (`ids`), and its replay draws the same ids in order, so a restored connect flow is
 * found by the id its client holds. A replayed change without ids (a snapshot of version 1 or 2)
 * draws fresh ones.
 */
export interface ConnectIdLedger {
  draw(): string
  /** The ids drawn since the last change was recorded, handed to that change. */
  take(): string[]
  /** From now until `endReplay`, draws come from `ids` first. */
  replay(ids: readonly string[]): void
  endReplay(): void
}

export function createConnectIdLedger(): ConnectIdLedger {
  let drawn: string[] = []
  let replayed: string[] | undefined
  return {
    draw() {
      if (replayed) return replayed.shift() ?? newConnectId()
      const id = newConnectId()
      drawn.push(id)
      return id
    },
    take: () => drawn.splice(0),
    replay(ids) {
      replayed = [...ids]
    },
    endReplay() {
      replayed = undefined
      drawn = []
    },
  }
}
