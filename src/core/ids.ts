/**
 * A deterministic id sequence. Each workspace owns one, shared by every resource kind, so an
 * id names at most one thing in a workspace and the same operations always yield the same ids.
 *
 * @example
 * const ids = createIdSequence(1000)
 * ids.next() // '1000'
 */
export interface IdSequence {
  next(): string
  peek(): number
}

export function createIdSequence(start = 1): IdSequence {
  let value = start
  return {
    next: () => String(value++),
    peek: () => value,
  }
}

/** Compares two digit-string ids numerically. */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)
}
