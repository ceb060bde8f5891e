import { ApiError } from '../core/errors.js'
import type { Store } from '../core/store.js'
import {
  SNAPSHOT_CHANGES_LIMIT,
  SNAPSHOT_FORMAT,
  SNAPSHOT_VERSION,
  type Change,
  type Snapshot,
  type SnapshotBase,
  type SnapshotRate,
} from '../control/snapshot.js'
import type { ConnectIdLedger } from './connect-ids.js'
import { PackedChanges } from './packed-changes.js'

/**
 * What a snapshot's change log may hold, as JSON: 32 MiB. The log grows with every acknowledged
 * write since the last reset (an ingest keeps its text there), so past this bound it is dropped
 * and snapshots answer 409 until a reset, seed or restore (decision 0019).
 */
export const CHANGE_LOG_LIMIT = SNAPSHOT_CHANGES_LIMIT

/** Omit over each member of a union (a change without its slice count). */
export type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** A change as it is recorded: the log adds the slice count. */
export type NewChange = DistributiveOmit<Change, 'slices'>

/**
 * The state as its base (what the last reset built) and every acknowledged change since: a
 * snapshot is both, and restoring replays the changes (decision 0019). Each change is kept as its
 * JSON text: a snapshot parses them, a state file writes them as they are, and what the log holds
 * is counted in the bytes it bounds. The texts are held packed (packed-changes.ts).
 */
export class ChangeLog {
  /** While true (a restore or a fixture replaying), nothing is recorded. */
  replaying = false
  private base: SnapshotBase
  private changes = new PackedChanges()
  private bytes = 0
  // Set once the changes since the last reset pass the log's bound: the log is dropped and no
  // snapshot can be taken until a reset, seed or restore starts a new one.
  private overflowedAt: number | undefined
  // The slice count of the clock change last logged, while it is the newest change (timers that
  // run at one count are one change: the latest instant among them).
  private lastClockChange: number | undefined

  /**
   * @param changed called after every change but the clock's (what `onStateChange` hears).
   * @param connectIds the connect ids drawn since the last change go with the change that drew them.
   * @param rate the rate limits as they stand, which a snapshot keeps.
   */
  constructor(
    private readonly store: Store,
    base: SnapshotBase,
    private readonly changed: () => void,
    private readonly connectIds: ConnectIdLedger,
    private readonly rate: () => SnapshotRate,
  ) {
    this.base = base
    // A timer that runs while slices of jobs wait (a job's step, another job's start) is logged with
    // how many slices had run, so a restore runs it at the same point between them (decision 0031).
    store.clock.onTimer((at) => {
      if (store.jobs.slices.waiting.length > 0) this.record({ kind: 'clock', at })
    })
  }

  /** Logs an acknowledged change, made when `slices` slices of jobs had run. */
  record(change: NewChange, slices = this.store.jobs.slices.ran): void {
    if (this.replaying) return
    // The connect ids a call drew go with it, so its replay draws them again.
    const ids = this.connectIds.take()
    if (change.kind === 'request' && ids.length > 0) change = { ...change, ids }
    if (this.overflowedAt === undefined) {
      if (change.kind === 'clock' && this.lastClockChange === slices) {
        const last = this.changes.pop()!
        this.bytes -= last.length
      }
      this.lastClockChange = change.kind === 'clock' ? slices : undefined
      const text = changeText(change, slices)
      // The text is built of joined pieces, which V8 keeps as a tree of them; reading a character
      // flattens it into one string, which the log holds for about 140 bytes less per change.
      text.charCodeAt(0)
      if (this.bytes + text.length > CHANGE_LOG_LIMIT) {
        this.overflowedAt = this.changes.count + 1
        this.changes = new PackedChanges()
        this.bytes = 0
      } else {
        this.changes.push(text)
        this.bytes += text.length
      }
    }
    if (change.kind !== 'clock') this.changed()
  }

  /** Starts a new log on a new base (a reset). */
  start(base: SnapshotBase): void {
    this.base = base
    this.changes = new PackedChanges()
    this.bytes = 0
    this.overflowedAt = undefined
    this.lastClockChange = undefined
  }

  /** Takes over a restored snapshot's base and changes, as if this mock had made them. */
  adopt(snapshot: Snapshot): void {
    this.start(structuredClone(snapshot.base))
    for (const change of snapshot.changes) {
      const text = JSON.stringify(change)
      this.changes.push(text)
      this.bytes += text.length
    }
    const last = snapshot.changes.at(-1)
    this.lastClockChange = last?.kind === 'clock' ? last.slices : undefined
  }

  snapshot(): Snapshot {
    this.checkBound()
    return {
      ...this.head(),
      base: structuredClone(this.base),
      changes: [...this.changes.runs()].flatMap((run) => JSON.parse(`[${run}]`) as Change[]),
      rate: this.rate(),
    }
  }

  /** The snapshot as JSON text in parts whose concatenation is the document. */
  snapshotParts(): string[] {
    this.checkBound()
    const head = JSON.stringify({ ...this.head(), base: this.base })
    const parts = [`${head.slice(0, -1)},"changes":[`]
    let first = true
    for (const run of this.changes.runs()) {
      parts.push(first ? run : `,${run}`)
      first = false
    }
    parts.push(`],"rate":${JSON.stringify(this.rate())}}`)
    return parts
  }

  /** Keeps the log as it is, for a restore or seed that may fail; answers the function that puts it back. */
  setAside(): () => void {
    const { base, changes, bytes, overflowedAt, lastClockChange } = this
    return () => {
      Object.assign(this, { base, changes, bytes, overflowedAt, lastClockChange })
    }
  }

  private head(): Omit<Snapshot, 'base' | 'changes'> {
    return {
      format: SNAPSHOT_FORMAT,
      version: SNAPSHOT_VERSION,
      short_ids: this.store.idFormat.shortIds,
      now: this.store.clock.now(),
      slices: this.store.jobs.slices.ran,
    }
  }

  /** Refuses a snapshot once the log has passed its bound. */
  private checkBound(): void {
    if (this.overflowedAt === undefined) return
    throw new ApiError(
      409,
      `No snapshot: the changes since the last reset passed what a snapshot may hold (${CHANGE_LOG_LIMIT / 2 ** 20} MiB of JSON) at change ${this.overflowedAt}, and the log was dropped; a reset, a seed or a restore starts a new one`,
    )
  }
}

/**
 * `JSON.stringify({ kind, at, slices, ...rest })` of a change: keys in the schema's order, so a
 * restored log (parsed, then written again) is the same bytes. Written field by field: the rest
 * and spread of an object were a tenth of an upsert's CPU in the pipeline.
 */
function changeText(change: object, slices: number): string {
  const fields = change as Record<string, unknown>
  let text = '{'
  const add = (name: string, value: unknown) => {
    const json = JSON.stringify(value)
    if (json === undefined) return
    text += `${text.length > 1 ? ',' : ''}${JSON.stringify(name)}:${json}`
  }
  add('kind', fields.kind)
  add('at', fields.at)
  add('slices', 'slices' in fields ? fields.slices : slices)
  for (const name in fields) if (name !== 'kind' && name !== 'at' && name !== 'slices') add(name, fields[name])
  return `${text}}`
}
